#include "core/tree/sequenceformlinear.h"

#include <algorithm>
#include <functional>
#include <queue>

namespace gamelab {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

bool hasColumn(const std::vector<SparseEntry>& row, int column) {
  auto it = std::lower_bound(row.begin(), row.end(), column,
                             [](const SparseEntry& e, int c) { return e.column < c; });
  return it != row.end() && it->column == column;
}

const Rational& valueAt(const std::vector<SparseEntry>& row, int column) {
  return std::lower_bound(row.begin(), row.end(), column, [](const SparseEntry& e, int c) { return e.column < c; })
      ->value;
}

}  // namespace

Expected<SparseSolution> solveSparseSystem(const SparseSystem& system, const CancelToken& cancel) {
  const int n = system.unknowns;
  const auto m = static_cast<int>(system.rows.size());
  std::vector<std::vector<SparseEntry>> rows(ix(m));
  RationalVector rhs = system.rhs;
  std::vector<std::vector<int>> colRows(ix(n));
  std::vector<int> colCount(ix(n), 0);
  for (int r = 0; r < m; ++r) {
    for (const SparseEntry& e : system.rows[ix(r)])
      if (e.value != 0) rows[ix(r)].push_back(e);
    std::sort(rows[ix(r)].begin(), rows[ix(r)].end(),
              [](const SparseEntry& a, const SparseEntry& b) { return a.column < b.column; });
    for (const SparseEntry& e : rows[ix(r)]) {
      colRows[ix(e.column)].push_back(r);
      ++colCount[ix(e.column)];
    }
  }
  // Columns by current count (lazy: an entry is stale when its count no longer matches).
  using Candidate = std::pair<int, int>;  // (count, column)
  std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
  for (int j = 0; j < n; ++j)
    if (colCount[ix(j)] > 0) queue.emplace(colCount[ix(j)], j);
  auto changed = [&](int column) {
    if (colCount[ix(column)] > 0) queue.emplace(colCount[ix(column)], column);
  };
  std::vector<bool> active(ix(m), true), pivoted(ix(n), false);
  std::vector<std::pair<int, int>> pivots;  // (row, column) in elimination order
  std::vector<SparseEntry> merged;
  Rational factor, t;
  for (int step = 0;; ++step) {
    if ((step & 63) == 0 && cancel.isCancelled())
      return stopError(cancel);
    int c = -1;
    while (!queue.empty()) {
      const auto [count, column] = queue.top();
      queue.pop();
      if (!pivoted[ix(column)] && count == colCount[ix(column)] && count > 0) {
        c = column;
        break;
      }
    }
    if (c < 0) break;
    // Rows holding column c (drop stale entries), the shortest one pivots.
    std::vector<int>& holders = colRows[ix(c)];
    std::sort(holders.begin(), holders.end());
    holders.erase(std::unique(holders.begin(), holders.end()), holders.end());
    holders.erase(std::remove_if(holders.begin(), holders.end(),
                                 [&](int r) { return !active[ix(r)] || !hasColumn(rows[ix(r)], c); }),
                  holders.end());
    int r = -1;
    for (int h : holders)
      if (r < 0 || rows[ix(h)].size() < rows[ix(r)].size()) r = h;
    const std::vector<SparseEntry>& pivotRow = rows[ix(r)];
    const Rational pivot = valueAt(pivotRow, c);
    for (int i : holders) {
      if (i == r) continue;
      std::vector<SparseEntry>& row = rows[ix(i)];
      factor = valueAt(row, c) / pivot;
      merged.clear();
      merged.reserve(row.size() + pivotRow.size());
      std::size_t a = 0, b = 0;
      while (a < row.size() || b < pivotRow.size()) {
        if (b == pivotRow.size() || (a < row.size() && row[a].column < pivotRow[b].column)) {
          merged.push_back(std::move(row[a++]));
        } else if (a == row.size() || pivotRow[b].column < row[a].column) {  // fill-in
          const int col = pivotRow[b].column;
          t = -factor * pivotRow[b++].value;
          merged.push_back({col, t});
          colRows[ix(col)].push_back(i);
          ++colCount[ix(col)];
          changed(col);
        } else {
          const int col = row[a].column;
          if (col != c) {
            t = row[a].value - factor * pivotRow[b].value;
            if (t != 0) {
              merged.push_back({col, t});
            } else {
              --colCount[ix(col)];
              changed(col);
            }
          } else {
            --colCount[ix(col)];
          }
          ++a;
          ++b;
        }
      }
      row.swap(merged);
      rhs[ix(i)] -= factor * rhs[ix(r)];
    }
    active[ix(r)] = false;
    for (const SparseEntry& e : pivotRow) {
      --colCount[ix(e.column)];
      changed(e.column);
    }
    pivoted[ix(c)] = true;
    pivots.emplace_back(r, c);
    holders.clear();
  }
  SparseSolution solution;
  solution.consistent = true;
  for (int r = 0; r < m; ++r)
    if (active[ix(r)] && rhs[ix(r)] != 0) solution.consistent = false;
  solution.unique = static_cast<int>(pivots.size()) == n;
  if (!solution.consistent) return solution;
  solution.values.assign(ix(n), Rational(0));
  if (system.freeValues.size() == ix(n))
    for (int j = 0; j < n; ++j)
      if (!pivoted[ix(j)]) solution.values[ix(j)] = system.freeValues[ix(j)];
  for (auto it = pivots.rbegin(); it != pivots.rend(); ++it) {
    const auto [r, c] = *it;
    Rational sum = rhs[ix(r)];
    const Rational* pivot = nullptr;
    for (const SparseEntry& e : rows[ix(r)]) {
      if (e.column == c) pivot = &e.value;
      else if (solution.values[ix(e.column)] != 0) sum -= e.value * solution.values[ix(e.column)];
    }
    solution.values[ix(c)] = sum / *pivot;
  }
  return solution;
}

}  // namespace gamelab
