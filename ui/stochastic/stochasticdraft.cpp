#include "ui/stochastic/stochasticdraft.h"

#include <algorithm>

namespace gamelab::ui {

using stochastic::StochasticCell;
using stochastic::StochasticGame;
using stochastic::StochasticState;

namespace {

StochasticState zeroState(std::string name, int rows, int cols) {
  StochasticState s;
  s.name = std::move(name);
  s.rows = rows;
  s.cols = cols;
  s.cells.assign(static_cast<std::size_t>(rows * cols), StochasticCell{});
  s.rowLabels.assign(static_cast<std::size_t>(rows), std::string());
  s.colLabels.assign(static_cast<std::size_t>(cols), std::string());
  return s;
}

/// Moves the bad texts of `state` by `map(row, col)` → new (row, col), dropping those it maps to -1.
template <class Map>
void remapBadCells(StochasticDraft& draft, int state, Map map) {
  std::map<std::array<int, 3>, std::string> out;
  for (auto& [key, text] : draft.badCells) {
    if (key[0] != state) {
      out.emplace(key, std::move(text));
      continue;
    }
    const auto [row, col] = map(key[1], key[2]);
    if (row >= 0 && col >= 0) out.emplace(std::array<int, 3>{state, row, col}, std::move(text));
  }
  draft.badCells = std::move(out);
}

/// Readers may leave the label lists short; the edits below index them by row and column.
void fitLabels(StochasticState& s) {
  s.rowLabels.resize(static_cast<std::size_t>(s.rows));
  s.colLabels.resize(static_cast<std::size_t>(s.cols));
}

}  // namespace

StochasticDraft newStochasticDraft() {
  StochasticDraft draft;
  draft.game.states.push_back(zeroState("G1", 2, 2));
  return draft;
}

std::string cellText(const StochasticDraft& draft, int state, int row, int col) {
  const auto bad = draft.badCells.find({state, row, col});
  if (bad != draft.badCells.end()) return bad->second;
  return stochastic::cellExpression(draft.game.states[static_cast<std::size_t>(state)].cell(row, col), draft.game);
}

Expected<bool> setCellText(StochasticDraft& draft, int state, int row, int col, const std::string& text) {
  auto cell = stochastic::parseCellExpression(text, draft.game);
  if (!cell) {
    draft.badCells[{state, row, col}] = text;
    return cell.error();
  }
  draft.badCells.erase({state, row, col});
  draft.game.states[static_cast<std::size_t>(state)].cell(row, col) = std::move(cell).value();
  return true;
}

int addState(StochasticDraft& draft) {
  int n = 1;
  while (draft.game.findState("G" + std::to_string(n)) >= 0) ++n;
  draft.game.states.push_back(zeroState("G" + std::to_string(n), 2, 2));
  return draft.game.stateCount() - 1;
}

void removeState(StochasticDraft& draft, int state) {
  if (draft.game.stateCount() <= 1) return;
  draft.game.states.erase(draft.game.states.begin() + state);
  for (auto& s : draft.game.states)
    for (auto& cell : s.cells) {
      std::erase_if(cell.next, [&](const stochastic::Transition& t) { return t.state == state; });
      for (auto& t : cell.next)
        if (t.state > state) --t.state;
    }
  std::map<std::array<int, 3>, std::string> out;
  for (auto& [key, text] : draft.badCells) {
    if (key[0] == state) continue;
    out.emplace(std::array<int, 3>{key[0] > state ? key[0] - 1 : key[0], key[1], key[2]}, std::move(text));
  }
  draft.badCells = std::move(out);
}

void renameState(StochasticDraft& draft, int state, const std::string& name) {
  draft.game.states[static_cast<std::size_t>(state)].name = name;
}

void insertRow(StochasticDraft& draft, int state, int at) {
  auto& s = draft.game.states[static_cast<std::size_t>(state)];
  fitLabels(s);
  if (s.rows >= stochastic::kMaxStochasticStrategies) return;
  s.cells.insert(s.cells.begin() + at * s.cols, static_cast<std::size_t>(s.cols), StochasticCell{});
  s.rowLabels.insert(s.rowLabels.begin() + at, std::string());
  ++s.rows;
  remapBadCells(draft, state, [at](int r, int c) { return std::pair{r >= at ? r + 1 : r, c}; });
}

void insertColumn(StochasticDraft& draft, int state, int at) {
  auto& s = draft.game.states[static_cast<std::size_t>(state)];
  fitLabels(s);
  if (s.cols >= stochastic::kMaxStochasticStrategies) return;
  std::vector<StochasticCell> cells;
  cells.reserve(static_cast<std::size_t>(s.rows * (s.cols + 1)));
  for (int i = 0; i < s.rows; ++i)
    for (int j = 0; j <= s.cols; ++j) cells.push_back(j == at ? StochasticCell{} : s.cell(i, j > at ? j - 1 : j));
  s.cells = std::move(cells);
  s.colLabels.insert(s.colLabels.begin() + at, std::string());
  ++s.cols;
  remapBadCells(draft, state, [at](int r, int c) { return std::pair{r, c >= at ? c + 1 : c}; });
}

void removeRow(StochasticDraft& draft, int state, int row) {
  auto& s = draft.game.states[static_cast<std::size_t>(state)];
  fitLabels(s);
  if (s.rows <= 1) return;
  s.cells.erase(s.cells.begin() + row * s.cols, s.cells.begin() + (row + 1) * s.cols);
  s.rowLabels.erase(s.rowLabels.begin() + row);
  --s.rows;
  remapBadCells(draft, state, [row](int r, int c) { return std::pair{r == row ? -1 : (r > row ? r - 1 : r), c}; });
}

void removeColumn(StochasticDraft& draft, int state, int col) {
  auto& s = draft.game.states[static_cast<std::size_t>(state)];
  fitLabels(s);
  if (s.cols <= 1) return;
  std::vector<StochasticCell> cells;
  cells.reserve(static_cast<std::size_t>(s.rows * (s.cols - 1)));
  for (int i = 0; i < s.rows; ++i)
    for (int j = 0; j < s.cols; ++j)
      if (j != col) cells.push_back(s.cell(i, j));
  s.cells = std::move(cells);
  s.colLabels.erase(s.colLabels.begin() + col);
  --s.cols;
  remapBadCells(draft, state, [col](int r, int c) { return std::pair{r, c == col ? -1 : (c > col ? c - 1 : c)}; });
}

}  // namespace gamelab::ui
