#pragma once
/// The match simulator of experiment 3 (source 001 §5.2.3, spec part 4.4): policies per seat,
/// exact expected payoffs, averaged over seat rotations.
#include "core/common/cancel.h"
#include "core/common/rational.h"
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/sp1ep.h"

namespace gamelab::kingmaker {

enum class Policy {
  RndAll,      ///< uniform over all children
  RndEta,      ///< uniform over the children of the best kmn-η class
  EqProb,      ///< maxn with the average tie rule as a policy
  OneEp,       ///< the thesis's 1EP player: best expected payoff, ties by SP-1EP, then uniform
  MaxnFirst,   ///< maxn, first tied child
  Paranoid,    ///< assumes every other player minimises its payoff and maximises under that
};

struct MatchOptions {
  /// One policy per seat (players() entries): seat p is player p.
  std::vector<Policy> seats;
  /// true: the players know the others' policies (Table 5.4); false: everyone predicts the
  /// others by its own policy (Table 5.3).
  bool know = true;
  /// Average over every distinct assignment of the same policies to the seats.
  bool rotateSeats = true;
  Reading reading = Reading::Set;  ///< for OneEp
};

struct MatchResult {
  RationalVector perSeat;  ///< expected win probability of each seat (before rotation: as given)
  /// Per distinct policy in the options, the average win probability of the seats that use
  /// it over all rotations, in the order the policies first appear.
  std::vector<std::pair<Policy, Rational>> perPolicy;
  int rotations = 1;       ///< assignments averaged
};

Expected<MatchResult> solveMatch(const BinaryGame& game, const MatchOptions& options,
                                 const Progress& progress = Progress::none(),
                                 const CancelToken& cancel = CancelToken::none());

/// Stable identifier ("rnd-all", "rnd-eta", "eqprob", "1ep", "maxn-first", "paranoid").
const char* policyName(Policy policy);

}  // namespace gamelab::kingmaker
