#pragma once
/// Multistage games of source 000 §2.6 (spec ferguson-ch2-zero-sum.md T78–T80, T90–T92, T94)
/// as stochastic games (core/stochastic/stochasticgame.h): every state is a matrix game whose
/// cells pay now and move on to a component state with probability 1 or stop. All of them are
/// acyclic, so backward induction gives their values. Plus the Guess it! table (T80, T94),
/// computed by its recursion with the exact 2×2 solver.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/stochastic/stochasticgame.h"

#include <vector>

namespace gamelab {

/// Largest n (and m) the generators accept; their state counts stay below kMaxStochasticStates.
inline constexpr int kMaxMultistageStages = 30;

/// T79: states G1..Gn; G1 = (1), Gk = [[1, 0], [0, G(k−1)]] (rows inspect/wait, columns
/// act/wait); Val(Gn) = 1/n. The last state is Gn. Requires 1 ≤ n ≤ kMaxMultistageStages.
stochastic::StochasticGame inspectionGame(int n);
/// T91: G(m,n) = [[1, G(m−1,n−1)], [0, G(m,n−1)]] with G(k,j) = (1) for j ≤ k (k ≥ 1) and
/// G(0,j) = (0): the states reachable from G(m,n), which is state 0; Val = m/n for n ≥ m.
/// Requires 0 ≤ m, 1 ≤ n ≤ kMaxMultistageStages.
stochastic::StochasticGame inspectionGame(int m, int n);
/// T92, as the rules state: G0 = G1 = (1), Gk = [[G(k−1), 0], [0, G(k−2)]]; Val(Gn) =
/// 1/F(n+1). States G0..Gn, the last is Gn. Requires 0 ≤ n ≤ kMaxMultistageStages.
stochastic::StochasticGame enduranceGame(int n);
/// T78: G = [[4, G1], [G2, 5]], G1 = [[0, 3], [2, −1]], G2 = [[0, 1], [4, 3]]; v = 17/5.
stochastic::StochasticGame componentsGameT78();
/// T90: G = [[0, G1], [G2, G3]], G1 = [[4, 3], [2, 1]], G2 = [[0, 6], [5, 1]],
/// G3 = [[0, −2], [−2, 0]]; v = 9/7 (the source's 10/7 is wrong).
stochastic::StochasticGame componentsGameT90();

/// One entry of the Guess it! table: I holds m cards, II holds n.
struct GuessItEntry {
  Rational value;  ///< V(m,n) to the player to move (I)
  Rational bluff;  ///< P(I bluffs): the probability of the row "bluff" in G(m,n)
  Rational call;   ///< P(II calls): the probability of the column "call"
};

/// V(m,n) for 1 ≤ m, n ≤ size (entries[m−1][n−1]), with V(m,0) = 1, V(0,n) = 1/(n+1) and
/// G(m,n) = [[n/(n+1)(1−V(n−1,m)) + 1/(n+1), n/(n+1)(1−V(n−1,m))], [1 − V(n,m−1), 1]]
/// (rows honest/bluff, columns ignore/call), each solved exactly.
struct GuessItTable {
  int size = 0;
  std::vector<std::vector<GuessItEntry>> entries;
  const GuessItEntry& at(int m, int n) const {
    return entries[static_cast<std::size_t>(m - 1)][static_cast<std::size_t>(n - 1)];
  }
};

/// The exact values' denominators grow about sixfold in digits every two cards (V(12,12) has
/// 11 000 digits and takes 0.1 s, V(16,16) 466 000 digits and 12 s), so the table stops at 12.
inline constexpr int kMaxGuessItCards = 12;

/// Errors: InvalidArgument / MustBeBetween (args: "cards", 1, kMaxGuessItCards, size);
/// the matrix solver's; Cancelled, Timeout.
Expected<GuessItTable> solveGuessIt(int size, const Progress& progress = Progress::none(),
                                    const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
