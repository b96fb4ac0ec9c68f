#include "ui/tree/treepage.h"

#include "core/tree/behaviour.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/tree/treeedits.h"


namespace gamelab::ui {

TreePage::TreePage(QWidget* parent) : ResultPage(parent) {
  addBrowser();
  controls();
}

void TreePage::setAnalysis(std::shared_ptr<const TreeAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  hint_ = hint;
  refresh();
}

void TreePage::refresh() {
  if (analysis_) {
    showHtml(render(*analysis_));
  } else {
    clearControls();
    showHint(hint_);
  }
}

QString TreeText::playerHtml(const GameTree& tree, int player) {
  return QStringLiteral("<b style='color:%1'>%2</b>").arg(playerColor(player).name(), TreeEdits::playerName(tree, player).toHtmlEscaped());
}

QString TreeText::payoffsHtml(const GameTree& tree, const RationalVector& x) {
  QStringList parts;
  for (std::size_t i = 0; i < x.size(); ++i)
    parts << QStringLiteral("%1 %2").arg(playerHtml(tree, int(i)), formatRationalWithDecimal(x[i]).toHtmlEscaped());
  return fmt::vector(x).toHtmlEscaped() + QStringLiteral(" &nbsp;(") + parts.join(QLatin1String(", ")) + QLatin1Char(')');
}

QString TreeText::infoSetName(const GameTree& tree, int infoSet) {
  const InfoSet& set = tree.infoSets[std::size_t(infoSet)];
  if (set.label.empty()) return tr("set %1").arg(set.number);
  return tr("set %1 “%2”").arg(set.number).arg(QString::fromStdString(set.label));
}

QString TreeText::actionLabel(const GameTree& tree, int infoSet, int action) {
  const InfoSet& set = tree.infoSets[std::size_t(infoSet)];
  if (action >= 0 && action < int(set.actions.size()) && !set.actions[std::size_t(action)].empty())
    return QString::fromStdString(set.actions[std::size_t(action)]);
  return QString::number(action + 1);
}

QString TreeText::nodeName(const GameTree& tree, NodeId node) {
  const std::string& label = tree.node(node).label;
  if (label.empty()) return tr("node %1").arg(node + 1);
  return tr("node %1 “%2”").arg(node + 1).arg(QString::fromStdString(label));
}

QString TreeText::zeroSumReason(const GameTree& tree, const ZeroSumCheck& check) {
  switch (check.reason) {
    case ZeroSumCheck::Reason::Applies: return {};
    case ZeroSumCheck::Reason::InvalidTree:
      return check.error ? errorText(*check.error) : tr("The tree is not valid.");
    case ZeroSumCheck::Reason::NotTwoPlayers:
      return tr("The sequence form solves two-person games; this tree has %n player(s).", nullptr, check.players);
    case ZeroSumCheck::Reason::NotConstantSum:
      return tr("The tree is not zero-sum (nor constant-sum): the payoffs at %1 add up differently from those at "
                "the first leaf.")
          .arg(nodeName(tree, check.node));
    case ZeroSumCheck::Reason::NoPerfectRecall:
      return tr("Player %1 does not have perfect recall (forgets own earlier information or moves), so behaviour "
                "strategies may not be optimal; use the strategic form instead.")
          .arg(TreeEdits::playerName(tree, check.player));
  }
  return {};
}

/// Information sets listed per player at most (larger trees: a note).
constexpr int kMaxSetsListed = 200;

QString TreeText::behaviourTable(const GameTree& tree, const BehaviourProfile& behaviour, int player) {
  const std::vector<int> sets = tree.infoSetsOf(player);
  if (sets.empty()) return pagehtml::note(tr("%1 has no move.").arg(TreeEdits::playerName(tree, player)));
  const auto members = tree.infoSetMembers();
  QString h = fmt::tableStart({tr("Information set"), tr("Nodes"), tr("Action probabilities")});
  int listed = 0;
  for (int set : sets) {
    if (++listed > kMaxSetsListed) break;
    QStringList nodes;
    for (NodeId id : members[std::size_t(set)]) nodes << QString::number(id + 1);
    if (nodes.size() > 6) nodes = nodes.mid(0, 6) << QStringLiteral("…");
    QStringList actions;
    const auto& p = std::size_t(set) < behaviour.size() ? behaviour[std::size_t(set)] : RationalVector{};
    for (std::size_t a = 0; a < p.size(); ++a) {
      const QString item = QStringLiteral("%1: %2")
                               .arg(TreeText::actionLabel(tree, set, int(a)).toHtmlEscaped(), formatRational(p[a]).toHtmlEscaped());
      actions << (p[a] > 0 ? QStringLiteral("<b>%1</b>").arg(item) : QStringLiteral("<span style='color:#9e9e9e'>%1</span>").arg(item));
    }
    h += fmt::tableRow({TreeText::infoSetName(tree, set).toHtmlEscaped(), nodes.join(QLatin1String(", ")),
                             actions.join(QLatin1String(", &nbsp;"))});
  }
  h += QStringLiteral("</table>");
  if (int(sets.size()) > kMaxSetsListed)
    h += pagehtml::note(tr("… and %n more information set(s) (shown on the tree).", nullptr,
                                     int(sets.size()) - kMaxSetsListed));
  return h;
}

TreeOverlay behaviourOverlay(const GameTree& tree, const BehaviourProfile& behaviour) {
  TreeOverlay o;
  o.behaviour = behaviour;
  const RationalVector reach = reachProbabilities(tree, behaviour);
  o.onPath.resize(tree.nodes.size());
  for (std::size_t x = 0; x < tree.nodes.size(); ++x) o.onPath[x] = reach[x] > 0;
  return o;
}

}  // namespace gamelab::ui
