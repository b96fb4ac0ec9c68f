#pragma once
/// Imputations and the core (source 000 §4.2): the imputation simplex, core emptiness decided
/// exactly by LP with a Bondareva–Shapley balanced collection as the witness, membership of a
/// point with the violated coalitions, the core's vertices (lrslib), the least core and
/// ε-cores (§4.4 uses the same excesses).
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <optional>
#include <vector>

namespace gamelab {

/// e(x, S) = v(S) − Σ_{i∈S} x_i.
Rational excess(const CoalitionalGame& game, Coalition s, const RationalVector& x);
/// All 2ⁿ excesses in Bitmask order (e(x, ∅) = 0), computed incrementally. Requires hasTable().
RationalVector excesses(const CoalitionalGame& game, const RationalVector& x);

/// The n vertices of the imputation simplex: vertex i has x_j = v({j}) for j != i and
/// x_i = v(N) − Σ_{j≠i} v({j}) (§4.2.1). Empty when the game has no imputation
/// (Σ v({i}) > v(N), possible for a non-superadditive table).
std::vector<RationalVector> imputationVertices(const CoalitionalGame& game);

/// x is efficient (Σx = v(N)) and individually rational (x_i >= v({i})).
bool isImputation(const CoalitionalGame& game, const RationalVector& x);

/// One coalition whose constraint x(S) >= v(S) fails at a point: excess > 0.
struct CoalitionExcess {
  Coalition coalition = 0;
  Rational excess;
};

struct CoreMembership {
  bool efficient = false;              ///< Σx = v(N)
  Rational efficiencyGap;              ///< Σx − v(N)
  /// Coalitions with positive excess (x is unstable via S), largest excess first, at most
  /// `limit` of them; `violatedCount` counts all.
  std::vector<CoalitionExcess> violated;
  std::size_t violatedCount = 0;
  bool inCore() const { return efficient && violatedCount == 0; }
};

/// Whether x (n entries) is in the core: its efficiency gap and the proper coalitions it
/// violates (ties in SizeThenLexicographic order). Requires hasTable().
CoreMembership coreMembership(const CoalitionalGame& game, const RationalVector& x, std::size_t limit = 50);

struct CoreResult {
  /// Decided exactly: min Σx subject to x(S) >= v(S) for every S ≠ ∅ is > v(N).
  bool empty = true;
  /// When empty: a balanced collection with weights λ_S > 0, Σ_{S∋i} λ_S = 1 for every i, and
  /// Σ λ_S v(S) > v(N) (the LP's dual), as (coalition, weight) pairs.
  std::vector<std::pair<Coalition, Rational>> balancedCollection;
  /// The least-core value ε₁ = min_x max_{S≠∅,N} e(x, S) over efficient x; the core is
  /// non-empty iff ε₁ <= 0.
  Rational leastCoreEpsilon;
  /// One point of the least core.
  RationalVector leastCorePoint;
  /// Vertices of the core (non-empty core, players <= kMaxCoreVertexPlayers), exact, sorted
  /// lexicographically; `verticesComputed` false when skipped for size or emptiness.
  std::vector<RationalVector> vertices;
  bool verticesComputed = false;
  /// Coalitions whose constraint holds with equality on the whole core (besides N),
  /// SizeThenLexicographic; for the triangle's labels. Filled only when verticesComputed.
  std::vector<Coalition> alwaysTight;
};

inline constexpr int kMaxCoreVertexPlayers = 10;

/// The core of `game`: emptiness, the balanced collection, the least core and the vertices.
/// Requires hasTable(). Errors: Cancelled/Timeout; NumericalFailure from the LP.
Expected<CoreResult> solveCore(const CoalitionalGame& game, const Progress& progress = Progress::none(),
                               const CancelToken& cancel = CancelToken::none());

struct EpsilonCoreOptions {
  /// The bound on every excess; 0 is the core.
  Rational epsilon = 0;
};

/// Vertices of the ε-core {x : Σx = v(N), e(x, S) <= ε for all S ≠ ∅, N} (empty when ε is below
/// the least-core value). Players <= kMaxCoreVertexPlayers (TooLarge).
Expected<std::vector<RationalVector>> solveEpsilonCoreVertices(const CoalitionalGame& game,
                                                               const EpsilonCoreOptions& options = {},
                                                               const Progress& progress = Progress::none(),
                                                               const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
