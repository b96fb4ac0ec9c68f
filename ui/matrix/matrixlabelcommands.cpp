#include "ui/matrix/matrixlabelcommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetMatrixLabelCommand::SetMatrixLabelCommand(MatrixDocument* doc, Side side, std::size_t index, std::string label,
                                             QUndoCommand* parent)
    : SetFieldCommand(
          doc, {side, index}, side == Side::Row ? doc->game().rowLabels.at(index) : doc->game().colLabels.at(index),
          std::move(label),
          [](MatrixDocument& d, const std::pair<Side, std::size_t>& line, const std::string& value) {
            d.setLabel(line.first, line.second, value);
          },
          side == Side::Row ? QCoreApplication::translate("MatrixCommands", "Rename row %1").arg(index + 1)
                            : QCoreApplication::translate("MatrixCommands", "Rename column %1").arg(index + 1),
          -1, parent) {}

}  // namespace gamelab::ui
