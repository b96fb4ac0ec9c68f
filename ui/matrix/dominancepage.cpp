#include "ui/matrix/dominancepage.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/errortext.h"

namespace gamelab::ui {

QString DominancePage::render(const MatrixAnalysis& a) const {
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Step 2: remove dominated rows and columns"));
  h += QStringLiteral("<p>%1</p>").arg(tr("A row is dominated when another row (or a mixture of rows) gives I at least as much "
                                          "against every column; a column is dominated when another column (or a mixture) makes II pay "
                                          "at most as much against every row. Deleting a dominated line keeps the value; deleting a "
                                          "weakly dominated one may lose some optimal strategies."));
  if (a.dominanceError) return h + pagehtml::warning(errorText(*a.dominanceError));
  if (!a.dominance) return h;
  const auto& d = *a.dominance;
  if (d.steps.empty()) return h + QStringLiteral("<p><b>%1</b></p>").arg(tr("No row or column is dominated, even by a mixture."));
  h += QStringLiteral("<ol>");
  for (std::size_t k = 0; k < d.steps.size(); ++k) {
    const auto& step = d.steps[k];
    const bool mixture = step.dominator.size() > 1;
    QString kind = step.strict ? (mixture ? tr("strict, by a mixture") : tr("strict, pure"))
                               : (mixture ? tr("weak, by a mixture") : tr("weak, pure"));
    h += QStringLiteral("<li><b>%1</b> &nbsp;<i>(%2)</i> → %3")
             .arg(fmt::dominanceRelation(step, a.game).toHtmlEscaped(), kind,
                  step.side == Side::Row ? tr("delete %1").arg(fmt::lineName(Side::Row, step.removed, a.game))
                                         : tr("delete %1").arg(fmt::lineName(Side::Column, step.removed, a.game)));
    if (!step.comparedOver.empty() && step.comparedOver.size() <= 12 &&
        step.dominatedValues.size() == step.comparedOver.size() && step.dominatorValues.size() == step.comparedOver.size()) {
      const QString rel = step.side == Side::Row ? (step.strict ? QStringLiteral("&lt;") : QStringLiteral("≤"))
                                                 : (step.strict ? QStringLiteral("&gt;") : QStringLiteral("≥"));
      h += QStringLiteral("<br>%1 %2 %3").arg(fmt::vector(step.dominatedValues), rel, fmt::vector(step.dominatorValues));
      h += QStringLiteral(" <span style='color:#757575'>%1</span>")
               .arg(step.side == Side::Row ? tr("(entrywise, over the columns still present)")
                                           : tr("(entrywise, over the rows still present)"));
    }
    if (k < a.afterStep.size()) h += QStringLiteral("<br>") + fmt::matrixHtml(a.afterStep[k]);
    h += QStringLiteral("</li>");
  }
  h += QStringLiteral("</ol>");
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("Left: %1 x %2. The deleted lines are struck through in the table; they get probability 0.")
                    .arg(a.reduced.game.rows)
                    .arg(a.reduced.game.cols));
  return h;
}

}  // namespace gamelab::ui
