#pragma once
/// A game in coalitional form with transferable utility (source 000 §4.1): n players and the
/// characteristic function v, one exact value per coalition, v(∅) = 0.
///
/// A game is either a full table of 2^n values (n <= kMaxTablePlayers), or a weighted voting
/// game [q; w_1..w_n] (any number of players up to kMaxVotingPlayers) whose table is filled
/// in only while n <= kMaxVotingTablePlayers. Superadditivity is NOT required (the source
/// assumes it, but the editor must hold any table so that the properties view can say which
/// pairs violate it).
#include "core/coalition/coalition.h"
#include "core/coalition/coalitionvalues.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

/// The largest full table: 2^24 = 16,777,216 coalitions (the shared cell limit is 25,000,000).
inline constexpr int kMaxTablePlayers = 24;
/// Voting games get their 0/1 table only up to this many players (1,048,576 coalitions).
inline constexpr int kMaxVotingTablePlayers = 20;
/// The largest weighted voting game (power indices by dynamic programming).
inline constexpr int kMaxVotingPlayers = 5000;

/// "S wins iff w(S) > q" (the source's definition, §4.3.4) or "iff w(S) >= q" (its examples:
/// "58 votes needed").
enum class QuotaRule { Greater, AtLeast };

/// [q; w_1..w_n]: weights >= 0, any rational quota.
struct WeightedVotingGame {
  Rational quota;
  RationalVector weights;
  QuotaRule rule = QuotaRule::Greater;

  int players() const { return static_cast<int>(weights.size()); }
  bool winsWithWeight(const Rational& weight) const {
    return rule == QuotaRule::Greater ? weight > quota : weight >= quota;
  }
  /// Requires players() <= kMaxCoalitionPlayers.
  bool wins(Coalition s) const;
  bool operator==(const WeightedVotingGame&) const = default;
};

class CoalitionalGame {
 public:
  /// Three players, every value 0.
  CoalitionalGame() : CoalitionalGame(3) {}
  /// `players` in 1..kMaxTablePlayers (asserted); every value 0; names "1".."n".
  explicit CoalitionalGame(int players);

  /// From the 2^n values in Bitmask order (values[0] is v(∅)). Errors: WrongShape when the size
  /// is not 2^n with 1 <= n, TooLarge when n > kMaxTablePlayers (args: coalitions, limit),
  /// InvalidArgument {"v(∅)", "must be 0"} when values[0] != 0, WrongShape when `names` is
  /// neither empty nor of length n. Empty names give "1".."n".
  static Expected<CoalitionalGame> fromValues(RationalVector values, std::vector<std::string> names = {});
  /// The same from a table already built (e.g. compact, as the reader fills it); same errors.
  static Expected<CoalitionalGame> fromTable(CoalitionValues values, std::vector<std::string> names = {});
  /// A weighted voting game: 1..kMaxVotingPlayers players (TooLarge beyond), weights >= 0
  /// (InvalidArgument, Problem::MustBeNonNegative {"weights[i]", the weight}). The 0/1 table is filled when
  /// players <= kMaxVotingTablePlayers.
  static Expected<CoalitionalGame> fromVoting(WeightedVotingGame voting, std::vector<std::string> names = {});

  const std::string& title() const { return title_; }
  void setTitle(std::string title) { title_ = std::move(title); }

  int players() const { return static_cast<int>(names_.size()); }
  const std::vector<std::string>& playerNames() const { return names_; }
  /// Renames player `player` (0-based, < players()); names need not be unique.
  void setPlayerName(int player, std::string name);
  Coalition grand() const { return grandCoalition(players()); }

  /// True when the 2^n values are stored (always, except voting games beyond
  /// kMaxVotingTablePlayers). Every solver except the power indices needs the table.
  bool hasTable() const { return !values_.empty(); }
  /// The error a solver that needs the table returns when !hasTable().
  Error noTableError() const;
  std::size_t coalitionCount() const { return std::size_t(1) << players(); }
  /// v(S), by value (the table may be stored compactly). Requires hasTable().
  Rational value(Coalition s) const { return values_.at(s); }
  /// The 2^n values in Bitmask order, as stored: solvers that walk the whole table read it
  /// here (compact numerators when it is compact). Empty without a table.
  const CoalitionValues& table() const { return values_; }
  /// All 2^n values in Bitmask order as rationals, built on each call (one Rational per
  /// coalition: for small games; large tables are read through table()). Empty without a table.
  RationalVector values() const { return values_.toRationals(); }
  /// Sets v(S) for S != ∅ (asserted). Drops the voting definition (the table is edited by hand).
  void setValue(Coalition s, Rational value);

  /// The weighted voting definition the table was generated from, if it was and has not been
  /// edited since.
  const std::optional<WeightedVotingGame>& voting() const { return voting_; }

  /// The game with one more player (a dummy: v(S ∪ {new}) = v(S); weight 0 in a voting game),
  /// named `name`. Requires hasTable() and players() < kMaxTablePlayers.
  CoalitionalGame withPlayerAdded(std::string name) const;
  /// The subgame on N − {player}: v restricted to coalitions without `player` (a voting game
  /// loses that weight). Requires hasTable() and players() >= 2.
  CoalitionalGame withoutPlayer(int player) const;

  bool operator==(const CoalitionalGame&) const = default;

 private:
  std::string title_;
  std::vector<std::string> names_;
  CoalitionValues values_;
  std::optional<WeightedVotingGame> voting_;
};

/// "1".."n".
std::vector<std::string> defaultPlayerNames(int players);

/// Σ_{i∈S} x_i.
Rational coalitionTotal(Coalition s, const RationalVector& x);

/// (v({1}), …, v({n})): what each player gets alone. Requires game.hasTable().
RationalVector singletonValues(const CoalitionalGame& game);

/// Σ_i v({i}); the game is essential iff this is below v(N). Requires game.hasTable().
Rational singletonTotal(const CoalitionalGame& game);

}  // namespace gamelab
