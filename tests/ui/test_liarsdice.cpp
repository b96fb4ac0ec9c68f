/// The Liar's Dice tab (digest liars-dice.md §5, §8): the V(M) table (N = 2: 3/4, 1/2, 0;
/// N = 6: V(1) = 41/60), changing N (undoable, the table follows), the LP written out and the
/// optimality checks, a full game against the computer with a fixed seed (as A and as B; the
/// claim selector never offers y ≤ the previous claim), save/reopen through GamelabFile, the
/// chart (a point per N, the line 1 − 1/e) and the kind's registrations.
/// With LIARSDICE_SHOTS set, screenshots go to /tmp/liarsdice_*.png.
#include "core/io/gamelabfile.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/analysis/solverrunner.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/liarsdice/liarsdicechart.h"
#include "ui/liarsdice/liarsdicediewidget.h"
#include "ui/liarsdice/liarsdicedocument.h"
#include "ui/liarsdice/liarsdiceeditor.h"
#include "ui/liarsdice/liarsdicekind.h"
#include "ui/liarsdice/liarsdiceplayview.h"
#include "ui/liarsdice/liarsdicesolutionview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/tree/treedocument.h"

#include <QChart>
#include <QGraphicsTextItem>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <cmath>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

bool waitSolved(LiarsDiceEditor& editor) {
  return QTest::qWaitFor([&] { return !editor.solverRunner()->isRunning() && editor.solution(); }, 20000);
}

QStringList valueColumn(const LiarsDiceSolutionView& view) {
  QStringList out;
  for (int r = 0; r < view.valueTable()->rowCount(); ++r) out << view.valueTable()->item(r, 1)->text();
  return out;
}

void shot(QWidget& w, const char* name) {
  if (qEnvironmentVariableIsEmpty("LIARSDICE_SHOTS")) return;
  w.resize(1400, 860);
  w.show();
  QTest::qWait(200);
  w.grab().save(QStringLiteral("/tmp/liarsdice_%1.png").arg(QLatin1String(name)));
}

/// Plays one game to the end: the human claims the smallest allowed claim above its die's
/// truth half of the time, passes claims up to N/2 and calls the rest. Checks the selector.
void playToEnd(LiarsDiceEditor& editor, std::mt19937_64& choices) {
  auto* doc = editor.document();
  auto* play = editor.playView();
  for (int guard = 0; guard < 100 && liarsDicePhase(doc->state()) != LiarsDicePhase::Over; ++guard) {
    QVERIFY(QTest::qWaitFor([&] { return !play->computerPending(); }, 5000));
    const LiarsDiceState s = doc->state();
    if (liarsDicePhase(s) == LiarsDicePhase::Over) break;
    const auto actor = liarsDiceToAct(s);
    QVERIFY(actor && liarsDiceIsHuman(s, *actor));
    const int n = s.sides;
    if (liarsDicePhase(s) == LiarsDicePhase::Claim) {
      const int previous = s.claims.empty() ? 0 : s.claims.back();
      auto* box = play->claimBox();
      QVERIFY(box->isEnabled());
      QCOMPARE(box->count(), n + 1 - previous);
      for (int k = 0; k < box->count(); ++k) {
        const int y = box->itemData(k).toInt();
        QVERIFY2(y > previous, "the selector offers a claim not above the previous one");
        QCOMPARE(y, previous + 1 + k);
        QCOMPARE(box->itemText(k).contains(QStringLiteral("sure lie")), y > n);
      }
      QVERIFY(!play->claim(previous));  // not above the previous claim: refused
      const int pick = std::uniform_int_distribution<int>(0, box->count() - 1)(choices);
      box->setCurrentIndex(pick);
      play->claimButton()->click();
      QCOMPARE(doc->state().claims.back(), previous + 1 + pick);
    } else {
      QVERIFY(play->callButton()->isEnabled());
      const int y = s.claims.back();
      if (y <= n / 2 && liarsDiceCanPass(s)) play->passButton()->click();
      else play->callButton()->click();
    }
  }
  QCOMPARE(liarsDicePhase(doc->state()), LiarsDicePhase::Over);
}

}  // namespace

class TestLiarsDice : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { registerBuiltinKinds(); }

  void valuesForTwoSides() {
    LiarsDiceDocument doc(2);
    LiarsDiceEditor editor(&doc);
    QVERIFY(waitSolved(editor));
    QCOMPARE(valueColumn(*editor.solutionView()), (QStringList{"3/4", "1/2", "0"}));
    QVERIFY(editor.solutionView()->headline()->text().contains(QStringLiteral("3/4")));
    // The LP of G(1) written out as the digest's N = 2 instance.
    const QString lp = editor.solutionView()->lpText()->toPlainText();
    QVERIFY(lp.contains(QStringLiteral("maximise")));
    QVERIFY(lp.contains(QStringLiteral("c1 = 1 − V(2) = 1/2")));
    QVERIFY(lp.contains(QStringLiteral("V(1) = 3/4")));
    QVERIFY(lp.contains(QStringLiteral("w3 ≤ 0")));
    // The claim matrix: rows die 1, die 2 and the call row; columns claims 1, 2, 3 (sure lie).
    auto* s = editor.solutionView()->strategyTable();
    QCOMPARE(s->rowCount(), 3);
    QCOMPARE(s->columnCount(), 3);
    QVERIFY(s->horizontalHeaderItem(2)->text().contains(QStringLiteral("sure lie")));
    QCOMPARE(s->item(1, 1)->text(), QStringLiteral("1"));  // with a 2, claim 2
    editor.solutionView()->setSubgame(2);
    QVERIFY(editor.solutionView()->lpText()->toPlainText().contains(QStringLiteral("V(2) = 1/2")));
    QCOMPARE(s->columnCount(), 2);
    QVERIFY(editor.treeButton()->isEnabled());
  }

  void valuesForSixSidesAndChecks() {
    LiarsDiceDocument doc(6);
    LiarsDiceEditor editor(&doc);
    QVERIFY(waitSolved(editor));
    const QStringList v = valueColumn(*editor.solutionView());
    QCOMPARE(v, (QStringList{"41/60", "41/60", "2/3", "1/2", "1/3", "1/6", "0"}));
    // Every subgame: the checks hold (used claims earn the row's best; mixed calls indifferent).
    auto* view = editor.solutionView();
    for (int m = 1; m <= 6; ++m) {
      view->setSubgame(m);
      const QString summary = view->checkSummary()->text();
      QVERIFY2(summary.contains(QStringLiteral("✓")) && !summary.contains(QStringLiteral("✗")), qPrintable(summary));
      QCOMPARE(view->rollerCheckTable()->rowCount(), 6);
      QCOMPARE(view->rollerCheckTable()->columnCount(), 8 - m);
      QCOMPARE(view->callerCheckTable()->rowCount(), 8 - m);
    }
    QVERIFY(!editor.treeButton()->isEnabled());
    QVERIFY(editor.treeButton()->toolTip().contains(QStringLiteral("3,176,521")) ||
            editor.treeButton()->toolTip().contains(QStringLiteral("3176521")));
    if (qEnvironmentVariableIsEmpty("LIARSDICE_SHOTS")) return;
    editor.pages()->setCurrentIndex(1);
    view->setSubgame(1);
    shot(editor, "solution");
    editor.pages()->setCurrentIndex(2);
    editor.chart()->setMaxSides(40);
    QVERIFY(QTest::qWaitFor([&] { return !editor.chart()->runner()->isRunning() && editor.chart()->pointCount() == 39; }, 60000));
    shot(editor, "chart");
  }

  void changingSidesIsUndoable() {
    LiarsDiceDocument doc(2);
    LiarsDiceEditor editor(&doc);
    QVERIFY(waitSolved(editor));
    editor.sidesSpin()->setValue(3);
    QCOMPARE(doc.sides(), 3);
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(waitSolved(editor));
    QCOMPARE(editor.solution()->sides, 3);
    QCOMPARE(valueColumn(*editor.solutionView()), (QStringList{"13/18", "2/3", "1/3", "0"}));
    QCOMPARE(doc.state().dice.size(), std::size_t(1));  // a new game with the new die
    QVERIFY(doc.state().dice[0] >= 1 && doc.state().dice[0] <= 3);
    doc.undoStack()->undo();
    QCOMPARE(doc.sides(), 2);
    QCOMPARE(editor.sidesSpin()->value(), 2);
    QVERIFY(waitSolved(editor));
    QCOMPARE(valueColumn(*editor.solutionView()), (QStringList{"3/4", "1/2", "0"}));
  }

  void fullGamesAgainstTheComputer() {
    for (const bool humanIsA : {true, false}) {
      LiarsDiceDocument doc(6);
      LiarsDiceEditor editor(&doc);
      auto* play = editor.playView();
      play->setComputerDelay(0);
      play->setAnimationMs(0);
      play->setSeed(20240611);
      QVERIFY(waitSolved(editor));
      std::mt19937_64 choices(5);
      int games = 0;
      for (int g = 0; g < 6; ++g) {
        play->newGame(humanIsA);
        QCOMPARE(doc.state().humanIsA, humanIsA);
        QCOMPARE(doc.state().claims.size(), std::size_t(0));
        playToEnd(editor, choices);
        ++games;
        const auto winner = liarsDiceWinner(doc.state());
        QVERIFY(winner.has_value());
        const bool humanWon = liarsDiceIsHuman(doc.state(), *winner);
        QCOMPARE(play->bannerText(), humanWon ? QStringLiteral("You win!") : QStringLiteral("The computer wins"));
        QCOMPARE(doc.state().score.human + doc.state().score.computer, games);
        QVERIFY(play->moveLog()->count() >= 3);
        QVERIFY(!play->claimButton()->isEnabled() && !play->callButton()->isEnabled());
        // The called die is face up.
        QVERIFY(!play->humanDie()->isHidden() && !play->computerDie()->isHidden());
        if (g == 0) shot(editor, humanIsA ? "play_a" : "play_b");
      }
      QCOMPARE(play->tallyText(), QStringLiteral("You %1 : %2 Computer").arg(doc.state().score.human).arg(doc.state().score.computer));
      // New game is an undo step; the moves are not.
      const int steps = doc.undoStack()->count();
      QCOMPARE(steps, 6);
      QVERIFY(doc.isModified());
    }
  }

  void computerDieHiddenUntilCalled() {
    LiarsDiceDocument doc(6);
    LiarsDiceEditor editor(&doc);
    auto* play = editor.playView();
    play->setComputerDelay(0);
    play->setAnimationMs(0);
    play->setSeed(3);
    QVERIFY(waitSolved(editor));
    play->newGame(false);  // the computer is A and claims first
    QVERIFY(QTest::qWaitFor([&] { return !play->computerPending(); }, 5000));
    QCOMPARE(doc.state().claims.size(), std::size_t(1));
    QVERIFY(play->computerDie()->isHidden());
    QCOMPARE(play->humanDie()->value(), 0);
    QVERIFY(play->moveLog()->item(0)->text().contains(QStringLiteral("hidden")));
    play->strategyToggle()->setChecked(true);
    shot(editor, "play_strategy");
    QVERIFY(play->call());
    QVERIFY(!play->computerDie()->isHidden());
    QCOMPARE(play->computerDie()->value(), doc.state().dice[0]);
  }

  void saveAndReopenKeepsTheGame() {
    LiarsDiceDocument doc(3);
    LiarsDiceEditor editor(&doc);
    auto* play = editor.playView();
    play->setComputerDelay(0);
    play->setAnimationMs(0);
    play->setSeed(11);
    QVERIFY(waitSolved(editor));
    QVERIFY(play->claim(1));
    QVERIFY(QTest::qWaitFor([&] { return !play->computerPending(); }, 5000));
    const GamelabFile file = doc.toGamelabFile();
    QCOMPARE(file.kind, std::string("liarsdice"));
    auto parsed = parseGamelab(serializeGamelab(file), "t.gamelab");
    QVERIFY(parsed.hasValue());
    auto reopened = createDocument(*parsed);
    QVERIFY(reopened.hasValue());
    auto* again = qobject_cast<LiarsDiceDocument*>(reopened->get());
    QVERIFY(again);
    QCOMPARE(again->sides(), 3);
    QVERIFY(again->state() == doc.state());
    // Bad payloads: N missing or out of range.
    GamelabFile bad = file;
    bad.game["sides"] = 1;
    QVERIFY(!createDocument(bad).hasValue());
    bad.game.erase("sides");
    QVERIFY(!createDocument(bad).hasValue());
    // An inconsistent game in progress is dropped, N kept.
    GamelabFile odd = file;
    odd.game["claims"] = {3, 2};
    auto oddDoc = createDocument(odd);
    QVERIFY(oddDoc.hasValue());
    QCOMPARE(qobject_cast<LiarsDiceDocument*>(oddDoc->get())->sides(), 3);
    QVERIFY(qobject_cast<LiarsDiceDocument*>(oddDoc->get())->state().claims.empty());
  }

  void chartHasAPointPerSidesAndTheLimitLine() {
    LiarsDiceChart chart;
    chart.setMaxSides(9);
    chart.setCurrentSides(6);
    chart.compute();
    QVERIFY(QTest::qWaitFor([&] { return !chart.runner()->isRunning() && chart.pointCount() == 8; }, 30000));
    QCOMPARE(chart.valuePoints()->count(), 8);  // N = 2..9
    QCOMPARE(chart.valueLine()->count(), 8);
    for (int n = 2; n <= 9; ++n) QCOMPARE(chart.valuePoints()->at(n - 2).x(), double(n));
    QCOMPARE(*chart.exactValue(2), Rational(3, 4));
    QCOMPARE(*chart.exactValue(6), Rational(41, 60));
    QVERIFY(std::abs(*chart.value(9) - 5051.0 / 7560) < 1e-12);
    QVERIFY(chart.pointText(6).contains(QStringLiteral("41/60")));
    const double limit = 1 - std::exp(-1.0);
    QCOMPARE(chart.limitLine()->count(), 2);
    QVERIFY(std::abs(chart.limitLine()->at(0).y() - limit) < 1e-12);
    QVERIFY(std::abs(chart.limitLine()->at(1).y() - limit) < 1e-12);
    QVERIFY(chart.limitLine()->name().contains(QStringLiteral("1/e")));
    QVERIFY(charts::fullLegend(chart.chart()));
    QVERIFY(charts::fullLegend(chart.chart())->toPlainText().contains(chart.limitLine()->name()));
    // V(1) decreases strictly (source §5).
    for (int n = 3; n <= 9; ++n) QVERIFY(*chart.value(n) < *chart.value(n - 1));
  }

  void openAsTreeInTheMainWindow() {
    MainWindow window;
    auto* doc = window.addDocument(std::make_unique<LiarsDiceDocument>(2));
    QVERIFY(doc);
    auto* editor = window.findChild<LiarsDiceEditor*>();
    QVERIFY(editor);
    QVERIFY(editor->treeButton()->isEnabled());
    editor->treeButton()->click();
    QCOMPARE(window.documents().size(), 2);
    auto* tree = qobject_cast<TreeDocument*>(window.documents().back());
    QVERIFY(tree);
    QCOMPARE(static_cast<long long>(tree->tree().nodeCount()), liarsDiceTreeNodeCount(2));
  }

  void registrations() {
    bool action = false;
    for (const auto& a : newDocumentActions()) action |= a.kindId == QStringLiteral("liarsdice");
    QVERIFY(action);
    QStringList ids;
    for (const auto& e : examples())
      if (e.id.startsWith(QStringLiteral("liarsdice-"))) {
        ids << e.id;
        QCOMPARE(e.section, QStringLiteral("Liar's Dice (Okamoto; Ferguson and Ferguson)"));
      }
    QCOMPARE(ids, (QStringList{"liarsdice-2", "liarsdice-3", "liarsdice-6"}));
    auto doc = newLiarsDiceDocument(false);
    QCOMPARE(doc->kind(), QStringLiteral("liarsdice"));
    QVERIFY(!doc->isModified());
    QCOMPARE(liarsDiceTreeNodeCount(2), 97LL);
    QCOMPARE(liarsDiceTreeNodeCount(4), 11873LL);
  }
};

QTEST_MAIN(TestLiarsDice)
#include "test_liarsdice.moc"
