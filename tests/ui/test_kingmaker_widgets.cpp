/// The standalone kingmaker widgets (ui/kingmaker; source 001, spec parts 3.5, 4.3, 4.4, 5.3):
/// the sandbox reproduces Fig. 4.4 on the Fig. 3.3 tree by typing and clicking, the essence
/// view reduces Fig. 3.3 (SP-1EP → P3{[2],[1]}) and the Diamond game (Table 5.2: 71/85/19,
/// 9/10/5 with kmn-η, 1/2/1 with SP-1EP) and reports clicked nodes, the match simulator gives
/// Table 5.4 on the Diamond game (exact values from spec/reference/kingmaker_reference.py,
/// reading set, players know), and stepping one rule at a time ends where "All steps" does on
/// random trees. Screenshots kingmaker_*.png are saved next to the test binary.
#include "core/kingmaker/generators.h"
#include "tests/support/exactnumbers.h"
#include "ui/kingmaker/essenceview.h"
#include "ui/kingmaker/matchsimulatorwidget.h"
#include "ui/kingmaker/sandboxwidget.h"

#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTableWidget>
#include <QTest>

using namespace gamelab;
using namespace gamelab::kingmaker;
using namespace gamelab::ui;

namespace {

using gamelab::testsupport::q;

/// Fig. 3.3: P3{ P1{[3],[2]}, P2{[3],[1]} } with editor nodes 100 + pre-order number.
/// Nodes: 0 root (player 3), 1 player 1's kingmaker, 2 [3], 3 [2], 4 player 2's kingmaker, 5 [3], 6 [1].
BinaryGame fig33() {
  BinaryGameBuilder b(3);
  b.beginNode(2, 100);
  b.beginNode(0, 101);
  b.leaf(2, 102);
  b.leaf(1, 103);
  b.endNode();
  b.beginNode(1, 104);
  b.leaf(2, 105);
  b.leaf(0, 106);
  b.endNode();
  b.endNode();
  return b.finish();
}

void screenshot(QWidget& widget, const QString& name) {
  widget.resize(widget.sizeHint().expandedTo(QSize(720, 520)));
  widget.show();
  QVERIFY(QTest::qWaitForWindowExposed(&widget));
  const QString path = QDir(QCoreApplication::applicationDirPath()).filePath(name);
  QVERIFY(widget.grab().save(path));
}

int rowOf(const SandboxWidget& sandbox, NodeIndex v) {
  const auto& rows = sandbox.rowNodes();
  return int(std::find(rows.begin(), rows.end(), v) - rows.begin());
}

/// Types `text` into the k-th probability field of node v's row and presses Enter.
void typeProbability(SandboxWidget& sandbox, NodeIndex v, int k, const QString& text) {
  QWidget* cell = sandbox.table()->cellWidget(rowOf(sandbox, v), 1);
  QVERIFY(cell);
  const auto fields = cell->findChildren<QLineEdit*>();
  QVERIFY(k < fields.size());
  fields[k]->setFocus();
  fields[k]->selectAll();
  QTest::keyClicks(fields[k], text);
  QTest::keyClick(fields[k], Qt::Key_Return);
}

QPushButton* button(QWidget& widget, const QString& text) {
  for (QPushButton* b : widget.findChildren<QPushButton*>())
    if (b->text() == text) return b;
  return nullptr;
}

void waitReduced(EssenceView& view) {
  QSignalSpy spy(&view, &EssenceView::reduced);
  QTest::mouseClick(button(view, EssenceView::tr("&All steps")), Qt::LeftButton);
  QVERIFY(spy.count() > 0 || spy.wait(60000));
}

}  // namespace

class TestKingmakerWidgets : public QObject {
  Q_OBJECT

 private slots:
  void sandboxReproducesFig44() {
    SandboxWidget sandbox;
    sandbox.setGame(fig33());
    QCOMPARE(sandbox.rowNodes(), (std::vector<NodeIndex>{0, 1, 4}));
    // (p1, p2, p3) = (3/5, 1/5, 1): p3 = 1 is the first-child default.
    typeProbability(sandbox, 1, 0, QStringLiteral("3/5"));
    typeProbability(sandbox, 4, 0, QStringLiteral("0.2"));
    QCOMPARE(sandbox.profile()[1], (RationalVector{q(3, 5), q(2, 5)}));
    QCOMPARE(sandbox.profile()[4], (RationalVector{q(1, 5), q(4, 5)}));
    QCOMPARE(sandbox.rootPayoff(), (RationalVector{q(0), q(2, 5), q(3, 5)}));
    QVERIFY(sandbox.nonBestReplies().empty());

    sandbox.setDeviation(1, {q(1, 10), q(9, 10)});
    QTest::mouseClick(button(sandbox, SandboxWidget::tr("&Deviate")), Qt::LeftButton);
    QVERIFY(sandbox.deviated());
    const Deviation& d = sandbox.lastDeviation();
    QCOMPARE(d.player, 0);
    QVERIFY(d.deviationIsBestReply);
    QCOMPARE(d.reactingPlayers, std::vector<int>{2});  // only player 3 reacts
    QCOMPARE(d.after[0], (RationalVector{q(0), q(1)}));  // p3 = 0
    QCOMPARE(d.after[1], (RationalVector{q(1, 10), q(9, 10)}));
    QCOMPARE(d.after[4], (RationalVector{q(1, 5), q(4, 5)}));  // player 2 keeps p2
    QCOMPARE(d.payoffBefore, (RationalVector{q(0), q(2, 5), q(3, 5)}));
    QCOMPARE(d.payoffAfter, (RationalVector{q(4, 5), q(0), q(1, 5)}));
    QVERIFY(d.motive());
    bool shown = false;
    for (QLabel* label : sandbox.findChildren<QLabel*>())
      shown = shown || label->text().contains(QStringLiteral("(0, 2/5, 3/5) → (4/5, 0, 1/5)"));
    QVERIFY(shown);
    screenshot(sandbox, QStringLiteral("kingmaker_sandbox_fig44.png"));

    QTest::mouseClick(button(sandbox, SandboxWidget::tr("Ado&pt the new profile")), Qt::LeftButton);
    QCOMPARE(sandbox.rootPayoff(), (RationalVector{q(4, 5), q(0), q(1, 5)}));
    QVERIFY(sandbox.nonBestReplies().empty());
  }

  void sandboxSlidersFieldsAndEta() {
    SandboxWidget sandbox;
    sandbox.setGame(fig33());
    typeProbability(sandbox, 1, 0, QStringLiteral("3/5"));
    // The slider of node 1 moves by 1/100 per arrow key.
    QSlider* slider = sandbox.table()->cellWidget(rowOf(sandbox, 1), 1)->findChild<QSlider*>();
    QVERIFY(slider);
    QCOMPARE(slider->value(), 60);
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(sandbox.profile()[1], (RationalVector{q(61, 100), q(39, 100)}));
    // The second field sets the first to the rest; a non-probability is refused.
    typeProbability(sandbox, 1, 1, QStringLiteral("1/3"));
    QCOMPARE(sandbox.profile()[1], (RationalVector{q(2, 3), q(1, 3)}));
    typeProbability(sandbox, 1, 0, QStringLiteral("7/5"));
    QCOMPARE(sandbox.profile()[1], (RationalVector{q(2, 3), q(1, 3)}));
    // Not an SPE: player 3 goes left (worth 2/3 to it) although right gives 1 (p2 = 1, the default).
    QCOMPARE(sandbox.nonBestReplies(), std::vector<NodeIndex>{0});
    // kmn-η beliefs next to the two kingmakers, following the η field.
    const int row = rowOf(sandbox, 1);
    QVERIFY(sandbox.table()->item(row, 3)->text().contains(QStringLiteral("[1/10, 9/10]")));
    QVERIFY(sandbox.table()->item(rowOf(sandbox, 0), 3)->text().isEmpty());
    sandbox.etaField()->selectAll();
    QTest::keyClicks(sandbox.etaField(), QStringLiteral("1/20"));
    QTest::keyClick(sandbox.etaField(), Qt::Key_Return);
    QVERIFY(sandbox.table()->item(row, 3)->text().contains(QStringLiteral("[1/20, 19/20]")));
    // Clicking a row reports the editor's node.
    QSignalSpy selected(&sandbox, &SandboxWidget::nodeSelected);
    sandbox.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sandbox));
    const QRect cell = sandbox.table()->visualItemRect(sandbox.table()->item(rowOf(sandbox, 4), 0));
    QTest::mouseClick(sandbox.table()->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).value<NodeId>(), NodeId(104));
  }

  void essenceOfFig33() {
    EssenceView view;
    view.setGame(fig33());
    QCOMPARE(view.countsBefore(), (TreeCounts{3, 4, 2}));
    view.setStrategy(EssenceStrategy::Sp1ep, Reading::Set);
    waitReduced(view);
    QCOMPARE(view.countsAfter(), (TreeCounts{1, 2, 1}));
    const BinaryGame& reduced = view.current();
    QCOMPARE(reduced.nodeCount(), 3);
    QCOMPARE(reduced.player, (std::vector<int>{2, 1, 0}));  // P3{[2],[1]}
    QVERIFY(!view.steps().empty());
    screenshot(view, QStringLiteral("kingmaker_essence_fig33.png"));
    // One step at a time ends at the same tree.
    QTest::mouseClick(button(view, EssenceView::tr("&Reset")), Qt::LeftButton);
    QCOMPARE(view.countsAfter(), (TreeCounts{3, 4, 2}));
    int presses = 0;
    while (view.oneStep()) QVERIFY(++presses < 100);
    QCOMPARE(view.current().player, (std::vector<int>{2, 1, 0}));
  }

  void clickingANodeEmitsItsTreeNode() {
    EssenceView view;
    view.setGame(fig33());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy selected(&view, &EssenceView::nodeSelected);
    const QPointF centre = view.nodeCenter(4);
    QVERIFY(centre.x() >= 0);
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, centre.toPoint());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).value<NodeId>(), NodeId(104));
    // Keyboard: the click moved the cursor to node 4; Up goes to the root, Down to its first child.
    view.canvas()->setFocus();
    QTest::keyClick(view.canvas(), Qt::Key_Up);
    QTest::keyClick(view.canvas(), Qt::Key_Down);
    QTest::keyClick(view.canvas(), Qt::Key_Return);
    QCOMPARE(selected.count(), 2);
    QCOMPARE(selected.at(1).at(0).value<NodeId>(), NodeId(101));
  }

  void essenceOfTheDiamondGame() {
    EssenceView view;
    view.setGame(diamondGame());
    QCOMPARE(view.countsBefore(), (TreeCounts{84, 112, 26}));
    waitReduced(view);
    QCOMPARE(view.countsAfter(), (TreeCounts{71, 85, 19}));
    view.setStrategy(EssenceStrategy::KmnEta);
    waitReduced(view);
    QCOMPARE(view.countsAfter(), (TreeCounts{9, 10, 5}));
    screenshot(view, QStringLiteral("kingmaker_essence_diamond_kmn.png"));
    for (Reading reading : {Reading::Set, Reading::Alt, Reading::Eff}) {
      view.setStrategy(EssenceStrategy::Sp1ep, reading);
      waitReduced(view);
      QCOMPARE(view.countsAfter(), (TreeCounts{1, 2, 1}));
    }
  }

  /// Property: on random small trees, pressing "One step" until nothing applies gives the
  /// counts of "All steps", for every strategy.
  void stepwiseEqualsAllSteps() {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      RandomTreeOptions options;
      options.nodes = 40;
      options.players = seed % 2 ? 3 : 4;
      options.seed = seed;
      const BinaryGame game = randomBinaryGame(options);
      for (EssenceStrategy strategy : {EssenceStrategy::None, EssenceStrategy::KmnEta, EssenceStrategy::Sp1ep}) {
        EssenceView view;
        view.setGame(game);
        view.setStrategy(strategy);
        int presses = 0;
        while (view.oneStep()) QVERIFY(++presses < 10000);
        const TreeCounts stepwise = view.countsAfter();
        QCOMPARE(view.countsBefore(), countTree(game));
        view.reset();
        waitReduced(view);
        QCOMPARE(view.countsAfter(), stepwise);
      }
    }
  }

  void matchSimulatorTable54() {
    MatchSimulatorWidget simulator;
    simulator.setGame(diamondGame());
    const MatchOptions defaults = simulator.options();
    QCOMPARE(defaults.seats, (std::vector<Policy>{Policy::OneEp, Policy::RndAll, Policy::RndAll}));
    QVERIFY(defaults.know);
    QVERIFY(defaults.rotateSeats);
    QSignalSpy finished(&simulator, &MatchSimulatorWidget::finished);
    QTest::mouseClick(button(simulator, MatchSimulatorWidget::tr("R&un")), Qt::LeftButton);
    QVERIFY(finished.count() > 0 || finished.wait(120000));
    QCOMPARE(simulator.resultRows().size(), std::size_t(1));
    const MatchResult& row1 = simulator.resultRows()[0].result;
    QCOMPARE(row1.rotations, 3);
    QCOMPARE(row1.perPolicy.size(), std::size_t(2));
    QCOMPARE(row1.perPolicy[0].first, Policy::OneEp);
    QCOMPARE(row1.perPolicy[0].second, q(1063, 1728));  // 0.615
    QCOMPARE(row1.perPolicy[1].first, Policy::RndAll);
    QCOMPARE(row1.perPolicy[1].second, q(665, 3456));   // 0.192
    QVERIFY(simulator.csv().contains(QStringLiteral("1063/1728,0.6152")));

    // The six rows of Table 5.4 (reading set, players know).
    finished.clear();
    QTest::mouseClick(button(simulator, MatchSimulatorWidget::tr("&Thesis experiment")), Qt::LeftButton);
    QVERIFY(finished.count() > 0 || finished.wait(300000));
    const auto& rows = simulator.resultRows();
    QCOMPARE(rows.size(), std::size_t(7));
    const Rational expected[6][2] = {{q(1063, 1728), q(665, 3456)}, {q(4, 9), q(1, 9)},
                                     {q(625, 1152), q(527, 2304)},  {q(11, 24), q(1, 12)},
                                     {q(17, 36), q(19, 72)},        {q(1, 2), q(0)}};
    for (int r = 0; r < 6; ++r) {
      const MatchResult& result = rows[std::size_t(r) + 1].result;
      QCOMPARE(result.perPolicy[0].first, Policy::OneEp);
      QCOMPARE(result.perPolicy[0].second, expected[r][0]);
      QCOMPARE(result.perPolicy[1].second, expected[r][1]);
    }
    screenshot(simulator, QStringLiteral("kingmaker_matches_table54.png"));
  }

  void matchSimulatorCancels() {
    MatchSimulatorWidget simulator;
    simulator.setGame(diamondGame());
    QSignalSpy finished(&simulator, &MatchSimulatorWidget::finished);
    QTest::mouseClick(button(simulator, MatchSimulatorWidget::tr("&Thesis experiment")), Qt::LeftButton);
    QVERIFY(simulator.isRunning());
    QTest::mouseClick(button(simulator, MatchSimulatorWidget::tr("Cancel")), Qt::LeftButton);
    QVERIFY(!simulator.isRunning());
    QCOMPARE(finished.count(), 1);
    QVERIFY(simulator.resultRows().size() < 6);
  }
};

QTEST_MAIN(TestKingmakerWidgets)
#include "test_kingmaker_widgets.moc"
