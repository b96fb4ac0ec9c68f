#pragma once
/// A guess of the supports of an optimal strategy pair of a large matrix game, from a few
/// hundred rounds of optimistic multiplicative weights in floating point. The zero-sum solver
/// starts Clp from the basis these supports make (rowPlayerStartBasis in zerosumsolver.h); a good guess leaves
/// Clp a few hundred pivots instead of thousands. Only the speed depends on the guess: Clp and
/// the exact proof decide the answer.
#include "core/common/cancel.h"
#include "core/matrix/matrixgame.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gamelab {

struct SupportGuess {
  std::vector<std::size_t> rows;  ///< player I's guessed support, best rows first
  std::vector<std::size_t> cols;  ///< player II's, as many as rows
  double gap = 0;                 ///< max (Aq̄)_i − min (p̄ᵀA)_j of the averages, over the payoff range
};

/// Games with fewer cells than this are solved from Clp's own start (the guess would cost
/// more than it saves).
constexpr std::size_t kSupportGuessMinCells = 90'000;

/// The guess, or none when the game is smaller than kSupportGuessMinCells, constant, cancelled,
/// or when the averages are still more than 0.3 % of the payoff range from equilibrium (a
/// poor guess made Clp slower than its own start).
std::optional<SupportGuess> guessSupports(const MatrixGame& game, const CancelToken& cancel);

}  // namespace gamelab
