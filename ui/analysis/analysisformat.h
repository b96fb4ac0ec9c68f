#pragma once
/// Small text helpers shared by the matrix analysis pages: exact fractions, "≈ decimal",
/// vectors and matrices as HTML.
#include "core/common/rational.h"
#include "core/matrix/matrixgame.h"

#include <QString>

#include <vector>

namespace gamelab::ui::fmt {

/// "17/7".
QString exact(const Rational& value);
/// "17/7 ≈ 2.4286" (just "3" for integers).
QString exactApprox(const Rational& value);
/// "(5/7, 2/7)".
QString vector(const RationalVector& values);
/// HTML table of a matrix with its row/column labels; `highlight` marks cells (row, col).
QString matrixHtml(const MatrixGame& game, const std::vector<std::pair<std::size_t, std::size_t>>& highlight = {});
/// HTML table of a plain rational matrix (no labels).
QString matrixHtml(const std::vector<RationalVector>& rows);
/// HTML-escaped label.
QString label(const std::string& text);

}  // namespace gamelab::ui::fmt

#include "core/matrix/dominance.h"

namespace gamelab::ui::fmt {

/// "row 2 ≤ 1/3·row 1 + 2/3·row 3" / "col 3 ≥ col 2" (entrywise; < and > when strict),
/// with the game's labels. Indices in `step` refer to `game`.
QString dominanceRelation(const DominanceStep& step, const MatrixGame& game);
/// "row 2" / "col 3" with the game's label.
QString lineName(Side side, std::size_t index, const MatrixGame& game);

}  // namespace gamelab::ui::fmt
