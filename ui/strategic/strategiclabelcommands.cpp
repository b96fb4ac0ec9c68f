#include "ui/strategic/strategiclabelcommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetStrategyLabelCommand::SetStrategyLabelCommand(StrategicDocument* doc, std::size_t player, std::size_t strategy,
                                                 std::string label, QUndoCommand* parent)
    : SetFieldCommand(
          doc, {player, strategy}, doc->game().strategyLabels.at(player).at(strategy), std::move(label),
          [](StrategicDocument& d, const std::pair<std::size_t, std::size_t>& at, const std::string& value) {
            d.setStrategyLabel(at.first, at.second, value);
          },
          QCoreApplication::translate("StrategicCommands", "Rename strategy %1 of player %2").arg(strategy + 1).arg(player + 1),
          -1, parent) {}

SetPlayerNameCommand::SetPlayerNameCommand(StrategicDocument* doc, std::size_t player, std::string name, QUndoCommand* parent)
    : SetFieldCommand(
          doc, player, doc->game().playerNames.at(player), std::move(name),
          [](StrategicDocument& d, const std::size_t& k, const std::string& value) { d.setPlayerName(k, value); },
          QCoreApplication::translate("StrategicCommands", "Rename player %1").arg(player + 1), 0x5302, parent) {}

}  // namespace gamelab::ui
