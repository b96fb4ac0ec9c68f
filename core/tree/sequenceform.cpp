#include "core/tree/sequenceform.h"

#include "core/lp/lpproblem.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/behaviour.h"
#include "core/tree/sequenceformdata.h"
#include "core/tree/sequenceformexact.h"
#include "core/tree/sequenceformlp.h"
#include "core/tree/treevalidation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace gamelab {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// The float answer of `lp` (built for `side`) seen from both players; nullopt unless optimal.
std::optional<FloatSequenceAnswer> floatAnswer(const SequenceLp& lp, const Expected<LpSolution>& solution,
                                               const SequenceFormData& data, int side) {
  if (!solution || solution->status != LpStatus::Optimal ||
      solution->xFloat.size() != ix(lp.problem.numVariables()) ||
      solution->dualsFloat.size() != ix(lp.problem.numRows()))
    return std::nullopt;
  const auto nOwn = static_cast<std::ptrdiff_t>(data.players[ix(side)].count);
  const auto nOther = static_cast<std::ptrdiff_t>(data.players[ix(1 - side)].count);
  const auto& primal = solution->xFloat;
  const auto& duals = solution->dualsFloat;
  const auto tau = duals.begin() + lp.firstTauRow;
  std::vector<double> ownPlan(primal.begin(), primal.begin() + nOwn), otherPlan(tau, tau + nOther);
  std::vector<double> otherValues(primal.begin() + nOwn, primal.end()), ownValues(duals.begin(), tau);
  if (side == 0) return FloatSequenceAnswer{ownPlan, otherPlan, otherValues, ownValues};
  return FloatSequenceAnswer{otherPlan, ownPlan, ownValues, otherValues};
}

/// Clp's algorithm for `lp` (see SequenceFormAlgorithm).
LpAlgorithm lpAlgorithm(const SequenceLp& lp, SequenceFormAlgorithm choice) {
  switch (choice) {
    case SequenceFormAlgorithm::DualSimplex: return LpAlgorithm::DualSimplex;
    case SequenceFormAlgorithm::Barrier: return LpAlgorithm::Barrier;
    case SequenceFormAlgorithm::Automatic: break;
  }
  return lp.problem.numRows() >= kSequenceFormBarrierRows ? LpAlgorithm::Barrier : LpAlgorithm::DualSimplex;
}

/// Bounds proved by exact best replies: `lower` = what player 1's part of `profile` guarantees,
/// `upper` = what player 2's part concedes at most.
struct Bounds {
  Rational lower, upper;
};

Expected<Bounds> bounds(const GameTree& tree, const BehaviourProfile& profile, const Rational& constantSum,
                        const CancelToken& cancel) {
  auto reply1 = bestResponse(tree, profile, 0, cancel);
  if (!reply1) return reply1.error();
  auto reply2 = bestResponse(tree, profile, 1, cancel);
  if (!reply2) return reply2.error();
  return Bounds{constantSum - reply2->value, reply1->value};
}

void fillResult(const GameTree& tree, const SequenceFormData& data, BehaviourProfile behaviour,
                SequenceFormResult& result) {
  for (int p = 0; p < 2; ++p) {
    result.sequences[p] = data.players[p].count;
    result.infoSetCount[p] = static_cast<int>(tree.infoSetsOf(p).size());
  }
  result.realisationPlans = {planFromBehaviour(tree, data.players[0], behaviour),
                             planFromBehaviour(tree, data.players[1], behaviour)};
  result.behaviour = std::move(behaviour);
  result.valueFloat = toDouble(result.value);
  result.valueLowerFloat = result.valueUpperFloat = result.valueFloat;
  result.errorBoundFloat = result.verified ? 0.0 : std::numeric_limits<double>::infinity();
}

/// An unverified exact-mode answer still has proved bounds: report them (rounded to double).
void setProvedBounds(const Bounds& b, SequenceFormResult& result) {
  if (result.verified) return;
  result.valueLowerFloat = toDouble(b.lower);
  result.valueUpperFloat = toDouble(b.upper);
  result.errorBoundFloat = toDouble(b.upper - b.lower);
}

/// Floating-point bounds on the value from float behaviour (see SequenceFormResult).
Expected<std::pair<double, double>> floatBounds(const GameTree& tree, const FloatBehaviourProfile& profile,
                                                double constantSum, const CancelToken& cancel) {
  auto reply1 = bestResponseValueFloat(tree, profile, 0, cancel);
  if (!reply1) return reply1.error();
  auto reply2 = bestResponseValueFloat(tree, profile, 1, cancel);
  if (!reply2) return reply2.error();
  return std::pair<double, double>{constantSum - *reply2, *reply1};
}

/// Clp's floating-point solve of `lp` (built for `side`), by the algorithm `choice` picks. The
/// barrier is tried first on the LP as given (the more accurate answer), then presolved, and
/// an answer whose float best-reply bounds are wider than 1e-4·max(1, |value|) (stopped
/// short, or lost; the presolved interior point of the 157 000-node tree is within 4e-6, which
/// the support recovery then makes exact) goes on to the next; the dual simplex is last.
/// Errors: Cancelled, Timeout; other failures are left in the returned Expected (the caller
/// then has no float answer).
Expected<Expected<LpSolution>> solveFloatLp(const GameTree& tree, const SequenceFormData& data, const SequenceLp& lp,
                                            int side, SequenceFormAlgorithm choice, const CancelToken& cancel) {
  auto stopped = [](const Expected<LpSolution>& s) {
    return !s && (s.error().code == ErrorCode::Cancelled || s.error().code == ErrorCode::Timeout);
  };
  auto solve = [&](LpAlgorithm algorithm) {
    return solveLp(lp.problem, LpOptions{.exact = false, .algorithm = algorithm}, Progress::none(), cancel);
  };
  if (lpAlgorithm(lp, choice) == LpAlgorithm::Barrier) {
    for (const LpAlgorithm algorithm : {LpAlgorithm::BarrierNoPresolve, LpAlgorithm::Barrier}) {
      auto solution = solve(algorithm);
      if (stopped(solution)) return solution.error();
      const auto answer = floatAnswer(lp, solution, data, side);
      if (!answer) continue;
      FloatBehaviourProfile profile = floatBehaviour(uniformBehaviour(tree));
      floatBehaviourFromPlan(tree, data.players[0], answer->x, profile);
      floatBehaviourFromPlan(tree, data.players[1], answer->y, profile);
      auto range = floatBounds(tree, profile, toDouble(data.constantSum), cancel);
      if (!range) return range.error();
      if (range->second - range->first <= 1e-4 * std::max(1.0, std::fabs(range->first))) return solution;
    }
  }
  auto solution = solve(LpAlgorithm::DualSimplex);
  if (stopped(solution)) return solution.error();
  return solution;
}

/// Solves side 1's LP in floating point (see buildSequenceLp): nullopt unless Clp finds the
/// optimum. Errors: Cancelled, Timeout.
Expected<std::optional<FloatSequenceAnswer>> solveOtherSide(const GameTree& tree, const SequenceFormData& data,
                                                            SequenceFormAlgorithm algorithm,
                                                            const CancelToken& cancel) {
  auto lp = buildSequenceLp(tree, data, 1, cancel);
  if (!lp) return lp.error();
  auto solution = solveFloatLp(tree, data, *lp, 1, algorithm, cancel);
  if (!solution) return solution.error();
  return floatAnswer(*lp, *solution, data, 1);
}

/// Float mode's answer: bounds from float best replies and the behaviour that achieves them
/// (per side the better of the candidates tried).
struct FloatAnswer {
  double lower = -std::numeric_limits<double>::infinity();
  double upper = std::numeric_limits<double>::infinity();
  BehaviourProfile behaviour;
};

/// Float mode's target: bounds within 1e-9·max(1, |value|).
bool accurateEnough(const FloatAnswer& answer) {
  return answer.upper - answer.lower <= 1e-9 * std::max(1.0, std::fabs(answer.lower));
}

/// Float mode: Clp's plans as behaviour; when their bounds are wider than ~1e-9 (Clp's 1e-7
/// tolerances, an ill-conditioned basis), polished by the exact solutions of the tight systems
/// of the float answer's supports (exactFromSupports, no exact proof), until the bounds are
/// within 1e-9·max(1, |value|) or the support tolerances are exhausted. Continues from `best`
/// (empty: nothing yet), keeping each side's better bound.
Expected<FloatAnswer> polishFloat(const GameTree& tree, const SequenceFormData& data,
                                  const FloatSequenceAnswer& answer, const Progress& progress,
                                  const CancelToken& cancel, FloatAnswer best) {
  if (best.behaviour.empty()) best.behaviour = uniformBehaviour(tree);
  auto consider = [&](const BehaviourProfile& candidate, const FloatBehaviourProfile& floatProfile)
      -> std::optional<Error> {
    auto range = floatBounds(tree, floatProfile, toDouble(data.constantSum), cancel);
    if (!range) return range.error();
    for (int p = 0; p < 2; ++p) {
      const double bound = p == 0 ? range->first : range->second;
      if (p == 0 ? bound <= best.lower : bound >= best.upper) continue;
      (p == 0 ? best.lower : best.upper) = bound;
      for (int s : data.players[ix(p)].sets) best.behaviour[ix(s)] = candidate[ix(s)];
    }
    return std::nullopt;
  };
  auto accurate = [&] { return accurateEnough(best); };
  BehaviourProfile clp = uniformBehaviour(tree);
  behaviourFromFloatPlan(tree, data.players[0], answer.x, 1000000, clp);
  behaviourFromFloatPlan(tree, data.players[1], answer.y, 1000000, clp);
  FloatBehaviourProfile floatProfile = floatBehaviour(clp);
  floatBehaviourFromPlan(tree, data.players[0], answer.x, floatProfile);
  floatBehaviourFromPlan(tree, data.players[1], answer.y, floatProfile);
  progress.report(0.8, "verify");
  if (auto error = consider(clp, floatProfile)) return *error;
  for (double tolerance : supportTolerances(answer)) {
    if (accurate()) break;
    auto exact = exactFromSupports(tree, data, answer, tolerance, cancel);
    if (!exact) return exact.error();
    if (!*exact) continue;
    if (auto error = consider(**exact, floatBehaviour(**exact))) return *error;
  }
  return best;
}

std::optional<Error> checkTree(const GameTree& tree) {
  if (auto error = firstTreeError(tree)) return error;
  if (tree.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(tree.players())});
  return std::nullopt;
}


}  // namespace

const char* sequenceFormProofName(SequenceFormProof proof) {
  switch (proof) {
    case SequenceFormProof::BackwardInduction: return "backward-induction";
    case SequenceFormProof::Supports: return "supports";
    case SequenceFormProof::Rounding: return "rounding";
    case SequenceFormProof::ExactLp: return "exact-lp";
    case SequenceFormProof::None: break;
  }
  return "none";
}

Expected<SequenceFormResult> solveSequenceForm(const GameTree& tree, const SequenceFormOptions& options,
                                               const Progress& progress, const CancelToken& cancel) {
  progress.report(0, "sequence-form");
  if (auto error = checkTree(tree)) return *error;
  auto built = buildSequenceForm(tree, cancel);
  if (!built) return built.error();
  const SequenceFormData& data = *built;
  if (auto error = firstPerfectRecallError(tree)) return *error;
  if (cancel.isCancelled()) return stopError(cancel);
  SequenceFormResult result;
  if (playersHavePerfectInformation(tree)) {
    // Backward induction is exact and linear in the tree, where the LP (one row per sequence of
    // player 2) grows quadratically in Clp; the answer is proved by exact best replies as below.
    progress.report(0.1, "lp");
    auto spe = solveSubgamePerfect(tree, {.countPure = false, .keepNodeValues = false}, Progress::none(), cancel);
    if (!spe) return spe.error();
    auto b = bounds(tree, spe->behaviour, data.constantSum, cancel);
    if (!b) return b.error();
    result.value = spe->payoffs[0];
    result.verified = b->lower == result.value && b->upper == result.value;
    result.proof = SequenceFormProof::BackwardInduction;
    fillResult(tree, data, std::move(spe->behaviour), result);
    setProvedBounds(*b, result);
    progress.report(1, "verify");
    return result;
  }
  auto builtLp = buildSequenceLp(tree, data, 0, cancel);
  if (!builtLp) return builtLp.error();
  const SequenceLp& lp = *builtLp;
  const int n1 = data.players[0].count, n2 = data.players[1].count;

  progress.report(0.1, "lp");
  auto floatSolve = solveFloatLp(tree, data, lp, 0, options.algorithm, cancel);
  if (!floatSolve) return floatSolve.error();
  const Expected<LpSolution>& floatLp = *floatSolve;
  const std::optional<FloatSequenceAnswer> floatSolved = floatAnswer(lp, floatLp, data, 0);
  if (floatSolved && (options.recoverFromFloat || !options.exact)) {
    const FloatSequenceAnswer& answer = *floatSolved;
    if (!options.exact) {
      auto polished = polishFloat(tree, data, answer, progress, cancel, {});
      if (!polished) return polished.error();
      if (!accurateEnough(*polished)) {  // then also from side 1's LP, keeping each side's best
        auto other = solveOtherSide(tree, data, options.algorithm, cancel);
        if (!other) return other.error();
        if (*other) polished = polishFloat(tree, data, **other, progress, cancel, std::move(*polished));
        if (!polished) return polished.error();
      }
      // Clp's value if the bounds allow it, else the nearest end of [lower, upper].
      const double value = std::clamp(floatLp->objectiveFloat, polished->lower, polished->upper);
      result.value = value == floatLp->objectiveFloat ? floatLp->objective : fromDouble(value);
      fillResult(tree, data, std::move(polished->behaviour), result);
      result.valueFloat = value;
      result.valueLowerFloat = polished->lower;
      result.valueUpperFloat = polished->upper;
      result.errorBoundFloat = polished->upper - polished->lower;
      progress.report(1, "lp");
      return result;
    }
    // Round the conditional probabilities to nearby fractions and prove optimality by exact
    // best replies; the best bound of each side over the roundings tried is kept.
    progress.report(0.5, "verify");
    std::optional<Bounds> best;
    BehaviourProfile bestProfile = uniformBehaviour(tree);
    auto consider = [&](const BehaviourProfile& candidate) -> std::optional<Error> {
      auto b = bounds(tree, candidate, data.constantSum, cancel);
      if (!b) return b.error();
      if (!best) best = Bounds{b->lower - 1, b->upper + 1};
      if (b->lower > best->lower) {
        best->lower = b->lower;
        for (int s : data.players[0].sets) bestProfile[ix(s)] = candidate[ix(s)];
      }
      if (b->upper < best->upper) {
        best->upper = b->upper;
        for (int s : data.players[1].sets) bestProfile[ix(s)] = candidate[ix(s)];
      }
      return std::nullopt;
    };
    auto proved = [&]() {
      if (!best || best->lower != best->upper) return false;
      result.value = best->lower;
      result.verified = true;
      fillResult(tree, data, std::move(bestProfile), result);
      progress.report(1, "verify");
      return true;
    };
    // First the exact solution of the equations that the float answer says are tight (its
    // supports and zero slacks), which recovers a vertex with any denominators; then plain
    // rounding of the behaviour probabilities (enough for small denominators).
    // Each side's LP (Clp's answers differ, and near-zero noise in one may be absent in the
    // other): side 1's float LP is solved only when side 0's supports did not prove the answer.
    for (int side = 0; side < 2; ++side) {
      std::optional<FloatSequenceAnswer> sideAnswer = floatSolved;
      if (side == 1) {
        progress.report(0.8, "lp");
        auto other = solveOtherSide(tree, data, options.algorithm, cancel);
        if (!other) return other.error();
        if (!*other) break;
        sideAnswer = std::move(*other);
      }
      for (double tolerance : supportTolerances(*sideAnswer)) {
        progress.report(0.7, "verify");
        auto exact = exactFromSupports(tree, data, *sideAnswer, tolerance, cancel);
        if (!exact) return exact.error();
        if (!*exact) continue;
        if (auto error = consider(**exact)) return *error;
        if (proved()) {
          result.proof = SequenceFormProof::Supports;
          return result;
        }
      }
    }
    for (long denominator : {1000L, 1000000L}) {
      BehaviourProfile candidate = uniformBehaviour(tree);
      behaviourFromFloatPlan(tree, data.players[0], answer.x, denominator, candidate);
      behaviourFromFloatPlan(tree, data.players[1], answer.y, denominator, candidate);
      if (auto error = consider(candidate)) return *error;
      if (proved()) {
        result.proof = SequenceFormProof::Rounding;
        return result;
      }
    }
  }
  // The exact LP: x from the primal, player 2's plan from the duals of the τ rows. Clp's
  // default basis proved nothing above, so the exact LP starts from its precise one.
  progress.report(0.6, "lp");
  auto exactLp = solveLp(lp.problem, LpOptions{.exact = true, .preciseFirst = true}, Progress::none(), cancel);
  if (!exactLp) return exactLp.error();
  if (exactLp->status != LpStatus::Optimal)
    return makeError(ErrorCode::Internal, {"sequence-form LP not optimal"});
  const RationalVector x(exactLp->x.begin(), exactLp->x.begin() + n1);
  RationalVector y(exactLp->duals.begin() + lp.firstTauRow, exactLp->duals.begin() + lp.firstTauRow + n2);
  BehaviourProfile behaviour = uniformBehaviour(tree);
  behaviourFromPlan(tree, data.players[0], x, behaviour);
  behaviourFromPlan(tree, data.players[1], y, behaviour);
  progress.report(0.9, "verify");
  auto b = bounds(tree, behaviour, data.constantSum, cancel);
  if (!b) return b.error();
  result.value = exactLp->objective;
  result.verified = exactLp->exact && b->lower == b->upper && b->lower == exactLp->objective;
  result.proof = SequenceFormProof::ExactLp;
  fillResult(tree, data, std::move(behaviour), result);
  setProvedBounds(*b, result);
  progress.report(1, "verify");
  return result;
}

}  // namespace gamelab
