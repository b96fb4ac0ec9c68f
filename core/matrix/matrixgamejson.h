#pragma once
/// JSON form of a MatrixGame inside a `.gamelab` document of kind "zerosum":
///   {"rows": ["label", ...], "cols": ["label", ...], "payoffs": [["3", "-2/7"], ...]}
/// Payoffs are strings of exact rationals (numbers are accepted on input too).
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <nlohmann/json.hpp>

namespace gamelab {

nlohmann::json toJson(const MatrixGame& game);
/// Errors name the offending cell ("payoffs[2][3]") in args; fileName goes to the location.
Expected<MatrixGame> matrixGameFromJson(const nlohmann::json& json, const std::string& fileName = {});

}  // namespace gamelab
