#pragma once
/// Iterated removal of dominated rows and columns, including domination by mixtures
/// (source 000 §2.2.3).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <utility>
#include <vector>

namespace gamelab {

enum class Side { Row, Column };

/// One deletion: `removed` (an index into the ORIGINAL game) is dominated by the mixture
/// `dominator` (original indices with positive weights summing to 1; a single entry with
/// weight 1 is pure domination), considering only the lines still present at this step.
/// Rows: Σ w_k a(k,j) >= a(removed,j) for every remaining column j (strict: > for all).
/// Columns: Σ w_k a(i,k) <= a(i,removed) for every remaining row i (strict: < for all).
struct DominanceStep {
  Side side = Side::Row;
  std::size_t removed = 0;
  bool strict = false;
  std::vector<std::pair<std::size_t, Rational>> dominator;
  /// For drawing the log line: the lines of the other side present at this step (original
  /// indices, ascending), the dominated line's entries on them and the mixture's entries.
  std::vector<std::size_t> comparedOver;
  RationalVector dominatedValues;
  RationalVector dominatorValues;
  /// True when the removed line is an exact copy of its (single) dominator: identical lines
  /// count as weak domination and the later copy is removed.
  bool duplicate = false;
};

struct DominanceOptions {
  bool allowWeak = true;      ///< also delete weakly dominated lines (may lose optimal strategies)
  bool allowMixtures = true;  ///< also look for domination by mixtures (one LP per line)
  /// Skip the mixture searches of lines proved undominated by a best-response certificate
  /// (core/matrix/bestresponsecertificate.h): pure strategies, the witnesses below and, when
  /// lines remain unproved, the exact optimal strategies of the current reduced game (one
  /// exact LP, repeated only after a line they play is removed). The steps are the same as
  /// without (false: every search runs; the reference in tests).
  bool useCertificates = true;
  /// Optional mixed strategies of player I / player II over the whole game (e.g. optimal ones
  /// from solveZeroSum, which saves the exact LP above); used while they play present lines only.
  RationalVector rowWitness;
  RationalVector colWitness;
};

struct DominanceResult {
  std::vector<DominanceStep> steps;       ///< in the order performed
  std::vector<std::size_t> remainingRows;  ///< original indices, ascending
  std::vector<std::size_t> remainingCols;
};

/// Repeats single deletions until nothing is dominated. Prefers strict over weak and pure
/// over mixed domination at each step, so the log reads like the textbook. Order of search at
/// each step: strict pure, strict by two lines, strict by more lines (LP), weak pure
/// (including duplicates), weak by two lines, weak by more lines (LP); rows before columns,
/// lowest index first. Two-line mixtures get the simplest weight (smallest denominator) in
/// the feasible interval; larger mixtures are screened with a floating-point LP (solveLp) and
/// their weights are then checked exactly (an exact LP runs when the rounded weights fail), so
/// every reported step is exact; a strict margin ε* below 1e-7·max|a| counts as "not strict".
/// Weak domination needs at least one strict inequality (duplicates excepted). Never removes
/// the last row or column. Errors: EmptyGame, Cancelled, Timeout, NumericalFailure.
Expected<DominanceResult> solveDominance(const MatrixGame& game, const DominanceOptions& options = {},
                                         const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// The sub-game on the given original rows and columns (labels kept).
MatrixGame subGame(const MatrixGame& game, const std::vector<std::size_t>& rows,
                   const std::vector<std::size_t>& cols);

}  // namespace gamelab
