#pragma once
/// Exact vertex enumeration of a polytope given by inequalities (lrslib behind one adapter).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <functional>
#include <vector>

namespace gamelab {

/// H-representation in lrs's convention. Each row [b, a_1, ..., a_d] means
///   b + a_1 x_1 + ... + a_d x_d >= 0   (inequalities)   or   = 0   (equalities).
struct HRepresentation {
  int dimension = 0;
  std::vector<RationalVector> inequalities;
  std::vector<RationalVector> equalities;
};

struct VertexEnumerationResult {
  std::vector<RationalVector> vertices;  ///< each of length `dimension`, distinct
  /// Extreme rays (directions) if the set is unbounded; empty for a polytope.
  std::vector<RationalVector> rays;
};

/// Every vertex of {x : rows hold}. An empty set gives no vertices (not an error).
Expected<VertexEnumerationResult> enumerateVertices(const HRepresentation& polyhedron,
                                                    const Progress& progress = Progress::none(),
                                                    const CancelToken& cancel = CancelToken::none());

/// Streams the vertices of {x : rows hold} to `visit` as lrs finds them, without sorting
/// (lrs reports each vertex of a pointed polyhedron once; rays are skipped). `visit` returns
/// false to stop the enumeration early (not an error). The lrs lock is held for the whole run,
/// so `visit` must not enumerate vertices itself. Cancel is polled at every basis.
/// Returns the number of vertices visited. Errors: Cancelled/Timeout, Internal (a malformed polyhedron).
Expected<std::size_t> visitVertices(const HRepresentation& polyhedron,
                                    const std::function<bool(const RationalVector&)>& visit,
                                    const Progress& progress = Progress::none(),
                                    const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
