#pragma once
/// Geometry for the two-player pictures: the payoff region (the convex hull of the payoff
/// pairs of the pure profiles, i.e. the NTU feasible set, source 000 §3.4.1) with its Pareto
/// frontier, and the best-response diagram of a 2x2 game.
#include "core/common/rational.h"
#include "core/strategic/strategicgame.h"

#include <optional>
#include <vector>

namespace gamelab {

struct PayoffPoint {
  Rational u, v;  ///< player 1's and player 2's payoff
  bool operator==(const PayoffPoint&) const = default;
};

struct PayoffRegion {
  std::vector<PayoffPoint> points;  ///< per profile index
  /// Hull vertices counter-clockwise starting at the lowest-then-leftmost; one or two points
  /// for degenerate hulls.
  std::vector<PayoffPoint> hull;
  /// The Pareto-optimal boundary (upper-right chain), from the largest v to the largest u.
  std::vector<PayoffPoint> paretoFrontier;
};

/// Two players only (asserted). Exact (rational monotone chain): collinear and duplicate payoff
/// pairs are not hull vertices; a single distinct pair gives a one-point hull, collinear pairs
/// a two-point hull (its ends, the lowest-then-leftmost first). The frontier lists hull
/// vertices only; every point of the polyline through them is Pareto optimal, and the
/// left part of a horizontal top edge or the lower part of a vertical right edge is not on it.
PayoffRegion payoffRegion(const StrategicGame& game);
/// The same for any finite set of points (S = their hull; region.points = `points`).
PayoffRegion convexRegion(std::vector<PayoffPoint> points);

struct DiagramSegment {
  PayoffPoint from, to;  ///< u = p = P(player 1 plays strategy 1), v = q = P(player 2 plays 1)
};

/// For 2x2 games: player 1's best-response correspondence p ∈ BR1(q) and player 2's
/// q ∈ BR2(p) drawn as segments in the unit square (x = p, y = q), and their intersection
/// (points or segments): exactly the equilibria.
///
/// Conventions: every segment has from <= to (lexicographically by (u, v)); a point is a
/// segment with from == to. Player 1's graph consists of vertical pieces at p = 1 (row 1 best)
/// or p = 0 over ranges of q, and the horizontal segment {q = q*} where he is indifferent;
/// player 2's of horizontal pieces at q = 1 or 0 over ranges of p and the vertical segment
/// {p = p*}. A player indifferent at every opponent strategy has the whole square as his graph:
/// his list then holds the square's four sides and his `...Indifferent` flag is set; the
/// equilibria are then the other player's graph (the four sides again, meaning the whole
/// square, when both are indifferent everywhere). `equilibria` is sorted by (from, to); points
/// lying on a listed equilibrium segment are not repeated.
struct BestResponseDiagram {
  std::vector<DiagramSegment> rowPlayer, colPlayer, equilibria;
  /// Where player 2 is indifferent (p*) and player 1 is indifferent (q*), when they exist:
  /// the root in [0, 1] of that player's payoff difference; nullopt when it has none or the
  /// player is indifferent everywhere.
  std::optional<Rational> indifferenceP, indifferenceQ;
  /// Player 1 (2) is indifferent between his strategies whatever the other does.
  bool rowIndifferent = false, colIndifferent = false;
};

/// nullopt unless the game is 2x2.
std::optional<BestResponseDiagram> bestResponseDiagram(const StrategicGame& game);

}  // namespace gamelab
