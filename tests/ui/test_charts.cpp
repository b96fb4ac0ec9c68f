/// Charts a reader can read (issue 35). On every chart each axis ticks at round values (a step
/// of 1, 2, 2.5 or 5 × 10^k, each label the exact decimal of its value) and at the values that
/// matter (exact fractions), nowhere else; the legend shows every entry whole (no "…"), inside
/// the chart and off the plot. Checked on the charts the issue names (duopoly reaction curves,
/// the bargaining picture, the thermograph, the poker charts) with their values that matter,
/// then on every chart of every example document. The bargaining picture's status quo moves
/// only by "Set status quo by clicking", and is shown in lowest terms.
/// Screenshots of the charts are saved next to the binary (chart-*.png; chart-<example>-<k>.png).
#include "core/common/rational.h"
#include "core/poker/continuouspoker.h"
#include "core/partizan/expression.h"
#include "core/partizan/thermograph.h"
#include "ui/strategic/strategicanalysis.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/solverrunner.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/duopoly/duopolydocument.h"
#include "ui/duopoly/duopolyeditor.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/partizan/thermographchart.h"
#include "ui/poker/pokerdocument.h"
#include "ui/poker/pokereditor.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategiccooperativepage.h"
#include "tests/support/guitest.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QLegend>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// Examples checked per start-page section by everyExampleChart.
constexpr int kExamplesPerSection = 3;


bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

/// The texts of an axis' ticks (empty when it is not the shared round-tick axis).
QStringList tickLabels(QAbstractAxis* axis) {
  auto* c = qobject_cast<QCategoryAxis*>(axis);
  return c ? c->categoriesLabels() : QStringList();
}

/// What is wrong with `axis`: not the shared round-tick axis, a tick neither round nor an exact
/// value (a fraction, or one of `named`), round ticks not a 1-2-2.5-5 progression, fewer than two.
QStringList axisProblems(QAbstractAxis* axis, const QString& where, const QStringList& named = {}) {
  if (qobject_cast<const QBarCategoryAxis*>(axis)) return {};
  auto* c = qobject_cast<QCategoryAxis*>(axis);
  if (!c) return {where + QStringLiteral(": an axis without round ticks")};
  QStringList out;
  static const QRegularExpression decimal(QStringLiteral("^-?\\d+(\\.\\d+)?$"));
  std::vector<double> round;
  for (const QString& label : c->categoriesLabels()) {
    const double v = c->endValue(label);
    if (v < c->min() - 1e-9 || v > c->max() + 1e-9) out << where + QStringLiteral(": tick %1 outside the axis").arg(label);
    if (decimal.match(label).hasMatch() && near(label.toDouble(), v)) {
      round.push_back(v);
      continue;
    }
    const auto exact = parseRational(label.toStdString());
    if ((exact && near(toDouble(*exact), v)) || named.contains(label)) continue;
    out << where + QStringLiteral(": tick “%1” at %2 is neither round nor an exact value").arg(label).arg(v);
  }
  if (c->categoriesLabels().size() < 2) out << where + QStringLiteral(": fewer than two ticks");
  std::sort(round.begin(), round.end());
  double step = 0;
  for (std::size_t k = 1; k < round.size(); ++k)
    if (step == 0 || round[k] - round[k - 1] < step) step = round[k] - round[k - 1];
  if (step > 0) {
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    if (!(near(mantissa, 1) || near(mantissa, 2) || near(mantissa, 2.5) || near(mantissa, 5)))
      out << where + QStringLiteral(": round ticks %1 apart").arg(step);
    for (double v : round)
      if (std::abs(v / step - std::round(v / step)) > 1e-6) out << where + QStringLiteral(": %1 is off the step %2").arg(v).arg(step);
  }
  return out;
}

/// The names the legend must show: named series not left out of it, and bar sets.
QStringList legendNames(const QChart* chart) {
  QStringList names;
  for (QAbstractSeries* s : chart->series()) {
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
      for (QBarSet* set : bars->barSets()) names << set->label();
    } else if (!s->name().isEmpty() && !s->property("gamelabNoLegend").toBool()) {
      names << s->name();
    }
  }
  names.removeAll(QString());
  return names;
}

/// What is wrong with `chart`'s legend: Qt's eliding legend shown, an entry missing or cut, the
/// legend outside the chart or over the plot.
QStringList legendProblems(QChart* chart, const QString& where) {
  QStringList out;
  if (chart->legend()->isVisible()) out << where + QStringLiteral(": Qt's legend (it elides) is shown");
  const QStringList names = legendNames(chart);
  if (names.isEmpty()) return out;
  QGraphicsTextItem* legend = charts::fullLegend(chart);
  if (!legend) return out << where + QStringLiteral(": no legend");
  const QString text = legend->toPlainText();
  for (const QString& name : names)
    if (!text.contains(name)) out << where + QStringLiteral(": legend lacks “%1”").arg(name);
  if (text.contains(QChar(0x2026))) out << where + QStringLiteral(": legend text elided");
  const QRectF box = legend->mapRectToParent(legend->boundingRect());
  if (!QRectF(QPointF(0, 0), chart->size()).adjusted(-1, -1, 1, 1).contains(box)) out << where + QStringLiteral(": legend cut off");
  if (box.intersects(chart->plotArea())) out << where + QStringLiteral(": legend over the plot");
  return out;
}

/// `named`: ticks at values that matter written as words ("1 − 1/e" on the Liar's Dice chart).
QStringList chartProblems(QChart* chart, const QString& where, const QStringList& named = {QStringLiteral("1 − 1/e")}) {
  QStringList out = legendProblems(chart, where);
  // What Qt drew on a chart on screen: no tick label or legend text cut to "…" (a title may say
  // "x = 1 … 101" or end in "…" itself).
  const auto views = chart->scene() ? chart->scene()->views() : QList<QGraphicsView*>();
  if (!views.isEmpty() && views.front()->isVisible())
    for (QGraphicsItem* item : chart->scene()->items())
      if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible() && text->toPlainText() != chart->title() &&
          (text->toPlainText().contains(QChar(0x2026)) || text->toPlainText().contains(QStringLiteral("..."))))
        out << where + QStringLiteral(": “%1” drawn cut").arg(text->toPlainText());
  for (QAbstractAxis* axis : chart->axes()) out << axisProblems(axis, where + QLatin1Char('/') + axis->titleText(), named);
  return out;
}

void save(QWidget* w, const QString& name) {
  w->grab().save(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("chart-%1.png").arg(name)));
}

/// The point of the chart's plot at value `v`, in the view's viewport.
QPoint pixelOf(QChartView* view, const QPointF& v) {
  return view->mapFromScene(view->chart()->mapToScene(view->chart()->mapToPosition(v)));
}

RationalVector q(std::initializer_list<const char*> values) {
  RationalVector v;
  for (const char* s : values) v.push_back(*parseRational(s));
  return v;
}

}  // namespace

class TestCharts : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { testsupport::isolateSettings(QStringLiteral("test_charts")); }

  /// The helper itself: steps of 1, 2, 2.5, 5 × 10^k, labels in decimals, marks replacing round
  /// ticks near them, whole numbers when asked.
  void roundTicks() {
    auto labels = [](const charts::AxisTicks& t) {
      QStringList out;
      for (const auto& m : t.ticks) out << m.label;
      return out.join(QLatin1Char(' '));
    };
    auto t = charts::roundTicks(-1.6, 2.5);  // the bargaining picture's old ticks: −1.6, 0.5, 2.5
    QCOMPARE(t.step, 1.0);
    QCOMPARE(labels(t), QStringLiteral("-2 -1 0 1 2 3"));
    QCOMPARE(t.min, -2.0);
    QCOMPARE(t.max, 3.0);
    t = charts::roundTicks(-0.112, 0.0563);  // the poker value chart's old ticks
    QCOMPARE(t.step, 0.05);
    QCOMPARE(labels(t), QStringLiteral("-0.15 -0.10 -0.05 0 0.05 0.10"));
    t = charts::roundTicks(0, 1, {}, 4);
    QCOMPARE(t.step, 0.25);
    QCOMPARE(labels(t), QStringLiteral("0 0.25 0.50 0.75 1.00"));
    t = charts::roundTicks(-1, 3, {{0, QStringLiteral("0")}, {2.1, QStringLiteral("21/10")}});
    QCOMPARE(labels(t), QStringLiteral("-1 0 1 21/10 3"));  // 2 gives way to 21/10
    t = charts::roundTicks(2, 3, {}, 8, true);
    QCOMPARE(t.step, 1.0);
    QCOMPARE(labels(t), QStringLiteral("2 3"));
    t = charts::roundTicks(-0.03, 1.03, {}, 5, false, false);  // the range kept
    QCOMPARE(t.min, -0.03);
    QCOMPARE(labels(t), QStringLiteral("0 0.25 0.50 0.75 1.00"));
    t = charts::roundTicks(0, 2600);
    QCOMPARE(t.step, 500.0);
    QCOMPARE(labels(t), QStringLiteral("0 500 1000 1500 2000 2500 3000"));
  }

  /// "Best response of f…": both best-response curves are named whole in the legend.
  void duopolyReactionCurves() {
    DuopolyDocument doc{DuopolyMarket{}};
    DuopolyEditor editor(&doc);
    editor.resize(1100, 640);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    for (const char* key : {"reaction", "iesds"}) {
      QChartView* view = editor.chartView(QString::fromLatin1(key));
      editor.tabs()->setCurrentWidget(view);
      QCoreApplication::processEvents();
      const QStringList problems = chartProblems(view->chart(), QString::fromLatin1(key));
      QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
      save(view, QStringLiteral("duopoly-%1").arg(QString::fromLatin1(key)));
    }
    const QString legend = charts::fullLegend(editor.chartView(QStringLiteral("reaction"))->chart())->toPlainText();
    QVERIFY2(legend.contains(QStringLiteral("Best response of firm 1")) && legend.contains(QStringLiteral("Best response of firm 2")),
             qPrintable(legend));
    QVERIFY(legendNames(editor.chartView(QStringLiteral("reaction"))->chart()).size() >= 9);
  }

  /// The bargaining picture: its 12 legend entries whole, round ticks; a press or drag on the
  /// picture does nothing; "Set status quo by clicking" then a click sets it, in lowest terms.
  void bargainingPicture() {
    const StrategicGame game = StrategicGame::bimatrix({q({"5", "0"}), q({"0", "3"})}, {q({"3", "-4"}), q({"0", "6"})});
    auto result = analyzeStrategicGame(game, StrategicAnalysisOptions::forGame(game), Progress::none(), CancelToken::none());
    QVERIFY(result);
    auto analysis = std::make_shared<const StrategicAnalysis>(std::move(result.value()));
    StrategicAnalysisPanel panel;
    panel.resize(1100, 900);
    panel.setAnalysis(analysis);
    auto* page = panel.cooperativePage();
    panel.show();
    panel.setCurrentWidget(page);
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    QChartView* view = page->chartView();
    QStringList problems = chartProblems(view->chart(), QStringLiteral("bargaining"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(legendNames(view->chart()).size() >= 10);
    save(view, QStringLiteral("bargaining"));

    const PayoffPoint before = page->shownSolution()->nash.statusQuo;
    const QPoint target = pixelOf(view, QPointF(2.3, 1.2));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, target);
    QTest::mouseMove(view->viewport(), target + QPoint(20, 10));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, target + QPoint(20, 10));
    QCOMPARE(page->shownSolution()->nash.statusQuo, before);  // no word, no change

    QToolButton* pick = page->pickButton();
    QVERIFY(!pick->text().isEmpty() && !pick->toolTip().isEmpty());
    QTest::mouseClick(pick, Qt::LeftButton);
    QVERIFY(pick->isChecked());
    view = page->chartView();
    const QPointF value = view->chart()->mapToValue(view->chart()->mapFromScene(view->mapToScene(pixelOf(view, QPointF(2.3, 1.2)))));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, pixelOf(view, QPointF(2.3, 1.2)));
    QVERIFY(!pick->isChecked());  // one click, then off again
    Rational u(long(std::lround(value.x() * 100)), 100), v(long(std::lround(value.y() * 100)), 100);
    u.canonicalize();
    v.canonicalize();
    QCOMPARE(page->shownSolution()->nash.statusQuo, (PayoffPoint{u, v}));
    const QStringList shown = page->statusQuoEdit()->text().split(QStringLiteral(", "));
    QCOMPARE(shown.size(), 2);
    for (const QString& part : shown) {
      const auto r = parseRational(part.toStdString());
      QVERIFY2(r && QString::fromStdString(toString(*r)) == part, qPrintable(part));  // lowest terms
    }
    QVERIFY(page->text().contains(QStringLiteral("Status quo (%1, %2).").arg(formatRational(u), formatRational(v))));
    problems = chartProblems(page->chartView()->chart(), QStringLiteral("bargaining after the click"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
  }

  /// The thermograph ticks at t = 0, at its temperature and corners, and at its mean.
  void thermograph() {
    partizan::GameStore store;
    auto g = partizan::parseGameExpression(store, "{{6|3/2}|-5/2}");
    QVERIFY(g);
    partizan::ThermographTable table(store);
    const partizan::Thermograph graph = table.of(*g);
    ThermographChart chart;
    chart.resize(700, 520);
    chart.setThermograph(graph, QStringLiteral("{{6|3/2}|-5/2}"));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QStringList problems = chartProblems(chart.chart(), QStringLiteral("thermograph"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QStringList x, y;
    for (QAbstractAxis* axis : chart.chart()->axes(Qt::Horizontal)) x << tickLabels(axis);
    for (QAbstractAxis* axis : chart.chart()->axes(Qt::Vertical)) y << tickLabels(axis);
    QVERIFY2(y.contains(QStringLiteral("0")), qPrintable(y.join(QLatin1Char(' '))));
    QVERIFY2(y.contains(formatRational(graph.temperature)), qPrintable(y.join(QLatin1Char(' '))));
    QVERIFY2(x.contains(formatRational(graph.mean)), qPrintable(x.join(QLatin1Char(' '))));
    int corners = 0;
    for (const auto* wall : {&graph.left, &graph.right})
      for (const auto& [t, v] : wall->points)
        if (t > -1 && t < graph.temperature) {
          ++corners;
          QVERIFY2(y.contains(formatRational(t)), qPrintable(formatRational(t) + QStringLiteral(" in ") + y.join(QLatin1Char(' '))));
        }
    QVERIFY(corners > 0);
    save(&chart, QStringLiteral("thermograph"));
  }

  /// The poker charts tick at round values and at the current β, its value and thresholds.
  void pokerCharts() {
    PokerDocument doc(PokerGame{PokerModel::VonNeumann, Rational(7, 3)});
    PokerEditor editor(&doc);
    editor.resize(1100, 700);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const auto solution = continuousPokerSolution(doc.state());
    QVERIFY(solution);
    for (const char* key : {"value", "thresholds"}) {
      QChartView* view = editor.chartView(QString::fromLatin1(key));
      QVERIFY(view && view->chart());
      editor.tabs()->setCurrentWidget(view);
      QCoreApplication::processEvents();
      const QStringList problems = chartProblems(view->chart(), QString::fromLatin1(key));
      QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
      QStringList x, y;
      for (QAbstractAxis* axis : view->chart()->axes(Qt::Horizontal)) x << tickLabels(axis);
      for (QAbstractAxis* axis : view->chart()->axes(Qt::Vertical)) y << tickLabels(axis);
      QVERIFY2(x.contains(QStringLiteral("7/3")), qPrintable(x.join(QLatin1Char(' '))));
      if (QLatin1String(key) == QLatin1String("value"))
        QVERIFY2(y.contains(formatRational(solution->value)), qPrintable(y.join(QLatin1Char(' '))));
      save(view, QStringLiteral("poker-%1").arg(QString::fromLatin1(key)));
    }
  }

  /// Every chart of the first examples of each start-page section (every kind, most of the
  /// book's charts; all ~200 examples took 170 s of the suite), on every page: round ticks,
  /// whole legends.
  void everyExampleChart() {
    QTemporaryDir autosave;
    registerBuiltinKinds();
    MainWindow window(nullptr, autosave.path());
    window.resize(1366, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    int charts = 0;
    std::map<QString, int> perSection;
    for (const BuiltinExample& e : examples()) {
      if (++perSection[e.section] > kExamplesPerSection) continue;
      GameDocument* document = window.addDocument(e.factory());
      QVERIFY(document);
      QWidget* editor = window.currentEditor();
      // The automatic analysis starts after the debounce; wait until no job runs.
      QTest::qWait(AnalysisController::kDebounceMs + 50);
      const auto runners = editor->findChildren<SolverRunner*>();
      QTRY_VERIFY_WITH_TIMEOUT(std::none_of(runners.begin(), runners.end(), [](const SolverRunner* r) { return r->isRunning(); }),
                               20000);
      // Each chart checked and saved while it is on screen (its page current), then any left.
      std::set<QChartView*> seen;
      auto look = [&](bool shownOnly) {
        for (QChartView* view : editor->findChildren<QChartView*>()) {
          if (!view->chart() || view->chart()->series().isEmpty() || seen.count(view) || (shownOnly && !view->isVisible())) continue;
          seen.insert(view);
          problems << chartProblems(view->chart(), e.id + QStringLiteral(" “") + view->chart()->title() + QStringLiteral("”"));
          if (view->isVisible()) save(view, QStringLiteral("%1-%2").arg(e.id).arg(seen.size()));
        }
      };
      look(true);
      for (QTabWidget* tabs : editor->findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i) {
          if (!tabs->isTabEnabled(i) || !tabs->isVisibleTo(editor)) continue;
          tabs->setCurrentIndex(i);
          QCoreApplication::processEvents();
          look(true);
        }
      look(false);
      charts += int(seen.size());
      QVERIFY(window.closeDocument(document, MainWindow::CloseMode::Discard));
    }
    problems.removeDuplicates();
    for (const QString& p : problems) qWarning().noquote() << p;
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems").arg(problems.size())));
    QVERIFY2(charts >= 10, qPrintable(QString::number(charts)));
  }
};

QTEST_MAIN(TestCharts)
#include "test_charts.moc"
