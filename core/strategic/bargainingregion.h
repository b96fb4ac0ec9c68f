#pragma once
/// Non-polygonal bargaining sets (source 000 §3.4.3 Example 2, Ex 3.4.5-4; spec T47, T51, T52)
/// as fine polygons for solveNashBargaining, with the approximation error stated.
#include "core/common/expected.h"
#include "core/strategic/payoffregion.h"

#include <vector>

namespace gamelab {

/// Points whose hull P approximates a convex set S: the Hausdorff distance between P and S is
/// at most `tolerance` (so the Nash solution of P is that of a set within `tolerance` of S).
struct ApproximatedRegion {
  std::vector<PayoffPoint> points;
  double tolerance = 0;
};

/// The ellipse {((u−cu)/a)² + ((v−cv)/b)² <= 1} with a² = aSquared, b² = bSquared (> 0), by
/// `segments` boundary points (>= 8) at equal angles, each rounded to a rational within 1e-9.
/// Errors: InvalidArgument/MustBePositive (args: "a squared" or "b squared", the value);
/// InvalidArgument/MustBeBetween (args: "segments", 8, 1000000, the value).
Expected<ApproximatedRegion> approximateEllipse(const PayoffPoint& center, const Rational& aSquared,
                                                const Rational& bSquared, int segments);

/// The parabolic cap {floor <= v <= top − curvature·(u − apex)²} (curvature > 0, top > floor),
/// by `segments` chords between exact points of the parabola at equal steps in u, plus the
/// corners on v = floor. The chords lie inside S, so tolerance = curvature·h²/4 for the step h
/// (as a float). Errors: InvalidArgument/MustBePositive ("curvature"), MustBeBetween
/// ("segments"), MustBeAtLeast (args: "top", floor, top) when top <= floor.
Expected<ApproximatedRegion> approximateParabolicCap(const Rational& apex, const Rational& top,
                                                     const Rational& curvature, const Rational& floor,
                                                     int segments);

}  // namespace gamelab
