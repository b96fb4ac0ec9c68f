#include "core/tree/gametree.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <unordered_map>

namespace gamelab {

GameTree::GameTree(int players) {
  assert(players >= 1);
  playerNames.assign(static_cast<std::size_t>(players), std::string());
  nodes.emplace_back();
}

bool GameTree::isChance(NodeId id) const {
  const TreeNode& n = node(id);
  return n.infoSet >= 0 && infoSets[static_cast<std::size_t>(n.infoSet)].isChance();
}

int GameTree::playerAt(NodeId id) const {
  assert(node(id).infoSet >= 0);
  return infoSets[static_cast<std::size_t>(node(id).infoSet)].player;
}

int GameTree::actionIndexOf(NodeId id) const {
  const NodeId p = node(id).parent;
  if (p == kNoNode) return -1;
  const auto& ch = node(p).children;
  return static_cast<int>(std::find(ch.begin(), ch.end(), id) - ch.begin());
}

const std::string& GameTree::actionLabelTo(NodeId id) const {
  static const std::string empty;
  const NodeId p = node(id).parent;
  if (p == kNoNode) return empty;
  return infoSets[static_cast<std::size_t>(node(p).infoSet)].actions[static_cast<std::size_t>(actionIndexOf(id))];
}

int GameTree::depth(NodeId id) const {
  int d = 0;
  for (NodeId p = node(id).parent; p != kNoNode; p = node(p).parent) ++d;
  return d;
}

bool GameTree::isAncestor(NodeId ancestor, NodeId id) const {
  for (NodeId p = id; p != kNoNode; p = node(p).parent) {
    if (p == ancestor) return true;
    if (p < ancestor) return false;  // parent id < child id
  }
  return false;
}

NodePath GameTree::pathOf(NodeId id) const {
  NodePath path;
  for (NodeId p = id; node(p).parent != kNoNode; p = node(p).parent) path.push_back(actionIndexOf(p));
  std::reverse(path.begin(), path.end());
  return path;
}

NodeId GameTree::nodeAt(const NodePath& path) const {
  NodeId id = root();
  for (int step : path) {
    const auto& ch = node(id).children;
    if (step < 0 || step >= static_cast<int>(ch.size())) return kNoNode;
    id = ch[static_cast<std::size_t>(step)];
  }
  return id;
}

std::vector<std::vector<NodeId>> GameTree::infoSetMembers() const {
  std::vector<std::vector<NodeId>> members(infoSets.size());
  for (NodeId id = 0; id < nodeCount(); ++id)
    if (node(id).infoSet >= 0) members[static_cast<std::size_t>(node(id).infoSet)].push_back(id);
  return members;
}

std::vector<int> GameTree::infoSetsOf(int player) const {
  std::vector<int> result;
  for (std::size_t i = 0; i < infoSets.size(); ++i)
    if (infoSets[i].player == player) result.push_back(static_cast<int>(i));
  std::sort(result.begin(), result.end(), [this](int a, int b) {
    return infoSets[static_cast<std::size_t>(a)].number < infoSets[static_cast<std::size_t>(b)].number;
  });
  return result;
}

int GameTree::findInfoSet(int player, int number) const {
  for (std::size_t i = 0; i < infoSets.size(); ++i)
    if (infoSets[i].player == player && infoSets[i].number == number) return static_cast<int>(i);
  return -1;
}

int GameTree::nextInfoSetNumber(int player) const {
  int next = 1;
  for (const InfoSet& s : infoSets)
    if (s.player == player) next = std::max(next, s.number + 1);
  return next;
}

RationalVector GameTree::accumulatedPayoff(NodeId id) const {
  RationalVector sum(static_cast<std::size_t>(players()), Rational(0));
  for (NodeId p = id; p != kNoNode; p = node(p).parent) {
    const int o = node(p).outcome;
    if (o < 0) continue;
    const auto& pay = outcomes[static_cast<std::size_t>(o)].payoffs;
    for (std::size_t k = 0; k < sum.size() && k < pay.size(); ++k) sum[k] += pay[k];
  }
  return sum;
}

bool GameTree::hasPayoffOnPath(NodeId id) const {
  for (NodeId p = id; p != kNoNode; p = node(p).parent)
    if (node(p).outcome >= 0) return true;
  return false;
}

bool GameTree::hasPerfectInformation() const {
  std::vector<int> count(infoSets.size(), 0);
  for (const TreeNode& n : nodes)
    if (n.infoSet >= 0 && ++count[static_cast<std::size_t>(n.infoSet)] > 1) return false;
  return true;
}

std::vector<NodeId> GameTree::subtree(NodeId id) const {
  std::vector<NodeId> result;
  std::vector<NodeId> stack{id};
  while (!stack.empty()) {
    const NodeId n = stack.back();
    stack.pop_back();
    result.push_back(n);
    const auto& ch = node(n).children;
    for (auto it = ch.rbegin(); it != ch.rend(); ++it) stack.push_back(*it);
  }
  return result;
}

bool GameTree::isConsistent(std::string* why) const {
  auto fail = [why](std::string reason) {
    if (why) *why = std::move(reason);
    return false;
  };
  if (playerNames.empty()) return fail("no players");
  if (nodes.empty()) return fail("no root");
  if (nodes[0].parent != kNoNode) return fail("the root has a parent");
  std::unordered_map<std::int64_t, std::size_t> numbered;  // (player, number) -> set; O(sets)
  numbered.reserve(infoSets.size());
  for (std::size_t i = 0; i < infoSets.size(); ++i) {
    const InfoSet& s = infoSets[i];
    if (s.actions.empty()) return fail("information set " + std::to_string(i) + " has no actions");
    if (s.isChance() ? s.probabilities.size() != s.actions.size() : !s.probabilities.empty())
      return fail("information set " + std::to_string(i) + " has wrong probabilities");
    if (!s.probabilityExpressions.empty() && s.probabilityExpressions.size() != s.probabilities.size())
      return fail("information set " + std::to_string(i) + " has wrong probability expressions");
    if (!s.isChance() && (s.player < 0 || s.player >= players()))
      return fail("information set " + std::to_string(i) + " has no valid player");
    const std::int64_t key = (static_cast<std::int64_t>(s.player) << 32) ^ static_cast<std::uint32_t>(s.number);
    if (auto [it, fresh] = numbered.try_emplace(key, i); !fresh)
      return fail("information sets " + std::to_string(it->second) + " and " + std::to_string(i) + " share a number");
  }
  std::vector<int> used(infoSets.size(), 0);
  for (NodeId id = 0; id < nodeCount(); ++id) {
    const TreeNode& n = node(id);
    if (id > 0 && (n.parent < 0 || n.parent >= id)) return fail("node " + std::to_string(id) + " has a bad parent");
    if (n.outcome >= static_cast<int>(outcomes.size())) return fail("node " + std::to_string(id) + " has a bad outcome");
    if (n.children.empty()) {
      if (n.infoSet != -1) return fail("terminal node " + std::to_string(id) + " has an information set");
      continue;
    }
    if (n.infoSet < 0 || n.infoSet >= static_cast<int>(infoSets.size()))
      return fail("node " + std::to_string(id) + " has no information set");
    ++used[static_cast<std::size_t>(n.infoSet)];
    if (n.children.size() != infoSets[static_cast<std::size_t>(n.infoSet)].actions.size())
      return fail("node " + std::to_string(id) + " has a child count unlike its information set");
    for (NodeId c : n.children)
      if (c <= id || c >= nodeCount() || node(c).parent != id)
        return fail("node " + std::to_string(id) + " has a bad child");
  }
  for (std::size_t i = 0; i < used.size(); ++i)
    if (used[i] == 0) return fail("information set " + std::to_string(i) + " is empty");
  for (const TreeOutcome& o : outcomes)
    if (o.payoffs.size() != playerNames.size() ||
        (!o.payoffExpressions.empty() && o.payoffExpressions.size() != o.payoffs.size()))
      return fail("an outcome has the wrong number of payoffs");
  return true;
}

namespace {

/// Keeps the nodes with keep[id] true, renumbering in increasing id order (so parent < child
/// still holds), and drops information sets left without members.
void compact(GameTree& tree, const std::vector<bool>& keep) {
  std::vector<NodeId> newId(tree.nodes.size(), kNoNode);
  NodeId next = 0;
  for (std::size_t i = 0; i < keep.size(); ++i)
    if (keep[i]) newId[i] = next++;
  std::vector<TreeNode> kept;
  kept.reserve(static_cast<std::size_t>(next));
  for (std::size_t i = 0; i < keep.size(); ++i) {
    if (!keep[i]) continue;
    TreeNode n = std::move(tree.nodes[i]);
    if (n.parent != kNoNode) n.parent = newId[static_cast<std::size_t>(n.parent)];
    for (NodeId& c : n.children) c = newId[static_cast<std::size_t>(c)];
    kept.push_back(std::move(n));
  }
  tree.nodes = std::move(kept);

  std::vector<int> used(tree.infoSets.size(), 0);
  for (const TreeNode& n : tree.nodes)
    if (n.infoSet >= 0) used[static_cast<std::size_t>(n.infoSet)] = 1;
  std::vector<int> newSet(tree.infoSets.size(), -1);
  std::vector<InfoSet> sets;
  for (std::size_t i = 0; i < tree.infoSets.size(); ++i)
    if (used[i]) {
      newSet[i] = static_cast<int>(sets.size());
      sets.push_back(std::move(tree.infoSets[i]));
    }
  tree.infoSets = std::move(sets);
  for (TreeNode& n : tree.nodes)
    if (n.infoSet >= 0) n.infoSet = newSet[static_cast<std::size_t>(n.infoSet)];
}

NodeId appendTerminal(GameTree& tree, NodeId parent) {
  TreeNode child;
  child.parent = parent;
  tree.nodes.push_back(std::move(child));
  return tree.nodeCount() - 1;
}

int makeInnerNode(GameTree& tree, NodeId id, int player, int actionCount) {
  assert(tree.isTerminal(id) && actionCount >= 1);
  InfoSet set;
  set.player = player;
  set.number = tree.nextInfoSetNumber(player);
  for (int a = 1; a <= actionCount; ++a) set.actions.push_back(std::to_string(a));
  if (player == kChancePlayer) set.probabilities.assign(static_cast<std::size_t>(actionCount), Rational(1, actionCount));
  tree.infoSets.push_back(std::move(set));
  const int index = static_cast<int>(tree.infoSets.size()) - 1;
  tree.node(id).infoSet = index;
  for (int a = 0; a < actionCount; ++a) {
    const NodeId c = appendTerminal(tree, id);
    tree.node(id).children.push_back(c);
  }
  return index;
}

}  // namespace

int GameTree::makeDecision(NodeId id, int player, int actionCount) {
  assert(player >= 0 && player < players());
  return makeInnerNode(*this, id, player, actionCount);
}

int GameTree::makeChance(NodeId id, int actionCount) { return makeInnerNode(*this, id, kChancePlayer, actionCount); }

void GameTree::insertAction(int infoSet, int position, const std::string& label, const Rational& probability) {
  InfoSet& set = infoSets[static_cast<std::size_t>(infoSet)];
  assert(position >= 0 && position <= static_cast<int>(set.actions.size()));
  set.actions.insert(set.actions.begin() + position, label);
  if (set.isChance()) set.probabilities.insert(set.probabilities.begin() + position, probability);
  if (!set.probabilityExpressions.empty())
    set.probabilityExpressions.insert(set.probabilityExpressions.begin() + position, std::string());
  for (NodeId id = 0, end = nodeCount(); id < end; ++id) {
    if (node(id).infoSet != infoSet) continue;
    const NodeId c = appendTerminal(*this, id);
    auto& ch = node(id).children;
    ch.insert(ch.begin() + position, c);
  }
}

void GameTree::removeAction(int infoSet, int position) {
  InfoSet& set = infoSets[static_cast<std::size_t>(infoSet)];
  assert(set.actions.size() > 1 && position >= 0 && position < static_cast<int>(set.actions.size()));
  set.actions.erase(set.actions.begin() + position);
  if (set.isChance()) set.probabilities.erase(set.probabilities.begin() + position);
  if (!set.probabilityExpressions.empty())
    set.probabilityExpressions.erase(set.probabilityExpressions.begin() + position);
  std::vector<bool> keep(nodes.size(), true);
  for (NodeId id = 0; id < nodeCount(); ++id) {
    if (!keep[static_cast<std::size_t>(id)]) continue;
    if (node(id).infoSet != infoSet) continue;
    auto& ch = node(id).children;
    for (NodeId gone : subtree(ch[static_cast<std::size_t>(position)])) keep[static_cast<std::size_t>(gone)] = false;
    ch.erase(ch.begin() + position);
  }
  compact(*this, keep);
}

void GameTree::makeTerminal(NodeId id) {
  if (isTerminal(id)) return;
  std::vector<bool> keep(nodes.size(), true);
  for (NodeId child : node(id).children)
    for (NodeId gone : subtree(child)) keep[static_cast<std::size_t>(gone)] = false;
  node(id).children.clear();
  node(id).infoSet = -1;
  compact(*this, keep);
}

void GameTree::moveToInfoSet(NodeId id, int infoSet) {
  const int old = node(id).infoSet;
  assert(old >= 0 && infoSet >= 0);
  assert(infoSets[static_cast<std::size_t>(old)].player == infoSets[static_cast<std::size_t>(infoSet)].player);
  assert(node(id).children.size() == infoSets[static_cast<std::size_t>(infoSet)].actions.size());
  if (old == infoSet) return;
  node(id).infoSet = infoSet;
  compact(*this, std::vector<bool>(nodes.size(), true));
}

int GameTree::splitFromInfoSet(NodeId id) {
  const int old = node(id).infoSet;
  assert(old >= 0);
  int members = 0;
  for (const TreeNode& n : nodes) members += n.infoSet == old;
  if (members <= 1) return old;
  InfoSet copy = infoSets[static_cast<std::size_t>(old)];
  copy.number = nextInfoSetNumber(copy.player);
  infoSets.push_back(std::move(copy));
  node(id).infoSet = static_cast<int>(infoSets.size()) - 1;
  return node(id).infoSet;
}

void GameTree::setInfoSetPlayer(int infoSet, int player) {
  InfoSet& set = infoSets[static_cast<std::size_t>(infoSet)];
  assert(!set.isChance() && player >= 0 && player < players());
  if (set.player == player) return;
  set.number = nextInfoSetNumber(player);
  set.player = player;
}

int GameTree::addOutcome(const std::string& label, RationalVector payoffs) {
  if (payoffs.empty()) payoffs.assign(static_cast<std::size_t>(players()), Rational(0));
  assert(payoffs.size() == static_cast<std::size_t>(players()));
  outcomes.push_back(TreeOutcome{label, std::move(payoffs), {}});
  return static_cast<int>(outcomes.size()) - 1;
}

void GameTree::removeOutcome(int index) {
  outcomes.erase(outcomes.begin() + index);
  for (TreeNode& n : nodes) {
    if (n.outcome == index) n.outcome = -1;
    else if (n.outcome > index) --n.outcome;
  }
}

void GameTree::addPlayer(const std::string& name) {
  playerNames.push_back(name);
  for (TreeOutcome& o : outcomes) {
    o.payoffs.emplace_back(0);
    if (!o.payoffExpressions.empty()) o.payoffExpressions.emplace_back();
  }
}

void GameTree::removePlayer(int player) {
  assert(players() > 1);
  assert(std::none_of(infoSets.begin(), infoSets.end(), [player](const InfoSet& s) { return s.player == player; }));
  playerNames.erase(playerNames.begin() + player);
  for (TreeOutcome& o : outcomes) {
    o.payoffs.erase(o.payoffs.begin() + player);
    if (!o.payoffExpressions.empty()) o.payoffExpressions.erase(o.payoffExpressions.begin() + player);
  }
  for (InfoSet& s : infoSets)
    if (s.player > player) --s.player;
}

GameTree GameTree::extractSubtree(NodeId id) const {
  GameTree piece(players());
  piece.playerNames = playerNames;
  piece.nodes.clear();
  std::map<int, int> setMap, outcomeMap;
  std::map<NodeId, NodeId> idMap;
  for (NodeId old : subtree(id)) {  // preorder: parents first, so parent < child holds
    TreeNode n;
    n.label = node(old).label;
    n.parent = old == id ? kNoNode : idMap.at(node(old).parent);
    if (node(old).infoSet >= 0) {
      auto [it, fresh] = setMap.try_emplace(node(old).infoSet, static_cast<int>(piece.infoSets.size()));
      if (fresh) piece.infoSets.push_back(infoSets[static_cast<std::size_t>(node(old).infoSet)]);
      n.infoSet = it->second;
    }
    if (node(old).outcome >= 0) {
      auto [it, fresh] = outcomeMap.try_emplace(node(old).outcome, static_cast<int>(piece.outcomes.size()));
      if (fresh) piece.outcomes.push_back(outcomes[static_cast<std::size_t>(node(old).outcome)]);
      n.outcome = it->second;
    }
    const NodeId now = piece.nodeCount();
    idMap[old] = now;
    if (n.parent != kNoNode) piece.node(n.parent).children.push_back(now);
    piece.nodes.push_back(std::move(n));
  }
  return piece;
}

NodeId GameTree::graftSubtree(NodeId id, const GameTree& piece) {
  assert(isTerminal(id) && piece.players() == players());
  std::vector<int> setMap(piece.infoSets.size());
  std::map<int, int> next;  // per player: the next free number (one scan per player, not per set)
  for (std::size_t i = 0; i < piece.infoSets.size(); ++i) {
    InfoSet s = piece.infoSets[i];
    auto [it, fresh] = next.try_emplace(s.player, 0);
    if (fresh) it->second = nextInfoSetNumber(s.player);
    s.number = it->second++;
    infoSets.push_back(std::move(s));
    setMap[i] = static_cast<int>(infoSets.size()) - 1;
  }
  std::vector<int> outcomeMap(piece.outcomes.size());
  for (std::size_t i = 0; i < piece.outcomes.size(); ++i) {
    const TreeOutcome& o = piece.outcomes[i];
    auto same = std::find_if(outcomes.begin(), outcomes.end(),
                             [&o](const TreeOutcome& x) { return x == o; });
    if (same != outcomes.end()) {
      outcomeMap[i] = static_cast<int>(same - outcomes.begin());
    } else {
      outcomes.push_back(o);
      outcomeMap[i] = static_cast<int>(outcomes.size()) - 1;
    }
  }
  // Piece ids are increasing with parents first; map piece id p -> p == 0 ? id : base + p - 1.
  const NodeId base = nodeCount();
  auto mapped = [&](NodeId p) { return p == 0 ? id : base + p - 1; };
  for (NodeId p = 0; p < piece.nodeCount(); ++p) {
    const TreeNode& src = piece.node(p);
    TreeNode n;
    n.label = src.label;
    n.infoSet = src.infoSet >= 0 ? setMap[static_cast<std::size_t>(src.infoSet)] : -1;
    n.outcome = src.outcome >= 0 ? outcomeMap[static_cast<std::size_t>(src.outcome)] : -1;
    for (NodeId c : src.children) n.children.push_back(mapped(c));
    if (p == 0) {
      n.parent = node(id).parent;
      node(id) = std::move(n);
    } else {
      n.parent = mapped(src.parent);
      nodes.push_back(std::move(n));
    }
  }
  return id;
}

TreeSize treeSize(const GameTree& tree) {
  TreeSize size;
  size.nodes = tree.nodeCount();
  for (const TreeNode& n : tree.nodes) size.terminals += n.children.empty();
  for (const InfoSet& s : tree.infoSets) size.infoSets += !s.isChance();
  return size;
}

}  // namespace gamelab
