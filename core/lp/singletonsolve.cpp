#include "core/lp/singletonsolve.h"

#include "core/lp/dixonsolver.h"

#include <deque>

namespace gamelab::lpdetail {

namespace {

/// A pivot of the peeling: K's entry (row, col) is the only one left in its row (first phase)
/// or in its column (second phase).
struct Pivot {
  int row;
  int col;
};

struct Peeling {
  std::vector<Pivot> rowSingletons;     ///< in peeling order (the L block)
  std::vector<Pivot> columnSingletons;  ///< in peeling order (the U block)
  std::vector<int> coreRows, coreCols;  ///< what is left, ascending
  bool singular = false;
};

/// K by columns: each entry's row and value (the value stays in the row lists).
struct ColumnEntry {
  int row;
  const mpz_class* value;
};
using SparseColumns = std::vector<std::vector<ColumnEntry>>;

/// One phase of peel(): takes the queued lines (rows, or columns) that have a single active
/// entry, each with the cross line of that entry, until none is left. `count` holds each line's
/// active entries and is lowered as cross lines go; `pivot(line, cross)` records each pivot.
/// Returns false when a queued line has no active entry left (K is singular).
template <class Lines, class Crosses, class RecordPivot>
bool peelPhase(const Lines& lines, const Crosses& crosses, std::vector<int>& count, std::vector<char>& lineActive,
               std::vector<char>& crossActive, std::deque<int>& queue, RecordPivot pivot) {
  while (!queue.empty()) {
    const int line = queue.front();
    queue.pop_front();
    if (!lineActive[line]) continue;
    if (count[line] == 0) return false;
    int cross = -1;
    for (const auto& [index, value] : lines[line])
      if (crossActive[index]) cross = index;
    lineActive[line] = 0;
    crossActive[cross] = 0;
    pivot(line, cross);
    for (const auto& [other, value] : crosses[cross])
      if (lineActive[other] && --count[other] <= 1) queue.push_back(other);
  }
  return true;
}

/// Peels row singletons until none is left, then column singletons likewise.
Peeling peel(const std::vector<SparseIntegerRow>& rows, const SparseColumns& columns) {
  const int k = static_cast<int>(rows.size());
  Peeling p;
  std::vector<char> rowActive(k, 1), colActive(k, 1);
  std::vector<int> rowCount(k), colCount(k);
  for (int r = 0; r < k; ++r) rowCount[r] = static_cast<int>(rows[r].size());
  for (int c = 0; c < k; ++c) colCount[c] = static_cast<int>(columns[c].size());
  for (int r = 0; r < k; ++r)
    if (rowCount[r] == 0) p.singular = true;
  for (int c = 0; c < k; ++c)
    if (colCount[c] == 0) p.singular = true;
  if (p.singular) return p;

  std::deque<int> queue;
  for (int r = 0; r < k; ++r)
    if (rowCount[r] == 1) queue.push_back(r);
  if (!peelPhase(rows, columns, rowCount, rowActive, colActive, queue,
                 [&](int r, int c) { p.rowSingletons.push_back({r, c}); })) {
    p.singular = true;
    return p;
  }
  for (int c = 0; c < k; ++c) {
    if (!colActive[c]) continue;
    colCount[c] = 0;
    for (const auto& [r, value] : columns[c]) colCount[c] += rowActive[r];
    if (colCount[c] <= 1) queue.push_back(c);
  }
  if (!peelPhase(columns, rows, colCount, colActive, rowActive, queue,
                 [&](int c, int r) { p.columnSingletons.push_back({r, c}); })) {
    p.singular = true;
    return p;
  }
  for (int r = 0; r < k; ++r)
    if (rowActive[r]) p.coreRows.push_back(r);
  for (int c = 0; c < k; ++c)
    if (colActive[c]) p.coreCols.push_back(c);
  return p;
}

/// x_col from row·x = rhs, every other entry's x known.
Rational solveRow(const SparseIntegerRow& row, const Rational& rhs, int col, const RationalVector& x) {
  Rational rest = rhs;
  const mpz_class* pivot = nullptr;
  for (const auto& [j, value] : row) {
    if (j == col) pivot = &value;
    else rest -= Rational(value) * x[j];
  }
  return rest / Rational(*pivot);
}

/// y_row from columnᵀ·y = rhs, every other entry's y known.
Rational solveColumn(const std::vector<ColumnEntry>& column, const Rational& rhs, int row, const RationalVector& y) {
  Rational rest = rhs;
  const mpz_class* pivot = nullptr;
  for (const auto& [i, value] : column) {
    if (i == row) pivot = value;
    else rest -= Rational(*value) * y[i];
  }
  return rest / Rational(*pivot);
}

}  // namespace

Expected<SingletonSolution> solveBySingletons(const std::vector<SparseIntegerRow>& rows, const RationalVector& b,
                                              const RationalVector& c, const CancelToken& cancel) {
  const int k = static_cast<int>(rows.size());
  SparseColumns columns(k);
  for (int r = 0; r < k; ++r)
    for (const auto& [col, value] : rows[r]) columns[col].push_back({r, &value});
  const Peeling p = peel(rows, columns);
  SingletonSolution out;
  if (p.singular) {
    out.singular = true;
    return out;
  }
  out.coreSize = p.coreRows.size();
  RationalVector x(k), y(k);
  std::vector<char> xKnown(k, 0), yKnown(k, 0);

  // x through L: each row singleton's other entries are in columns already solved.
  for (const auto& [r, col] : p.rowSingletons) {
    x[col] = solveRow(rows[r], b[r], col, x);
    xKnown[col] = 1;
  }
  // y through Uᵀ: each column singleton's other entries are in rows already solved.
  for (const auto& [r, col] : p.columnSingletons) {
    y[r] = solveColumn(columns[col], c[col], r, y);
    yKnown[r] = 1;
  }
  if (cancel.isCancelled()) return stopError(cancel);

  // The core: C x_C = b_C − A x_L, Cᵀ y_C = c_C − Dᵀ y_U.
  if (!p.coreRows.empty()) {
    const std::size_t n = p.coreRows.size();
    std::vector<int> corePosition(k, -1);
    for (std::size_t a = 0; a < n; ++a) corePosition[p.coreCols[a]] = static_cast<int>(a);
    std::vector<std::vector<mpz_class>> core(n, std::vector<mpz_class>(n));
    RationalVector rhsX(n), rhsY(n);
    for (std::size_t a = 0; a < n; ++a) {
      const int r = p.coreRows[a];
      rhsX[a] = b[r];
      for (const auto& [j, value] : rows[r]) {
        if (corePosition[j] >= 0) core[a][corePosition[j]] = value;
        else if (xKnown[j]) rhsX[a] -= Rational(value) * x[j];
      }
    }
    for (std::size_t a = 0; a < n; ++a) {
      const int col = p.coreCols[a];
      rhsY[a] = c[col];
      for (const auto& [i, value] : columns[col])
        if (yKnown[i]) rhsY[a] -= Rational(*value) * y[i];
    }
    const IntegerVector intX = toIntegerVector(rhsX), intY = toIntegerVector(rhsY);
    auto sol = solveDixon(core, {intX.numerators}, {intY.numerators}, cancel);
    if (!sol) return sol.error();
    if (sol->singular) {
      out.singular = true;
      return out;
    }
    const IntegerVector coreX{std::move(sol->solutions[0].numerators), sol->solutions[0].denominator * intX.denominator};
    const IntegerVector coreY{std::move(sol->transposed[0].numerators),
                              sol->transposed[0].denominator * intY.denominator};
    for (std::size_t a = 0; a < n; ++a) {
      x[p.coreCols[a]] = coreX.at(a);
      y[p.coreRows[a]] = coreY.at(a);
    }
  }
  if (cancel.isCancelled()) return stopError(cancel);

  // x back through U: column singleton i's row has entries in later column singletons only
  // (besides solved columns); y back through Lᵀ: row singleton i's column likewise.
  for (auto it = p.columnSingletons.rbegin(); it != p.columnSingletons.rend(); ++it)
    x[it->col] = solveRow(rows[it->row], b[it->row], it->col, x);
  for (auto it = p.rowSingletons.rbegin(); it != p.rowSingletons.rend(); ++it)
    y[it->row] = solveColumn(columns[it->col], c[it->col], it->row, y);
  out.x = toIntegerVector(x);
  out.y = toIntegerVector(y);
  return out;
}

}  // namespace gamelab::lpdetail
