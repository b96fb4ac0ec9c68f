#pragma once
/// The Nash bargaining solution (source 000 §3.4.3, spec §5.5): for a convex polygon S (the
/// hull of finitely many points) and a status quo (u*, v*), the point of
/// S ∩ {u >= u*, v >= v*} maximising (u − u*)(v − v*), exactly.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/payoffregion.h"
#include "core/strategic/strategicgame.h"

#include <optional>
#include <vector>

namespace gamelab {

/// S = conv(points) (any finite, non-empty set; duplicates and interior points allowed).
struct BargainingProblem {
  std::vector<PayoffPoint> points;
  PayoffPoint statusQuo;
};

enum class NashBargainingCase {
  /// Some point of S strictly dominates the status quo: the solution maximises the product
  /// (which is then > 0), and it is unique.
  Regular,
  /// No point of S strictly dominates the status quo, but S ∩ {u >= u*, v >= v*} is not
  /// empty: it is a segment (or a point) on the line u = u* or v = v*. The axioms (feasibility
  /// and Pareto optimality) give its Pareto-optimal end: the point with the largest v on
  /// u = u*, the largest u on v = v*. The product there is 0.
  Degenerate,
  /// S ∩ {u >= u*, v >= v*} is empty (the status quo dominates S strictly somewhere outside
  /// it): there is no solution; `solution` is absent.
  NoIndividuallyRationalPoint,
};

struct NashBargainingSolution {
  PayoffRegion region;        ///< S: its hull and Pareto frontier (region.points = the input)
  PayoffPoint statusQuo;
  bool statusQuoFeasible = false;  ///< the status quo lies in S (the theory assumes it)
  NashBargainingCase kind = NashBargainingCase::Regular;
  std::optional<PayoffPoint> solution;
  Rational product;           ///< (ū − u*)(v̄ − v*) at the solution (0 when absent)
  /// The solution lies on the Pareto frontier of S (always in the Regular case; in the
  /// Degenerate case it can be a point of S's boundary dominated in S but not in the quadrant).
  bool onFrontier = false;
  /// When onFrontier: the Pareto edge holding the solution as (from, to) indices into
  /// region.paretoFrontier: from == to when it is a frontier vertex, else to == from + 1.
  std::size_t edgeFrom = 0, edgeTo = 0;
  bool onVertex = false;
  /// Regular case on an edge interior: minus the edge's slope, which equals the slope of the
  /// line from the status quo to the solution (the tangency condition). Absent otherwise.
  std::optional<Rational> tangentSlope;
};

/// Exact. Errors: InvalidArgument/NoFeasiblePoints when `problem.points` is empty;
/// Cancelled/Timeout.
Expected<NashBargainingSolution> solveNashBargaining(const BargainingProblem& problem,
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

struct NashBargainingOptions {
  /// The status quo; nullopt: the safety levels (v_I, v_II) (core/strategic/safetylevels.h).
  std::optional<PayoffPoint> statusQuo;
};

/// The NBS of the NTU set of a bimatrix game (the hull of its payoff pairs). Two players only.
/// Errors: WrongShape/NotTwoPlayers; those of solveSafetyLevels; Cancelled/Timeout.
Expected<NashBargainingSolution> solveNashBargaining(const StrategicGame& game,
                                                     const NashBargainingOptions& options = {},
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
