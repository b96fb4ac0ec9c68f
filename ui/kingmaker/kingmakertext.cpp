#include "ui/kingmaker/kingmakertext.h"


namespace gamelab::ui {

QString kingmakerPlayerName(const kingmaker::BinaryGame& game, int player) {
  if (player >= 0 && player < int(game.playerNames.size()) && !game.playerNames[player].empty())
    return QString::fromStdString(game.playerNames[player]);
  return KingmakerText::tr("Player %1").arg(player + 1);
}

QString kingmakerNodeName(const kingmaker::BinaryGame& game, kingmaker::NodeIndex node) {
  const auto i = static_cast<std::size_t>(node);
  const bool fromEditor = i < game.treeNode.size() && game.treeNode[i] != kNoNode;
  return KingmakerText::tr("node %1").arg(fromEditor ? game.treeNode[i] + 1 : node + 1);
}

QStringList kingmakerPlayerNames(const kingmaker::BinaryGame& game) {
  QStringList names;
  for (int p = 0; p < game.players; ++p) names << kingmakerPlayerName(game, p);
  return names;
}

QString kingmakerDecisionNodes(std::int64_t count) { return KingmakerText::tr("%n decision node(s)", nullptr, int(count)); }

QString kingmakerLeaves(std::int64_t count) { return KingmakerText::tr("%n leaf/leaves", nullptr, int(count)); }

void fillReadingCombo(QComboBox* combo) {
  using kingmaker::Reading;
  combo->addItem(KingmakerText::tr("set (literal)"), int(Reading::Set));
  combo->setItemData(0, KingmakerText::tr("The thesis read literally: player i may win at the ancestor z."), Qt::ToolTipRole);
  combo->addItem(KingmakerText::tr("alt (other child)"), int(Reading::Alt));
  combo->setItemData(1, KingmakerText::tr("Player i may win at a child of z other than the one towards the kingmaker."), Qt::ToolTipRole);
  combo->addItem(KingmakerText::tr("eff (effect-aware)"), int(Reading::Eff));
  combo->setItemData(2, KingmakerText::tr("Effect-aware test (not from the thesis)."), Qt::ToolTipRole);
  combo->setToolTip(KingmakerText::tr("How the ancestor test of the SP-1EP procedure (step 4) is read; the thesis is ambiguous."));
}

}  // namespace gamelab::ui
