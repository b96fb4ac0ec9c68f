#include "core/strategic/lemkepath.h"

#include "core/lp/fractionfreesolver.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gamelab::lemke {

namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

/// Scales a rational matrix to integers (times the lcm of the denominators) and shifts it to >= 1.
std::vector<mpz_class> positiveIntegers(const RationalVector& matrix) {
  mpz_class lcm = 1;
  for (const Rational& v : matrix) mpz_lcm(lcm.get_mpz_t(), lcm.get_mpz_t(), v.get_den_mpz_t());
  std::vector<mpz_class> out(matrix.size());
  for (std::size_t k = 0; k < matrix.size(); ++k) out[k] = matrix[k].get_num() * (lcm / matrix[k].get_den());
  if (out.empty()) return out;
  const mpz_class low = *std::min_element(out.begin(), out.end());
  const mpz_class shift = 1 - low;
  for (mpz_class& v : out) v += shift;
  return out;
}

std::vector<double> scaledDoubles(const std::vector<mpz_class>& matrix) {
  double high = 1;
  for (const mpz_class& v : matrix) high = std::max(high, v.get_d());
  std::vector<double> out(matrix.size());
  for (std::size_t k = 0; k < matrix.size(); ++k) out[k] = matrix[k].get_d() / high;
  return out;
}

/// Dense tableau over T (double or mpz_class): rows x (m+n+1), last column the right-hand side.
template <typename T>
struct Tableau {
  std::size_t rows = 0, width = 0;
  std::size_t lexBegin = 0, lexEnd = 0;  ///< columns of the initial (slack) basis
  std::vector<T> cells;
  std::vector<std::size_t> basic;  ///< variable id per row
  T& at(std::size_t i, std::size_t j) { return cells[i * width + j]; }
  const T& at(std::size_t i, std::size_t j) const { return cells[i * width + j]; }
  std::size_t rhs() const { return width - 1; }
};

/// P (forP) has n rows: s_j + sum_i b_ij x_i = 1. Q has m rows: r_i + sum_j a_ij y_j = 1.
template <typename T, typename Matrix>
Tableau<T> initialTableau(std::size_t m, std::size_t n, const Matrix& matrix, bool forP) {
  Tableau<T> tab;
  tab.rows = forP ? n : m;
  tab.width = m + n + 1;
  tab.cells.assign(tab.rows * tab.width, T(0));
  tab.basic.resize(tab.rows);
  tab.lexBegin = forP ? m : 0;
  tab.lexEnd = forP ? m + n : m;
  for (std::size_t row = 0; row < tab.rows; ++row) {
    const std::size_t slack = forP ? m + row : row;
    tab.basic[row] = slack;
    tab.at(row, slack) = T(1);
    tab.at(row, tab.rhs()) = T(1);
    if (forP)
      for (std::size_t i = 0; i < m; ++i) tab.at(row, i) = matrix[i * n + row];
    else
      for (std::size_t j = 0; j < n; ++j) tab.at(row, m + j) = matrix[row * n + j];
  }
  return tab;
}

// ---- double ----------------------------------------------------------------------------

/// The float tableau in condensed form: one column per nonbasic variable (the basic ones are
/// unit columns and not stored), last column the right-hand side. Pivoting swaps the entering
/// and the leaving variable's roles and is one dense, contiguous rank-one update. It computes
/// the same numbers, in the same order, as Gauss-Jordan on the full tableau.
struct FloatTableau {
  std::size_t rows = 0, width = 0;       ///< width = nonbasic columns + 1
  std::size_t lexBegin = 0, lexEnd = 0;  ///< ids of the initial (slack) basis
  std::vector<double> cells;
  std::vector<std::size_t> basic;     ///< variable id per row
  std::vector<std::size_t> nonbasic;  ///< variable id per column
  std::vector<std::size_t> where;     ///< per id: its row when basic, else its column
  std::vector<bool> isBasic;          ///< per id
  double* row(std::size_t i) { return &cells[i * width]; }
  const double* row(std::size_t i) const { return &cells[i * width]; }
  double rhs(std::size_t i) const { return cells[i * width + width - 1]; }
  /// Entry (i, id) of the full tableau.
  double at(std::size_t i, std::size_t id) const {
    if (isBasic[id]) return where[id] == i ? 1.0 : 0.0;
    return cells[i * width + where[id]];
  }
};

/// P (forP): n rows s_j + sum_i b_ij x_i = 1, nonbasic x. Q: m rows r_i + sum_j a_ij y_j = 1.
FloatTableau initialFloatTableau(std::size_t m, std::size_t n, const std::vector<double>& matrix, bool forP) {
  FloatTableau tab;
  tab.rows = forP ? n : m;
  const std::size_t columns = forP ? m : n;
  tab.width = columns + 1;
  tab.lexBegin = forP ? m : 0;
  tab.lexEnd = forP ? m + n : m;
  tab.cells.assign(tab.rows * tab.width, 0.0);
  tab.isBasic.assign(m + n, false);
  tab.where.assign(m + n, 0);
  for (std::size_t r = 0; r < tab.rows; ++r) {
    const std::size_t id = tab.lexBegin + r;
    tab.basic.push_back(id);
    tab.isBasic[id] = true;
    tab.where[id] = r;
    double* cells = tab.row(r);
    for (std::size_t c = 0; c < columns; ++c) cells[c] = forP ? matrix[c * n + r] : matrix[r * n + c];
    cells[columns] = 1.0;
  }
  const std::size_t first = forP ? 0 : m;
  for (std::size_t c = 0; c < columns; ++c) {
    tab.nonbasic.push_back(first + c);
    tab.where[first + c] = c;
  }
  return tab;
}

bool lessWithTolerance(double a, double b, int& order) {
  const double tol = 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
  if (a < b - tol) { order = -1; return true; }
  if (a > b + tol) { order = 1; return true; }
  order = 0;
  return false;
}

/// The minimum-ratio row for nonbasic column `column`, ties broken lexicographically.
std::size_t chooseRow(const FloatTableau& tab, std::size_t column) {
  std::size_t best = kNone;
  double bestRatio = 0;
  for (std::size_t i = 0; i < tab.rows; ++i) {
    const double d = tab.row(i)[column];
    if (d <= 1e-12) continue;
    const double ratio = tab.rhs(i) / d;
    if (best == kNone) { best = i; bestRatio = ratio; continue; }
    int order = 0;
    if (!lessWithTolerance(ratio, bestRatio, order)) {
      const double db = tab.row(best)[column];
      for (std::size_t q = tab.lexBegin; q < tab.lexEnd; ++q)
        if (lessWithTolerance(tab.at(i, q) / d, tab.at(best, q) / db, order)) break;
    }
    if (order < 0) { best = i; bestRatio = ratio; }
  }
  return best;
}

// The row updates are most of a path's time: on x86-64 Linux the pivot is also compiled for
// AVX2 and chosen at load time. AVX2 without FMA rounds every product and difference exactly
// as SSE2 does, so both versions compute the same numbers.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__)
#define GAMELAB_LEMKE_PIVOT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define GAMELAB_LEMKE_PIVOT_CLONES
#endif

/// Pivots on (r, c): the variable of column c enters, the basic variable of row r leaves and
/// takes column c (its unit column e_r becomes (-T_ic / T_rc)_i, with 1 / T_rc in row r).
GAMELAB_LEMKE_PIVOT_CLONES void pivot(FloatTableau& tab, std::size_t r, std::size_t c) {
  const std::size_t width = tab.width;
  double* __restrict pr = tab.row(r);
  const double inv = 1.0 / pr[c];
  pr[c] = 0.0;  // column c is rewritten below; the zero keeps the row update uniform
  for (std::size_t j = 0; j < width; ++j) pr[j] *= inv;
  for (std::size_t i = 0; i < tab.rows; ++i) {
    if (i == r) continue;
    double* __restrict pi = tab.row(i);
    const double f = pi[c];
    if (f == 0.0) continue;
    for (std::size_t j = 0; j < width; ++j) pi[j] -= f * pr[j];
    pi[c] = 0.0 - f * inv;
  }
  pr[c] = inv;
  const std::size_t entering = tab.nonbasic[c], leaving = tab.basic[r];
  tab.basic[r] = entering;
  tab.nonbasic[c] = leaving;
  tab.isBasic[entering] = true;
  tab.isBasic[leaving] = false;
  tab.where[entering] = r;
  tab.where[leaving] = c;
}

std::vector<bool> basisOf(const FloatTableau& tab) { return tab.isBasic; }

// ---- exact (fraction-free) -------------------------------------------------------------

int compareRows(const Tableau<mpz_class>& tab, std::size_t i, std::size_t b, std::size_t column, mpz_class& l,
                mpz_class& r) {
  auto cmp = [&](std::size_t q) {
    mpz_mul(l.get_mpz_t(), tab.at(i, q).get_mpz_t(), tab.at(b, column).get_mpz_t());
    mpz_mul(r.get_mpz_t(), tab.at(b, q).get_mpz_t(), tab.at(i, column).get_mpz_t());
    return mpz_cmp(l.get_mpz_t(), r.get_mpz_t());
  };
  if (const int c = cmp(tab.rhs()); c != 0) return c;
  for (std::size_t q = tab.lexBegin; q < tab.lexEnd; ++q)
    if (const int c = cmp(q); c != 0) return c;
  return 0;
}

std::size_t chooseRow(const Tableau<mpz_class>& tab, std::size_t column) {
  std::size_t best = kNone;
  mpz_class l, r;
  for (std::size_t i = 0; i < tab.rows; ++i) {
    if (sgn(tab.at(i, column)) <= 0) continue;
    if (best == kNone || compareRows(tab, i, best, column, l, r) < 0) best = i;
  }
  return best;
}

/// Integer pivoting: row r stays; every other row i becomes (p·T_i − T_ic·T_r) / det, where
/// p = T_rc > 0 becomes the new determinant. Every division is exact.
bool pivot(Tableau<mpz_class>& tab, mpz_class& det, std::size_t r, std::size_t c, const CancelToken& cancel) {
  const mpz_class p = tab.at(r, c);
  const bool detIsOne = det == 1;
  mpz_class t;
  for (std::size_t i = 0; i < tab.rows; ++i) {
    if (i == r) continue;
    if ((i & 7) == 0 && cancel.isCancelled()) return false;
    const mpz_class f = tab.at(i, c);
    const bool fZero = sgn(f) == 0;
    mpz_class* row = &tab.cells[i * tab.width];
    const mpz_class* pivotRow = &tab.cells[r * tab.width];
    for (std::size_t j = 0; j < tab.width; ++j) {
      if (fZero && sgn(row[j]) == 0) continue;
      mpz_mul(t.get_mpz_t(), p.get_mpz_t(), row[j].get_mpz_t());
      if (!fZero) mpz_submul(t.get_mpz_t(), f.get_mpz_t(), pivotRow[j].get_mpz_t());
      if (detIsOne) mpz_swap(row[j].get_mpz_t(), t.get_mpz_t());
      else mpz_divexact(row[j].get_mpz_t(), t.get_mpz_t(), det.get_mpz_t());
    }
  }
  det = p;
  tab.basic[r] = c;
  return true;
}

template <typename T>
std::vector<bool> basisOf(const Tableau<T>& tab) {
  std::vector<bool> basic(tab.width - 1, false);
  for (std::size_t id : tab.basic) basic[id] = true;
  return basic;
}

/// The normalised values of the basic variables with ids in [begin, end) (shifted to 0).
RationalVector normalisedValues(const Tableau<mpz_class>& tab, std::size_t begin, std::size_t end) {
  RationalVector values(end - begin, Rational(0));
  mpz_class sum = 0;
  for (std::size_t row = 0; row < tab.rows; ++row)
    if (tab.basic[row] >= begin && tab.basic[row] < end) sum += tab.at(row, tab.rhs());
  for (std::size_t row = 0; row < tab.rows; ++row)
    if (tab.basic[row] >= begin && tab.basic[row] < end) {
      Rational v(tab.at(row, tab.rhs()), sum);
      v.canonicalize();
      values[tab.basic[row] - begin] = v;
    }
  return values;
}

/// Solves the tight constraints on one side: `support` variables, `tight` constraints with
/// matrix entry coefficient(tight, support); checks feasibility of the other constraints.
template <typename Coefficient>
bool solveSide(const std::vector<std::size_t>& support, const std::vector<std::size_t>& tight,
               const std::vector<std::size_t>& loose, std::size_t size, Coefficient coefficient, RationalVector& out) {
  if (support.empty() || support.size() != tight.size()) return false;
  const std::size_t k = support.size();
  std::vector<std::vector<mpz_class>> matrix(k, std::vector<mpz_class>(k));
  for (std::size_t r = 0; r < k; ++r)
    for (std::size_t c = 0; c < k; ++c) matrix[r][c] = coefficient(tight[r], support[c]);
  const auto solved = solveFractionFree(matrix, {std::vector<mpz_class>(k, mpz_class(1))});
  if (!solved || solved->singular) return false;
  const int sign = sgn(solved->denominator);
  const auto& num = solved->numerators[0];
  mpz_class sum = 0;
  for (const mpz_class& v : num) {
    if (sgn(v) * sign < 0) return false;
    sum += v;
  }
  if (sgn(sum) == 0) return false;
  for (std::size_t constraint : loose) {
    mpz_class slack = solved->denominator;
    for (std::size_t c = 0; c < k; ++c) slack -= coefficient(constraint, support[c]) * num[c];
    if (sgn(slack) * sign < 0) return false;
  }
  out.assign(size, Rational(0));
  for (std::size_t c = 0; c < k; ++c) {
    Rational v(num[c], sum);
    v.canonicalize();
    out[support[c]] = v;
  }
  return true;
}

}  // namespace

PositiveBimatrix makePositiveBimatrix(std::size_t m, std::size_t n, const RationalVector& a, const RationalVector& b) {
  PositiveBimatrix game;
  game.m = m;
  game.n = n;
  game.a = positiveIntegers(a);
  game.b = positiveIntegers(b);
  game.aFloat = scaledDoubles(game.a);
  game.bFloat = scaledDoubles(game.b);
  return game;
}

PathStatus floatPath(const PositiveBimatrix& game, std::size_t label, const CancelToken& cancel, PathEnd& end) {
  const std::size_t m = game.m, n = game.n;
  FloatTableau tabP = initialFloatTableau(m, n, game.bFloat, true);
  FloatTableau tabQ = initialFloatTableau(m, n, game.aFloat, false);
  // Paths of random games are heavy-tailed (tens of thousands of pivots at 100 x 100); the
  // cap only guards against cycling caused by rounding, so it is generous.
  const std::size_t cap = 2000000;
  std::size_t entering = label;
  bool inP = label < m;
  end.pivots = 0;
  for (;;) {
    if (cancel.isCancelled()) return PathStatus::Cancelled;
    FloatTableau& tab = inP ? tabP : tabQ;
    if (tab.isBasic[entering]) return PathStatus::Failed;  // not a complementary pivot
    const std::size_t column = tab.where[entering];
    const std::size_t row = chooseRow(tab, column);
    if (row == kNone) return PathStatus::Failed;
    const std::size_t leaving = tab.basic[row];
    pivot(tab, row, column);
    ++end.pivots;
    if (leaving == label) break;
    if (end.pivots > cap) return PathStatus::Failed;
    entering = leaving;
    inP = !inP;
  }
  end.basicP = basisOf(tabP);
  end.basicQ = basisOf(tabQ);
  return PathStatus::Done;
}

PathStatus exactPath(const PositiveBimatrix& game, std::size_t label, const CancelToken& cancel, PathEnd& end) {
  const std::size_t m = game.m, n = game.n;
  Tableau<mpz_class> tabP = initialTableau<mpz_class>(m, n, game.b, true);
  Tableau<mpz_class> tabQ = initialTableau<mpz_class>(m, n, game.a, false);
  mpz_class detP = 1, detQ = 1;
  std::size_t entering = label;
  bool inP = label < m;
  end.pivots = 0;
  for (;;) {
    if (cancel.isCancelled()) return PathStatus::Cancelled;
    Tableau<mpz_class>& tab = inP ? tabP : tabQ;
    const std::size_t row = chooseRow(tab, entering);
    if (row == kNone) return PathStatus::Failed;  // unbounded: impossible for positive payoffs
    const std::size_t leaving = tab.basic[row];
    if (!pivot(tab, inP ? detP : detQ, row, entering, cancel)) return PathStatus::Cancelled;
    ++end.pivots;
    if (leaving == label) break;
    entering = leaving;
    inP = !inP;
  }
  end.basicP = basisOf(tabP);
  end.basicQ = basisOf(tabQ);
  end.p = normalisedValues(tabP, 0, m);
  end.q = normalisedValues(tabQ, m, m + n);
  return PathStatus::Done;
}

bool recoverFromBasis(const PositiveBimatrix& game, PathEnd& end) {
  const std::size_t m = game.m, n = game.n;
  for (std::size_t id = 0; id < m + n; ++id)
    if (end.basicP[id] && end.basicQ[id]) return false;  // label missing: not completely labelled
  // P: basic x_i (support), tight columns j (s_j nonbasic): sum_i b_ij x_i = 1.
  std::vector<std::size_t> rows, tightCols, looseCols, cols, tightRows, looseRows;
  for (std::size_t i = 0; i < m; ++i) {
    if (end.basicP[i]) rows.push_back(i);
    (end.basicQ[i] ? looseRows : tightRows).push_back(i);
  }
  for (std::size_t j = 0; j < n; ++j) {
    if (end.basicQ[m + j]) cols.push_back(j);
    (end.basicP[m + j] ? looseCols : tightCols).push_back(j);
  }
  const bool okP = solveSide(rows, tightCols, looseCols, m,
                             [&](std::size_t j, std::size_t i) -> const mpz_class& { return game.at(game.b, i, j); },
                             end.p);
  if (!okP) return false;
  return solveSide(cols, tightRows, looseRows, n,
                   [&](std::size_t i, std::size_t j) -> const mpz_class& { return game.at(game.a, i, j); }, end.q);
}

}  // namespace gamelab::lemke
