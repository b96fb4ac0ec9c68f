#include "core/impartial/cointurning.h"

#include "core/impartial/heapvalues.h"
#include "core/impartial/nimarithmetic.h"
#include "core/impartial/ruletext.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <set>
#include <string>

namespace gamelab {

namespace {

/// Grunt values are computed by the game's own mex rule (O(n²)) up to this many coins; beyond,
/// by Grundy's game (the same values) through the sparse-space heap computation.
constexpr std::size_t kGruntOwnRuleLimit = 1 << 14;
/// Largest element of a typed subtraction set.
constexpr HeapSize kMaxSetElement = 1000000;

using ruletext::lower;
using ruletext::trim;

/// The subtraction set "1,3,4" of a coin rule, sorted without repeats.
Expected<std::vector<HeapSize>> parseSet(const std::string& body) {
  auto set = ruletext::parseSubtractionList(body, kMaxSetElement);
  if (!set) return set.error();
  std::sort(set->begin(), set->end());
  set->erase(std::unique(set->begin(), set->end()), set->end());
  return set;
}

bool inSet(const std::vector<HeapSize>& set, HeapSize s) { return std::binary_search(set.begin(), set.end(), s); }

/// The x-th odious number (binary weight odd): 2x or 2x + 1.
Nimber odious(Nimber x) { return (std::popcount(2 * x) % 2 == 1) ? 2 * x : 2 * x + 1; }

/// Largest power of 2 dividing x >= 1.
Nimber lowBit(Nimber x) { return x & (~x + 1); }

bool cancelledEvery(std::size_t i, const CancelToken& cancel) { return (i & 0xFFF) == 0 && cancel.isCancelled(); }

/// mex of a small value set given as a marker vector reset by the caller.
Nimber mexOf(std::vector<char>& seen) {
  Nimber m = 0;
  while (m < seen.size() && seen[m]) ++m;
  return m;
}

Expected<std::vector<Nimber>> subtractionLike(const CoinRule& rule, std::size_t n, const CancelToken& cancel) {
  // Subtraction (form A, from 1): coin i (source i + 1) turns i − s (s <= i) or, when i + 1 ∈ S,
  // i alone. One-or-two (from 1): i alone, or i and i − s. Both by mex over <= |S| + 1 options.
  std::vector<Nimber> g(n, 0);
  std::vector<char> seen(rule.set.size() + 2, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (cancelledEvery(i, cancel)) return stopError(cancel);
    std::vector<Nimber> options;
    if (rule.kind == CoinRule::Kind::OneOrTwoCoin || inSet(rule.set, i + 1)) options.push_back(0);
    for (HeapSize s : rule.set) {
      if (s > i) break;
      options.push_back(g[i - s]);
    }
    std::fill(seen.begin(), seen.end(), 0);
    for (Nimber v : options)
      if (v < seen.size()) seen[v] = 1;
    g[i] = mexOf(seen);
  }
  return g;
}

Expected<std::vector<Nimber>> gruntValues(std::size_t n, const CancelToken& cancel) {
  if (n > kGruntOwnRuleLimit) {
    HeapRule grundy;
    grundy.kind = HeapRule::Kind::Grundy;
    auto heaps = solveHeapValues(grundy, {.upTo = n - 1}, Progress::none(), cancel);
    if (!heaps) return heaps.error();
    heaps->values.resize(n);
    return std::move(heaps->values);
  }
  // Turning {0, x, m − x, m} with 0 < x < m/2 leaves g(0) ⊕ g(x) ⊕ g(m − x) = g(x) ⊕ g(m − x).
  std::vector<Nimber> g(n, 0);
  std::vector<char> seen;
  for (std::size_t m = 3; m < n; ++m) {
    if ((m & 0x3F) == 0 && cancel.isCancelled()) return stopError(cancel);
    seen.assign(m / 2 + 2, 0);
    for (std::size_t x = 1; 2 * x < m; ++x) {
      const Nimber v = g[x] ^ g[m - x];
      if (v < seen.size()) seen[v] = 1;
    }
    g[m] = mexOf(seen);
  }
  return g;
}

}  // namespace

int CoinRule::origin() const {
  switch (kind) {
    case Kind::Twins:
    case Kind::MockTurtles:
    case Kind::Triplets:
    case Kind::Grunt:
      return 0;
    case Kind::TurningTurtles:
    case Kind::Ruler:
    case Kind::Rulerette:
    case Kind::Subtraction:
    case Kind::OneOrTwoCoin:
      return 1;
  }
  return 0;
}

Expected<CoinRule> CoinRule::parse(std::string_view spec) {
  const std::string text = lower(trim(spec));
  const auto colon = text.find(':');
  const std::string name = trim(text.substr(0, colon));
  const std::string argument = colon == std::string::npos ? std::string() : trim(text.substr(colon + 1));
  CoinRule rule;
  struct Named {
    const char* name;
    Kind kind;
  };
  static const Named plain[] = {{"turning-turtles", Kind::TurningTurtles}, {"twins", Kind::Twins},
                                {"mock-turtles", Kind::MockTurtles},       {"triplets", Kind::Triplets},
                                {"ruler", Kind::Ruler},                    {"rulerette", Kind::Rulerette},
                                {"grunt", Kind::Grunt}};
  for (const Named& entry : plain) {
    if (name != entry.name) continue;
    if (colon != std::string::npos)
      return makeProblemError(ErrorCode::SyntaxError, Problem::RuleTakesNoArgument, {entry.name, std::string(spec)});
    rule.kind = entry.kind;
    return rule;
  }
  if (name == "subtraction" || name == "one-or-two") {
    rule.kind = name == "subtraction" ? Kind::Subtraction : Kind::OneOrTwoCoin;
    auto set = parseSet(argument);
    if (!set) return set.error();
    rule.set = std::move(*set);
    return rule;
  }
  return makeProblemError(ErrorCode::SyntaxError, Problem::UnknownCoinRule, {std::string(spec)});
}

std::string CoinRule::spec() const {
  auto withSet = [this](std::string text) {
    for (std::size_t i = 0; i < set.size(); ++i) text += (i ? "," : "") + std::to_string(set[i]);
    return text;
  };
  switch (kind) {
    case Kind::TurningTurtles: return "turning-turtles";
    case Kind::Twins: return "twins";
    case Kind::MockTurtles: return "mock-turtles";
    case Kind::Triplets: return "triplets";
    case Kind::Ruler: return "ruler";
    case Kind::Rulerette: return "rulerette";
    case Kind::Grunt: return "grunt";
    case Kind::Subtraction: return withSet("subtraction:");
    case Kind::OneOrTwoCoin: return withSet("one-or-two:");
  }
  return {};
}

Expected<std::vector<Nimber>> solveCoinValues(const CoinRule& rule, const CoinValuesOptions& options, const Progress&,
                                              const CancelToken& cancel) {
  const std::size_t n = options.count;
  std::vector<Nimber> g(n, 0);
  switch (rule.kind) {
    case CoinRule::Kind::TurningTurtles:  // from 1: g(x) = x
      for (std::size_t i = 0; i < n; ++i) g[i] = i + 1;
      return g;
    case CoinRule::Kind::Twins:  // from 0: g(x) = x
      for (std::size_t i = 0; i < n; ++i) g[i] = i;
      return g;
    case CoinRule::Kind::MockTurtles:  // from 0: the x-th odious number
      for (std::size_t i = 0; i < n; ++i) g[i] = odious(i);
      return g;
    case CoinRule::Kind::Triplets:
      // Exactly three coins: the pairs among 0..x−1 with g(0) = g(1) = 0 give exactly the Mock
      // Turtles options shifted by two, so g(x) = MT(x − 2) for x >= 2 (digest T92).
      for (std::size_t i = 2; i < n; ++i) g[i] = odious(i - 2);
      return g;
    case CoinRule::Kind::Ruler:  // from 1: the largest power of 2 dividing x
      for (std::size_t i = 0; i < n; ++i) g[i] = lowBit(i + 1);
      return g;
    case CoinRule::Kind::Rulerette:
      // From 1: g(2k − 1) = 0, g(2k) = Ruler(k). (The blocks ending at 2k cover the even
      // positions 2a..2k−2 exactly as Ruler's blocks ending at k; every block ending at 2k+1
      // holds a unique largest 2-power, so its nim-sum is never 0.)
      for (std::size_t i = 0; i < n; ++i) g[i] = (i + 1) % 2 == 1 ? 0 : lowBit((i + 1) / 2);
      return g;
    case CoinRule::Kind::Grunt:
      return gruntValues(n, cancel);
    case CoinRule::Kind::Subtraction:
    case CoinRule::Kind::OneOrTwoCoin:
      return subtractionLike(rule, n, cancel);
  }
  return g;
}

bool isCoinMove(const CoinRule& rule, const std::vector<std::size_t>& coinsIn) {
  if (coinsIn.empty()) return false;
  std::vector<std::size_t> c = coinsIn;
  std::sort(c.begin(), c.end());
  if (std::adjacent_find(c.begin(), c.end()) != c.end()) return false;
  const std::size_t head = c.back();
  const std::size_t k = c.size();
  auto consecutive = [&] { return c.back() - c.front() + 1 == k; };
  switch (rule.kind) {
    case CoinRule::Kind::TurningTurtles: return k <= 2;
    case CoinRule::Kind::Twins: return k == 2;
    case CoinRule::Kind::MockTurtles: return k <= 3;
    case CoinRule::Kind::Triplets: return k == 3;
    case CoinRule::Kind::Ruler: return consecutive();
    case CoinRule::Kind::Rulerette: return k >= 2 && consecutive();
    case CoinRule::Kind::Grunt:
      return k == 4 && c[0] == 0 && c[1] > 0 && c[1] + c[2] == head && c[1] < c[2];
    case CoinRule::Kind::Subtraction:
      if (k == 1) return inSet(rule.set, head + 1);
      return k == 2 && inSet(rule.set, head - c[0]);
    case CoinRule::Kind::OneOrTwoCoin:
      return k == 1 || (k == 2 && inSet(rule.set, head - c[0]));
  }
  return false;
}

std::vector<std::vector<std::size_t>> coinMovesAt(const CoinRule& rule, std::size_t head) {
  std::vector<std::vector<std::size_t>> moves;
  switch (rule.kind) {
    case CoinRule::Kind::TurningTurtles:
      moves.push_back({head});
      for (std::size_t y = 0; y < head; ++y) moves.push_back({y, head});
      break;
    case CoinRule::Kind::Twins:
      for (std::size_t y = 0; y < head; ++y) moves.push_back({y, head});
      break;
    case CoinRule::Kind::MockTurtles:
      moves.push_back({head});
      for (std::size_t y = 0; y < head; ++y) moves.push_back({y, head});
      for (std::size_t y = 0; y < head; ++y)
        for (std::size_t z = y + 1; z < head; ++z) moves.push_back({y, z, head});
      break;
    case CoinRule::Kind::Triplets:
      for (std::size_t y = 0; y < head; ++y)
        for (std::size_t z = y + 1; z < head; ++z) moves.push_back({y, z, head});
      break;
    case CoinRule::Kind::Ruler:
    case CoinRule::Kind::Rulerette:
      for (std::size_t start = head + 1; start-- > 0;) {
        if (rule.kind == CoinRule::Kind::Rulerette && start == head) continue;
        std::vector<std::size_t> block;
        for (std::size_t i = start; i <= head; ++i) block.push_back(i);
        moves.push_back(std::move(block));
      }
      break;
    case CoinRule::Kind::Grunt:
      for (std::size_t x = 1; 2 * x < head; ++x) moves.push_back({0, x, head - x, head});
      break;
    case CoinRule::Kind::Subtraction:
    case CoinRule::Kind::OneOrTwoCoin:
      if (rule.kind == CoinRule::Kind::OneOrTwoCoin || inSet(rule.set, head + 1)) moves.push_back({head});
      for (HeapSize s : rule.set) {
        if (s > head) break;
        moves.push_back({static_cast<std::size_t>(head - s), head});
      }
      break;
  }
  return moves;
}

Expected<std::vector<Nimber>> solveCoinGridValues(const CoinGridRule& rule, const CoinGridValuesOptions& options,
                                                  const Progress&, const CancelToken& cancel) {
  const std::size_t rows = options.rows, cols = options.cols;
  std::vector<Nimber> rowValues(rows), colValues(cols);
  switch (rule.kind) {
    case CoinGridRule::Kind::AcrosticTwins:
    case CoinGridRule::Kind::TurningCorners:  // Twins × Twins
      for (std::size_t x = 0; x < rows; ++x) rowValues[x] = x;
      for (std::size_t y = 0; y < cols; ++y) colValues[y] = y;
      break;
    case CoinGridRule::Kind::Tartan: {
      auto r = solveCoinValues(rule.rows, {.count = rows}, Progress::none(), cancel);
      if (!r) return r.error();
      auto c = solveCoinValues(rule.cols, {.count = cols}, Progress::none(), cancel);
      if (!c) return c.error();
      rowValues = std::move(*r);
      colValues = std::move(*c);
      break;
    }
  }
  std::vector<Nimber> g(rows * cols, 0);
  for (std::size_t x = 0; x < rows; ++x) {
    if (cancelledEvery(x, cancel)) return stopError(cancel);
    for (std::size_t y = 0; y < cols; ++y)
      g[x * cols + y] = rule.kind == CoinGridRule::Kind::AcrosticTwins ? (rowValues[x] ^ colValues[y])
                                                                        : nimProduct(rowValues[x], colValues[y]);
  }
  return g;
}

bool isCoinGridMove(const CoinGridRule& rule, const std::vector<std::pair<std::size_t, std::size_t>>& coinsIn) {
  if (coinsIn.empty()) return false;
  std::set<std::pair<std::size_t, std::size_t>> coins(coinsIn.begin(), coinsIn.end());
  if (coins.size() != coinsIn.size()) return false;
  std::set<std::size_t> rowSet, colSet;
  for (const auto& [r, c] : coins) {
    rowSet.insert(r);
    colSet.insert(c);
  }
  const std::size_t x = *rowSet.rbegin(), y = *colSet.rbegin();
  if (!coins.count({x, y})) return false;
  switch (rule.kind) {
    case CoinGridRule::Kind::AcrosticTwins:
      // The SE coin and one other in its row or column.
      return coins.size() == 2 && (rowSet.size() == 1 || colSet.size() == 1);
    case CoinGridRule::Kind::TurningCorners:
      return coins.size() == 4 && rowSet.size() == 2 && colSet.size() == 2;
    case CoinGridRule::Kind::Tartan: {
      if (coins.size() != rowSet.size() * colSet.size()) return false;  // a product M1 × M2
      const std::vector<std::size_t> m1(rowSet.begin(), rowSet.end()), m2(colSet.begin(), colSet.end());
      return isCoinMove(rule.rows, m1) && isCoinMove(rule.cols, m2);
    }
  }
  return false;
}

}  // namespace gamelab
