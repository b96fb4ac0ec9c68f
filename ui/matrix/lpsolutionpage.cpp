#include "ui/matrix/lpsolutionpage.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/errortext.h"

namespace gamelab::ui {

namespace {
constexpr std::size_t kListLimit = 60;

QString strategyTable(const RationalVector& v, Side side, const MatrixGame& game) {
  QString h = QStringLiteral("<table cellpadding='2'>");
  std::size_t shown = 0;
  for (std::size_t k = 0; k < v.size(); ++k) {
    if (v[k] == 0 && v.size() > 12) continue;  // long vectors: the support only
    if (++shown > kListLimit) { h += QStringLiteral("<tr><td>…</td></tr>"); break; }
    h += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>")
             .arg(fmt::lineName(side, k, game).toHtmlEscaped(), v[k] == 0 ? QStringLiteral("<span style='color:#9e9e9e'>0</span>")
                                                                       : fmt::exactApprox(v[k]));
  }
  return h + QStringLiteral("</table>");
}

QString markedVector(const RationalVector& v, const Rational& target) {
  if (v.size() > kListLimit) return QStringLiteral("(%1 …)").arg(v.size());
  QStringList parts;
  for (const auto& x : v) parts << (x == target ? QStringLiteral("<b>%1</b>").arg(fmt::exact(x)) : fmt::exact(x));
  return fmt::tuple(parts);
}
}  // namespace

QString LpSolutionPage::render(const MatrixAnalysis& a) const {
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Exact solution by linear programming"));
  if (a.solutionError) return h + pagehtml::warning(errorText(*a.solutionError));
  if (!a.solution) return h;
  const auto& s = *a.solution;
  h += QStringLiteral("<p style='font-size:large'>%1 <b>%2</b></p>").arg(tr("Value v ="), fmt::exactApprox(s.value));
  h += s.verified ? pagehtml::ok(tr("verified ✓ (exactly: min_j (pᵀA)_j = v = max_i (Aq)_i)"))
                  : pagehtml::warning(tr("approximate: the floating-point answer could not be verified exactly"));
  h += QStringLiteral("<table><tr><td valign='top'><b>%1</b>%2</td><td width='24'></td><td valign='top'><b>%3</b>%4</td></tr></table>")
           .arg(tr("Player I, p:"), strategyTable(s.rowStrategy, Side::Row, a.game), tr("Player II, q:"),
                strategyTable(s.colStrategy, Side::Column, a.game));
  if (a.game.rows <= kListLimit && a.game.cols <= kListLimit) {
    h += QStringLiteral("<p>%1<br>pᵀA = %2 &nbsp; (min = %4)<br>Aq = %3 &nbsp; (max = %4)</p>")
             .arg(tr("Infallible test:"), markedVector(rowPlayerPayoffs(a.game, s.rowStrategy), s.value),
                  markedVector(colPlayerPayoffs(a.game, s.colStrategy), s.value), fmt::exact(s.value));
  }
  h += QStringLiteral("<h4>%1</h4>").arg(tr("All optimal strategies"));
  if (a.optimalSetsError) {
    h += pagehtml::warning(errorText(*a.optimalSetsError));
  } else if (!a.optimalSets) {
    h += QStringLiteral("<p>%1</p>").arg(tr("Not computed for a game this large."));
  } else {
    const auto& o = *a.optimalSets;
    auto list = [](const std::vector<RationalVector>& vs) {
      QString out = QStringLiteral("<ul>");
      for (std::size_t k = 0; k < vs.size() && k < kListLimit; ++k) out += QStringLiteral("<li>%1</li>").arg(fmt::vector(vs[k]));
      if (vs.size() > kListLimit) out += QStringLiteral("<li>…</li>");
      return out + QStringLiteral("</ul>");
    };
    h += QStringLiteral("<p>%1</p>").arg(o.rowVertices.size() == 1 ? tr("Player I's optimal strategy is unique:")
                                                                   : tr("Player I's optimal strategies: every mixture of these %1 vertices:").arg(o.rowVertices.size()));
    h += list(o.rowVertices);
    h += QStringLiteral("<p>%1</p>").arg(o.colVertices.size() == 1 ? tr("Player II's optimal strategy is unique:")
                                                                   : tr("Player II's optimal strategies: every mixture of these %1 vertices:").arg(o.colVertices.size()));
    h += list(o.colVertices);
  }
  return h;
}

}  // namespace gamelab::ui
