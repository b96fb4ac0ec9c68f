#pragma once
/// Internal to core/strategic: walking the other players' pure profiles, and the error a
/// cancelled solver returns.
#include "core/common/cancel.h"
#include "core/common/error.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab::strategicdetail {

/// For every combination of the other players' strategies taken from `kept` (one ascending
/// list of strategy indices per player; kept[player] is ignored), in profile order (the
/// lowest-numbered other player changing fastest), the profile index at which `player` plays
/// strategy 0. Player `player` playing s at that combination is at base + s * game.stride(player).
std::vector<std::size_t> opponentBases(const StrategicGame& game, std::size_t player,
                                       const std::vector<std::vector<std::size_t>>& kept);

/// The same over all strategies of the others.
std::vector<std::size_t> opponentBases(const StrategicGame& game, std::size_t player);

/// Every strategy index of every player, ascending.
std::vector<std::vector<std::size_t>> allStrategies(const StrategicGame& game);

}  // namespace gamelab::strategicdetail
