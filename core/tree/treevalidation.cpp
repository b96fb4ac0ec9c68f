#include "core/tree/treevalidation.h"

#include "core/tree/subgameorder.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <unordered_map>

namespace gamelab {

namespace {

constexpr std::size_t kMissingPayoffReports = 50;

std::size_t idx(int i) { return static_cast<std::size_t>(i); }

/// Number of member nodes of each information set.
std::vector<std::int32_t> memberCounts(const GameTree& tree) {
  std::vector<std::int32_t> count(tree.infoSets.size(), 0);
  for (const TreeNode& n : tree.nodes)
    if (n.infoSet >= 0) ++count[idx(n.infoSet)];
  return count;
}

/// Chance sets whose probabilities are negative or do not sum to 1 (errors).
void chanceProblems(const GameTree& tree, const std::vector<NodeId>& firstMember, std::vector<TreeProblem>& out) {
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (!set.isChance() || firstMember[s] == kNoNode) continue;
    Rational sum = 0;
    for (const Rational& p : set.probabilities) sum += p;
    const std::vector<NodeId> at{firstMember[s]};
    if (sum != 1)
      out.push_back({TreeProblemKind::ProbabilitiesNotSummingToOne, ProblemSeverity::Error, at, static_cast<int>(s),
                     kChancePlayer, {toString(sum)}});
    for (std::size_t a = 0; a < set.probabilities.size(); ++a)
      if (set.probabilities[a] < 0)
        out.push_back({TreeProblemKind::NegativeProbability, ProblemSeverity::Error, at, static_cast<int>(s),
                       kChancePlayer, {std::to_string(a + 1)}});
  }
}

/// Sets with two members on one root path (absent-minded; warnings). Only sets with several members are looked
/// at, and only when there are any: members sorted by preorder index have an ancestor pair iff
/// some consecutive pair is one.
void onePathProblems(const GameTree& tree, const std::vector<std::int32_t>& counts, std::vector<TreeProblem>& out) {
  if (std::none_of(counts.begin(), counts.end(), [](std::int32_t c) { return c > 1; })) return;
  const TreePreorder pre = computePreorder(tree);
  std::vector<NodeId> previous(tree.infoSets.size(), kNoNode);
  std::vector<bool> reported(tree.infoSets.size(), false);
  for (NodeId id : pre.order) {  // members of each set in preorder
    const int s = tree.node(id).infoSet;
    if (s < 0 || counts[idx(s)] < 2 || tree.infoSets[idx(s)].isChance()) continue;  // chance recalls nothing
    const NodeId before = previous[idx(s)];
    previous[idx(s)] = id;
    if (before == kNoNode || reported[idx(s)] || !pre.isAncestor(before, id)) continue;
    reported[idx(s)] = true;
    out.push_back({TreeProblemKind::InfoSetOnOnePath, ProblemSeverity::Warning, {before, id}, s,
                   tree.infoSets[idx(s)].player, {}});
  }
}

struct SequenceKey {
  std::int32_t sequence, set, action;
  bool operator==(const SequenceKey&) const = default;
};
struct SequenceKeyHash {
  std::size_t operator()(const SequenceKey& k) const {
    std::uint64_t h = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(k.sequence)) << 32) |
                      static_cast<std::uint32_t>(k.set);
    h ^= static_cast<std::uint64_t>(static_cast<std::uint32_t>(k.action)) * 0x9E3779B97F4A7C15ULL;
    h ^= h >> 29;
    return static_cast<std::size_t>(h * 0xBF58476D1CE4E5B9ULL);
  }
};

/// Per node, the id of the player's own sequence of (set, action) pairs on its root path
/// (interned: equal ids ⇔ equal sequences). Calls `visit(set, member, sequence)` for every member
/// of the player's sets.
template <class Visit>
void ownSequences(const GameTree& tree, int player, Visit&& visit) {
  const auto n = idx(tree.nodeCount());
  std::vector<std::int32_t> seq(n, 0);
  std::unordered_map<SequenceKey, std::int32_t, SequenceKeyHash> interned;
  std::int32_t next = 1;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {  // parents before children
    const TreeNode& node = tree.node(id);
    const std::int32_t mine = seq[idx(id)];
    if (node.infoSet < 0) continue;
    const bool own = tree.infoSets[idx(node.infoSet)].player == player;
    if (own) visit(node.infoSet, id, mine);
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      std::int32_t child = mine;
      if (own) {
        auto [it, fresh] = interned.try_emplace(SequenceKey{mine, node.infoSet, static_cast<std::int32_t>(a)}, next);
        if (fresh) ++next;
        child = it->second;
      }
      seq[idx(node.children[a])] = child;
    }
  }
}

/// True iff every set of the player has one member (then recall is trivially perfect).
bool onlySingletons(const GameTree& tree, int player, const std::vector<std::int32_t>& counts) {
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s)
    if (tree.infoSets[s].player == player && counts[s] > 1) return false;
  return true;
}

void recallProblems(const GameTree& tree, int player, const std::vector<std::int32_t>& counts,
                    std::vector<TreeProblem>& out) {
  if (onlySingletons(tree, player, counts)) return;
  std::vector<NodeId> firstMember(tree.infoSets.size(), kNoNode);
  std::vector<std::int32_t> firstSeq(tree.infoSets.size(), 0);
  std::vector<bool> reported(tree.infoSets.size(), false);
  ownSequences(tree, player, [&](int set, NodeId member, std::int32_t sequence) {
    const auto s = idx(set);
    if (firstMember[s] == kNoNode) {
      firstMember[s] = member;
      firstSeq[s] = sequence;
    } else if (!reported[s] && firstSeq[s] != sequence) {
      reported[s] = true;
      out.push_back({TreeProblemKind::PerfectRecallViolated, ProblemSeverity::Warning, {firstMember[s], member}, set,
                     player, {}});
    }
  });
}

void payoffProblems(const GameTree& tree, std::vector<TreeProblem>& out) {
  std::vector<bool> paid(idx(tree.nodeCount()), false);
  std::size_t missing = 0;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {  // parents before children
    const TreeNode& node = tree.node(id);
    const bool here = node.outcome >= 0 || (node.parent != kNoNode && paid[idx(node.parent)]);
    paid[idx(id)] = here;
    if (here || !node.isTerminal()) continue;
    if (++missing <= kMissingPayoffReports)
      out.push_back({TreeProblemKind::MissingPayoff, ProblemSeverity::Warning, {id}, -1, -1, {}});
  }
  if (missing > kMissingPayoffReports)
    out.push_back({TreeProblemKind::MissingPayoff, ProblemSeverity::Warning, {}, -1, -1,
                   {std::to_string(missing - kMissingPayoffReports)}});
}

std::vector<NodeId> firstMembers(const GameTree& tree) {
  std::vector<NodeId> first(tree.infoSets.size(), kNoNode);
  if (std::none_of(tree.infoSets.begin(), tree.infoSets.end(), [](const InfoSet& s) { return s.isChance(); }))
    return first;  // only chance sets need their first member
  for (NodeId id = tree.nodeCount() - 1; id >= 0; --id)
    if (tree.node(id).infoSet >= 0) first[idx(tree.node(id).infoSet)] = id;
  return first;
}

int severityRank(ProblemSeverity s) { return static_cast<int>(s); }

void sortProblems(std::vector<TreeProblem>& problems) {
  auto key = [](const TreeProblem& p) { return p.nodes.empty() ? INT_MAX : p.nodes.front(); };
  std::stable_sort(problems.begin(), problems.end(), [&](const TreeProblem& a, const TreeProblem& b) {
    if (a.severity != b.severity) return severityRank(a.severity) < severityRank(b.severity);
    return key(a) < key(b);
  });
}

}  // namespace

const char* treeProblemCodeName(TreeProblemKind kind) {
  switch (kind) {
    case TreeProblemKind::ProbabilitiesNotSummingToOne: return "probabilities-not-summing-to-one";
    case TreeProblemKind::NegativeProbability: return "negative-probability";
    case TreeProblemKind::InfoSetOnOnePath: return "info-set-on-one-path";
    case TreeProblemKind::PerfectRecallViolated: return "perfect-recall-violated";
    case TreeProblemKind::MissingPayoff: return "missing-payoff";
    case TreeProblemKind::PlayerWithoutMoves: return "player-without-moves";
  }
  return "unknown";
}

std::vector<TreeProblem> validateTree(const GameTree& tree) {
  std::vector<TreeProblem> problems;
  const std::vector<std::int32_t> counts = memberCounts(tree);
  chanceProblems(tree, firstMembers(tree), problems);
  onePathProblems(tree, counts, problems);
  for (int player = 0; player < tree.players(); ++player) recallProblems(tree, player, counts, problems);
  payoffProblems(tree, problems);
  std::vector<bool> moves(idx(tree.players()), false);
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const int p = tree.infoSets[s].player;
    if (p >= 0 && p < tree.players() && counts[s] > 0) moves[idx(p)] = true;
  }
  for (int p = 0; p < tree.players(); ++p)
    if (!moves[idx(p)]) problems.push_back({TreeProblemKind::PlayerWithoutMoves, ProblemSeverity::Info, {}, -1, p, {}});
  sortProblems(problems);
  return problems;
}

bool hasPerfectRecall(const GameTree& tree, int player) {
  const std::vector<std::int32_t> counts = memberCounts(tree);
  std::vector<TreeProblem> problems;
  recallProblems(tree, player, counts, problems);
  return problems.empty();
}

bool hasPerfectRecall(const GameTree& tree) {
  const std::vector<std::int32_t> counts = memberCounts(tree);
  std::vector<TreeProblem> problems;
  for (int player = 0; player < tree.players() && problems.empty(); ++player)
    recallProblems(tree, player, counts, problems);
  return problems.empty();
}

std::optional<Error> firstTreeError(const GameTree& tree) {
  std::vector<TreeProblem> errors;
  chanceProblems(tree, firstMembers(tree), errors);
  if (errors.empty()) return std::nullopt;
  sortProblems(errors);
  const TreeProblem& first = errors.front();
  const NodeId at = first.nodes.empty() ? tree.root() : first.nodes.front();
  return makeError(ErrorCode::InvalidTree, {treeProblemCodeName(first.kind), std::to_string(at + 1)});
}

std::optional<Error> firstPerfectRecallError(const GameTree& tree) {
  const std::vector<std::int32_t> counts = memberCounts(tree);
  std::vector<TreeProblem> problems;
  onePathProblems(tree, counts, problems);
  for (int player = 0; player < tree.players() && problems.empty(); ++player)
    recallProblems(tree, player, counts, problems);
  if (problems.empty()) return std::nullopt;
  const TreeProblem& first = problems.front();
  const InfoSet& set = tree.infoSets[static_cast<std::size_t>(first.infoSet)];
  return makeError(ErrorCode::NotPerfectRecall, {std::to_string(set.player + 1), std::to_string(set.number)});
}

bool playersHavePerfectInformation(const GameTree& tree) {
  std::vector<int> members(tree.infoSets.size(), 0);
  for (const TreeNode& n : tree.nodes)
    if (n.infoSet >= 0 && ++members[static_cast<std::size_t>(n.infoSet)] > 1 &&
        !tree.infoSets[static_cast<std::size_t>(n.infoSet)].isChance())
      return false;
  return true;
}

int firstAbsentMindedSet(const GameTree& tree) {
  std::vector<TreeProblem> problems;
  onePathProblems(tree, memberCounts(tree), problems);
  return problems.empty() ? -1 : problems.front().infoSet;
}

}  // namespace gamelab
