#include "ui/tree/treecfrpage.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"

#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QValueAxis>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace gamelab::ui {
namespace {

/// The chart keeps at most this many live points (every second one is dropped beyond).
constexpr int kMaxChartPoints = 4000;
/// The log axis cannot show 0: exploitabilities below this are drawn at it.
constexpr double kSmallest = 1e-12;

QString number(double x) { return QString::number(x, 'g', 4); }

}  // namespace

TreeCfrPage::TreeCfrPage(QWidget* parent)
    : TreePage(parent), iterations_(new QSpinBox(this)), target_(new QDoubleSpinBox(this)),
      seconds_(new QDoubleSpinBox(this)), start_(new QPushButton(tr("Start"), this)),
      stop_(new QPushButton(tr("Stop"), this)), status_(new QLabel(this)), chartView_(new QChartView(this)),
      runner_(new SolverRunner(this)) {
  auto* iterationsLabel = new QLabel(tr("Iterations:"), this);
  iterations_->setObjectName(QStringLiteral("cfrIterations"));
  iterations_->setRange(1, std::numeric_limits<int>::max());
  iterations_->setValue(10000);
  iterations_->setToolTip(tr("Stop after this many iterations (each updates both players once)"));
  iterationsLabel->setBuddy(iterations_);
  auto* targetLabel = new QLabel(tr("Target:"), this);
  target_->setObjectName(QStringLiteral("cfrTarget"));
  target_->setDecimals(6);
  target_->setRange(0, 1e6);
  target_->setSingleStep(0.0001);
  target_->setValue(0.0001);
  target_->setSpecialValueText(tr("none"));
  target_->setToolTip(tr("Stop once the exploitability of the average strategies (computed in floating point as it "
                         "runs) is at most this; 0 = none"));
  targetLabel->setBuddy(target_);
  auto* secondsLabel = new QLabel(tr("Seconds:"), this);
  seconds_->setObjectName(QStringLiteral("cfrSeconds"));
  seconds_->setDecimals(1);
  seconds_->setRange(0, 86400);
  seconds_->setValue(60);
  seconds_->setSpecialValueText(tr("no limit"));
  seconds_->setToolTip(tr("Time budget: after this many seconds the iterations stop and the answer so far is shown; "
                          "0 = no limit"));
  secondsLabel->setBuddy(seconds_);
  start_->setObjectName(QStringLiteral("cfrStart"));
  start_->setToolTip(tr("Run CFR+ on the tree as it is now: an approximate solution whose error is bounded exactly "
                        "at the end"));
  stop_->setObjectName(QStringLiteral("cfrStop"));
  stop_->setToolTip(tr("Stop iterating and show the answer so far with its exact bound (press again to cancel "
                       "the exact check)"));
  stop_->setEnabled(false);
  status_->setObjectName(QStringLiteral("cfrStatus"));
  controls()->addWidget(iterationsLabel);
  controls()->addWidget(iterations_);
  controls()->addWidget(targetLabel);
  controls()->addWidget(target_);
  controls()->addWidget(secondsLabel);
  controls()->addWidget(seconds_);
  controls()->addWidget(start_);
  controls()->addWidget(stop_);
  controls()->addStretch(1);
  chartView_->setObjectName(QStringLiteral("cfrChart"));
  chartView_->setRenderHint(QPainter::Antialiasing);
  chartView_->setMinimumHeight(180);
  auto* box = static_cast<QBoxLayout*>(layout());
  box->insertWidget(1, status_);
  box->insertWidget(2, chartView_, 1);
  resetChart();
  setTree(nullptr);

  connect(start_, &QPushButton::clicked, this, &TreeCfrPage::start);
  connect(stop_, &QPushButton::clicked, this, &TreeCfrPage::stop);
  connect(runner_, &SolverRunner::progressChanged, this, [this](double, const QString& stage) {
    if (stage == QLatin1String("verify")) status_->setText(tr("Computing the exact bound by best replies…"));
  });
  connect(runner_, &SolverRunner::cancelled, this, [this] {
    setRunning(false);
    message_ = tr("Cancelled.");
    showResult();
    emit runFinished();
  });
}

TreeCfrPage::~TreeCfrPage() {
  runner_->disconnect(this);  // no "cancelled" shown by a page being destroyed
  runner_->cancel();
}

void TreeCfrPage::setTree(std::shared_ptr<const GameTree> tree) {
  if (runner_->isRunning()) runner_->cancel();
  tree_ = std::move(tree);
  result_.reset();
  solvedTree_.reset();
  message_.clear();
  status_->clear();
  resetChart();
  setRunning(false);
  showResult();
  emit overlayChanged();
}

CfrPlusOptions TreeCfrPage::options() const {
  CfrPlusOptions options;
  options.maxIterations = iterations_->value();
  options.targetExploitability = target_->value();
  options.seconds = seconds_->value();
  return options;
}

bool TreeCfrPage::isRunning() const { return runner_->isRunning(); }

int TreeCfrPage::chartPoints() const { return series_ ? static_cast<int>(series_->count()) : 0; }

void TreeCfrPage::start() {
  if (!tree_) return;
  CfrPlusOptions options = this->options();
  stopToken_ = CancelToken();
  options.stop = stopToken_;
  const int generation = ++generation_;
  QPointer<TreeCfrPage> self(this);
  // At most 20 points a second reach the GUI thread (small trees check thousands of times a
  // second); the whole history replaces them at the end. Called on the solver's thread only.
  auto lastPost = std::make_shared<std::chrono::steady_clock::time_point>();
  options.onCheck = [self, generation, lastPost](const CfrPlusPoint& point) {
    const auto now = std::chrono::steady_clock::now();
    if (point.iteration > 10 && now - *lastPost < std::chrono::milliseconds(50)) return;
    *lastPost = now;
    postToGuiThread([self, generation, point] {
      if (self && self->generation_ == generation) self->addPoint(point);
    });
  };
  result_.reset();
  message_.clear();
  resetChart();
  stopping_ = false;
  status_->setText(tr("Iterating…"));
  emit overlayChanged();
  const std::shared_ptr<const GameTree> tree = tree_;
  runner_->run<CfrPlusResult>(
      tr("Running CFR+"),
      [tree, options](const Progress& progress, const CancelToken& cancel) {
        return solveCfrPlus(*tree, options, progress, cancel);
      },
      [this, tree](const Expected<CfrPlusResult>& result) {
        setRunning(false);
        if (result) {
          result_ = std::make_shared<const CfrPlusResult>(result.value());
          solvedTree_ = tree;
          resetChart();
          for (const CfrPlusPoint& point : result_->history) addPoint(point);
          status_->setText(tr("Done: %n iteration(s).", nullptr, int(std::min<std::int64_t>(result_->iterations, INT32_MAX))));
        } else {
          message_ = errorText(result.error());
          status_->clear();
        }
        showResult();
        emit overlayChanged();
        emit runFinished();
      });
  setRunning(true);
  showResult();
}

void TreeCfrPage::stop() {
  if (!runner_->isRunning()) return;
  if (stopping_) {
    runner_->cancel();
    return;
  }
  stopping_ = true;
  stopToken_.cancel();
  status_->setText(tr("Stopping…"));
}

void TreeCfrPage::setRunning(bool running) {
  start_->setEnabled(!running && tree_ != nullptr);
  stop_->setEnabled(running);
  iterations_->setEnabled(!running);
  target_->setEnabled(!running);
  seconds_->setEnabled(!running);
}

void TreeCfrPage::resetChart() {
  chart_ = new QChart;
  // No title (a long one is cut on a narrow panel): the axis says what is drawn, the tool tip the rest.
  chartView_->setToolTip(tr("Exploitability of the average strategies (floating point, as it runs)"));
  series_ = charts::lineSeries(tr("exploitability"), QColor(0x1f, 0x77, 0xb4), 2.0);
  series_->setParent(chart_);  // owned by the chart before it is added to it
  xAxis_ = new QValueAxis;
  xAxis_->setTitleText(tr("Iterations"));
  xAxis_->setLabelFormat(QStringLiteral("%.0f"));
  xAxis_->setRange(0, 10);
  yAxis_ = new QLogValueAxis;
  yAxis_->setTitleText(tr("Exploitability (log scale)"));
  yAxis_->setBase(10);
  yAxis_->setLabelFormat(QStringLiteral("%.0e"));
  yAxis_->setRange(1e-4, 1);
  yLow_ = yHigh_ = 0;
  chart_->addAxis(xAxis_, Qt::AlignBottom);
  chart_->addAxis(yAxis_, Qt::AlignLeft);
  chart_->legend()->setVisible(false);
  charts::showChart(chartView_, chart_);
  chart_->legend()->setVisible(false);
}

void TreeCfrPage::addPoint(const CfrPlusPoint& point) {
  if (series_->count() >= kMaxChartPoints) {
    QList<QPointF> kept;
    const QList<QPointF> all = series_->points();
    for (qsizetype k = 0; k < all.size(); k += 2) kept << all[k];
    series_->replace(kept);
  }
  const double y = std::max(point.exploitability, kSmallest);
  if (!series_->chart()) {  // the series joins the chart with its first point (an empty chart shows no line)
    chart_->addSeries(series_);
    series_->attachAxis(xAxis_);
    series_->attachAxis(yAxis_);
  }
  series_->append(double(point.iteration), y);
  yLow_ = yLow_ == 0 ? y : std::min(yLow_, y);
  yHigh_ = std::max(yHigh_, y);
  xAxis_->setRange(0, std::max(10.0, double(point.iteration)));
  xAxis_->applyNiceNumbers();  // ticks at round iteration counts
  // Whole decades, a hair wider so that the end labels are drawn.
  yAxis_->setRange(0.999 * std::pow(10.0, std::floor(std::log10(yLow_))),
                   1.001 * std::pow(10.0, std::ceil(std::log10(yHigh_) + 1e-9)));
  if (runner_->isRunning() && !stopping_)
    status_->setText(tr("Iteration %1: exploitability ≈ %2 (floating point)").arg(point.iteration).arg(number(point.exploitability)));
}

void TreeCfrPage::showResult() { showHtml(resultHtml()); }

QString TreeCfrPage::resultHtml() const {
  if (!tree_) return pagehtml::note(tr("No tree."));
  if (!message_.isEmpty()) return pagehtml::warning(message_.toHtmlEscaped());
  if (!result_) {
    if (runner_->isRunning()) return pagehtml::note(tr("Running CFR+… the chart shows the exploitability as it falls."));
    return pagehtml::note(tr("CFR+ approximates optimal behaviour in two-person zero-sum trees with perfect recall that "
                             "are too large for the exact sequence form. Press Start; the result is approximate, and "
                             "its error is bounded exactly at the end."));
  }
  const GameTree& tree = *solvedTree_;
  const CfrPlusResult& r = *result_;
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Approximate solution by CFR+"));
  const int iterations = int(std::min<std::int64_t>(r.iterations, INT32_MAX));
  if (r.exploitability == 0)  // the rounded average happens to be optimal: proved, not approximate
    h += pagehtml::ok(tr("Exact: after %n iteration(s) the rounded average behaviour is an equilibrium (exploitability 0, "
                         "proved by exact best replies).", nullptr, iterations));
  else
    h += pagehtml::warning(tr("Approximate: the average behaviour after %n iteration(s), not an exact equilibrium.", nullptr,
                              iterations));
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("The value for %1 lies in [%2, %3] (proved by exact best replies).")
                    .arg(TreeText::playerHtml(tree, 0), formatRationalWithDecimal(r.valueLower).toHtmlEscaped(),
                         formatRationalWithDecimal(r.valueUpper).toHtmlEscaped()));
  h += QStringLiteral("<p><b>%1</b> %2</p>")
           .arg(tr("Exploitability (exact bound):"), QStringLiteral("%1 ≈ %2").arg(formatRational(r.exploitability).toHtmlEscaped(),
                                                                                  number(r.exploitabilityFloat)));
  h += pagehtml::note(tr("Exploitability = upper − lower: neither player's behaviour below loses more than this against "
                         "a best reply, and the value is at most this far from either bound."));
  QString why;
  switch (r.stoppedBy) {
    case CfrPlusStop::Iterations: why = tr("the iteration limit was reached"); break;
    case CfrPlusStop::Target: why = tr("the target exploitability was reached"); break;
    case CfrPlusStop::Time: why = tr("the time budget ran out"); break;
    case CfrPlusStop::Stopped: why = tr("you pressed Stop"); break;
  }
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("Stopped because %1 after %2 s of iterations.").arg(why, QString::number(r.iterationSeconds, 'g', 3)));
  for (int player = 0; player < 2; ++player) {
    h += QStringLiteral("<h4>%1</h4>").arg(tr("Average behaviour of %1 (rounded; the bounds hold for these numbers)").arg(TreeText::playerHtml(tree, player)));
    h += TreeText::behaviourTable(tree, r.behaviour, player);
  }
  return h;
}

QString TreeCfrPage::render(const TreeAnalysis&) { return resultHtml(); }

QString TreeCfrPage::text() const { return status_->text() + QLatin1Char('\n') + ResultPage::text(); }

TreeOverlay TreeCfrPage::overlay() const {
  if (!result_ || !solvedTree_ || solvedTree_ != tree_) return {};
  const GameTree& tree = *solvedTree_;
  const CfrPlusResult& r = *result_;
  TreeOverlay o;
  o.behaviour.resize(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    if (tree.infoSets[s].isChance()) {
      o.behaviour[s] = tree.infoSets[s].probabilities;
      continue;
    }
    for (double p : r.behaviourFloat[s]) o.behaviour[s].push_back(approximate(p, 1000));
  }
  o.behaviourAsDecimals = true;
  // On the path: every probability on the way down is positive (no products needed).
  o.onPath.assign(tree.nodes.size(), false);
  if (!tree.nodes.empty()) o.onPath[0] = true;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const TreeNode& n = tree.node(id);
    if (!o.onPath[std::size_t(id)]) continue;
    for (std::size_t a = 0; a < n.children.size(); ++a)
      o.onPath[std::size_t(n.children[a])] = r.behaviour[std::size_t(n.infoSet)][a] > 0;
  }
  o.caption = tr("CFR+ average behaviour after %1 iterations (approximate): value in [%2, %3]")
                  .arg(r.iterations)
                  .arg(number(r.valueLowerFloat), number(r.valueUpperFloat));
  return o;
}

}  // namespace gamelab::ui
