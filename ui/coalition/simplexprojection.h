#pragma once
/// Solid geometry of the imputation tetrahedron of a four-player game: the corners of a regular
/// tetrahedron, barycentric points, a rotation by yaw and pitch with an orthographic projection,
/// and the faces of the core polytope from the inequalities that are tight on its vertices
/// (what the widget draws with the painter's algorithm).
#include "core/coalition/coalitionalgame.h"

#include <QPointF>

#include <array>
#include <vector>

namespace gamelab::ui::simplex {

struct Vec3 {
  double x = 0, y = 0, z = 0;
};
inline Vec3 operator+(const Vec3& a, const Vec3& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline Vec3 operator-(const Vec3& a, const Vec3& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline Vec3 operator*(const Vec3& a, double s) { return {a.x * s, a.y * s, a.z * s}; }
inline double dot(const Vec3& a, const Vec3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
double length(const Vec3& a);

/// A regular tetrahedron with circumradius 1 centred at the origin: corner 0 on top (y = 1),
/// corners 1, 2, 3 below it (y = −1/3), corner 3 towards the viewer (+z).
std::array<Vec3, 4> tetrahedronCorners();
/// Σ l_i · corners[i] (l of any length up to 4).
Vec3 barycentricPoint(const std::array<Vec3, 4>& corners, const std::vector<double>& l);

/// Rotation about the vertical axis by `yaw`, then about the horizontal screen axis by
/// `pitch` (radians); x to the right, y up, z towards the viewer.
Vec3 rotate(const Vec3& p, double yaw, double pitch);
/// Orthographic projection: screen point centre + scale · (x, −y).
QPointF project(const Vec3& rotated, const QPointF& centre, double scale);

/// 0 for one point (or none), 1 collinear, 2 coplanar, 3 otherwise (relative tolerance).
int affineDimension(const std::vector<Vec3>& points);
/// `indices` of coplanar `points` in cyclic order around their centroid.
std::vector<int> cyclicOrder(const std::vector<Vec3>& points, std::vector<int> indices);

/// The 2-dimensional faces of the polytope spanned by `vertices` (exact payoff vectors of the
/// core of `game`, any number of players): for each proper coalition S, the vertices with
/// x(S) = v(S), kept when they span a plane in `positions` (the vertices' 3-D points); each
/// face once, as a cyclic list of vertex indices.
std::vector<std::vector<int>> tightFaces(const CoalitionalGame& game, const std::vector<RationalVector>& vertices,
                                         const std::vector<Vec3>& positions);

}  // namespace gamelab::ui::simplex
