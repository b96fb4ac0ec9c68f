#include "core/polytope/vertexenumeration.h"

#include "core/polytope/lrsadapter.h"

#include <algorithm>
#include <string>

namespace gamelab {
namespace {

bool allZeroCoefficients(const RationalVector& row) {
  return std::all_of(row.begin() + 1, row.end(), [](const Rational& a) { return sgn(a) == 0; });
}

bool lexLess(const RationalVector& a, const RationalVector& b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

void sortUnique(std::vector<RationalVector>& points) {
  std::sort(points.begin(), points.end(), lexLess);
  points.erase(std::unique(points.begin(), points.end()), points.end());
}

/// Scales a direction so its first non-zero entry is ±1, making equal directions equal.
void normaliseRay(RationalVector& ray) {
  for (const auto& x : ray) {
    if (sgn(x) != 0) {
      const Rational scale = abs(x);
      for (auto& y : ray) y /= scale;
      return;
    }
  }
}

}  // namespace

Expected<VertexEnumerationResult> enumerateVertices(const HRepresentation& polyhedron, const Progress& progress,
                                                    const CancelToken& cancel) {
  if (polyhedron.dimension < 0)
    return makeError(ErrorCode::Internal, {"polyhedron dimension " + std::to_string(polyhedron.dimension)});
  const auto width = static_cast<std::size_t>(polyhedron.dimension) + 1;

  // Rows with no variable are either always true (drop them) or never (empty set).
  HRepresentation cleaned;
  cleaned.dimension = polyhedron.dimension;
  for (int pass = 0; pass < 2; ++pass) {
    const bool equality = pass == 0;
    const auto& rows = equality ? polyhedron.equalities : polyhedron.inequalities;
    for (const auto& row : rows) {
      if (row.size() != width)
        return makeError(ErrorCode::Internal, {"polyhedron row of " + std::to_string(row.size()) + " entries, expected " +
                                                        std::to_string(width)});
      if (allZeroCoefficients(row)) {
        const bool holds = equality ? sgn(row[0]) == 0 : sgn(row[0]) >= 0;
        if (!holds) return VertexEnumerationResult{};
        continue;
      }
      (equality ? cleaned.equalities : cleaned.inequalities).push_back(row);
    }
  }

  VertexEnumerationResult result;
  if (polyhedron.dimension == 0) {
    result.vertices.push_back({});  // the single point of R^0
    return result;
  }
  if (cleaned.equalities.empty() && cleaned.inequalities.empty()) {
    // All of R^d: no vertex, every coordinate direction is a line.
    for (std::size_t i = 0; i + 1 < width; ++i) {
      RationalVector e(width - 1), minus(width - 1);
      e[i] = 1;
      minus[i] = -1;
      result.rays.push_back(e);
      result.rays.push_back(minus);
    }
    return result;
  }
  if (cancel.isCancelled()) return stopError(cancel);

  auto enumerated = detail::lrsEnumerate(cleaned, progress, cancel);
  if (!enumerated) return enumerated.error();
  result = std::move(enumerated.value());
  for (auto& ray : result.rays) normaliseRay(ray);
  sortUnique(result.vertices);
  sortUnique(result.rays);
  progress.report(1.0, "vertices");
  return result;
}

}  // namespace gamelab
