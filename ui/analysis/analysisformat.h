#pragma once
/// The text helpers every analysis page shares: exact fractions, "≈ decimal", tuples and
/// vectors, HTML tables and matrices, and the coloured notes (pagehtml).
#include "core/common/rational.h"
#include "core/matrix/matrixgame.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gamelab::ui::fmt {

/// "17/7".
QString exact(const Rational& value);
/// "17/7 ≈ 2.4286" (just "3" for integers).
QString exactApprox(const Rational& value);
/// "(a, b, c)": the parts as they are, comma-separated in parentheses.
QString tuple(const QStringList& parts);
/// "(5/7, 2/7)".
QString vector(const RationalVector& values);
/// "(0.714, 0.286)" with `digits` decimals.
QString decimals(const RationalVector& values, int digits);
/// How a table's cells are aligned.
enum class Align { Left, Right };
/// Start of a bordered HTML table with a grey header row (headers are HTML); close it with
/// "</table>".
QString tableStart(const QStringList& headers);
/// One row of such a table (cells are HTML); `background` colours the row when given.
QString tableRow(const QStringList& cells, Align align = Align::Left, const QString& background = {});
/// HTML table of a matrix with its row/column labels; `highlight` marks cells (row, col).
QString matrixHtml(const MatrixGame& game, const std::vector<std::pair<std::size_t, std::size_t>>& highlight = {});
/// HTML table of a plain rational matrix (no labels).
QString matrixHtml(const std::vector<RationalVector>& rows);
/// HTML-escaped label.
QString label(const std::string& text);

}  // namespace gamelab::ui::fmt

/// Coloured paragraphs of the pages.
namespace gamelab::ui::pagehtml {
QString warning(const QString& text);  ///< red, bold
QString ok(const QString& text);       ///< green
QString note(const QString& text);     ///< grey small
}  // namespace gamelab::ui::pagehtml

#include "core/matrix/dominance.h"

namespace gamelab::ui::fmt {

/// "row 2 ≤ 1/3·row 1 + 2/3·row 3" / "col 3 ≥ col 2" (entrywise; < and > when strict),
/// with the game's labels. Indices in `step` refer to `game`.
QString dominanceRelation(const DominanceStep& step, const MatrixGame& game);
/// "row 2" / "col 3" with the game's label.
QString lineName(Side side, std::size_t index, const MatrixGame& game);

}  // namespace gamelab::ui::fmt
