/// exactLemkePath: the complementary path on a dense fraction-free integer tableau.
#include "core/tree/sequencelemkesystem.h"

#include <gmpxx.h>

#include <algorithm>

namespace gamelab::seqlemke {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// det·B⁻¹·[M | b] for the current basis B, M scaled to integers row by row; det is the last
/// pivot element (every entry is a minor of the scaled [M | b]; true values are entry / det).
struct IntegerTableau {
  int rows = 0, width = 0;  ///< width = unknowns + 1 (the last column is b)
  std::vector<mpz_class> cells;
  mpz_class det = 1;
  std::vector<int> basic;  ///< unknown per row, -1 before the initial basis is pivoted in

  mpz_class& at(int i, int j) { return cells[ix(i) * ix(width) + ix(j)]; }
  const mpz_class& at(int i, int j) const { return cells[ix(i) * ix(width) + ix(j)]; }

  /// Gauss–Jordan pivot on (r, s), fraction-free (exact division by the previous det).
  /// Returns false when cancelled.
  bool pivot(int r, int s, const CancelToken& cancel) {
    const mpz_class element = at(r, s);
    mpz_class t;
    for (int i = 0; i < rows; ++i) {
      if (i == r) continue;
      if ((i & 15) == 0 && cancel.isCancelled()) return false;
      const mpz_class factor = at(i, s);
      mpz_class* row = &cells[ix(i) * ix(width)];
      const mpz_class* pivotRow = &cells[ix(r) * ix(width)];
      for (int j = 0; j < width; ++j) {
        if (sgn(factor) == 0) {
          if (sgn(row[j]) == 0) continue;
          row[j] *= element;
        } else {
          row[j] *= element;
          t = factor * pivotRow[j];
          row[j] -= t;
        }
        mpz_divexact(row[j].get_mpz_t(), row[j].get_mpz_t(), det.get_mpz_t());
      }
    }
    det = element;
    basic[ix(r)] = s;
    return true;
  }
};

/// Fills the scaled system: each row times the lcm of its denominators.
IntegerTableau makeTableau(const LemkeSystem& system) {
  IntegerTableau tab;
  tab.rows = system.rows;
  tab.width = system.variables + 1;
  tab.cells.resize(ix(tab.rows) * ix(tab.width));
  tab.basic.assign(ix(tab.rows), -1);
  std::vector<mpz_class> lcm(ix(system.rows), mpz_class(1));
  auto include = [&](int row, const Rational& v) {
    mpz_lcm(lcm[ix(row)].get_mpz_t(), lcm[ix(row)].get_mpz_t(), v.get_den_mpz_t());
  };
  for (const auto& column : system.columns)
    for (const SparseColumnEntry& e : column) include(e.row, e.value);
  for (int i = 0; i < system.rows; ++i) include(i, system.rhs[ix(i)]);
  for (int v = 0; v < system.variables; ++v)
    for (const SparseColumnEntry& e : system.columns[ix(v)])
      tab.at(e.row, v) = e.value.get_num() * (lcm[ix(e.row)] / e.value.get_den());
  for (int i = 0; i < system.rows; ++i) {
    const Rational& b = system.rhs[ix(i)];
    tab.at(i, system.variables) = b.get_num() * (lcm[ix(i)] / b.get_den());
  }
  return tab;
}

/// a/b < c/d for b·d > 0: a·d < c·b. Returns -1, 0, 1.
int compareRatios(const mpz_class& a, const mpz_class& b, const mpz_class& c, const mpz_class& d) {
  const mpz_class left = a * d, right = c * b;
  return cmp(left, right);
}

}  // namespace

PathStatus exactLemkePath(const LemkeSystem& system, const PathContext& context, PathEnd& end) {
  if (system.rows > kExactLemkeMaxRows) return PathStatus::Failed;
  IntegerTableau tab = makeTableau(system);
  // Pivot the initial basis in: each of its unknowns on a free row with a nonzero entry.
  for (int v : system.initialBasis) {
    int row = -1;
    for (int i = 0; i < tab.rows && row < 0; ++i)
      if (tab.basic[ix(i)] < 0 && sgn(tab.at(i, v)) != 0) row = i;
    if (row < 0) return PathStatus::Failed;  // singular (a bug in the system)
    if (!tab.pivot(row, v, context.cancel)) return PathStatus::Cancelled;
  }
  const int rhs = system.variables;
  int entering = system.firstEntering;
  end.pivots = 0;
  std::vector<int> ties;
  for (;;) {
    if (context.cancel.isCancelled()) return PathStatus::Cancelled;
    if (end.pivots > context.maxPivots) return PathStatus::Failed;
    const int detSign = sgn(tab.det);
    // Minimum ratio over rows whose basic unknown may leave and whose entry is positive.
    ties.clear();
    int best = -1;
    for (int i = 0; i < tab.rows; ++i) {
      if (system.isFree(tab.basic[ix(i)]) || sgn(tab.at(i, entering)) != detSign) continue;
      if (best < 0) {
        best = i;
        ties.assign(1, i);
        continue;
      }
      const int order = compareRatios(tab.at(i, rhs), tab.at(i, entering), tab.at(best, rhs), tab.at(best, entering));
      if (order < 0) {
        best = i;
        ties.assign(1, i);
      } else if (order == 0) {
        ties.push_back(i);
      }
    }
    if (best < 0) return PathStatus::Failed;  // a ray: impossible for this system
    int leave = -1;
    for (int i : ties)
      if (tab.basic[ix(i)] == system.z0()) leave = i;
    // Lexicographic: the columns of the initial basis, in its order, divided by the entry.
    for (std::size_t k = 0; leave < 0 && k < system.initialBasis.size(); ++k) {
      const int column = system.initialBasis[k];
      std::vector<int> kept{ties[0]};
      for (std::size_t t = 1; t < ties.size(); ++t) {
        const int i = ties[t], j = kept[0];
        const int order = compareRatios(tab.at(i, column), tab.at(i, entering), tab.at(j, column), tab.at(j, entering));
        if (order < 0) kept.assign(1, i);
        else if (order == 0) kept.push_back(i);
      }
      ties = std::move(kept);
      if (ties.size() == 1) leave = ties[0];
    }
    if (leave < 0) return PathStatus::Failed;
    const int leaving = tab.basic[ix(leave)];
    if (!tab.pivot(leave, entering, context.cancel)) return PathStatus::Cancelled;
    ++end.pivots;
    if (leaving == system.z0()) break;
    entering = system.complement(leaving);
    if (entering < 0) return PathStatus::Failed;
  }
  end.basis = tab.basic;
  return PathStatus::Done;
}

}  // namespace gamelab::seqlemke
