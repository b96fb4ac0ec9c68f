#pragma once
/// Subgames of an extensive-form game (source 000 §3.2.5-9): a node x roots a subgame when every
/// information set with a member in x's subtree has all its members there (and x itself is
/// alone in its set).
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

/// isRoot[id] for every node; terminal nodes are not counted as subgame roots; a non-terminal
/// root always is one (the whole game, even when its set is absent-minded). O(nodes).
std::vector<bool> subgameRoots(const GameTree& tree);

}  // namespace gamelab
