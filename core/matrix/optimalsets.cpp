#include "core/matrix/optimalsets.h"

#include "core/matrix/zerosumsolver.h"
#include "core/polytope/vertexenumeration.h"

#include <utility>

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

/// Exact rank of a rational matrix (row reduction; it is changed).
std::size_t rankOf(std::vector<RationalVector>& m, const CancelToken& cancel) {
  std::size_t rank = 0;
  const std::size_t cols = m.empty() ? 0 : m[0].size();
  for (std::size_t c = 0; c < cols && rank < m.size(); ++c) {
    if (cancel.isCancelled()) return 0;
    std::size_t pivot = rank;
    while (pivot < m.size() && m[pivot][c] == 0) ++pivot;
    if (pivot == m.size()) continue;
    std::swap(m[pivot], m[rank]);
    for (std::size_t r = rank + 1; r < m.size(); ++r) {
      if (m[r][c] == 0) continue;
      const Rational f = m[r][c] / m[rank][c];
      for (std::size_t k = c; k < cols; ++k) m[r][k] -= f * m[rank][k];
    }
    ++rank;
  }
  return rank;
}

/// True when `own` (optimal for the player whose strategies have n entries) is that player's
/// only optimal strategy, shown by the other's optimal strategy `other`: every optimal
/// strategy puts weight only on the lines k where `other` holds the value (payoff(k, l) summed
/// against `other` equals it) and meets the value exactly on the lines l where `other` puts
/// weight (complementary slackness); when those equations and Σ = 1 have rank equal to the
/// number of such k, they have one solution. (The usual case of a generic game: no vertex
/// enumeration is needed.)
template <class Coefficient>
bool pinnedDown(std::size_t n, std::size_t m, const Rational& value, const RationalVector& other, Coefficient coefficient,
                const CancelToken& cancel) {
  std::vector<std::size_t> lines;  // k: Σ_l coefficient(k, l) other_l == value
  for (std::size_t k = 0; k < n; ++k) {
    Rational sum(0);
    for (std::size_t l = 0; l < m; ++l)
      if (other[l] != 0) sum += coefficient(k, l) * other[l];
    if (sum == value) lines.push_back(k);
  }
  std::vector<RationalVector> system;  // one row per such k: its coefficients on supp(other), then 1
  for (std::size_t k : lines) {
    RationalVector row;
    for (std::size_t l = 0; l < m; ++l)
      if (other[l] != 0) row.push_back(coefficient(k, l));
    row.push_back(Rational(1));
    system.push_back(std::move(row));
  }
  return !lines.empty() && rankOf(system, cancel) == lines.size() && !cancel.isCancelled();
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
  const auto rowEntry = [&](std::size_t i, std::size_t j) -> const Rational& { return game.at(i, j); };
  const auto colEntry = [&](std::size_t j, std::size_t i) -> const Rational& { return game.at(i, j); };
  const bool known = options.rowStrategy && options.colStrategy;
  if (known && pinnedDown(game.rows, game.cols, value, *options.colStrategy, rowEntry, cancel)) {
    sets.rowVertices = {*options.rowStrategy};
  } else {
    if (cancel.isCancelled()) return stopError(cancel);
    auto rowSet = simplexSlice(game.rows, game.cols, value, +1, rowEntry);
    Progress rowProgress([&](double f, const std::string& stage) { progress.report(f < 0 ? f : f / 2, stage); });
    auto rows = enumerateVertices(rowSet, rowProgress, cancel);
    if (!rows) return rows.error();
    sets.rowVertices = std::move(rows->vertices);
  }

  // Player II: v - Σ_j a(i,j) q_j >= 0 for every row i.
  if (known && pinnedDown(game.cols, game.rows, value, *options.rowStrategy, colEntry, cancel)) {
    sets.colVertices = {*options.colStrategy};
  } else {
    if (cancel.isCancelled()) return stopError(cancel);
    auto colSet = simplexSlice(game.cols, game.rows, value, -1, colEntry);
    Progress colProgress([&](double f, const std::string& stage) { progress.report(f < 0 ? f : 0.5 + f / 2, stage); });
    auto cols = enumerateVertices(colSet, colProgress, cancel);
    if (!cols) return cols.error();
    sets.colVertices = std::move(cols->vertices);
  }
  return sets;
}

}  // namespace gamelab
