/// Typing through the payoff and value tables with real key events, as in a spreadsheet: Tab,
/// Enter or an arrow into a cell and typing replaces its text; it never appends to the old text
/// (the zero-sum editor once read "3/4" then "5" as 3/45).
#include "core/coalition/coalitionalgame.h"
#include "tests/support/exactnumbers.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/coalition/coalitionaleditor.h"
#include "ui/coalition/coalitionaltablemodel.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/matrix/matrixtablemodel.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"
#include "ui/strategic/strategictablemodel.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using gamelab::testsupport::q;

/// Sends `text` key by key, and then `finish`, to whatever widget has the keyboard focus (the
/// table itself or the cell editor it opened). When `text` is an edit, waits until the
/// analysis it starts has landed in the table: that refresh once reset the next cell's editor,
/// so that what the user typed next was appended to the old text.
template <class Editor>
void type(Editor& editor, const QString& text, Qt::Key finish) {
  QSignalSpy analysed(&editor, &Editor::analysisFinished);
  for (const QChar c : text) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, c.toLatin1());
  }
  QWidget* focus = QApplication::focusWidget();
  QVERIFY(focus);
  QTest::keyClick(focus, finish);
  if (!text.isEmpty()) QVERIFY(analysed.count() > 0 || analysed.wait(20000));
  QCoreApplication::processEvents();
}

/// Shows `editor`, gives its table the focus and makes `start` current.
void focusCell(QWidget& editor, QTableView* view, const QModelIndex& start) {
  editor.resize(1200, 700);
  editor.show();
  editor.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&editor));
  view->setFocus();
  view->setCurrentIndex(start);
  QCoreApplication::processEvents();
}

}  // namespace

class TestCellTyping : public QObject {
  Q_OBJECT
 private slots:
  void zeroSumTabReplaces() {
    MatrixDocument doc(MatrixGame::fromText({{"1", "3/4", "2"}, {"0", "1/2", "7"}}));
    MatrixEditor editor(&doc);
    focusCell(editor, editor.view(), editor.model()->index(0, 0));
    type(editor, QStringLiteral("2"), Qt::Key_Tab);  // replaces 1, moves to 3/4 with an editor open
    type(editor, QStringLiteral("5"), Qt::Key_Tab);  // must replace 3/4, not make 3/45
    type(editor, QStringLiteral("-1/3"), Qt::Key_Return);
    QCOMPARE(doc.game().at(0, 0), q("2"));
    QCOMPARE(doc.game().at(0, 1), q("5"));
    QCOMPARE(doc.game().at(0, 2), q("-1/3"));
    // Enter on the table opens the current cell with its text selected: typing replaces.
    editor.view()->setCurrentIndex(editor.model()->index(1, 1));
    type(editor, QString(), Qt::Key_Return);
    type(editor, QStringLiteral("9"), Qt::Key_Return);
    QCOMPARE(doc.game().at(1, 1), q("9"));
    // An arrow moves to a cell; typing replaces its text.
    type(editor, QString(), Qt::Key_Right);
    type(editor, QStringLiteral("4"), Qt::Key_Return);
    QCOMPARE(doc.game().at(1, 2), q("4"));
  }

  /// A red "not a number" message stayed in the status line after Esc abandoned the edit.
  void escapeClearsTheRejection() {
    MatrixDocument doc(MatrixGame::fromText({{"1", "2"}, {"3", "4"}}));
    MatrixEditor editor(&doc);
    focusCell(editor, editor.view(), editor.model()->index(0, 0));
    for (const QChar c : QStringLiteral("x1")) QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(editor.statusText().contains(QStringLiteral("not a number")));
    QVERIFY(qobject_cast<QLineEdit*>(QApplication::focusWidget()));  // still editing, text kept
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCoreApplication::processEvents();
    QVERIFY(editor.statusText().isEmpty());
    QCOMPARE(doc.game().at(0, 0), q("1"));
  }

  void strategicTabReplaces() {
    StrategicDocument doc(StrategicGame::bimatrixFromText({{"0,0", "1,2"}, {"3,4", "5,6"}}));
    StrategicEditor editor(&doc);
    focusCell(editor, editor.view(), editor.model()->index(0, 0));
    type(editor, QStringLiteral("7, 8"), Qt::Key_Tab);
    type(editor, QStringLiteral("5, 5"), Qt::Key_Tab);  // once became "1, 25, 5"-style appends
    QCOMPARE(doc.game().payoff(0, 0), q("7"));
    QCOMPARE(doc.game().payoff(0, 1), q("8"));
    // Row 0, column 1 is profile (0, 1).
    const std::size_t profile = doc.game().profileIndex({0, 1});
    QCOMPARE(doc.game().payoff(profile, 0), q("5"));
    QCOMPARE(doc.game().payoff(profile, 1), q("5"));
  }

  void coalitionalArrowsReplace() {
    CoalitionalDocument doc(CoalitionalGame::fromValues({q("0"), q("1"), q("0"), q("4"), q("1"), q("3"), q("5"), q("8")}).value());
    CoalitionalEditor editor(&doc);
    auto* model = editor.model();
    const int first = model->rowOf(Coalition(1));
    focusCell(editor, editor.view(), model->index(first, CoalitionalTableModel::ValueColumn));
    type(editor, QStringLiteral("2"), Qt::Key_Down);
    const QModelIndex next = editor.view()->currentIndex();
    QVERIFY(next.row() == first + 1);
    const QString before = model->data(next, Qt::EditRole).toString();
    QVERIFY(!before.isEmpty());
    type(editor, QStringLiteral("6"), Qt::Key_Return);
    QCOMPARE(doc.game().value(Coalition(1)), q("2"));
    QCOMPARE(model->data(next, Qt::EditRole).toString(), QStringLiteral("6"));
  }
};

QTEST_MAIN(TestCellTyping)
#include "test_celltyping.moc"
