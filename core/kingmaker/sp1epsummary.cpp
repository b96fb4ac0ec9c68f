// kmn-η classes, the Table 5.1 summary and the English trace line (sp1ep.h).
#include "core/common/rational.h"
#include "core/kingmaker/sp1ep.h"

#include <sstream>

namespace gamelab::kingmaker {

int kmnEtaClass(const BinaryGame& game, const std::vector<int>& forcedWin, const std::vector<PlayerSet>& reachable,
                NodeIndex child) {
  const int mover = game.owner(game.parent[child]);
  if (forcedWin[child] == mover) return 2;
  if (forcedWin[child] == kNobody && contains(reachable[child], mover)) return 1;
  return 0;
}

UniquenessSummary summariseUniqueness(const BinaryGame& game, const std::vector<char>& allowedEdges,
                                      const std::vector<PlayerSet>& mayWin) {
  const NodeIndex n = game.nodeCount();
  const auto players = static_cast<std::size_t>(game.players);
  // Values of the uniform mixture over the allowed children, bottom-up.
  std::vector<RationalVector> value(static_cast<std::size_t>(n));
  UniquenessSummary s;
  for (NodeIndex v = n - 1; v >= 0; --v) {
    auto& mine = value[static_cast<std::size_t>(v)];
    mine.assign(players, Rational(0));
    if (game.isLeaf(v)) {
      mine[static_cast<std::size_t>(game.winner(v))] = 1;
      continue;
    }
    ++s.decisionNodes;
    std::vector<NodeIndex> use;
    for (int k = 0; k < game.childCount(v); ++k)
      if (allowedEdges[static_cast<std::size_t>(game.edge(v, k))]) use.push_back(game.children(v)[k]);
    for (NodeIndex c : use)
      for (std::size_t p = 0; p < players; ++p) mine[p] += value[static_cast<std::size_t>(c)][p];
    for (auto& x : mine) x /= static_cast<long>(use.size());
    if (use.size() < 2) continue;
    ++s.notUnique;
    bool setsDiffer = false, valuesDiffer = false;
    for (NodeIndex c : use) {
      setsDiffer = setsDiffer || mayWin[c] != mayWin[use.front()];
      valuesDiffer = valuesDiffer || value[static_cast<std::size_t>(c)] != value[static_cast<std::size_t>(use.front())];
    }
    if (setsDiffer) ++s.changesWinnerSets;
    if (valuesDiffer) ++s.changesValues;
  }
  return s;
}

namespace {
std::string positions(const std::vector<int>& ks) {
  std::string out;
  for (std::size_t i = 0; i < ks.size(); ++i) out += (i ? ", " : "") + std::to_string(ks[i] + 1);
  return out;
}
}  // namespace

std::string describeRestriction(const Restriction& r) {
  std::ostringstream out;
  out << "node " << r.node << " (player " << r.nodeOwner + 1 << ") keeps children " << positions(r.kept)
      << " at ancestor " << r.ancestor << " (player " << r.ancestorOwner + 1 << "): player " << r.ancestorOwner + 1
      << " may win at " << r.node << " only through children " << positions(r.removed);
  return out.str();
}

}  // namespace gamelab::kingmaker
