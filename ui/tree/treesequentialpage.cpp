#include "ui/tree/treesequentialpage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/tree/treeedits.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace gamelab::ui {
namespace {

/// Sets listed at most (larger trees: a note; the tree shows them all).
constexpr int kMaxSetsListed = 200;

/// The trembling actions on the path to `node` ("I's B at set 1, II's d at set 2 “after C”"),
/// from the proof's orders.
QString tremblesTo(const GameTree& tree, const ConsistencyProof& proof, NodeId node) {
  QStringList actions;
  for (NodeId child = node, parent = tree.node(node).parent; parent != kNoNode;
       child = parent, parent = tree.node(parent).parent) {
    const int set = tree.node(parent).infoSet;
    const int action = tree.actionIndexOf(child);
    if (proof.actionOrders[std::size_t(set)][std::size_t(action)] > 0)
      actions.prepend(TreeText::tr("%1's %2 at %3")
                          .arg(TreeEdits::playerName(tree, tree.infoSets[std::size_t(set)].player),
                               TreeText::actionLabel(tree, set, action), TreeText::infoSetName(tree, set)));
  }
  return actions.join(QStringLiteral(", "));
}

/// Why the set's beliefs are what they are, in words.
QString beliefReason(const GameTree& tree, const SequentialResult& r, int set, const std::vector<NodeId>& members) {
  const std::size_t s = std::size_t(set);
  if (members.size() < 2) return TreeText::tr("One node: belief 1.");
  if (r.reached[s]) return TreeText::tr("Reached: Bayes' rule from the reach probabilities of its nodes.");
  const ConsistencyProof& proof = r.consistency;
  if (proof.memberOrders.size() <= s || proof.memberOrders[s].size() != members.size())
    return TreeText::tr("Off the path: the limit of the beliefs along the logit QRE branch.");
  Rational lowest = proof.memberOrders[s][0];
  for (const Rational& k : proof.memberOrders[s]) lowest = std::min(lowest, k);
  QStringList reached;
  int atLowest = 0;
  for (std::size_t m = 0; m < members.size(); ++m) {
    const bool low = proof.memberOrders[s][m] == lowest;
    atLowest += low ? 1 : 0;
    reached << TreeText::tr("%1 through %2 (order %3)")
                   .arg(TreeText::nodeName(tree, members[m]), tremblesTo(tree, proof, members[m]),
                        formatRational(proof.memberOrders[s][m]));
  }
  QString why = TreeText::tr("Off the path: reached only after a deviation. In the completely mixed sequence that "
                             "proves these beliefs consistent, a tremble of order k has probability about εᵏ: %1.")
                    .arg(reached.join(QStringLiteral("; ")));
  why += QLatin1Char(' ');
  why += atLowest < int(members.size())
             ? TreeText::tr("Nodes of a higher order are infinitely less likely than those of the lowest: belief 0.")
             : QString();
  if (atLowest > 1) why += TreeText::tr("The nodes of the lowest order share the belief in the limit ratio of their trembles.");
  return why.trimmed();
}

}  // namespace

TreeSequentialPage::TreeSequentialPage(QWidget* parent) : TreePage(parent), solve_(new QPushButton(tr("Find"), this)) {
  solve_->setObjectName(QStringLiteral("solveSequential"));
  solve_->setToolTip(tr("Find a sequential equilibrium (large trees are not solved on every edit)"));
  controls()->addWidget(solve_);
  controls()->addStretch(1);
  connect(solve_, &QPushButton::clicked, this, &TreePage::solveRequested);
  solve_->setVisible(false);
}

void TreeSequentialPage::clearControls() { solve_->setVisible(false); }

QString TreeSequentialPage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  solve_->setVisible(!analysis.sequential && !analysis.invalid);
  if (analysis.invalid) return pagehtml::warning(errorText(*analysis.invalid).toHtmlEscaped());
  if (!analysis.sequential)
    return pagehtml::note(tr("Not found automatically for this tree (more than %1 actions at the players' sets) — "
                             "press Find.")
                              .arg(TreeAnalysisOptions::kAutomaticQreChoices));
  if (!*analysis.sequential) return pagehtml::warning(errorText(analysis.sequential->error()).toHtmlEscaped());
  const SequentialResult& r = analysis.sequential->value();

  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("A sequential equilibrium"));
  if (r.verified)
    h += pagehtml::ok(tr("Verified exactly: every action played is optimal given the beliefs and the others' behaviour; "
                         "the beliefs follow Bayes' rule wherever a set is reached, and off the path they are the limit "
                         "of a completely mixed sequence of trembles (shown below)."));
  else if (r.exact)
    h += pagehtml::warning(tr("Sequentially rational with Bayes' rule on the path, but the consistency of the off-path "
                              "beliefs could not be proved."));
  else
    h += pagehtml::warning(tr("Approximate: the end of the logit QRE branch did not round to an exact assessment."));
  h += pagehtml::note(r.method == SequentialMethod::BackwardInduction
                          ? tr("Found by backward induction: with perfect information every set has one node.")
                          : tr("Found as the limit of the agent-form logit QRE (traced to λ = %1), rounded and checked.")
                                .arg(QString::number(r.lambda, 'g', 6)));
  h += QStringLiteral("<p>%1 %2</p>").arg(tr("Payoffs:"), TreeText::payoffsHtml(tree, r.payoffs));

  h += fmt::tableStart({tr("Information set"), tr("Behaviour"), tr("Beliefs on its nodes"), tr("Why these beliefs")});
  const auto members = tree.infoSetMembers();
  std::vector<int> order;
  for (int player = 0; player < tree.players(); ++player)
    for (int set : tree.infoSetsOf(player)) order.push_back(set);
  int listed = 0;
  for (int setIndex : order) {
    const std::size_t s = std::size_t(setIndex);
    if (++listed > kMaxSetsListed) break;
    const int set = int(s);
    QStringList behaviour, beliefs;
    for (std::size_t a = 0; a < r.behaviour[s].size(); ++a)
      behaviour << QStringLiteral("%1 %2").arg(TreeText::actionLabel(tree, set, int(a)).toHtmlEscaped(),
                                               r.exact ? formatRational(r.behaviour[s][a])
                                                       : QString::number(r.behaviourFloat[s][a], 'f', 6));
    for (std::size_t m = 0; m < members[s].size(); ++m)
      beliefs << QStringLiteral("%1: %2").arg(TreeText::nodeName(tree, members[s][m]).toHtmlEscaped(),
                                              r.exact ? formatRational(r.beliefs[s][m])
                                                      : QString::number(r.beliefsFloat[s][m], 'f', 6));
    h += fmt::tableRow({TreeText::playerHtml(tree, tree.infoSets[s].player) + QStringLiteral(" ") +
                            TreeText::infoSetName(tree, set).toHtmlEscaped(),
                        behaviour.join(QStringLiteral(", ")), beliefs.join(QStringLiteral(", ")),
                        (r.exact ? beliefReason(tree, r, set, members[s]) : QString()).toHtmlEscaped()});
  }
  h += QStringLiteral("</table>");
  if (int(order.size()) > kMaxSetsListed)
    h += pagehtml::note(
        TreeText::tr("… and %n more information set(s) (shown on the tree).", nullptr, int(order.size()) - kMaxSetsListed));
  return h;
}

TreeOverlay TreeSequentialPage::overlay() const {
  if (!analysis_ || !analysis_->sequential || !*analysis_->sequential) return {};
  const GameTree& tree = *analysis_->tree;
  const SequentialResult& r = analysis_->sequential->value();
  TreeOverlay o = behaviourOverlay(tree, r.behaviour);
  o.nodeText.assign(tree.nodes.size(), QString());
  const auto members = tree.infoSetMembers();
  for (std::size_t s = 0; s < members.size(); ++s) {
    if (tree.infoSets[s].isChance() || members[s].size() < 2) continue;
    for (std::size_t m = 0; m < members[s].size(); ++m)
      o.nodeText[std::size_t(members[s][m])] = tr("μ %1").arg(formatRational(r.beliefs[s][m]));
  }
  o.caption = tr("Sequential equilibrium%1: beliefs μ beside the nodes of each information set")
                  .arg(r.verified ? QString() : tr(" (not verified)"));
  return o;
}

}  // namespace gamelab::ui
