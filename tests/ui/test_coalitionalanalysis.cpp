/// The coalitional analysis job and its panel on digest games: T63 (everything: core pentagon,
/// Shapley with dividends and orders, nucleolus), T60 (empty core with its balanced collection),
/// T72 (weighted voting [50; 10,20,30,40]), T89 (bankruptcy: nucleolus stages, excess table,
/// the estate path of T90). Pages show the exact answers; chosen points are signalled; the
/// membership check names the blocking coalitions; the pages render (screenshots saved in the
/// temporary folder).
#include "ui/coalition/coalitionalanalysis.h"
#include "ui/coalition/coalitionalanalysispanel.h"
#include "ui/coalition/coalitionalcorepage.h"
#include "ui/coalition/coalitionalnucleoluspage.h"
#include "ui/coalition/coalitionaloriginpage.h"
#include "ui/coalition/coalitionalpathpage.h"
#include "ui/coalition/coalitionalpicturepage.h"
#include "ui/coalition/coalitionalshapleypage.h"
#include "ui/coalition/coalitionalvotingpage.h"
#include "ui/coalition/imputationsimplexwidget.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

RationalVector q(std::initializer_list<const char*> values) {
  RationalVector v;
  for (const char* s : values) v.push_back(*parseRational(s));
  return v;
}

CoalitionalGame table(std::initializer_list<const char*> bitmaskValues, std::vector<std::string> names = {}) {
  auto game = CoalitionalGame::fromValues(q(bitmaskValues), std::move(names));
  if (!game) qFatal("bad game");
  return game.value();
}

CoalitionalGame t63() { return table({"0", "1", "0", "4", "1", "3", "5", "8"}); }
CoalitionalGame t60() { return table({"0", "-3/2", "-4", "22/5", "-22/5", "4", "3/2", "0"}); }
CoalitionalGame t89() { return table({"0", "0", "0", "6", "6", "16", "26", "36"}, {"A", "B", "C"}); }
CoalitionalGame t72() {
  WeightedVotingGame voting{Rational(50), q({"10", "20", "30", "40"}), QuotaRule::Greater};
  auto game = CoalitionalGame::fromVoting(voting);
  if (!game) qFatal("bad voting game");
  return game.value();
}

std::shared_ptr<const CoalitionalAnalysis> analyse(const CoalitionalGame& game,
                                                   const CoalitionalAnalysisOptions& options = CoalitionalAnalysisOptions::everything(),
                                                   const std::optional<StrategicGame>& origin = std::nullopt) {
  auto result = analyzeCoalitionalGame(game, origin, options, Progress::none(), CancelToken::none());
  if (!result) return nullptr;
  return std::make_shared<const CoalitionalAnalysis>(std::move(result.value()));
}

/// Not a blank rectangle: more than a handful of distinct colours.
bool hasContent(const QImage& image) {
  std::set<QRgb> colors;
  for (int y = 0; y < image.height(); y += 3)
    for (int x = 0; x < image.width(); x += 3) colors.insert(image.pixel(x, y));
  return colors.size() > 8;
}

/// The index of the first link of `page` named `name`, as an anchor.
QString anchorOf(const HtmlCoalitionalPage* page, const QString& name) {
  for (int k = 0;; ++k) {
    const auto point = page->links().find(QStringLiteral("point:%1").arg(k));
    if (!point) return {};
    if (point->second == name) return QStringLiteral("point:%1").arg(k);
  }
}

}  // namespace

class TestCoalitionalAnalysis : public QObject {
  Q_OBJECT
 private slots:
  void optionsBySize() {
    const auto small = CoalitionalAnalysisOptions::forGame(CoalitionalGame(10));
    QVERIFY(small.properties && small.core && small.shapley && small.powerIndices && small.nucleolus && small.origin);
    const auto large = CoalitionalAnalysisOptions::forGame(CoalitionalGame(12));
    QVERIFY(large.properties && large.shapley && large.powerIndices);
    QVERIFY(!large.core && !large.nucleolus);
    QVERIFY(!CoalitionalAnalysisOptions::forGame(CoalitionalGame(20)).properties);  // above the convexity limit
    const auto all = CoalitionalAnalysisOptions::everything();
    QVERIFY(all.properties && all.core && all.shapley && all.powerIndices && all.nucleolus && all.origin);
  }

  /// An inessential game listed its one imputation three times.
  void inessentialGameListsItsImputationOnce() {
    // v({i}) = 1, 2, 3 and v(S) = Σ v({i}) for every S: inessential.
    const auto a = analyse(table({"0", "1", "2", "3", "3", "4", "5", "6"}));
    QVERIFY(a);
    CoalitionalAnalysisPanel panel;
    panel.setAnalysis(a);
    const QString core = panel.corePage()->text();
    QVERIFY2(core.contains(QStringLiteral("inessential")), qPrintable(core));
    QVERIFY(core.contains(QStringLiteral("(1, 2, 3)")));
    QVERIFY2(!core.contains(QStringLiteral("(1, 2, 3), (1, 2, 3)")), qPrintable(core));
  }

  void t63Everything() {
    const auto a = analyse(t63());
    QVERIFY(a);
    QVERIFY(a->properties && a->properties->superadditive.holds && a->properties->essential);
    QCOMPARE(a->imputationVertices.size(), std::size_t(3));
    QVERIFY(a->core && !a->core->empty);
    const std::vector<RationalVector> vertices{q({"1", "3", "4"}), q({"1", "5", "2"}), q({"2", "5", "1"}), q({"3", "1", "4"}), q({"3", "4", "1"})};
    QCOMPARE(a->core->vertices, vertices);
    QCOMPARE(*a->shapley, q({"7/3", "17/6", "17/6"}));
    QVERIFY(a->dividends && a->permutations);
    QCOMPARE(a->permutations->size(), std::size_t(6));
    QCOMPARE(a->nucleolus->x, q({"2", "7/2", "5/2"}));
    QVERIFY(!a->power);  // not simple

    CoalitionalAnalysisPanel panel;
    panel.resize(900, 800);
    QSignalSpy spy(&panel, &CoalitionalAnalysisPanel::pointSelected);
    panel.setAnalysis(a);
    QCOMPARE(panel.count(), 6);  // no origin tab

    const QString core = panel.corePage()->text();
    QVERIFY2(core.contains(QStringLiteral("(7, 0, 1), (1, 6, 1), (1, 0, 7)")), qPrintable(core));
    QVERIFY(core.contains(QStringLiteral("The core is not empty")));
    QVERIFY(core.contains(QStringLiteral("(1, 3, 4), (1, 5, 2), (2, 5, 1), (3, 1, 4), (3, 4, 1)")));
    QVERIFY(core.contains(QStringLiteral("ε₁ = -1")));
    QVERIFY(core.contains(QStringLiteral("x2 + x3 ≥ 5")));

    // Membership: a core vertex, then a point blocked by {1,2}.
    panel.corePage()->pointEdit()->setText(QStringLiteral("1, 3, 4"));
    panel.corePage()->checkTypedPoint();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().at(0).value<RationalVector>(), q({"1", "3", "4"}));
    QVERIFY(panel.corePage()->membershipLabel()->text().contains(QStringLiteral("is in the core")));
    panel.corePage()->pointEdit()->setText(QStringLiteral("1 1 6"));
    panel.corePage()->checkTypedPoint();
    QCOMPARE(spy.count(), 2);
    const QString blocked = panel.corePage()->text();
    QVERIFY2(blocked.contains(QStringLiteral("unstable via 1 coalition")), qPrintable(blocked));
    QVERIFY(blocked.contains(QStringLiteral("12 (excess 2)")));
    panel.corePage()->pointEdit()->setText(QStringLiteral("1, 2"));
    panel.corePage()->checkTypedPoint();
    QCOMPARE(spy.count(), 2);  // not a point: no signal
    QVERIFY(panel.corePage()->text().contains(QStringLiteral("Type 3 number")));
    panel.corePage()->pointEdit()->setText(QStringLiteral("1, 2, 4"));
    panel.corePage()->checkTypedPoint();
    QVERIFY(panel.corePage()->text().contains(QStringLiteral("not efficient: Σx = 7, but v(N) = 8")));

    // ε-cores: the least core (ε₁ = -1) is the segment x₁ = 2, 3 <= x₂ <= 4 (the nucleolus is its
    // midpoint); below ε₁ the ε-core is empty.
    QCOMPARE(*panel.corePage()->epsilon(), Rational(-1));
    QCOMPARE(panel.corePage()->epsilonCoreVertices(), (std::vector<RationalVector>{q({"2", "3", "3"}), q({"2", "4", "2"})}));
    panel.corePage()->setEpsilon(Rational(-2));
    QVERIFY(panel.corePage()->epsilonCoreVertices().empty());
    QVERIFY(panel.corePage()->text().contains(QStringLiteral("ε = -2 is empty")));
    panel.corePage()->setEpsilon(Rational(0));
    QCOMPARE(panel.corePage()->epsilonCoreVertices(), vertices);

    const QString shapley = panel.shapleyPage()->text();
    QVERIFY2(shapley.contains(QStringLiteral("(7/3, 17/6, 17/6)")), qPrintable(shapley));
    QVERIFY(shapley.contains(QStringLiteral("2.3333")));
    QVERIFY(shapley.contains(QStringLiteral("v = w1 + w3 + 3 w12 + w13 + 4 w23 − 2 w123")));
    QVERIFY(shapley.contains(QStringLiteral("The Shapley value is in the core")));
    QVERIFY(shapley.contains(QStringLiteral("213\t4\t0\t4")) || shapley.contains(QStringLiteral("213 4 0 4")) ||
            shapley.contains(QStringLiteral("213\n4\n0\n4")));
    QVERIFY(shapley.contains(QStringLiteral("7/3\n17/6\n17/6")) || shapley.contains(QStringLiteral("7/3\t17/6\t17/6")));
    // Formula (4.6) for player 2: S = 12 has weight 1/6 and marginal 4 − 1 = 3; the total is 17/6.
    panel.shapleyPage()->setFormulaPlayer(1);
    const QString formula = panel.shapleyPage()->text();
    QVERIFY2(formula.contains(QStringLiteral("Formula (4.6) for 2")), qPrintable(formula));
    QVERIFY(formula.contains(QStringLiteral("φ2")));

    // Choosing the Shapley value emits it.
    QVERIFY(panel.shapleyPage()->activateLink(anchorOf(panel.shapleyPage(), QStringLiteral("Shapley value"))));
    QCOMPARE(spy.last().at(0).value<RationalVector>(), q({"7/3", "17/6", "17/6"}));
    QCOMPARE(spy.last().at(1).toString(), QStringLiteral("Shapley value"));
    QVERIFY(panel.corePage()->activateLink(anchorOf(panel.corePage(), QStringLiteral("core vertex (2, 5, 1)"))));
    QCOMPARE(spy.last().at(0).value<RationalVector>(), q({"2", "5", "1"}));

    const QString nucleolus = panel.nucleolusPage()->text();
    QVERIFY2(nucleolus.contains(QStringLiteral("(2, 7/2, 5/2)")), qPrintable(nucleolus));
    QVERIFY(nucleolus.contains(QStringLiteral("O(nucleolus) = (-1, -1, -3/2, -3/2, -3/2, -7/2)")));
    QVERIFY(panel.nucleolusPage()->activateLink(anchorOf(panel.nucleolusPage(), QStringLiteral("nucleolus"))));
    QCOMPARE(spy.last().at(0).value<RationalVector>(), q({"2", "7/2", "5/2"}));

    QVERIFY(panel.votingPage()->text().contains(QStringLiteral("This game is not simple")));
    QVERIFY(panel.picturePage()->simplex()->isVisibleTo(panel.picturePage()));

    // The v(N) path is computed in the background for small games.
    QTRY_VERIFY_WITH_TIMEOUT(!panel.pathPage()->isComputing() && !panel.pathPage()->path().empty(), 20000);
    QCOMPARE(panel.pathPage()->familyCombo()->currentIndex(), int(CoalitionalPathPage::GrandCoalitionValue));
    QCOMPARE(panel.pathPage()->path().front().parameter, Rational(0));
    QCOMPARE(panel.pathPage()->path().back().parameter, Rational(16));
    for (const auto& p : panel.pathPage()->path())
      if (p.parameter == 8) QCOMPARE(p.nucleolus, q({"2", "7/2", "5/2"}));

    // A picture click is checked on the Core page and signalled.
    emit panel.picturePage()->simplex()->pointClicked(q({"3", "4", "1"}));
    QCOMPARE(spy.last().at(0).value<RationalVector>(), q({"3", "4", "1"}));
    QCOMPARE(panel.corePage()->pointEdit()->text(), QStringLiteral("3, 4, 1"));
    QVERIFY(panel.corePage()->membershipLabel()->text().contains(QStringLiteral("is in the core")));

    // Out of date: every page shows the hint.
    panel.setAnalysis(nullptr, QStringLiteral("Edited since the analysis."));
    QVERIFY(panel.corePage()->text().contains(QStringLiteral("Edited since the analysis.")));
    QVERIFY(panel.shapleyPage()->text().contains(QStringLiteral("Edited since the analysis.")));
  }

  void t60EmptyCore() {
    const auto a = analyse(t60());
    QVERIFY(a && a->core);
    QVERIFY(a->core->empty);
    QVERIFY(!a->core->balancedCollection.empty());
    Rational claim = 0;
    for (const auto& [s, weight] : a->core->balancedCollection) claim += weight * a->game.value(s);
    QVERIFY(claim > 0);
    QCOMPARE(*a->shapley, q({"9/5", "-7/10", "-11/10"}));
    QCOMPARE(a->nucleolus->x, q({"9/5", "-7/10", "-11/10"}));
    QVERIFY(a->properties->constantSum.holds);

    CoalitionalAnalysisPanel panel;
    panel.setAnalysis(a);
    const QString core = panel.corePage()->text();
    QVERIFY2(core.contains(QStringLiteral("The core is empty")), qPrintable(core));
    QVERIFY(core.contains(QStringLiteral("claim more than v(N)")));
    QVERIFY(core.contains(QStringLiteral("balanced collection")));
    QVERIFY(core.contains(QStringLiteral("> v(N) = 0")));
    QVERIFY(panel.shapleyPage()->text().contains(QStringLiteral("not in the core")));
    QVERIFY(panel.nucleolusPage()->text().contains(QStringLiteral("O(nucleolus) = O(Shapley value)")));
  }

  void t72Voting() {
    const auto game = t72();
    const auto a = analyse(game, CoalitionalAnalysisOptions::forGame(game));
    QVERIFY(a && a->power);
    QCOMPARE(a->power->shapleyShubik, q({"1/12", "1/4", "1/4", "5/12"}));
    QCOMPARE(a->power->pivots, (std::vector<mpz_class>{2, 6, 6, 10}));

    CoalitionalAnalysisPanel panel;
    panel.resize(900, 800);
    panel.setAnalysis(a);
    const QString voting = panel.votingPage()->text();
    QVERIFY2(voting.contains(QStringLiteral("[50; 10, 20, 30, 40]")), qPrintable(voting));
    QVERIFY(voting.contains(QStringLiteral("w(S) > 50")));
    QVERIFY(voting.contains(QStringLiteral("(1/12, 1/4, 1/4, 5/12)")));
    QVERIFY(voting.contains(QStringLiteral("{24}, {34}, {123}")));
    QVERIFY(voting.contains(QStringLiteral("core of this simple game is empty")));
    QVERIFY(voting.contains(QStringLiteral("Shapley–Shubik index against weight share")));
    QVERIFY(panel.votingPage()->chartView()->isVisibleTo(panel.votingPage()));
    QVERIFY(panel.votingPage()->activateLink(anchorOf(panel.votingPage(), QStringLiteral("Shapley–Shubik index"))));
    QVERIFY(panel.shapleyPage()->text().contains(QStringLiteral("(1/12, 1/4, 1/4, 5/12)")));  // the same as φ
    QVERIFY(panel.picturePage()->simplex()->isVisibleTo(panel.picturePage()));  // 4 players: tetrahedron

    // A voting game too large for a table: the power indices only.
    WeightedVotingGame big{Rational(300), RationalVector(30, Rational(1)), QuotaRule::AtLeast};
    for (int i = 0; i < 30; ++i) big.weights[std::size_t(i)] = i % 3 + 1;
    auto large = CoalitionalGame::fromVoting(big);
    QVERIFY(large && !large->hasTable());
    const auto b = analyse(*large, CoalitionalAnalysisOptions::forGame(*large));
    QVERIFY(b && b->power && !b->shapley && !b->core && !b->nucleolus);
    panel.setAnalysis(b);
    QVERIFY(panel.votingPage()->text().contains(QStringLiteral("w(S) ≥ 300")));
    QVERIFY(panel.corePage()->text().contains(QStringLiteral("only the voting power")));
  }

  void t89Nucleolus() {
    const auto a = analyse(t89());
    QVERIFY(a && a->nucleolus);
    QCOMPARE(a->nucleolus->x, q({"5", "21/2", "41/2"}));
    QCOMPARE(*a->shapley, q({"6", "11", "19"}));
    QCOMPARE(a->nucleolus->stages.size(), std::size_t(2));
    QCOMPARE(a->nucleolus->stages[0].epsilon, Rational(-5));
    QCOMPARE(a->nucleolus->stages[1].epsilon, Rational(-19, 2));

    CoalitionalAnalysisPanel panel;
    panel.resize(900, 800);
    QSignalSpy spy(&panel, &CoalitionalAnalysisPanel::pointSelected);
    panel.setAnalysis(a);
    auto* page = panel.nucleolusPage();
    QVERIFY(page->addPoint(QStringLiteral("6, 12, 18")));
    QCOMPARE(spy.last().at(0).value<RationalVector>(), q({"6", "12", "18"}));
    QVERIFY(!page->addPoint(QStringLiteral("6, x, 18")));
    const QString text = page->text();
    QVERIFY2(text.contains(QStringLiteral("O(nucleolus) = (-5, -5, -19/2, -19/2, -21/2, -29/2)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("O((6, 12, 18)) = (-4, -6, -8, -12, -12, -12)")));
    QVERIFY(text.contains(QStringLiteral("O(Shapley value) = (-4, -6, -9, -11, -11, -13)")));
    QVERIFY(text.contains(QStringLiteral("O(nucleolus) <L O((6, 12, 18)): they first differ at entry 1, where -5 < -4")));
    QVERIFY(text.contains(QStringLiteral("A, BC")));  // fixed at the first stage
    QVERIFY(text.contains(QStringLiteral("AB, AC")));

    // The imputation domain is computed off the GUI thread; it agrees here.
    page->setDomain(NucleolusDomain::Imputations);
    QTRY_VERIFY_WITH_TIMEOUT(!page->isComputing(), 20000);
    QVERIFY(page->shown());
    QCOMPARE(page->shown()->x, q({"5", "21/2", "41/2"}));
    QVERIFY(page->text().contains(QStringLiteral("over the imputations")));
    page->setDomain(NucleolusDomain::Efficient);

    // T90: the estate path from 0 to 60 with the breakpoints of both curves.
    auto* path = panel.pathPage();
    QCOMPARE(path->familyCombo()->currentIndex(), int(CoalitionalPathPage::BankruptcyEstate));
    QCOMPARE(path->claimsEdit()->text(), QStringLiteral("10, 20, 30"));
    QTRY_VERIFY_WITH_TIMEOUT(!path->isComputing() && !path->path().empty(), 30000);
    QCOMPARE(path->path().size(), std::size_t(61));
    for (const auto& p : path->path()) {
      if (p.parameter == 20) {
        QCOMPARE(p.nucleolus, q({"5", "15/2", "15/2"}));
        QCOMPARE(p.shapley, q({"10/3", "25/3", "25/3"}));
      }
      if (p.parameter == 30) QCOMPARE(p.nucleolus, p.shapley);
    }
    const QString pathText = path->text();
    QVERIFY2(pathText.contains(QStringLiteral("Breakpoints of the nucleolus: E = 15, 25, 35, 45")), qPrintable(pathText));
    QVERIFY(pathText.contains(QStringLiteral("Breakpoints of the Shapley value: E = 10, 20, 40, 50")));
    QVERIFY(path->chartView()->chart()->series().size() >= 6);
  }

  void t59Origin() {
    // Player 1 chooses the table, player 2 the row, player 3 the column (source 4.1.4).
    StrategicGame sg({2, 2, 2});
    const char* payoffs[2][2][2][3] = {{{{"0", "3", "1"}, {"2", "1", "1"}}, {{"4", "2", "3"}, {"1", "0", "0"}}},
                                       {{{"1", "0", "0"}, {"1", "1", "1"}}, {{"0", "0", "1"}, {"0", "1", "1"}}}};
    for (std::size_t t = 0; t < 2; ++t)
      for (std::size_t r = 0; r < 2; ++r)
        for (std::size_t c = 0; c < 2; ++c)
          for (std::size_t k = 0; k < 3; ++k) sg.payoff(sg.profileIndex({t, r, c}), k) = *parseRational(payoffs[t][r][c][k]);
    auto cf = solveCharacteristicFunction(sg);
    QVERIFY(cf);
    QCOMPARE(cf->game.values(), q({"0", "1/2", "0", "3", "3/4", "5/2", "2", "9"}));
    const auto a = analyse(cf->game, CoalitionalAnalysisOptions::forGame(cf->game), sg);
    QVERIFY(a && a->originMatrices);
    QCOMPARE(*a->shapley, q({"79/24", "67/24", "35/12"}));
    CoalitionalAnalysisPanel panel;
    panel.setAnalysis(a);
    QCOMPARE(panel.count(), 7);
    QCOMPARE(panel.pages().size(), std::size_t(7));
    const QString origin = panel.originPage()->text();
    QVERIFY2(origin.contains(QStringLiteral("S = 1 against 23: v(S) = Val = 1/2")), qPrintable(origin));
    QVERIFY(origin.contains(QStringLiteral("S = 3 against 12: v(S) = Val = 3/4")));
    QVERIFY(origin.contains(QStringLiteral("v(N) = 9")));
    QVERIFY(origin.contains(QStringLiteral("Every v(S) of the table equals")));

    // Edited since: v(3) = 1 (the source's misprint) is flagged.
    auto edited = cf->game;
    edited.setValue(coalitionOf({2}), Rational(1));
    panel.setAnalysis(analyse(edited, CoalitionalAnalysisOptions::forGame(edited), sg));
    QVERIFY(panel.originPage()->text().contains(QStringLiteral("The table has v(3) = 1, not 3/4")));
    panel.setAnalysis(analyse(t63()));
    QCOMPARE(panel.count(), 6);
  }

  void screenshots() {
    for (const auto& [name, game] : {std::pair<QString, CoalitionalGame>{QStringLiteral("t63"), t63()},
                                     std::pair<QString, CoalitionalGame>{QStringLiteral("t72"), t72()}}) {
      CoalitionalAnalysisPanel panel;
      panel.resize(760, 860);
      panel.setAnalysis(analyse(game));
      panel.show();
      QVERIFY(QTest::qWaitForWindowExposed(&panel));
      QTRY_VERIFY_WITH_TIMEOUT(!panel.pathPage()->isComputing(), 20000);
      for (int tab = 0; tab < panel.count(); ++tab) {
        panel.setCurrentIndex(tab);
        QTest::qWait(50);
        const QImage image = panel.grab().toImage();
        QVERIFY(hasContent(image));
        image.save(QDir::temp().filePath(QStringLiteral("coalitional-%1-tab%2.png").arg(name).arg(tab + 1)));
      }
    }
  }
};

QTEST_MAIN(TestCoalitionalAnalysis)
#include "test_coalitionalanalysis.moc"
