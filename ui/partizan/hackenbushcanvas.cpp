#include "ui/partizan/hackenbushcanvas.h"

#include "ui/partizan/partizancolors.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <map>
#include <queue>

namespace gamelab::ui {

namespace {

constexpr double kVertexHit = 10, kEdgeHit = 7, kGroundHit = 12, kDragMin = 8;

QColor colourOf(char c) {
  return c == 'R' ? partizancolors::right() : c == 'G' ? partizancolors::green() : partizancolors::left();
}

double distanceToSegment(QPointF p, QPointF a, QPointF b) {
  const QPointF d = b - a;
  const double len2 = QPointF::dotProduct(d, d);
  const double t = len2 <= 0 ? 0 : std::clamp(QPointF::dotProduct(p - a, d) / len2, 0.0, 1.0);
  const QPointF q = a + t * d - p;
  return std::hypot(q.x(), q.y());
}

}  // namespace

HackenbushCanvas::HackenbushCanvas(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setToolTip(tr("Drag from the ground or a vertex to draw an edge; click an edge to chop it. "
                "B, R, G choose blue (Left's), red (Right's) or green (either's)"));
}

std::vector<HackenbushCanvas::Edge> HackenbushCanvas::parseEdges(const QString& text) {
  std::vector<Edge> edges;
  for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    const QStringList uv = part.section(QLatin1Char(':'), 0, 0).split(QLatin1Char('-'));
    const QString c = part.section(QLatin1Char(':'), 1).trimmed();
    bool okU = false, okV = false;
    if (uv.size() != 2 || c.size() != 1) continue;
    const int u = uv[0].trimmed().toInt(&okU), v = uv[1].trimmed().toInt(&okV);
    const char colour = c[0].toLatin1();
    if (!okU || !okV || u < 0 || v < 0 || u > 256 || v > 256 || (colour != 'L' && colour != 'R' && colour != 'G'))
      continue;
    edges.push_back({u, v, colour});
  }
  return edges;
}

void HackenbushCanvas::setPicture(const QString& text, const Layout& layout) {
  edges_ = parseEdges(text);
  int top = 0;
  for (const Edge& e : edges_) top = std::max({top, e.u, e.v});
  points_.assign(std::size_t(top) + 1, {0, 0});
  std::vector<bool> placed(points_.size(), false);
  for (std::size_t v = 1; v < points_.size() && v < layout.size(); ++v) {
    points_[v] = layout[v];
    placed[v] = true;
  }
  // Vertices without a place: by distance from the ground, spread along x.
  std::vector<int> depth(points_.size(), -1);
  depth[0] = 0;
  std::queue<int> queue;
  queue.push(0);
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop();
    for (const Edge& e : edges_)
      for (const auto& [a, b] : {std::pair{e.u, e.v}, std::pair{e.v, e.u}})
        if (a == at && depth[std::size_t(b)] < 0) {
          depth[std::size_t(b)] = depth[std::size_t(at)] + 1;
          queue.push(b);
        }
  }
  std::map<int, int> perLevel;
  for (std::size_t v = 1; v < points_.size(); ++v)
    if (!placed[v]) {
      const int d = std::max(1, depth[v]);
      points_[v] = {double(perLevel[d]++) * 0.9, double(d)};
    }
  from_.reset();
  pressedEdge_.reset();
  fitView();
  update();
}

QString HackenbushCanvas::position() const {
  QStringList parts;
  for (const Edge& e : edges_) parts << QStringLiteral("%1-%2:%3").arg(e.u).arg(e.v).arg(QLatin1Char(e.colour));
  return parts.join(QLatin1Char(','));
}

HackenbushCanvas::Layout HackenbushCanvas::layout() const { return points_; }

void HackenbushCanvas::setColour(char colour) {
  if (colour == colour_) return;
  colour_ = colour;
  emit colourChanged(colour);
  update();
}

void HackenbushCanvas::fitView() {
  double lo = -1, hi = 1, top = 2;
  for (std::size_t v = 1; v < points_.size(); ++v) {
    lo = std::min(lo, points_[v][0] - 0.5);
    hi = std::max(hi, points_[v][0] + 0.5);
    top = std::max(top, points_[v][1] + 0.6);
  }
  const double w = std::max(100, width() - 20), h = std::max(80, height() - 40);
  scale_ = std::clamp(std::min(w / (hi - lo), h / top), 8.0, 70.0);
  originX_ = (lo + hi) / 2;
}

double HackenbushCanvas::groundY() const { return height() - 28.0; }

QPointF HackenbushCanvas::toWidget(double x, double y) const {
  return {width() / 2.0 + (x - originX_) * scale_, groundY() - y * scale_};
}

std::array<double, 2> HackenbushCanvas::toWorld(QPointF p) const {
  return {(p.x() - width() / 2.0) / scale_ + originX_, std::max(0.0, (groundY() - p.y()) / scale_)};
}

QPointF HackenbushCanvas::vertexPoint(int v) const {
  if (v <= 0 || v >= int(points_.size())) return toWidget(0, 0);
  return toWidget(points_[std::size_t(v)][0], points_[std::size_t(v)][1]);
}

QPointF HackenbushCanvas::groundPoint(double worldX) const { return toWidget(worldX, 0); }

QPointF HackenbushCanvas::endPoint(const Edge& edge, bool first) const {
  const int v = first ? edge.u : edge.v;
  if (v != 0) return vertexPoint(v);
  const int other = first ? edge.v : edge.u;  // a ground end stands below the other end
  return groundPoint(other > 0 ? points_[std::size_t(other)][0] : 0);
}

QPointF HackenbushCanvas::edgeMiddle(int index) const {
  const Edge& e = edges_[std::size_t(index)];
  if (e.u == e.v) return endPoint(e, true) + QPointF(0, -0.5 * scale_);
  return (endPoint(e, true) + endPoint(e, false)) / 2;
}

std::optional<int> HackenbushCanvas::vertexAt(QPointF p) const {
  for (int v = 1; v < int(points_.size()); ++v) {
    const QPointF d = vertexPoint(v) - p;
    if (std::hypot(d.x(), d.y()) <= kVertexHit) return v;
  }
  return std::nullopt;
}

std::optional<int> HackenbushCanvas::edgeAt(QPointF p) const {
  for (int i = int(edges_.size()) - 1; i >= 0; --i) {
    const Edge& e = edges_[std::size_t(i)];
    if (e.u == e.v) {  // a loop: near its middle
      const QPointF d = p - edgeMiddle(i);
      if (std::hypot(d.x(), d.y()) <= std::max(kEdgeHit, 0.3 * scale_)) return i;
    } else if (distanceToSegment(p, endPoint(e, true), endPoint(e, false)) <= kEdgeHit) {
      return i;
    }
  }
  return std::nullopt;
}

bool HackenbushCanvas::nearGround(QPointF p) const { return std::abs(p.y() - groundY()) <= kGroundHit; }

void HackenbushCanvas::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  p.fillRect(QRectF(0, groundY(), width(), height() - groundY()), partizancolors::ground().lighter(170));
  p.setPen(QPen(partizancolors::ground(), 4));
  p.drawLine(QPointF(0, groundY()), QPointF(width(), groundY()));
  std::map<std::pair<int, int>, int> seen;  // parallel edges bend apart
  for (int i = 0; i < int(edges_.size()); ++i) {
    const Edge& e = edges_[std::size_t(i)];
    p.setPen(QPen(colourOf(e.colour), 4, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    const QPointF a = endPoint(e, true), b = endPoint(e, false);
    const int k = seen[{std::min(e.u, e.v), std::max(e.u, e.v)}]++;
    if (e.u == e.v) {
      const double r = 0.25 * scale_ * (1 + 0.4 * k);
      p.drawEllipse(a + QPointF(0, -r), r * 0.7, r);
      continue;
    }
    if (k == 0) {
      p.drawLine(a, b);
      continue;
    }
    const QPointF d = b - a;
    const double len = std::max(1.0, std::hypot(d.x(), d.y()));
    const QPointF normal(-d.y() / len, d.x() / len);
    const double bend = 0.35 * len * ((k + 1) / 2) * (k % 2 ? 1 : -1);
    QPainterPath path(a);
    path.quadTo((a + b) / 2 + normal * bend, b);
    p.drawPath(path);
  }
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0x30, 0x30, 0x30));
  for (std::size_t v = 1; v < points_.size(); ++v) {
    bool used = false;
    for (const Edge& e : edges_) used = used || e.u == int(v) || e.v == int(v);
    if (used) p.drawEllipse(vertexPoint(int(v)), 4.5, 4.5);
  }
  if (from_) {  // the edge being drawn
    const QPointF start = from_->vertex > 0 ? vertexPoint(from_->vertex) : groundPoint(from_->groundX);
    p.setPen(QPen(colourOf(colour_), 3, Qt::DashLine, Qt::RoundCap));
    p.drawLine(start, dragPoint_);
  }
  if (!drawing_) return;  // a picture in play: no drawing hints
  p.setPen(palette().color(QPalette::Text));
  const QString name = colour_ == 'R' ? tr("red (Right's)") : colour_ == 'G' ? tr("green (either's)") : tr("blue (Left's)");
  p.drawText(QRectF(8, 4, width() - 16, 20), Qt::AlignLeft, tr("Drawing in %1").arg(name));
  if (edges_.empty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter, tr("Drag up from the ground to draw an edge"));
  }
}

void HackenbushCanvas::resizeEvent(QResizeEvent*) { fitView(); }

void HackenbushCanvas::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_B: setColour('L'); return;
    case Qt::Key_R: setColour('R'); return;
    case Qt::Key_G: setColour('G'); return;
    default: QWidget::keyPressEvent(event);
  }
}

void HackenbushCanvas::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  setFocus();
  fitView();
  pressPoint_ = dragPoint_ = event->position();
  from_.reset();
  pressedEdge_.reset();
  if (const auto v = vertexAt(pressPoint_)) from_ = Anchor{*v, 0};
  else if (nearGround(pressPoint_)) from_ = Anchor{0, toWorld(pressPoint_)[0]};
  if (!from_) pressedEdge_ = edgeAt(pressPoint_);
}

void HackenbushCanvas::mouseMoveEvent(QMouseEvent* event) {
  if (!from_) return;
  dragPoint_ = event->position();
  update();
}

void HackenbushCanvas::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  const QPointF at = event->position();
  const QPointF moved = at - pressPoint_;
  const bool dragged = std::hypot(moved.x(), moved.y()) >= kDragMin;
  const auto from = from_;
  from_.reset();
  update();
  if (!dragged) {
    const auto edge = pressedEdge_ ? pressedEdge_ : edgeAt(at);
    pressedEdge_.reset();
    if (!edge) return;
    edges_.erase(edges_.begin() + *edge);
    commit(tr("Chop an edge"));
    return;
  }
  if (!from || edges_.size() >= 64) return;
  int to = -1;
  if (const auto v = vertexAt(at)) to = *v;
  else if (nearGround(at)) to = 0;
  if (to == 0 && from->vertex == 0) return;  // ground to ground
  if (to < 0) {
    if (points_.size() > 256) return;
    points_.push_back(toWorld(at));
    to = int(points_.size()) - 1;
  }
  if (from->vertex == 0 && to > 0 && points_[std::size_t(to)][1] <= 0) return;
  edges_.push_back({from->vertex, to, colour_});
  commit(colour_ == 'R' ? tr("Draw a red edge") : colour_ == 'G' ? tr("Draw a green edge") : tr("Draw a blue edge"));
}

void HackenbushCanvas::commit(const QString& undoText) {
  // What no longer touches the ground falls; the vertices left are renumbered 1, 2, … in order.
  std::vector<bool> grounded(points_.size(), false);
  grounded[0] = true;
  for (bool grew = true; grew;) {
    grew = false;
    for (const Edge& e : edges_)
      if (grounded[std::size_t(e.u)] != grounded[std::size_t(e.v)]) {
        grounded[std::size_t(e.u)] = grounded[std::size_t(e.v)] = true;
        grew = true;
      }
  }
  std::erase_if(edges_, [&](const Edge& e) { return !grounded[std::size_t(e.u)]; });
  std::vector<int> number(points_.size(), -1);
  number[0] = 0;
  Layout points{{0, 0}};
  for (std::size_t v = 1; v < points_.size(); ++v) {
    bool used = false;
    for (const Edge& e : edges_) used = used || e.u == int(v) || e.v == int(v);
    if (!used) continue;
    number[v] = int(points.size());
    points.push_back(points_[v]);
  }
  for (Edge& e : edges_) {
    e.u = number[std::size_t(e.u)];
    e.v = number[std::size_t(e.v)];
  }
  points_ = std::move(points);
  update();
  emit edited(position(), points_, undoText);
}

}  // namespace gamelab::ui
