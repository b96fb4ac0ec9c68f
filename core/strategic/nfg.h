#pragma once
/// Gambit strategic-form files (.nfg), both the payoff version and the outcome version.
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"
#include "core/strategic/strategicgame.h"

#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

/// A 1-based line and column in a text.
struct TextPosition {
  int line = 0;
  int column = 0;
};

/// A strategic game as an .nfg describes it: n players, their strategies, and one payoff
/// vector per pure profile, profiles ordered with player 1's strategy changing fastest.
struct NfgGame {
  std::string title;
  std::string comment;
  std::vector<std::string> playerNames;
  std::vector<std::vector<std::string>> strategyLabels;  ///< per player
  std::vector<RationalVector> payoffs;                   ///< per profile, one entry per player
  /// The file the game was read from, and where each profile's payoffs (payoff version) or
  /// outcome number (outcome version) stand in it, for messages about a cell; empty for games
  /// not read from a file. A line and column per profile, the file name once.
  std::string sourceFile;
  std::vector<TextPosition> profilePositions;

  /// Where profile `profile` stands in the file; line and column 0 when unknown.
  SourceLocation profileLocation(std::size_t profile) const;
};

/// Errors carry file name, line and column of the offending token. A game is refused with
/// TooLarge (checkStrategicGameSize) before any payoff is read, and payoffs are stored as they
/// are read, so a short file that declares a huge game fails fast and small.
Expected<NfgGame> parseNfg(std::string_view text, const std::string& fileName);
/// Writes the payoff version, exact rationals.
std::string writeNfg(const NfgGame& game);

/// Two players whose payoffs sum to zero in every cell -> MatrixGame of player 1's payoffs.
/// With rowPayoffsOnly, player 2's payoffs are ignored (CLI --row-payoffs). Error: NotZeroSum
/// naming the first offending cell (and where it stands in the file, when known), WrongShape
/// for a game that is not two-player.
Expected<MatrixGame> toMatrixGame(const NfgGame& game, bool rowPayoffsOnly = false);
NfgGame toNfgGame(const MatrixGame& game, const std::string& title = {});

/// Any number of players; the profile order of NfgGame and StrategicGame is the same. The
/// payoffs are moved out of `game` one profile at a time (pass an rvalue to avoid a copy).
StrategicGame toStrategicGame(NfgGame game);
NfgGame toNfgGame(const StrategicGame& game);

}  // namespace gamelab
