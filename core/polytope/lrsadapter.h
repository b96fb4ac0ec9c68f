#pragma once
/// The one door to lrslib. Only lrsadapter.cpp includes lrslib's headers; the rest of core
/// talks to lrs through this function.
#include "core/polytope/vertexenumeration.h"

namespace gamelab::detail {

/// Runs lrs's reverse search on a cleaned-up H-representation: dimension >= 1, at least one
/// row, no all-zero coefficient rows. Vertices and rays are returned as lrs reports them
/// (possibly with duplicates); lines of a lineality space come back as two opposite rays.
/// Calls are serialised (lrs keeps global state) and lrs never prints.
/// Errors: Cancelled, Timeout, Internal (lrs refused the input).
Expected<VertexEnumerationResult> lrsEnumerate(const HRepresentation& polyhedron, const Progress& progress,
                                               const CancelToken& cancel);

}  // namespace gamelab::detail
