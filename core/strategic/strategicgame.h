#pragma once
/// A finite game in strategic form with n >= 1 players (source 000 §3.1.1, §3.2.1).
///
/// Invariants: playerNames.size() == strategyLabels.size() == players(); every player has at
/// least one strategy; payoffs.size() == profileCount() * players(). A pure profile is stored
/// at its profile index, with player 1's strategy changing fastest (the Gambit .nfg order):
///   index = s_1 + m_1 * (s_2 + m_2 * (s_3 + ...)),
/// and the payoff of player k at profile index t is payoffs[t * players() + k].
/// Players and strategies are numbered from 0 here; the views show them from 1.
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/matrix/matrixgame.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gamelab {

/// One strategy index per player.
using PureProfile = std::vector<std::size_t>;
/// One mixed strategy (probabilities over that player's strategies) per player.
using MixedProfile = std::vector<RationalVector>;

struct StrategicGame {
  std::string title;
  /// Empty entries mean "use the default name" (the views say "Player 1", ...).
  std::vector<std::string> playerNames;
  /// Per player; empty entries mean the default label (see strategyLabel).
  std::vector<std::vector<std::string>> strategyLabels;
  /// profileCount() * players() entries (see the layout above).
  RationalVector payoffs;

  StrategicGame() = default;
  /// All payoffs 0, default names and labels. Every count must be >= 1 (asserted).
  explicit StrategicGame(const std::vector<std::size_t>& strategyCounts);
  /// Two players from the payoff matrices A (rows, player 1) and B (player 2), both m x n.
  static StrategicGame bimatrix(const std::vector<RationalVector>& a, const std::vector<RationalVector>& b);
  /// Convenience for tests and examples: rows of "a,b" cells, e.g. {{"3,3","0,2"},{"2,1","5,5"}}.
  /// Entries are exact rationals ("5/4", "-1"); malformed text is a programming error (asserted).
  static StrategicGame bimatrixFromText(const std::vector<std::vector<std::string>>& rowsOfPairs);

  std::size_t players() const { return strategyLabels.size(); }
  std::size_t strategies(std::size_t player) const { return strategyLabels[player].size(); }
  std::vector<std::size_t> strategyCounts() const;
  /// Number of pure profiles (cells): the product of the strategy counts.
  std::size_t profileCount() const;

  std::size_t profileIndex(const PureProfile& profile) const;
  PureProfile profileAt(std::size_t index) const;
  /// Index distance between profiles that differ by one in `player`'s strategy.
  std::size_t stride(std::size_t player) const;

  const Rational& payoff(std::size_t profileIndex, std::size_t player) const {
    return payoffs[profileIndex * players() + player];
  }
  Rational& payoff(std::size_t profileIndex, std::size_t player) {
    return payoffs[profileIndex * players() + player];
  }
  const Rational& payoff(const PureProfile& profile, std::size_t player) const {
    return payoff(profileIndex(profile), player);
  }

  /// Two-player games: player `player`'s payoffs as a rows x cols matrix (A for 0, B for 1),
  /// rows = player 1's strategies, columns = player 2's, with the game's labels.
  MatrixGame payoffMatrix(std::size_t player) const;

  /// "Player 3" style names are the views' business; these return the stored text or, for
  /// empty labels, the 1-based number ("1", "2", ...).
  std::string strategyLabel(std::size_t player, std::size_t strategy) const;

  /// Editing (used by the editor's undo commands). Insert a strategy at `position` (0..count)
  /// with the given payoff vectors (one per new profile, in profile order of the other
  /// players, each with players() entries; empty: zeros); remove returns the removed payoffs in
  /// the same order so that insert undoes it. Removing the last strategy is not allowed.
  void insertStrategy(std::size_t player, std::size_t position, const std::string& label = {},
                      const std::vector<RationalVector>& payoffsOfNewProfiles = {});
  std::vector<RationalVector> removeStrategy(std::size_t player, std::size_t position);
  /// Moves strategy `from` to position `to` (both 0-based, as after removal of `from`).
  void moveStrategy(std::size_t player, std::size_t from, std::size_t to);
  /// Adds a player with one strategy (payoff 0 everywhere) at the end / removes the last one
  /// (which must have exactly one strategy; returns its payoffs per profile).
  void addPlayer(const std::string& name = {});
  RationalVector removeLastPlayer();

  bool isZeroSum() const;
  bool empty() const { return players() == 0; }
  bool operator==(const StrategicGame&) const = default;
};

/// Expected payoff of every player under a mixed profile (exact; multilinear sum).
RationalVector expectedPayoffs(const StrategicGame& game, const MixedProfile& profile);
/// For one player: the expected payoff of each of its pure strategies against the others'
/// mixed strategies (entry s = u_player(s, profile_-player)).
RationalVector pureStrategyPayoffs(const StrategicGame& game, const MixedProfile& profile, std::size_t player);
/// True iff `profile` holds a probability vector per player of the right length.
bool isMixedProfile(const StrategicGame& game, const MixedProfile& profile);
/// The definition (§3.2.1): no player gains by any pure deviation, checked exactly.
bool isNashEquilibrium(const StrategicGame& game, const MixedProfile& profile);
/// The pure profile as a mixed one (unit vectors).
MixedProfile toMixedProfile(const StrategicGame& game, const PureProfile& profile);

/// Zero-sum conversions. From a MatrixGame: player 2's payoff is minus player 1's. To one:
/// WrongShape unless two players, NotZeroSum (args: row, column 1-based) unless every cell sums to 0.
StrategicGame fromZeroSum(const MatrixGame& game, const std::string& title = {});
Expected<MatrixGame> toZeroSum(const StrategicGame& game);

}  // namespace gamelab
