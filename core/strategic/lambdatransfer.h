#pragma once
/// λ-transfer (Shapley; source 000 §3.4.3, spec §5.6): for a rate λ > 0 solve the TU problem
/// of (λA, B) and rescale, φ(λ) = ((σ(λ)+δ(λ))/(2λ), (σ(λ)−δ(λ))/2) with σ(λ) = max(λa+b) and
/// δ(λ) = Val(λA − B). An equilibrium exchange rate λ* is one with φ(λ*) in the NTU set;
/// φ(λ*) is then the NTU solution.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/payoffregion.h"
#include "core/strategic/strategicgame.h"
#include "core/strategic/tusolution.h"

#include <optional>
#include <vector>

namespace gamelab {

/// φ(λ) and its parts for one λ.
struct LambdaTransferPoint {
  Rational lambda, sigma, delta;  ///< λ, σ(λ), δ(λ)
  PayoffPoint phi;                ///< φ(λ)
};

/// Exact φ(λ) (one exact LP); the GUI samples it to draw the curve. Two players only.
/// Errors: WrongShape/NotTwoPlayers; InvalidArgument/MustBePositive (args: "lambda", λ) when
/// λ <= 0; those of solveZeroSum; Cancelled/Timeout.
Expected<LambdaTransferPoint> lambdaTransferPoint(const StrategicGame& game, const Rational& lambda,
                                                  const CancelToken& cancel = CancelToken::none());

/// How a λ* was found.
enum class LambdaCandidate {
  Edge,    ///< λ = −slope of a Pareto edge and φ(λ) lies on that edge (exact)
  Vertex,  ///< φ(λ) is a Pareto vertex w: δ(λ) = λw_1 − w_2 with λ in w's normal cone
};

struct LambdaTransferRate {
  LambdaCandidate kind = LambdaCandidate::Edge;
  /// λ* when it is rational and was confirmed exactly (δ(λ*) evaluated exactly); else absent.
  std::optional<Rational> lambda;
  /// λ* as a decimal: exact's double when `lambda` is set, else the midpoint of a bracket of
  /// width <= lambdaTolerance (λ* is then irrational or a rational with a huge denominator).
  double lambdaFloat = 0;
  bool exact = false;  ///< lambda is set
  double lambdaTolerance = 0;  ///< 0 when exact
  /// When every λ of an interval gives the same point: its ends. An end at the normal cone's
  /// boundary is exact; an end inside the cone is found by bisection and given exactly when the
  /// smallest-denominator rational of the final bracket (width 2^-bisectionSteps of a sample
  /// step) still gives the point, else only as a float. `lambda` is then one λ of it.
  /// The interval lies in the normal cone of the vertex `point`; its low end can be 0 (then
  /// λ > 0 only) and its high end +∞ (intervalUnbounded; intervalHigh absent, its float inf).
  bool interval = false;
  std::optional<Rational> intervalLow, intervalHigh;  ///< nullopt: not exact (see floats) or +∞
  double intervalLowFloat = 0, intervalHighFloat = 0;
  bool intervalUnbounded = false;
  PayoffPoint point;  ///< the NTU solution φ(λ*), always exact (an edge point or a vertex)
  /// The frontier edge (from, to) or vertex (from == to) holding the point.
  std::size_t edgeFrom = 0, edgeTo = 0;
};

struct LambdaTransferSolution {
  PayoffRegion region;  ///< the NTU set of the game (hull, Pareto frontier)
  /// Every λ* found, sorted by λ (rates equal as λ and point are listed once). Usually one.
  std::vector<LambdaTransferRate> rates;
  /// A and −B have a saddle point in the same cell: the threat point is that cell for every
  /// λ >= 0, and the NTU solution is the Nash solution from it.
  bool fixedThreatPoint = false;
  std::optional<BimatrixCell> fixedThreatCell;
  std::optional<PayoffPoint> fixedThreat;
};

struct LambdaTransferOptions {
  /// Sample points per normal cone of a Pareto vertex when looking for sign changes of
  /// δ(λ) − (λw_1 − w_2) (roots between two samples with no sign change can be missed).
  int samplesPerVertex = 48;
  /// Bisection steps on a sign change (each an exact LP) before λ* is declared inexact.
  int bisectionSteps = 80;
};

/// Two players only. Errors: WrongShape/NotTwoPlayers; EmptyGame; those of solveZeroSum;
/// Cancelled/Timeout. Progress stage "lambda".
Expected<LambdaTransferSolution> solveLambdaTransfer(const StrategicGame& game,
                                                     const LambdaTransferOptions& options = {},
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
