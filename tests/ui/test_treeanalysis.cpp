/// The tree analysis panel: subgame perfection on ch3 T21 (payoffs (1, 0), one pure SPE, the
/// chosen edges B and a), the zero-sum solution of the Basic Endgame (T65: −1/4, I bets with
/// the winning card, bluffs with the losing card w.p. 1/6, II calls w.p. 1/2) and of Kuhn poker
/// (T71: −1/18), a tree that does not qualify, the strategic form opened as a 4 × 2 strategic
/// document in the MainWindow, a tree too large for the strategic form, and edits that clear
/// the results and the overlay.
#include "core/tree/treeexamples.h"
#include "core/tree/treenotation.h"
#include "tests/support/analysiswait.h"
#include "tests/support/exactnumbers.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/tree/treeanalysis.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treelemkepage.h"
#include "ui/tree/treesequentialpage.h"
#include "ui/tree/treespepage.h"
#include "ui/tree/treestrategicpage.h"
#include "ui/tree/treezerosumpage.h"

#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using gamelab::testsupport::q;

GameTree parse(const std::string& text) {
  auto tree = parseTreeNotation(text);
  if (!tree) qFatal("bad notation: %s", text.c_str());
  return std::move(tree).value();
}

/// ch3 T21: the first mover takes A (0, 1) or B; then the second a (1, 0) or b (−10, −1).
const char* const kT21 = "I{A: (0,1), B: II{a: (1,0), b: (-10,-1)}}";
/// ch2 §3.4, T65.
const char* const kBasicEndgame =
    "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";

/// Thirty chance branches, each a two-way choice of I in its own set: 2^30 pure strategies.
std::string hugeTree() {
  std::string text = "N{";
  for (int k = 1; k <= 30; ++k) {
    if (k > 1) text += ", ";
    text += "1/30: I[s" + std::to_string(k) + "]{a: 1, b: " + std::to_string(k % 3) + "}";
  }
  return text + "}";
}

int setOf(const GameTree& tree, const NodePath& path) { return tree.node(tree.nodeAt(path)).infoSet; }

}  // namespace

class TestTreeAnalysis : public QObject {
  Q_OBJECT

 private slots:
  void subgamePerfectionOnT21() {
    TreeDocument doc(parse(kT21));
    TreeAnalysisPanel panel(&doc);
    TreeOverlay last;
    connect(&panel, &TreeAnalysisPanel::overlayRequested, this, [&last](const TreeOverlay& o) { last = o; });
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.spePage()->text();
    QVERIFY2(text.contains(QStringLiteral("(1, 0)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Pure subgame-perfect equilibria: 1")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("perfect information")));
    // The overlay of the current (first) page: the edges B and then a are chosen.
    QCOMPARE(panel.tabs()->currentWidget(), static_cast<QWidget*>(panel.spePage()));
    const GameTree& tree = doc.tree();
    QCOMPARE(last.chosenEdge.size(), std::size_t(tree.nodeCount()));
    QVERIFY(!last.chosenEdge[std::size_t(tree.nodeAt({0}))]);
    QVERIFY(last.chosenEdge[std::size_t(tree.nodeAt({1}))]);
    QVERIFY(last.chosenEdge[std::size_t(tree.nodeAt({1, 0}))]);
    QVERIFY(!last.chosenEdge[std::size_t(tree.nodeAt({1, 1}))]);
    QVERIFY(last.onPath[std::size_t(tree.nodeAt({1}))]);
    QVERIFY(!last.onPath[std::size_t(tree.nodeAt({0}))]);
    QCOMPARE(last.nodeText[std::size_t(tree.root())], QStringLiteral("(1, 0)"));
    QCOMPARE(last.nodeText[std::size_t(tree.nodeAt({1}))], QStringLiteral("(1, 0)"));
    QVERIFY(last.caption.contains(QStringLiteral("(1, 0)")));
    QVERIFY(last.behaviour.empty());  // pure: thick edges say it all
  }

  void tiesAreCountedAndExplained() {
    // II is indifferent after B: two pure SPE.
    TreeDocument doc(parse("I{A: (0,1), B: II{a: (1,0), b: (-10,0)}}"));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.spePage()->text();
    QVERIFY2(text.contains(QStringLiteral("Pure subgame-perfect equilibria: 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("equally good")), qPrintable(text));
  }

  void zeroSumBasicEndgame() {
    TreeDocument doc(parse(kBasicEndgame));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.zeroSumPage()->text();
    QVERIFY2(text.contains(QStringLiteral("-1/4")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("verified")), qPrintable(text));
    TreeOverlay last;
    connect(&panel, &TreeAnalysisPanel::overlayRequested, this, [&last](const TreeOverlay& o) { last = o; });
    panel.tabs()->setCurrentWidget(panel.zeroSumPage());
    const GameTree& tree = doc.tree();
    QCOMPARE(last.behaviour.size(), tree.infoSets.size());
    // T65: rows (b,b) 1/6 and (b,c) 5/6 → I always bets with the winning card and bets with the
    // losing card w.p. 1/6; II calls w.p. 1/2 (unique optimal strategies).
    QCOMPARE(last.behaviour[std::size_t(setOf(tree, {0}))], (RationalVector{q("1"), q("0")}));
    QCOMPARE(last.behaviour[std::size_t(setOf(tree, {1}))], (RationalVector{q("1/6"), q("5/6")}));
    QCOMPARE(last.behaviour[std::size_t(setOf(tree, {0, 0}))], (RationalVector{q("1/2"), q("1/2")}));
    QVERIFY(last.caption.contains(QStringLiteral("-1/4")));
  }

  void zeroSumKuhnPoker() {
    TreeDocument doc(kuhnPoker());
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.zeroSumPage()->text();
    QVERIFY2(text.contains(QStringLiteral("-1/18")), qPrintable(text));
    QVERIFY(panel.analysis()->sequenceForm && *panel.analysis()->sequenceForm);
    QCOMPARE(panel.analysis()->sequenceForm->value().value, q("-1/18"));
  }

  void sequentialBeliefsOnBeerQuiche() {
    TreeDocument doc(findTreeExample("beer-quiche")->tree);
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    TreeOverlay last;
    connect(&panel, &TreeAnalysisPanel::overlayRequested, this, [&last](const TreeOverlay& o) { last = o; });
    panel.tabs()->setCurrentWidget(panel.sequentialPage());
    const QString text = panel.sequentialPage()->text();
    QVERIFY2(text.contains(QStringLiteral("Verified exactly")), qPrintable(text));
    // Pooling: one of II's sets is off the path, explained by the trembles that reach it.
    QVERIFY2(text.contains(QStringLiteral("Off the path: reached only after a deviation")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Reached: Bayes' rule")), qPrintable(text));
    const GameTree& tree = doc.tree();
    const auto members = tree.infoSetMembers();
    int withBeliefs = 0;
    for (std::size_t s = 0; s < members.size(); ++s)
      if (!tree.infoSets[s].isChance() && members[s].size() == 2)
        for (NodeId node : members[s]) withBeliefs += last.nodeText[std::size_t(node)].startsWith(QStringLiteral("μ ")) ? 1 : 0;
    QCOMPARE(withBeliefs, 4);  // II's two sets, two nodes each
    QVERIFY(last.caption.contains(QStringLiteral("Sequential equilibrium")));
    QCOMPARE(last.behaviour.size(), tree.infoSets.size());
  }

  void lemkeFromPriors() {
    TreeDocument doc(findTreeExample("unreasonable-spe")->tree);
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    TreeOverlay last;
    connect(&panel, &TreeAnalysisPanel::overlayRequested, this, [&last](const TreeOverlay& o) { last = o; });
    panel.tabs()->setCurrentWidget(panel.lemkePage());
    QString text = panel.lemkePage()->text();
    QVERIFY2(text.contains(QStringLiteral("Verified exactly")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the uniform prior")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("complementary pivot")), qPrintable(text));
    QVERIFY(last.caption.startsWith(QStringLiteral("Lemke equilibrium from the uniform prior")));
    // Next prior: a random prior (seed 2), run again; the dominated r is never played.
    QTest::mouseClick(panel.lemkePage()->nextPriorButton(), Qt::LeftButton);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    text = panel.lemkePage()->text();
    QVERIFY2(text.contains(QStringLiteral("the random prior with seed 2")), qPrintable(text));
    QCOMPARE(panel.lemkePage()->priorBox()->currentIndex(), 1);
    const GameTree& tree = doc.tree();
    const auto& behaviour = panel.analysis()->lemke->value().equilibrium.behaviour;
    QCOMPARE(behaviour[std::size_t(tree.findInfoSet(1, 1))], (RationalVector{q("1"), q("0")}));
    QCOMPARE(panel.analysis()->lemke->value().equilibrium.payoffs, (RationalVector{q("3"), q("1")}));
  }

  void lemkeSaysItIsForTwoPlayers() {
    TreeDocument doc(findTreeExample("selten-horse")->tree);
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.lemkePage()->text();
    QVERIFY2(text.contains(QStringLiteral("is for two players; this tree has 3")), qPrintable(text));
    QVERIFY(!panel.lemkePage()->solveButton()->isVisibleTo(panel.lemkePage()));
  }

  void sequentialNeedsPerfectRecall() {
    TreeDocument doc(parse("I[a]{x: I[b]{l: 1, r: 0}, y: I[b]{l: 0, r: 1}}"));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.sequentialPage()->text();
    QVERIFY2(text.contains(QStringLiteral("does not have perfect recall")), qPrintable(text));
  }

  void treesThatDoNotQualify() {
    TreeDocument general(parse(kT21));
    TreeAnalysisPanel panel(&general);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    QVERIFY2(panel.zeroSumPage()->text().contains(QStringLiteral("not zero-sum")), qPrintable(panel.zeroSumPage()->text()));
    QVERIFY(!panel.analysis()->sequenceForm);

    TreeDocument three(parse("I{a: (1,2,3), b: III{x: (0,0,0), y: (1,1,-2)}}"));
    TreeAnalysisPanel panel3(&three);
    QVERIFY(testsupport::waitForAnalysis(&panel3));
    QVERIFY(panel3.zeroSumPage()->text().contains(QStringLiteral("has 3 player")));

    // I forgets her own first move (one set after both).
    TreeDocument forgetful(parse("I[s]{l: I[t]{x: 1, y: 0}, r: I[t]{x: 0, y: 2}}"));
    TreeAnalysisPanel panelF(&forgetful);
    QVERIFY(testsupport::waitForAnalysis(&panelF));
    QVERIFY2(panelF.zeroSumPage()->text().contains(QStringLiteral("perfect recall")), qPrintable(panelF.zeroSumPage()->text()));
  }

  void strategicFormOpensInTheMainWindow() {
    MainWindow window(nullptr, autosaveDir_.path());
    auto* doc = window.addDocument(std::make_unique<TreeDocument>(parse(kBasicEndgame)));
    QVERIFY(doc);
    auto* panel = window.findChild<TreeAnalysisPanel*>();
    QVERIFY(panel);
    if (!panel->analysis()) QVERIFY(testsupport::waitForAnalysis(panel));
    const QString preview = panel->strategicPage()->text();
    QVERIFY2(preview.contains(QStringLiteral("-3/2, 3/2")), qPrintable(preview));
    panel->strategicPage()->setReduction(StrategyReduction::None);
    if (panel->runner()->isRunning()) QVERIFY(testsupport::waitForAnalysis(panel));
    const int tabs = window.tabs()->count();
    QVERIFY(panel->strategicPage()->openButton()->isEnabled());
    panel->strategicPage()->openButton()->click();
    if (window.tabs()->count() == tabs) QVERIFY(testsupport::waitForAnalysis(panel));
    QCOMPARE(window.tabs()->count(), tabs + 1);
    auto* strategic = dynamic_cast<StrategicDocument*>(window.currentDocument());
    QVERIFY(strategic);
    const StrategicGame& g = strategic->game();
    QCOMPARE(g.strategyCounts(), (std::vector<std::size_t>{4, 2}));
    // T65's matrix: A((b,b), c) = −3/2, A((b,c), f) = −1/2, A((c,b), c) = −2; II's payoff is −A.
    QCOMPARE(g.payoff(g.profileIndex({0, 0}), 0), q("-3/2"));
    QCOMPARE(g.payoff(g.profileIndex({0, 0}), 1), q("3/2"));
    QCOMPARE(g.payoff(g.profileIndex({1, 1}), 0), q("-1/2"));
    QCOMPARE(g.payoff(g.profileIndex({2, 0}), 0), q("-2"));
    QCOMPARE(QString::fromStdString(g.strategyLabel(0, 1)), QStringLiteral("(b,c)"));
    for (GameDocument* d : window.documents()) window.closeDocument(d, MainWindow::CloseMode::Discard);
  }

  void tooLargeForTheStrategicForm() {
    TreeDocument doc(parse(hugeTree()));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    panel.tabs()->setCurrentWidget(panel.strategicPage());
    const QString text = panel.strategicPage()->text();
    QVERIFY2(text.contains(QStringLiteral("too large")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1073741824")), qPrintable(text));
    QVERIFY(!panel.strategicPage()->sequenceFormButton()->isHidden());
    panel.strategicPage()->sequenceFormButton()->click();
    QCOMPARE(panel.tabs()->currentWidget(), static_cast<QWidget*>(panel.zeroSumPage()));
    if (panel.runner()->isRunning()) QVERIFY(testsupport::waitForAnalysis(&panel));
    // I takes the larger payoff in every set: (1 + 1 + ... ) / 30 with b worth k mod 3.
    Rational expected = 0;
    for (int k = 1; k <= 30; ++k) expected += Rational(std::max(1, k % 3), 30);
    QVERIFY2(panel.zeroSumPage()->text().contains(formatValue(expected)), qPrintable(panel.zeroSumPage()->text()));
  }

  void editsClearTheResults() {
    TreeDocument doc(parse(kT21));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    TreeOverlay last;
    int overlays = 0;
    connect(&panel, &TreeAnalysisPanel::overlayRequested, this, [&](const TreeOverlay& o) {
      last = o;
      ++overlays;
    });
    // A pays (2, 1) now: I prefers A.
    QVERIFY(doc.edit(QStringLiteral("payoff"), [](GameTree& t) {
      const int outcome = t.node(t.nodeAt({0})).outcome;
      t.outcomes[std::size_t(outcome)].payoffs = {Rational(2), Rational(1)};
      return true;
    }));
    QVERIFY(!panel.analysis());
    QVERIFY(overlays >= 1);
    QVERIFY(last.empty());
    QVERIFY(panel.spePage()->text().contains(QStringLiteral("Analysing")));
    QVERIFY(testsupport::waitForAnalysis(&panel));
    QVERIFY2(panel.spePage()->text().contains(QStringLiteral("(2, 1)")), qPrintable(panel.spePage()->text()));
    QVERIFY(last.chosenEdge[std::size_t(doc.tree().nodeAt({0}))]);
  }

  /// Pictures of the editor with each page's overlay, for looking at (not a check).
  void screenshots() {
    if (!qEnvironmentVariableIsSet("TREEANALYSIS_SHOTS")) QSKIP("set TREEANALYSIS_SHOTS to write /tmp/treeanalysis_*.png");
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1400, 800);
    window.show();
    const std::pair<const char*, GameTree> trees[] = {{"t21", parse(kT21)}, {"endgame", parse(kBasicEndgame)},
                                                      {"kuhn", kuhnPoker()}, {"huge", parse(hugeTree())},
                                                      {"beerquiche", findTreeExample("beer-quiche")->tree},
                                                      {"horse", findTreeExample("selten-horse")->tree}};
    for (const auto& [name, tree] : trees) {
      window.addDocument(std::make_unique<TreeDocument>(tree));
      TreeAnalysisPanel* panel = nullptr;
      for (auto* p : window.findChildren<TreeAnalysisPanel*>())
        if (p->isVisible()) panel = p;
      QVERIFY(panel);
      if (!panel->analysis() || panel->runner()->isRunning()) QVERIFY(testsupport::waitForAnalysis(panel));
      for (int page = 0; page < panel->tabs()->count(); ++page) {
        panel->tabs()->setCurrentIndex(page);
        QTest::qWait(100);
        window.grab().save(QStringLiteral("/tmp/treeanalysis_%1_%2.png").arg(QLatin1String(name)).arg(page));
      }
      for (GameDocument* d : window.documents()) window.closeDocument(d, MainWindow::CloseMode::Discard);
    }
    for (GameDocument* d : window.documents()) window.closeDocument(d, MainWindow::CloseMode::Discard);
  }

  void progressStagesHaveWords() {
    for (const char* stage : {"spe", "backward-induction", "subgames", "strategic-form", "sequence-form", "verify", "liars-dice", "tu", "lambda", "nash",
                               "kingmaker", "maxn", "sp1ep", "essence", "match"})
      QVERIFY(ProgressPanel::stageText(QString::fromLatin1(stage)) != QString::fromLatin1(stage));
  }

 private:
  static QString formatValue(const Rational& r) { return QString::fromStdString(r.get_str()); }
  QTemporaryDir autosaveDir_;
};

QTEST_MAIN(TestTreeAnalysis)
#include "test_treeanalysis.moc"
