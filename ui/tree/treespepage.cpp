#include "ui/tree/treespepage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace gamelab::ui {

namespace {

/// The action chosen with probability 1 at a players' set, or -1 (mixed or chance).
int pureChoice(const GameTree& tree, const BehaviourProfile& behaviour, int infoSet) {
  if (infoSet < 0 || std::size_t(infoSet) >= behaviour.size() || tree.infoSets[std::size_t(infoSet)].isChance()) return -1;
  const auto& p = behaviour[std::size_t(infoSet)];
  for (std::size_t a = 0; a < p.size(); ++a)
    if (p[a] == 1) return int(a);
  return -1;
}

QString methodText(SubgameMethod method) {
  switch (method) {
    case SubgameMethod::BackwardInduction: return TreeText::tr("backward induction");
    case SubgameMethod::SequenceForm: return TreeText::tr("sequence form (two-person zero-sum)");
    case SubgameMethod::StrategicForm: return TreeText::tr("equilibrium of its strategic form");
  }
  return {};
}

constexpr int kMaxListed = 30;

/// True when every players' set has a pure choice.
bool isPure(const GameTree& tree, const BehaviourProfile& behaviour) {
  for (int set = 0; set < int(tree.infoSets.size()); ++set)
    if (!tree.infoSets[std::size_t(set)].isChance() && pureChoice(tree, behaviour, set) < 0) return false;
  return true;
}

}  // namespace

TreeSpePage::TreeSpePage(QWidget* parent) : TreePage(parent), solve_(new QPushButton(tr("Solve"), this)) {
  solve_->setObjectName(QStringLiteral("solveSpe"));
  solve_->setToolTip(tr("Find a subgame-perfect equilibrium (backward induction, subgame by subgame)"));
  controls()->addWidget(solve_);
  controls()->addStretch(1);
  connect(solve_, &QPushButton::clicked, this, &TreePage::solveRequested);
  solve_->setVisible(false);
}

void TreeSpePage::clearControls() { solve_->setVisible(false); }

QString TreeSpePage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  solve_->setVisible(!analysis.spe && !analysis.invalid);
  if (analysis.invalid) return pagehtml::warning(errorText(*analysis.invalid));
  if (!analysis.spe)
    return pagehtml::note(tr("Not solved automatically for a tree of %n nodes — press Solve.", nullptr, int(tree.nodeCount())));
  if (!*analysis.spe) return pagehtml::warning(errorText(analysis.spe->error()));
  const SubgamePerfectResult& r = analysis.spe->value();

  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Subgame-perfect equilibrium"));
  h += QStringLiteral("<p>%1 %2</p>").arg(tr("Payoffs:"), TreeText::payoffsHtml(tree, r.payoffs));
  h += QStringLiteral("<p>%1</p>")
           .arg(r.perfectInformation
                    ? tr("The tree has <b>perfect information</b> (every information set is one node): solved by "
                         "backward induction.")
                    : tr("The tree has <b>imperfect information</b>: it is cut at its subgames and solved bottom-up, "
                         "subgame by subgame."));

  // Number of pure SPE and the ties behind it.
  if (r.pureCount) {
    const QString count = QString::fromStdString(r.pureCount->get_str());
    h += QStringLiteral("<p>%1</p>").arg(tr("Pure subgame-perfect equilibria: <b>%1</b>").arg(count));
    QStringList ties;
    int listed = 0, total = 0;
    for (NodeId id = 0; id < NodeId(r.optimalActions.size()); ++id) {
      const auto& best = r.optimalActions[std::size_t(id)];
      if (best.size() < 2) continue;
      ++total;
      if (listed >= kMaxListed) continue;
      ++listed;
      const int set = tree.node(id).infoSet;
      QStringList actions;
      for (int a : best) actions << QStringLiteral("<b>%1</b>").arg(TreeText::actionLabel(tree, set, a).toHtmlEscaped());
      ties << tr("%1 at %2: %3 are equally good")
                  .arg(TreeText::playerHtml(tree, tree.playerAt(id)), TreeText::nodeName(tree, id).toHtmlEscaped(),
                       actions.join(QLatin1String(", ")));
    }
    if (total > 0) {
      h += QStringLiteral("<p>%1</p><ul><li>%2</li></ul>")
               .arg(tr("There are several because of ties — a player indifferent between actions may take any of them "
                       "(each choice changes the equilibrium, though not necessarily its payoffs). The one drawn on "
                       "the tree takes the first best action at every tie:"),
                    ties.join(QLatin1String("</li><li>")));
      if (total > listed) h += pagehtml::note(tr("… and %n more tie(s).", nullptr, total - listed));
    } else {
      h += pagehtml::note(tr("No player is ever indifferent, so backward induction leaves no choice: the equilibrium is unique."));
    }
  }

  // The equilibrium path: the decisions taken on it, in tree order (pure equilibria only).
  const bool pure = isPure(tree, r.behaviour);
  if (!pure)
    h += QStringLiteral("<p>%1</p>").arg(tr("Some players mix: the probabilities of their actions are written on the "
                                            "branches, and the plays reached with positive probability are highlighted."));
  QStringList path;
  int onPathCount = 0;
  for (NodeId id = 0; id < tree.nodeCount() && std::size_t(id) < r.onPath.size(); ++id) {
    if (!pure) break;
    if (!r.onPath[std::size_t(id)] || tree.isTerminal(id) || tree.isChance(id)) continue;
    const int set = tree.node(id).infoSet;
    const int choice = pureChoice(tree, r.behaviour, set);
    if (choice < 0) continue;
    if (++onPathCount > kMaxListed) continue;
    path << tr("%1 chooses <b>%2</b> at %3")
                .arg(TreeText::playerHtml(tree, tree.playerAt(id)), TreeText::actionLabel(tree, set, choice).toHtmlEscaped(),
                     TreeText::nodeName(tree, id).toHtmlEscaped());
  }
  if (!path.isEmpty()) {
    h += QStringLiteral("<p>%1</p><ul><li>%2</li></ul>")
             .arg(tr("On the equilibrium path (highlighted on the tree):"), path.join(QLatin1String("</li><li>")));
    if (onPathCount > kMaxListed) h += pagehtml::note(tr("… and %n more decision(s).", nullptr, onPathCount - kMaxListed));
  }

  // Subgames.
  int roots = 0;
  for (bool b : r.subgameRoot) roots += b ? 1 : 0;
  h += QStringLiteral("<p>%1</p>")
           .arg(roots <= 1 ? tr("The only subgame is the whole tree.")
                           : tr("Subgames: %n, counting the whole tree (their roots are framed on the tree).", nullptr, roots));
  if (!r.subgames.empty()) {
    h += QStringLiteral("<p>%1</p>").arg(tr("Subgames with imperfect information, solved as a whole (bottom-up):"));
    h += fmt::tableStart({tr("Root"), tr("Method"), tr("Payoffs")});
    for (const auto& s : r.subgames)
      h += fmt::tableRow({TreeText::nodeName(tree, s.root).toHtmlEscaped(), methodText(s.method),
                               fmt::vector(s.payoffs).toHtmlEscaped()});
    h += QStringLiteral("</table>");
  }
  return h;
}

TreeOverlay TreeSpePage::overlay() const {
  TreeOverlay o;
  if (!analysis_ || !analysis_->spe || !*analysis_->spe) return o;
  const GameTree& tree = *analysis_->tree;
  const SubgamePerfectResult& r = analysis_->spe->value();
  const std::size_t n = std::size_t(tree.nodeCount());
  o.chosenEdge.assign(n, false);
  bool mixed = false;
  for (NodeId id = 1; id < tree.nodeCount(); ++id) {
    const NodeId parent = tree.node(id).parent;
    const int set = tree.node(parent).infoSet;
    if (tree.infoSets[std::size_t(set)].isChance()) continue;
    const int choice = pureChoice(tree, r.behaviour, set);
    if (choice < 0) mixed = true;
    o.chosenEdge[std::size_t(id)] = choice == tree.actionIndexOf(id);
  }
  if (mixed) o.behaviour = r.behaviour;  // subgames solved in mixed strategies: probabilities on the branches
  if (r.onPath.size() == n) o.onPath = r.onPath;
  if (r.subgameRoot.size() == n) o.subgameRoot = r.subgameRoot;
  if (r.nodeValues.size() == n && tree.nodeCount() <= kMaxNodeTexts) {
    // Values beside every decision node when the play is pure; with mixing only at subgame
    // roots (inside an information set a node's value is not something its mover can act on).
    o.nodeText.assign(n, QString());
    for (NodeId id = 0; id < tree.nodeCount(); ++id) {
      const bool show = !tree.isTerminal(id) && (!mixed || (r.subgameRoot.size() == n && r.subgameRoot[std::size_t(id)]));
      if (show) o.nodeText[std::size_t(id)] = fmt::vector(r.nodeValues[std::size_t(id)]);
    }
  }
  o.caption = tr("SPE payoffs %1").arg(fmt::vector(r.payoffs));
  return o;
}

}  // namespace gamelab::ui
