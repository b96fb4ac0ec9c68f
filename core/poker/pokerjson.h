#pragma once
/// JSON payload of a `.gamelab` document of kind "poker" (documentkind.h): a continuous poker
/// model of core/poker/continuouspoker.h,
///   {"model": "von-neumann", "beta": "2"}
/// with β an exact number as a string (an integer may be a JSON number); "beta" defaults to 2.
/// Reading checks the shape only: β ≤ 0 is read (a document may hold a bet the user is still
/// editing) and reported by continuousPokerSolution.
#include "core/common/expected.h"
#include "core/poker/continuouspoker.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gamelab {

nlohmann::json toJson(const PokerGame& game);

/// Errors (WrongShape, NotANumber; places as JSON pointers under "game"): MustBeObject,
/// MissingField "model", MustBeString "model", MustBeOneOf (the model names), a "beta" that is
/// not a number. Never throws.
Expected<PokerGame> pokerGameFromJson(const nlohmann::json& json, const std::string& fileName = {});

}  // namespace gamelab
