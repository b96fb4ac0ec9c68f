#pragma once
/// Mixed equilibria of small n-player games (n >= 3): support enumeration with the
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

struct ApproximateEquilibrium {
  MixedProfile strategies;          ///< exact when `exact`, else rationals of the floats
  std::vector<std::vector<double>> strategiesFloat;
  RationalVector payoffs;           ///< exact expected payoffs of `strategies`
  bool exact = false;               ///< `strategies` passed isNashEquilibrium exactly
  double maxRegret = 0;             ///< 0 when exact
};

struct NPersonEquilibriumOptions {
  /// Give up (TooLarge) when there are more support profiles than this.
  std::size_t maxSupportProfiles = 200000;
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
};

/// Errors: TooLarge (args: support profile count, limit), Cancelled/Timeout.
Expected<NPersonEquilibria> solveNPersonEquilibria(const StrategicGame& game,
                                                   const NPersonEquilibriumOptions& options = {},
                                                   const Progress& progress = Progress::none(),
                                                   const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
