// Multistage games (inspection, endurance, games as components) as stochastic games, and the
// Guess it! table.
#include "core/stochastic/multistagegames.h"

#include "core/common/problem.h"
#include "core/matrix/zerosumsolver.h"

#include <algorithm>
#include <deque>
#include <map>
#include <string>
#include <utility>

namespace gamelab {

namespace {

using stochastic::StochasticCell;
using stochastic::StochasticGame;
using stochastic::StochasticState;

/// A cell that pays `payoff` and stops.
StochasticCell pay(const Rational& payoff) { return StochasticCell{payoff, {}}; }
/// A cell that pays `payoff` and moves to `state` for sure.
StochasticCell move(int state, const Rational& payoff = 0) {
  return StochasticCell{payoff, {stochastic::Transition{state, Rational(1)}}};
}

StochasticState state(std::string name, int rows, int cols, std::vector<StochasticCell> cells,
                      std::vector<std::string> rowLabels = {}, std::vector<std::string> colLabels = {}) {
  StochasticState s;
  s.name = std::move(name);
  s.rows = rows;
  s.cols = cols;
  s.cells = std::move(cells);
  s.rowLabels = rowLabels.empty() ? std::vector<std::string>(static_cast<std::size_t>(rows)) : std::move(rowLabels);
  s.colLabels = colLabels.empty() ? std::vector<std::string>(static_cast<std::size_t>(cols)) : std::move(colLabels);
  return s;
}

StochasticState matrixState(std::string name, const std::vector<std::vector<int>>& rows) {
  std::vector<StochasticCell> cells;
  for (const auto& row : rows)
    for (int v : row) cells.push_back(pay(v));
  return state(std::move(name), static_cast<int>(rows.size()), static_cast<int>(rows.front().size()),
               std::move(cells));
}

int clampStages(int n, int lo) { return std::clamp(n, lo, kMaxMultistageStages); }

}  // namespace

stochastic::StochasticGame inspectionGame(int n) {
  n = clampStages(n, 1);
  StochasticGame g;
  g.title = "Inspection game G" + std::to_string(n);
  g.states.push_back(state("G1", 1, 1, {pay(1)}));
  for (int k = 2; k <= n; ++k)
    g.states.push_back(state("G" + std::to_string(k), 2, 2, {pay(1), pay(0), pay(0), move(k - 2)},
                             {"inspect", "wait"}, {"act", "wait"}));
  return g;
}

stochastic::StochasticGame inspectionGame(int m, int n) {
  n = clampStages(n, 1);
  m = std::clamp(m, 0, n);
  StochasticGame g;
  g.title = "Inspection game G(" + std::to_string(m) + "," + std::to_string(n) + ")";
  auto name = [](int k, int j) { return "G" + std::to_string(k) + "," + std::to_string(j); };
  std::map<std::pair<int, int>, int> index;
  std::deque<std::pair<int, int>> queue;
  auto indexOf = [&](int k, int j) {
    auto [it, fresh] = index.try_emplace({k, j}, static_cast<int>(g.states.size()));
    if (fresh) {
      g.states.push_back(StochasticState{});
      queue.emplace_back(k, j);
    }
    return it->second;
  };
  indexOf(m, n);
  while (!queue.empty()) {  // breadth first: no recursion
    const auto [k, j] = queue.front();
    queue.pop_front();
    const int self = index.at({k, j});
    if (k == 0) {
      g.states[static_cast<std::size_t>(self)] = state(name(k, j), 1, 1, {pay(0)});
    } else if (j <= k) {
      g.states[static_cast<std::size_t>(self)] = state(name(k, j), 1, 1, {pay(1)});
    } else {
      const int both = indexOf(k - 1, j - 1);
      const int wait = indexOf(k, j - 1);
      g.states[static_cast<std::size_t>(self)] =
          state(name(k, j), 2, 2, {pay(1), move(both), pay(0), move(wait)}, {"inspect", "wait"}, {"act", "wait"});
    }
  }
  return g;
}

stochastic::StochasticGame enduranceGame(int n) {
  n = clampStages(n, 0);
  StochasticGame g;
  g.title = "Game of endurance G" + std::to_string(n);
  g.states.push_back(state("G0", 1, 1, {pay(1)}));
  if (n >= 1) g.states.push_back(state("G1", 1, 1, {pay(1)}));
  for (int k = 2; k <= n; ++k)
    g.states.push_back(state("G" + std::to_string(k), 2, 2, {move(k - 1), pay(0), pay(0), move(k - 2)},
                             {"guess 1", "guess 2"}, {"count 1", "count 2"}));
  return g;
}

stochastic::StochasticGame componentsGameT78() {
  StochasticGame g;
  g.title = "Games as components";
  g.states.push_back(state("G", 2, 2, {pay(4), move(1), move(2), pay(5)}));
  g.states.push_back(matrixState("G1", {{0, 3}, {2, -1}}));
  g.states.push_back(matrixState("G2", {{0, 1}, {4, 3}}));
  return g;
}

stochastic::StochasticGame componentsGameT90() {
  StochasticGame g;
  g.title = "Games as components (2)";
  g.states.push_back(state("G", 2, 2, {pay(0), move(1), move(2), move(3)}));
  g.states.push_back(matrixState("G1", {{4, 3}, {2, 1}}));
  g.states.push_back(matrixState("G2", {{0, 6}, {5, 1}}));
  g.states.push_back(matrixState("G3", {{0, -2}, {-2, 0}}));
  return g;
}

Expected<GuessItTable> solveGuessIt(int size, const Progress& progress, const CancelToken& cancel) {
  if (size < 1 || size > kMaxGuessItCards)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeBetween,
                            {"cards", "1", std::to_string(kMaxGuessItCards), std::to_string(size)});
  const auto side = static_cast<std::size_t>(size) + 1;
  // V[a][b] for 0 ≤ a, b ≤ size, filled by increasing a + b (each entry needs two of sum a + b − 1)
  std::vector<std::vector<Rational>> V(side, std::vector<Rational>(side));
  GuessItTable table;
  table.size = size;
  table.entries.assign(static_cast<std::size_t>(size), std::vector<GuessItEntry>(static_cast<std::size_t>(size)));
  for (std::size_t a = 0; a < side; ++a) V[a][0] = 1;
  for (std::size_t b = 1; b < side; ++b) V[0][b] = Rational(1, static_cast<long>(b) + 1);
  for (int sum = 2; sum <= 2 * size; ++sum) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(static_cast<double>(sum) / (2.0 * size), "guess-it");
    for (int m = std::max(1, sum - size); m <= std::min(size, sum - 1); ++m) {
      const int n = sum - m;
      const Rational& swapped = V[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(m)];
      const Rational& other = V[static_cast<std::size_t>(n)][static_cast<std::size_t>(m - 1)];
      const Rational share = Rational(n) / (n + 1);
      MatrixGame game = MatrixGame::fromRows({{share * (1 - swapped) + Rational(1) / (n + 1), share * (1 - swapped)},
                                              {1 - other, Rational(1)}});
      auto solved = solveZeroSum(game, {}, Progress::none(), cancel);
      if (!solved) return solved.error();
      V[static_cast<std::size_t>(m)][static_cast<std::size_t>(n)] = solved->value;
      table.entries[static_cast<std::size_t>(m - 1)][static_cast<std::size_t>(n - 1)] =
          GuessItEntry{solved->value, solved->rowStrategy[1], solved->colStrategy[1]};
    }
  }
  return table;
}

}  // namespace gamelab
