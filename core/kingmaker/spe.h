#pragma once
/// Pure subgame-perfect equilibria of binary games (source 001 §3.2) and maxn with tie rules
/// (§2.2.3, §3.3). In a binary game the mover's best replies at a node are the children whose
/// (profile-determined) winner is the mover, or every child when there is none.
#include "core/common/cancel.h"
#include "core/common/rational.h"
#include "core/kingmaker/binarygame.h"

#include <gmpxx.h>

#include <cstdint>
#include <optional>

namespace gamelab::kingmaker {

struct SpeCount {
  mpz_class total;                  ///< number of pure SPE profiles (a choice at every decision node)
  std::vector<mpz_class> byWinner;  ///< players() entries: profiles whose play is won by that player
  /// Per node: the players who win the subgame at that node in at least one pure SPE of it.
  std::vector<PlayerSet> outcomes;
  /// Per edge (BinaryGame::edge order): the child is the choice of its parent in at least one
  /// pure SPE (so a node "is not unique" when two of its edges are set).
  std::vector<char> chosenInSomeSpe;
};

/// Exact counts (big integers). Linear in the tree apart from the big-integer arithmetic.
Expected<SpeCount> solveSpeCount(const BinaryGame& game, const Progress& progress = Progress::none(),
                                 const CancelToken& cancel = CancelToken::none());

/// A pure profile: per node, the position of the chosen child (-1 at leaves).
using PureProfile = std::vector<int>;

/// The winner of the play of a pure profile from `from`.
int playWinner(const BinaryGame& game, const PureProfile& profile, NodeIndex from = 0);
/// True when the pure profile is subgame perfect (a best reply at every node).
bool isSubgamePerfect(const BinaryGame& game, const PureProfile& profile);

/// Walks through the pure SPEs in a fixed order (the first is backward induction with the
/// first best child everywhere). Cheap to copy; each step is linear in the tree. The order is
/// an odometer whose least significant digit is the root's choice: next() advances the
/// lowest-numbered node that has a later best reply and resets every node numbered below it
/// to its first best reply, so every pure SPE appears exactly once.
class SpeIterator {
 public:
  explicit SpeIterator(const BinaryGame& game);
  const PureProfile& profile() const { return profile_; }
  /// Advances to the next SPE; false (and profile() unchanged) after the last one.
  bool next();

 private:
  /// The first best reply at decision node v given the winners below it.
  int firstBest(NodeIndex v) const;
  const BinaryGame* game_;
  PureProfile profile_;
  std::vector<int> winner_;  ///< per node: the winner of the play of profile_ from it
};

/// maxn tie rules (thesis Table 1.5 of the digest: T1 first, last, T2 average, T3 pessimistic
/// for the viewpoint player, seeded random) and the paranoid search (not maxn: every node of
/// another player minimises the viewpoint player's payoff).
enum class TieRule { First, Last, Average, Pessimistic, Random, Paranoid };

struct MaxnOptions {
  TieRule tie = TieRule::First;
  int viewpoint = -1;         ///< Pessimistic/Paranoid: the predicting player; -1 = the root's mover
  /// Random: the draw at a node is a function of (seed, node number) only (splitmix64),
  /// uniform among the tied children; the same seed gives the same result.
  std::uint64_t seed = 1;
};

struct MaxnResult {
  RationalVector rootValue;         ///< players() entries
  /// Per node: the chosen child position (-1 at leaves). Average: the first tied child.
  std::vector<int> chosen;
  /// Per edge: the child is among the mover's tied best children (Average mixes them; Random
  /// draws one). Paranoid: among the children tied for the node's aim (the viewpoint's
  /// maximum at its own nodes, its minimum elsewhere).
  std::vector<char> tied;
};

Expected<MaxnResult> solveMaxn(const BinaryGame& game, const MaxnOptions& options = {},
                               const Progress& progress = Progress::none(),
                               const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::kingmaker
