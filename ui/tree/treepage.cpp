#include "ui/tree/treepage.h"

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

}  // namespace gamelab::ui
