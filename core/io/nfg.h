#pragma once
/// Gambit strategic-form files (.nfg), both the payoff version and the outcome version.
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"
#include "core/strategic/strategicgame.h"

#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

/// A strategic game as an .nfg describes it: n players, their strategies, and one payoff
/// vector per pure profile, profiles ordered with player 1's strategy changing fastest.
struct NfgGame {
  std::string title;
  std::string comment;
  std::vector<std::string> playerNames;
  std::vector<std::vector<std::string>> strategyLabels;  ///< per player
  std::vector<RationalVector> payoffs;                   ///< per profile, one entry per player
  /// Where each profile's payoffs (payoff version) or outcome number (outcome version) stand
  /// in the file, for messages about a cell; empty for games not read from a file.
  std::vector<SourceLocation> profileLocations;
};

/// Errors carry file name, line and column of the offending token.
Expected<NfgGame> parseNfg(std::string_view text, const std::string& fileName);
/// Writes the payoff version, exact rationals.
std::string writeNfg(const NfgGame& game);

/// Two players whose payoffs sum to zero in every cell -> MatrixGame of player 1's payoffs.
/// With rowPayoffsOnly, player 2's payoffs are ignored (CLI --row-payoffs). Error: NotZeroSum
/// naming the first offending cell (and where it stands in the file, when known), WrongShape
/// for a game that is not two-player.
Expected<MatrixGame> toMatrixGame(const NfgGame& game, bool rowPayoffsOnly = false);
NfgGame toNfgGame(const MatrixGame& game, const std::string& title = {});

/// Any number of players; the profile order of NfgGame and StrategicGame is the same.
StrategicGame toStrategicGame(const NfgGame& game);
NfgGame toNfgGame(const StrategicGame& game);

}  // namespace gamelab
