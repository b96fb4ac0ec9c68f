/// editHeaderSectionInPlace, the in-place strategy-name editor of the matrix and strategic-form
/// editors: placement, Enter commits exactly once, Esc cancels.
#include "ui/common/headerrenameedit.h"

#include <QAction>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QPointer>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace gamelab::ui;

class TestHeaderRenameEdit : public QObject {
  Q_OBJECT
 private slots:
  void enterCommitsOnce() {
    QStandardItemModel model(3, 4);
    QTableView view;
    view.setModel(&model);
    view.resize(400, 300);
    view.show();
    QHeaderView* header = view.horizontalHeader();
    QStringList commits;
    editHeaderSectionInPlace(header, Qt::Horizontal, 1, QStringLiteral("Left"), QStringLiteral("2"),
                             QStringLiteral("tip"), [&](const QString& name) { commits << name; });
    QPointer<QLineEdit> edit = header->viewport()->findChild<QLineEdit*>();
    QVERIFY(edit);
    QCOMPARE(edit->text(), QStringLiteral("Left"));
    QCOMPARE(edit->selectedText(), QStringLiteral("Left"));
    QCOMPARE(edit->placeholderText(), QStringLiteral("2"));
    QCOMPARE(edit->toolTip(), QStringLiteral("tip"));
    QCOMPARE(edit->geometry(), QRect(header->sectionViewportPosition(1), 0, std::max(header->sectionSize(1), 80),
                                     header->height()));
    edit->setText(QStringLiteral("Middle"));
    QTest::keyClick(edit, Qt::Key_Return);
    emit edit->editingFinished();  // e.g. the focus loss that follows: no second commit
    QCOMPARE(commits, QStringList{QStringLiteral("Middle")});
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!edit);
  }

  void escapeCancels() {
    QStandardItemModel model(3, 4);
    QTableView view;
    view.setModel(&model);
    view.resize(400, 300);
    view.show();
    QHeaderView* header = view.verticalHeader();
    int commits = 0;
    editHeaderSectionInPlace(header, Qt::Vertical, 2, QString(), QStringLiteral("3"), QString(),
                             [&](const QString&) { ++commits; });
    QPointer<QLineEdit> edit = header->viewport()->findChild<QLineEdit*>();
    QVERIFY(edit);
    QCOMPARE(edit->geometry(), QRect(0, header->sectionViewportPosition(2), std::max(header->width(), 80),
                                     header->sectionSize(2)));
    QCOMPARE(edit->actions().size(), 1);
    QAction* escape = edit->actions().front();
    QCOMPARE(escape->shortcut(), QKeySequence(Qt::Key_Escape));
    escape->trigger();
    emit edit->editingFinished();  // the focus loss as the edit goes: no commit
    QCOMPARE(commits, 0);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!edit);
  }
};

QTEST_MAIN(TestHeaderRenameEdit)
#include "test_headerrenameedit.moc"
