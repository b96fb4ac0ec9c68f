#pragma once
/// The one door to Boost.Graph for the impartial solvers (Green Hackenbush, graph games).
/// Callers pass plain edge lists; no Boost type leaves boostgraphadapter.cpp.
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace gamelab::boostgraph {

/// Biconnected components (blocks) of an undirected graph on `vertices` vertices. `edges` must
/// be simple (no loops, no parallel edges; endpoints in range). Returns the block index of
/// every edge (0..count−1) and sets `count`. Iterative (Boost's DFS), O(V + E).
std::vector<std::size_t> biconnectedComponents(std::size_t vertices, const std::vector<std::pair<int, int>>& edges,
                                               std::size_t& count);

/// The vertices of a directed graph ordered so that every vertex comes after all of its
/// followers (reverse topological order), or nullopt when the graph has a cycle (loops count).
/// Endpoints must be in range. O(V + E).
std::optional<std::vector<int>> followersFirstOrder(std::size_t vertices, const std::vector<std::pair<int, int>>& arcs);

/// Kamada–Kawai spring layout of a connected undirected graph (Boost's
/// kamada_kawai_spring_layout started from a circle): positions whose distances approach
/// `edgeLength` times the graph distances. `edges` must be simple with endpoints in range and
/// connect all `vertices` (≥ 2). At most `maxSteps` node moves are made (the result is the
/// layout reached so far). Deterministic. O(V² + V·E log V) memory and time per sweep.
std::vector<std::pair<double, double>> kamadaKawaiLayout(std::size_t vertices, const std::vector<std::pair<int, int>>& edges,
                                                         double edgeLength, std::size_t maxSteps);

}  // namespace gamelab::boostgraph
