#pragma once
/// Support enumeration for two-player games (the principle of indifference on supports of
/// equal size): an explanation view for small games and an independent check of
/// solveEquilibria on nondegenerate games. It finds every equilibrium of a nondegenerate
/// game; in a degenerate game it may miss continua (the view says so).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct SupportCandidate {
  enum class Outcome {
    Equilibrium,          ///< p, q are an equilibrium with these supports
    Singular,             ///< the indifference equations have no unique solution
    NotProbability,       ///< the solution has a negative entry on the support
    ZeroOnSupport,        ///< no negative entry, but a zero on the support: a smaller support's point
    ProfitableDeviation,  ///< a strategy outside the support pays more
  };
  std::vector<std::size_t> rowSupport, colSupport;  ///< ascending strategy indices
  Outcome outcome = Outcome::Singular;
  RationalVector rowStrategy, colStrategy;  ///< the solution when the system was regular
  RationalVector payoffs;                   ///< (u, v) when regular
  /// For ProfitableDeviation: the player (0 or 1) and strategy that would deviate.
  std::size_t deviatingPlayer = 0, deviatingStrategy = 0;
};

struct SupportEnumerationResult {
  std::vector<SupportCandidate> candidates;  ///< every support pair tried, in order of size
  std::vector<Equilibrium> equilibria;       ///< distinct equilibria found, sorted
  bool degenerate = false;  ///< some support of size k had more than k pure best responses
};

struct SupportEnumerationOptions {
  /// Stop (error TooLarge) rather than try more pairs than this; 0 = no limit.
  std::size_t maxCandidates = 0;
  /// Keep only the candidates list up to this many entries (the view's table).
  std::size_t keepCandidates = 2000;
};

/// Errors: WrongShape, TooLarge (args: number of support pairs), Cancelled/Timeout.
Expected<SupportEnumerationResult> solveSupportEnumeration(const StrategicGame& game,
                                                           const SupportEnumerationOptions& options = {},
                                                           const Progress& progress = Progress::none(),
                                                           const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
