#pragma once
/// Stochastic, recursive and multistage zero-sum games (source 000 §2.6; spec
/// ferguson-ch2-zero-sum.md §1 2.6 and T81–T101).
///
/// A game has states 0..N-1. State k is a matrix game A^(k); after the players choose cell
/// (i, j), player II pays player I `payoff`, then play moves to state l with probability
/// next[l] and stops with the rest, 1 − Σ next. Payoffs accumulate. `infinitePlay` is Q, the
/// payoff of a play that never stops (recursive games, §2.6.3); without it Q = 0.
/// A role reversal −Gᵀ is a state of its own (its matrix is minus the transpose).
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gamelab::stochastic {

/// One transition: to state `state` (index) with probability `probability` (> 0).
struct Transition {
  int state = 0;
  Rational probability;
  bool operator==(const Transition&) const = default;
};

struct StochasticCell {
  Rational payoff;                 ///< paid by II to I now
  std::vector<Transition> next;    ///< at most one entry per state; the rest of 1 stops the game
  Rational stopProbability() const;  ///< 1 − Σ next.probability
  bool operator==(const StochasticCell&) const = default;
};

struct StochasticState {
  std::string name;                     ///< unique, non-empty ("G1")
  int rows = 1;
  int cols = 1;
  std::vector<StochasticCell> cells;    ///< rows × cols, row-major
  std::vector<std::string> rowLabels;   ///< rows entries (may be empty strings)
  std::vector<std::string> colLabels;   ///< cols entries
  const StochasticCell& cell(int i, int j) const { return cells[static_cast<std::size_t>(i * cols + j)]; }
  StochasticCell& cell(int i, int j) { return cells[static_cast<std::size_t>(i * cols + j)]; }
  bool operator==(const StochasticState&) const = default;
};

struct StochasticGame {
  std::string title;
  std::vector<StochasticState> states;
  std::optional<Rational> infinitePlay;  ///< Q; nullopt = 0 and "not a recursive game"
  int stateCount() const { return static_cast<int>(states.size()); }
  /// Index of the state with this name, or -1.
  int findState(std::string_view name) const;
  bool operator==(const StochasticGame&) const = default;
};

/// Limits checked by the readers and the validator before anything is allocated.
inline constexpr int kMaxStochasticStates = 1000;
inline constexpr int kMaxStochasticStrategies = 200;  ///< rows or columns of one state

/// What is wrong with a game, naming the state and the cell (0-based; -1 = not a cell).
struct StochasticProblem {
  Error error;     ///< a Problem of the "stochastic games" block, with its values
  int state = -1;
  int row = -1;
  int col = -1;
};

/// Every problem (empty = the game can be solved), in state order: a cell whose
/// probabilities are negative or sum to more than 1, a transition to an unknown state, a
/// duplicate or empty state name, a state without rows or columns, and — when the game has no
/// Q — a set of states that some pure stationary choice of cells never leaves (play would last
/// forever with probability 1: StochasticNeverStops naming those states).
std::vector<StochasticProblem> validateStochasticGame(const StochasticGame& game);

/// The cell as the editor writes it: "4 + 3/10 G1 + 2/5 G2" (payoff first, then each
/// transition as probability and state name; "0" alone for an empty cell; "G1" for
/// probability 1; "−2 + 1/2 G1").
std::string cellExpression(const StochasticCell& cell, const StochasticGame& game);
/// The inverse: terms separated by + or −, each a rational number (the payoff, at most one) or
/// an optional rational factor and a state name ("3/10 G1", "0.3 G1", "G2", "1/2*G1").
/// Errors: SyntaxError with the column (1-based, in `where`) of the offending character;
/// an unknown state name; a state given twice.
/// Details (st-core-1): blank text is the empty cell (pays 0, stops); cellExpression writes
/// the ASCII minus "-2 + 1/2 G1" (both minus signs are read); a state name is a word of
/// letters, digits, '_', apostrophes and non-ASCII characters not starting with a digit. The
/// unknown-state error (StochasticUnknownState) has args {name, "", ""}: the caller knows
/// the state and cell and may fill args[1] and args[2].
Expected<StochasticCell> parseCellExpression(std::string_view text, const StochasticGame& game);

}  // namespace gamelab::stochastic
