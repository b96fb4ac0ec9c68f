#include "ui/strategic/strategicplayers.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString playerDisplayName(const std::string& stored, int player) {
  if (!stored.empty()) return QString::fromStdString(stored);
  return QCoreApplication::translate("StrategicPlayers", "Player %1").arg(player + 1);
}

}  // namespace gamelab::ui
