#include "ui/tree/treebinaryedits.h"

#include "ui/tree/treeedits.h"

namespace gamelab::ui {

int TreeBinaryEdits::winnerOutcome(const GameTree& tree, int player) {
  for (int o = 0; o < int(tree.outcomes.size()); ++o) {
    const RationalVector& pay = tree.outcomes[std::size_t(o)].payoffs;
    bool unit = int(pay.size()) == tree.players();
    for (std::size_t p = 0; unit && p < pay.size(); ++p) unit = pay[p] == (int(p) == player ? 1 : 0);
    if (unit) return o;
  }
  return -1;
}

QString TreeBinaryEdits::setWinner(TreeDocument* doc, const std::vector<NodePath>& paths, int player) {
  const GameTree& t = doc->tree();
  if (paths.empty()) return tr("Select a leaf first.");
  if (player < 0 || player >= t.players())
    return tr("There is no player %1 (the tree has %n player(s)); add players first.", nullptr, t.players()).arg(player + 1);
  for (const NodePath& path : paths) {
    const NodeId id = t.nodeAt(path);
    if (id == kNoNode) return tr("The node is gone (the tree changed).");
    if (!t.isTerminal(id)) return tr("A winner is set on leaves only; the selection holds a move.");
  }
  const QString name = TreeEdits::playerName(t, player);
  const std::string label = tr("%1 wins").arg(name).toStdString();
  doc->edit(tr("%1 wins here").arg(name), [paths, player, label](GameTree& tree) {
    int outcome = winnerOutcome(tree, player);
    if (outcome < 0) {
      RationalVector pay(std::size_t(tree.players()), Rational(0));
      pay[std::size_t(player)] = 1;
      outcome = tree.addOutcome(label, std::move(pay));
    }
    bool changed = false;
    for (const NodePath& path : paths) {
      TreeNode& node = tree.node(tree.nodeAt(path));
      changed = changed || node.outcome != outcome;
      node.outcome = outcome;
    }
    return changed;
  });
  return {};
}

QString TreeBinaryEdits::growLeaf(TreeDocument* doc, const NodePath& path, int player) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return tr("The node is gone (the tree changed).");
  if (!t.isTerminal(id)) return tr("The selected node is a move already; + adds an action to it.");
  if (player < 0 || player >= t.players()) return tr("There is no player %1; add players first.").arg(player + 1);
  doc->edit(tr("Add move of %1").arg(TreeEdits::playerName(t, player)), [path, player](GameTree& tree) {
    const NodeId n = tree.nodeAt(path);
    const int outcome = tree.node(n).outcome;
    tree.node(n).outcome = -1;
    tree.makeDecision(n, player, 2);
    for (NodeId child : tree.node(n).children) tree.node(child).outcome = outcome;
    return true;
  });
  return {};
}

}  // namespace gamelab::ui
