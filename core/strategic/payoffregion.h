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

/// Two players only (asserted).
PayoffRegion payoffRegion(const StrategicGame& game);

struct DiagramSegment {
  PayoffPoint from, to;  ///< u = p = P(player 1 plays strategy 1), v = q = P(player 2 plays 1)
};

/// For 2x2 games: player 1's best-response correspondence p ∈ BR1(q) and player 2's
/// q ∈ BR2(p) drawn as segments in the unit square (x = p, y = q), and their intersection
/// (points or segments): exactly the equilibria.
struct BestResponseDiagram {
  std::vector<DiagramSegment> rowPlayer, colPlayer, equilibria;
  /// Where player 2 is indifferent (p*) and player 1 is indifferent (q*), when they exist.
  std::optional<Rational> indifferenceP, indifferenceQ;
};

/// nullopt unless the game is 2x2.
std::optional<BestResponseDiagram> bestResponseDiagram(const StrategicGame& game);

}  // namespace gamelab
