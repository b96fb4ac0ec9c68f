#include "ui/analysis/qrepanel.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/analysis/charts/qrebranchchart.h"
#include "ui/analysis/progresspanel.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {

constexpr int kSliderSteps = 100;  ///< slider positions between two traced points

QString probabilityText(double p) { return QString::number(p, 'f', 4); }

QString lambdaText(double lambda) {
  return lambda >= 1e5 ? QString::number(lambda, 'g', 6) : QString::number(lambda, 'f', lambda < 10 ? 4 : 2);
}

}  // namespace

QrePanel::QrePanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  hint_ = new QLabel(this);
  hint_->setWordWrap(true);
  hint_->setStyleSheet(QStringLiteral("color: grey"));
  layout->addWidget(hint_);

  // One row of controls: the axis, then the slider along the branch with its λ.
  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Axis:"), this));
  axis_ = new QComboBox(this);
  axis_->addItem(tr("λ / (1 + λ): the whole branch"));
  axis_->addItem(tr("λ"));
  axis_->setToolTip(tr("λ/(1+λ) maps λ = 0…∞ onto 0…1 and shows the branch to its limit; λ shows where it moves most"));
  controls->addWidget(axis_);
  controls->addStretch();
  layout->addLayout(controls);
  // The slider on a row of its own: analysis panels are narrow.
  auto* along = new QHBoxLayout;
  along->addWidget(new QLabel(tr("Along the branch:"), this));
  slider_ = new QSlider(Qt::Horizontal, this);
  slider_->setToolTip(tr("Move along the branch (through its turns back in λ); the table shows the profile at the marker"));
  slider_->setAccessibleName(tr("Position on the QRE branch"));
  along->addWidget(slider_, 1);
  lambdaLabel_ = new QLabel(this);
  lambdaLabel_->setMinimumWidth(150);
  along->addWidget(lambdaLabel_);
  layout->addLayout(along);

  // The charts above (the branch; the likelihood once counts are typed), the profile and the
  // data below with the fit beside them (analysis panels are tall and narrow).
  auto* splitter = new QSplitter(Qt::Vertical, this);
  charts_ = new QTabWidget(splitter);
  charts_->setDocumentMode(true);
  chart_ = new QreBranchChart(charts_);
  charts_->addTab(chart_, tr("Branch"));
  likelihood_ = new QChartView(charts_);
  likelihood_->setRenderHint(QPainter::Antialiasing);
  likelihood_->setToolTip(tr("The log-likelihood of the observed counts at each point of the branch"));
  charts_->addTab(likelihood_, tr("Likelihood"));
  charts_->setTabEnabled(1, false);
  auto* below = new QWidget(splitter);
  auto* belowLayout = new QVBoxLayout(below);
  belowLayout->setContentsMargins(0, 0, 0, 0);
  table_ = new QTableWidget(below);
  table_->setColumnCount(6);
  table_->setHorizontalHeaderLabels({tr("Agent"), tr("Choice"), tr("Probability at λ"), tr("Observed count"),
                                     tr("Observed share"), tr("Fitted probability")});
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->verticalHeader()->hide();
  table_->setToolTip(tr("Type observed choice counts in the Observed count column (or paste a block: one line per "
                        "agent, or one number per line); the maximum-likelihood λ is fitted to them"));
  belowLayout->addWidget(table_, 1);
  fitController_ = new AnalysisController(this, [this](const QString& why) { clearFit(why); });
  belowLayout->addWidget(new ProgressPanel(fitController_->runner(), below));
  fitLabel_ = new QLabel(below);
  fitLabel_->setWordWrap(true);
  fitLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  belowLayout->addWidget(fitLabel_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  layout->addWidget(splitter, 1);

  connect(axis_, &QComboBox::currentIndexChanged, this, [this](int index) {
    chart_->setAxis(index == 0 ? QreBranchChart::Axis::Squashed : QreBranchChart::Axis::Lambda);
    showPoint();
    if (fit_) drawFit();  // the likelihood curve on the new axis
  });
  connect(slider_, &QSlider::valueChanged, this, [this] { showPoint(); });
  // Charts lay out their ticks and legend for the size they are shown at: the likelihood is
  // drawn when its tab is opened.
  connect(charts_, &QTabWidget::currentChanged, this, [this](int index) {
    if (index == 1 && fit_) drawFit();
  });
  connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
    if (!filling_ && item->column() == CountColumn) countsEdited();
  });
  table_->installEventFilter(this);
  auto* paste = new QShortcut(QKeySequence::Paste, table_, nullptr, nullptr, Qt::WidgetShortcut);
  connect(paste, &QShortcut::activated, this, [this] { pasteCounts(); });
  setBranch(nullptr, {}, tr("No QRE branch yet."));
}

void QrePanel::setBranch(std::shared_ptr<const QreBranchView> view, FitJob fit, const QString& hint) {
  const bool sameShape = view && view_ && view->choiceNames == view_->choiceNames;
  const bool hadCounts = [&] { bool any = false; QString problem; counts(&any, &problem); return any; }();
  std::vector<QString> typed;
  if (sameShape)
    for (int r = 0; r < table_->rowCount(); ++r) typed.push_back(table_->item(r, CountColumn) ? table_->item(r, CountColumn)->text() : QString());
  view_ = std::move(view);
  fitJob_ = std::move(fit);
  fit_.reset();
  hint_->setText(view_ ? QString() : hint);
  hint_->setVisible(!view_);
  if (!view_) {
    chart_->setBranch({}, {}, {}, {});
    slider_->setEnabled(false);
    table_->setRowCount(0);
    fitLabel_->clear();
    charts_->setTabEnabled(1, false);
    return;
  }
  if (!view_->complete)
    hint_->setText(tr("The trace stopped at λ = %1 before its end (the equilibria near the limit form a continuum, "
                      "where the branch cannot be followed further); the limit is taken there.")
                       .arg(lambdaText(view_->lambdaMax))),
        hint_->show();
  chart_->setBranch(view_->branch, view_->agentNames, view_->choiceNames, view_->agentPlayers);
  slider_->setEnabled(view_->branch.size() > 1);
  slider_->setRange(0, int(std::max<std::size_t>(view_->branch.size(), 1) - 1) * kSliderSteps);
  slider_->setSingleStep(kSliderSteps / 10);
  slider_->setPageStep(std::max(kSliderSteps, slider_->maximum() / 20));  // a click moves a twentieth of the branch
  fillTable();
  if (sameShape) {
    filling_ = true;
    for (int r = 0; r < table_->rowCount() && r < int(typed.size()); ++r) table_->item(r, CountColumn)->setText(typed[std::size_t(r)]);
    filling_ = false;
  }
  showPoint();
  if (sameShape && hadCounts) countsEdited();
  else clearFit(tr("Type observed counts to fit λ."));
}

void QrePanel::fillTable() {
  filling_ = true;
  int rows = 0;
  for (const auto& names : view_->choiceNames) rows += names.size();
  table_->setRowCount(rows);
  int r = 0;
  for (std::size_t a = 0; a < view_->choiceNames.size(); ++a)
    for (int j = 0; j < view_->choiceNames[a].size(); ++j, ++r) {
      for (int c = 0; c < table_->columnCount(); ++c) {
        auto* item = new QTableWidgetItem;
        item->setFlags(c == CountColumn ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                        : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        if (c >= ProbabilityColumn) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(r, c, item);
      }
      table_->item(r, AgentColumn)->setText(j == 0 ? view_->agentNames.value(int(a)) : QString());
      table_->item(r, ChoiceColumn)->setText(view_->choiceNames[a][j]);
    }
  table_->resizeColumnsToContents();
  filling_ = false;
}

bool QrePanel::eventFilter(QObject* watched, QEvent* event) {
  if (watched == table_ && event->type() == QEvent::KeyPress) {  // an open cell editor gets its own keys
    const QString text = static_cast<QKeyEvent*>(event)->text();
    const int row = table_->currentRow();
    if (row >= 0 && table_->currentColumn() != CountColumn && !text.isEmpty() &&
        (text[0].isDigit() || text[0] == QLatin1Char('.') || text[0] == QLatin1Char('-')))
      table_->setCurrentCell(row, CountColumn);  // the table then opens the count's editor with this key
  }
  return QWidget::eventFilter(watched, event);
}

std::optional<QrePoint> QrePanel::currentPoint() const {
  if (!view_ || view_->branch.empty()) return std::nullopt;
  const std::size_t last = view_->branch.size() - 1;
  const std::size_t k = std::min<std::size_t>(std::size_t(slider_->value()) / kSliderSteps, last);
  const double t = k == last ? 0.0 : double(slider_->value() % kSliderSteps) / kSliderSteps;
  const QrePoint& a = view_->branch[k];
  if (t == 0) return a;
  const QrePoint& b = view_->branch[k + 1];
  QrePoint point = a;
  point.lambda = a.lambda + t * (b.lambda - a.lambda);
  for (std::size_t i = 0; i < point.profile.size(); ++i)
    for (std::size_t j = 0; j < point.profile[i].size(); ++j) point.profile[i][j] += t * (b.profile[i][j] - a.profile[i][j]);
  for (std::size_t i = 0; i < point.beliefs.size() && i < b.beliefs.size(); ++i)
    for (std::size_t j = 0; j < point.beliefs[i].size(); ++j) point.beliefs[i][j] += t * (b.beliefs[i][j] - a.beliefs[i][j]);
  return point;
}

void QrePanel::showPoint() {
  const auto point = currentPoint();
  if (!point) {
    lambdaLabel_->clear();
    chart_->setMarker(NAN);
    return;
  }
  const bool between = slider_->value() % kSliderSteps != 0;
  lambdaLabel_->setText(between ? tr("λ ≈ %1").arg(lambdaText(point->lambda)) : tr("λ = %1").arg(lambdaText(point->lambda)));
  lambdaLabel_->setToolTip(between ? tr("Between two traced points: the profile is interpolated") : tr("A traced point of the branch"));
  chart_->setMarker(point->lambda);
  filling_ = true;
  int r = 0;
  for (std::size_t a = 0; a < point->profile.size(); ++a)
    for (std::size_t j = 0; j < point->profile[a].size(); ++j, ++r)
      if (auto* item = table_->item(r, ProbabilityColumn)) item->setText(probabilityText(point->profile[a][j]));
  filling_ = false;
  emit pointChanged();
}

std::vector<std::vector<double>> QrePanel::counts(bool* any, QString* problem) const {
  std::vector<std::vector<double>> out;
  *any = false;
  if (!view_) return out;
  int r = 0;
  for (std::size_t a = 0; a < view_->choiceNames.size(); ++a) {
    out.emplace_back();
    for (int j = 0; j < view_->choiceNames[a].size(); ++j, ++r) {
      const QTableWidgetItem* item = table_->item(r, CountColumn);
      const QString text = item ? item->text().trimmed() : QString();
      double value = 0;
      if (!text.isEmpty()) {
        const auto number = parseTypedNumber(text);
        if (!number || *number < 0) {
          if (problem->isEmpty())
            *problem = tr("%1, %2: “%3” is not a count (a number ≥ 0).").arg(view_->agentNames.value(int(a)), view_->choiceNames[a][j], text);
        } else {
          value = toDouble(*number);
          *any = true;
        }
      }
      out.back().push_back(value);
    }
  }
  return out;
}

void QrePanel::countsEdited() {
  bool any = false;
  QString problem;
  const auto observed = counts(&any, &problem);
  // Observed shares, per agent.
  filling_ = true;
  int r = 0;
  for (const auto& agent : observed) {
    double total = 0;
    for (double c : agent) total += c;
    for (double c : agent) {
      table_->item(r, FrequencyColumn)->setText(total > 0 ? probabilityText(c / total) : QString());
      table_->item(r, CountColumn)->setBackground(QBrush());
      ++r;
    }
  }
  filling_ = false;
  if (!problem.isEmpty()) {
    fitController_->cancel();
    clearFit(problem);
    showStatusText(fitLabel_, problem, true);
    return;
  }
  if (!any || !fitJob_) {
    fitController_->cancel();
    clearFit(tr("Type observed counts to fit λ."));
    return;
  }
  const auto snapshot = std::make_shared<const std::vector<std::vector<double>>>(observed);
  const std::shared_ptr<const QreBranchView> view = view_;
  fitController_->setAutomaticRun([this, snapshot, view, job = fitJob_] {
    fitController_->run<QreBranchResult>(
        tr("Fitting λ"), [snapshot, job](const Progress& progress, const CancelToken& cancel) { return job(*snapshot, progress, cancel); },
        [this, view](const QreBranchResult&) { return view_ == view; },
        [this](std::shared_ptr<const QreBranchResult> result) {
          fit_ = result->fit;
          drawFit();
        });
  });
  fitController_->documentChanged(true);
}

void QrePanel::pasteCounts() {
  const QString text = QApplication::clipboard()->text();
  QStringList numbers;
  for (const QString& line : text.split(QRegularExpression(QStringLiteral("[\r\n]+")), Qt::SkipEmptyParts))
    numbers << line.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
  int r = table_->currentRow() < 0 ? 0 : table_->currentRow();
  // A block with one line per agent fills from the first row; otherwise from the current row down.
  if (view_ && text.count(QLatin1Char('\n')) + 1 >= int(view_->choiceNames.size()) &&
      numbers.size() == table_->rowCount())
    r = 0;
  filling_ = true;
  for (const QString& n : numbers) {
    if (r >= table_->rowCount()) break;
    table_->item(r++, CountColumn)->setText(n);
  }
  filling_ = false;
  countsEdited();
}

void QrePanel::clearFit(const QString& why) {
  fit_.reset();
  showStatusText(fitLabel_, why, false);
  chart_->setFitted(0, {});
  charts_->setCurrentIndex(0);
  charts_->setTabEnabled(1, false);
  filling_ = true;
  for (int r = 0; r < table_->rowCount(); ++r)
    if (auto* item = table_->item(r, FittedColumn)) item->setText(QString());
  filling_ = false;
}

void QrePanel::drawFit() {
  if (!fit_ || !view_) return;
  const QreFit& fit = *fit_;
  fitLabel_->setText(tr("Maximum likelihood at λ = %1 (log-likelihood %2).")
                         .arg(lambdaText(fit.point.lambda), QString::number(fit.logLikelihood, 'f', 4)));
  fitLabel_->setStyleSheet(QString());
  std::vector<double> flat;
  filling_ = true;
  int r = 0;
  for (const auto& agent : fit.point.profile)
    for (double p : agent) {
      flat.push_back(p);
      table_->item(r++, FittedColumn)->setText(probabilityText(p));
    }
  filling_ = false;
  chart_->setFitted(fit.point.lambda, flat);

  // The likelihood along the branch (points where a counted choice has probability 0 are left out).
  bool any = false;
  QString problem;
  const auto observed = counts(&any, &problem);
  auto* chart = new QChart;
  auto* x = charts::valueAxis(chart_->axis() == QreBranchChart::Axis::Lambda ? tr("λ") : tr("λ / (1 + λ)"));
  auto* y = charts::valueAxis();  // the legend names the curve
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  auto* curve = new QLineSeries(chart);
  curve->setName(tr("log-likelihood"));
  double lo = fit.logLikelihood, hi = fit.logLikelihood, xMax = chart_->xOf(fit.point.lambda);
  for (const QrePoint& p : view_->branch) {
    double value = 0;
    bool finite = true;
    for (std::size_t a = 0; a < observed.size() && finite; ++a)
      for (std::size_t j = 0; j < observed[a].size(); ++j)
        if (observed[a][j] > 0) {
          if (!(p.profile[a][j] > 0)) finite = false;
          else value += observed[a][j] * std::log(p.profile[a][j]);
        }
    if (!finite || value < fit.logLikelihood - 10 * (std::abs(fit.logLikelihood) + 1)) continue;
    curve->append(chart_->xOf(p.lambda), value);
    lo = std::min(lo, value);
    hi = std::max(hi, value);
    xMax = std::max(xMax, chart_->xOf(p.lambda));
  }
  charts::attach(chart, curve, x, y);
  auto* best = new QScatterSeries(chart);
  best->setColor(charts::equilibriumColor());
  best->append(chart_->xOf(fit.point.lambda), fit.logLikelihood);
  charts::attach(chart, best, x, y, false);
  if (chart_->axis() == QreBranchChart::Axis::Lambda) xMax = std::min(xMax, std::max(1.0, 4 * chart_->xOf(fit.point.lambda)));
  charts::setRoundTicks(x, 0, chart_->axis() == QreBranchChart::Axis::Squashed ? 1.0 : xMax, {}, 6, false, false);
  charts::setRoundTicks(y, lo, hi, {}, 5);
  charts_->setTabEnabled(1, true);
  charts::showChart(likelihood_, chart);
}

QString QrePanel::text() const {
  QStringList lines;
  if (hint_->isVisible()) lines << hint_->text();
  if (!lambdaLabel_->text().isEmpty()) lines << lambdaLabel_->text();
  for (int r = 0; r < table_->rowCount(); ++r) {
    QStringList cells;
    for (int c = 0; c < table_->columnCount(); ++c) cells << (table_->item(r, c) ? table_->item(r, c)->text() : QString());
    lines << cells.join(QLatin1Char('\t'));
  }
  if (!fitLabel_->text().isEmpty()) lines << fitLabel_->text();
  return lines.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
