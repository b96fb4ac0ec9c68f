#include "core/strategic/bargainingregion.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gamelab {
namespace {

constexpr int kMinSegments = 8;
constexpr int kMaxSegments = 1000000;
constexpr long kDenominator = 1000000000L;  ///< rounding of irrational boundary points: error < 1e-9

std::optional<Error> checkSegments(int segments) {
  if (segments < kMinSegments || segments > kMaxSegments)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeBetween,
                            {"segments", std::to_string(kMinSegments), std::to_string(kMaxSegments), std::to_string(segments)});
  return std::nullopt;
}

}  // namespace

Expected<ApproximatedRegion> approximateEllipse(const PayoffPoint& center, const Rational& aSquared,
                                                const Rational& bSquared, int segments) {
  if (aSquared <= 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBePositive, {"a squared", toString(aSquared)});
  if (bSquared <= 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBePositive, {"b squared", toString(bSquared)});
  if (auto error = checkSegments(segments)) return *error;
  const double a = std::sqrt(toDouble(aSquared)), b = std::sqrt(toDouble(bSquared));
  const double cu = toDouble(center.u), cv = toDouble(center.v);
  ApproximatedRegion region;
  region.points.reserve(static_cast<std::size_t>(segments));
  for (int k = 0; k < segments; ++k) {
    const double t = 2 * M_PI * k / segments;
    region.points.push_back({approximate(cu + a * std::cos(t), kDenominator), approximate(cv + b * std::sin(t), kDenominator)});
  }
  // A chord of the ellipse over an angle step 2π/n stays within max(a,b)(1 − cos(π/n)) of it;
  // rounding moves each point by less than √2·1e-9 (plus the doubles' own error).
  const double sagitta = std::max(a, b) * (1 - std::cos(M_PI / segments));
  region.tolerance = sagitta + 2e-9 + 1e-12 * (std::abs(cu) + std::abs(cv) + a + b);
  return region;
}

Expected<ApproximatedRegion> approximateParabolicCap(const Rational& apex, const Rational& top, const Rational& curvature,
                                                     const Rational& floor, int segments) {
  if (curvature <= 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBePositive, {"curvature", toString(curvature)});
  if (top <= floor)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeAtLeast, {"top", toString(floor), toString(top)});
  if (auto error = checkSegments(segments)) return *error;
  // The cap meets v = floor at apex ± w with curvature·w² = top − floor; w may be irrational,
  // so the chords run between exact parabola points at u = apex ± w' with w' <= w rational,
  // closed by the exact corners (apex ± w', floor) and the points of v = floor under them.
  const double wDouble = std::sqrt(toDouble(Rational((top - floor) / curvature)));
  Rational w = approximate(wDouble, kDenominator);
  while (curvature * w * w > top - floor) w -= Rational(1, kDenominator);
  ApproximatedRegion region;
  const Rational step = 2 * w / segments;
  for (int k = 0; k <= segments; ++k) {
    const Rational u = apex - w + step * k;
    region.points.push_back({u, top - curvature * (u - apex) * (u - apex)});
  }
  region.points.push_back({apex - w, floor});
  region.points.push_back({apex + w, floor});
  // Chords: the parabola lies at most curvature·h²/4 above a chord of width h. The cut-off
  // edge strips (between w' and w) are narrower than 1e-9 + the rounding of w.
  const double h = toDouble(step);
  region.tolerance = toDouble(curvature) * h * h / 4 + (1 + 2 * toDouble(curvature) * wDouble) * 2e-9;
  return region;
}

}  // namespace gamelab
