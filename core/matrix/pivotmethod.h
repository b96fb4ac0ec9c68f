#pragma once
/// Williams' pivot method (source 000 §2.4.5), step by step, for the teaching view.
///
/// Tableau layout (m rows, n columns of the game): cells[i][j] for i < m, j < n is the interior;
/// cells[i][n] the right border (+1 at the start), cells[m][j] the bottom border (−1 at the
/// start), cells[m][n] the corner (0 at the start). Labels x_i (player I) start on the left,
/// y_j (player II) on top; a pivot swaps the left label of its row with the top label of its
/// column.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <optional>
#include <vector>

namespace gamelab {

struct PivotLabel {
  enum class Player { X, Y };  ///< X: x_i of player I (rows); Y: y_j of player II (columns)
  Player player = Player::X;
  std::size_t index = 0;  ///< 0-based; displayed as x_{index+1}
  bool operator==(const PivotLabel&) const = default;
};

struct PivotTableau {
  std::vector<RationalVector> cells;  ///< (m+1) x (n+1), borders included
  std::vector<PivotLabel> left;       ///< m labels
  std::vector<PivotLabel> top;        ///< n labels
  const Rational& corner() const { return cells.back().back(); }
};

/// One pivot, with everything the view shows before and after it.
struct PivotStep {
  PivotTableau before;
  std::vector<std::size_t> eligibleColumns;  ///< bottom-border entry < 0
  std::size_t column = 0;
  /// Per interior row: right border / entry when the entry in `column` is > 0, else nullopt.
  std::vector<std::optional<Rational>> ratios;
  std::vector<std::size_t> minimumRatioRows;  ///< rows attaining the minimum ratio (ties)
  std::size_t row = 0;
  Rational pivot;
  bool chosenByUser = false;
  PivotLabel enteringLeft;  ///< label moved from the top of `column` to the left of `row`
  PivotLabel enteringTop;   ///< label moved from the left of `row` to the top of `column`
  PivotTableau after;
};

enum class PivotStatus {
  InProgress,  ///< some bottom-border entry is negative
  Finished,    ///< no negative bottom entry: read-out available
  Unbounded,   ///< an eligible column has no positive entry: the constant was too small (value <= 0)
};

struct PivotOptions {
  /// The constant added to every entry (step 1). Absent: 0 when every entry is already
  /// positive, else 1 − min entry (all entries become >= 1).
  std::optional<Rational> constant;
  /// The teaching view refuses larger games (ErrorCode::TooLarge).
  std::size_t maxRows = 12;
  std::size_t maxCols = 12;
};

struct PivotTrace {
  MatrixGame game;     ///< the original game
  Rational constant;   ///< added in step 1
  MatrixGame shifted;  ///< game + constant
  std::vector<PivotTableau> tableaux;  ///< tableaux[0] is the start; one more after each step
  std::vector<PivotStep> steps;
  PivotStatus status = PivotStatus::InProgress;
  std::optional<std::size_t> unboundedColumn;  ///< when status == Unbounded

  /// Read-out (status == Finished). value = 1/corner − constant; p_i = bottom entry under a
  /// top label x_i / corner (0 if x_i is on the left); q_j = right entry beside a left label
  /// y_j / corner (0 if y_j is on top).
  Rational corner;
  Rational shiftedValue;  ///< 1/corner, the value of the shifted game
  Rational value;
  RationalVector rowStrategy, colStrategy;
  /// Remark (3): the corner equals the sum of bottom entries under top x-labels and the sum of
  /// right entries beside left y-labels.
  Rational bottomSumUnderX, rightSumBesideY;
  bool cornerCheckPasses = false;

  const PivotTableau& current() const { return tableaux.back(); }
};

/// Builds the starting tableau (step 1-2). Errors: EmptyGame, TooLarge (args: "rowsxcols",
/// "maxRowsxmaxCols").
Expected<PivotTrace> startPivotMethod(const MatrixGame& game, const PivotOptions& options = {});

/// The column the automatic rule picks: among eligible columns, the smallest top label in the
/// order y_1 < ... < y_n < x_1 < ... < x_m (Bland's rule); nullopt when none is eligible.
std::optional<std::size_t> automaticPivotColumn(const PivotTrace& trace);
/// The row the automatic rule picks in `column`: minimum ratio, ties broken by the smallest
/// left label in the same order as above; nullopt when the column has no positive entry.
std::optional<std::size_t> automaticPivotRow(const PivotTrace& trace, std::size_t column);

/// Interactive step: the user picks a column; the row follows the ratio test (tie rule above).
/// Errors: InvalidArgument (args: "column", reason) with reason "finished", "out-of-range",
/// "not-eligible" (bottom entry >= 0). A column without a positive entry sets status Unbounded
/// and returns the step-less trace unchanged otherwise (no error).
Expected<PivotStep> pivotOnColumn(PivotTrace& trace, std::size_t column);
/// Interactive step on a cell chosen by the user. Errors: InvalidArgument (args: "row" or
/// "column", reason) with reasons "finished", "out-of-range", "not-eligible",
/// "not-positive" (pivot entry <= 0), "not-minimum-ratio".
Expected<PivotStep> pivotAt(PivotTrace& trace, std::size_t row, std::size_t column);

/// Runs the automatic rule to the end (after any steps already taken). Polls `cancel` between
/// pivots. Errors: Cancelled, Timeout.
Expected<PivotTrace> runPivotMethod(PivotTrace trace, const CancelToken& cancel = CancelToken::none());
/// startPivotMethod + runPivotMethod. No progress is reported.
Expected<PivotTrace> solveByPivoting(const MatrixGame& game, const PivotOptions& options = {},
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
