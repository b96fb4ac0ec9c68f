#pragma once
/// A game of Liar's Dice in progress (digest liars-dice.md §1), as plain data: the number of
/// sides N, which player the human is, the dice rolled so far, the claims made, whether the
/// last claim was called, and the tally of games won. Pure functions below say whose turn it
/// is, which claims are allowed and who won; the document stores the state, the play view
/// changes it only through undo commands. The JSON form is core/liarsdice/liarsdicejson.h.
///
/// Rounds: in round r (0-based) the roller is A when r is even, B when r is odd. dice[r] is
/// the roller's die in round r (rolled when the round starts), claims[r] its claim "X ≥ y".
/// A round is open while claims.size() < dice.size() (the roller must claim); after a claim
/// the other player calls or passes; a pass starts round r+1 with a fresh die.
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace gamelab {

/// The largest N of a Liar's Dice document (the GUI's solution, chart and play); the solver
/// accepts more (kLiarsDiceMaxSides).
inline constexpr int kLiarsDiceDocumentMaxSides = 200;

enum class LiarsDicePlayer { A = 0, B = 1 };

/// What happens next in the game.
enum class LiarsDicePhase {
  Claim,     ///< the roller of the open round must claim
  Respond,   ///< the other player must call or pass the last claim
  Over,      ///< the last claim was called
};

struct LiarsDiceScore {
  int human = 0;
  int computer = 0;
  bool operator==(const LiarsDiceScore&) const = default;
};

struct LiarsDiceState {
  int sides = 6;
  bool humanIsA = true;
  std::vector<int> dice;
  std::vector<int> claims;
  bool called = false;
  LiarsDiceScore score;
  bool operator==(const LiarsDiceState&) const = default;
};

/// The roller of round r.
LiarsDicePlayer liarsDiceRoller(std::size_t round);
LiarsDicePlayer liarsDiceOther(LiarsDicePlayer p);
LiarsDicePhase liarsDicePhase(const LiarsDiceState& s);
/// The current round (dice.size() − 1); −1 before the first roll.
int liarsDiceRound(const LiarsDiceState& s);
/// The player to act now (the roller in Claim, the caller in Respond); nullopt when over.
std::optional<LiarsDicePlayer> liarsDiceToAct(const LiarsDiceState& s);
/// Whether `p` is the human.
bool liarsDiceIsHuman(const LiarsDiceState& s, LiarsDicePlayer p);
/// The bound M of the current round's subgame G(M): 1 in round 0, else the previous claim + 1.
int liarsDiceBound(const LiarsDiceState& s);
/// The claims the roller may make now: bound .. N+1 (N+1 = a sure lie); empty unless Claim.
std::vector<int> liarsDiceAllowedClaims(const LiarsDiceState& s);
/// Passing is allowed in Respond unless the claim is N+1 (no higher claim would be left).
bool liarsDiceCanPass(const LiarsDiceState& s);
/// When over: the winner (the roller of the called claim if it was true, else the caller).
std::optional<LiarsDicePlayer> liarsDiceWinner(const LiarsDiceState& s);

/// Transitions (asserting the phase); the tally is updated when a call ends the game.
LiarsDiceState liarsDiceWithClaim(LiarsDiceState s, int claim);
LiarsDiceState liarsDiceWithCall(LiarsDiceState s);
/// `die` is the new roller's fresh die (1..N).
LiarsDiceState liarsDiceWithPass(LiarsDiceState s, int die);
/// A new game (score kept): A's first die `die` rolled; `humanIsA` as given.
LiarsDiceState liarsDiceNewGame(LiarsDiceState s, bool humanIsA, int die);
/// A uniform die 1..sides.
int liarsDiceRoll(int sides, std::mt19937_64& rng);

}  // namespace gamelab
