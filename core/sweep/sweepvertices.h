#pragma once
/// Building block of the exact sweep: the vertices of a best-response polyhedron at an
/// irrational candidate, found from the bases of the candidate search by exact signs at the root
/// (no arithmetic in the extension field), and their complementary pairs.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/sweep/sweepcandidates.h"

#include <utility>
#include <vector>

namespace gamelab::sweep {

/// A vertex at the root: a basis nonsingular and feasible there, with its labels (the point's
/// own zero coordinates, the opponent strategies that are best replies to it).
struct VertexAt {
  std::size_t basis = 0;  ///< index into the side's records
  std::vector<bool> zero, best;
};

/// The distinct vertices of one side at the root (two bases with the same labels give the same
/// point: a vertex is the one solution of its tight constraints). `k` is the side's strategy
/// count. Errors: Cancelled/Timeout, Internal (a sign left undecided).
Expected<std::vector<VertexAt>> verticesAt(const std::vector<BasisRecord>& records, std::size_t k,
                                           const RootCandidate& root, const CancelToken& cancel);

/// The complementary pairs (indices into the two lists): extreme equilibria at the root.
std::vector<std::pair<std::size_t, std::size_t>> complementaryPairs(const std::vector<VertexAt>& rows,
                                                                    const std::vector<VertexAt>& cols);

}  // namespace gamelab::sweep
