#include "ui/strategic/strategicsafetypage.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/numberformat.h"

namespace gamelab::ui {

namespace {
using T = StrategicText;
constexpr std::size_t kListLimit = 40;
constexpr std::size_t kMatrixRows = 12, kMatrixCols = 16;
}  // namespace

QString StrategicSafetyPage::render(const StrategicAnalysis& a) const {
  const auto& g = a.game;
  const bool two = g.players() == 2;
  QString h = T::heading(tr("Safety levels (maxmin)"),
                         two ? tr("A player's safety level is the most it can guarantee whatever the other does: the value of the zero-sum "
                                 "game in which it maximises its own payoff and the other minimises it. For two players v<sub>I</sub> = "
                                 "Val(A) and v<sub>II</sub> = Val(Bᵀ) (not Val(B)). Solved by exact linear programming.")
                             : tr("A player's safety level is the most it can guarantee whatever the others do: the maximum over its mixed "
                                 "strategies of the minimum over the others' pure profiles of its payoff. Solved by exact linear programming."));
  if (!a.safety) return h + T::unavailable(a.safetyError);
  const auto& levels = *a.safety;
  for (std::size_t k = 0; k < levels.size(); ++k) {
    const auto& s = levels[k];
    h += QStringLiteral("<h4>%1</h4>").arg(T::playerHtml(g, k));
    h += QStringLiteral("<p>%1 <b>%2</b><br>%3 %4").arg(tr("Safety level v ="), formatRationalWithDecimal(s.value),
                                                       tr("Maxmin strategy:"), T::colored(k, fmt::vector(s.strategy)));
    if (T::pureIndex(s.strategy) >= 0) h += QStringLiteral(" (%1)").arg(T::colored(k, T::mixture(g, k, s.strategy).toHtmlEscaped()));
    else if (T::hasOwnLabels(g, k)) h += QStringLiteral(" = %1").arg(T::colored(k, T::mixture(g, k, s.strategy).toHtmlEscaped()));
    h += QStringLiteral("</p>");
    if (s.strategyVertices.size() > 1) {
      h += QStringLiteral("<p>%1</p><ul>").arg(tr("The maxmin strategy is not unique: every mixture of these %n vertices guarantees v.",
                                                  nullptr, int(s.strategyVertices.size())));
      for (std::size_t v = 0; v < s.strategyVertices.size() && v < kListLimit; ++v)
        h += QStringLiteral("<li>%1</li>").arg(T::colored(k, fmt::vector(s.strategyVertices[v])));
      if (s.strategyVertices.size() > kListLimit) h += QStringLiteral("<li>…</li>");
      h += QStringLiteral("</ul>");
    } else if (s.strategyVertices.size() == 1) {
      h += QStringLiteral("<p>%1</p>").arg(tr("This maxmin strategy is the only one."));
    }
    h += s.verified ? pagehtml::ok(tr("verified ✓ (exactly: the strategy guarantees v against every pure reply, and v is the optimum)"))
                    : pagehtml::warning(tr("not verified exactly"));
    const auto& z = s.zeroSumGame;
    const QString name = two ? (k == 0 ? QStringLiteral("A") : QStringLiteral("Bᵀ")) : tr("the game of %1").arg(T::playerName(g, k).toHtmlEscaped());
    if (z.rows <= kMatrixRows && z.cols <= kMatrixCols) {
      h += QStringLiteral("<p>%1</p>").arg(
          two ? tr("The zero-sum game solved, %1 (rows: %2's strategies, entries: %2's payoffs; the other player minimises):")
                    .arg(name, T::playerName(g, k).toHtmlEscaped())
              : tr("The zero-sum game solved (rows: %1's strategies, columns: the others' pure profiles, entries: %1's payoffs):")
                    .arg(T::playerName(g, k).toHtmlEscaped()));
      h += fmt::matrixHtml(z);
    } else {
      h += pagehtml::note(tr("The zero-sum game solved is %1 x %2 (too large to print).").arg(z.rows).arg(z.cols));
    }
  }
  if (two && levels.size() == 2) {
    const auto both = expectedPayoffs(g, {levels[0].strategy, levels[1].strategy});
    h += QStringLiteral("<h4>%1</h4>").arg(tr("Individually rational payoffs"));
    h += QStringLiteral("<p>%1</p>").arg(tr("The safety point is (v<sub>I</sub>, v<sub>II</sub>) = (%1, %2). The individually rational "
                                            "payoffs are those with u ≥ %1 and v ≥ %2: the upper-right quadrant from the safety point "
                                            "(dashed lines in the payoff-region picture). Every equilibrium lies in it.")
                                             .arg(formatRational(levels[0].value), formatRational(levels[1].value)));
    h += QStringLiteral("<p>%1</p>").arg(tr("If both players use the maxmin strategies shown, the payoffs are %1.").arg(fmt::vector(both)));
  } else if (levels.size() > 2) {
    QStringList parts;
    for (std::size_t k = 0; k < levels.size(); ++k) parts << QStringLiteral("u<sub>%1</sub> ≥ %2").arg(k + 1).arg(formatRational(levels[k].value));
    h += QStringLiteral("<h4>%1</h4><p>%2</p>")
             .arg(tr("Individually rational payoffs"),
                  tr("The individually rational payoff vectors are those with %1. Every equilibrium lies in this region.")
                      .arg(parts.join(QLatin1String(", "))));
  }
  return h;
}

}  // namespace gamelab::ui
