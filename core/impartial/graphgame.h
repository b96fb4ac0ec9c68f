#pragma once
/// Games on a directed graph (source 000 §1.3): a token moves along an arc; the player who
/// cannot move loses. Acyclic graphs: Grundy values in reverse topological order (Boost.Graph).
/// Graphs with cycles: P/N/draw labels by retrograde analysis and the generalised Sprague–Grundy
/// function (Smith; Fraenkel): finite values where they exist, ∞ with the finite values of the
/// followers otherwise, so no position is called a win or a loss wrongly.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/nimber.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gamelab {

struct Digraph {
  int vertices = 0;
  std::vector<std::pair<int, int>> arcs;               ///< (from, to); loops allowed
  std::vector<std::string> labels;                     ///< optional, per vertex
  std::vector<std::pair<double, double>> coordinates;  ///< optional, for drawing
  bool operator==(const Digraph&) const = default;
};

/// The generalised SG value of one vertex: finite `value`, or ∞ (infinite) with the finite
/// values among its followers (∞(K) in Fraenkel's notation).
struct GeneralisedValue {
  bool infinite = false;
  Nimber value = 0;                 ///< when finite
  std::vector<Nimber> followerValues;  ///< when infinite: the set K, sorted
  Outcome outcome() const;          ///< finite 0 → P, finite > 0 → N, ∞(K) → N iff 0 ∈ K, else Draw
  bool operator==(const GeneralisedValue&) const = default;
};

/// InvalidArgument VertexOutOfRange: `vertex`, found at `place` (a path such as "tokens/2"), is
/// not one of the vertices 0..vertices-1.
Error vertexOutOfRange(const std::string& place, int vertex, int vertices);
/// vertexOutOfRange for the first end of the arc or edge `ends`, at `place` ("arcs/3"), that is
/// not a vertex ("arcs/3/0" names the first end, "arcs/3/1" the second); nullopt when both are.
std::optional<Error> badEnd(std::pair<int, int> ends, int vertices, const std::string& place);

struct GraphAnalysis {
  bool acyclic = true;
  std::vector<GeneralisedValue> values;  ///< per vertex
};

/// The generalised Sprague–Grundy value of every vertex. Errors: InvalidArgument
/// MustBeNonNegative {"vertices", n} or VertexOutOfRange {"arcs/i/0" or "arcs/i/1", vertex,
/// vertices}; TooLarge TooManyArcs beyond 10⁷ arcs; Cancelled. O(V + E) for acyclic graphs;
/// the generalised function is polynomial.
Expected<GraphAnalysis> solveGraphGame(const Digraph& graph, const Progress& progress = Progress::none(),
                                       const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
