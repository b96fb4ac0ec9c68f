#include "core/impartial/boostgraphadapter.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/biconnected_components.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/topological_sort.hpp>
#include <boost/property_map/property_map.hpp>

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

}  // namespace gamelab::boostgraph
