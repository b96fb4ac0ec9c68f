#pragma once
/// Player counts and shown names of the strategic-form editor (colours: ui/common/playercolors.h).
#include <QString>

#include <string>

namespace gamelab::ui {

inline constexpr int kMinStrategicPlayers = 2;
inline constexpr int kMaxStrategicPlayers = 8;

/// The shown name: the stored one, else tr("Player %1") (1-based).
QString playerDisplayName(const std::string& stored, int player);

}  // namespace gamelab::ui
