#include "ui/impartial/graphcanvas.h"

#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {
constexpr double kMargin = 14;
constexpr double kMaxUnit = 96;  ///< pixels per unit at most when fitted (small pictures stay modest)
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 40;

double length(QPointF v) { return std::hypot(v.x(), v.y()); }
}  // namespace

// --- curves -----------------------------------------------------------------------------

QPointF CanvasCurve::pointAt(double t) const {
  const double u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p3;
}

QPointF CanvasCurve::tangentAt(double t) const {
  const double u = 1 - t;
  QPointF d = 3 * u * u * (c1 - p0) + 6 * u * t * (c2 - c1) + 3 * t * t * (p3 - c2);
  if (length(d) < 1e-9) d = p3 - p0;
  return d;
}

QPainterPath CanvasCurve::path() const {
  QPainterPath path(p0);
  if (c1 == p0 && c2 == p3) path.lineTo(p3);
  else path.cubicTo(c1, c2, p3);
  return path;
}

double CanvasCurve::distanceTo(QPointF point) const {
  auto segment = [&](QPointF a, QPointF b) {
    const QPointF ab = b - a;
    const double l2 = QPointF::dotProduct(ab, ab);
    double t = l2 > 0 ? QPointF::dotProduct(point - a, ab) / l2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return length(point - (a + t * ab));
  };
  if (c1 == p0 && c2 == p3) return segment(p0, p3);
  constexpr int kSteps = 24;
  double best = 1e300;
  QPointF prev = p0;
  for (int k = 1; k <= kSteps; ++k) {
    const QPointF next = pointAt(static_cast<double>(k) / kSteps);
    best = std::min(best, segment(prev, next));
    prev = next;
  }
  return best;
}

double CanvasCurve::exitParameter(QPointF centre, double radius, bool fromStart) const {
  // Walk in coarse steps, then bisect the crossing.
  constexpr int kSteps = 40;
  double inside = fromStart ? 0 : 1, outside = inside;
  for (int k = 1; k <= kSteps; ++k) {
    const double t = fromStart ? static_cast<double>(k) / kSteps : 1 - static_cast<double>(k) / kSteps;
    if (length(pointAt(t) - centre) > radius) {
      outside = t;
      break;
    }
    inside = t;
  }
  if (outside == inside) return inside;
  for (int k = 0; k < 20; ++k) {
    const double mid = (inside + outside) / 2;
    if (length(pointAt(mid) - centre) > radius) outside = mid;
    else inside = mid;
  }
  return outside;
}

CanvasCurve straightCurve(QPointF a, QPointF b) { return {a, a, b, b}; }

CanvasCurve bentCurve(QPointF a, QPointF b, double offset) {
  if (std::abs(offset) < 1e-9) return straightCurve(a, b);
  const QPointF d = b - a;
  const double l = std::max(length(d), 1e-9);
  const QPointF normal(d.y() / l, -d.x() / l);  // left of a → b on screen (y down)
  // A cubic whose midpoint is `offset` away from the chord: control points at 4/3 · offset.
  const QPointF shift = normal * (offset * 4.0 / 3.0);
  return {a, a + d / 3.0 + shift, a + 2.0 * d / 3.0 + shift, b};
}

CanvasCurve loopCurve(QPointF at, double angle, double size) {
  constexpr double kSpread = 0.55;  // half-angle of the loop's opening, radians
  const double reach = size * 1.35;
  const QPointF c1 = at + reach * QPointF(std::cos(angle - kSpread), std::sin(angle - kSpread));
  const QPointF c2 = at + reach * QPointF(std::cos(angle + kSpread), std::sin(angle + kSpread));
  return {at, c1, c2, at};
}

void drawArrowHead(QPainter& painter, QPointF tip, QPointF direction, double size) {
  const double l = length(direction);
  if (l < 1e-9) return;
  const QPointF u = direction / l;
  const QPointF n(-u.y(), u.x());
  QPainterPath head(tip);
  head.lineTo(tip - u * size + n * size * 0.45);
  head.lineTo(tip - u * size * 0.72);
  head.lineTo(tip - u * size - n * size * 0.45);
  head.closeSubpath();
  painter.fillPath(head, painter.pen().color());
}

std::vector<std::pair<int, int>> edgesWithoutVertex(const std::vector<std::pair<int, int>>& edges, int vertex) {
  std::vector<std::pair<int, int>> kept;
  for (auto [a, b] : edges) {
    if (a == vertex || b == vertex) continue;
    kept.emplace_back(a > vertex ? a - 1 : a, b > vertex ? b - 1 : b);
  }
  return kept;
}

// --- canvas -----------------------------------------------------------------------------

GraphCanvas::GraphCanvas(QWidget* parent) : ImpartialBoard(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  stripWidget_ = new QWidget(this);
  strip_ = new QHBoxLayout(stripWidget_);
  strip_->setContentsMargins(0, 0, 0, 0);
  strip_->setSpacing(3);
  QToolButton* out = addToolButton(QStringLiteral("\u2212"), tr("Zoom out (Ctrl+\u2212)"));
  out->setObjectName(QStringLiteral("zoomOut"));
  QToolButton* in = addToolButton(QStringLiteral("+"), tr("Zoom in (Ctrl++; Ctrl+wheel zooms at the cursor)"));
  in->setObjectName(QStringLiteral("zoomIn"));
  QToolButton* fit = addToolButton(tr("Fit"), tr("Fit the drawing to the board (Ctrl+0)"));
  fit->setObjectName(QStringLiteral("fitView"));
  connect(out, &QToolButton::clicked, this, [this] { zoomBy(1 / 1.25); });
  connect(in, &QToolButton::clicked, this, [this] { zoomBy(1.25); });
  connect(fit, &QToolButton::clicked, this, &GraphCanvas::fitView);
  placeStrip();
}

QToolButton* GraphCanvas::addToolButton(const QString& text, const QString& tip) {
  auto* b = new QToolButton(stripWidget_);
  b->setText(text);
  b->setToolTip(tip);
  b->setFocusPolicy(Qt::NoFocus);
  b->setAutoRaise(false);
  strip_->addWidget(b);
  placeStrip();
  return b;
}

void GraphCanvas::placeStrip() {
  if (!stripWidget_) return;
  stripWidget_->adjustSize();
  const QSize s = stripWidget_->sizeHint();
  stripWidget_->setGeometry(width() - s.width() - 6, 6, s.width(), s.height());
  stripWidget_->raise();
}

double GraphCanvas::stripWidth() const { return stripWidget_ ? stripWidget_->sizeHint().width() + 12 : 0; }

double GraphCanvas::topReserve() const { return stripWidget_ ? stripWidget_->sizeHint().height() + 10 : 0; }

QSize GraphCanvas::sizeHint() const { return {680, 460}; }
QSize GraphCanvas::minimumSizeHint() const { return {260, 200}; }

double GraphCanvas::baseUnit() const {
  const QRectF b = fitBounds_.isValid() ? fitBounds_ : contentBounds();
  const double w = std::max(40.0, width() - 2 * kMargin);
  const double h = std::max(40.0, height() - 2 * kMargin - topReserve());
  const double bw = std::max(b.width(), 1e-6), bh = std::max(b.height(), 1e-6);
  return std::clamp(std::min(w / bw, h / bh), 1e-3, kMaxUnit);
}

double GraphCanvas::unit() const { return baseUnit() * zoom_; }

QPointF GraphCanvas::toWidget(QPointF world) const {
  const QRectF b = fitBounds_.isValid() ? fitBounds_ : contentBounds();
  const double u = unit();
  const QPointF centre(width() / 2.0, topReserve() + (height() - topReserve()) / 2.0);
  return centre + pan_ + QPointF((world.x() - b.center().x()) * u, -(world.y() - b.center().y()) * u);
}

QPointF GraphCanvas::toWorld(QPointF widget) const {
  const QRectF b = fitBounds_.isValid() ? fitBounds_ : contentBounds();
  const double u = unit();
  const QPointF centre(width() / 2.0, topReserve() + (height() - topReserve()) / 2.0);
  const QPointF d = widget - centre - pan_;
  return {b.center().x() + d.x() / u, b.center().y() - d.y() / u};
}

QRectF GraphCanvas::visibleWorld() const {
  const QPointF a = toWorld(QPointF(0, topReserve())), b = toWorld(QPointF(width(), height()));
  return QRectF(QPointF(std::min(a.x(), b.x()), std::min(a.y(), b.y())),
                QPointF(std::max(a.x(), b.x()), std::max(a.y(), b.y())));
}

void GraphCanvas::zoomBy(double factor, QPointF anchor) {
  const QPointF world = toWorld(anchor);
  zoom_ = std::clamp(zoom_ * factor, kMinZoom, kMaxZoom);
  pan_ += anchor - toWidget(world);
  touched_ = true;
  update();
}

void GraphCanvas::zoomBy(double factor) {
  zoomBy(factor, QPointF(width() / 2.0, topReserve() + (height() - topReserve()) / 2.0));
}

void GraphCanvas::fitView() {
  fitBounds_ = contentBounds();
  zoom_ = 1;
  pan_ = {};
  touched_ = false;
  update();
}

void GraphCanvas::contentChanged(bool force) {
  if (force || !touched_ || !fitBounds_.isValid()) {
    fitView();
    return;
  }
  const QRectF content = contentBounds();
  if (!visibleWorld().contains(content)) fitView();
  else update();
}

void GraphCanvas::beginPan(QPointF widgetPoint) {
  panning_ = true;
  panFrom_ = widgetPoint;
}

void GraphCanvas::panTo(QPointF widgetPoint) {
  if (!panning_) return;
  pan_ += widgetPoint - panFrom_;
  panFrom_ = widgetPoint;
  touched_ = true;
  update();
}

bool GraphCanvas::isDrag(QPointF pressed, QPointF now) {
  constexpr double kDragThreshold = 6;
  return std::hypot(now.x() - pressed.x(), now.y() - pressed.y()) > kDragThreshold;
}

bool GraphCanvas::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = tooltipAt(help->pos());
    if (text.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return ImpartialBoard::event(event);
}

void GraphCanvas::wheelEvent(QWheelEvent* event) {
  if (event->modifiers() & Qt::ControlModifier) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) zoomBy(std::pow(1.2, steps), event->position());
    event->accept();
    return;
  }
  ImpartialBoard::wheelEvent(event);
}

void GraphCanvas::keyPressEvent(QKeyEvent* event) {
  if (event->modifiers() & Qt::ControlModifier) {
    switch (event->key()) {
      case Qt::Key_Plus:
      case Qt::Key_Equal: zoomBy(1.25); return;
      case Qt::Key_Minus: zoomBy(1 / 1.25); return;
      case Qt::Key_0: fitView(); return;
      default: break;
    }
  }
  ImpartialBoard::keyPressEvent(event);
}

void GraphCanvas::resizeEvent(QResizeEvent* event) {
  ImpartialBoard::resizeEvent(event);
  placeStrip();
}

}  // namespace gamelab::ui
