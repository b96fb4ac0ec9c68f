#include "core/matrix/pivotmethod.h"

#include <string>

namespace gamelab {
namespace {

/// Bland order: y_1 < ... < y_n < x_1 < ... < x_m.
std::size_t labelRank(const PivotLabel& l, std::size_t n) {
  return l.player == PivotLabel::Player::Y ? l.index : n + l.index;
}

std::size_t numRows(const PivotTrace& t) { return t.game.rows; }
std::size_t numCols(const PivotTrace& t) { return t.game.cols; }

std::vector<std::size_t> eligible(const PivotTrace& t) {
  std::vector<std::size_t> out;
  const auto& c = t.current().cells;
  for (std::size_t j = 0; j < numCols(t); ++j)
    if (c[numRows(t)][j] < 0) out.push_back(j);
  return out;
}

std::vector<std::optional<Rational>> ratiosIn(const PivotTrace& t, std::size_t column) {
  const auto& c = t.current().cells;
  std::vector<std::optional<Rational>> out(numRows(t));
  for (std::size_t i = 0; i < numRows(t); ++i)
    if (c[i][column] > 0) out[i] = c[i][numCols(t)] / c[i][column];
  return out;
}

std::vector<std::size_t> minimumRows(const std::vector<std::optional<Rational>>& ratios) {
  std::vector<std::size_t> rows;
  std::optional<Rational> best;
  for (std::size_t i = 0; i < ratios.size(); ++i) {
    if (!ratios[i]) continue;
    if (!best || *ratios[i] < *best) {
      best = ratios[i];
      rows = {i};
    } else if (*ratios[i] == *best) {
      rows.push_back(i);
    }
  }
  return rows;
}

void readOut(PivotTrace& t) {
  const std::size_t m = numRows(t), n = numCols(t);
  const auto& tab = t.current();
  t.status = PivotStatus::Finished;
  t.corner = tab.corner();
  t.shiftedValue = Rational(1) / t.corner;
  t.value = t.shiftedValue - t.constant;
  t.rowStrategy.assign(m, Rational(0));
  t.colStrategy.assign(n, Rational(0));
  t.bottomSumUnderX = 0;
  t.rightSumBesideY = 0;
  for (std::size_t j = 0; j < n; ++j)
    if (tab.top[j].player == PivotLabel::Player::X) {
      t.rowStrategy[tab.top[j].index] = tab.cells[m][j] / t.corner;
      t.bottomSumUnderX += tab.cells[m][j];
    }
  for (std::size_t i = 0; i < m; ++i)
    if (tab.left[i].player == PivotLabel::Player::Y) {
      t.colStrategy[tab.left[i].index] = tab.cells[i][n] / t.corner;
      t.rightSumBesideY += tab.cells[i][n];
    }
  t.cornerCheckPasses = t.bottomSumUnderX == t.corner && t.rightSumBesideY == t.corner;
}

void updateStatus(PivotTrace& t) {
  if (eligible(t).empty()) readOut(t);
}

PivotStep doPivot(PivotTrace& t, std::size_t row, std::size_t column, bool byUser) {
  const std::size_t m = numRows(t), n = numCols(t);
  PivotStep step;
  step.before = t.current();
  step.eligibleColumns = eligible(t);
  step.column = column;
  step.ratios = ratiosIn(t, column);
  step.minimumRatioRows = minimumRows(step.ratios);
  step.row = row;
  step.chosenByUser = byUser;
  const auto& T = step.before.cells;
  const Rational pv = T[row][column];
  step.pivot = pv;
  PivotTableau next = step.before;
  for (std::size_t i = 0; i <= m; ++i)
    for (std::size_t j = 0; j <= n; ++j) {
      if (i == row && j == column) next.cells[i][j] = Rational(1) / pv;
      else if (i == row) next.cells[i][j] = T[i][j] / pv;
      else if (j == column) next.cells[i][j] = -T[i][j] / pv;
      else next.cells[i][j] = T[i][j] - T[row][j] * T[i][column] / pv;
    }
  step.enteringLeft = step.before.top[column];
  step.enteringTop = step.before.left[row];
  next.left[row] = step.enteringLeft;
  next.top[column] = step.enteringTop;
  step.after = next;
  t.tableaux.push_back(std::move(next));
  t.steps.push_back(step);
  updateStatus(t);
  return step;
}

Error refused(Problem problem, std::vector<std::string> values = {}) {
  return makeProblemError(ErrorCode::InvalidArgument, problem, std::move(values));
}
std::string oneBased(std::size_t index) { return std::to_string(index + 1); }

}  // namespace

Expected<PivotTrace> startPivotMethod(const MatrixGame& game, const PivotOptions& options) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  if (game.rows > options.maxRows || game.cols > options.maxCols)
    return makeProblemError(ErrorCode::TooLarge, Problem::PivotTooLarge,
                            {matrixSizeText(game.rows, game.cols), matrixSizeText(options.maxRows, options.maxCols)});
  PivotTrace t;
  t.game = game;
  if (options.constant) {
    t.constant = *options.constant;
  } else {
    Rational mn = game.at(0, 0);
    for (const auto& x : game.payoffs)
      if (x < mn) mn = x;
    t.constant = mn > 0 ? Rational(0) : Rational(1) - mn;
  }
  t.shifted = game;
  for (auto& x : t.shifted.payoffs) x += t.constant;
  const std::size_t m = game.rows, n = game.cols;
  PivotTableau tab;
  tab.cells.assign(m + 1, RationalVector(n + 1));
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j) tab.cells[i][j] = t.shifted.at(i, j);
    tab.cells[i][n] = 1;
    tab.left.push_back({PivotLabel::Player::X, i});
  }
  for (std::size_t j = 0; j < n; ++j) {
    tab.cells[m][j] = -1;
    tab.top.push_back({PivotLabel::Player::Y, j});
  }
  tab.cells[m][n] = 0;
  t.tableaux.push_back(std::move(tab));
  updateStatus(t);
  return t;
}

std::optional<std::size_t> automaticPivotColumn(const PivotTrace& trace) {
  std::optional<std::size_t> best;
  const std::size_t n = numCols(trace);
  for (std::size_t j : eligible(trace))
    if (!best || labelRank(trace.current().top[j], n) < labelRank(trace.current().top[*best], n)) best = j;
  return best;
}

std::optional<std::size_t> automaticPivotRow(const PivotTrace& trace, std::size_t column) {
  if (column >= numCols(trace)) return std::nullopt;
  const auto rows = minimumRows(ratiosIn(trace, column));
  std::optional<std::size_t> best;
  const std::size_t n = numCols(trace);
  for (std::size_t i : rows)
    if (!best || labelRank(trace.current().left[i], n) < labelRank(trace.current().left[*best], n)) best = i;
  return best;
}

Expected<PivotStep> pivotOnColumn(PivotTrace& trace, std::size_t column) {
  if (trace.status != PivotStatus::InProgress) return refused(Problem::PivotFinished);
  if (column >= numCols(trace))
    return refused(Problem::IndexOutOfRange, {"column", std::to_string(column), std::to_string(numCols(trace))});
  if (!(trace.current().cells[numRows(trace)][column] < 0)) return refused(Problem::PivotColumnNotEligible, {oneBased(column)});
  const auto row = automaticPivotRow(trace, column);
  if (!row) {
    trace.status = PivotStatus::Unbounded;
    trace.unboundedColumn = column;
    PivotStep none;
    none.before = trace.current();
    none.eligibleColumns = eligible(trace);
    none.column = column;
    none.ratios = ratiosIn(trace, column);
    none.chosenByUser = true;
    none.after = trace.current();
    return none;
  }
  return doPivot(trace, *row, column, true);
}

Expected<PivotStep> pivotAt(PivotTrace& trace, std::size_t row, std::size_t column) {
  if (trace.status != PivotStatus::InProgress) return refused(Problem::PivotFinished);
  if (column >= numCols(trace))
    return refused(Problem::IndexOutOfRange, {"column", std::to_string(column), std::to_string(numCols(trace))});
  if (row >= numRows(trace))
    return refused(Problem::IndexOutOfRange, {"row", std::to_string(row), std::to_string(numRows(trace))});
  if (!(trace.current().cells[numRows(trace)][column] < 0)) return refused(Problem::PivotColumnNotEligible, {oneBased(column)});
  if (!(trace.current().cells[row][column] > 0)) return refused(Problem::PivotRowNotPositive, {oneBased(row), oneBased(column)});
  const auto rows = minimumRows(ratiosIn(trace, column));
  bool isMin = false;
  for (std::size_t r : rows) isMin = isMin || r == row;
  if (!isMin) return refused(Problem::PivotRowNotMinimumRatio, {oneBased(row), oneBased(column)});
  return doPivot(trace, row, column, true);
}

Expected<PivotTrace> runPivotMethod(PivotTrace trace, const CancelToken& cancel) {
  while (trace.status == PivotStatus::InProgress) {
    if (cancel.isCancelled())
      return stopError(cancel);
    const auto column = automaticPivotColumn(trace);
    if (!column) break;  // cannot happen: status would be Finished
    const auto row = automaticPivotRow(trace, *column);
    if (!row) {
      trace.status = PivotStatus::Unbounded;
      trace.unboundedColumn = *column;
      break;
    }
    doPivot(trace, *row, *column, false);
  }
  return trace;
}

Expected<PivotTrace> solveByPivoting(const MatrixGame& game, const PivotOptions& options, const Progress&,
                                     const CancelToken& cancel) {
  auto trace = startPivotMethod(game, options);
  if (!trace) return trace.error();
  return runPivotMethod(std::move(*trace), cancel);
}

}  // namespace gamelab
