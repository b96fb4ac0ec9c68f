/// The strategic-form analysis job and its panel: digest games T09 (Battle of the Sexes), T18
/// (degenerate 5x4) and a three-player game give the expected counts; the pages show them; a
/// selected equilibrium is signalled for the table; the pages render (screenshots saved next to
/// the test binary).
#include "core/strategic/strategicexamples.h"
#include "ui/common/playercolors.h"
#include "ui/strategic/strategicanalysis.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategiccooperativepage.h"
#include "ui/strategic/strategiccorrelatedpage.h"
#include "ui/strategic/strategicdominancepage.h"
#include "ui/strategic/strategicequilibriapage.h"
#include "ui/strategic/strategiclemkehowsonpage.h"
#include "ui/strategic/strategicpicturespage.h"
#include "ui/strategic/strategicsafetypage.h"
#include "ui/strategic/strategicsupportpage.h"
#include "tests/support/randomgames.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <optional>
#include <random>
#include <set>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

StrategicGame example(const std::string& id) {
  auto e = findStrategicExample(id);
  if (!e) qFatal("missing example %s", id.c_str());
  return e->game;
}

std::shared_ptr<const StrategicAnalysis> analyse(const StrategicGame& game, const StrategicAnalysisOptions& options) {
  auto result = analyzeStrategicGame(game, options, Progress::none(), CancelToken::none());
  if (!result) return nullptr;
  return std::make_shared<const StrategicAnalysis>(std::move(result.value()));
}

RationalVector q(std::initializer_list<const char*> values) {
  RationalVector v;
  for (const char* s : values) v.push_back(*parseRational(s));
  return v;
}

/// Not a blank rectangle: more than a handful of distinct colours.
bool hasContent(const QImage& image) {
  std::set<QRgb> colors;
  for (int y = 0; y < image.height(); y += 3)
    for (int x = 0; x < image.width(); x += 3) colors.insert(image.pixel(x, y));
  return colors.size() > 8;
}

QString screenshotPath(const QString& name) { return QDir(QCoreApplication::applicationDirPath()).filePath(name); }

}  // namespace

class TestStrategicAnalysis : public QObject {
  Q_OBJECT
 private slots:
  void optionsBySize() {
    struct Case {
      std::vector<std::size_t> counts;
      bool all, support, lemke, nperson, correlated, mixtures;
    };
    const Case cases[] = {
        {{2, 2}, true, true, true, false, true, true},
        {{6, 6}, true, true, true, false, true, true},
        {{7, 6}, true, false, true, false, true, true},
        {{2, 40}, true, false, true, false, false, true},      // 2 x n up to 50; 80 cells > 64
        {{10, 40}, false, false, true, false, false, true},     // 400 cells > 150
        {{12, 12}, true, false, true, false, false, true},      // m n = 144 <= 150
        {{12, 13}, false, false, true, false, false, true},     // 156 > 150
        {{301, 2}, false, false, false, false, false, false},   // LH up to 300 x 300
        {{3, 3, 3}, false, false, false, true, true, true},     // 7^3 = 343 support profiles
        {{4, 4, 4}, false, false, false, true, true, true},     // 15^3 = 3375 <= 5000; 64 cells
        {{5, 5, 5}, false, false, false, true, false, true},    // 31^3 > 5000: a 1 s budget; 125 cells > 64
    };
    for (const auto& c : cases) {
      const auto o = StrategicAnalysisOptions::forGame(StrategicGame(c.counts));
      QCOMPARE(o.allEquilibria, c.all);
      QCOMPARE(o.supportEnumeration, c.support);
      QCOMPARE(o.lemkeHowson, c.lemke);
      QCOMPARE(o.correlated, c.correlated);
      QCOMPARE(o.dominanceMixtures, c.mixtures);
      QCOMPARE(o.nPersonMixed, c.nperson);
    }
    QCOMPARE(StrategicAnalysisOptions::forGame(StrategicGame({4, 4, 4})).nPersonBudgetSeconds, 0.0);  // complete
    QCOMPARE(StrategicAnalysisOptions::forGame(StrategicGame({5, 5, 5})).nPersonBudgetSeconds, 1.0);
    QVERIFY(!StrategicAnalysisOptions::forGame(StrategicGame({100, 400, 10})).nPersonMixed);  // 1.2·10⁶ payoffs
    QVERIFY(!StrategicAnalysisOptions::forGame(StrategicGame({100, 100})).lemkeHowsonFirstLabelOnly);
    QVERIFY(StrategicAnalysisOptions::forGame(StrategicGame({101, 50})).lemkeHowsonFirstLabelOnly);
    const auto all = StrategicAnalysisOptions::everything();
    QVERIFY(all.allEquilibria && all.supportEnumeration && all.lemkeHowson && all.nPersonMixed && all.correlated &&
            all.dominanceMixtures && all.safety && all.dominance && !all.lemkeHowsonFirstLabelOnly);
  }

  void battleOfTheSexes() {  // T09
    const auto game = example("battle-of-the-sexes");
    const auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
    QVERIFY(a);
    QVERIFY(a->stars);
    QCOMPARE(a->stars->pureEquilibria.size(), std::size_t(2));
    QVERIFY(a->equilibria);
    QCOMPARE(a->equilibria->equilibria.size(), std::size_t(3));
    QCOMPARE(a->equilibria->components.size(), std::size_t(3));
    QVERIFY(a->equilibria->verified);
    bool mixedFound = false;
    for (const auto& e : a->equilibria->equilibria)
      if (e.strategies[0] == q({"2/3", "1/3"}) && e.strategies[1] == q({"1/3", "2/3"})) {
        mixedFound = true;
        QCOMPARE(e.payoffs, q({"2/3", "2/3"}));
      }
    QVERIFY(mixedFound);
    QVERIFY(a->safety);
    QCOMPARE((*a->safety)[0].value, Rational(2, 3));
    QCOMPARE((*a->safety)[1].value, Rational(2, 3));
    QCOMPARE((*a->safety)[0].strategy, q({"1/3", "2/3"}));
    QCOMPARE((*a->safety)[1].strategy, q({"2/3", "1/3"}));
    QVERIFY(a->supports);
    QCOMPARE(a->supports->equilibria.size(), std::size_t(3));
    QVERIFY(a->lemkeHowson);
    QCOMPARE(a->lemkeHowson->runs.size(), std::size_t(4));
    QVERIFY(a->correlated);
    QCOMPARE(a->correlated->bestTotalPayoff, Rational(3));
    QVERIFY(a->dominance);
    QVERIFY(a->dominance->steps.empty());
    QVERIFY(a->diagram);
    QCOMPARE(a->diagram->equilibria.size(), std::size_t(3));
    QVERIFY(a->region);
    QCOMPARE(a->region->points.size(), std::size_t(4));
    QVERIFY(!a->nPerson);

    StrategicAnalysisPanel panel;
    panel.resize(1000, 720);
    panel.setAnalysis(a);
    QCOMPARE(panel.count(), 9);
    auto* table = panel.equilibriaPage()->table();
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(panel.selectableEquilibria().size(), std::size_t(3));
    const QString eq = panel.equilibriaPage()->text();
    QVERIFY2(eq.contains(QStringLiteral("2/3")), qPrintable(eq));
    QVERIFY(eq.contains(QStringLiteral("verified by definition")));
    QVERIFY(eq.contains(QStringLiteral("isolated")));
    QVERIFY(eq.contains(QStringLiteral("meets every player's safety level")));
    QVERIFY(panel.safetyPage()->text().contains(QStringLiteral("Bᵀ")));
    QVERIFY(panel.correlatedPage()->text().contains(QStringLiteral("Total: 3")));
    QVERIFY(panel.supportPage()->text().contains(QStringLiteral("nondegenerate")));
    QVERIFY(panel.picturesPage()->diagramView()->isVisibleTo(panel.picturesPage()));
    QVERIFY(panel.picturesPage()->diagramView()->chart()->series().size() >= 3);
    QVERIFY(panel.picturesPage()->regionView()->chart()->series().size() >= 4);

    // Selecting an equilibrium, in the list or in the support table, is signalled.
    QSignalSpy spy(&panel, &StrategicAnalysisPanel::equilibriumSelected);
    table->selectRow(2);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 2);
    table->clearSelection();
    QCOMPARE(spy.takeFirst().at(0).toInt(), -1);
    auto* supports = panel.supportPage()->table();
    int eqRow = -1;
    for (int r = 0; r < supports->rowCount(); ++r)
      if (supports->item(r, 2)->text().startsWith(QStringLiteral("equilibrium"))) eqRow = r;
    QVERIFY(eqRow >= 0);
    supports->selectRow(eqRow);
    QCOMPARE(spy.count(), 1);
    const int index = spy.takeFirst().at(0).toInt();
    QVERIFY(index >= 0 && index < 3);
    QCOMPARE(table->selectionModel()->selectedRows().front().row(), index);  // mirrored in the list
    // A selection made on the table does not echo back.
    panel.selectEquilibrium(0);
    QCOMPARE(spy.count(), 0);

    panel.show();
    const QStringList names = {"equilibria", "safety", "dominance", "supports", "lemke", "correlated", "pictures", "cooperative", "qre"};
    QCOMPARE(names.size(), panel.count());
    for (int tab = 0; tab < panel.count(); ++tab) {
      panel.setCurrentIndex(tab);
      QCoreApplication::processEvents();
      const QImage image = panel.grab().toImage();
      QVERIFY(!image.isNull());
      QVERIFY2(hasContent(image), qPrintable(names[tab]));
      QVERIFY(image.save(screenshotPath(QStringLiteral("strategic_bos_%1.png").arg(names[tab]))));
    }
  }

  void degenerateFiveByFour() {  // T18
    const auto game = example("exercise-3-2-5-5b");
    const auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
    QVERIFY(a);
    QCOMPARE(a->stars->pureEquilibria.size(), std::size_t(3));
    QVERIFY(a->equilibria);
    QCOMPARE(a->equilibria->equilibria.size(), std::size_t(10));
    QCOMPARE(a->equilibria->components.size(), std::size_t(5));
    QCOMPARE(a->equilibria->connectedSets.size(), std::size_t(2));
    QVERIFY(a->supports);
    QVERIFY(a->supports->degenerate);
    QVERIFY(!a->diagram);
    QVERIFY(a->region);

    StrategicAnalysisPanel panel;
    panel.resize(1100, 760);
    panel.setAnalysis(a);
    QCOMPARE(panel.equilibriaPage()->table()->rowCount(), 10);
    const QString eq = panel.equilibriaPage()->text();
    QVERIFY(eq.contains(QStringLiteral("conv{")));
    QVERIFY(eq.contains(QStringLiteral("(1/3, 1/3, 0, 1/3, 0)")));
    QVERIFY(eq.contains(QStringLiteral("(1/7, 2/7, 1/7, 3/7)")));
    QVERIFY(eq.contains(QStringLiteral("degenerate")));
    QVERIFY(eq.contains(QStringLiteral("Connected sets")));
    QVERIFY(panel.supportPage()->text().contains(QStringLiteral("may miss equilibria")));
    QVERIFY(!panel.picturesPage()->diagramView()->isVisibleTo(panel.picturesPage()));
    QVERIFY(panel.picturesPage()->text().contains(QStringLiteral("2x2")));
    QSignalSpy spy(&panel, &StrategicAnalysisPanel::equilibriumSelected);
    panel.equilibriaPage()->table()->selectRow(6);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 6);

    panel.show();
    for (int tab : {0, 6}) {
      panel.setCurrentIndex(tab);
      QCoreApplication::processEvents();
      const QImage image = panel.grab().toImage();
      QVERIFY(hasContent(image));
      QVERIFY(image.save(screenshotPath(QStringLiteral("strategic_t18_%1.png").arg(tab))));
    }
  }

  void cooperativePageT40() {  // §3.4.2 bimatrix (3.2), with the digest's corrections
    const StrategicGame game = StrategicGame::bimatrix({q({"5", "0"}), q({"0", "3"})}, {q({"3", "-4"}), q({"0", "6"})});
    auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
    QVERIFY(a);
    QVERIFY(a->cooperative);
    StrategicAnalysisPanel panel;
    panel.resize(1000, 760);
    panel.setAnalysis(a);
    auto* page = panel.cooperativePage();
    const QString text = page->text();
    QVERIFY2(text.contains(QStringLiteral("σ = max (a + b) = 9")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("δ = 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(11/2, 7/2)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("II pays I the amount 5/2")), qPrintable(text));  // the source prints 2
    QVERIFY2(text.contains(QStringLiteral("λ* = 3/2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(29/6, 13/4)")), qPrintable(text));
    QVERIFY(page->chartView()->chart()->series().size() >= 8);
    QVERIFY(a->lambdaCurve.size() == 25);
    // The status quo typed by the user: from (0, 0) the Nash solution of the hull moves.
    QCOMPARE(page->statusQuoEdit()->text(), QStringLiteral("15/8, 18/13"));  // the safety levels
    page->statusQuoEdit()->setFocus();
    page->statusQuoEdit()->selectAll();
    QTest::keyClicks(page->statusQuoEdit(), QStringLiteral("0, 0"));
    QTest::keyClick(page->statusQuoEdit(), Qt::Key_Return);
    QVERIFY(page->shownSolution());
    QCOMPARE(page->shownSolution()->nash.statusQuo, (PayoffPoint{Rational(0), Rational(0)}));
    QVERIFY(page->text().contains(QStringLiteral("Status quo (0, 0).")));
    QVERIFY(page->shownSolution()->nash.solution);
    const PayoffPoint fromOrigin = *page->shownSolution()->nash.solution;
    page->setStatusQuo(std::nullopt);
    QVERIFY(page->text().contains(QStringLiteral("the safety levels")));
    QCOMPARE(*page->shownSolution()->nash.solution, *a->cooperative->nash.solution);
    auto direct = solveNashBargaining(BargainingProblem{a->cooperative->region.points, PayoffPoint{Rational(0), Rational(0)}});
    QVERIFY(direct && direct->solution);
    QCOMPARE(fromOrigin, *direct->solution);
    panel.show();
    panel.setCurrentWidget(page);
    QCoreApplication::processEvents();
    const QImage image = panel.grab().toImage();
    QVERIFY(hasContent(image));
    image.save(screenshotPath(QStringLiteral("strategic_cooperative.png")));
    // Three players: said in words, nothing computed.
    const StrategicGame three = example("three-player-coordination");
    auto b = analyse(three, StrategicAnalysisOptions::forGame(three));
    QVERIFY(b && !b->cooperative);
    panel.setAnalysis(b);
    QVERIFY(page->text().contains(QStringLiteral("two players")));
  }

  void threePlayers() {
    const auto game = example("three-player-coordination");
    const auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
    QVERIFY(a);
    QCOMPARE(a->stars->pureEquilibria.size(), std::size_t(2));
    QVERIFY(!a->equilibria && !a->supports && !a->lemkeHowson && !a->region && !a->diagram);
    QVERIFY(a->nPerson);
    QVERIFY(a->nPerson->found.complete);
    QVERIFY(a->nPerson->found.equilibria.size() >= 3);
    const MixedProfile half = {q({"1/2", "1/2"}), q({"1/2", "1/2"}), q({"1/2", "1/2"})};
    bool found = false;
    for (const auto& e : a->nPerson->found.equilibria) {
      QVERIFY(e.exact ? isNashEquilibrium(game, e.strategies) : e.maxRegret < 1e-6);
      found = found || (e.exact && e.strategies == half);
    }
    QVERIFY(found);
    QVERIFY(a->safety);
    QCOMPARE(a->safety->size(), std::size_t(3));

    StrategicAnalysisPanel panel;
    panel.resize(1000, 700);
    panel.setAnalysis(a);
    QCOMPARE(panel.equilibriaPage()->table()->rowCount(), int(a->nPerson->found.equilibria.size()));
    const QString eq = panel.equilibriaPage()->text();
    QVERIFY(eq.contains(QStringLiteral("exact")));
    QVERIFY(eq.contains(QStringLiteral("Search complete")));
    QVERIFY(panel.supportPage()->text().contains(QStringLiteral("two-player")));
    QVERIFY(panel.picturesPage()->text().contains(QStringLiteral("two-player")));
    QSignalSpy spy(&panel, &StrategicAnalysisPanel::equilibriumSelected);
    panel.equilibriaPage()->table()->selectRow(1);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 1);
    panel.show();
    for (int tab = 0; tab < panel.count(); ++tab) {
      panel.setCurrentIndex(tab);
      QCoreApplication::processEvents();
      QVERIFY(!panel.grab().toImage().isNull());
    }
  }

  /// A 5-player game with 4 strategies each and no pure equilibrium: the automatic support search
  /// (a second, small and balanced supports first) finds some and says it is not all; with the
  /// search off, the QRE limit names one.
  void fivePlayersWithoutAPureEquilibriumGetOne() {
    std::mt19937 rng(34u);
    std::optional<StrategicGame> game;
    for (int k = 0; k < 40 && !game; ++k) {
      StrategicGame g = testsupport::randomStrategicGame(rng, {4, 4, 4, 4, 4}, 0, 99);
      bool pure = false;
      for (std::size_t t = 0; t < g.profileCount() && !pure; ++t) pure = isNashEquilibrium(g, toMixedProfile(g, g.profileAt(t)));
      if (!pure) game = std::move(g);
    }
    QVERIFY(game);
    auto options = StrategicAnalysisOptions::forGame(*game);
    QCOMPARE(options.nPersonBudgetSeconds, 1.0);
    options.nPersonBudgetSeconds = 0.3;
    const auto a = analyse(*game, options);
    QVERIFY(a && a->nPerson);
    QVERIFY(!a->nPerson->found.complete);
    QVERIFY(a->nPerson->found.stoppedByBudget);
    QVERIFY(!a->nPerson->found.equilibria.empty());
    for (const auto& e : a->nPerson->found.equilibria)
      QVERIFY(e.exact ? isNashEquilibrium(*game, e.strategies) : e.maxRegret < 1e-9);
    StrategicAnalysisPanel panel;
    panel.setAnalysis(a);
    QVERIFY(panel.equilibriaPage()->findMoreButton()->isVisibleTo(&panel));
    QString text = panel.equilibriaPage()->text();
    QVERIFY2(text.contains(QStringLiteral("Not all: the search stopped after 0.3 s")), qPrintable(text));

    options.nPersonMixed = false;
    const auto b = analyse(*game, options);
    QVERIFY(b && b->nPerson && b->nPerson->found.equilibria.size() == 1);
    const ApproximateEquilibrium& e = b->nPerson->found.equilibria.front();
    QCOMPARE(e.foundBy, EquilibriumSource::QreLimit);
    QVERIFY(e.exact ? isNashEquilibrium(*game, e.strategies) : e.maxRegret < 1e-9);
    panel.setAnalysis(b);
    auto* table = panel.equilibriaPage()->table();
    QCOMPARE(table->rowCount(), 1);
    const QString accuracy = table->item(0, table->columnCount() - 1)->text();
    QVERIFY2(accuracy.contains(QStringLiteral("QRE limit")), qPrintable(accuracy));
    text = panel.equilibriaPage()->text();
    QVERIFY2(text.contains(QStringLiteral("1 equilibrium found as the limit of the logit QRE branch (not all")), qPrintable(text));
  }

  /// Approximate three-player equilibria were printed as 23-digit fractions that pushed the table
  /// off the screen: they are shown in decimals (the fractions stay in the tool tip).
  void approximateEquilibriaInDecimals() {
    const auto game = example("three-player-coordination");
    auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
    QVERIFY(a && a->nPerson);
    auto copy = std::make_shared<StrategicAnalysis>(*a);
    ApproximateEquilibrium e;
    const Rational third = *parseRational("3333333333333333333333/10000000000000000000000");
    e.strategies = {{third, 1 - third}, {third, 1 - third}, {third, 1 - third}};
    e.payoffs = {third, third, third};
    e.exact = false;
    e.maxRegret = 1e-12;
    copy->nPerson->found.equilibria.push_back(e);
    StrategicAnalysisPanel panel;
    panel.setAnalysis(copy);
    auto* table = panel.equilibriaPage()->table();
    const int row = table->rowCount() - 1;
    bool sawApproximate = false;
    for (int c = 0; c < table->columnCount(); ++c) {
      const QString text = table->item(row, c) ? table->item(row, c)->text() : QString();
      QVERIFY2(!text.contains(QStringLiteral("3333333333")), qPrintable(text));
      sawApproximate = sawApproximate || text.contains(QStringLiteral("≈(0.3333, 0.6667)"));
    }
    QVERIFY(sawApproximate);
    // The Accuracy column, the last one, keeps the width of its text when the table is narrower
    // than its columns (it was cut at the right edge); its tooltip says what it means.
    panel.resize(420, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setAnalysis(copy);
    const int last = table->columnCount() - 1;
    QCOMPARE(table->horizontalHeaderItem(last)->text(), QStringLiteral("Accuracy"));
    const QString accuracy = table->item(row, last)->text();
    QVERIFY2(accuracy.startsWith(QStringLiteral("≈")), qPrintable(accuracy));
    QVERIFY(table->item(row, last)->toolTip().contains(QStringLiteral("deviating")));
    QVERIFY(table->columnWidth(last) >= table->fontMetrics().horizontalAdvance(accuracy));
  }

  /// Labelled and degenerate examples render on every page (screenshots for a visual check).
  void examplesRender() {
    for (const char* id : {"asterisk-4x6", "subgame-perfection", "exercise-3-2-5-8", "all-in-end-game-3p"}) {
      const auto game = example(id);
      const auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
      QVERIFY(a);
      StrategicAnalysisPanel panel;
      panel.resize(1000, 700);
      panel.setAnalysis(a);
      panel.show();
      for (int tab = 0; tab < panel.count(); ++tab) {
        panel.setCurrentIndex(tab);
        QCoreApplication::processEvents();
        const QImage image = panel.grab().toImage();
        QVERIFY(hasContent(image));
        QVERIFY(image.save(screenshotPath(QStringLiteral("strategic_%1_%2.png").arg(QString::fromLatin1(id)).arg(tab + 1))));
      }
    }
    // T21: the continuum {row A} x {q = (t, 1 - t), 0 <= t <= 10/11} is a thick segment in the diagram.
    const auto a = analyse(example("subgame-perfection"), StrategicAnalysisOptions::forGame(example("subgame-perfection")));
    QVERIFY(a->diagram);
    bool segment = false;
    for (const auto& e : a->diagram->equilibria) segment = segment || e.from != e.to;
    QVERIFY(segment);
  }

  void largeGameShowsTheHint() {
    StrategicGame game({12, 13});
    for (std::size_t t = 0; t < game.profileCount(); ++t)
      for (std::size_t k = 0; k < 2; ++k) game.payoff(t, k) = Rational(long((t * 7 + k * 13) % 10));
    auto options = StrategicAnalysisOptions::forGame(game);
    QVERIFY(!options.allEquilibria && !options.supportEnumeration);
    options.lemkeHowson = options.correlated = options.safety = options.dominanceMixtures = false;  // keep the test fast
    const auto a = analyse(game, options);
    QVERIFY(a);
    StrategicAnalysisPanel panel;
    panel.setAnalysis(a);
    QVERIFY(panel.equilibriaPage()->text().contains(QStringLiteral("press Solve (F5)")));
    QVERIFY(panel.supportPage()->text().contains(QStringLiteral("press Solve (F5)")));
    QVERIFY(panel.lemkeHowsonPage()->text().contains(QStringLiteral("press Solve (F5)")));
    QVERIFY(panel.safetyPage()->text().contains(QStringLiteral("press Solve (F5)")));
    QVERIFY(panel.correlatedPage()->text().contains(QStringLiteral("press Solve (F5)")));
    QCOMPARE(panel.equilibriaPage()->table()->rowCount(), int(a->stars->pureEquilibria.size()));

    panel.setAnalysis(nullptr, QStringLiteral("Edited since."));
    for (auto* page : panel.pages()) QVERIFY(page->text().contains(QStringLiteral("Edited since.")));
  }

  void cancelStopsTheJob() {
    CancelToken token;
    token.cancel();
    const auto game = example("battle-of-the-sexes");
    auto result = analyzeStrategicGame(game, StrategicAnalysisOptions::everything(), Progress::none(), token);
    QVERIFY(!result);
    QCOMPARE(result.error().code, ErrorCode::Cancelled);
    // Progress runs from 0 to 1.
    std::vector<double> fractions;
    Progress progress([&fractions](double f, const std::string&) { fractions.push_back(f); });
    QVERIFY(analyzeStrategicGame(game, StrategicAnalysisOptions::everything(), progress, CancelToken::none()));
    QVERIFY(!fractions.empty());
    QCOMPARE(fractions.back(), 1.0);
    for (double f : fractions) QVERIFY(f >= 0 && f <= 1);
  }

  void picturesDeleteTheChartsTheyReplace() {
    // QChartView::setChart only releases the chart it showed (its own empty one at first).
    const auto game = example("battle-of-the-sexes");
    const auto a = analyse(game, StrategicAnalysisOptions::forGame(game));
    QVERIFY(a);
    StrategicPicturesPage page;
    const auto views = page.findChildren<QChartView*>();
    QCOMPARE(views.size(), 2);
    QList<QPointer<QChart>> shown;
    for (auto* view : views) shown << view->chart();
    page.setAnalysis(a, QString());
    for (auto* view : views) shown << view->chart();
    page.setAnalysis(nullptr, QStringLiteral("hint"));
    for (const auto& chart : shown) QVERIFY(chart.isNull());
    for (auto* view : views) QVERIFY(view->chart());
  }

  void playerColorsAreDistinct() {
    std::set<QRgb> colors;
    for (int k = 0; k < kPlayerColorCount; ++k) colors.insert(playerColor(k).rgb());
    QCOMPARE(int(colors.size()), kPlayerColorCount);
    QCOMPARE(playerColor(kPlayerColorCount), playerColor(0));
  }
};

QTEST_MAIN(TestStrategicAnalysis)
#include "test_strategicanalysis.moc"
