#pragma once
/// An anytime approximate solver for two-person zero-sum (or constant-sum) trees with perfect
/// recall, too large for the exact sequence-form LP (sequenceform.h): CFR+ (Tammelin 2014;
/// Tammelin, Burch, Johanson and Bowling 2015) — counterfactual regret minimisation with
/// regret-matching+ (cumulative regrets clamped at 0), alternating updates (player 1, then
/// player 2 against player 1's new strategy) and the average strategy weighted linearly by
/// the iteration number. CLI `tree cfr`; GUI page "CFR+".
///
/// The answer is approximate and says by how much, exactly. During the run the exploitability
/// of the average profile is computed in floating point (float best replies, behaviour.h) every
/// few iterations: that is the live figure and the history for a chart. At the end the average
/// behaviour is rounded to fractions with denominator `roundingDenominator` (each set's numbers
/// summing to 1 exactly; also to small fractions, see tryFractions) and each player's best reply
/// to it is computed EXACTLY: the value of the game lies in [valueLower, valueUpper], where valueLower is what player 1's rounded behaviour
/// guarantees against every reply and valueUpper what player 2's concedes at most; the
/// exploitability upper − lower >= 0 is an exact Rational, a proved bound on how far either end
/// (and each player's behaviour) is from optimal.
///
/// Cost: one iteration is four linear passes over the nodes (top-down reach, bottom-up values
/// and regrets, per player) on flat arrays; the float check is two best-reply walks; the exact
/// end two (four) exact best-reply walks on the rounded behaviour, with GMP numbers that grow with
/// the depth (about 20 bits per mixed move on the path: plays through thousands of mixed moves
/// make the exact end far dearer than an iteration). Memory: about 60 bytes per node beyond the
/// tree. A 10⁶-node tree runs about 30 iterations per second on one core. Every walk is
/// iterative (node ids in increasing / decreasing order; GameTree guarantees parent id < child
/// id), so a 10⁶-deep chain is fine.
///
/// Cancel: `cancel` is polled every iteration and every 4096 nodes inside the walks (Cancelled
/// or Timeout within a few milliseconds). `options.stop` ends the iterations early but keeps the
/// answer so far (stoppedBy Stopped), with its exact bound.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/behaviour.h"
#include "core/tree/gametree.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gamelab {

/// One live check: the float exploitability of the average profile after `iteration` iterations.
struct CfrPlusPoint {
  std::int64_t iteration = 0;
  double exploitability = 0;
};

struct CfrPlusOptions {
  /// Stop after this many iterations (each updates both players once); >= 1.
  std::int64_t maxIterations = 1000;
  /// Stop once the live (float) exploitability is at most this; 0 = never.
  double targetExploitability = 0;
  /// Time budget in seconds from the start of the call (anytime: the iterations stop, the
  /// average so far is returned; the exact end follows and is not counted); 0 = none.
  double seconds = 0;
  /// Compute the live exploitability every `checkEvery` iterations; 0 = automatically: after
  /// each of the first 10 iterations, then so that the checks take about a sixth of the time.
  /// The last iteration is always checked.
  int checkEvery = 0;
  /// The exact behaviour rounds each average probability to a multiple of 1/roundingDenominator
  /// (>= 2). Large enough not to spoil the bound (2²⁰: each probability moves by < 10⁻⁶), small
  /// enough that the exact best replies stay fast.
  long roundingDenominator = 1L << 20;
  /// Also round the average to the nearest fractions with denominators <= 100 and keep, for each
  /// player, whichever rounding proves the better bound: an equilibrium with small denominators
  /// that CFR+ approaches is then recognised exactly (exploitability 0). Trees of up to 200 000
  /// nodes (two more exact best replies).
  bool tryFractions = true;
  /// Called on the solver's thread after each live check (the GUI's chart); may be empty.
  std::function<void(const CfrPlusPoint&)> onCheck{};
  /// Cancelled: stop iterating and return the answer so far (the "Stop" of the GUI). Copies of
  /// the options share it.
  CancelToken stop{};
};

/// Why the iterations ended.
enum class CfrPlusStop {
  Iterations,  ///< maxIterations done
  Target,      ///< the live exploitability reached targetExploitability
  Time,        ///< the time budget `seconds` ran out
  Stopped,     ///< options.stop was cancelled
};

/// "iterations", "target", "time" or "stopped" (CLI key "stopped_by").
const char* cfrPlusStopName(CfrPlusStop stop);

struct CfrPlusResult {
  /// The average behaviour rounded (see roundingDenominator and tryFractions; each player's sets
  /// from the rounding that proved the better bound), chance sets as given. The bounds below are
  /// proved for exactly this profile.
  BehaviourProfile behaviour;
  /// The average behaviour in floating point, unrounded (per set; chance sets as given).
  FloatBehaviourProfile behaviourFloat;
  Rational valueLower;      ///< player 1's best-reply-proof guarantee: constant sum − player 2's best reply
  Rational valueUpper;      ///< player 1's best reply to player 2's behaviour
  Rational exploitability;  ///< valueUpper − valueLower >= 0: the value lies in [valueLower, valueUpper]
  double valueLowerFloat = 0;
  double valueUpperFloat = 0;
  double exploitabilityFloat = 0;  ///< of the exact bound, rounded
  Rational constantSum;            ///< the payoffs of the two players add up to this at every play
  /// The live checks in iteration order (the last at `iterations`); at most 4096 points (long
  /// runs keep every second one, then every fourth, ...).
  std::vector<CfrPlusPoint> history;
  std::int64_t iterations = 0;
  CfrPlusStop stoppedBy = CfrPlusStop::Iterations;
  double iterationSeconds = 0;  ///< time spent iterating (checks included, exact end not)
};

/// Errors: InvalidTree (validation errors), WrongShape unless exactly two players,
/// NotConstantSum (args: the node number of the first terminal whose payoffs sum differently),
/// NotPerfectRecall, Cancelled, Timeout — as solveSequenceForm. Progress stages "cfr" (fraction
/// of the iterations or of the time budget, whichever is further) and "verify" (the exact end).
Expected<CfrPlusResult> solveCfrPlus(const GameTree& tree, const CfrPlusOptions& options = {},
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
