#pragma once
/// The Lemke–Howson algorithm for two-player games (source 000 §3.2.1 points to it): from the
/// artificial equilibrium, drop label k and follow the complementary path to an equilibrium.
/// Exact: lexicographic (degeneracy-safe) pivoting; a floating-point path may be used as a
/// fast path only if its end is verified exactly (by solving the support system in rationals).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct LemkeHowsonRun {
  std::size_t label = 0;  ///< 0..m-1 player 1's strategies, m..m+n-1 player 2's
  std::size_t pivots = 0;
  std::size_t equilibrium = 0;  ///< index into LemkeHowsonResult::equilibria
};

struct LemkeHowsonResult {
  std::vector<LemkeHowsonRun> runs;     ///< one per label tried, in label order
  std::vector<Equilibrium> equilibria;  ///< distinct equilibria found, in order of discovery
  bool verified = false;                ///< every equilibrium passed isNashEquilibrium exactly
};

struct LemkeHowsonOptions {
  /// Labels to start from; empty = every label 0..m+n-1.
  std::vector<std::size_t> labels;
  /// Worker threads for different labels (1 = this thread only).
  unsigned threads = 2;
  /// Skip the floating-point fast path and pivot every label on the exact fraction-free
  /// integer tableau (slower; the fast path falls back to it anyway when it cannot be verified).
  bool exactPivoting = false;
};

/// Games with more strategies than this for some player start from label 0 only by default.
inline constexpr std::size_t kLemkeHowsonAllLabelsUpTo = 100;

/// The one default for the starting labels (the CLI's `--labels` default and the GUI's
/// automatic run): true (label 0 only) when some player has more than
/// kLemkeHowsonAllLabelsUpTo strategies, false (every label) otherwise.
constexpr bool lemkeHowsonFirstLabelOnlyByDefault(std::size_t rows, std::size_t cols) {
  return rows > kLemkeHowsonAllLabelsUpTo || cols > kLemkeHowsonAllLabelsUpTo;
}

/// Errors: WrongShape, Cancelled/Timeout, NumericalFailure.
Expected<LemkeHowsonResult> solveLemkeHowson(const StrategicGame& game, const LemkeHowsonOptions& options = {},
                                             const Progress& progress = Progress::none(),
                                             const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
