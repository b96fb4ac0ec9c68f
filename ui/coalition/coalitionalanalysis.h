#pragma once
/// Everything the coalitional-game analysis shows, computed in one job off the GUI thread
/// (see CoalitionalEditor): properties, imputations and the core (emptiness, vertices, least
/// core), the Shapley value with dividends and the permutation table, voting power, the
/// nucleolus with its LP stages, and — when the game came from a strategic-form game —
/// each coalition's zero-sum matrix of (4.1). Each part is optional: the options decide what
/// is attempted, and a part's error is stored beside it.
#include "core/coalition/coalitionalgame.h"
#include "core/coalition/coreanalysis.h"
#include "core/coalition/generators.h"
#include "core/coalition/nucleolus.h"
#include "core/coalition/powerindices.h"
#include "core/coalition/properties.h"
#include "core/coalition/shapley.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <optional>
#include <vector>

namespace gamelab::ui {

/// Every part runs automatically up to this many players (forGame).
inline constexpr int kMaxAutomaticCoalitionPlayers = 10;
/// The nucleolus is attempted up to this many players (65,534 coalitions), on Solve (F5).
inline constexpr int kMaxNucleolusPlayers = 16;
/// The dividends c_S (2ⁿ values) are kept up to this many players.
inline constexpr int kMaxDividendPlayers = 16;

/// Progress stage codes of analyzeCoalitionalGame: "properties", "core", "shapley", "power",
/// "nucleolus", "origin", then "done".
struct CoalitionalAnalysisOptions {
  bool properties = true;
  bool core = true;           ///< emptiness, least core, vertices (n <= kMaxCoreVertexPlayers)
  bool shapley = true;        ///< value + dividends; permutation table for n <= 6
  bool powerIndices = true;   ///< simple games and voting games only
  bool nucleolus = true;
  bool origin = true;         ///< the (4.1) matrices when the game has a strategic origin
  /// What is cheap enough to run automatically after every edit of a game this size (all
  /// parts up to 10 players; above that the Shapley value and power indices only); the
  /// editor's Solve (F5) uses everything() instead (cancellable).
  static CoalitionalAnalysisOptions forGame(const CoalitionalGame& game);
  static CoalitionalAnalysisOptions everything();
};

struct CoalitionalAnalysis {
  CoalitionalGame game;                       ///< the game analysed (a snapshot)
  std::optional<StrategicGame> origin;        ///< the strategic game it was built from, if any
  CoalitionalAnalysisOptions options;

  std::optional<GameProperties> properties;
  std::optional<Error> propertiesError;

  std::vector<RationalVector> imputationVertices;  ///< empty without a table or imputations
  std::optional<CoreResult> core;
  std::optional<Error> coreError;

  std::optional<RationalVector> shapley;
  std::optional<RationalVector> dividends;
  std::optional<std::vector<MarginalContributionRow>> permutations;  ///< n <= 6
  std::optional<Error> shapleyError;

  std::optional<PowerIndices> power;          ///< simple or voting games
  std::optional<Error> powerError;

  std::optional<NucleolusResult> nucleolus;
  std::optional<Error> nucleolusError;

  std::optional<CharacteristicFunction> originMatrices;  ///< with origin
  std::optional<Error> originError;
};

/// Never fails except by Cancelled/Timeout; errors of single parts are stored in the result.
Expected<CoalitionalAnalysis> analyzeCoalitionalGame(const CoalitionalGame& game,
                                                     const std::optional<StrategicGame>& origin,
                                                     const CoalitionalAnalysisOptions& options,
                                                     const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
