#include "core/matrix/optimalsets.h"

#include "core/matrix/zerosumsolver.h"
#include "core/polytope/vertexenumeration.h"

namespace gamelab {
namespace {

/// {x in the simplex of size n : sign * (Σ_k coefficient(k, l) x_k - value) >= 0 for each l < m}.
template <class Coefficient>
HRepresentation simplexSlice(std::size_t n, std::size_t m, const Rational& value, int sign, Coefficient coefficient) {
  HRepresentation h;
  h.dimension = static_cast<int>(n);
  RationalVector sum(n + 1, Rational(1));
  sum[0] = -1;  // -1 + Σ x = 0
  h.equalities.push_back(std::move(sum));
  for (std::size_t k = 0; k < n; ++k) {
    RationalVector nonnegative(n + 1);
    nonnegative[k + 1] = 1;
    h.inequalities.push_back(std::move(nonnegative));
  }
  for (std::size_t l = 0; l < m; ++l) {
    RationalVector row(n + 1);
    row[0] = -sign * value;
    for (std::size_t k = 0; k < n; ++k) row[k + 1] = sign * coefficient(k, l);
    h.inequalities.push_back(std::move(row));
  }
  return h;
}

}  // namespace

Expected<OptimalStrategySets> solveOptimalStrategySets(const MatrixGame& game, const OptimalStrategySetsOptions& options,
                                                       const Progress& progress, const CancelToken& cancel) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  Rational value;
  if (options.value) {
    value = *options.value;
  } else {
    auto solution = solveZeroSum(game, {}, Progress::none(), cancel);
    if (!solution) return solution.error();
    value = solution->value;
  }
  OptimalStrategySets sets;

  // Player I: Σ_i p_i a(i,j) - v >= 0 for every column j.
  auto rowSet = simplexSlice(game.rows, game.cols, value, +1,
                             [&](std::size_t i, std::size_t j) -> const Rational& { return game.at(i, j); });
  Progress rowProgress([&](double f, const std::string& stage) { progress.report(f < 0 ? f : f / 2, stage); });
  auto rows = enumerateVertices(rowSet, rowProgress, cancel);
  if (!rows) return rows.error();
  sets.rowVertices = std::move(rows->vertices);

  // Player II: v - Σ_j a(i,j) q_j >= 0 for every row i.
  auto colSet = simplexSlice(game.cols, game.rows, value, -1,
                             [&](std::size_t j, std::size_t i) -> const Rational& { return game.at(i, j); });
  Progress colProgress([&](double f, const std::string& stage) { progress.report(f < 0 ? f : 0.5 + f / 2, stage); });
  auto cols = enumerateVertices(colSet, colProgress, cancel);
  if (!cols) return cols.error();
  sets.colVertices = std::move(cols->vertices);
  return sets;
}

}  // namespace gamelab
