#pragma once
/// Everything the CLI's `cgt` prints and the GUI's value page shows about one game.
#include "core/common/expected.h"
#include "core/partizan/gamestore.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::partizan {

struct GameReport {
  GameId form = kNoGame;       ///< as given
  GameId canonical = kNoGame;
  std::string canonicalText;   ///< gametext.h canonicalText
  std::optional<std::string> name;
  Outcome outcome = Outcome::P;
  Relation compareZero = Relation::Equal;
  bool leftWinsMovingFirst = false;   ///< spec §2: Left moves first and wins
  bool rightWinsMovingFirst = false;  ///< Right moves first and wins
  /// Options of the CANONICAL form that win for their mover (Left: G^L ≥ 0 … strictly: Right
  /// moving first in G^L does not win; Right: G^R ≤ 0 likewise).
  std::vector<GameId> leftWinningMoves, rightWinningMoves;
  std::optional<Rational> number;
  int birthday = 0;
  Rational leftStop, rightStop, mean, temperature;
  /// Canonical G^L − G and G − G^R over the canonical options, each list sorted largest first
  /// where comparable (a stable order otherwise).
  std::vector<GameId> leftIncentives, rightIncentives;
  std::uint64_t formTreeSize = 0, canonicalTreeSize = 0;  ///< GameStore::treeSize
};

/// A solver: StoreStopped → TooManyPositions / stopError; a form higher than kMaxHeight →
/// CgtTooDeep.
Expected<GameReport> solveGameReport(GameStore& store, GameId form,
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

struct Comparison {
  Relation relation = Relation::Equal;
  GameId difference = kNoGame;  ///< canonical G − H
  Outcome differenceOutcome = Outcome::P;
};
Expected<Comparison> solveComparison(GameStore& store, GameId g, GameId h,
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

/// "L", "R", "N", "P" and ">", "<", "=", "||" (the CLI's spellings).
const char* outcomeText(Outcome outcome);
const char* relationText(Relation relation);

/// Every value born by day `day` (0…3), canonical, in a stable order: 1, 4, 22, 1474 games.
/// A solver (day 3 enumerates antichains of the 22 day-2 values).
Expected<std::vector<GameId>> solveGamesBornBy(GameStore& store, int day,
                                               const Progress& progress = Progress::none(),
                                               const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::partizan
