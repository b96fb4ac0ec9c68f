#include "ui/matrix/twobytwopage.h"

#include "ui/analysis/analysisformat.h"

namespace gamelab::ui {

namespace {
/// "(x)" for negative numbers so substitutions read well: 3 − (−2).
QString par(const Rational& v) { return sgn(v) < 0 ? QStringLiteral("(%1)").arg(fmt::exact(v)) : fmt::exact(v); }
}  // namespace

QString TwoByTwoPage::render(const MatrixAnalysis& a) const {
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("2x2 games: formulas (2.1)–(2.3)"));
  if (!a.twoByTwo) {
    return h + QStringLiteral("<p>%1</p>")
                   .arg(tr("The game is %1 x %2 and dominance leaves %3 x %4, not 2 x 2. Use the graphical method, "
                           "Theorem 3.2 or linear programming.")
                            .arg(a.game.rows).arg(a.game.cols).arg(a.reduced.game.rows).arg(a.reduced.game.cols));
  }
  const auto& t = *a.twoByTwo;
  const auto& sub = a.twoByTwoGame;
  const auto& f = t.formula;
  if (!sub.isWholeGame)
    h += QStringLiteral("<p>%1</p>").arg(tr("After removing dominated lines, the game left is 2 x 2 (rows %1, %2; columns %3, %4):")
                                             .arg(QString::fromStdString(a.game.rowLabel(sub.rows[0])), QString::fromStdString(a.game.rowLabel(sub.rows[1])),
                                                  QString::fromStdString(a.game.colLabel(sub.cols[0])), QString::fromStdString(a.game.colLabel(sub.cols[1]))));
  h += QStringLiteral("<p>%1</p>").arg(tr("Lettering A = [[a, b], [d, c]] (note: the bottom row is d, c):"));
  h += QStringLiteral("<table cellpadding='4'><tr><td>a = %1</td><td>b = %2</td></tr><tr><td>d = %3</td><td>c = %4</td></tr></table>")
           .arg(fmt::exact(f.a), fmt::exact(f.b), fmt::exact(f.d), fmt::exact(f.c));
  h += QStringLiteral("<p><b>%1</b> ").arg(tr("1. Saddle point check:"));
  if (t.method == TwoByTwoSolution::Method::SaddlePoint) {
    h += tr("saddle point at (%1, %2): value %3. The formulas are not needed.")
             .arg(fmt::lineName(Side::Row, sub.rows[t.saddleRow], a.game), fmt::lineName(Side::Column, sub.cols[t.saddleCol], a.game),
                  fmt::exact(t.value)) + QStringLiteral("</p>");
    if (f.defined && !f.probabilitiesValid)
      h += pagehtml::warning(tr("Applying the formulas anyway would give p = %1, q = %2 — not probabilities. "
                                "That is why the saddle check comes first.").arg(fmt::exact(f.p), fmt::exact(f.q)));
  } else {
    h += tr("none (max of row minima %1 &lt; min of column maxima %2).").arg(fmt::exact(t.saddle.lowerValue), fmt::exact(t.saddle.upperValue)) +
         QStringLiteral("</p>");
    h += QStringLiteral("<p><b>%1</b></p>").arg(tr("2. Equalising strategies:"));
    h += QStringLiteral("<p>p = (c − d) / ((a − b) + (c − d)) = (%1 − %2) / ((%3 − %4) + (%1 − %2)) = %5 / %6 = <b>%7</b></p>")
             .arg(fmt::exact(f.c), par(f.d), fmt::exact(f.a), par(f.b), fmt::exact(f.pNumerator), par(f.denominator), fmt::exact(f.p));
    h += QStringLiteral("<p>q = (c − b) / ((a − b) + (c − d)) = (%1 − %2) / %3 = %4 / %3 = <b>%5</b></p>")
             .arg(fmt::exact(f.c), par(f.b), par(f.denominator), fmt::exact(f.qNumerator), fmt::exact(f.q));
    h += QStringLiteral("<p>v = (ac − bd) / ((a − b) + (c − d)) = (%1 − %2) / %3 = %4 / %3 = <b>%5</b></p>")
             .arg(fmt::exact(f.ac), par(f.bd), par(f.denominator), fmt::exact(f.vNumerator), fmt::exact(f.v));
  }
  h += QStringLiteral("<p>%1</p>").arg(tr("Player I plays %1 = %2; player II plays %3 = %4; value <b>%5</b>.")
                                           .arg(tr("(p, 1 − p)"), fmt::vector(t.rowStrategy), tr("(q, 1 − q)"), fmt::vector(t.colStrategy),
                                                fmt::exactApprox(t.value)));
  return h;
}

}  // namespace gamelab::ui
