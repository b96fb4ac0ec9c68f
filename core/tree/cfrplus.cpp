#include "core/tree/cfrplus.h"

#include "core/common/problem.h"
#include "core/tree/cfrplusstate.h"
#include "core/tree/treevalidation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <string>

namespace gamelab {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

/// The exact behaviour: players' sets rounded to multiples of 1/denominator summing to 1 exactly
/// (the largest entry takes the rounding difference, or as much of it as it has); chance sets as in the tree.
BehaviourProfile roundedBehaviour(const GameTree& tree, const FloatBehaviourProfile& average, long denominator) {
  BehaviourProfile profile(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (set.isChance()) {
      profile[s] = set.probabilities;
      continue;
    }
    const std::size_t actions = set.actions.size();
    if (actions == 0) continue;
    const long d = std::max(denominator, 2L * static_cast<long>(actions));
    std::vector<long> units(actions, 0);
    long total = 0;
    std::size_t largest = 0;
    for (std::size_t a = 0; a < actions; ++a) {
      units[a] = std::clamp(std::lround(average[s][a] * static_cast<double>(d)), 0L, d);
      total += units[a];
      if (units[a] > units[largest]) largest = a;
    }
    if (total <= d) {
      units[largest] += d - total;
    } else {  // take the surplus from the entries, largest first (it is at most actions / 2 + 1)
      units[largest] -= std::min(units[largest], total - d);
      total = std::accumulate(units.begin(), units.end(), 0L);
      for (std::size_t a = 0; a < actions && total > d; ++a) {
        const long take = std::min(units[a], total - d);
        units[a] -= take;
        total -= take;
      }
    }
    for (std::size_t a = 0; a < actions; ++a) {
      Rational p(units[a], d);
      p.canonicalize();
      profile[s].push_back(std::move(p));
    }
  }
  return profile;
}

/// The average with each player's probability replaced by the nearest fraction with denominator
/// at most `maxDenominator` (continued fractions), the largest entry of a set taking 1 minus the
/// others; a set where that would be negative keeps `fallback`'s numbers. Chance sets as in the tree.
BehaviourProfile smallFractionBehaviour(const GameTree& tree, const FloatBehaviourProfile& average,
                                        long maxDenominator, const BehaviourProfile& fallback) {
  BehaviourProfile profile = fallback;
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const std::size_t actions = tree.infoSets[s].actions.size();
    if (tree.infoSets[s].isChance() || actions == 0) continue;
    const auto largest = static_cast<std::size_t>(
        std::max_element(average[s].begin(), average[s].end()) - average[s].begin());
    RationalVector p(actions);
    Rational others = 0;
    for (std::size_t a = 0; a < actions; ++a) {
      if (a == largest) continue;
      p[a] = approximate(std::clamp(average[s][a], 0.0, 1.0), maxDenominator);
      others += p[a];
    }
    p[largest] = 1 - others;
    if (p[largest] >= 0) profile[s] = std::move(p);
  }
  return profile;
}

/// Trees up to this size also try the small fractions (two more exact best replies).
constexpr NodeId kSmallFractionNodes = 200000;

/// The history keeps at most this many points: long runs on small trees check very often.
constexpr std::size_t kMaxHistory = 4096;

/// Drops every second point after the first (the chart keeps its shape).
void thinOut(std::vector<CfrPlusPoint>& history) {
  std::size_t kept = 1;
  for (std::size_t k = 2; k < history.size(); k += 2) history[kept++] = history[k];
  history.resize(kept);
}

/// Live exploitability of the float average: player 1's best reply plus player 2's minus the
/// constant sum (>= 0 up to rounding).
Expected<double> floatExploitability(const GameTree& tree, const FloatBehaviourProfile& average, double constantSum,
                                     const CancelToken& cancel) {
  auto reply1 = bestResponseValueFloat(tree, average, 0, cancel);
  if (!reply1) return reply1.error();
  auto reply2 = bestResponseValueFloat(tree, average, 1, cancel);
  if (!reply2) return reply2.error();
  return std::max(0.0, *reply1 + *reply2 - constantSum);
}

}  // namespace

const char* cfrPlusStopName(CfrPlusStop stop) {
  switch (stop) {
    case CfrPlusStop::Iterations: return "iterations";
    case CfrPlusStop::Target: return "target";
    case CfrPlusStop::Time: return "time";
    case CfrPlusStop::Stopped: return "stopped";
  }
  return "iterations";
}

Expected<CfrPlusResult> solveCfrPlus(const GameTree& tree, const CfrPlusOptions& options, const Progress& progress,
                                     const CancelToken& cancel) {
  const Clock::time_point start = Clock::now();
  progress.report(0, "cfr");
  if (auto error = firstTreeError(tree)) return *error;
  if (tree.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(tree.players())});
  auto flat = cfr::flattenTree(tree, cancel);
  if (!flat) return flat.error();
  if (auto error = firstPerfectRecallError(tree)) return *error;
  if (cancel.isCancelled()) return stopError(cancel);

  CfrPlusResult result;
  result.constantSum = flat->constantSum;
  const double constantSum = toDouble(flat->constantSum);
  cfr::CfrPlusState state(*flat);
  const std::int64_t maxIterations = std::max<std::int64_t>(options.maxIterations, 1);
  double sinceCheck = 0, checkCost = 0, lastReport = -1;

  auto check = [&]() -> std::optional<Error> {
    const Clock::time_point begin = Clock::now();
    auto e = floatExploitability(tree, state.average(tree), constantSum, cancel);
    if (!e) return e.error();
    const CfrPlusPoint point{result.iterations, *e};
    if (result.history.size() >= kMaxHistory) thinOut(result.history);
    result.history.push_back(point);
    if (options.onCheck) options.onCheck(point);
    checkCost = secondsSince(begin);
    sinceCheck = 0;
    return std::nullopt;
  };

  for (std::int64_t t = 1; t <= maxIterations; ++t) {
    if (cancel.isCancelled()) return stopError(cancel);
    if (options.stop.isCancelled()) {
      result.stoppedBy = CfrPlusStop::Stopped;
      break;
    }
    const double elapsed = secondsSince(start);
    if (options.seconds > 0 && elapsed >= options.seconds) {
      result.stoppedBy = CfrPlusStop::Time;
      break;
    }
    if (elapsed - lastReport >= 0.05) {  // a few reports per second, not one per iteration
      const double byIterations = static_cast<double>(t - 1) / static_cast<double>(maxIterations);
      const double byTime = options.seconds > 0 ? elapsed / options.seconds : 0.0;
      progress.report(std::min(1.0, std::max(byIterations, byTime)), "cfr");
      lastReport = elapsed;
    }
    const Clock::time_point begin = Clock::now();
    if (auto error = state.iterate(t, cancel)) return *error;
    result.iterations = t;
    sinceCheck += secondsSince(begin);
    const bool due = options.checkEvery > 0 ? t % options.checkEvery == 0 : t <= 10 || sinceCheck >= 5 * checkCost;
    if (due || t == maxIterations) {
      if (auto error = check()) return *error;
      if (options.targetExploitability > 0 && result.history.back().exploitability <= options.targetExploitability) {
        result.stoppedBy = CfrPlusStop::Target;
        break;
      }
    }
  }
  if (result.history.empty() || result.history.back().iteration != result.iterations)
    if (auto error = check()) return *error;
  result.iterationSeconds = secondsSince(start);

  // The exact end: bounds proved by exact best replies to the rounded average. Player 1's part
  // alone decides the lower bound (player 2's best reply to it), player 2's part the upper one,
  // so each side keeps the better of the candidates.
  progress.report(0.95, "verify");
  result.behaviourFloat = state.average(tree);
  std::vector<BehaviourProfile> candidates{roundedBehaviour(tree, result.behaviourFloat, options.roundingDenominator)};
  if (options.tryFractions && tree.nodeCount() <= kSmallFractionNodes)
    candidates.push_back(smallFractionBehaviour(tree, result.behaviourFloat, 100, candidates.front()));
  for (std::size_t k = 0; k < candidates.size(); ++k) {
    auto reply1 = bestResponse(tree, candidates[k], 0, cancel);
    if (!reply1) return reply1.error();
    auto reply2 = bestResponse(tree, candidates[k], 1, cancel);
    if (!reply2) return reply2.error();
    const Rational lower = flat->constantSum - reply2->value;
    if (k == 0) result.behaviour = candidates[k];
    if (k == 0 || lower > result.valueLower) {
      result.valueLower = lower;
      for (int s : flat->playerSets[0]) result.behaviour[static_cast<std::size_t>(s)] = candidates[k][static_cast<std::size_t>(s)];
    }
    if (k == 0 || reply1->value < result.valueUpper) {
      result.valueUpper = reply1->value;
      for (int s : flat->playerSets[1]) result.behaviour[static_cast<std::size_t>(s)] = candidates[k][static_cast<std::size_t>(s)];
    }
  }
  result.exploitability = result.valueUpper - result.valueLower;
  result.valueLowerFloat = toDouble(result.valueLower);
  result.valueUpperFloat = toDouble(result.valueUpper);
  result.exploitabilityFloat = toDouble(result.exploitability);
  progress.report(1, "verify");
  return result;
}

}  // namespace gamelab
