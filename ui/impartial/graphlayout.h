#pragma once
/// Where the graph board draws a digraph's vertices: its own coordinates when it has one pair
/// per vertex, else layers by longest path (world units, y up): terminal vertices on the
/// bottom row, every vertex one row above the highest follower it reaches along arcs that are
/// not part of a cycle (arcs closing a cycle are ignored for the layering), vertices in a row
/// ordered by the mean position of their followers.
#include "core/impartial/graphgame.h"

#include <utility>
#include <vector>

namespace gamelab::ui {

/// The layered layout, ignoring any coordinates the graph has.
std::vector<std::pair<double, double>> layeredGraphLayout(const Digraph& graph);
/// The graph's coordinates when complete, else layeredGraphLayout.
std::vector<std::pair<double, double>> graphCoordinates(const Digraph& graph);

}  // namespace gamelab::ui
