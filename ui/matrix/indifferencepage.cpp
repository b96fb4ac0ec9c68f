#include "ui/matrix/indifferencepage.h"

#include "ui/analysis/analysisformat.h"

namespace gamelab::ui {

namespace {
QString negativeMarked(const RationalVector& v, const std::vector<std::size_t>& negative) {
  QStringList parts;
  for (std::size_t k = 0; k < v.size(); ++k) {
    const bool neg = std::find(negative.begin(), negative.end(), k) != negative.end();
    parts << (neg ? QStringLiteral("<span style='color:#c62828'><b>%1</b></span>").arg(fmt::exact(v[k])) : fmt::exact(v[k]));
  }
  return fmt::tuple(parts);
}
}  // namespace

QString IndifferencePage::render(const MatrixAnalysis& a) const {
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Theorem 3.2: invertible matrices"));
  h += QStringLiteral("<p>%1</p>").arg(tr("If the square matrix M is invertible and 1ᵀM⁻¹1 ≠ 0, then V = 1/(1ᵀM⁻¹1), "
                                          "pᵀ = V·1ᵀM⁻¹ and q = V·M⁻¹1 — provided p ≥ 0 and q ≥ 0 (all strategies active)."));
  if (!a.inverse)
    return h + QStringLiteral("<p>%1</p>").arg(tr("Not applicable: neither the (reduced) game nor the support of an optimal "
                                                  "strategy pair is a small square matrix."));
  const auto& r = *a.inverse;
  h += QStringLiteral("<p><i>%1</i></p>").arg(a.inverseSource);
  QStringList rows, cols;
  for (auto i : r.rows) rows << QString::fromStdString(a.game.rowLabel(i));
  for (auto j : r.cols) cols << QString::fromStdString(a.game.colLabel(j));
  h += QStringLiteral("<p>%1</p>").arg(tr("M = rows {%1} × columns {%2}:").arg(rows.join(QLatin1String(", ")), cols.join(QLatin1String(", "))));
  h += fmt::matrixHtml(r.matrix);
  if (r.singular)
    return h + pagehtml::warning(tr("M is singular: Theorem 3.2 does not apply. If the value might be 0, add a constant to "
                                    "every entry (the value shifts by it, the strategies stay) and try again."));
  h += QStringLiteral("<p>M⁻¹ =</p>") + fmt::matrixHtml(r.inverse);
  h += QStringLiteral("<p>1ᵀM⁻¹ = %1<br>M⁻¹1 = %2<br>1ᵀM⁻¹1 = <b>%3</b></p>")
           .arg(fmt::vector(r.inverseColumnSums), fmt::vector(r.inverseRowSums), fmt::exact(r.onesInverseOnes));
  if (r.sumIsZero) return h + pagehtml::warning(tr("1ᵀM⁻¹1 = 0: the formula gives nothing."));
  h += QStringLiteral("<p>V = 1 / %1 = <b>%2</b><br>pᵀ = V·1ᵀM⁻¹ = %3<br>q = V·M⁻¹1 = %4</p>")
           .arg(fmt::exact(r.onesInverseOnes), fmt::exactApprox(r.value), negativeMarked(r.p, r.negativeP),
                negativeMarked(r.q, r.negativeQ));
  if (!r.negativeP.empty() || !r.negativeQ.empty())
    h += pagehtml::warning(tr("A component is negative: not all these strategies are active, so the formula's answer is not a "
                              "solution. Remove a line (guess a smaller support) and try again."));
  else if (r.optimalInWholeGame)
    h += pagehtml::ok(tr("p ≥ 0 and q ≥ 0, and embedded into the whole game they pass the infallible test: optimal ✓"));
  else
    h += pagehtml::warning(tr("p ≥ 0 and q ≥ 0 here, but in the whole game some unused line does better: not optimal ✗"));
  return h;
}

}  // namespace gamelab::ui
