#pragma once
/// JSON form of a StrategicGame inside a `.gamelab` document of kind "strategic":
///   {"players": ["Alice", "Bob"], "strategies": [["U","D"], ["L","R"]],
///    "payoffs": [["3","1"], ["0","0"], ...]}
/// `payoffs` has one entry per pure profile in profile order (player 1 fastest), each with
/// one exact rational string per player (numbers are accepted on input too).
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <nlohmann/json.hpp>

namespace gamelab {

nlohmann::json toJson(const StrategicGame& game);
/// Errors name the offending entry ("payoffs[4][1]") in args; fileName goes to the location.
/// TooLarge beyond kMaxGameCells profiles or kMaxGamePayoffs payoffs (checkStrategicGameSize), before
/// anything is allocated per profile; WrongShape for no players or a player
/// without strategies. Any player count >= 1 is accepted (the editor offers 2..8).
Expected<StrategicGame> strategicGameFromJson(const nlohmann::json& json, const std::string& fileName = {});

}  // namespace gamelab
