#include "ui/matrix/saddlepage.h"

#include "ui/analysis/analysisformat.h"

namespace gamelab::ui {

namespace {
constexpr std::size_t kListLimit = 40;

QString labelled(const RationalVector& values, const std::vector<std::size_t>& best) {
  QStringList parts;
  for (std::size_t k = 0; k < values.size() && k < kListLimit; ++k) {
    const bool b = std::find(best.begin(), best.end(), k) != best.end();
    parts << (b ? QStringLiteral("<b><u>%1</u></b>").arg(fmt::exact(values[k])) : fmt::exact(values[k]));
  }
  if (values.size() > kListLimit) parts << QStringLiteral("…");
  return fmt::tuple(parts);
}

QString names(Side side, const std::vector<std::size_t>& lines, const MatrixGame& game) {
  QStringList parts;
  for (std::size_t k = 0; k < lines.size() && k < kListLimit; ++k) parts << fmt::lineName(side, lines[k], game);
  if (lines.size() > kListLimit) parts << QStringLiteral("…");
  return parts.join(QLatin1String(", "));
}
}  // namespace

QString SaddlePage::render(const MatrixAnalysis& a) const {
  const auto& s = a.saddle;
  const auto& g = a.game;
  QString h;
  h += QStringLiteral("<h3>%1</h3>").arg(tr("Step 1: look for a saddle point"));
  h += QStringLiteral("<p>%1</p>").arg(tr("Player I (rows) maximises, player II (columns) minimises. With a pure strategy, "
                                          "I can guarantee the largest row minimum; II can hold I to the smallest column maximum."));
  h += QStringLiteral("<p>%1 %2<br>%3 %4</p>")
           .arg(tr("Row minima:"), labelled(s.rowMinima, s.maximinRows), tr("Column maxima:"), labelled(s.colMaxima, s.minimaxCols));
  h += QStringLiteral("<p>%1<br>%2</p>")
           .arg(tr("Lower value v̲ = max of the row minima = <b>%1</b> (%2)").arg(fmt::exact(s.lowerValue), names(Side::Row, s.maximinRows, g)),
                tr("Upper value v̄ = min of the column maxima = <b>%1</b> (%2)").arg(fmt::exact(s.upperValue), names(Side::Column, s.minimaxCols, g)));
  if (!s.saddlePoints.empty()) {
    QStringList points;
    for (std::size_t k = 0; k < s.saddlePoints.size() && k < kListLimit; ++k) {
      const auto [i, j] = s.saddlePoints[k];
      points << tr("(%1, %2)").arg(fmt::lineName(Side::Row, i, g), fmt::lineName(Side::Column, j, g));
    }
    if (s.saddlePoints.size() > kListLimit) points << QStringLiteral("…");
    h += pagehtml::ok(tr("v̲ = v̄ = %1: the game has %n saddle point(s).", nullptr, int(s.saddlePoints.size())).arg(fmt::exact(s.lowerValue)));
    h += QStringLiteral("<p>%1 %2</p>").arg(tr("Saddle points:"), points.join(QLatin1String("; ")));
    h += QStringLiteral("<p>%1</p>").arg(tr("The value is %1. The row and the column of any saddle point are optimal pure strategies "
                                            "(all saddle points have the same value).").arg(fmt::exact(s.lowerValue)));
  } else {
    h += pagehtml::warning(tr("v̲ = %1 &lt; v̄ = %2: no saddle point.").arg(fmt::exact(s.lowerValue), fmt::exact(s.upperValue)));
    h += QStringLiteral("<p>%1</p>").arg(tr("The value lies between %1 and %2, and both players must mix. "
                                            "Next: remove dominated lines, then use the 2x2 formulas, the graphical method, "
                                            "Theorem 3.2 or linear programming.").arg(fmt::exact(s.lowerValue), fmt::exact(s.upperValue)));
  }
  if (g.rows <= 12 && g.cols <= 12) h += fmt::matrixHtml(g, s.saddlePoints);
  return h;
}

}  // namespace gamelab::ui
