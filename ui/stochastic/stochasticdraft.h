#pragma once
/// What a stochastic-game document holds (everything an undo step restores): the game and the
/// cells whose typed text does not parse yet, kept as typed so that nothing is lost. The edits
/// below are pure functions on a draft; the editor pushes their result as one undo step.
#include "core/common/expected.h"
#include "core/stochastic/stochasticgame.h"

#include <array>
#include <map>
#include <optional>
#include <string>

namespace gamelab::ui {

struct StochasticDraft {
  stochastic::StochasticGame game;
  /// (state, row, column) → the text typed into a cell that parseCellExpression refused; the
  /// game keeps that cell's last good value. Every key is inside the game.
  std::map<std::array<int, 3>, std::string> badCells;
  bool operator==(const StochasticDraft&) const = default;
};

/// A new game: one state "G1" with a 2×2 matrix of zeros, no Q.
StochasticDraft newStochasticDraft();

/// The text shown in a cell: the bad text when there is one, else cellExpression.
std::string cellText(const StochasticDraft& draft, int state, int row, int col);
/// Sets cell (row, col) of `state` from `text`: a good text replaces the cell and clears its bad
/// text; a bad one is kept as the cell's bad text (the parse error is returned in both cases
/// through the result: the error for a bad text, true otherwise).
Expected<bool> setCellText(StochasticDraft& draft, int state, int row, int col, const std::string& text);

/// Adds a state named "G<n>" (the least n not in use) with a 2×2 matrix of zeros; returns its index.
int addState(StochasticDraft& draft);
/// Removes a state (not the last one): transitions to it are dropped (their probability now
/// stops the game), later states move down by one.
void removeState(StochasticDraft& draft, int state);
void renameState(StochasticDraft& draft, int state, const std::string& name);
/// Inserts a row of zeros (or a column) before `at` (at == rows appends); at most
/// kMaxStochasticStrategies.
void insertRow(StochasticDraft& draft, int state, int at);
void insertColumn(StochasticDraft& draft, int state, int at);
/// Removes a row (or column) when more than one is left.
void removeRow(StochasticDraft& draft, int state, int row);
void removeColumn(StochasticDraft& draft, int state, int col);

}  // namespace gamelab::ui
