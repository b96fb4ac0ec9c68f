#include "ui/tree/treeedits.h"

#include "core/common/playernumeral.h"
#include "core/io/gamepayload.h"
#include "core/param/expression.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"

#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace gamelab::ui {

namespace {

int membersOf(const GameTree& t, int set) {
  int n = 0;
  for (const TreeNode& node : t.nodes) n += node.infoSet == set;
  return n;
}

QString pathMissing() { return TreeEdits::tr("That node no longer exists."); }

bool allEmpty(const std::vector<std::string>& texts) {
  return std::all_of(texts.begin(), texts.end(), [](const std::string& t) { return t.empty(); });
}

/// The label of action `a` of `set` in messages (its number when unlabelled).
QString actionName(const InfoSet& set, int a) {
  const std::string& label = set.actions[std::size_t(a)];
  return label.empty() ? QString::number(a + 1) : QString::fromStdString(label);
}

QString probabilityPlace(const GameTree& t, NodeId chanceNode, int a) {
  return TreeEdits::tr("Probability of “%1” at node %2")
      .arg(actionName(t.infoSets[std::size_t(t.node(chanceNode).infoSet)], a))
      .arg(chanceNode + 1);
}

QString payoffPlace(const GameTree& t, NodeId node, int player) {
  return TreeEdits::tr("Payoff to %1 at node %2").arg(TreeEdits::playerName(t, player)).arg(node + 1);
}

/// The indices of a file place "game/<list>/<i>/<member>/<j>" when `list` matches.
std::optional<std::pair<std::size_t, std::size_t>> placeIndices(const std::string& place, const std::string& list) {
  const auto pointer = pointerOfGamePlace(place);
  const std::string head = "/" + list + "/";
  if (!pointer || pointer->rfind(head, 0) != 0) return std::nullopt;
  std::size_t i = 0, j = 0;
  char member[32] = {};
  if (std::sscanf(pointer->c_str() + head.size(), "%zu/%31[a-z]/%zu", &i, member, &j) != 3) return std::nullopt;
  return std::make_pair(i, j);
}

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

std::optional<TreeEdits::Typed> TreeEdits::readTyped(const QString& text, const Parameters& parameters,
                                                     const QString& place, QString* why) {
  if (auto value = parseTypedNumber(text)) return Typed{std::move(*value), {}};
  const std::string source = text.trimmed().toStdString();
  const std::string where = place.toStdString();
  auto expression = parseExpression(source, where);
  if (!expression) {
    if (why) *why = errorReasonText(expression.error());
    return std::nullopt;
  }
  auto value = evaluateExpression(*expression, parameters.values(), where);
  if (!value) {
    if (why) *why = errorReasonText(value.error());
    return std::nullopt;
  }
  return Typed{std::move(*value), source};
}

QString TreeEdits::placeName(const GameTree& tree, const std::string& place) {
  if (const auto at = placeIndices(place, "infosets"); at && at->first < tree.infoSets.size()) {
    const InfoSet& set = tree.infoSets[at->first];
    for (NodeId id = 0; id < tree.nodeCount(); ++id)
      if (tree.node(id).infoSet == int(at->first) && at->second < set.actions.size())
        return probabilityPlace(tree, id, int(at->second));
  }
  if (const auto at = placeIndices(place, "outcomes"); at && int(at->second) < tree.players()) {
    for (NodeId id = 0; id < tree.nodeCount(); ++id)
      if (tree.node(id).outcome == int(at->first)) return payoffPlace(tree, id, int(at->second));
    return tr("Payoff to %1 in outcome %2").arg(playerName(tree, int(at->second))).arg(at->first + 1);
  }
  return QString::fromStdString(place);
}

QString TreeEdits::expressionErrorText(const GameTree& tree, Error error) {
  if (!error.args.empty()) {
    std::string& first = error.args[0];
    const auto equals = first.find(" = ");
    const std::string place = first.substr(0, equals);
    const QString named = placeName(tree, place);
    if (named != QString::fromStdString(place))
      first = (named + QString::fromStdString(equals == std::string::npos ? std::string() : first.substr(equals)))
                  .toStdString();
  }
  return errorReasonText(error);
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
    s.probabilityExpressions.clear();
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
  const NodeId parent = t.node(id).parent;
  const int set = t.node(parent).infoSet;
  const int a = t.actionIndexOf(id);
  Typed typed;
  if (doc->parameters().empty()) {
    auto value = parseTypedNumber(text);
    if (!value) return tr("“%1” is not a probability: enter a number between 0 and 1 such as 1/4 or 0.25.").arg(text);
    typed.value = std::move(*value);
  } else {
    QString why;
    auto read = readTyped(text, doc->parameters(), probabilityPlace(t, parent, a), &why);
    if (!read) return why;
    typed = std::move(*read);
  }
  if (typed.value < 0 || typed.value > 1) {
    if (typed.expression.empty())
      return tr("A probability lies between 0 and 1; %1 does not.").arg(formatRational(typed.value));
    return tr("%1: %2 = %3 does not lie between 0 and 1.")
        .arg(probabilityPlace(t, parent, a), QString::fromStdString(typed.expression), formatRational(typed.value));
  }
  const InfoSet& s = t.infoSets[std::size_t(set)];
  const std::string& before = std::size_t(a) < s.probabilityExpressions.size() ? s.probabilityExpressions[std::size_t(a)]
                                                                                : std::string();
  if (s.probabilities[std::size_t(a)] == typed.value && before == typed.expression) return {};
  doc->edit(tr("Set probability"), [set, a, typed](GameTree& tree) {
    InfoSet& target = tree.infoSets[std::size_t(set)];
    target.probabilities.resize(target.actions.size());
    target.probabilities[std::size_t(a)] = typed.value;
    if (!typed.expression.empty() || !target.probabilityExpressions.empty()) {
      target.probabilityExpressions.resize(target.actions.size());
      target.probabilityExpressions[std::size_t(a)] = typed.expression;
      if (allEmpty(target.probabilityExpressions)) target.probabilityExpressions.clear();
    }
    return true;
  });
  return {};
}

QString TreeEdits::setPayoff(TreeDocument* doc, const NodePath& path, const QString& text) {
  const GameTree& t = doc->tree();
  const NodeId id = t.nodeAt(path);
  if (id == kNoNode) return pathMissing();
  std::vector<Typed> typed;
  if (doc->parameters().empty()) {
    QString why;
    auto values = parseNumbers(text, &why);
    if (!values) return why;
    for (auto& v : *values) typed.push_back(Typed{std::move(v), {}});
  } else {
    // Expressions may hold spaces: commas (or semicolons) separate them; spaces separate plain
    // numbers only ("3 -3").
    QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;]")), Qt::SkipEmptyParts);
    if (parts.size() == 1) {
      const QStringList words = parts[0].split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
      if (words.size() > 1 && std::all_of(words.begin(), words.end(), [](const QString& w) { return parseTypedNumber(w).has_value(); }))
        parts = words;
    }
    parts.removeIf([](const QString& part) { return part.trimmed().isEmpty(); });
    if (parts.isEmpty()) return tr("Enter a number.");
    for (int k = 0; k < parts.size(); ++k) {
      QString why;
      auto read = readTyped(parts[k], doc->parameters(), payoffPlace(t, id, std::min(k, t.players() - 1)), &why);
      if (!read) return why;
      typed.push_back(std::move(*read));
    }
  }
  bool zeroSum = t.players() == 2;
  for (const auto& o : t.outcomes) zeroSum = zeroSum && o.payoffs.size() == 2 && o.payoffs[0] + o.payoffs[1] == 0;
  if (typed.size() == 1 && zeroSum) {
    const Typed& first = typed.front();
    typed.push_back(Typed{-first.value, first.expression.empty() ? std::string() : "-(" + first.expression + ")"});
  }
  if (typed.size() != std::size_t(t.players()))
    return tr("Enter %n payoff(s), one per player, separated by commas.", nullptr, t.players());
  // The leaf's own outcome = wanted − what the nodes above it pay.
  RationalVector above(std::size_t(t.players()), Rational(0));
  if (t.node(id).parent != kNoNode) above = t.accumulatedPayoff(t.node(id).parent);
  RationalVector own(typed.size());
  std::vector<std::string> ownTexts(typed.size());
  for (std::size_t k = 0; k < own.size(); ++k) {
    own[k] = typed[k].value - above[k];
    if (!typed[k].expression.empty())
      ownTexts[k] = above[k] == 0 ? typed[k].expression : "(" + typed[k].expression + ") - (" + toString(above[k]) + ")";
  }
  if (allEmpty(ownTexts)) ownTexts.clear();
  doc->edit(tr("Set payoffs"), [path, own, ownTexts](GameTree& tree) {
    const NodeId n = tree.nodeAt(path);
    int o = tree.node(n).outcome;
    int users = 0;
    for (const TreeNode& node : tree.nodes) users += o >= 0 && node.outcome == o;
    if (o >= 0 && users == 1) tree.outcomes[std::size_t(o)].payoffs = own;
    else tree.node(n).outcome = o = tree.addOutcome({}, own);
    tree.outcomes[std::size_t(o)].payoffExpressions = ownTexts;
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
