#pragma once
/// Trees in the CLI's JSON: values keyed by player number (1-based) and information-set number
/// (as in the .efg file), chance omitted (CLI.md, `tree spe`).
#include "app/cli/jsonoutput.h"
#include "core/tree/gametree.h"

#include <cstddef>
#include <functional>

namespace gamelab::cli {

/// {"player": {"set number": valueOf(set index)}} for every player's sets. Set numbers are
/// unique per player (GameTree invariant), so each key is new: built in linear time.
Json perInfoSetJson(const GameTree& tree, const std::function<Json(std::size_t set)>& valueOf);

/// perInfoSetJson of the exact action probabilities.
Json behaviourJson(const GameTree& tree, const BehaviourProfile& profile);

}  // namespace gamelab::cli
