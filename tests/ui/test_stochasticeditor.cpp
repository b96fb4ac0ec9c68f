/// The stochastic-game editor driven through its real widgets (offscreen): cells typed with Tab
/// and Enter in the notation "4 + 3/10 G1", undo/redo, a bad cell kept and explained, a state
/// added, save and reopen, and the analysis of the spec's games: T85's values 2/5, 5/8, 10/9,
/// T84's √7 − 2 (Dare), T89's iteration table (v_2 = 232/115). Screenshots of T89 and of T82's
/// fixed-point chart are saved next to the binary.
#include "core/io/gamelabfile.h"
#include "core/stochastic/multistageexamples.h"
#include "core/stochastic/stochasticexamples.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/stochastic/stochasticdocument.h"
#include "ui/stochastic/stochasticeditor.h"
#include "ui/stochastic/stochasticpages.h"

#include <QApplication>
#include <QChartView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

void typeKeys(const QString& text, Qt::Key finish) {
  for (const QChar c : text) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClicks(focus, QString(c));
  }
  QWidget* focus = QApplication::focusWidget();
  QVERIFY(focus);
  QTest::keyClick(focus, finish);
  QCoreApplication::processEvents();
  QCoreApplication::processEvents();
}

void showEditor(StochasticEditor& editor) {
  editor.resize(1400, 800);
  editor.show();
  editor.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&editor));
}

StochasticDraft exampleDraft(const std::string& id) {
  for (const auto& e : stochasticExamples())
    if (e.id == id) return StochasticDraft{e.game, {}};
  return {};
}

/// Waits for the analysis of `editor` (started by the document's first change or by the editor).
bool waitAnalysis(StochasticEditor&, QSignalSpy& spy) { return spy.count() > 0 || spy.wait(20000); }

QString savePath(const QString& name) { return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name; }

std::string cellOf(const StochasticDocument& doc, int state, int row, int col) {
  return cellText(doc.state(), state, row, col);
}

}  // namespace

class TestStochasticEditor : public QObject {
  Q_OBJECT
 private slots:
  void typeUndoBadCellAddStateSave() {
    StochasticDocument doc;
    StochasticEditor editor(&doc);
    showEditor(editor);
    // Add a state G2 with the button.
    QTest::mouseClick(editor.button(QStringLiteral("add-state")), Qt::LeftButton);
    QCOMPARE(doc.game().stateCount(), 2);
    QCOMPARE(doc.game().states[1].name, std::string("G2"));
    QCOMPARE(editor.stateTabs()->count(), 2);
    editor.stateTabs()->setCurrentIndex(0);
    QTableWidget* table = editor.table(0);
    table->setFocus();
    table->setCurrentCell(0, 0);
    QCoreApplication::processEvents();
    typeKeys(QStringLiteral("4 + 3/10 G1"), Qt::Key_Tab);
    typeKeys(QStringLiteral("2/5 G2"), Qt::Key_Tab);  // Tab at the row's end wraps to (2, 1)
    typeKeys(QStringLiteral("1 + 2/5 G2"), Qt::Key_Tab);
    typeKeys(QStringLiteral("3 + 1/2 G1"), Qt::Key_Return);
    QCOMPARE(cellOf(doc, 0, 0, 0), std::string("4 + 3/10 G1"));
    QCOMPARE(cellOf(doc, 0, 0, 1), std::string("2/5 G2"));
    QCOMPARE(cellOf(doc, 0, 1, 0), std::string("1 + 2/5 G2"));
    QCOMPARE(cellOf(doc, 0, 1, 1), std::string("3 + 1/2 G1"));
    const auto& cell = doc.game().states[0].cell(0, 0);
    QCOMPARE(cell.payoff, Rational(4));
    QCOMPARE(cell.next.size(), std::size_t(1));
    QCOMPARE(cell.next[0].probability, Rational(3, 10));
    QCOMPARE(cell.stopProbability(), Rational(7, 10));
    // Enter moved down (wrapping to the next column) with an editor open: type into (1, 2)'s neighbour.
    QCOMPARE(table->currentRow(), 0);
    QCOMPARE(table->currentColumn(), 0);
    typeKeys(QStringLiteral("5"), Qt::Key_Return);
    QCOMPARE(cellOf(doc, 0, 0, 0), std::string("5"));
    QCOMPARE(table->currentRow(), 1);

    // Undo and redo.
    doc.undoStack()->undo();
    QCOMPARE(cellOf(doc, 0, 0, 0), std::string("4 + 3/10 G1"));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("4 + 3/10 G1"));
    doc.undoStack()->redo();
    QCOMPARE(cellOf(doc, 0, 0, 0), std::string("5"));
    doc.undoStack()->undo();

    // A bad cell: kept as typed, red, its reason as tooltip and in the problems line.
    table->setFocus();
    table->setCurrentCell(1, 1);
    typeKeys(QStringLiteral("3 + 1/2 G7"), Qt::Key_Tab);
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("3 + 1/2 G7"));
    QCOMPARE(doc.game().states[0].cell(1, 1).payoff, Rational(3));  // the last good value stays in the game
    QVERIFY(table->item(1, 1)->background().color() != QColor());
    QVERIFY(!table->item(1, 1)->toolTip().isEmpty());
    QVERIFY2(editor.problemsText().contains(QStringLiteral("G1")) && editor.problemsText().contains(QStringLiteral("(2, 2)")),
             qPrintable(editor.problemsText()));
    QVERIFY(editor.problemsText().contains(QStringLiteral("G7")));

    // Save and reopen: the game and the bad text come back.
    const GamelabFile file = doc.toGamelabFile();
    auto parsed = parseGamelab(serializeGamelab(file), "t.gamelab");
    QVERIFY(parsed);
    QCOMPARE(parsed->kind, std::string("stochastic"));
    auto reopened = StochasticDocument::fromGamelabFile(*parsed);
    QVERIFY(reopened);
    auto* again = static_cast<StochasticDocument*>(reopened->get());
    QVERIFY(again->state() == doc.state());
    QCOMPARE(cellText(again->state(), 0, 1, 1), std::string("3 + 1/2 G7"));

    // Fixing the cell clears the problem.
    table->setFocus();
    table->setCurrentCell(1, 1);
    typeKeys(QStringLiteral("3 + 1/2 G2"), Qt::Key_Return);
    QVERIFY(doc.state().badCells.empty());
    QVERIFY2(editor.problemsText().isEmpty(), qPrintable(editor.problemsText()));

    // Q: set and undo.
    editor.infinitePlayField()->setText(QStringLiteral("1/2"));
    emit editor.infinitePlayField()->editingFinished();
    QCOMPARE(doc.game().infinitePlay, std::optional<Rational>(Rational(1, 2)));
    doc.undoStack()->undo();
    QVERIFY(!doc.game().infinitePlay);
  }

  void multistageExamplesOpenAndSolve() {
    clearDocumentRegistry();
    registerBuiltinKinds();
    int registered = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("stochastic-inspection")) || e.id.startsWith(QLatin1String("stochastic-endurance")) ||
          e.id.startsWith(QLatin1String("stochastic-components")))
        ++registered;
    QCOMPARE(registered, int(multistageExamples().size()));
    // The inspection game G6 (T79): value 1/6, proved by exact backward induction.
    StochasticDraft draft;
    for (const auto& e : multistageExamples())
      if (e.id == "inspection-6") draft.game = e.game;
    QVERIFY(!draft.game.states.empty());
    StochasticDocument doc(draft);
    StochasticEditor editor(&doc);
    QSignalSpy spy(&editor, &StochasticEditor::analysisFinished);
    showEditor(editor);
    QVERIFY(waitAnalysis(editor, spy));
    const QString values = editor.page(0)->text();
    QVERIFY2(values.contains(QStringLiteral("1/6")) && values.contains(QStringLiteral("Proved")), qPrintable(values));
  }

  void analysisOfT85AndDare() {
    StochasticDocument doc(exampleDraft("three-linked"));
    StochasticEditor editor(&doc);
    QSignalSpy spy(&editor, &StochasticEditor::analysisFinished);
    showEditor(editor);
    QVERIFY(waitAnalysis(editor, spy));
    const QString values = editor.page(0)->text();
    QVERIFY2(values.contains(QStringLiteral("2/5")) && values.contains(QStringLiteral("5/8")) &&
                 values.contains(QStringLiteral("10/9")) && values.contains(QStringLiteral("16/25")),
             qPrintable(values));
    QVERIFY(values.contains(QStringLiteral("Proved")));

    StochasticDocument dare(exampleDraft("dare"));
    StochasticEditor dareEditor(&dare);
    QSignalSpy dareSpy(&dareEditor, &StochasticEditor::analysisFinished);
    showEditor(dareEditor);
    QVERIFY(waitAnalysis(dareEditor, dareSpy));
    const QString dareText = dareEditor.page(0)->text();
    QVERIFY2(dareText.contains(QStringLiteral("√7 − 2")) && dareText.contains(QStringLiteral("0.645751")),
             qPrintable(dareText));
    dareEditor.pageTabs()->setCurrentIndex(1);
    QVERIFY2(dareEditor.page(1)->text().contains(QStringLiteral("√7 − 2")), qPrintable(dareEditor.page(1)->text()));
  }

  void iterationTableOfT89AndScreenshots() {
    StochasticDocument doc(exampleDraft("shapley-iteration"));
    doc.setTitle(QStringLiteral("T89"));
    StochasticEditor editor(&doc);
    QSignalSpy spy(&editor, &StochasticEditor::analysisFinished);
    showEditor(editor);
    QVERIFY(waitAnalysis(editor, spy));
    const QString table = editor.iterationPage()->text();
    QVERIFY2(table.contains(QStringLiteral("232/115")) && table.contains(QStringLiteral("2.022")), qPrintable(table));
    // The recursion is typeset (subscripts), not printed as TeX source.
    QVERIFY2(table.contains(QStringLiteral("vn+1(k) = Val(A(k)(vn))")) && !table.contains(QStringLiteral("_{")), qPrintable(table));
    editor.pageTabs()->setCurrentIndex(2);
    QCoreApplication::processEvents();
    QTest::qWait(100);
    QVERIFY(editor.grab().save(savePath(QStringLiteral("stochastic_t89.png"))));

    StochasticDocument t82(exampleDraft("interval-of-solutions"));
    StochasticEditor fixed(&t82);
    QSignalSpy fixedSpy(&fixed, &StochasticEditor::analysisFinished);
    showEditor(fixed);
    QVERIFY(waitAnalysis(fixed, fixedSpy));
    fixed.pageTabs()->setCurrentIndex(3);
    QCoreApplication::processEvents();
    QTest::qWait(100);
    QVERIFY2(fixed.fixedPointPage()->text().contains(QStringLiteral("[1, 5]")), qPrintable(fixed.fixedPointPage()->text()));
    QVERIFY(fixed.grab().save(savePath(QStringLiteral("stochastic_t82_fixed_points.png"))));
  }
};

QTEST_MAIN(TestStochasticEditor)
#include "test_stochasticeditor.moc"
