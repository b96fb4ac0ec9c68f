#include "core/impartial/boostgraphadapter.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/biconnected_components.hpp>
#include <boost/graph/circle_layout.hpp>
// GCC 12 at -O3 reports -Wmaybe-uninitialized false positives inside the all-pairs shortest
// paths that kamada_kawai_spring_layout runs (edge iterators held in boost::optional).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/graph/kamada_kawai_spring_layout.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#include <boost/graph/topology.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/topological_sort.hpp>
#include <boost/property_map/property_map.hpp>

#include <cmath>
#include <iterator>

namespace gamelab::boostgraph {

std::vector<std::size_t> biconnectedComponents(std::size_t vertices, const std::vector<std::pair<int, int>>& edges,
                                               std::size_t& count) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                      boost::property<boost::edge_index_t, std::size_t>>;
  Graph graph(vertices);
  for (std::size_t i = 0; i < edges.size(); ++i)
    boost::add_edge(static_cast<std::size_t>(edges[i].first), static_cast<std::size_t>(edges[i].second), i, graph);
  std::vector<std::size_t> component(edges.size(), 0);
  auto map = boost::make_iterator_property_map(component.begin(), boost::get(boost::edge_index, graph));
  count = edges.empty() ? 0 : boost::biconnected_components(graph, map);
  return component;
}

std::optional<std::vector<int>> followersFirstOrder(std::size_t vertices, const std::vector<std::pair<int, int>>& arcs) {
  using Graph = boost::compressed_sparse_row_graph<boost::directedS>;
  std::vector<std::pair<std::size_t, std::size_t>> list;
  list.reserve(arcs.size());
  for (const auto& [from, to] : arcs) list.emplace_back(static_cast<std::size_t>(from), static_cast<std::size_t>(to));
  Graph graph(boost::edges_are_unsorted_multi_pass, list.begin(), list.end(), vertices);
  std::vector<int> order;
  order.reserve(vertices);
  try {
    // topological_sort writes vertices in order of DFS finishing time: followers first.
    std::vector<std::size_t> finished;
    finished.reserve(vertices);
    boost::topological_sort(graph, std::back_inserter(finished));
    for (std::size_t v : finished) order.push_back(static_cast<int>(v));
  } catch (const boost::not_a_dag&) {
    return std::nullopt;
  }
  return order;
}

std::vector<std::pair<double, double>> kamadaKawaiLayout(std::size_t vertices, const std::vector<std::pair<int, int>>& edges,
                                                         double edgeLength, std::size_t maxSteps) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                      boost::property<boost::edge_weight_t, double>>;
  using Topology = boost::square_topology<>;
  Graph graph(vertices);
  for (const auto& [a, b] : edges) boost::add_edge(static_cast<std::size_t>(a), static_cast<std::size_t>(b), 1.0, graph);
  std::vector<Topology::point_type> points(vertices);
  auto position = boost::make_iterator_property_map(points.begin(), boost::get(boost::vertex_index, graph));
  boost::circle_graph_layout(graph, position, edgeLength * static_cast<double>(vertices) / 6.0 + edgeLength);
  // Stop at Boost's usual tolerance or after maxSteps moves, whichever comes first.
  std::size_t steps = 0;
  boost::layout_tolerance<double> tolerance(1e-4);
  auto done = [&](double delta, std::size_t vertex, const Graph& g, bool global) {
    if (++steps > maxSteps) return true;
    return tolerance(delta, vertex, g, global);
  };
  boost::kamada_kawai_spring_layout(graph, position, boost::get(boost::edge_weight, graph), Topology(),
                                    boost::edge_length(edgeLength), done);
  std::vector<std::pair<double, double>> xy(vertices);
  for (std::size_t v = 0; v < vertices; ++v) xy[v] = {points[v][0], points[v][1]};
  return xy;
}

}  // namespace gamelab::boostgraph
