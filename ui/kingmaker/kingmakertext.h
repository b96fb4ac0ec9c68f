#pragma once
/// Words shared by the kingmaker widgets: player names, the SP-1EP readings, exact vectors.
#include "core/common/rational.h"
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/sp1ep.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace gamelab::ui {

class KingmakerText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::KingmakerText)
};

/// game.playerNames[p], or "Player p+1" when empty or missing.
QString kingmakerPlayerName(const kingmaker::BinaryGame& game, int player);
QStringList kingmakerPlayerNames(const kingmaker::BinaryGame& game);
/// "node 5": the node's number in the tree editor (GameTree NodeId + 1, as the tree pages
/// number nodes) when the game came from the editor, else its pre-order index + 1.
QString kingmakerNodeName(const kingmaker::BinaryGame& game, kingmaker::NodeIndex node);
/// "1 decision node", "3 decision nodes"; "1 leaf", "3 leaves" (counts agree with their nouns).
QString kingmakerDecisionNodes(std::int64_t count);
QString kingmakerLeaves(std::int64_t count);
/// Fills a combo with set / alt / eff (data: int(Reading)), with tooltips; Set selected.
void fillReadingCombo(QComboBox* combo);

}  // namespace gamelab::ui
