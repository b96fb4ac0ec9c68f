#include "ui/tree/treeedits.h"

#include "core/common/playernumeral.h"

#include "ui/common/numberformat.h"

#include <QRegularExpression>

#include <algorithm>

namespace gamelab::ui {

namespace {

int membersOf(const GameTree& t, int set) {
  int n = 0;
  for (const TreeNode& node : t.nodes) n += node.infoSet == set;
  return n;
}

QString pathMissing() { return TreeEdits::tr("That node no longer exists."); }

}  // namespace

QString TreeEdits::playerName(const GameTree& tree, int player) {
  if (player == kChancePlayer) return tr("Chance");
  if (player < 0 || player >= tree.players()) return tr("Player %1").arg(player + 1);
  const std::string& name = tree.playerNames[std::size_t(player)];
  return name.empty() ? QString::fromStdString(playerNumeral(player)) : QString::fromStdString(name);
}

std::optional<RationalVector> TreeEdits::parseNumbers(const QString& text, QString* why) {
  RationalVector out;
  const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
  if (parts.isEmpty()) {
    if (why) *why = tr("Enter a number.");
    return std::nullopt;
  }
  for (const QString& part : parts) {
    auto value = parseTypedNumber(part);
    if (!value) {
      if (why) *why = tr("“%1” is not a number (use integers, fractions like 3/4 or decimals).").arg(part);
      return std::nullopt;
    }
    out.push_back(*value);
  }
  return out;
}

QString TreeEdits::addMove(TreeDocument* doc, const NodePath& path, int player, int actions) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  if (!t.isTerminal(id)) return tr("This node already has moves: add an action to it, or delete its subtree first.");
  if (player != kChancePlayer && (player < 0 || player >= t.players()))
    return tr("There is no player %1; add players first.").arg(player + 1);
  const QString text = player == kChancePlayer ? tr("Add chance move") : tr("Add move of %1").arg(playerName(t, player));
  doc->edit(text, [path, player, actions](GameTree& tree) {
    const NodeId n = tree.nodeAt(path);
    if (player == kChancePlayer) tree.makeChance(n, actions);
    else tree.makeDecision(n, player, actions);
    return true;
  });
  return {};
}

QString TreeEdits::addAction(TreeDocument* doc, const NodePath& path) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  if (t.isTerminal(id)) return tr("A leaf has no actions: give it a mover first (keys 1–9 or C).");
  doc->edit(tr("Add action"), [path](GameTree& tree) {
    const int set = tree.node(tree.nodeAt(path)).infoSet;
    const int count = int(tree.infoSets[std::size_t(set)].actions.size());
    tree.insertAction(set, count, std::to_string(count + 1));
    return true;
  });
  return {};
}

QString TreeEdits::removeAction(TreeDocument* doc, const NodePath& childPath) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(childPath);
  if (id == kNoNode || id == t.root()) return tr("Select the node an action leads to.");
  const int set = t.node(t.node(id).parent).infoSet;
  if (t.infoSets[std::size_t(set)].actions.size() <= 1)
    return tr("A move keeps at least one action: delete the parent's subtree instead (Delete).");
  const int action = t.actionIndexOf(id);
  doc->edit(tr("Remove action"), [set, action](GameTree& tree) {
    tree.removeAction(set, action);
    return true;
  });
  return {};
}

QString TreeEdits::makeTerminal(TreeDocument* doc, const NodePath& path) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  if (t.isTerminal(id)) return tr("This node is already a leaf.");
  doc->edit(tr("Delete subtree"), [path](GameTree& tree) {
    tree.makeTerminal(tree.nodeAt(path));
    return true;
  });
  return {};
}

QString TreeEdits::setPlayer(TreeDocument* doc, const NodePath& path, int player) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  if (player != kChancePlayer && (player < 0 || player >= t.players()))
    return tr("There is no player %1 (the tree has %n player(s)); add players first.", nullptr, t.players())
        .arg(player + 1);
  if (t.isTerminal(id)) return addMove(doc, path, player, 2);
  const int current = t.playerAt(id);
  if (current == player) return {};
  const QString text = tr("Set mover to %1").arg(playerName(t, player));
  doc->edit(text, [path, player, current](GameTree& tree) {
    const NodeId n = tree.nodeAt(path);
    if (current != kChancePlayer && player != kChancePlayer) {
      tree.setInfoSetPlayer(tree.node(n).infoSet, player);
      return true;
    }
    const int set = tree.splitFromInfoSet(n);
    InfoSet& s = tree.infoSets[std::size_t(set)];
    s.number = tree.nextInfoSetNumber(player);
    s.player = player;
    s.probabilities.clear();
    if (player == kChancePlayer)
      s.probabilities.assign(s.actions.size(), Rational(1, static_cast<unsigned long>(s.actions.size())));
    return true;
  });
  return {};
}

QString TreeEdits::joinInfoSet(TreeDocument* doc, const std::vector<NodePath>& paths) {
  const GameTree& t = doc->tree();
  if (paths.size() < 2) return tr("Select at least two nodes to join (Ctrl+click adds a node to the selection).");
  std::vector<NodeId> ids;
  for (const NodePath& p : paths) {
    const NodeId id = t.nodeAt(p);
    if (id == kNoNode) return pathMissing();
    if (t.isTerminal(id)) return tr("Leaves belong to no information set: select decision nodes only.");
    if (t.isChance(id)) return tr("Chance nodes are never in information sets.");
    ids.push_back(id);
  }
  const int player = t.playerAt(ids[0]);
  const std::size_t actions = t.node(ids[0]).children.size();
  for (NodeId id : ids) {
    if (t.playerAt(id) != player)
      return tr("Cannot join: the nodes belong to different players (%1 and %2); an information set belongs to one "
                "player.")
          .arg(playerName(t, player), playerName(t, t.playerAt(id)));
    if (t.node(id).children.size() != actions)
      return tr("Cannot join: the nodes have different numbers of actions (%1 and %2); the mover must see the same "
                "choices at every node of a set.")
          .arg(actions)
          .arg(t.node(id).children.size());
  }
  // Nodes on one play may share a set: an absent-minded player (the problems list says what
  // that allows), as in Gambit's catalogue.
  const int target = t.node(ids[0]).infoSet;
  bool changes = false;
  for (NodeId id : ids) changes |= t.node(id).infoSet != target;
  if (!changes) return tr("These nodes already form one information set.");
  doc->edit(tr("Join information set"), [paths](GameTree& tree) {
    const int set = tree.node(tree.nodeAt(paths[0])).infoSet;
    for (std::size_t k = 1; k < paths.size(); ++k) {
      const NodeId n = tree.nodeAt(paths[k]);
      if (tree.node(n).infoSet != set) tree.moveToInfoSet(n, set);
    }
    return true;
  });
  return {};
}

QString TreeEdits::splitInfoSet(TreeDocument* doc, const std::vector<NodePath>& paths) {
  const GameTree& t = doc->tree();
  std::vector<NodePath> todo;
  for (const NodePath& p : paths) {
    const NodeId id = t.nodeAt(p);
    if (id == kNoNode || t.isTerminal(id)) continue;
    if (membersOf(t, t.node(id).infoSet) > 1) todo.push_back(p);
  }
  if (todo.empty()) return tr("Select a node of an information set with several nodes to split it off.");
  // Splitting every member of one set: the first keeps the old set.
  doc->edit(tr("Split information set"), [todo](GameTree& tree) {
    for (const NodePath& p : todo) tree.splitFromInfoSet(tree.nodeAt(p));
    return true;
  });
  return {};
}

QString TreeEdits::setInfoSetLabel(TreeDocument* doc, const NodePath& path, const QString& label) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode || t.isTerminal(id)) return tr("Only decision and chance nodes have information sets.");
  doc->edit(tr("Name information set"), [path, label = label.toStdString()](GameTree& tree) {
    tree.infoSets[std::size_t(tree.node(tree.nodeAt(path)).infoSet)].label = label;
    return true;
  });
  return {};
}

QString TreeEdits::setActionLabel(TreeDocument* doc, const NodePath& childPath, const QString& label) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(childPath);
  if (id == kNoNode || id == t.root()) return tr("The root has no action leading to it.");
  const int set = t.node(t.node(id).parent).infoSet;
  const int a = t.actionIndexOf(id);
  const std::string text = label.trimmed().toStdString();
  if (t.infoSets[std::size_t(set)].actions[std::size_t(a)] == text) return {};
  doc->edit(tr("Rename action"), [set, a, text](GameTree& tree) {
    tree.infoSets[std::size_t(set)].actions[std::size_t(a)] = text;
    return true;
  });
  return {};
}

QString TreeEdits::setProbability(TreeDocument* doc, const NodePath& childPath, const QString& text) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(childPath);
  if (id == kNoNode || id == t.root() || !t.isChance(t.node(id).parent))
    return tr("Only the edges of chance moves have probabilities.");
  const auto value = parseTypedNumber(text);
  if (!value) return tr("“%1” is not a probability: enter a number between 0 and 1 such as 1/4 or 0.25.").arg(text);
  if (*value < 0 || *value > 1) return tr("A probability lies between 0 and 1; %1 does not.").arg(formatRational(*value));
  const int set = t.node(t.node(id).parent).infoSet;
  const int a = t.actionIndexOf(id);
  doc->edit(tr("Set probability"), [set, a, v = *value](GameTree& tree) {
    auto& probs = tree.infoSets[std::size_t(set)].probabilities;
    probs.resize(tree.infoSets[std::size_t(set)].actions.size());
    probs[std::size_t(a)] = v;
    return true;
  });
  return {};
}

QString TreeEdits::setPayoff(TreeDocument* doc, const NodePath& path, const QString& text) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  QString why;
  auto values = parseNumbers(text, &why);
  if (!values) return why;
  bool zeroSum = t.players() == 2;
  for (const auto& o : t.outcomes) zeroSum = zeroSum && o.payoffs.size() == 2 && o.payoffs[0] + o.payoffs[1] == 0;
  if (values->size() == 1 && zeroSum) values->push_back(-values->front());
  if (values->size() != std::size_t(t.players()))
    return tr("Enter %n payoff(s), one per player, separated by commas.", nullptr, t.players());
  // The leaf's own outcome = wanted − what the nodes above it pay.
  RationalVector above(std::size_t(t.players()), Rational(0));
  if (t.node(id).parent != kNoNode) above = t.accumulatedPayoff(t.node(id).parent);
  RationalVector own(values->size());
  for (std::size_t k = 0; k < own.size(); ++k) own[k] = (*values)[k] - above[k];
  doc->edit(tr("Set payoffs"), [path, own](GameTree& tree) {
    const NodeId n = tree.nodeAt(path);
    const int o = tree.node(n).outcome;
    int users = 0;
    for (const TreeNode& node : tree.nodes) users += o >= 0 && node.outcome == o;
    if (o >= 0 && users == 1) tree.outcomes[std::size_t(o)].payoffs = own;
    else tree.node(n).outcome = tree.addOutcome({}, own);
    return true;
  });
  return {};
}

QString TreeEdits::setOutcome(TreeDocument* doc, const NodePath& path, int outcome) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  if (outcome >= int(t.outcomes.size())) return tr("There is no such outcome.");
  if (t.node(id).outcome == outcome) return {};
  doc->edit(tr("Choose outcome"), [path, outcome](GameTree& tree) {
    tree.node(tree.nodeAt(path)).outcome = outcome;
    return true;
  });
  return {};
}

QString TreeEdits::nameOutcome(TreeDocument* doc, const NodePath& path, const QString& name) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  if (t.node(id).outcome < 0) return tr("This node has no outcome yet: enter its payoffs first.");
  doc->edit(tr("Name outcome"), [path, n = name.trimmed().toStdString()](GameTree& tree) {
    tree.outcomes[std::size_t(tree.node(tree.nodeAt(path)).outcome)].label = n;
    return true;
  });
  return {};
}

QString TreeEdits::addPlayer(TreeDocument* doc, const QString& name) {
  doc->edit(tr("Add player"), [n = name.trimmed().toStdString()](GameTree& tree) {
    tree.addPlayer(n);
    return true;
  });
  return {};
}

QString TreeEdits::renamePlayer(TreeDocument* doc, int player, const QString& name) {
  const GameTree& t = doc->tree();
  if (player < 0 || player >= t.players()) return tr("There is no such player.");
  const std::string n = name.trimmed().toStdString();
  if (n.empty()) return tr("A player needs a name.");
  if (t.playerNames[std::size_t(player)] == n) return {};
  doc->edit(tr("Rename player"), [player, n](GameTree& tree) {
    tree.playerNames[std::size_t(player)] = n;
    return true;
  });
  return {};
}

QString TreeEdits::removePlayer(TreeDocument* doc, int player) {
  const GameTree& t = doc->tree();
  if (player < 0 || player >= t.players()) return tr("There is no such player.");
  if (t.players() <= 1) return tr("A game keeps at least one player.");
  int moves = 0;
  for (const TreeNode& n : t.nodes)
    moves += n.infoSet >= 0 && t.infoSets[std::size_t(n.infoSet)].player == player;
  if (moves > 0)
    return tr("%1 still moves at %n node(s): give those nodes another mover first.", nullptr, moves)
        .arg(playerName(t, player));
  doc->edit(tr("Remove player"), [player](GameTree& tree) {
    tree.removePlayer(player);
    return true;
  });
  return {};
}

QString TreeEdits::pasteSubtree(TreeDocument* doc, const NodePath& path, const GameTree& piece) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return tr("Select the node to paste at.");
  if (piece.players() != t.players())
    return tr("The copied subtree has %1 players, this tree %2: the numbers of players must agree.")
        .arg(piece.players())
        .arg(t.players());
  doc->edit(t.isTerminal(id) ? tr("Paste subtree") : tr("Replace subtree"), [path, piece](GameTree& tree) {
    const NodeId n = tree.nodeAt(path);
    if (!tree.isTerminal(n)) tree.makeTerminal(n);
    tree.graftSubtree(tree.nodeAt(path), piece);
    return true;
  });
  return {};
}

}  // namespace gamelab::ui
