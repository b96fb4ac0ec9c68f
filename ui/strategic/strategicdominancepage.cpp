#include "ui/strategic/strategicdominancepage.h"

#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

namespace gamelab::ui {

namespace {
using T = StrategicText;
constexpr std::size_t kStepLimit = 200;
constexpr std::size_t kTableCells = 144;
}  // namespace

QString StrategicDominancePage::render(const StrategicAnalysis& a) const {
  const auto& g = a.game;
  QString h = T::heading(tr("Iterated elimination of strictly dominated strategies"),
                         tr("A strategy is strictly dominated when another strategy, or a mixture of the player's "
                            "strategies, pays that player strictly more against every profile of the others still "
                            "present. It is never played in an equilibrium, so it can be removed; removals can make "
                            "further strategies dominated. The equilibria of the reduced game are those of the game."));
  if (!a.dominance) return h + T::unavailable(a.dominanceError);
  const auto& d = *a.dominance;
  if (!a.options.dominanceMixtures)
    h += pagehtml::note(tr("Only domination by pure strategies was tested (mixtures are tested by Solve (F5))."));
  if (d.steps.empty()) {
    h += QStringLiteral("<p><b>%1</b></p>").arg(a.options.dominanceMixtures ? tr("No strategy is strictly dominated, even by a mixture.")
                                                                           : tr("No strategy is strictly dominated by a pure strategy."));
    return h;
  }
  h += QStringLiteral("<ol>");
  for (std::size_t k = 0; k < d.steps.size() && k < kStepLimit; ++k) {
    const auto& step = d.steps[k];
    const std::size_t p = step.player;
    const QString removed = T::colored(p, QStringLiteral("<b>%1</b>").arg(T::strategyName(g, p, step.removed).toHtmlEscaped()));
    const QString by = T::colored(p, T::mixture(g, p, step.dominator).toHtmlEscaped());
    h += QStringLiteral("<li>%1: %2 %3 <span style='color:#757575'>(%4)</span></li>")
             .arg(T::playerHtml(g, p), tr("remove %1").arg(removed),
                  step.byMixture ? tr("— strictly dominated by the mixture %1").arg(by) : tr("— strictly dominated by %1").arg(by),
                  tr("gains at least %1 against every remaining profile of the others").arg(formatRational(step.margin)));
  }
  if (d.steps.size() > kStepLimit) h += QStringLiteral("<li>…</li>");
  h += QStringLiteral("</ol>");
  h += QStringLiteral("<p>%1</p>").arg(tr("Left: %1 (from %2). The removed strategies are struck out in the table.")
                                           .arg(T::size(d.remaining), T::size(g)));
  bool single = true;
  for (const auto& r : d.remaining) single = single && r.size() == 1;
  if (single)
    h += pagehtml::ok(tr("Only one strategy per player is left: the game is dominance solvable, and that profile is its unique "
                         "equilibrium."));
  if (g.players() == 2) {
    StrategicGame labelled = g;  // keep the original numbers of unlabelled strategies
    for (std::size_t k = 0; k < labelled.players(); ++k)
      for (std::size_t s = 0; s < labelled.strategies(k); ++s) labelled.strategyLabels[k][s] = g.strategyLabel(k, s);
    const auto reduced = restrictGame(labelled, d.remaining);
    if (reduced.profileCount() <= kTableCells) h += QStringLiteral("<p>%1</p>").arg(tr("The reduced game:")) + T::payoffTableHtml(reduced);
  }
  return h;
}

}  // namespace gamelab::ui
