#pragma once
/// Every Nash equilibrium of a two-player game, exactly (Avis, Rosenberg, Savani, von
/// Stengel 2010): the extreme equilibria are the completely labelled vertex pairs of the
/// best-response polytopes P = {x >= 0, Bᵀx <= 1} and Q = {y >= 0, Ay <= 1} (payoffs shifted
/// positive). As in lrsnash, only P is enumerated by lrslib; the partners of each vertex x are
/// the vertices of the face of Q fixed by x's complementary labels (one point found by an exact
/// linear solve when x is nondegenerate, otherwise the face's vertices by lrslib). The
/// maximal convex components are the maximal bicliques of the bipartite graph of those pairs. Degenerate games with continua are described completely:
/// the equilibrium set is the union of the components' products conv(rows) x conv(cols).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct Equilibrium {
  MixedProfile strategies;  ///< one mixed strategy per player
  RationalVector payoffs;   ///< expected payoff per player
};

/// A maximal convex set of equilibria: every p in conv(rowStrategies) with every q in
/// conv(colStrategies) is an equilibrium.
struct EquilibriumComponent {
  std::vector<RationalVector> rowStrategies;  ///< extreme points (player 1), sorted
  std::vector<RationalVector> colStrategies;  ///< extreme points (player 2), sorted
  /// Indices into AllEquilibria::equilibria of the extreme equilibria it contains, ascending.
  std::vector<std::size_t> equilibria;
};

struct AllEquilibria {
  /// Extreme equilibria, sorted lexicographically by (row strategy, column strategy).
  std::vector<Equilibrium> equilibria;
  std::vector<EquilibriumComponent> components;
  /// Connected sets of components (components sharing an extreme equilibrium), as component
  /// indices; each listed once, ascending.
  std::vector<std::vector<std::size_t>> connectedSets;
  /// For the view and the benchmark: rowVertices = vertices of P enumerated (without the
  /// origin); colVertices = distinct vertices of Q that complete one of them (Q is not
  /// enumerated in full, so this is the number of extreme column strategies of equilibria).
  std::size_t rowVertices = 0, colVertices = 0;
  /// True iff every extreme equilibrium passed isNashEquilibrium exactly.
  bool verified = false;
};

/// Errors: WrongShape (not two players), Cancelled/Timeout, Internal (lrslib failure).
Expected<AllEquilibria> solveEquilibria(const StrategicGame& game,
                                        const Progress& progress = Progress::none(),
                                        const CancelToken& cancel = CancelToken::none());

/// Groups extreme equilibria (pairs of strategies) into maximal bicliques and their connected
/// sets; fills result.components and result.connectedSets from result.equilibria.
void computeComponents(AllEquilibria& result);

}  // namespace gamelab
