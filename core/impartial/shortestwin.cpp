#include "core/impartial/shortestwin.h"

#include "core/impartial/pyramidvalues.h"

#include <algorithm>
#include <array>
#include <climits>
#include <string>
#include <unordered_map>

namespace gamelab {

namespace {

constexpr int kMaxStones = 1000000;  ///< the largest stone game of a table

// ---------------------------------------------------------------- stone game

/// W/D recursion (digest §5–6): x stones, the player to move. x = 1: lost (must take it), D = 0.
/// Moves u ∈ {1,2,3}, u < x. Win: W = 1 + min over moves to lost positions of D; loss:
/// D = max over moves of W.
struct StoneValue {
  bool win = false;
  int count = 0;
};

std::vector<StoneValue> stoneValues(int maxStones) {
  std::vector<StoneValue> v(static_cast<std::size_t>(maxStones) + 1);
  if (maxStones >= 1) v[1] = {false, 0};
  for (int x = 2; x <= maxStones; ++x) {
    int best = INT_MAX, worst = 0;
    for (int u = 1; u <= 3 && u < x; ++u) {
      const StoneValue& c = v[x - u];
      if (!c.win) best = std::min(best, 1 + c.count);
      else worst = std::max(worst, c.count);
    }
    v[x] = best != INT_MAX ? StoneValue{true, best} : StoneValue{false, worst};
  }
  return v;
}

/// The source's literal DP for M stones (terminal costs k(0) = 0, k(1) = L).
int stoneLiteralDp(int m, int L) {
  std::vector<int> v(static_cast<std::size_t>(m) + 1, 0);
  v[0] = 0;
  if (m >= 1) v[1] = L;
  for (int x = 2; x <= m; ++x) {
    int best = INT_MAX;
    for (int u = 1; u <= 3 && u < x; ++u) {
      const int h = x - u;
      int worst = 0;  // max over T(x, u); T = {0} when the opponent faces one stone
      if (h == 1) worst = v[0];
      for (int w = 1; w <= 3 && w < h; ++w) worst = std::max(worst, v[h - w]);
      best = std::min(best, 1 + worst);
    }
    v[x] = best;
  }
  return v[m];
}

// ---------------------------------------------------------------- pyramid

constexpr int kMaxRun = kPyramidMaxRun;
constexpr int kMaxRuns = 120;  ///< the most non-empty rows of a position solved
using Counts = PyramidCounts;  // counts[i] = runs of length i (i >= 1)

struct Key {
  std::uint64_t lo = 0, hi = 0;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const {
    return std::hash<std::uint64_t>()(k.lo * 0x9E3779B97F4A7C15ull ^ (k.hi + 0x632BE59BD9B4E019ull));
  }
};

Key keyOf(const Counts& c) {
  Key k;
  for (int i = 1; i <= kMaxRun; ++i) {
    const std::uint64_t v = c[static_cast<std::size_t>(i)];
    if (i <= 9) k.lo |= v << ((i - 1) * 7);
    else k.hi |= v << ((i - 10) * 7);
  }
  return k;
}

int runCount(const Counts& c) {
  int s = 0;
  for (int i = 1; i <= kMaxRun; ++i) s += c[static_cast<std::size_t>(i)];
  return s;
}

bool losing(const Counts& c) { return pyramidLosing(c); }

struct Decision {
  int n, u2, u3;
};

/// U(x): the decisions of digest §4 (mirror images once; no self-losing whole-run removal).
template <class Fn>
void forEachDecision(const Counts& c, Fn&& fn) {
  const bool single = runCount(c) == 1;
  for (int n = 1; n <= kMaxRun; ++n) {
    if (c[static_cast<std::size_t>(n)] == 0) continue;
    for (const PyramidMove& m : pyramidMoves(n)) {
      if (single && n >= 2 && m.a == 0 && m.b == 0) continue;
      Counts next = c;
      --next[static_cast<std::size_t>(n)];
      if (m.a > 0) ++next[static_cast<std::size_t>(m.a)];
      if (m.b > 0) ++next[static_cast<std::size_t>(m.b)];
      fn(Decision{n, m.u2, m.u3}, next);
    }
  }
}

class PyramidSolver {
 public:
  explicit PyramidSolver(const CancelToken& cancel) : cancel_(cancel), values_(cancel) {}

  /// Win: W (own moves); loss: D (see PyramidValueTable::value). Returns -1 on cancel.
  int value(const Counts& c) { return values_.value(c); }

  /// The source's literal DP (all decisions, terminal costs 0 / L).
  int literal(const Counts& c, int L) {
    if (runCount(c) == 0) return 0;
    if (runCount(c) == 1 && c[1] == 1) return L;
    const Key key = keyOf(c);
    if (auto it = literalMemo_.find(key); it != literalMemo_.end()) return it->second;
    if ((++steps_ & 0xFFF) == 0 && cancel_.isCancelled()) cancelled_ = true;
    if (cancelled_) return -1;
    int best = INT_MAX;
    forEachDecision(c, [&](const Decision&, const Counts& h) {
      if (cancelled_) return;
      int worst = 0;
      bool any = false;
      forEachDecision(h, [&](const Decision&, const Counts& y) {
        if (cancelled_) return;
        any = true;
        worst = std::max(worst, literal(y, L));
      });
      if (!any) worst = 0;  // T = {0}
      best = std::min(best, 1 + worst);
    });
    if (cancelled_) return -1;
    literalMemo_.emplace(key, best);
    return best;
  }

  bool cancelled() const { return cancelled_ || values_.cancelled(); }
  /// The literal values depend on L: forget them before another start position.
  void resetLiteral() { literalMemo_.clear(); }

 private:
  const CancelToken& cancel_;
  PyramidValueTable values_;
  std::unordered_map<Key, int, KeyHash> literalMemo_;
  std::size_t steps_ = 0;
  bool cancelled_ = false;
};

Expected<ShortestWin> solvePyramid(PyramidSolver& solver, const std::vector<int>& rows, const CancelToken& cancel) {
  Counts c{};
  int sticks = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int r = rows[i];
    if (r < 0 || r > kMaxRun)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::RowLengthOutOfRange,
                              {std::to_string(i), std::to_string(r), std::to_string(kMaxRun)});
    if (r > 0) ++c[static_cast<std::size_t>(r)];
    sticks += r;
  }
  if (sticks == 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::NoSticks);
  if (runCount(c) > kMaxRuns)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyRows,
                            {std::to_string(runCount(c)), std::to_string(kMaxRuns)});
  ShortestWin out;
  out.size = static_cast<int>(rows.size());
  out.threshold = (sticks + 1) / 2;
  const int v = solver.value(c);
  if (v < 0) return stopError(cancel);
  const bool single = runCount(c) == 1 && c[1] == 1;
  out.firstPlayerWins = !single && !losing(c);
  out.moves = v;
  // Optimal first moves (shortest win, or longest resistance).
  forEachDecision(c, [&](const Decision& d, const Counts& next) {
    if (solver.cancelled()) return;
    if (out.firstPlayerWins) {
      if (losing(next) && 1 + solver.value(next) == v) out.firstMoves.push_back({d.n, d.u2, d.u3});
    } else if (solver.value(next) == v) {
      out.firstMoves.push_back({d.n, d.u2, d.u3});
    }
  });
  if (solver.cancelled()) return stopError(cancel);
  if (out.firstPlayerWins) out.dpValue = v;
  else if (sticks <= 36) {
    solver.resetLiteral();
    const int lit = solver.literal(c, out.threshold);
    if (lit < 0) return stopError(cancel);
    out.dpValue = lit;
  }
  return out;
}

}  // namespace

Expected<std::vector<ShortestWin>> solveStoneGameTable(const StoneGameTableOptions& options, const Progress&,
                                                       const CancelToken& cancel) {
  const int maxStones = options.maxStones;
  if (maxStones < 2 || maxStones > kMaxStones)
    return makeProblemError(maxStones < 2 ? ErrorCode::InvalidArgument : ErrorCode::TooLarge,
                            Problem::StoneCountOutOfRange, {std::to_string(maxStones), "2", std::to_string(kMaxStones)});
  const auto values = stoneValues(maxStones);
  std::vector<ShortestWin> table;
  for (int m = 2; m <= maxStones; ++m) {
    if ((m & 0x3FF) == 0 && cancel.isCancelled()) return stopError(cancel);
    ShortestWin w;
    w.size = m;
    w.firstPlayerWins = values[static_cast<std::size_t>(m)].win;
    w.moves = values[static_cast<std::size_t>(m)].count;
    w.threshold = (m + 1) / 2;
    w.dpValue = m <= 4096 ? stoneLiteralDp(m, w.threshold) : (w.firstPlayerWins ? w.moves : 0);
    for (int u = 1; u <= 3 && u < m; ++u) {
      const auto& c = values[static_cast<std::size_t>(m - u)];
      if (w.firstPlayerWins ? (!c.win && 1 + c.count == w.moves) : (c.count == w.moves))
        w.firstMoves.push_back({u});
    }
    table.push_back(std::move(w));
  }
  return table;
}

Expected<std::vector<ShortestWin>> solvePyramidTable(const PyramidTableOptions& options, const Progress&,
                                                     const CancelToken& cancel) {
  const int maxRows = options.maxRows;
  if (maxRows < 2 || maxRows > kMaxRun)
    return makeProblemError(maxRows < 2 ? ErrorCode::InvalidArgument : ErrorCode::TooLarge,
                            Problem::PyramidRowsOutOfRange, {std::to_string(maxRows), "2", std::to_string(kMaxRun)});
  PyramidSolver solver(cancel);
  std::vector<ShortestWin> table;
  for (int p = 2; p <= maxRows; ++p) {
    std::vector<int> rows;
    for (int i = 1; i <= p; ++i) rows.push_back(i);
    auto w = solvePyramid(solver, rows, cancel);
    if (!w) return w.error();
    table.push_back(std::move(*w));
  }
  return table;
}

Expected<ShortestWin> solvePyramidShortestWin(const std::vector<int>& rowLengths, const Progress&,
                                              const CancelToken& cancel) {
  PyramidSolver solver(cancel);
  return solvePyramid(solver, rowLengths, cancel);
}

}  // namespace gamelab
