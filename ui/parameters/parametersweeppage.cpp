#include "ui/parameters/parametersweeppage.h"

#include "core/sweep/sweeproots.h"
#include "ui/parameters/sweepchart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace gamelab::ui {
namespace {

/// Points at which a piece's functions are drawn.
constexpr int kSamplesPerPiece = 120;

/// The quantity a combo entry stands for: player's probability of a strategy (strategy ≥ 0) or
/// payoff (strategy −1); player −1 is the zero-sum value.
struct Quantity {
  int player = 0;
  int strategy = -1;
};

Quantity quantityOf(const QComboBox* box) {
  const QVariantList v = box->currentData().toList();
  if (v.size() != 2) return {};
  return {v[0].toInt(), v[1].toInt()};
}

}  // namespace

ParameterSweepPage::ParameterSweepPage(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  auto* row = new QHBoxLayout;
  auto* parameterLabel = new QLabel(tr("&Parameter:"), this);
  parameter_ = new QComboBox(this);
  parameter_->setObjectName(QStringLiteral("sweepParameter"));
  parameter_->setToolTip(tr("The parameter swept over its range; the others stay at their values"));
  parameterLabel->setBuddy(parameter_);
  row->addWidget(parameterLabel);
  row->addWidget(parameter_);
  auto* label = new QLabel(tr("&Show:"), this);
  quantity_ = new QComboBox(this);
  quantity_->setObjectName(QStringLiteral("sweepQuantity"));
  quantity_->setToolTip(tr("The quantity drawn for every equilibrium against the parameter"));
  label->setBuddy(quantity_);
  row->addWidget(label);
  row->addWidget(quantity_, 1);
  cancel_ = new QPushButton(tr("Cancel"), this);
  cancel_->setObjectName(QStringLiteral("sweepCancel"));
  cancel_->setToolTip(tr("Stop the sweep"));
  cancel_->hide();
  row->addWidget(cancel_);
  layout->addLayout(row);
  connect(cancel_, &QPushButton::clicked, this, &ParameterSweepPage::cancelRequested);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  layout->addWidget(status_);
  chart_ = new SweepChart(this);
  chart_->setObjectName(QStringLiteral("sweepChart"));
  layout->addWidget(chart_, 3);
  details_ = new QTextBrowser(this);
  details_->setObjectName(QStringLiteral("sweepDetails"));
  layout->addWidget(details_, 2);
  connect(quantity_, &QComboBox::currentIndexChanged, this, [this] { redraw(); });
  connect(chart_, &SweepChart::pieceClicked, this, [this](int piece) { selectPiece(piece); });
  current_ = std::numeric_limits<double>::quiet_NaN();
  setView(nullptr, tr("No parameter to sweep yet: add a parameter and use it in a payoff."));
}

void ParameterSweepPage::setView(std::shared_ptr<const ParameterSweepView> view, const QString& hint) {
  view_ = std::move(view);
  if (!view_) {
    status_->setText(hint);
    chart_->setData({});
    details_->clear();
    return;
  }
  const int breakpoints = static_cast<int>(view_->breakpoints.size());
  const QString lo = QString::fromStdString(toString(view_->lo)), hi = QString::fromStdString(toString(view_->hi));
  if (view_->sampled)
    status_->setText(tr("Sampled, not exact: equilibria found at %1 values of %2 in [%3, %4].")
                         .arg(view_->points.size())
                         .arg(view_->parameter, lo, hi));
  else
    status_->setText(tr("Exact sweep of %1 over [%2, %3]: %n breakpoint(s).", "", breakpoints).arg(view_->parameter, lo, hi));
  fillQuantities();
  selected_ = -1;
  details_->clear();
  if (view_->sampled)
    details_->setPlainText(tr("Games of three or more players have no exact sweep. Each dot is an equilibrium found "
                              "at that value: the pure equilibria, those the support search finds within 0.05 s, else "
                              "the limit of the logit QRE. Hover over a dot for the strategies."));
  redraw();
  setCurrentValue(current_);
}

void ParameterSweepPage::setParameters(const QStringList& names) {
  QStringList now;
  for (int k = 0; k < parameter_->count(); ++k) now << parameter_->itemText(k);
  if (now == names) return;
  const QString current = parameter_->currentText();
  QSignalBlocker block(parameter_);
  parameter_->clear();
  parameter_->addItems(names);
  const int again = parameter_->findText(current);
  parameter_->setCurrentIndex(again >= 0 ? again : 0);
}

void ParameterSweepPage::setRunning(bool running) { cancel_->setVisible(running); }

void ParameterSweepPage::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  emit shown();
}

void ParameterSweepPage::fillQuantities() {
  const QVariantList previous = quantity_->currentData().toList();
  QSignalBlocker block(quantity_);
  quantity_->clear();
  const auto add = [&](const QString& text, int player, int strategy) {
    quantity_->addItem(text, QVariantList{player, strategy});
  };
  if (view_->zeroSum) add(tr("Value of the game"), -1, -1);
  for (int p = 0; p < view_->playerNames.size(); ++p) {
    if (!view_->zeroSum || view_->treeSpe) add(tr("Payoff of %1").arg(view_->playerNames[p]), p, -1);
    if (static_cast<std::size_t>(p) < view_->strategyNames.size())
      for (int s = 0; s < view_->strategyNames[static_cast<std::size_t>(p)].size(); ++s)
        add(tr("%1 plays %2").arg(view_->playerNames[p], view_->strategyNames[static_cast<std::size_t>(p)][s]), p, s);
  }
  const int again = quantity_->findData(previous);
  quantity_->setCurrentIndex(again >= 0 ? again : (view_->strategyNames.empty() || view_->zeroSum ? 0 : 1));
}

void ParameterSweepPage::redraw() {
  if (!view_) return;
  const Quantity q = quantityOf(quantity_);
  SweepChartData data;
  data.parameter = view_->parameter;
  data.quantity = quantity_->currentText();
  data.probability = q.strategy >= 0;
  data.axisTitle = q.player < 0 ? tr("value") : (q.strategy < 0 ? tr("payoff") : tr("probability"));
  data.lo = toDouble(view_->lo);
  data.hi = toDouble(view_->hi);
  const auto valueOf = [&](const ParameterSweepView::Equilibrium& e) -> const RationalFunction* {
    const int player = q.player < 0 ? 0 : q.player;
    if (q.strategy < 0)
      return static_cast<std::size_t>(player) < e.payoffs.size() ? &e.payoffs[static_cast<std::size_t>(player)] : nullptr;
    if (static_cast<std::size_t>(player) >= e.strategies.size()) return nullptr;
    const auto& s = e.strategies[static_cast<std::size_t>(player)];
    return static_cast<std::size_t>(q.strategy) < s.size() ? &s[static_cast<std::size_t>(q.strategy)] : nullptr;
  };
  for (const auto& piece : view_->pieces) {
    SweepChartPiece out;
    out.from = piece.from.approx;
    out.to = piece.to.approx;
    // A zero-sum game's value is the same at every equilibrium: one curve.
    const std::size_t curves = q.player < 0 ? std::min<std::size_t>(piece.equilibria.size(), 1) : piece.equilibria.size();
    for (std::size_t k = 0; k < curves; ++k) {
      const RationalFunction* f = valueOf(piece.equilibria[k]);
      if (!f) continue;
      SweepChartCurve curve;
      curve.name = q.player < 0 || (piece.equilibria.size() == 1 && view_->pieces.size() == 1)
                       ? data.quantity
                       : tr("equilibrium %1").arg(k + 1);
      curve.colorIndex = static_cast<int>(k);
      for (int i = 0; i <= kSamplesPerPiece; ++i) {
        const double x = out.from + (out.to - out.from) * i / kSamplesPerPiece;
        curve.points.emplace_back(x, f->atDouble(x));
      }
      out.curves.push_back(std::move(curve));
    }
    data.pieces.push_back(std::move(out));
  }
  data.sampled = view_->sampled;
  if (view_->sampled) data.isolatedName = tr("equilibria found");
  for (const auto& point : view_->points) {
    if (!view_->sampled) data.breakpoints.push_back(point.at.approx);
    for (std::size_t k = 0; k < point.payoffs.size(); ++k) {
      const int player = q.player < 0 ? 0 : q.player;
      double y = std::numeric_limits<double>::quiet_NaN();
      if (q.strategy < 0 && static_cast<std::size_t>(player) < point.payoffs[k].size())
        y = point.payoffs[k][static_cast<std::size_t>(player)];
      else if (q.strategy >= 0 && k < point.strategies.size() && static_cast<std::size_t>(player) < point.strategies[k].size() &&
               static_cast<std::size_t>(q.strategy) < point.strategies[k][static_cast<std::size_t>(player)].size())
        y = point.strategies[k][static_cast<std::size_t>(player)][static_cast<std::size_t>(q.strategy)];
      if (std::isnan(y)) continue;
      data.isolated.emplace_back(point.at.approx, y);
      data.isolatedTips << QStringLiteral("%1 = %2: %3")
                               .arg(view_->parameter, QString::fromStdString(sweep::rootText(point.at, view_->parameter.toStdString())),
                                    point.text.value(static_cast<int>(k)));
    }
  }
  chart_->setData(std::move(data));
  chart_->setCurrentValue(current_);
}

void ParameterSweepPage::setCurrentValue(double value) {
  current_ = value;
  chart_->setCurrentValue(value);
  if (view_ && !std::isnan(value)) {
    const int piece = chart_->pieceAt(value);
    if (piece >= 0 && piece != selected_) selectPiece(piece);
  }
}

QString ParameterSweepPage::functionText(const RationalFunction& f) const {
  return QString::fromStdString(toExpressionText(f, view_->parameter.toStdString())).toHtmlEscaped();
}

void ParameterSweepPage::selectPiece(int index) {
  if (!view_ || index < 0 || static_cast<std::size_t>(index) >= view_->pieces.size()) return;
  selected_ = index;
  showDetails();
  emit pieceSelected(index);
}

void ParameterSweepPage::showDetails() {
  const std::string name = view_->parameter.toStdString();
  const auto& piece = view_->pieces[static_cast<std::size_t>(selected_)];
  QString html = QStringLiteral("<p><b>%1</b></p>")
                     .arg(tr("For %1 between %2 and %3:")
                              .arg(view_->parameter.toHtmlEscaped(), QString::fromStdString(sweep::rootText(piece.from, name)).toHtmlEscaped(),
                                   QString::fromStdString(sweep::rootText(piece.to, name)).toHtmlEscaped()));
  html += QStringLiteral("<ol>");
  for (const auto& e : piece.equilibria) {
    QStringList parts;
    for (std::size_t p = 0; p < e.strategies.size(); ++p) {
      QStringList probabilities;
      for (const auto& f : e.strategies[p]) probabilities << functionText(f);
      parts << QStringLiteral("(") + probabilities.join(QStringLiteral(", ")) + QStringLiteral(")");
    }
    QStringList payoffs;
    for (const auto& f : e.payoffs) payoffs << functionText(f);
    QString line = parts.join(QStringLiteral(", "));
    if (!line.isEmpty()) line += QStringLiteral("; ");
    line += (view_->zeroSum && !payoffs.isEmpty() ? tr("value %1").arg(payoffs.front())
                                                  : tr("payoffs (%1)").arg(payoffs.join(QStringLiteral(", "))));
    html += QStringLiteral("<li>%1</li>").arg(line);
  }
  html += QStringLiteral("</ol>");
  if (!view_->points.empty()) {
    html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("At the breakpoints:"));
    for (const auto& point : view_->points)
      html += QStringLiteral("<li>%1 = %2: %3</li>")
                  .arg(view_->parameter.toHtmlEscaped(), QString::fromStdString(sweep::rootText(point.at, name)).toHtmlEscaped(),
                       point.text.join(QStringLiteral("; ")).toHtmlEscaped());
    html += QStringLiteral("</ul>");
  }
  details_->setHtml(html);
}

QString ParameterSweepPage::text() const { return status_->text() + QLatin1Char('\n') + details_->toPlainText(); }

}  // namespace gamelab::ui
