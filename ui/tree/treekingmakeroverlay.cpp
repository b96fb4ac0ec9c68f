#include "ui/tree/treekingmakeroverlay.h"

#include "ui/common/playercolors.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treekingmakertext.h"

namespace gamelab::ui {

using namespace gamelab::kingmaker;

TreeOverlay kingmakerOverlay(const KingmakerAnalysis& a, const GameTree& tree, const KingmakerOverlayOptions& options) {
  TreeOverlay o;
  if (!a.game) return o;
  const BinaryGame& g = *a.game;
  const Sp1epResult& r = options.kmnEtaOnly ? a.kmnEta : a.sp1ep;
  const std::size_t n = std::size_t(tree.nodeCount());
  auto at = [&](NodeIndex v) -> std::size_t {
    const NodeId id = a.treeNode(v);
    return id < 0 || std::size_t(id) >= n ? n : std::size_t(id);
  };
  o.nodeFill.assign(n, QColor());
  o.nodeMark.assign(n, 0);
  o.nodeToolTip.assign(n, QString());
  o.edgeClass.assign(n, TreeOverlay::NoClass);
  o.allowedEdge.assign(n, false);
  o.chosenEdge.assign(n, false);
  const bool texts = options.winnerSet != KingmakerOverlayOptions::WinnerSet::None && g.nodeCount() <= options.maxNodeTexts;
  if (texts) o.nodeText.assign(n, QString());
  std::vector<char> generalised(std::size_t(g.nodeCount()), 0), key(std::size_t(g.nodeCount()), 0);
  for (NodeIndex v : r.generalisedKingmakers) generalised[std::size_t(v)] = 1;
  for (NodeIndex v : r.kingmakers) key[std::size_t(v)] = 1;

  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    const std::size_t id = at(v);
    if (id == n) continue;
    const std::size_t sv = std::size_t(v);
    if (g.isLeaf(v)) continue;
    const int win = a.structure.forcedWin[sv];
    if (win != kNobody) {
      o.nodeFill[id] = playerColor(win);
      o.nodeToolTip[id] = TreeKingmakerText::tr("Forced-win node of %1").arg(TreeEdits::playerName(tree, win));
    }
    const bool strict = a.structure.strictKingmaker[sv];
    o.nodeMark[id] = std::uint8_t((strict ? TreeOverlay::StrictKingmaker : 0) |
                                  (generalised[sv] ? TreeOverlay::GeneralisedKingmaker : 0) | (key[sv] ? TreeOverlay::KeyNode : 0));
    if (strict || generalised[sv]) {
      PlayerSet candidates = 0;
      for (NodeIndex c : g.children(v))
        candidates |= strict ? playerBit(a.structure.forcedWin[std::size_t(c)]) : r.mayWin[std::size_t(c)];
      const QString owner = TreeEdits::playerName(tree, g.owner(v));
      QString tip = strict ? TreeKingmakerText::tr("Kingmaker node (strict): %1 cannot win here and decides between %2")
                           : TreeKingmakerText::tr("Kingmaker node (generalised): %1 cannot win here and decides between %2");
      tip = tip.arg(owner, TreeKingmakerText::playerSetText(tree, candidates));
      if (key[sv]) tip += QLatin1Char('\n') + TreeKingmakerText::tr("The kingmaker of this game");
      o.nodeToolTip[id] = tip;
    }
    if (texts) {
      PlayerSet w = 0;
      switch (options.winnerSet) {
        case KingmakerOverlayOptions::WinnerSet::Reachable: w = a.structure.reachable[sv]; break;
        case KingmakerOverlayOptions::WinnerSet::KmnEta: w = a.kmnEta.mayWin[sv]; break;
        case KingmakerOverlayOptions::WinnerSet::Sp1ep: w = r.mayWin[sv]; break;
        case KingmakerOverlayOptions::WinnerSet::None: break;
      }
      o.nodeText[id] = QStringLiteral("W ") + TreeKingmakerText::playerSetText(tree, w);
    }
    const auto kids = g.children(v);
    const int chosen = options.draw == KingmakerOverlayOptions::Draw::Maxn ? a.maxn.chosen[sv]
                       : options.draw == KingmakerOverlayOptions::Draw::Spe && options.spe &&
                               sv < options.spe->size()
                           ? (*options.spe)[sv]
                           : -1;
    for (int k = 0; k < int(kids.size()); ++k) {
      const std::size_t cid = at(kids[std::size_t(k)]);
      if (cid == n) continue;
      const int cls = kmnEtaClass(g, a.structure.forcedWin, a.structure.reachable, kids[std::size_t(k)]);
      o.edgeClass[cid] = cls == 2 ? TreeOverlay::OwnWin : cls == 1 ? TreeOverlay::Chance : TreeOverlay::NoChance;
      if (options.draw == KingmakerOverlayOptions::Draw::Allowed) o.allowedEdge[cid] = r.allowed[std::size_t(g.edge(v, k))] != 0;
      o.chosenEdge[cid] = chosen == k;
    }
  }
  switch (options.draw) {
    case KingmakerOverlayOptions::Draw::Allowed:
      o.caption = (options.kmnEtaOnly ? TreeKingmakerText::tr("kmn-η: players who may win %1")
                                      : TreeKingmakerText::tr("SP-1EP: players who may win %1"))
                      .arg(TreeKingmakerText::playerSetText(tree, r.mayWin[0]));
      break;
    case KingmakerOverlayOptions::Draw::Spe:
      if (options.spe) o.caption = TreeKingmakerText::tr("A pure SPE, won by %1").arg(TreeEdits::playerName(tree, playWinner(g, *options.spe)));
      break;
    case KingmakerOverlayOptions::Draw::Maxn: {
      QStringList v;
      for (const auto& x : a.maxn.rootValue) v << QString::fromStdString(toString(x));
      o.caption = TreeKingmakerText::tr("maxn (%1): root value (%2)")
                      .arg(TreeKingmakerText::tieRuleName(a.options.maxn.tie), v.join(QStringLiteral(", ")));
      break;
    }
  }
  return o;
}

}  // namespace gamelab::ui
