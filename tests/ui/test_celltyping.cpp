/// Typing through the payoff and value tables with real key events, as in a spreadsheet: Tab,
/// Enter or an arrow into a cell and typing replaces its text; it never appends to the old text
/// (the zero-sum editor once read "3/4" then "5" as 3/45); Tab and Shift+Tab move only between
/// editable cells, and typing into a computed cell is refused with a tooltip.
#include "core/coalition/coalitionalgame.h"
#include "tests/support/exactnumbers.h"
#include "tests/support/keytyping.h"
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
#include <QToolTip>

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
  testsupport::typeToFocus(text, finish);
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

  /// Tab past the last payoff column wraps to the next row's first payoff: it once walked into
  /// the read-only "row min" and "p (I)" margins, and "3/4 Tab 5 Tab -1 Tab 2 Enter" gave
  /// [[3/4, 5], [0, 0]] with -1 and 2 dropped without a word.
  void zeroSumTabSkipsTheMargins() {
    MatrixDocument doc(MatrixGame::fromText({{"0", "0"}, {"0", "0"}}));
    MatrixEditor editor(&doc);
    focusCell(editor, editor.view(), editor.model()->index(0, 0));
    QVERIFY(editor.model()->columnCount() > 2);  // the margins are there to be skipped
    type(editor, QStringLiteral("3/4"), Qt::Key_Tab);
    type(editor, QStringLiteral("5"), Qt::Key_Tab);
    type(editor, QStringLiteral("-1"), Qt::Key_Tab);
    type(editor, QStringLiteral("2"), Qt::Key_Return);
    QCOMPARE(doc.game().at(0, 0), q("3/4"));
    QCOMPARE(doc.game().at(0, 1), q("5"));
    QCOMPARE(doc.game().at(1, 0), q("-1"));
    QCOMPARE(doc.game().at(1, 1), q("2"));
    // Shift+Tab goes back over the margins too; from the first cell, Tab wraps to it again.
    editor.view()->setCurrentIndex(editor.model()->index(1, 0));
    type(editor, QString(), Qt::Key_Backtab);
    QCOMPARE(editor.view()->currentIndex(), editor.model()->index(0, 1));
    editor.view()->setCurrentIndex(editor.model()->index(1, 1));
    type(editor, QString(), Qt::Key_Tab);
    QCOMPARE(editor.view()->currentIndex(), editor.model()->index(0, 0));
  }

  /// Typing into a computed cell is refused visibly, and changes nothing.
  void typingIntoAMarginIsRefused() {
    MatrixDocument doc(MatrixGame::fromText({{"1", "2"}, {"3", "4"}}));
    MatrixEditor editor(&doc);
    const QModelIndex margin = editor.model()->index(0, 2);
    QVERIFY(!(margin.flags() & Qt::ItemIsEditable));
    focusCell(editor, editor.view(), margin);
    QTest::keyClick(editor.view(), '7');
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().contains(QStringLiteral("cannot be typed into")));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(editor.view()));  // no editor opened
    QCOMPARE(doc.game().at(0, 0), q("1"));
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

  /// Tab from v(S) goes to the next coalition's v(S), never into the read-only Excess column.
  void coalitionalTabSkipsTheExcess() {
    CoalitionalDocument doc(CoalitionalGame::fromValues({q("0"), q("1"), q("0"), q("4"), q("1"), q("3"), q("5"), q("8")}).value());
    CoalitionalEditor editor(&doc);
    auto* model = editor.model();
    const int first = model->rowOf(Coalition(1));
    focusCell(editor, editor.view(), model->index(first, CoalitionalTableModel::ValueColumn));
    type(editor, QStringLiteral("2"), Qt::Key_Tab);
    const QModelIndex next = editor.view()->currentIndex();
    QCOMPARE(next.column(), int(CoalitionalTableModel::ValueColumn));
    QCOMPARE(next.row(), first + 1);
    type(editor, QStringLiteral("7"), Qt::Key_Return);
    QCOMPARE(doc.game().value(Coalition(1)), q("2"));
    QCOMPARE(model->data(next, Qt::EditRole).toString(), QStringLiteral("7"));
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
