// GraphBoard geometry: vertex, token and arc positions and hit-testing.
#include "ui/impartial/graphboard.h"

#include "core/impartial/springlayout.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

QRectF GraphBoard::contentBounds() const {
  if (xy_.empty()) return QRectF(-2, -1.5, 4, 3);
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  for (const auto& [x, y] : xy_) {
    x0 = std::min(x0, x);
    x1 = std::max(x1, x);
    y0 = std::min(y0, y);
    y1 = std::max(y1, y);
  }
  // Room for the circles, loops above and value labels at the right.
  return QRectF(QPointF(x0 - 0.8, y0 - 0.6), QPointF(x1 + 1.1, y1 + 0.9));
}

double GraphBoard::radius() const {
  // Readable labels (11 px at least), but zoomed far out never so large that vertices kept
  // kMinVertexDistance apart by the spring layout touch.
  return std::min(std::clamp(0.2 * unit(), 11.0, 26.0), 0.45 * kMinVertexDistance * unit());
}

QPointF GraphBoard::vertexPoint(int vertex) const {
  if (vertex < 0 || static_cast<std::size_t>(vertex) >= xy_.size()) return {};
  const auto [x, y] = xy_[static_cast<std::size_t>(vertex)];
  return toWidget(QPointF(x, y));
}

QPointF GraphBoard::tokenPoint(std::size_t token) const {
  if (token >= position_.tokens.size()) return {};
  const int v = position_.tokens[token];
  std::size_t index = 0, count = 0;
  for (std::size_t t = 0; t < position_.tokens.size(); ++t)
    if (position_.tokens[t] == v) {
      if (t < token) ++index;
      ++count;
    }
  const QPointF c = vertexPoint(v);
  if (count <= 1) return c;
  const double angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * static_cast<double>(index) / static_cast<double>(count);
  return c + radius() * 0.5 * QPointF(std::cos(angle), std::sin(angle));
}

int GraphBoard::vertexAt(QPointF point) const {
  int best = -1;
  double bestDistance = radius() + 3;
  for (int v = 0; v < position_.graph.vertices; ++v) {
    const double d = QLineF(vertexPoint(v), point).length();
    if (d <= bestDistance) {
      bestDistance = d;
      best = v;
    }
  }
  return best;
}

int GraphBoard::tokenAt(QPointF point) const {
  for (std::size_t t = position_.tokens.size(); t-- > 0;)
    if (QLineF(tokenPoint(t), point).length() <= radius() * 0.75) return static_cast<int>(t);
  return -1;
}

std::vector<GraphBoard::ArcShape> GraphBoard::arcShapes() const {
  const auto& arcs = position_.graph.arcs;
  std::vector<ArcShape> shapes(arcs.size());
  const double r = radius();
  const double spacing = std::clamp(0.28 * unit(), 12.0, 40.0);
  std::map<std::pair<int, int>, std::vector<std::size_t>> byPair;
  for (std::size_t a = 0; a < arcs.size(); ++a) byPair[arcs[a]].push_back(a);
  for (const auto& [key, list] : byPair) {
    const auto [from, to] = key;
    if (from < 0 || to < 0 || from >= position_.graph.vertices || to >= position_.graph.vertices) continue;
    const QPointF a = vertexPoint(from), b = vertexPoint(to);
    const double k = static_cast<double>(list.size());
    if (from == to) {
      // Loops point away from the neighbours (up when there are none).
      QPointF sum;
      for (const auto& [p, q] : arcs) {
        if (p == q || (p != from && q != from)) continue;
        const QPointF d = vertexPoint(p == from ? q : p) - a;
        const double l = std::hypot(d.x(), d.y());
        if (l > 1e-9) sum += d / l;
      }
      const QPointF away = std::hypot(sum.x(), sum.y()) > 0.2 ? -sum : QPointF(0, -1);
      const double base = std::atan2(away.y(), away.x());
      for (std::size_t i = 0; i < list.size(); ++i) {
        ArcShape s;
        s.curve = loopCurve(a, base + (static_cast<double>(i) - (k - 1) / 2) * 0.9, r * 2.3);
        s.t0 = s.curve.exitParameter(a, r, true);
        s.t1 = s.curve.exitParameter(a, r + 1, false);
        shapes[list[i]] = s;
      }
      continue;
    }
    const bool twoWay = byPair.count({to, from}) > 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const double offset = twoWay ? spacing * (0.5 + static_cast<double>(i)) : (static_cast<double>(i) - (k - 1) / 2) * spacing;
      ArcShape s;
      s.curve = bentCurve(a, b, offset);
      s.t0 = s.curve.exitParameter(a, r, true);
      s.t1 = s.curve.exitParameter(b, r + 1.5, false);
      shapes[list[i]] = s;
    }
  }
  return shapes;
}

int GraphBoard::arcAt(QPointF point) const {
  const auto shapes = arcShapes();
  int best = -1;
  double bestDistance = 6;
  for (std::size_t a = 0; a < shapes.size(); ++a) {
    const double d = shapes[a].curve.distanceTo(point);
    if (d <= bestDistance && vertexAt(point) < 0) {
      bestDistance = d;
      best = static_cast<int>(a);
    }
  }
  return best;
}

QPointF GraphBoard::arcPoint(std::size_t arc) const {
  const auto shapes = arcShapes();
  if (arc >= shapes.size()) return {};
  return shapes[arc].curve.pointAt((shapes[arc].t0 + shapes[arc].t1) / 2);
}

}  // namespace gamelab::ui
