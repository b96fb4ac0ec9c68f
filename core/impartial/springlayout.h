#pragma once
/// Where to draw the vertices of a graph game, in abstract units (y up; the board turns them
/// into pixels): a spring layout (Kamada–Kawai, through boostgraphadapter.h) of each connected
/// component, arc directions ignored, turned to be wider than tall, the components side by
/// side, and no two vertices closer than kMinVertexDistance, so that no drawn vertex covers
/// another.
#include "core/impartial/graphgame.h"

#include <optional>
#include <utility>
#include <vector>

namespace gamelab {

/// Ideal length of an arc and the least distance between two vertices (abstract units).
inline constexpr double kSpringEdgeLength = 1.6;
inline constexpr double kMinVertexDistance = 1.2;
/// Larger graphs get no spring layout (its cost grows with the square of the vertices).
inline constexpr int kMaxSpringVertices = 200;

/// One position per vertex (loops and parallel arcs do not matter; arcs out of range are
/// ignored), or nullopt when the graph has more than kMaxSpringVertices vertices. Any two
/// vertices are at least kMinVertexDistance apart. Deterministic: the same graph gives the
/// same picture.
std::optional<std::vector<std::pair<double, double>>> springLayout(const Digraph& graph);

}  // namespace gamelab
