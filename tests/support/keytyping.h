#pragma once
/// Typing in a GUI test as a user does: each key to whatever widget has the keyboard focus at
/// that moment (a table opens its cell editor on the first key, which then takes the rest),
/// then a finishing key (Enter, Tab). Written once here.
#include <QApplication>
#include <QString>
#include <QTest>

namespace gamelab::testsupport {

inline void typeToFocus(const QString& text, Qt::Key finish) {
  for (const QChar c : text) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, c.toLatin1());
  }
  QWidget* focus = QApplication::focusWidget();
  QVERIFY(focus);
  QTest::keyClick(focus, finish);
}

}  // namespace gamelab::testsupport
