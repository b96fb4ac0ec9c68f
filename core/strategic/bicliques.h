#pragma once
/// Maximal bicliques of a bipartite graph (private helper of bimatrixequilibria.cpp).
///
/// Left vertices 0..left-1, right vertices 0..right-1, edges as (left, right) pairs. A
/// biclique (X, Y) is maximal iff Y is exactly the set of common neighbours of X and X the set
/// of common neighbours of Y (a closed pair of the Galois connection); both sides are nonempty.
#include "core/common/cancel.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace gamelab::detail {

struct Biclique {
  std::vector<std::size_t> left, right;  ///< ascending
};

/// Every maximal biclique, sorted by (left, right). Isolated vertices belong to none.
/// Returns nullopt when `cancel` fired. The number of bicliques can be exponential in the
/// number of vertices; the search is incremental by intersection of neighbourhoods.
std::optional<std::vector<Biclique>> maximalBicliques(std::size_t left, std::size_t right,
                                                      const std::vector<std::pair<std::size_t, std::size_t>>& edges,
                                                      const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::detail
