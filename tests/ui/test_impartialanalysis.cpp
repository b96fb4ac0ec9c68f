/// The impartial analysis panel on digest cases: the Kayles sequence (T52: period 12 from
/// n = 71, the 14 exceptions), Dawson's chess (T53: period 34, 7 exceptions), subtraction
/// {1,3,4} (T36/T42: period 7, P-positions x mod 7 ∈ {0, 2}), typed specs and their errors,
/// a large N computed off the GUI thread, the calculator (T19, T21, T22, T84, T95), the 16 × 16
/// nim-multiplication table (T81, Table 5.2), the Wythoff heat map against solveWythoffTable, a
/// tartan heat map with its borders, and the source-003 tables. Every tab renders; with
/// IMPANALYSIS_SHOTS=dir the tabs are saved as dir/impanalysis_*.png.
#include "core/impartial/nimarithmetic.h"
#include "core/impartial/wythoff.h"
#include "ui/analysis/solverrunner.h"
#include "ui/impartial/grundysequencechart.h"
#include "ui/impartial/heatmaptab.h"
#include "ui/impartial/hintpanel.h"
#include "ui/impartial/impartialanalysispanel.h"
#include "ui/impartial/nimcalculatortab.h"
#include "ui/impartial/nimtabletab.h"
#include "ui/impartial/sequencetab.h"
#include "ui/impartial/shortestwintab.h"

#include <QAbstractItemModelTester>
#include <QAreaSeries>
#include <QChart>
#include <QDir>
#include <QLineSeries>
#include <QPointer>
#include <QTableWidget>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

HeapRule rule(const char* spec) {
  auto parsed = HeapRule::parse(spec);
  if (!parsed) qFatal("bad rule %s", spec);
  return parsed.value();
}

HeapPosition heaps(std::vector<HeapSize> sizes, std::vector<HeapRule> rules) {
  HeapPosition position;
  position.heaps = std::move(sizes);
  position.rules = std::move(rules);
  return position;
}

std::vector<Nimber> prefix(const SequenceTab& tab, std::size_t count) {
  const auto& v = *tab.values();
  return {v.begin(), v.begin() + std::ptrdiff_t(std::min(count, v.size()))};
}

void shoot(QWidget* widget, const QString& name) {
  const QByteArray dir = qgetenv("IMPANALYSIS_SHOTS");
  const QPixmap pixmap = widget->grab();
  QVERIFY(!pixmap.isNull());
  if (!dir.isEmpty()) QVERIFY(pixmap.save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("impanalysis_%1.png").arg(name))));
}

}  // namespace

class TestImpartialAnalysis : public QObject {
  Q_OBJECT
 private slots:
  void kaylesSequence();
  void dawsonSequence();
  void subtractionSequence();
  void typedSpecsAndErrors();
  void coinSequence();
  void samePositionKeepsChoices();
  void largeLimitRunsInBackground();
  void calculator();
  void calculatorErrors();
  void multiplicationTable();
  void wythoffHeatMap();
  void tartanHeatMap();
  void shortestWins();
  void modelsPassTester();
  void tabsRender();
  void periodBandGoesWithItsLines();
  void hackenbushHasNoSequence();
};

/// A Hackenbush picture has no rule sequence and no heat map of its own: those explorers are
/// not shown beside its hints (they showed Nim's sequence), and come back for heaps. The hint
/// panel numbers the trees 1, 2 (the second tree was once "Tree 3", after its smallest edge).
void TestImpartialAnalysis::hackenbushHasNoSequence() {
  HackenbushPosition h;
  h.picture.vertices = 4;
  h.picture.edges = {{0, 1}, {1, 2}, {0, 3}};
  ImpartialAnalysisPanel panel;
  panel.setPosition(h);
  QVERIFY(!panel.isTabVisible(panel.indexOf(panel.findChild<SequenceTab*>())));
  QVERIFY(!panel.isTabVisible(panel.indexOf(panel.findChild<HeatMapTab*>())));
  panel.setPosition(heaps({5, 7}, {rule("kayles")}));
  QVERIFY(panel.isTabVisible(panel.indexOf(panel.findChild<SequenceTab*>())));
  auto analysis = solvePosition(h);
  QVERIFY(analysis);
  const QString html = HintPanel::columnAdditionHtml(h, *analysis);
  QVERIFY2(html.contains(QStringLiteral("Tree 1")) && html.contains(QStringLiteral("Tree 2")) &&
               !html.contains(QStringLiteral("Tree 3")),
           qPrintable(html));
}

void TestImpartialAnalysis::periodBandGoesWithItsLines() {
  // A QAreaSeries does not own its boundary lines: the shaded period's lines must be deleted
  // with the band when the window is redrawn, not left behind at every scroll or zoom.
  charts::GrundySequenceChart chart;
  auto values = std::make_shared<const std::vector<Nimber>>(std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2});
  chart.setSequence(values, values->size(), HeapPeriodicity{0, 7, 7}, 0, QStringLiteral("S = {1, 3, 4}"));
  QList<QPointer<QObject>> lines;
  for (auto* series : chart.chart()->series())
    if (auto* band = qobject_cast<QAreaSeries*>(series)) lines << band->upperSeries() << band->lowerSeries();
  QCOMPARE(lines.size(), 2);
  chart.setWindow(0, 100);
  for (const auto& line : lines) QVERIFY(line.isNull());
}

void TestImpartialAnalysis::modelsPassTester() {
  SequenceTab sequence;
  QAbstractItemModelTester sequenceTester(sequence.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
  QVERIFY(sequence.showSpec(QStringLiteral("kayles")));
  sequence.setLimit(37);
  QCOMPARE(sequence.model()->rowCount(), 4);
  QVERIFY(!sequence.model()->index(3, 8).data().isValid());  // n = 38 is beyond N
  NimTableTab table;
  QAbstractItemModelTester tableTester(table.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
  table.setOrder(3);
  table.setOrder(5);
  QCOMPARE(table.model()->rowCount(), 32);
}

void TestImpartialAnalysis::kaylesSequence() {
  ImpartialAnalysisPanel panel;
  panel.setPosition(heaps({5, 7, 12}, {rule("kayles")}));
  auto* tab = panel.sequenceTab();
  QVERIFY(tab->periodicity().has_value());
  QCOMPARE(tab->periodicity()->period, std::size_t(12));
  QCOMPARE(tab->periodicity()->preperiod, std::size_t(71));
  // T52: g(0..20) and the 14 exceptions before the period.
  QCOMPARE(prefix(*tab, 21), (std::vector<Nimber>{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}));
  QCOMPARE(tab->exceptions(), (std::vector<std::size_t>{0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70}));
  const QString text = panel.text();
  QVERIFY2(text.contains(QStringLiteral("period 12 from n = 71")), qPrintable(text));
  QVERIFY(text.contains(QStringLiteral("Kayles")));
  QVERIFY(text.contains(QStringLiteral("(14 in all)")));
  QVERIFY(text.contains(QStringLiteral("0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70")));
  QVERIFY(tab->chart()->title().contains(QStringLiteral("period 12 from n = 71, proved at n = ")));
  // The table: 101 values in rows of ten, P-positions where g = 0.
  QCOMPARE(tab->model()->count(), std::size_t(101));
  QCOMPARE(tab->model()->rowCount(), 11);
  QCOMPARE(tab->model()->index(1, 5).data().toString(), QStringLiteral("7"));  // row 1, column +5: g(15) = 7
  QCOMPARE(tab->model()->headerData(7, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("70"));
  QVERIFY(tab->model()->index(7, 0).data(Qt::FontRole).value<QFont>().bold());  // g(70) is an exception
}

void TestImpartialAnalysis::dawsonSequence() {
  SequenceTab tab;
  QVERIFY(tab.showSpec(QStringLiteral("0.137")));
  QVERIFY(tab.periodicity().has_value());
  QCOMPARE(tab.periodicity()->period, std::size_t(34));
  QCOMPARE(tab.periodicity()->preperiod, std::size_t(52));
  QCOMPARE(prefix(tab, 16), (std::vector<Nimber>{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5}));
  QCOMPARE(tab.exceptions(), (std::vector<std::size_t>{0, 14, 16, 17, 31, 34, 51}));
  QVERIFY(tab.text().contains(QStringLiteral("Dawson's chess")));
  QVERIFY(tab.text().contains(QStringLiteral("period 34 from n = 52")));
}

void TestImpartialAnalysis::subtractionSequence() {
  ImpartialAnalysisPanel panel;
  panel.setPosition(heaps({10}, {HeapRule::subtraction({1, 3, 4})}));
  auto* tab = panel.sequenceTab();
  QVERIFY(tab->periodicity().has_value());
  QCOMPARE(tab->periodicity()->period, std::size_t(7));
  QCOMPARE(tab->periodicity()->preperiod, std::size_t(0));
  QVERIFY(tab->exceptions().empty());
  // T36: g = 0, 1, 0, 1, 2, 3, 2 repeating.
  QCOMPARE(prefix(*tab, 14), (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2}));
  const QString text = panel.text();
  QVERIFY2(text.contains(QStringLiteral("period 7 from n = 0")), qPrintable(text));
  QVERIFY(text.contains(QStringLiteral("S = {1, 3, 4}")));
  // P-positions x mod 7 in {0, 2}; the model marks them with a background.
  for (int n = 0; n <= 100; ++n) {
    const QModelIndex cell = tab->model()->index(n / 10, n % 10);
    const bool p = n % 7 == 0 || n % 7 == 2;
    QCOMPARE(cell.data().toString() == QStringLiteral("0"), p);
    QCOMPARE(cell.data(Qt::BackgroundRole).isValid(), p);
  }
  // Typing the same set as a list finds the same rule.
  QVERIFY(tab->showSpec(QStringLiteral("{1, 3, 4}")));
  QCOMPARE(tab->periodicity()->period, std::size_t(7));
}

void TestImpartialAnalysis::typedSpecsAndErrors() {
  SequenceTab tab;
  QVERIFY(tab.showSpec(QStringLiteral("kayles")));
  const auto kayles = tab.rule();
  QVERIFY(!tab.showSpec(QStringLiteral("0.8")));
  QVERIFY2(!tab.errorText().isEmpty(), "a bad octal digit is reported");
  QVERIFY(tab.errorText().startsWith(QStringLiteral("Not a heap rule")));
  QVERIFY2(tab.errorText().contains(QStringLiteral("“8” in “0.8” is not an octal digit (0 to 7).")),
           qPrintable(tab.errorText()));
  QCOMPARE(tab.rule(), kayles);  // the shown rule stays
  QVERIFY(!tab.showSpec(QStringLiteral("banana")));
  QVERIFY2(tab.errorText().contains(QStringLiteral("“banana” is not the name of a heap rule.")),
           qPrintable(tab.errorText()));
  QVERIFY(!tab.showSpec(QStringLiteral("")));
  QVERIFY2(tab.errorText().contains(QStringLiteral("No rule was given.")), qPrintable(tab.errorText()));
  QVERIFY(!tab.showSpec(QStringLiteral("ruler"), false));  // a coin rule typed as a heap rule
  QVERIFY(tab.showSpec(QStringLiteral("grundy")));
  QVERIFY(tab.errorText().isEmpty());
  // Grundy's game: g(0..10) = 0 0 0 1 0 2 1 0 2 1 0 (§1.4.4 ex 4); no period is claimed.
  QCOMPARE(prefix(tab, 11), (std::vector<Nimber>{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0}));
  QVERIFY(!tab.periodicity().has_value());
  QVERIFY(tab.text().contains(QStringLiteral("No period")));
  QVERIFY(tab.showSpec(QStringLiteral("1,2,3")));
  QCOMPARE(tab.periodicity()->period, std::size_t(4));
}

void TestImpartialAnalysis::coinSequence() {
  SequenceTab tab;
  QVERIFY(tab.showSpec(QStringLiteral("ruler"), true));
  // Ruler, numbered from 1: g(x) = the largest power of 2 dividing x.
  QCOMPARE(prefix(tab, 8), (std::vector<Nimber>{1, 2, 1, 4, 1, 2, 1, 8}));
  QCOMPARE(tab.model()->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("1"));
  QVERIFY(tab.text().contains(QStringLiteral("Ruler")));
  QVERIFY(!tab.showSpec(QStringLiteral("kayles"), true));
  QVERIFY(tab.errorText().startsWith(QStringLiteral("Not a coin rule")));
}

void TestImpartialAnalysis::samePositionKeepsChoices() {
  ImpartialAnalysisPanel panel;
  const HeapPosition position = heaps({3, 4}, {rule("kayles")});
  panel.setPosition(position);
  QVERIFY(panel.sequenceTab()->showSpec(QStringLiteral("1,3,4")));
  HeapPosition moved = position;
  moved.heaps = {1, 4};
  panel.setPosition(moved);  // a move: same rules, the typed rule stays on screen
  QCOMPARE(panel.sequenceTab()->periodicity()->period, std::size_t(7));
  // Several rules: each distinct rule is offered, the first shown.
  panel.setPosition(heaps({3, 4, 5}, {rule("dawson"), rule("kayles"), rule("dawson")}));
  QCOMPARE(panel.sequenceTab()->periodicity()->period, std::size_t(34));
  // Queens: the heat map follows the board size once, then keeps the user's size.
  QueensPosition queens;
  queens.size = 10;
  queens.queens = {{3, 4}};
  panel.setPosition(queens);
  QCOMPARE(panel.heatMapTab()->rows(), 10);
  panel.heatMapTab()->showWythoff(12);
  queens.queens = {{2, 4}};
  panel.setPosition(queens);
  QCOMPARE(panel.heatMapTab()->rows(), 12);
}

void TestImpartialAnalysis::largeLimitRunsInBackground() {
  SequenceTab tab;
  QVERIFY(tab.showSpec(QStringLiteral("kayles")));
  tab.setLimit(200000);
  QVERIFY(tab.runner()->isRunning() || tab.values()->size() > 200000);
  QTRY_VERIFY_WITH_TIMEOUT(!tab.runner()->isRunning(), 20000);
  QVERIFY(tab.values()->size() >= 200001);
  QCOMPARE(tab.model()->count(), std::size_t(200001));
  QCOMPARE(tab.model()->rowCount(), 20001);
  QCOMPARE(tab.periodicity()->period, std::size_t(12));
  // The chart shows a window, never all 200001 points.
  QVERIFY(tab.chart()->plottedPoints() <= charts::GrundySequenceChart::zoomWidths().back());
  tab.chart()->setWindow(199990, 100);
  QCOMPARE(tab.chart()->windowFirst(), std::size_t(200001 - 100));
  QCOMPARE(tab.chart()->plottedPoints(), std::size_t(100));
  // Cancel answers at once and leaves the old values.
  tab.setLimit(9000000);
  QVERIFY(tab.runner()->isRunning());
  tab.runner()->cancel();
  QVERIFY(!tab.runner()->isRunning());
  QVERIFY(tab.summaryText().contains(QStringLiteral("cancelled")));
}

void TestImpartialAnalysis::calculator() {
  NimCalculatorTab tab;
  tab.setInputs(QStringLiteral("22"), QStringLiteral("51"));
  QVERIFY(tab.errorText().isEmpty());
  QString text = tab.text();
  // T19: 22 ⊕ 51 = (10110)₂ ⊕ (110011)₂ = (100101)₂ = 37.
  QVERIFY2(text.contains(QStringLiteral("22 ⊕ 51 = 37")), qPrintable(text));
  QVERIFY(text.contains(QStringLiteral("22 = ( 10110)₂")));
  QVERIFY(text.contains(QStringLiteral("51 = (110011)₂")));
  QVERIFY(text.contains(QStringLiteral("37 = (100101)₂")));
  tab.setInputs(QStringLiteral("27"), QStringLiteral("17"));  // T21
  QVERIFY(tab.text().contains(QStringLiteral("27 ⊕ 17 = 10")));
  tab.setInputs(QStringLiteral("38"), QStringLiteral("25"));  // T22 (corrected): 38 ⊕ 25 = 63
  QVERIFY(tab.text().contains(QStringLiteral("38 ⊕ 25 = 63")));
  tab.setInputs(QStringLiteral("6"), QStringLiteral("21"));  // T95(a)
  text = tab.text();
  QVERIFY2(text.contains(QStringLiteral("6 ⊗ 21 = 104")), qPrintable(text));
  QVERIFY(text.contains(QStringLiteral("= (4 ⊕ 2) ⊗ (16 ⊕ 4 ⊕ 1)")));
  tab.setInputs(QStringLiteral("25"), QStringLiteral("40"));  // T95(b), erratum E-12: 73, not 165
  QVERIFY(tab.text().contains(QStringLiteral("25 ⊗ 40 = 73")));
  tab.setInputs(QStringLiteral("15"), QStringLiteral("14"));  // T95(c)
  QVERIFY(tab.text().contains(QStringLiteral("15 ⊘ 14 = 12")));
  tab.setInputs(QStringLiteral("8"), QStringLiteral("16"));  // T95(d), T84
  text = tab.text();
  QVERIFY(text.contains(QStringLiteral("√8 = 14")));
  QVERIFY(text.contains(QStringLiteral("8 ⊗ 16 = 128")));
  tab.setInputs(QStringLiteral("16"), QStringLiteral("16"));
  QVERIFY(tab.text().contains(QStringLiteral("16 ⊗ 16 = 24")));
  tab.setInputs(QStringLiteral("1"), QStringLiteral("7"));  // T84: 1 ⊘ 7 = 11
  QVERIFY(tab.text().contains(QStringLiteral("1 ⊘ 7 = 11")));
  QVERIFY(tab.text().contains(QStringLiteral("7⁻¹ = 11")));
  tab.setInputs(QStringLiteral("0x10"), QStringLiteral("0b11"));
  QVERIFY(tab.text().contains(QStringLiteral("16 ⊕ 3 = 19")));
  tab.setInputs(QStringLiteral("18446744073709551615"), QStringLiteral("0"));
  QVERIFY(tab.errorText().isEmpty());
  QVERIFY(tab.text().contains(QStringLiteral("is undefined")));
  QVERIFY(tab.text().contains(QStringLiteral("0⁻¹ does not exist")));
}

void TestImpartialAnalysis::calculatorErrors() {
  NimCalculatorTab tab;
  tab.setInputs(QStringLiteral("abc"), QStringLiteral("5"));
  QVERIFY(tab.errorText().contains(QStringLiteral("“abc” is not a whole number")));
  QVERIFY(!tab.text().contains(QStringLiteral("⊗ 5 =")));
  tab.setInputs(QStringLiteral("3"), QStringLiteral("-4"));
  QVERIFY(tab.errorText().contains(QStringLiteral("negative")));
  tab.setInputs(QStringLiteral("18446744073709551616"), QStringLiteral("1"));
  QVERIFY(tab.errorText().contains(QStringLiteral("larger than")));
  tab.setInputs(QStringLiteral("2.5"), QString());
  QVERIFY(tab.errorText().contains(QStringLiteral("“2.5”")));
  QVERIFY(tab.errorText().contains(QStringLiteral("y is empty")));
}

void TestImpartialAnalysis::multiplicationTable() {
  NimTableTab tab;
  QCOMPARE(tab.model()->side(), 16);
  QCOMPARE(tab.model()->rowCount(), 16);
  // T81: Table 5.2 transcribed, x ⊗ y for rows x and columns y = 0..15.
  const int table[16][16] = {
      {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},      {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
      {0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5}, {0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10},
      {0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1}, {0, 5, 10, 15, 2, 7, 8, 13, 3, 6, 9, 12, 1, 4, 11, 14},
      {0, 6, 11, 13, 14, 8, 5, 3, 7, 1, 12, 10, 9, 15, 2, 4}, {0, 7, 9, 14, 10, 13, 3, 4, 15, 8, 6, 1, 5, 2, 12, 11},
      {0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2}, {0, 9, 14, 7, 15, 6, 1, 8, 5, 12, 11, 2, 10, 3, 4, 13},
      {0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 4, 2, 8, 13, 7}, {0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15, 14, 5, 3, 8},
      {0, 12, 4, 8, 13, 1, 9, 5, 6, 10, 2, 14, 11, 7, 15, 3}, {0, 13, 6, 11, 9, 4, 15, 2, 14, 3, 8, 5, 7, 10, 1, 12},
      {0, 14, 7, 9, 5, 11, 2, 12, 10, 4, 13, 3, 15, 1, 8, 6}, {0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9}};
  for (int x = 0; x < 16; ++x)
    for (int y = 0; y < 16; ++y) {
      QCOMPARE(tab.model()->index(x, y).data().toString(), QString::number(table[x][y]));
      QVERIFY(tab.model()->index(x, y).data(Qt::BackgroundRole).isValid());
    }
  QVERIFY(tab.text().contains(QStringLiteral("2: 0 2 3 1 8 10 11 9 12 14 15 13 4 6 7 5")));
  tab.setOrder(8);
  QCOMPARE(tab.model()->rowCount(), 256);
  QCOMPARE(tab.model()->index(255, 255).data().toString(), QString::number(nimProduct(255, 255)));
  tab.setOrder(1);
  QCOMPARE(tab.model()->rowCount(), 2);
}

void TestImpartialAnalysis::wythoffHeatMap() {
  ImpartialAnalysisPanel panel;
  QueensPosition queens;
  queens.size = 8;
  queens.queens = {{5, 3}};
  panel.setPosition(queens);
  auto* tab = panel.heatMapTab();
  QVERIFY(tab->isWythoff());
  QCOMPARE(tab->rows(), 8);
  QCOMPARE(tab->cols(), 8);
  const auto table = solveWythoffTable({.size = 8});
  QVERIFY(table.hasValue());
  for (int x = 0; x < 8; ++x)
    for (int y = 0; y < 8; ++y) {
      QCOMPARE(tab->valueAt(x, y), table.value()[std::size_t(x) * 8 + std::size_t(y)]);
      QCOMPARE(tab->valueAt(x, y) == 0, isWythoffP(std::uint64_t(x), std::uint64_t(y)));
    }
  // The P-positions (0,0), (1,2), (3,5) and their mirror images; g(1,1) = 2.
  QCOMPARE(tab->valueAt(1, 2), Nimber(0));
  QCOMPARE(tab->valueAt(5, 3), Nimber(0));
  QCOMPARE(tab->valueAt(1, 1), Nimber(2));
  // The text is drawn top row first: y = 7 down to y = 0; row y = 0 is 0 1 2 3 4 5 6 7.
  const QString text = panel.text();
  QVERIFY(text.contains(QStringLiteral("y = 0: 0 1 2 3 4 5 6 7")));
  QVERIFY(text.indexOf(QStringLiteral("y = 7:")) < text.indexOf(QStringLiteral("y = 0:")));
  tab->map()->resize(400, 400);
  QVERIFY(tab->map()->showsNumbers());
}

void TestImpartialAnalysis::tartanHeatMap() {
  ImpartialAnalysisPanel panel;
  CoinGridPosition grid;
  grid.rule.kind = CoinGridRule::Kind::Tartan;
  grid.rule.rows.kind = CoinRule::Kind::Ruler;
  grid.rule.cols.kind = CoinRule::Kind::Ruler;
  grid.rows = 6;
  grid.cols = 7;
  grid.heads.assign(42, false);
  panel.setPosition(grid);
  auto* tab = panel.heatMapTab();
  QVERIFY(!tab->isWythoff());
  QCOMPARE(tab->rows(), 6);
  QCOMPARE(tab->cols(), 7);
  const auto& data = tab->map()->data();
  QCOMPARE(data.rowBorder.size(), std::size_t(6));
  QCOMPARE(data.colBorder.size(), std::size_t(7));
  // Rugs: g(x, y) = Ruler(x) ⊗ Ruler(y) (Table 5.3).
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 7; ++c) QCOMPARE(tab->valueAt(r, c), nimProduct(data.rowBorder[std::size_t(r)], data.colBorder[std::size_t(c)]));
  QCOMPARE(data.colBorder, (std::vector<Nimber>{1, 2, 1, 4, 1, 2, 1}));
  QVERIFY(panel.text().contains(QStringLiteral("g2: 1 2 1 4 1 2 1")));
  // The sequence tab shows the factor rule.
  QVERIFY(panel.sequenceTab()->text().contains(QStringLiteral("Ruler")));
  // Turning Corners: x ⊗ y.
  CoinGridPosition corners = grid;
  corners.rule = CoinGridRule{};
  corners.rule.kind = CoinGridRule::Kind::TurningCorners;
  panel.setPosition(corners);
  QCOMPARE(tab->valueAt(4, 4), Nimber(6));
  QVERIFY(tab->map()->data().rowBorder.empty());
}

void TestImpartialAnalysis::shortestWins() {
  ShortestWinTab tab;
  QVERIFY(!tab.pyramidReady());
  QVERIFY(!tab.runner()->isRunning());  // computed when first shown
  tab.setMaxRows(10);
  QTRY_VERIFY_WITH_TIMEOUT(tab.pyramidReady(), 60000);
  // Stone game, M = 2..20: the first player wins iff M mod 4 != 1, in ⌈(M − 1)/4⌉ own moves (digest §3).
  auto* stones = tab.stoneTable();
  QCOMPARE(stones->rowCount(), 19);
  for (int m = 2; m <= 20; ++m) {
    const int row = m - 2;
    QCOMPARE(stones->item(row, 0)->text(), QString::number(m));
    QCOMPARE(stones->item(row, 1)->text(), QString::number((m + 1) / 2));
    const bool wins = m % 4 != 1;
    QCOMPARE(stones->item(row, 2)->text().startsWith(QStringLiteral("yes")), wins);
    QCOMPARE(stones->item(row, 3)->text(), wins ? QString::number((m - 1 + 3) / 4) : QStringLiteral("—"));
    QCOMPARE(stones->item(row, 4)->text(), wins ? QString::number(2 * ((m - 1 + 3) / 4)) : QStringLiteral("—"));
  }
  // Pyramid p = 2..10 (digest §4): own moves 1, ×, 3, 7, 8, ×, 14, 22, 23.
  const int moves[] = {1, 0, 3, 7, 8, 0, 14, 22, 23};
  auto* pyramid = tab.pyramidTable();
  QCOMPARE(pyramid->rowCount(), 9);
  for (int p = 2; p <= 10; ++p) {
    const int row = p - 2, v = moves[row];
    QCOMPARE(pyramid->item(row, 1)->text(), QString::number(p * (p + 1) / 2));
    QCOMPARE(pyramid->item(row, 2)->text(), QString::number((p * (p + 1) / 2 + 1) / 2));
    QCOMPARE(pyramid->item(row, 3)->text().startsWith(QStringLiteral("yes")), v > 0);
    QCOMPARE(pyramid->item(row, 4)->text(), v > 0 ? QString::number(v) : QStringLiteral("—"));
    QCOMPARE(pyramid->item(row, 5)->text(), v > 0 ? QString::number(2 * v) : QStringLiteral("—"));
  }
  QVERIFY(tab.text().contains(QStringLiteral("Pyramid")));
}

void TestImpartialAnalysis::tabsRender() {
  ImpartialAnalysisPanel panel;
  panel.resize(760, 860);
  panel.setPosition(heaps({5, 7, 12}, {rule("kayles")}));
  panel.show();
  QVERIFY(QTest::qWaitForWindowExposed(&panel));
  const QStringList names{QStringLiteral("sequence"), QStringLiteral("heatmap"), QStringLiteral("calculator"),
                          QStringLiteral("table"), QStringLiteral("shortestwin")};
  QCOMPARE(panel.count(), 5);
  for (int i = 0; i < panel.count(); ++i) {
    panel.setCurrentIndex(i);
    QCoreApplication::processEvents();
    if (i == 4) QTRY_VERIFY_WITH_TIMEOUT(panel.shortestWinTab()->pyramidReady(), 60000);
    shoot(&panel, names[i]);
  }
  QueensPosition queens;
  queens.size = 8;
  panel.setPosition(queens);
  panel.setCurrentIndex(1);
  QCoreApplication::processEvents();
  shoot(&panel, QStringLiteral("heatmap_wythoff8"));
  panel.sequenceTab()->showSpec(QStringLiteral("0.137"));
  panel.setCurrentIndex(0);
  QCoreApplication::processEvents();
  shoot(&panel, QStringLiteral("sequence_dawson"));
  panel.sequenceTab()->showSpec(QStringLiteral("0.8"));
  QCoreApplication::processEvents();
  shoot(&panel, QStringLiteral("sequence_error"));
  CoinGridPosition grid;
  grid.rule.kind = CoinGridRule::Kind::Tartan;
  grid.rule.rows.kind = CoinRule::Kind::MockTurtles;
  grid.rule.cols.kind = CoinRule::Kind::Ruler;
  grid.rows = 10;
  grid.cols = 12;
  grid.heads.assign(120, false);
  panel.setPosition(grid);
  panel.setCurrentIndex(1);
  QCoreApplication::processEvents();
  shoot(&panel, QStringLiteral("heatmap_tartan"));
  panel.sequenceTab()->showSpec(QStringLiteral("kayles"));
  panel.sequenceTab()->setLimit(300000);
  QTRY_VERIFY_WITH_TIMEOUT(!panel.sequenceTab()->runner()->isRunning(), 20000);
  panel.sequenceTab()->chart()->setWindow(0, 500);
  panel.setCurrentIndex(0);
  QCoreApplication::processEvents();
  shoot(&panel, QStringLiteral("sequence_large"));
  panel.calculatorTab()->setInputs(QStringLiteral("6"), QStringLiteral("21"));
  panel.setCurrentIndex(2);
  QCoreApplication::processEvents();
  shoot(&panel, QStringLiteral("calculator_product"));
}

QTEST_MAIN(TestImpartialAnalysis)
#include "test_impartialanalysis.moc"
