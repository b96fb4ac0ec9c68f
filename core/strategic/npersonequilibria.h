#pragma once
/// Mixed equilibria of n-player games (n >= 3): support enumeration (Porter–Nudelman–Shoham
/// order, supportprofileorder.h; everything for small games, a time budget for large ones) with the
/// polynomial indifference systems solved numerically (Newton from several starts; supports
/// whose system provably has no root in the simplices are skipped, npersonexclusion.h) and each
/// solution then either proved exactly (rounded to a rational profile that passes
/// isNashEquilibrium) or reported with its accuracy (the largest gain any player could get by
/// a pure deviation, `maxRegret`). Pure equilibria come from solveBestResponseStars and are exact.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

/// Which method found an equilibrium (CLI "found_by": equilibriumSourceName).
enum class EquilibriumSource {
  Pure,           ///< the pure profiles, by definition
  SupportSearch,  ///< a support profile's indifference system
  QreLimit,       ///< the end of the logit QRE's principal branch (qreequilibrium.h)
  LogitTracing,   ///< the end of a logit trace from a random prior (a restart)
};
/// "pure", "support-search", "qre-limit", "logit-tracing".
const char* equilibriumSourceName(EquilibriumSource source);

struct ApproximateEquilibrium {
  MixedProfile strategies;          ///< exact when `exact`, else rationals of the floats
  std::vector<std::vector<double>> strategiesFloat;
  RationalVector payoffs;           ///< exact expected payoffs of `strategies`
  bool exact = false;               ///< `strategies` passed isNashEquilibrium exactly
  /// 0 when exact; else certified: the largest gain of a pure deviation from `strategies`,
  /// computed exactly and rounded up (npersonpolish.h certifiedMaxRegret).
  double maxRegret = 0;
  EquilibriumSource foundBy = EquilibriumSource::SupportSearch;
};

struct NPersonEquilibriumOptions {
  /// Without a time budget: give up (TooLarge) when there are more support profiles than this.
  std::size_t maxSupportProfiles = 200000;
  /// A time budget in seconds for the search (> 0): support profiles are tried in the order of
  /// supportprofileorder.h however many there are, until the budget is spent (then `complete`
  /// is false and `stoppedByBudget` true). 0: no budget, maxSupportProfiles applies.
  double seconds = 0;
  bool mixed = true;  ///< false: the pure equilibria only (no search; `complete` false)
  /// Stop once this many equilibria are known (pure ones count); 0: no limit. When it stops
  /// early, `complete` is false.
  std::size_t maxEquilibria = 0;
  double tolerance = 1e-10;  ///< regret accepted for an approximate equilibrium
  /// Cells examined (per support profile) to prove that its system has no root in the
  /// simplices once Newton's first start found none there; 0 = never try the proof.
  std::size_t exclusionCells = 64;
};

struct NPersonEquilibria {
  std::vector<ApproximateEquilibrium> equilibria;  ///< distinct, pure ones first
  std::size_t supportProfilesTried = 0;
  /// Support profiles on which Newton's method ran to the end (the others were excluded: a
  /// pure profile, a conditionally dominated strategy, or no root in the simplices).
  std::size_t supportProfilesSolved = 0;
  /// True when every support profile was examined (the list is complete for games whose
  /// equilibria are isolated; continua are represented by the points found).
  bool complete = false;
  bool stoppedByBudget = false;  ///< the time budget ran out (supportProfilesTried says how far)
  bool stoppedByCount = false;   ///< maxEquilibria were found
  double supportProfiles = 0;    ///< how many support profiles there are in all
};

/// Errors: TooLarge (args: support profile count, limit), Cancelled/Timeout.
Expected<NPersonEquilibria> solveNPersonEquilibria(const StrategicGame& game,
                                                   const NPersonEquilibriumOptions& options = {},
                                                   const Progress& progress = Progress::none(),
                                                   const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
