#include "core/strategic/correlatedequilibrium.h"

#include "core/lp/lpproblem.h"
#include "core/polytope/vertexenumeration.h"
#include "core/strategic/opponentprofiles.h"

#include <algorithm>
#include <string>

namespace gamelab {
namespace {

/// Largest number of profiles (LP variables) attempted.
constexpr std::size_t kMaxProfiles = 200'000;

/// One incentive constraint Σ_t coefficient_t π_t >= 0 (sparse, non-zero terms only).
using Incentive = std::vector<std::pair<std::size_t, Rational>>;

/// For every player k and ordered pair s != s' of k's strategies: the terms
/// π(s, o) (u_k(s, o) − u_k(s', o)) over the others' profiles o. Rows without a non-zero
/// coefficient (always satisfied) are left out.
std::vector<Incentive> incentiveConstraints(const StrategicGame& game, const CancelToken& cancel, bool& cancelled) {
  std::vector<Incentive> rows;
  cancelled = false;
  for (std::size_t k = 0; k < game.players(); ++k) {
    const std::size_t stride = game.stride(k), m = game.strategies(k);
    const std::vector<std::size_t> bases = strategicdetail::opponentBases(game, k);
    for (std::size_t s = 0; s < m; ++s)
      for (std::size_t deviation = 0; deviation < m; ++deviation) {
        if (deviation == s) continue;
        if (cancel.isCancelled()) {
          cancelled = true;
          return rows;
        }
        Incentive row;
        for (std::size_t base : bases) {
          const std::size_t t = base + s * stride;
          Rational gain = game.payoff(t, k) - game.payoff(base + deviation * stride, k);
          if (gain != 0) row.emplace_back(t, std::move(gain));
        }
        if (!row.empty()) rows.push_back(std::move(row));
      }
  }
  return rows;
}

}  // namespace

bool isCorrelatedEquilibrium(const StrategicGame& game, const RationalVector& distribution) {
  if (game.players() == 0 || distribution.size() != game.profileCount()) return false;
  Rational sum = 0;
  for (const Rational& x : distribution) {
    if (x < 0) return false;
    sum += x;
  }
  if (sum != 1) return false;
  for (std::size_t k = 0; k < game.players(); ++k) {
    const std::size_t stride = game.stride(k), m = game.strategies(k);
    const std::vector<std::size_t> bases = strategicdetail::opponentBases(game, k);
    for (std::size_t s = 0; s < m; ++s)
      for (std::size_t deviation = 0; deviation < m; ++deviation) {
        if (deviation == s) continue;
        Rational gain = 0;
        for (std::size_t base : bases) {
          const std::size_t t = base + s * stride;
          if (distribution[t] != 0) gain += distribution[t] * (game.payoff(t, k) - game.payoff(base + deviation * stride, k));
        }
        if (gain < 0) return false;
      }
  }
  return true;
}

Expected<CorrelatedEquilibria> solveCorrelatedEquilibria(const StrategicGame& game, const CorrelatedOptions& options,
                                                         const Progress& progress, const CancelToken& cancel) {
  if (game.players() == 0) return makeError(ErrorCode::EmptyGame);
  const std::size_t cells = game.profileCount(), n = game.players();
  if (cells > kMaxProfiles)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyProfiles, {std::to_string(cells), std::to_string(kMaxProfiles)});
  progress.report(0.0, "correlated");
  bool cancelled = false;
  const std::vector<Incentive> incentives = incentiveConstraints(game, cancel, cancelled);
  if (cancelled) return stopError(cancel);

  // max Σ_t (Σ_k u_k(t)) π_t  subject to  π >= 0, Σ π = 1, the incentive constraints.
  LpProblem lp;
  lp.sense = LpSense::Maximize;
  for (std::size_t t = 0; t < cells; ++t) {
    Rational total = 0;
    for (std::size_t k = 0; k < n; ++k) total += game.payoff(t, k);
    lp.addVariable(total);
  }
  std::vector<LpTerm> sum;
  for (std::size_t t = 0; t < cells; ++t) sum.push_back({static_cast<int>(t), Rational(1)});
  lp.addRow(std::move(sum), Rational(1), Rational(1));
  for (const Incentive& row : incentives) {
    // Rows scaled to a largest coefficient of 1 (same constraint; Clp's answer is then far
    // more often optimal as it stands, which spares the slow exact repair).
    Rational largest = 0;
    for (const auto& entry : row) largest = std::max<Rational>(largest, abs(entry.second));
    std::vector<LpTerm> terms;
    for (const auto& [t, c] : row) terms.push_back({static_cast<int>(t), c / largest});
    lp.addRow(std::move(terms), Rational(0), std::nullopt);
  }
  auto solution = solveLp(lp, LpOptions{}, Progress::none(), cancel);
  if (!solution) return solution.error();
  // The set contains every Nash equilibrium, so it is never empty and the LP is bounded.
  if (solution->status != LpStatus::Optimal || !solution->exact)
    return makeError(ErrorCode::NumericalFailure, {"correlated-equilibrium LP not solved exactly"});

  CorrelatedEquilibria result;
  result.bestDistribution = solution->x;
  result.bestPayoffs.assign(n, Rational(0));
  for (std::size_t t = 0; t < cells; ++t)
    if (result.bestDistribution[t] != 0)
      for (std::size_t k = 0; k < n; ++k) result.bestPayoffs[k] += result.bestDistribution[t] * game.payoff(t, k);
  result.bestTotalPayoff = 0;
  for (const Rational& x : result.bestPayoffs) result.bestTotalPayoff += x;
  result.verified = isCorrelatedEquilibrium(game, result.bestDistribution) && result.bestTotalPayoff == solution->objective;

  if (options.vertexProfileLimit > 0 && cells <= options.vertexProfileLimit) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(0.5, "correlated");
    HRepresentation h;
    h.dimension = static_cast<int>(cells);
    RationalVector total(cells + 1, Rational(1));
    total[0] = -1;  // -1 + Σ π = 0
    h.equalities.push_back(std::move(total));
    for (std::size_t t = 0; t < cells; ++t) {
      RationalVector nonnegative(cells + 1);
      nonnegative[t + 1] = 1;
      h.inequalities.push_back(std::move(nonnegative));
    }
    for (const Incentive& row : incentives) {
      RationalVector inequality(cells + 1);
      for (const auto& [t, c] : row) inequality[t + 1] = c;
      h.inequalities.push_back(std::move(inequality));
    }
    Progress sub([&](double f, const std::string&) { progress.report(f < 0 ? f : 0.5 + f / 2, "correlated"); });
    auto vertices = enumerateVertices(h, sub, cancel);
    if (!vertices) return vertices.error();
    result.vertices = std::move(vertices->vertices);
    std::sort(result.vertices.begin(), result.vertices.end());
    result.verticesComputed = true;
  }
  progress.report(1.0, "correlated");
  return result;
}

}  // namespace gamelab
