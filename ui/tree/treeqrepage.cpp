#include "ui/tree/treeqrepage.h"

#include "ui/analysis/qrepanel.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/tree/treeedits.h"

#include <QBoxLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QTextBrowser>

namespace gamelab::ui {

TreeQrePage::TreeQrePage(QWidget* parent) : TreePage(parent) {
  browser()->setMaximumHeight(160);
  panel_ = new QrePanel(this);
  static_cast<QBoxLayout*>(layout())->insertWidget(0, panel_, 1);
  solve_ = new QPushButton(tr("Trace the QRE branch"), this);
  solve_->setToolTip(tr("Trace the logit QRE of this tree (large trees are not traced on every edit)"));
  controls()->addWidget(solve_);
  controls()->addStretch();
  connect(solve_, &QPushButton::clicked, this, &TreePage::solveRequested);
  connect(panel_, &QrePanel::pointChanged, this, &TreeQrePage::overlayChanged);
}

void TreeQrePage::clearControls() {
  solve_->setEnabled(false);
  shown_.reset();
  panel_->setBranch(nullptr, {}, hint_);
}

QString TreeQrePage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  solve_->setEnabled(!analysis.qre && !analysis.invalid);
  solve_->setVisible(!analysis.qre);
  if (analysis.invalid) {
    panel_->setBranch(nullptr, {}, QString());
    return pagehtml::warning(errorText(*analysis.invalid));
  }
  if (!analysis.qre) {
    panel_->setBranch(nullptr, {}, QString());
    return tr("The QRE is traced automatically for trees with up to %1 actions at the players' sets; press "
              "<b>Trace the QRE branch</b> for this one.")
        .arg(TreeAnalysisOptions::kAutomaticQreChoices);
  }
  if (!*analysis.qre) {
    panel_->setBranch(nullptr, {}, QString());
    return pagehtml::warning(errorText(analysis.qre->error()));
  }
  const TreeQre& qre = analysis.qre->value();
  if (shown_.get() != &analysis) {
    auto view = std::make_shared<QreBranchView>();
    for (int set : qre.agentSets) {
      const InfoSet& info = tree.infoSets[std::size_t(set)];
      view->agentNames << QStringLiteral("%1: %2").arg(TreeEdits::playerName(tree, info.player), TreeText::infoSetName(tree, set));
      QStringList actions;
      for (std::size_t a = 0; a < info.actions.size(); ++a) actions << TreeText::actionLabel(tree, set, int(a));
      view->choiceNames.push_back(actions);
      view->agentPlayers.push_back(info.player);
    }
    view->setBranch(qre);
    panel_->setBranch(view, qreFitJob(analysis.tree, [](auto&&... args) { return solveTreeQre(args...); }));
    shown_ = analysis_;
  }
  return limitHtml(tree, qre);
}

QString TreeQrePage::limitHtml(const GameTree& tree, const TreeQre& qre) const {
  QString h = QStringLiteral("<p><b>%1</b> %2</p>")
                  .arg(tr("Limit as λ → ∞:"),
                       qre.exact ? pagehtml::ok(tr("an exact assessment, verified: every action played is optimal given the "
                                              "beliefs, and the beliefs follow Bayes' rule wherever the set is reached."))
                                 : pagehtml::warning(tr("approximate: the end of the branch did not round to an exact assessment.")));
  h += fmt::tableStart({tr("Information set"), tr("Behaviour"), tr("Beliefs on its nodes")});
  const auto members = tree.infoSetMembers();
  for (int set : qre.agentSets) {
    const std::size_t s = std::size_t(set);
    QStringList behaviour, beliefs;
    for (std::size_t a = 0; a < qre.behaviour[s].size(); ++a)
      behaviour << QStringLiteral("%1 %2").arg(TreeText::actionLabel(tree, set, int(a)).toHtmlEscaped(),
                                               qre.exact ? formatRational(qre.behaviour[s][a]) : QString::number(qre.behaviourFloat[s][a], 'f', 6));
    for (std::size_t m = 0; m < members[s].size(); ++m)
      beliefs << QStringLiteral("%1: %2").arg(TreeText::nodeName(tree, members[s][m]).toHtmlEscaped(),
                                              qre.exact ? formatRational(qre.beliefs[s][m]) : QString::number(qre.beliefsFloat[s][m], 'f', 6));
    h += fmt::tableRow({TreeText::playerHtml(tree, tree.infoSets[s].player) + QStringLiteral(" ") +
                            TreeText::infoSetName(tree, set).toHtmlEscaped(),
                        behaviour.join(QStringLiteral(", ")), beliefs.join(QStringLiteral(", "))});
  }
  h += QStringLiteral("</table>");
  h += QStringLiteral("<p>%1 %2</p>").arg(tr("Payoffs:"), TreeText::payoffsHtml(tree, qre.payoffs));
  h += QStringLiteral("<p>%1</p>").arg(pagehtml::note(tr("%n points traced, up to λ = %1.", "", int(qre.branch.size()))
                                                     .arg(QString::number(qre.lambdaMax, 'g', 6))));
  return h;
}

TreeOverlay TreeQrePage::overlay() const {
  TreeOverlay overlay;
  const auto point = panel_->currentPoint();
  if (!analysis_ || !analysis_->qre || !*analysis_->qre || !point) return overlay;
  const GameTree& tree = *analysis_->tree;
  const TreeQre& qre = analysis_->qre->value();
  overlay.behaviour.resize(tree.infoSets.size());
  for (std::size_t a = 0; a < qre.agentSets.size(); ++a)
    for (double p : point->profile[a]) overlay.behaviour[std::size_t(qre.agentSets[a])].push_back(approximate(p, 100000));
  overlay.behaviourAsDecimals = true;
  overlay.nodeText.assign(tree.nodes.size(), QString());
  const auto members = tree.infoSetMembers();
  for (std::size_t s = 0; s < members.size() && s < point->beliefs.size(); ++s) {
    if (tree.infoSets[s].isChance() || members[s].size() < 2) continue;
    for (std::size_t m = 0; m < members[s].size(); ++m)
      overlay.nodeText[std::size_t(members[s][m])] = tr("μ %1").arg(QString::number(point->beliefs[s][m], 'f', 3));
  }
  overlay.caption = tr("Logit agent QRE at λ = %1 (beliefs μ beside the nodes of each information set)")
                        .arg(QString::number(point->lambda, 'g', 5));
  return overlay;
}

QString TreeQrePage::text() const { return panel_->text() + QLatin1Char('\n') + ResultPage::text(); }

}  // namespace gamelab::ui
