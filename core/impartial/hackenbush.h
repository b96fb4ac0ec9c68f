#pragma once
/// Green Hackenbush (source 000 §1.6): a picture of edges attached to the ground; a move cuts
/// one edge and removes everything no longer connected to the ground. Values by the colon
/// principle on trees and the fusion principle on any graph (cycles fused, with Boost.Graph's
/// biconnected components), so pictures with thousands of edges are instant; brute force only
/// in tests.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/nimber.h"

#include <utility>
#include <vector>

namespace gamelab {

/// Vertex 0 is the ground (all ground points are one vertex). Edges are unordered pairs;
/// loops (u, u) and parallel edges are allowed. Coordinates are for drawing only.
struct HackenbushPicture {
  int vertices = 1;
  std::vector<std::pair<int, int>> edges;
  std::vector<std::pair<double, double>> coordinates;  ///< per vertex, may be empty
  bool operator==(const HackenbushPicture&) const = default;
};

/// The picture after cutting edge `edge` and dropping what is no longer grounded (edges keep
/// their order; vertices unchanged).
HackenbushPicture cutEdge(const HackenbushPicture& picture, std::size_t edge);
/// Edges connected to the ground.
std::vector<bool> groundedEdges(const HackenbushPicture& picture);

/// The Grundy value (fusion, then colon principle). Errors: InvalidArgument NoGroundVertex, or
/// VertexOutOfRange {"edges/i/0" or "edges/i/1", vertex, vertices}; Cancelled.
/// No progress is reported.
Expected<Nimber> solveHackenbushValue(const HackenbushPicture& picture, const Progress& progress = Progress::none(),
                                      const CancelToken& cancel = CancelToken::none());
/// Edges whose cut leaves value 0 (normal play). No progress is reported; errors as above.
Expected<std::vector<std::size_t>> solveHackenbushWinningCuts(const HackenbushPicture& picture,
                                                              const Progress& progress = Progress::none(),
                                                              const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
