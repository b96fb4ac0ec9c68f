#include "ui/tree/treezerosumpage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"
#include "ui/tree/treeedits.h"

#include <cmath>

#include <QHBoxLayout>
#include <QPushButton>

namespace gamelab::ui {

TreeZeroSumPage::TreeZeroSumPage(QWidget* parent) : TreePage(parent), solve_(new QPushButton(tr("Solve"), this)) {
  solve_->setObjectName(QStringLiteral("solveSequenceForm"));
  solve_->setToolTip(tr("Solve the sequence-form linear program (exact)"));
  controls()->addWidget(solve_);
  controls()->addStretch(1);
  connect(solve_, &QPushButton::clicked, this, &TreePage::solveRequested);
  solve_->setVisible(false);
}

void TreeZeroSumPage::clearControls() { solve_->setVisible(false); }

QString TreeZeroSumPage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  const bool applies = analysis.zeroSum.applies();
  solve_->setVisible(applies && !analysis.sequenceForm);
  if (!applies)
    return QStringLiteral("<p>%1</p>").arg(tr("The sequence form solves two-person zero-sum trees with perfect recall.")) +
           pagehtml::warning(TreeText::zeroSumReason(tree, analysis.zeroSum).toHtmlEscaped());
  if (!analysis.sequenceForm)
    return pagehtml::note(tr("Not solved automatically for a tree of %n nodes — press Solve.", nullptr, int(tree.nodeCount())));
  if (!*analysis.sequenceForm) return pagehtml::warning(errorText(analysis.sequenceForm->error()).toHtmlEscaped());
  const SequenceFormResult& r = analysis.sequenceForm->value();

  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Zero-sum solution (sequence form)"));
  const QString status = r.verified
                             ? QStringLiteral("<span style='color:#2e7d32'><b>%1</b></span>").arg(tr("verified"))
                             : QStringLiteral("<span style='color:#e65100'><b>%1</b></span>").arg(tr("approximate"));
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("Value (to %1): <b>%2</b> — %3")
                    .arg(TreeText::playerHtml(tree, 0), formatRationalWithDecimal(r.value).toHtmlEscaped(), status));
  if (analysis.zeroSum.sum != 0)
    h += pagehtml::note(tr("Constant-sum tree: the payoffs add up to %1 at every leaf; %2 gets %1 minus the value.")
                            .arg(formatRational(analysis.zeroSum.sum), TreeEdits::playerName(tree, 1)));
  if (r.verified)
    h += pagehtml::note(tr("Proved exactly: neither player can gain by replying differently to the other's strategy."));
  else if (std::isfinite(r.errorBoundFloat))
    h += pagehtml::note(tr("Floating-point answer that could not be checked exactly: the value lies between %1 and %2 "
                           "(±%3).")
                            .arg(QString::number(r.valueLowerFloat, 'g', 12), QString::number(r.valueUpperFloat, 'g', 12),
                                 QString::number(r.errorBoundFloat, 'g', 2)));
  else
    h += pagehtml::note(tr("Floating-point answer that could not be checked exactly."));
  for (int player = 0; player < 2; ++player) {
    h += QStringLiteral("<h4>%1</h4>").arg(tr("Optimal behaviour strategy of %1").arg(TreeText::playerHtml(tree, player)));
    h += TreeText::behaviourTable(tree, r.behaviour, player);
  }
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Size of the linear program"));
  h += fmt::tableStart({tr("Player"), tr("Information sets"), tr("Sequences (realisation plan)")});
  for (int player = 0; player < 2; ++player)
    h += fmt::tableRow({TreeText::playerHtml(tree, player), QString::number(r.infoSetCount[player]),
                             QString::number(r.sequences[player])});
  h += QStringLiteral("</table>");
  h += pagehtml::note(tr("The strategic form would have %1 × %2 pure strategies.")
                          .arg(analysis.size.strategies.size() > 0 ? QString::fromStdString(analysis.size.strategies[0]) : QStringLiteral("?"),
                               analysis.size.strategies.size() > 1 ? QString::fromStdString(analysis.size.strategies[1]) : QStringLiteral("?")));
  return h;
}

TreeOverlay TreeZeroSumPage::overlay() const {
  TreeOverlay o;
  if (!analysis_ || !analysis_->sequenceForm || !*analysis_->sequenceForm) return o;
  const SequenceFormResult& r = analysis_->sequenceForm->value();
  o.behaviour = r.behaviour;
  o.caption = tr("Value %1%2, optimal behaviour")
                  .arg(formatRational(r.value), r.verified ? QString() : tr(" (approximate)"));
  return o;
}

}  // namespace gamelab::ui
