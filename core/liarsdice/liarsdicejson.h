#pragma once
/// JSON payload of a `.gamelab` document of kind "liarsdice" (documentkind.h): the number of
/// sides and the game against the computer in progress (core/liarsdice/liarsdiceplay.h):
///   {"sides": N, "human": "A"|"B", "dice": [...], "claims": [...], "called": bool,
///    "winner": "A"|"B"|null, "score": {"human": h, "computer": c}}
#include "core/liarsdice/liarsdiceplay.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace gamelab {

nlohmann::json liarsDiceStateToJson(const LiarsDiceState& s);
/// Only "sides" is required; a game in progress that is inconsistent (claims not increasing,
/// dice out of range, …) or mistyped is dropped (an empty game of the same N); a mistyped
/// "human" or score is ignored. Returns nullopt when "sides" is not an integer in
/// 2..kLiarsDiceDocumentMaxSides. Never throws.
std::optional<LiarsDiceState> liarsDiceStateFromJson(const nlohmann::json& j);

}  // namespace gamelab
