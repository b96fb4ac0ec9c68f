#pragma once
/// JSON payload of a `.gamelab` document of kind "duopoly" (documentkind.h): a market of
/// core/duopoly/duopoly.h,
///   {"model": "cournot", "a": "17", "c": "1", "b": "1/2", "firms": 3, "costs": ["1", "2", "3"],
///    "fixed": "9", "fixed_costs": ["2", "1", "0"]}
/// with exact numbers as strings (integers may be JSON numbers); "b", "costs" and "fixed" only
/// when set, "firms" only for Cournot. Reading checks the shape only; whether the parameters
/// have an interior solution is validateDuopolyMarket's business (a document may hold a market
/// the user is still editing).
#include "core/common/expected.h"
#include "core/duopoly/duopoly.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gamelab {

nlohmann::json toJson(const DuopolyMarket& market);

/// Errors (WrongShape, NotANumber; places as JSON pointers under "game"): MustBeObject,
/// MissingField "model", MustBeString "model", MustBeOneOf (the model names), a number that is
/// not one, MustBeInteger / MustBeBetween "firms" (1..kDuopolyMaxFirms), MustBeList / WrongCount
/// "costs" and "fixed_costs" (at most kDuopolyMaxFirms each). Never throws.
Expected<DuopolyMarket> duopolyMarketFromJson(const nlohmann::json& json, const std::string& fileName = {});

}  // namespace gamelab
