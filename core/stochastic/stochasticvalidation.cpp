#include "core/stochastic/stochasticgame.h"
#include "core/stochastic/stochasticnever.h"

#include <set>
#include <string>

namespace gamelab::stochastic {
namespace {

std::string cellText(int row, int col) {
  return "(" + std::to_string(row + 1) + ", " + std::to_string(col + 1) + ")";
}

StochasticProblem problemAt(Problem problem, std::vector<std::string> values, int state = -1, int row = -1,
                            int col = -1) {
  return {makeProblemError(ErrorCode::InvalidArgument, problem, std::move(values)), state, row, col};
}

/// The problems of one cell; true when its transitions name only existing states.
bool checkCell(const StochasticGame& game, int k, int i, int j, std::vector<StochasticProblem>& out) {
  const auto& state = game.states[static_cast<std::size_t>(k)];
  const auto& cell = state.cell(i, j);
  bool indicesOk = true;
  Rational sum(0);
  std::set<int> seen;
  for (const auto& t : cell.next) {
    if (t.state < 0 || t.state >= game.stateCount()) {
      out.push_back(problemAt(Problem::StochasticUnknownState, {"#" + std::to_string(t.state + 1), state.name, cellText(i, j)},
                              k, i, j));
      indicesOk = false;
      continue;
    }
    if (!seen.insert(t.state).second)
      out.push_back(problemAt(Problem::StochasticStateTwiceInCell, {game.states[static_cast<std::size_t>(t.state)].name}, k, i, j));
    if (sgn(t.probability) < 0)
      out.push_back(problemAt(Problem::StochasticNegativeProbability, {state.name, cellText(i, j), toString(t.probability)}, k, i,
                              j));
    sum += t.probability;
  }
  if (sum > 1)
    out.push_back(problemAt(Problem::StochasticProbabilitiesExceedOne, {state.name, cellText(i, j), toString(sum)}, k, i, j));
  return indicesOk;
}

}  // namespace

std::vector<StochasticProblem> validateStochasticGame(const StochasticGame& game) {
  std::vector<StochasticProblem> out;
  std::set<std::string_view> names;
  bool cellsOk = true;
  for (int k = 0; k < game.stateCount(); ++k) {
    const auto& state = game.states[static_cast<std::size_t>(k)];
    if (state.name.empty())
      out.push_back(problemAt(Problem::StochasticEmptyStateName, {std::to_string(k + 1)}, k));
    else if (!names.insert(state.name).second)
      out.push_back(problemAt(Problem::StochasticDuplicateState, {state.name}, k));
    if (state.rows < 1 || state.cols < 1) {
      out.push_back(problemAt(Problem::StochasticEmptyState, {state.name}, k));
      cellsOk = false;
      continue;
    }
    const auto expected = static_cast<std::size_t>(state.rows) * static_cast<std::size_t>(state.cols);
    if (state.cells.size() != expected) {
      out.push_back({makeProblemError(ErrorCode::WrongShape, Problem::WrongCount,
                                      {state.name, std::to_string(expected), std::to_string(state.cells.size())}),
                     k, -1, -1});
      cellsOk = false;
      continue;
    }
    for (int i = 0; i < state.rows; ++i)
      for (int j = 0; j < state.cols; ++j) cellsOk = checkCell(game, k, i, j, out) && cellsOk;
  }
  if (game.stateCount() == 0)
    out.push_back({makeError(ErrorCode::EmptyGame), -1, -1, -1});
  if (out.empty() && cellsOk && !game.infinitePlay) {
    const auto forever = statesPlayNeverLeaves(game);
    if (!forever.empty()) {
      std::string list;
      constexpr std::size_t kNamed = 12;
      for (std::size_t n = 0; n < forever.size() && n < kNamed; ++n)
        list += (n ? ", " : "") + game.states[static_cast<std::size_t>(forever[n])].name;
      if (forever.size() > kNamed) list += ", …";
      out.push_back(problemAt(Problem::StochasticNeverStops, {list}, forever.front()));
    }
  }
  return out;
}

}  // namespace gamelab::stochastic
