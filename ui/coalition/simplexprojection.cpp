#include "ui/coalition/simplexprojection.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gamelab::ui::simplex {

double length(const Vec3& a) { return std::sqrt(dot(a, a)); }

std::array<Vec3, 4> tetrahedronCorners() {
  const double r = std::sqrt(8.0) / 3.0;
  const double pi = std::acos(-1.0);
  auto below = [&](double degrees) {
    const double a = degrees * pi / 180.0;
    return Vec3{r * std::cos(a), -1.0 / 3.0, r * std::sin(a)};
  };
  return {Vec3{0, 1, 0}, below(210), below(330), below(90)};
}

Vec3 barycentricPoint(const std::array<Vec3, 4>& corners, const std::vector<double>& l) {
  Vec3 p;
  for (std::size_t i = 0; i < l.size() && i < 4; ++i) p = p + corners[i] * l[i];
  return p;
}

Vec3 rotate(const Vec3& p, double yaw, double pitch) {
  const double cy = std::cos(yaw), sy = std::sin(yaw);
  const Vec3 q{cy * p.x + sy * p.z, p.y, -sy * p.x + cy * p.z};
  const double cp = std::cos(pitch), sp = std::sin(pitch);
  return {q.x, cp * q.y - sp * q.z, sp * q.y + cp * q.z};
}

QPointF project(const Vec3& rotated, const QPointF& centre, double scale) {
  return {centre.x() + scale * rotated.x, centre.y() - scale * rotated.y};
}

int affineDimension(const std::vector<Vec3>& points) {
  if (points.size() <= 1) return 0;
  double extent = 0;
  for (const auto& p : points) extent = std::max(extent, length(p - points[0]));
  const double eps = 1e-9 * std::max(extent, 1e-300);
  if (extent < 1e-12) return 0;
  // A direction, then a second independent one, then a third.
  Vec3 u;
  for (const auto& p : points)
    if (length(p - points[0]) > eps) {
      u = (p - points[0]) * (1.0 / length(p - points[0]));
      break;
    }
  Vec3 normal;
  bool planar = false;
  for (const auto& p : points) {
    const Vec3 c = cross(u, p - points[0]);
    if (length(c) > eps) {
      normal = c * (1.0 / length(c));
      planar = true;
      break;
    }
  }
  if (!planar) return 1;
  for (const auto& p : points)
    if (std::abs(dot(normal, p - points[0])) > eps) return 3;
  return 2;
}

std::vector<int> cyclicOrder(const std::vector<Vec3>& points, std::vector<int> indices) {
  if (indices.size() <= 2) return indices;
  Vec3 c;
  for (int k : indices) c = c + points[std::size_t(k)];
  c = c * (1.0 / double(indices.size()));
  // A basis (u, w) of the face's plane.
  Vec3 u, normal;
  for (int k : indices)
    if (length(points[std::size_t(k)] - c) > 1e-12) {
      u = points[std::size_t(k)] - c;
      break;
    }
  for (int k : indices) {
    const Vec3 n = cross(u, points[std::size_t(k)] - c);
    if (length(n) > length(normal)) normal = n;
  }
  const Vec3 w = cross(normal, u);
  std::sort(indices.begin(), indices.end(), [&](int a, int b) {
    const Vec3 pa = points[std::size_t(a)] - c, pb = points[std::size_t(b)] - c;
    return std::atan2(dot(pa, w), dot(pa, u)) < std::atan2(dot(pb, w), dot(pb, u));
  });
  return indices;
}

std::vector<std::vector<int>> tightFaces(const CoalitionalGame& game, const std::vector<RationalVector>& vertices,
                                         const std::vector<Vec3>& positions) {
  std::vector<std::vector<int>> faces;
  std::set<std::vector<int>> seen;
  const Coalition grand = game.grand();
  for (Coalition s = 1; s < grand; ++s) {
    std::vector<int> tight;
    for (std::size_t k = 0; k < vertices.size(); ++k)
      if (coalitionTotal(s, vertices[k]) == game.value(s)) tight.push_back(int(k));
    if (tight.size() < 3 || !seen.insert(tight).second) continue;
    std::vector<Vec3> pts;
    for (int k : tight) pts.push_back(positions[std::size_t(k)]);
    if (affineDimension(pts) != 2) continue;
    faces.push_back(cyclicOrder(positions, tight));
  }
  return faces;
}

}  // namespace gamelab::ui::simplex
