#include "ui/tree/treekingmakertext.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/numberformat.h"
#include "ui/kingmaker/kingmakertext.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treepage.h"

namespace gamelab::ui {

using namespace gamelab::kingmaker;

namespace {
constexpr int kMaxListed = 40;

QString count(std::int64_t n) { return QString::number(n); }
}  // namespace

QString TreeKingmakerText::playerSetHtml(const GameTree& tree, PlayerSet set) {
  QStringList names;
  for (int p = 0; p < tree.players() && p < kMaxPlayers; ++p)
    if (contains(set, p)) names << TreeText::playerHtml(tree, p);
  return QStringLiteral("{") + names.join(QStringLiteral(", ")) + QStringLiteral("}");
}

QString TreeKingmakerText::playerSetText(const GameTree& tree, PlayerSet set) {
  QStringList names;
  for (int p = 0; p < tree.players() && p < kMaxPlayers; ++p)
    if (contains(set, p)) names << TreeEdits::playerName(tree, p);
  return QStringLiteral("{") + names.join(QStringLiteral(", ")) + QStringLiteral("}");
}

QString TreeKingmakerText::groupedDigits(const mpz_class& n) {
  const QString digits = QString::fromStdString(n.get_str());
  QString out;
  const int len = int(digits.size());
  for (int k = 0; k < len; ++k) {
    if (k > 0 && (len - k) % 3 == 0 && digits[k - 1] != QLatin1Char('-')) out += QChar(0x2009);
    out += digits[k];
  }
  return out;
}

QString TreeKingmakerText::readingName(Reading reading) {
  switch (reading) {
    case Reading::Set: return tr("set (literal)");
    case Reading::Alt: return tr("alt (an alternative at the ancestor)");
    case Reading::Eff: return tr("eff (effect-aware, not from the thesis)");
  }
  return {};
}

QString TreeKingmakerText::tieRuleName(TieRule rule) {
  switch (rule) {
    case TieRule::First: return tr("first child");
    case TieRule::Last: return tr("last child");
    case TieRule::Average: return tr("average of the tied children");
    case TieRule::Pessimistic: return tr("pessimistic for the viewpoint player");
    case TieRule::Random: return tr("seeded random");
    case TieRule::Paranoid: return tr("paranoid (not maxn)");
  }
  return {};
}

QString TreeKingmakerText::traceEntry(const KingmakerAnalysis& a, const GameTree& tree, const Restriction& r) {
  QStringList kept;
  for (int k : r.kept) kept << QString::number(k + 1);
  const NodeId node = a.treeNode(r.node), ancestor = a.treeNode(r.ancestor);
  const QString nodeName = node == kNoNode ? QString::number(r.node) : TreeText::nodeName(tree, node);
  const QString ancestorName = ancestor == kNoNode ? QString::number(r.ancestor) : TreeText::nodeName(tree, ancestor);
  return tr("%1 (%2) keeps child(ren) %3: at %4, %5 moves and %2 may win there, so %2 removes %5's chance")
      .arg(nodeName, TreeEdits::playerName(tree, r.nodeOwner), kept.join(QStringLiteral(", ")), ancestorName,
           TreeEdits::playerName(tree, r.ancestorOwner));
}

QString TreeKingmakerText::resultHtml(const KingmakerAnalysis& a, const GameTree& tree, bool kmnEtaOnly, int speNumber,
                                  const kingmaker::PureProfile* spe) {
  const BinaryGame& g = *a.game;
  const Sp1epResult& r = kmnEtaOnly ? a.kmnEta : a.sp1ep;
  auto nodeName = [&](NodeIndex v) {
    const NodeId id = a.treeNode(v);
    return (id == kNoNode ? QString::number(v) : TreeText::nodeName(tree, id)).toHtmlEscaped();
  };
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Kingmakers"));
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("A win/lose tree of %n player(s): %1, %2, %3.", nullptr, g.players)
                    .arg(kingmakerDecisionNodes(a.original.decisionNodes), kingmakerLeaves(a.original.leaves),
                         tr("<b>%n</b> strict kingmaker node(s)", nullptr, int(a.original.kingmakers))));
  h += QStringLiteral("<p><i>%1</i></p>")
           .arg(tr("Nodes are named as in the tree editor, counting from 1 (node 1 is the root); "
                   "gamelab-cli tree kingmaker numbers them in pre-order from 0."));
  const int rootWin = a.structure.forcedWin.empty() ? kNobody : a.structure.forcedWin[0];
  if (rootWin != kNobody)
    h += QStringLiteral("<p>%1</p>").arg(tr("The root is a forced-win node of %1: nobody can stop that player.")
                                             .arg(TreeText::playerHtml(tree, rootWin)));

  // SP-1EP (or kmn-η only).
  h += QStringLiteral("<h4>%1</h4>").arg(kmnEtaOnly ? tr("kmn-η only (no lookahead)") : tr("SP-1EP"));
  if (!kmnEtaOnly) h += QStringLiteral("<p>%1</p>").arg(tr("Reading of the ancestor test: %1.").arg(readingName(a.options.reading)));
  h += QStringLiteral("<p>%1</p>").arg(tr("Players who may win at the root: %1").arg(playerSetHtml(tree, r.mayWin[0])));
  if (r.kingmakers.empty()) {
    h += QStringLiteral("<p>%1</p>").arg(tr("No undetermined kingmaker: every choice that matters is fixed."));
  } else {
    QStringList items;
    const std::vector<char> reached = r.reached(g);
    int unreached = 0;
    for (NodeIndex v : r.kingmakers) {
      PlayerSet candidates = 0;
      for (int k : r.allowedChildren(g, v)) candidates |= r.mayWin[std::size_t(g.children(v)[std::size_t(k)])];
      QString item = tr("%1 at %2 decides between %3").arg(TreeText::playerHtml(tree, g.owner(v)), nodeName(v),
                                                           playerSetHtml(tree, candidates));
      if (!reached[std::size_t(v)]) {
        item += QStringLiteral(" — <i>%1</i>").arg(tr("not reached in this SP-1EP"));
        ++unreached;
      }
      items << item;
    }
    h += QStringLiteral("<p>%1</p><ul><li>%2</li></ul>")
             .arg(tr("The kingmaker(s) of this game (ringed on the tree):", nullptr, int(r.kingmakers.size())),
                  items.join(QStringLiteral("</li><li>")));
    if (unreached > 0)
      h += QStringLiteral("<p>%1</p>")
               .arg(tr("A kingmaker marked “not reached” is listed because its own choice is still open after "
                       "steps 1–4 (no restriction narrowed it), but the allowed choices of its ancestors never "
                       "lead to it: its choice changes nobody's chances in this SP-1EP."));
  }

  // Pure SPE.
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Pure subgame-perfect equilibria"));
  h += QStringLiteral("<p>%1</p>").arg(tr("Count: <b>%1</b>").arg(groupedDigits(a.spe.total)));
  h += fmt::tableStart({tr("Winner"), tr("SPE")});
  for (int p = 0; p < g.players; ++p)
    h += fmt::tableRow({TreeText::playerHtml(tree, p), groupedDigits(a.spe.byWinner[std::size_t(p)])}, fmt::Align::Right);
  h += QStringLiteral("</table>");
  if (spe && speNumber > 0)
    h += QStringLiteral("<p>%1</p>").arg(tr("Drawn: SPE no. %1, won by %2.")
                                             .arg(speNumber)
                                             .arg(TreeText::playerHtml(tree, playWinner(g, *spe))));

  // maxn.
  h += QStringLiteral("<h4>%1</h4>").arg(tr("maxn"));
  h += QStringLiteral("<p>%1</p>").arg(tr("Tie rule: %1. Root value: %2")
                                           .arg(tieRuleName(a.options.maxn.tie), TreeText::payoffsHtml(tree, a.maxn.rootValue)));
  QStringList path;
  for (NodeIndex v = 0; !g.isLeaf(v) && path.size() < kMaxListed;) {
    const int c = a.maxn.chosen[std::size_t(v)];
    if (c < 0) break;
    path << tr("%1 takes child %2 at %3").arg(TreeText::playerHtml(tree, g.owner(v))).arg(c + 1).arg(nodeName(v));
    v = g.children(v)[std::size_t(c)];
  }
  if (!path.isEmpty())
    h += QStringLiteral("<p>%1</p><ul><li>%2</li></ul>").arg(tr("The play (choose “maxn” under Draw to see every chosen edge):"),
                                                            path.join(QStringLiteral("</li><li>")));

  // Table 5.1 and 5.2.
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Uniqueness (as Table 5.1)"));
  h += fmt::tableStart({tr("Solution"), tr("Decision nodes"), tr("Not unique"), tr("Changes who may win"), tr("Changes values")});
  auto uniqueRow = [](const QString& name, const UniquenessSummary& u) {
    return fmt::tableRow({name, count(u.decisionNodes), count(u.notUnique), count(u.changesWinnerSets), count(u.changesValues)},
                         fmt::Align::Right);
  };
  h += uniqueRow(tr("SPE"), a.uniqueSpe) + uniqueRow(tr("kmn-η"), a.uniqueKmnEta) + uniqueRow(tr("SP-1EP"), a.uniqueSp1ep);
  h += QStringLiteral("</table>");
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Equivalence transformations (as Table 5.2)"));
  h += fmt::tableStart({tr("Tree"), tr("Decision nodes"), tr("Leaves"), tr("Kingmakers")});
  auto countRow = [](const QString& name, const TreeCounts& c) {
    return fmt::tableRow({name, count(c.decisionNodes), count(c.leaves), count(c.kingmakers)}, fmt::Align::Right);
  };
  h += countRow(tr("original"), a.original) + countRow(tr("transformed"), a.transformed) +
       countRow(tr("kmn-η, transformed"), a.kmnEtaTransformed) + countRow(tr("SP-1EP, transformed"), a.sp1epTransformed);
  h += QStringLiteral("</table>");

  // Kingmaker nodes.
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Kingmaker nodes"));
  h += fmt::tableStart({tr("Node"), tr("Depth"), tr("Owner"), tr("Kind"), tr("Candidate winners")});
  int listed = 0, total = 0;
  std::vector<char> generalised(std::size_t(g.nodeCount()), 0);
  for (NodeIndex v : r.generalisedKingmakers) generalised[std::size_t(v)] = 1;
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    const bool strict = a.structure.strictKingmaker[std::size_t(v)];
    if (!strict && !generalised[std::size_t(v)]) continue;
    if (++total > kMaxListed) continue;
    ++listed;
    PlayerSet candidates = 0;
    for (NodeIndex c : g.children(v))
      candidates |= strict ? playerBit(a.structure.forcedWin[std::size_t(c)]) : r.mayWin[std::size_t(c)];
    h += fmt::tableRow({nodeName(v), QString::number(a.depth[std::size_t(v)]), TreeText::playerHtml(tree, g.owner(v)),
                        strict ? (generalised[std::size_t(v)] ? tr("strict, generalised") : tr("strict")) : tr("generalised"),
                        playerSetHtml(tree, candidates)});
  }
  h += QStringLiteral("</table>");
  if (total == 0) h += pagehtml::note(tr("None."));
  if (total > listed) h += pagehtml::note(tr("… and %n more.", nullptr, total - listed));
  return h;
}

QString TreeKingmakerText::helpHtml() {
  return QStringLiteral("<div style='background:#fff8e1; padding:4px'><h4>%1</h4><p>%2</p><p>%3</p><p>%4</p><p>%5</p><p>%6</p><p>%7</p></div>")
      .arg(tr("About this page"),
           tr("<b>Binary (win/lose) games</b>: every play is won by exactly one player (payoff 1) and lost by the "
              "others (0); no chance, perfect information."),
           tr("<b>Forced-win node</b> of a player: from there that player wins whatever the others do (filled in the "
              "player's colour). A <b>kingmaker node</b> belongs to a player who cannot win there but whose choice "
              "decides which of two or more others wins (square frame; dashed: the wider, “generalised” kind of "
              "step 4, where the children need not be forced wins)."),
           tr("<b>kmn-η</b>: a mover prefers its own forced win, then a child where it may still win, then the rest "
              "(edges: solid, dashed, dotted). <b>1EP</b>: a profile where nobody gains by a change that others "
              "would answer one step ahead. <b>SP-1EP</b>: the subgame-perfect version, computed bottom-up on the sets "
              "W(v) of players who may win; a kingmaker whose choice would give the mover of an ancestor a chance "
              "is narrowed (the trace below lists each narrowing)."),
           tr("Example (Fig. 3.3): P3 moves first to a node of P1 (leaves 3, 2) or of P2 (leaves 3, 1). Both inner "
              "nodes are kingmakers; there are 6 pure SPE. SP-1EP: P1 takes 2 and P2 takes 1, so player 3 at the "
              "root becomes the kingmaker between players 1 and 2."),
           tr("<b>Caution</b>: the thesis is informal (no proofs) and its ancestor test “player i may win at z” can "
              "be read in several ways. The reading option (set, alt, eff) changes the results, even on the "
              "thesis's own Diamond game."),
           tr("Overlays: green bands are the allowed edges of the SP-1EP (or kmn-η), the double red ring marks "
              "the kingmaker(s) of this game, and W(v) is written beside the nodes."));
}

}  // namespace gamelab::ui
