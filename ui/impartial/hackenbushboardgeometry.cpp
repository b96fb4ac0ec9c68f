// HackenbushBoard geometry: world ↔ widget coordinates, edge curves and hit-testing.
#include "ui/impartial/hackenbushboard.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

namespace {

constexpr double kMinHeight = 0.25;  ///< vertices stay this far above the ground

}  // namespace

QRectF HackenbushBoard::contentBounds() const {
  double x0 = 1e300, x1 = -1e300, y1 = 1.0;
  bool any = false;
  for (int v = 1; v < picture_.vertices; ++v) {
    if (!editing_ && degree_[static_cast<std::size_t>(v)] == 0) continue;
    const auto [x, y] = xy_[static_cast<std::size_t>(v)];
    x0 = std::min(x0, x);
    x1 = std::max(x1, x);
    y1 = std::max(y1, y);
    any = true;
  }
  for (const auto& [a, b] : picture_.edges)
    if (a == 0 && b == 0) {
      x0 = std::min(x0, xy_[0].first);
      x1 = std::max(x1, xy_[0].first);
      any = true;
    }
  if (!any) x0 = x1 = xy_.empty() ? 0 : xy_[0].first;
  // Room for loops at the top, value badges below the ground, and some air at the sides.
  return QRectF(QPointF(x0 - 0.8, -0.75), QPointF(x1 + 0.8, y1 + 0.6));
}

QPointF HackenbushBoard::pointOf(const std::vector<std::pair<double, double>>& xy, int vertex) const {
  if (vertex < 0 || static_cast<std::size_t>(vertex) >= xy.size()) return {};
  const auto [x, y] = xy[static_cast<std::size_t>(vertex)];
  return toWidget(QPointF(x, vertex == 0 ? 0 : y));
}

QPointF HackenbushBoard::vertexPoint(int vertex) const { return pointOf(xy_, vertex); }
double HackenbushBoard::groundY() const { return toWidget(QPointF(0, 0)).y(); }
QPointF HackenbushBoard::groundPoint(double worldX) const { return toWidget(QPointF(worldX, 0)); }

std::vector<CanvasCurve> HackenbushBoard::curvesOf(const HackenbushPicture& picture,
                                                   const std::vector<std::pair<double, double>>& xy) const {
  const double u = unit();
  const double spacing = std::clamp(0.3 * u, 9.0, 42.0);
  const double loopSize = std::clamp(0.42 * u, 14.0, 60.0);
  // Ground ends stand below the other end; group parallel edges and loops.
  std::map<std::pair<int, int>, std::vector<std::size_t>> groups;
  for (std::size_t e = 0; e < picture.edges.size(); ++e) {
    auto [a, b] = picture.edges[e];
    if (a > b) std::swap(a, b);
    groups[{a, b}].push_back(e);
  }
  std::vector<CanvasCurve> curves(picture.edges.size());
  auto at = [&](int v) { return pointOf(xy, v); };
  for (const auto& [key, edges] : groups) {
    const auto [a, b] = key;
    if (a < 0 || b >= static_cast<int>(xy.size())) continue;
    const double k = static_cast<double>(edges.size());
    if (a == b) {
      // Loops point away from the vertex's neighbours (up at the ground), fanned out.
      QPointF away(0, -1);
      if (a > 0) {
        QPointF sum;
        for (const auto& [p, q] : picture.edges) {
          if (p == q || (p != a && q != a)) continue;
          const int other = p == a ? q : p;
          const QPointF o = other == 0 ? QPointF(at(a).x(), at(0).y()) : at(other);
          const QPointF d = o - at(a);
          const double l = std::hypot(d.x(), d.y());
          if (l > 1e-9) sum += d / l;
        }
        if (std::hypot(sum.x(), sum.y()) > 0.2) away = -sum;
      }
      const double base = std::atan2(away.y(), away.x());
      for (std::size_t i = 0; i < edges.size(); ++i) {
        const double angle = base + (static_cast<double>(i) - (k - 1) / 2) * 0.95;
        const QPointF anchor = a == 0 ? at(0) : at(a);
        curves[edges[i]] = loopCurve(anchor, angle, loopSize);
      }
      continue;
    }
    const QPointF pa = a == 0 ? QPointF(at(b).x(), at(0).y()) : at(a);
    const QPointF pb = at(b);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const double offset = (static_cast<double>(i) - (k - 1) / 2) * spacing;
      curves[edges[i]] = bentCurve(pa, pb, offset);
    }
  }
  return curves;
}

QPointF HackenbushBoard::edgePoint(std::size_t edge) const {
  const auto curves = curvesOf(picture_, xy_);
  if (edge >= curves.size()) return {};
  const CanvasCurve& c = curves[edge];
  return c.p0 == c.p3 ? c.pointAt(0.5) : c.pointAt(0.5);
}

int HackenbushBoard::edgeAt(QPointF point) const {
  const auto curves = curvesOf(picture_, xy_);
  const double tolerance = std::max(6.0, std::clamp(0.06 * unit(), 2.0, 6.0) + 4);
  int best = -1;
  double bestDistance = tolerance;
  for (std::size_t e = 0; e < curves.size(); ++e) {
    if (!editing_ && !grounded_[e]) continue;
    const double d = curves[e].distanceTo(point);
    if (d <= bestDistance) {
      bestDistance = d;
      best = static_cast<int>(e);
    }
  }
  return best;
}

int HackenbushBoard::vertexAt(QPointF point) const {
  int best = -1;
  double bestDistance = 9;
  for (int v = 1; v < picture_.vertices; ++v) {
    if (!editing_ && degree_[static_cast<std::size_t>(v)] == 0) continue;
    const double d = QLineF(vertexPoint(v), point).length();
    if (d <= bestDistance) {
      bestDistance = d;
      best = v;
    }
  }
  return best;
}

bool HackenbushBoard::nearGround(QPointF point) const { return point.y() >= groundY() - 7; }

QPointF HackenbushBoard::clampedWorld(QPointF widget) const {
  QPointF w = toWorld(widget);
  w.setY(std::max(w.y(), kMinHeight));
  return w;
}

// --- edits ------------------------------------------------------------------------------

}  // namespace gamelab::ui
