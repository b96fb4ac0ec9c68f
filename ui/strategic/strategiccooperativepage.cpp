#include "ui/strategic/strategiccooperativepage.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QSplitter>
#include <QTextBrowser>
#include <QToolButton>
#include <QCategoryAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {

using T = StrategicText;

QString point(const PayoffPoint& p) { return fmt::tuple({formatRational(p.u), formatRational(p.v)}); }

QString cellName(const StrategicGame& game, const BimatrixCell& c) {
  return QStringLiteral("⟨%1, %2⟩").arg(T::strategyLabel(game, 0, c.row).toHtmlEscaped(), T::strategyLabel(game, 1, c.col).toHtmlEscaped());
}

QString player(int k) { return k == 1 ? StrategicCooperativePage::tr("I") : StrategicCooperativePage::tr("II"); }

QString lambdaText(const LambdaTransferRate& r) {
  if (r.exact && r.lambda) return formatRationalWithDecimal(*r.lambda);
  return QStringLiteral("≈ %1").arg(QString::number(r.lambdaFloat, 'g', 10));
}

QPointF at(const PayoffPoint& p) { return QPointF(toDouble(p.u), toDouble(p.v)); }

}  // namespace

namespace {

/// "1, 3/2" (or "(1; 3/2)") as a payoff pair; nullopt unless it is two numbers.
std::optional<PayoffPoint> parsePair(QString text) {
  text = text.trimmed();
  if (text.startsWith(QLatin1Char('(')) && text.endsWith(QLatin1Char(')'))) text = text.mid(1, text.size() - 2);
  text.replace(QChar(0x2212), QLatin1Char('-'));
  const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
  if (parts.size() != 2) return std::nullopt;
  auto u = parseTypedNumber(parts[0]), v = parseTypedNumber(parts[1]);
  if (!u || !v) return std::nullopt;
  return PayoffPoint{*u, *v};
}

/// The nearest rational with a small denominator (a click's position, to two decimals).
Rational clicked(double x) {
  Rational r(static_cast<long>(std::lround(x * 100)), 100);
  r.canonicalize();  // mpq_class's (num, den) constructor keeps 230/100 as it is
  return r;
}

}  // namespace

StrategicCooperativePage::StrategicCooperativePage(QWidget* parent)
    : StrategicPage(parent), chart_(new QChartView), statusQuo_(new QLineEdit), pick_(new QToolButton), safety_(new QPushButton) {
  addBrowser();
  controls()->addWidget(new QLabel(tr("Status quo u*, v*:")));
  statusQuo_->setToolTip(tr("The Nash solution's status quo, e.g. 1, 3/2; or set it by clicking in the picture"));
  statusQuo_->setMaximumWidth(160);
  controls()->addWidget(statusQuo_);
  pick_->setText(tr("Set status quo by clicking"));
  pick_->setToolTip(tr("Then click in the picture: the status quo moves to the point clicked (to two decimals), and this "
                       "button turns off again"));
  pick_->setCheckable(true);
  controls()->addWidget(pick_);
  connect(pick_, &QToolButton::toggled, this,
          [this](bool on) { on ? chart_->viewport()->setCursor(Qt::CrossCursor) : chart_->viewport()->unsetCursor(); });
  safety_->setText(tr("Safety levels"));
  safety_->setToolTip(tr("Use the safety levels (v_I, v_II) as the status quo again"));
  controls()->addWidget(safety_);
  controls()->addStretch(1);
  connect(safety_, &QPushButton::clicked, this, [this] { setStatusQuo(std::nullopt); });
  connect(statusQuo_, &QLineEdit::editingFinished, this, [this] {
    auto point = parsePair(statusQuo_->text());
    if (!point) {
      refresh();  // shows the status quo in use again
      return;
    }
    setStatusQuo(point);
  });
  chart_->viewport()->installEventFilter(this);
  auto* splitter = new QSplitter(Qt::Vertical);
  layout()->removeWidget(browser());
  splitter->addWidget(chart_);
  splitter->addWidget(browser());
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setChildrenCollapsible(false);
  static_cast<QVBoxLayout*>(layout())->addWidget(splitter, 1);
  chart_->setRenderHint(QPainter::Antialiasing);
  chart_->setMinimumHeight(260);
}

void StrategicCooperativePage::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  if (!analysis) {
    analysis_.reset();
    shown_.reset();
    showHint(hint);
    charts::showChart(chart_, new QChart);
    return;
  }
  // A status quo chosen for one game stays while the game is edited, not across games.
  if (!analysis_ || analysis_->game.strategyCounts() != analysis->game.strategyCounts()) chosen_.reset();
  analysis_ = std::move(analysis);
  refresh();
}

void StrategicCooperativePage::setStatusQuo(std::optional<PayoffPoint> point) {
  chosen_ = point;
  refresh();
}

void StrategicCooperativePage::refresh() {
  if (!analysis_) return;
  shown_ = analysis_->cooperative;
  if (shown_ && chosen_) {
    auto nash = solveNashBargaining(BargainingProblem{shown_->region.points, *chosen_});
    if (nash) {
      shown_->nash = std::move(nash.value());
      shown_->statusQuoIsSafety = false;
    }
  }
  statusQuo_->setEnabled(shown_.has_value());
  pick_->setEnabled(shown_.has_value());
  if (!shown_) pick_->setChecked(false);
  safety_->setEnabled(shown_.has_value() && chosen_.has_value());
  if (shown_ && !statusQuo_->hasFocus())
    statusQuo_->setText(QStringLiteral("%1, %2").arg(formatRational(shown_->nash.statusQuo.u), formatRational(shown_->nash.statusQuo.v)));
  showHtml(render(*analysis_, shown_ ? &*shown_ : nullptr));
  charts::showChart(chart_, shown_ ? createChart(analysis_->game, *shown_, analysis_->lambdaCurve) : new QChart);
}

bool StrategicCooperativePage::eventFilter(QObject* watched, QEvent* event) {
  // Only a click while "Set status quo by clicking" is on moves the status quo; a stray press or
  // drag on the picture does nothing.
  if (watched == chart_->viewport() && pick_->isChecked() && shown_ && chart_->chart() &&
      event->type() == QEvent::MouseButtonPress) {
    auto* mouse = static_cast<QMouseEvent*>(event);
    const QPointF scene = chart_->mapToScene(mouse->position().toPoint());
    if (mouse->button() == Qt::LeftButton && chart_->chart()->plotArea().contains(scene)) {
      const QPointF value = chart_->chart()->mapToValue(scene);
      pick_->setChecked(false);
      setStatusQuo(PayoffPoint{clicked(value.x()), clicked(value.y())});
      return true;
    }
  }
  return StrategicPage::eventFilter(watched, event);
}

QString StrategicCooperativePage::render(const StrategicAnalysis& a, const CooperativeSolution* solution) const {
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Cooperative solutions (§3.4)"));
  if (a.game.players() != 2) return h + pagehtml::note(tr("The cooperative solutions of §3.4 are for two players."));
  if (!solution) return h + T::unavailable(a.cooperativeError);
  const CooperativeSolution& s = *solution;
  const TuSolution& tu = s.tu;
  const StrategicGame& g = a.game;

  h += QStringLiteral("<h4>%1</h4>").arg(tr("Transferable utility: threats and side payments"));
  QStringList cells;
  for (const auto& c : tu.cooperativeCells) cells << cellName(g, c);
  h += QStringLiteral("<p>%1</p>").arg(tr("σ = max (a + b) = <b>%1</b>, reached at %2: the players cooperate there and share σ.")
                                           .arg(formatRational(tu.sigma), cells.join(QStringLiteral(", "))));
  h += QStringLiteral("<p>%1</p>").arg(tr("Threat game A − B (I maximises the difference, II minimises it): value δ = <b>%1</b>.")
                                           .arg(formatRationalWithDecimal(tu.delta)));
  h += fmt::matrixHtml(tu.threatGame);
  QStringList rowThreats, colThreats;
  for (const auto& p : tu.rowThreats) rowThreats << T::strategy(g, 0, p);
  for (const auto& q : tu.colThreats) colThreats << T::strategy(g, 1, q);
  h += QStringLiteral("<p>%1<br>%2</p>")
           .arg(tr("Optimal threats of I: %1").arg(rowThreats.join(QStringLiteral("; ")).toHtmlEscaped()),
                tr("Optimal threats of II: %1").arg(colThreats.join(QStringLiteral("; ")).toHtmlEscaped()));
  if (tu.disagreementLow == tu.disagreementHigh)
    h += QStringLiteral("<p>%1</p>").arg(tr("Disagreement point D = %1.").arg(point(tu.disagreement)));
  else
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("Disagreement points D from %1 to %2, all on one 45° line through φ*.")
                      .arg(point(tu.disagreementLow), point(tu.disagreementHigh)));
  h += pagehtml::ok(tr("TU solution φ* = ((σ + δ)/2, (σ − δ)/2) = %1").arg(point(tu.solution)));
  for (const auto& pay : tu.sidePayments) {
    const QString from = cellName(g, pay.cell);
    h += QStringLiteral("<p>%1</p>")
             .arg(pay.none ? tr("From %1 no side payment is needed.").arg(from)
                           : tr("From %1: %2 pays %3 the amount <b>%4</b>.")
                                 .arg(from, player(pay.from), player(pay.to), formatRationalWithDecimal(pay.amount)));
  }

  h += QStringLiteral("<h4>%1</h4>").arg(tr("Nash bargaining (no side payments)"));
  const NashBargainingSolution& nash = s.nash;
  h += QStringLiteral("<p>%1</p>").arg((s.statusQuoIsSafety ? tr("Status quo: the safety levels %1.") : tr("Status quo %1."))
                                           .arg(point(nash.statusQuo)));
  if (nash.solution) {
    h += pagehtml::ok(tr("Nash solution %1, maximising (u − u*)(v − v*) = %2 over the feasible set.")
                          .arg(point(*nash.solution), formatRationalWithDecimal(nash.product)));
    if (nash.kind == NashBargainingCase::Degenerate)
      h += pagehtml::note(tr("No feasible point is better for both than the status quo: the axioms give the Pareto-optimal end "
                             "of what is feasible on its lines."));
    if (nash.tangentSlope)
      h += pagehtml::note(tr("On an edge of slope −%1: the line from the status quo to the solution has slope %1 (tangency).")
                              .arg(formatRational(*nash.tangentSlope)));
  } else {
    h += pagehtml::warning(tr("No feasible point gives both players their status quo: there is no Nash solution."));
  }

  h += QStringLiteral("<h4>%1</h4>").arg(tr("λ-transfer (Shapley): the NTU solution"));
  const LambdaTransferSolution& lam = s.lambda;
  if (lam.fixedThreatPoint && lam.fixedThreat)
    h += pagehtml::note(tr("A and −B have a saddle point in the same cell: the threat point %1 is fixed for every λ, and the "
                           "NTU solution is the Nash solution from it.")
                            .arg(point(*lam.fixedThreat)));
  if (lam.rates.empty()) h += pagehtml::warning(tr("No equilibrium exchange rate λ* was found."));
  for (const auto& r : lam.rates) {
    QString text = tr("λ* = %1: NTU solution %2.").arg(lambdaText(r), point(r.point));
    if (r.interval) {
      const QString low = r.intervalLow ? formatRational(*r.intervalLow) : QString::number(r.intervalLowFloat, 'g', 8);
      const QString high = r.intervalUnbounded ? QStringLiteral("∞")
                           : r.intervalHigh    ? formatRational(*r.intervalHigh)
                                               : QString::number(r.intervalHighFloat, 'g', 8);
      text += QLatin1Char(' ') + tr("Every λ from %1 to %2 gives this point.").arg(low, high);
    }
    if (!r.exact) text += QLatin1Char(' ') + tr("(λ* is irrational or not found exactly; the point is exact.)");
    h += pagehtml::ok(text);
  }
  return h;
}

QChart* StrategicCooperativePage::createChart(const StrategicGame& game, const CooperativeSolution& s,
                                             const std::vector<LambdaTransferPoint>& curve) {
  auto* chart = new QChart;
  chart->setTitle(tr("Feasible payoffs: NTU hull, TU line u + v = σ, φ*, Nash solution"));
  double uMin = 1e300, uMax = -1e300, vMin = 1e300, vMax = -1e300;
  auto grow = [&](const QPointF& p) {
    uMin = std::min(uMin, p.x());
    uMax = std::max(uMax, p.x());
    vMin = std::min(vMin, p.y());
    vMax = std::max(vMax, p.y());
  };
  for (const auto& p : s.region.points) grow(at(p));
  grow(at(s.tu.solution));
  grow(at(s.tu.disagreementLow));
  grow(at(s.tu.disagreementHigh));
  grow(at(s.nash.statusQuo));
  const double margin = std::max({(uMax - uMin) * 0.08, (vMax - vMin) * 0.08, 0.5});
  uMin -= margin, uMax += margin, vMin -= margin, vMax += margin;
  auto* x = charts::valueAxis(tr("u (payoff of %1)").arg(T::playerName(game, 0)));
  auto* y = charts::valueAxis(tr("v (payoff of %1)").arg(T::playerName(game, 1)));
  charts::setRoundTicks(x, uMin, uMax);
  charts::setRoundTicks(y, vMin, vMax);
  uMin = x->min(), uMax = x->max(), vMin = y->min(), vMax = y->max();
  x->setTitleBrush(playerColor(0));
  y->setTitleBrush(playerColor(1));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  auto line = [&](const QString& name, const QColor& color, qreal width, Qt::PenStyle style, std::vector<QPointF> points,
                  bool legend = true) {
    auto* series = charts::lineSeries(name, color, width, style);
    for (const auto& p : points) series->append(p);
    charts::attach(chart, series, x, y, legend);
  };
  auto dot = [&](const QString& name, const QColor& color, qreal size, const std::vector<PayoffPoint>& points) {
    auto* series = new QScatterSeries;
    series->setName(name);
    series->setColor(color);
    series->setMarkerSize(size);
    std::vector<QPointF> at_;
    QStringList tips;
    for (const auto& p : points) {
      series->append(at(p));
      at_.push_back(at(p));
      tips << QStringLiteral("%1 %2").arg(name, point(p));
    }
    charts::attach(chart, series, x, y);
    charts::setPointToolTips(series, at_, tips);
  };
  // The NTU set: its hull, closed.
  std::vector<QPointF> hull;
  for (const auto& p : s.region.hull) hull.push_back(at(p));
  if (!hull.empty()) hull.push_back(hull.front());
  line(tr("NTU feasible set"), QColor(0x15, 0x65, 0xc0), 2, Qt::SolidLine, hull);
  std::vector<QPointF> frontier;
  for (const auto& p : s.region.paretoFrontier) frontier.push_back(at(p));
  if (frontier.size() >= 2) line(tr("Pareto frontier"), QColor(0x15, 0x65, 0xc0), 4, Qt::SolidLine, frontier);
  // The TU strip's lines u + v = σ and u + v = min.
  const double sigma = toDouble(s.tu.sigma), low = toDouble(s.tu.strip.minSum);
  line(tr("TU Pareto line u + v = σ"), QColor(0x2e, 0x7d, 0x32), 2, Qt::SolidLine, {{uMin, sigma - uMin}, {uMax, sigma - uMax}});
  line(tr("u + v = min"), QColor(0x2e, 0x7d, 0x32), 1, Qt::DashLine, {{uMin, low - uMin}, {uMax, low - uMax}}, false);
  // D (a segment when the threats are not unique) and the 45° segment to φ*.
  line(tr("45° line from D to φ*"), QColor(0x6a, 0x1b, 0x9a), 1.5, Qt::DashLine, {at(s.tu.disagreementLow), at(s.tu.solution)});
  if (!(s.tu.disagreementLow == s.tu.disagreementHigh))
    line(tr("Possible D"), QColor(0x6a, 0x1b, 0x9a), 4, Qt::SolidLine, {at(s.tu.disagreementLow), at(s.tu.disagreementHigh)}, false);
  for (const auto& pay : s.tu.sidePayments) {
    const PayoffPoint from = s.region.points[game.profileIndex({pay.cell.row, pay.cell.col})];
    if (!pay.none) line(tr("Side payment"), QColor(0xef, 0x6c, 0x00), 2, Qt::SolidLine, {at(from), at(s.tu.solution)}, false);
  }
  dot(tr("Payoff pairs"), QColor(0x42, 0x42, 0x42), 7, s.region.points);
  dot(tr("D (threat point)"), QColor(0x6a, 0x1b, 0x9a), 10, {s.tu.disagreement});
  dot(tr("φ* (TU solution)"), QColor(0x2e, 0x7d, 0x32), 12, {s.tu.solution});
  // Nash: status quo, solution, and the hyperbola (u − u*)(v − v*) = product through it.
  dot(tr("Status quo"), QColor(0x75, 0x75, 0x75), 10, {s.nash.statusQuo});
  if (s.nash.solution && s.nash.product > 0) {
    const double u0 = toDouble(s.nash.statusQuo.u), v0 = toDouble(s.nash.statusQuo.v), c = toDouble(s.nash.product);
    std::vector<QPointF> curve;
    for (int k = 1; k <= 160; ++k) {
      const double u = u0 + (uMax - u0) * k / 160.0;
      const double v = v0 + c / (u - u0);
      if (v <= vMax + margin) curve.push_back({u, std::min(v, vMax + margin)});
    }
    line(tr("Tangent hyperbola"), charts::equilibriumColor().darker(130), 1.5, Qt::DotLine, curve);
    dot(tr("Nash solution"), charts::equilibriumColor(), 13, {*s.nash.solution});
  }
  if (curve.size() >= 2) {
    std::vector<QPointF> phi;
    for (const auto& p : curve) {
      const QPointF q = at(p.phi);
      if (q.x() >= uMin && q.x() <= uMax && q.y() >= vMin && q.y() <= vMax) phi.push_back(q);
    }
    if (phi.size() >= 2) line(tr("φ(λ), λ from 1/8 to 8"), QColor(0xc6, 0x28, 0x28), 1.5, Qt::DashDotLine, phi);
  }
  std::vector<PayoffPoint> lambdaPoints;
  for (const auto& r : s.lambda.rates) lambdaPoints.push_back(r.point);
  if (!lambdaPoints.empty()) dot(tr("λ-transfer solution"), QColor(0xc6, 0x28, 0x28), 9, lambdaPoints);
  return chart;
}

}  // namespace gamelab::ui
