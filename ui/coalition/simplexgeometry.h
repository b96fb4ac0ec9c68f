#pragma once
/// Plane geometry of the imputation triangle (source 000 §4.2.4), kept free of painting so that
/// it can be tested: barycentric coordinates of payoff vectors, the triangle's screen mapping,
/// clipping of lines and polygons to a convex polygon, the exact polygon of the core (or an
/// ε-core) of a three-player game from its inequalities, and rounding a clicked point to a
/// simple fraction.
#include "core/coalition/coalitionalgame.h"
#include "core/common/rational.h"

#include <QLineF>
#include <QPointF>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace gamelab::ui::simplex {

/// Barycentric coordinates with respect to a triangle; they sum to 1 (negative outside).
using Barycentric = std::array<double, 3>;
using Triangle = std::array<QPointF, 3>;

/// Σ l_i · corners[i].
QPointF fromBarycentric(const Triangle& corners, const Barycentric& l);
/// The barycentric coordinates of `p` (also outside the triangle). A degenerate triangle gives
/// (1/3, 1/3, 1/3).
Barycentric toBarycentric(const Triangle& corners, const QPointF& p);

/// The imputation simplex of an n-player game in payoff space: corner i is the imputation
/// player i likes best, x = lower + span · e_i with lower_i = v({i}) and span = v(N) − Σ v({i}).
struct ImputationFrame {
  RationalVector lower;  ///< v({i})
  Rational total;        ///< v(N)
  Rational span;         ///< v(N) − Σ lower; > 0 essential, = 0 inessential, < 0 no imputation
  int players() const { return static_cast<int>(lower.size()); }
  /// Corner i in payoff space.
  RationalVector corner(int i) const;
};
/// Requires game.hasTable().
ImputationFrame imputationFrame(const CoalitionalGame& game);

/// λ_i = (x_i − lower_i) / span for an efficient x (requires span != 0).
std::vector<double> toSimplexCoordinates(const ImputationFrame& frame, const RationalVector& x);

/// The polygon {x ∈ ℚ³ : Σx = total, lower_i <= x_i <= upper_i}, exact. Vertices in cyclic
/// order (none: empty; one: a point; two: a segment, lexicographically sorted).
std::vector<RationalVector> boundedPlanePolygon(const RationalVector& lower, const RationalVector& upper,
                                                const Rational& total);

/// The ε-core of a three-player game as box bounds on the plane Σx = v(N):
/// x_i >= v({i}) − ε and x_i <= v(N) − v(N − i) + ε (that is, e(x, S) <= ε for every S ≠ ∅, N).
/// Requires 3 players with a table.
void epsilonCoreBounds(const CoalitionalGame& game, const Rational& epsilon, RationalVector& lower,
                       RationalVector& upper);
/// The ε-core polygon of a three-player game (ε = 0: the core), exact, as boundedPlanePolygon.
std::vector<RationalVector> corePolygon(const CoalitionalGame& game, const Rational& epsilon = 0);

/// The part of `polygon` on the left of the directed line a → b (cross(b − a, p − a) >= 0),
/// by Sutherland–Hodgman. Returns an empty polygon when nothing is left.
std::vector<QPointF> clipPolygonToLeftOf(const std::vector<QPointF>& polygon, const QPointF& a, const QPointF& b);
/// `polygon` ∩ `convex` (the convex polygon in either orientation).
std::vector<QPointF> clipPolygonToConvex(const std::vector<QPointF>& polygon, const std::vector<QPointF>& convex);
/// The part of the infinite line through a and b inside the convex polygon; nullopt when it
/// misses it or touches it in a single point (up to `tolerance`).
std::optional<QLineF> clipLineToConvex(const QPointF& a, const QPointF& b, const std::vector<QPointF>& convex,
                                       double tolerance = 1e-9);

/// The simplest rational in [lo, hi] (smallest denominator, then smallest absolute value).
/// Requires lo <= hi.
Rational simplestRationalBetween(const Rational& lo, const Rational& hi);

/// A simple imputation near the efficient point with simplex coordinates `l` (3 players): each
/// of x_1, x_2 is the simplest rational within `tolerance` of its exact value, kept inside the
/// imputation triangle, and x_3 = v(N) − x_1 − x_2. Requires span > 0.
RationalVector simpleImputationNear(const ImputationFrame& frame, const Barycentric& l, double tolerance);

}  // namespace gamelab::ui::simplex
