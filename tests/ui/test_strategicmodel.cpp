/// Strategic-form document, undo commands, table model (slices, editing, the analysis drawn on
/// the table) and the parsing of typed and pasted payoffs.
#include "ui/strategic/strategicanalysis.h"
#include "ui/strategic/strategiccellcommands.h"
#include "ui/strategic/strategicclipboard.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiclabelcommands.h"
#include "ui/strategic/strategicstructurecommands.h"
#include "ui/strategic/strategictablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// Battle of the Sexes style 2x3 game with labels.
StrategicGame labelled() {
  StrategicGame g = StrategicGame::bimatrixFromText({{"3,1", "0,0", "1,2"}, {"0,0", "1,3", "2,-1"}});
  g.playerNames = {"Alice", ""};
  g.strategyLabels = {{"U", "D"}, {"L", "", "R"}};
  return g;
}

/// 2 x 2 x 3: payoff of player k at profile (a, b, c) = 100k + 10a + b + c/10 (exact).
StrategicGame threePlayers() {
  StrategicGame g({2, 2, 3});
  for (std::size_t t = 0; t < g.profileCount(); ++t) {
    const PureProfile p = g.profileAt(t);
    for (std::size_t k = 0; k < 3; ++k) {
      Rational v(int(100 * k + 10 * p[0] + p[1]) * 10 + int(p[2]), 10);
      v.canonicalize();
      g.payoff(t, k) = v;
    }
  }
  return g;
}

QString cell(const StrategicTableModel& m, int r, int c, int role = Qt::DisplayRole) {
  return m.data(m.index(r, c), role).toString();
}

}  // namespace

class TestStrategicModel : public QObject {
  Q_OBJECT
 private slots:
  void parseCells_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("players");
    QTest::addColumn<QStringList>("values");  // empty: refused
    QTest::addColumn<QString>("errorPart");
    QTest::newRow("comma") << "3, 1" << 2 << QStringList{"3", "1"} << "";
    QTest::newRow("space") << "3 1" << 2 << QStringList{"3", "1"} << "";
    QTest::newRow("semicolon fractions") << "5/4; -2" << 2 << QStringList{"5/4", "-2"} << "";
    QTest::newRow("parentheses decimals") << "(0.25, 6/4)" << 2 << QStringList{"1/4", "3/2"} << "";
    QTest::newRow("three") << "3,1,0" << 3 << QStringList{"3", "1", "0"} << "";
    QTest::newRow("bad second entry") << "3, x" << 2 << QStringList{} << "Entry 2, \"x\"";
    QTest::newRow("too few") << "3" << 2 << QStringList{} << "Found 1 payoff";
    QTest::newRow("too many") << "3 1 2" << 2 << QStringList{} << "but the game has 2 players";
    QTest::newRow("empty") << "  " << 3 << QStringList{} << "empty";
    QTest::newRow("zero denominator") << "1/0, 2" << 2 << QStringList{} << "Entry 1";
  }

  void parseCells() {
    QFETCH(QString, text);
    QFETCH(int, players);
    QFETCH(QStringList, values);
    QFETCH(QString, errorPart);
    const ParsedPayoffs parsed = parsePayoffCell(text, std::size_t(players));
    if (values.isEmpty()) {
      QVERIFY(!parsed.ok());
      QVERIFY2(parsed.error.contains(errorPart), qPrintable(parsed.error));
      return;
    }
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    QStringList got;
    for (const auto& v : parsed.values) got << QString::fromStdString(toString(v));
    QCOMPARE(got, values);
  }

  void parseBlocks() {
    // Tab-separated cells of pairs.
    auto a = parseStrategicBlock(QStringLiteral("3,1\t0,0\n0,0\t1, 3\n"), 2);
    QVERIFY(a.ok());
    QCOMPARE(a.cells.size(), std::size_t(2));
    QCOMPARE(a.cells[1][1], (RationalVector{Rational(1), Rational(3)}));
    // Pairs without tabs: numbers taken two at a time.
    auto b = parseStrategicBlock(QStringLiteral("(3,1) (0,0) (1,2)\n(0,0) (1,3) (2,-1)"), 2);
    QVERIFY(b.ok());
    QCOMPARE(b.cells[0].size(), std::size_t(3));
    QCOMPARE(b.cells[1][2], (RationalVector{Rational(2), Rational(-1)}));
    // One matrix per player separated by an empty line.
    auto c = parseStrategicBlock(QStringLiteral("3\t0\n0\t1\n\n1\t0\n0\t3\n"), 2);
    QVERIFY(c.ok());
    QCOMPARE(c.cells[0][0], (RationalVector{Rational(3), Rational(1)}));
    QCOMPARE(c.cells[1][1], (RationalVector{Rational(1), Rational(3)}));
    // Refusals name the offending cell.
    auto d = parseStrategicBlock(QStringLiteral("3,1\t0\n"), 2);
    QVERIFY(!d.ok());
    QVERIFY2(d.error.contains(QStringLiteral("cell 1, 2")), qPrintable(d.error));
    auto e = parseStrategicBlock(QStringLiteral("3 1 0\n"), 2);
    QVERIFY(!e.ok());
    QVERIFY2(e.error.contains(QStringLiteral("line 1")), qPrintable(e.error));
    auto f = parseStrategicBlock(QStringLiteral("3,1 0,0\n1,1\n"), 2);
    QVERIFY(!f.ok());
    QVERIFY2(f.error.contains(QStringLiteral("line 2 has 1 cells")), qPrintable(f.error));
    // One player's matrix.
    auto g = parseSinglePayoffBlock(QStringLiteral("1\t2\n3\t4"));
    QVERIFY(g.ok());
    QCOMPARE(g.cells[1][0], RationalVector{Rational(3)});
  }

  void modelTesterThroughEdits() {
    StrategicDocument doc(labelled());
    StrategicTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(cell(model, 0, 0), QStringLiteral("3, 1"));
    QCOMPARE(cell(model, 1, 2), QStringLiteral("2, -1"));
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("U"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("2"));
    QCOMPARE(model.playerName(0), QStringLiteral("Alice"));
    QCOMPARE(model.playerName(1), QStringLiteral("Player 2"));

    QVERIFY(model.setData(model.index(0, 1), QStringLiteral("5/4; -2")));
    QCOMPARE(cell(model, 0, 1), QStringLiteral("5/4, -2"));
    QCOMPARE(doc.game().payoff(doc.game().profileIndex({0, 1}), 1), Rational(-2));
    QVERIFY(model.setData(model.index(0, 1), QStringLiteral("7 8")));  // merges with the edit before
    QCOMPARE(doc.undoStack()->count(), 1);
    QSignalSpy rejected(&model, &StrategicTableModel::inputRejected);
    QVERIFY(!model.setData(model.index(1, 1), QStringLiteral("1, two")));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains(QStringLiteral("Entry 2")));
    QVERIFY(rejected.first().first().toString().contains(QStringLiteral("keeps 1, 3")));

    auto* stack = doc.undoStack();
    stack->push(new InsertStrategyCommand(&doc, 0, 1));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(cell(model, 1, 0), QStringLiteral("0, 0"));
    stack->push(new RemoveStrategyCommand(&doc, 1, 0));
    QCOMPARE(model.columnCount(), 2);
    stack->push(new MoveStrategyCommand(&doc, 0, 0, 2));
    QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("U"));
    stack->push(new PasteStrategicBlockCommand(&doc, {0, 0}, 2, 1, {{{Rational(1), Rational(2)}, {Rational(3), Rational(4)}}}));
    QCOMPARE(model.columnCount(), 3);  // grown
    QCOMPARE(cell(model, 2, 2), QStringLiteral("3, 4"));
    QVERIFY(model.setHeaderData(0, Qt::Horizontal, QStringLiteral("left")));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("left"));
    QVERIFY(model.setPlayerName(1, QStringLiteral("Bob")));
    QCOMPARE(model.playerName(1), QStringLiteral("Bob"));
    stack->push(new AddPlayerCommand(&doc, 2));
    QCOMPARE(doc.players(), std::size_t(3));
    QCOMPARE(cell(model, 2, 2), QStringLiteral("3, 4, 0"));
    stack->push(new RemovePlayerCommand(&doc, 2, 1));
    QCOMPARE(doc.players(), std::size_t(2));
    while (stack->canUndo()) stack->undo();
    QCOMPARE(doc.game(), labelled());
    while (stack->canRedo()) stack->redo();
    QCOMPARE(model.playerName(1), QStringLiteral("Bob"));
    QCOMPARE(cell(model, 2, 2), QStringLiteral("3, 4"));
  }

  void slicesForThreePlayers() {
    StrategicDocument doc(threePlayers());
    StrategicTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(cell(model, 1, 0), QStringLiteral("10, 110, 210"));
    QSignalSpy sliceSpy(&model, &StrategicTableModel::sliceChanged);
    model.setSliceStrategy(2, 2);
    QCOMPARE(sliceSpy.count(), 1);
    QCOMPARE(model.slice(), (PureProfile{0, 0, 2}));
    QCOMPARE(cell(model, 1, 0), QStringLiteral("51/5, 551/5, 1051/5"));  // 10.2, 110.2, 210.2
    QCOMPARE(model.profileAt(1, 1), doc.game().profileIndex({1, 1, 2}));
    QCOMPARE(model.indexOfProfile(doc.game().profileIndex({0, 1, 2})), model.index(0, 1));
    QVERIFY(!model.indexOfProfile(doc.game().profileIndex({0, 1, 0})).isValid());
    // Editing writes into the slice shown.
    QVERIFY(model.setData(model.index(0, 1), QStringLiteral("1, 2, 3")));
    QCOMPARE(doc.game().payoff(doc.game().profileIndex({0, 1, 2}), 2), Rational(3));
    QCOMPARE(doc.game().payoff(doc.game().profileIndex({0, 1, 0}), 2), Rational(201));
    QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("1, 2")));
    // Removing the shown strategy of player 3 clamps the slice.
    doc.undoStack()->push(new RemoveStrategyCommand(&doc, 2, 2));
    QCOMPARE(model.slice()[2], std::size_t(1));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), threePlayers());
  }

  void analysisDrawnOnTheTable() {
    // Prisoner's dilemma-like 2x3: row 2 strictly dominates row 1 is not needed; hand-built result.
    StrategicDocument doc(labelled());
    StrategicTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const StrategicGame& g = doc.game();
    auto analysis = std::make_shared<StrategicAnalysis>();
    analysis->game = g;
    BestResponseStars stars;
    stars.starred.assign(g.profileCount() * 2, false);
    const std::size_t ul = g.profileIndex({0, 0}), dm = g.profileIndex({1, 1}), ur = g.profileIndex({0, 2});
    stars.starred[ul * 2 + 0] = stars.starred[ul * 2 + 1] = true;  // (U, L): 3*, 1* ... as drawn
    stars.starred[dm * 2 + 0] = stars.starred[dm * 2 + 1] = true;
    stars.starred[ur * 2 + 1] = true;
    stars.pureEquilibria = {ul, dm};
    std::sort(stars.pureEquilibria.begin(), stars.pureEquilibria.end());
    analysis->stars = stars;
    StrictDominanceResult dominance;
    StrictDominanceStep step;
    step.player = 1;
    step.removed = 2;
    step.dominator = {Rational(1, 2), Rational(1, 2), Rational(0)};
    step.byMixture = true;
    step.margin = Rational(1, 2);
    dominance.steps.push_back(step);
    dominance.remaining = {{0, 1}, {0, 1}};
    analysis->dominance = dominance;
    AllEquilibria all;
    Equilibrium mixed;
    mixed.strategies = {{Rational(3, 4), Rational(1, 4)}, {Rational(1, 4), Rational(3, 4), Rational(0)}};
    mixed.payoffs = {Rational(3, 4), Rational(3, 4)};
    Equilibrium pure;
    pure.strategies = toMixedProfile(g, {0, 0});
    pure.payoffs = {Rational(3), Rational(1)};
    all.equilibria = {mixed, pure};
    analysis->equilibria = all;

    QSignalSpy changed(&model, &StrategicTableModel::analysisChanged);
    model.setAnalysis(analysis);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(cell(model, 0, 0), QStringLiteral("3*, 1*"));
    QCOMPARE(cell(model, 0, 2), QStringLiteral("1, 2*"));
    QCOMPARE(cell(model, 0, 0, Qt::EditRole), QStringLiteral("3, 1"));
    QCOMPARE(model.data(model.index(0, 2), StrategicTableModel::StarsRole).toList(), (QVariantList{false, true}));
    QVERIFY(model.data(model.index(0, 0), StrategicTableModel::PureEquilibriumRole).toBool());
    QVERIFY(model.data(model.index(1, 1), StrategicTableModel::PureEquilibriumRole).toBool());
    QVERIFY(!model.data(model.index(1, 0), StrategicTableModel::PureEquilibriumRole).toBool());
    QVERIFY(model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
    QCOMPARE(model.data(model.index(0, 2), StrategicTableModel::EliminatedRole).toInt(), 2);
    QCOMPARE(model.data(model.index(0, 1), StrategicTableModel::EliminatedRole).toInt(), 0);
    QVERIFY(model.isEliminated(1, 2));
    QVERIFY(model.headerData(2, Qt::Horizontal, Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(model.headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("1/2·L + 1/2·2")));
    QCOMPARE(model.data(model.index(0, 0), StrategicTableModel::SelectedWeightRole).toDouble(), -1.0);

    // The mixed equilibrium: cells shaded by probability relative to the likeliest (U, 2).
    model.setSelectedEquilibrium(0);
    QCOMPARE(model.selectedEquilibrium(), 0);
    QCOMPARE(model.data(model.index(0, 1), StrategicTableModel::SelectedWeightRole).toDouble(), 1.0);
    QCOMPARE(model.data(model.index(0, 0), StrategicTableModel::SelectedWeightRole).toDouble(), 1.0 / 3.0);
    QCOMPARE(model.data(model.index(1, 2), StrategicTableModel::SelectedWeightRole).toDouble(), 0.0);
    QVERIFY(!model.data(model.index(0, 0), StrategicTableModel::SelectedPureRole).toBool());
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("U  (3/4)"));
    QVERIFY(model.data(model.index(0, 0), Qt::ToolTipRole).toString().contains(QStringLiteral("3/16")));
    // The pure equilibrium: its cell only.
    model.setSelectedEquilibrium(1);
    QVERIFY(model.data(model.index(0, 0), StrategicTableModel::SelectedPureRole).toBool());
    QVERIFY(!model.data(model.index(1, 1), StrategicTableModel::SelectedPureRole).toBool());
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("U"));
    model.setSelectedEquilibrium(-1);
    QVERIFY(!model.selectedProfile().has_value());
    model.setSelectedEquilibrium(7);  // out of range: nothing
    QVERIFY(!model.selectedProfile().has_value());

    // An edit makes the analysis stale: it disappears.
    QVERIFY(model.setData(model.index(1, 0), QStringLiteral("0, 1")));
    QVERIFY(!model.analysis());
    QCOMPARE(cell(model, 0, 0), QStringLiteral("3, 1"));
    QCOMPARE(model.data(model.index(0, 2), StrategicTableModel::EliminatedRole).toInt(), 0);
    // An analysis of another game is not drawn.
    model.setAnalysis(analysis);
    QVERIFY(!model.analysis());
  }

  void nPlayerSelectionMovesTheSlice() {
    StrategicDocument doc(threePlayers());
    StrategicTableModel model(&doc);
    auto analysis = std::make_shared<StrategicAnalysis>();
    analysis->game = doc.game();
    NPersonSolution n;
    ApproximateEquilibrium e;
    e.strategies = toMixedProfile(doc.game(), {1, 0, 2});
    e.exact = true;
    n.found.equilibria = {e};
    analysis->nPerson = n;
    model.setAnalysis(analysis);
    model.setSelectedEquilibrium(0);
    QCOMPARE(model.slice()[2], std::size_t(2));
    QVERIFY(model.data(model.index(1, 0), StrategicTableModel::SelectedPureRole).toBool());
  }
};

QTEST_MAIN(TestStrategicModel)
#include "test_strategicmodel.moc"
