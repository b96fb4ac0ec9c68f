/// floatLemkePath: the complementary path in double precision on FloatBasis
/// (sequencelemkebasis.h): ratio test and lexicographic tie-breaking.
#include "core/tree/sequencelemkebasis.h"
#include "core/tree/sequencelemkesystem.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace gamelab::seqlemke {

namespace {

using floatpath::ix;
using floatpath::FloatBasis;
using floatpath::FloatSystem;
using floatpath::kPivotTolerance;
using floatpath::toFloat;

bool nearlyEqual(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)}); }

/// The leaving row for entering column d: minimum ratio, z0 on a tie, then lexicographic by
/// the rows of B⁻¹·B₀ (divided by d_i) in the order of the initial basis. -1 when none.
int chooseLeaving(const LemkeSystem& system, const FloatSystem& floatSystem, const FloatBasis& basis, const Eigen::VectorXd& beta,
                  const Eigen::VectorXd& d) {
  const std::vector<int>& basic = basis.basis();
  // One pass over the rows for the minimum ratio, remembering the eligible rows and their
  // ratios; the ties are then looked for among those only.
  thread_local std::vector<std::pair<int, double>> eligible;
  eligible.clear();
  double bestRatio = 0;
  int best = -1;
  const double* dd = d.data();
  const double* bb = beta.data();
  for (int i = 0; i < system.rows; ++i) {
    if (dd[i] <= kPivotTolerance || system.isFree(basic[ix(i)])) continue;
    const double ratio = std::max(bb[i], 0.0) / dd[i];
    eligible.emplace_back(i, ratio);
    if (best < 0 || ratio < bestRatio) {
      best = i;
      bestRatio = ratio;
    }
  }
  if (best < 0) return -1;
  std::vector<int> ties;
  for (const auto& [i, ratio] : eligible) {
    if (nearlyEqual(ratio, bestRatio)) {
      if (basic[ix(i)] == system.z0()) return i;
      ties.push_back(i);
    }
  }
  if (ties.size() <= 1) return best;
  // Lexicographic keys: key(c, t) = (B⁻¹·B₀)_{i,c} / d_i for tied row i = ties[t], from the
  // rows of B⁻¹ (one batched transposed solve), in initial-basis order, computed column by
  // column only for the rows still tied (the smallest key and those nearly equal to it).
  const Eigen::MatrixXd inverseRows = basis.btranRows(ties);
  std::vector<Eigen::Index> alive(ties.size());
  for (std::size_t t = 0; t < ties.size(); ++t) alive[t] = static_cast<Eigen::Index>(t);
  std::vector<double> key(ties.size());
  // Row-major copy: a key column reads one row for every alive tie (same sums, same order).
  const auto count = static_cast<std::size_t>(inverseRows.cols());
  thread_local std::vector<double> byRow;
  byRow.resize(ix(system.rows) * count);
  for (std::size_t t = 0; t < count; ++t) {
    const double* column = inverseRows.col(static_cast<Eigen::Index>(t)).data();
    for (int i = 0; i < system.rows; ++i) byRow[ix(i) * count + t] = column[i];
  }
  for (std::size_t c = 0; c < system.initialBasis.size() && alive.size() > 1; ++c) {
    const int v = system.initialBasis[c];
    // Each key's sum over the column's entries in order; all alive ties at once per entry.
    std::fill(key.begin(), key.begin() + static_cast<std::ptrdiff_t>(alive.size()), 0.0);
    bool any = false;
    for (int e = floatSystem.start[ix(v)]; e < floatSystem.start[ix(v) + 1]; ++e) {
      const double value = floatSystem.value[ix(e)];
      const double* row = byRow.data() + ix(floatSystem.row[ix(e)]) * count;
      for (std::size_t a = 0; a < alive.size(); ++a) {
        const double x = row[alive[a]];
        key[a] += value * x;
        any = any || x != 0;
      }
    }
    if (!any) continue;  // every key 0 (exactly): all stay tied
    double smallest = 0;
    for (std::size_t a = 0; a < alive.size(); ++a) {
      key[a] /= d[ties[ix(static_cast<int>(alive[a]))]];
      if (a == 0 || key[a] < smallest) smallest = key[a];
    }
    std::size_t kept = 0;
    for (std::size_t a = 0; a < alive.size(); ++a)
      if (nearlyEqual(key[a], smallest)) alive[kept++] = alive[a];
    alive.resize(kept);
  }
  const Eigen::Index chosen = alive.front();
  return ties[ix(static_cast<int>(chosen))];
}

}  // namespace

PathStatus floatLemkePath(const LemkeSystem& system, const PathContext& context, PathEnd& end) {
  const FloatSystem floatSystem = toFloat(system);
  FloatBasis basis(floatSystem, system.initialBasis, system.z0(), context.refactorEvery);
  if (!basis.refactor()) return PathStatus::Failed;
  Eigen::VectorXd beta = basis.solveRhs();
  int entering = system.firstEntering;
  double lowestZ0 = 1;
  end.pivots = 0;
  for (;;) {
    if (context.cancel.isCancelled()) return PathStatus::Cancelled;
    if (end.pivots > context.maxPivots) return PathStatus::Failed;
    const Eigen::VectorXd d = basis.ftran(entering);
    const int leave = chooseLeaving(system, floatSystem, basis, beta, d);
    if (leave < 0) return PathStatus::Failed;
    const int leaving = basis.basis()[ix(leave)];
    const double theta = std::max(beta[leave], 0.0) / d[leave];
    beta -= theta * d;
    beta[leave] = theta;
    basis.replace(leave, entering, d);
    ++end.pivots;
    if (leaving == system.z0()) break;
    entering = system.complement(leaving);
    if (entering < 0) return PathStatus::Failed;
    if (basis.needsRefactor()) {
      if (!basis.refactor()) return PathStatus::Failed;
      beta = basis.solveRhs();
    }
    if ((end.pivots & 63) == 0) {
      for (int i = 0; i < system.rows; ++i)
        if (basis.basis()[ix(i)] == system.z0()) lowestZ0 = std::min(lowestZ0, beta[i]);
      context.progress.report(std::clamp(1 - lowestZ0, 0.0, 1.0), "lemke");
    }
  }
  end.basis = basis.basis();
  return PathStatus::Done;
}

}  // namespace gamelab::seqlemke
