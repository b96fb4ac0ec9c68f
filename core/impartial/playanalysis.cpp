// Normal-play analysis of an ImpartialPosition by each family's theory: component values
// (cached tables), the nim-sum, the outcome and the winning moves.
#include "core/impartial/cointurning.h"
#include "core/impartial/heapvalues.h"
#include "core/impartial/nim.h"
#include "core/impartial/nimarithmetic.h"
#include "core/impartial/playdetail.h"
#include "core/impartial/wythoff.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>

namespace gamelab::playdetail {
namespace {

std::mutex& cacheMutex() {
  static std::mutex m;
  return m;
}

}  // namespace

std::string partsText(const std::vector<HeapSize>& parts) {
  if (parts.empty()) return "0";
  std::string out;
  for (HeapSize p : parts) out += (out.empty() ? "" : " + ") + std::to_string(p);
  return out;
}

std::string setText(const std::vector<std::size_t>& items, std::size_t origin) {
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + std::to_string(items[i] + origin);
  return out + "}";
}

Expected<std::vector<Nimber>> heapTable(const HeapRule& rule, HeapSize upTo, const CancelToken& cancel) {
  if (rule == HeapRule::nim()) {
    std::vector<Nimber> table(upTo + 1);
    std::iota(table.begin(), table.end(), Nimber(0));
    return table;
  }
  static std::map<std::string, std::vector<Nimber>> cache;
  const std::string key = rule.spec();
  {
    std::lock_guard lock(cacheMutex());
    auto it = cache.find(key);
    if (it != cache.end() && it->second.size() > upTo) return it->second;
  }
  // At least 64 entries, and twice what was cached before, so growing games reuse the table.
  HeapSize want = std::max<HeapSize>(upTo, 64);
  {
    std::lock_guard lock(cacheMutex());
    if (auto it = cache.find(key); it != cache.end()) want = std::max<HeapSize>(want, 2 * it->second.size());
  }
  auto values = solveHeapValues(rule, {.upTo = want}, Progress::none(), cancel);
  if (!values) return values.error();
  std::lock_guard lock(cacheMutex());
  auto& slot = cache[key];
  if (values->values.size() > slot.size()) slot = values->values;
  return values->values;
}

Expected<std::vector<Nimber>> coinTable(const CoinRule& rule, std::size_t n, const CancelToken& cancel) {
  static std::map<std::string, std::vector<Nimber>> cache;
  const std::string key = rule.spec();
  {
    std::lock_guard lock(cacheMutex());
    auto it = cache.find(key);
    if (it != cache.end() && it->second.size() >= n) return std::vector<Nimber>(it->second.begin(), it->second.begin() + static_cast<std::ptrdiff_t>(n));
  }
  auto values = solveCoinValues(rule, {.count = std::max<std::size_t>(n, 16)}, Progress::none(), cancel);
  if (!values) return values.error();
  std::lock_guard lock(cacheMutex());
  auto& slot = cache[key];
  if (values->size() > slot.size()) slot = *values;
  return std::vector<Nimber>(values->begin(), values->begin() + static_cast<std::ptrdiff_t>(n));
}

Expected<std::vector<Nimber>> wythoffCached(std::size_t size, const CancelToken& cancel) {
  static std::map<std::size_t, std::vector<Nimber>> cache;
  {
    std::lock_guard lock(cacheMutex());
    if (auto it = cache.find(size); it != cache.end()) return it->second;
  }
  auto table = solveWythoffTable({.size = static_cast<int>(size)}, Progress::none(), cancel);
  if (!table) return table.error();
  std::lock_guard lock(cacheMutex());
  cache[size] = *table;
  return *table;
}

Expected<GraphAnalysis> graphCached(const Digraph& graph, const CancelToken& cancel) {
  static std::optional<std::pair<Digraph, GraphAnalysis>> last;
  {
    std::lock_guard lock(cacheMutex());
    if (last && last->first == graph) return last->second;
  }
  auto analysis = solveGraphGame(graph, Progress::none(), cancel);
  if (!analysis) return analysis.error();
  std::lock_guard lock(cacheMutex());
  last.emplace(graph, *analysis);
  return *analysis;
}

std::vector<std::vector<std::size_t>> hackenbushPieces(const HackenbushPicture& picture) {
  const auto grounded = groundedEdges(picture);
  const std::size_t n = static_cast<std::size_t>(std::max(1, picture.vertices));
  std::vector<std::size_t> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](std::size_t v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  for (std::size_t e = 0; e < picture.edges.size(); ++e) {
    if (!grounded[e]) continue;
    const auto [a, b] = picture.edges[e];
    if (a > 0 && b > 0) parent[find(static_cast<std::size_t>(a))] = find(static_cast<std::size_t>(b));
  }
  std::map<std::size_t, std::size_t> pieceOfRoot;  // root vertex -> piece index
  std::vector<std::vector<std::size_t>> pieces;
  for (std::size_t e = 0; e < picture.edges.size(); ++e) {
    if (!grounded[e]) continue;
    const auto [a, b] = picture.edges[e];
    if (a == 0 && b == 0) {
      pieces.push_back({e});  // a loop at the ground is a piece of its own
      continue;
    }
    const std::size_t root = find(static_cast<std::size_t>(a > 0 ? a : b));
    auto [it, fresh] = pieceOfRoot.emplace(root, pieces.size());
    if (fresh) pieces.emplace_back();
    pieces[it->second].push_back(e);
  }
  return pieces;
}

HackenbushPicture subPicture(const HackenbushPicture& picture, const std::vector<std::size_t>& edges) {
  HackenbushPicture out;
  out.vertices = picture.vertices;
  out.coordinates = picture.coordinates;
  for (std::size_t e : edges) out.edges.push_back(picture.edges[e]);
  return out;
}

std::vector<std::vector<std::pair<std::size_t, std::size_t>>> gridMovesAt(const CoinGridRule& rule, std::size_t r,
                                                                           std::size_t c) {
  std::vector<std::vector<std::pair<std::size_t, std::size_t>>> out;
  switch (rule.kind) {
    case CoinGridRule::Kind::AcrosticTwins:
      for (std::size_t b = 0; b < c; ++b) out.push_back({{r, b}, {r, c}});
      for (std::size_t a = 0; a < r; ++a) out.push_back({{a, c}, {r, c}});
      break;
    case CoinGridRule::Kind::TurningCorners:
      for (std::size_t a = 0; a < r; ++a)
        for (std::size_t b = 0; b < c; ++b) out.push_back({{a, b}, {a, c}, {r, b}, {r, c}});
      break;
    case CoinGridRule::Kind::Tartan: {
      const auto m1 = coinMovesAt(rule.rows, r), m2 = coinMovesAt(rule.cols, c);
      for (const auto& rows : m1)
        for (const auto& cols : m2) {
          std::vector<std::pair<std::size_t, std::size_t>> set;
          for (std::size_t a : rows)
            for (std::size_t b : cols) set.emplace_back(a, b);
          out.push_back(std::move(set));
        }
      break;
    }
  }
  return out;
}

namespace {

using Moves = std::vector<ImpartialMove>;

Outcome outcomeOf(Nimber total) { return total == 0 ? Outcome::P : Outcome::N; }

ComponentValue finite(std::size_t index, Nimber value) {
  ComponentValue c;
  c.index = index;
  c.value.value = value;
  return c;
}

/// Moore's column sums mod (k+1) read as a number in base k+1 (0 iff P).
Nimber mooreTotal(const std::vector<HeapSize>& heaps, int k) {
  Nimber total = 0;
  for (int bit = 63; bit >= 0; --bit) {
    Nimber column = 0;
    for (HeapSize h : heaps) column += (h >> bit) & 1U;
    total = total * static_cast<Nimber>(k + 1) + column % static_cast<Nimber>(k + 1);
  }
  return total;
}

constexpr std::size_t kMooreEnumeration = 20000;

Expected<PositionAnalysis> analyzeHeaps(const HeapPosition& p, std::size_t limit, const CancelToken& cancel) {
  PositionAnalysis a;
  if (p.variant == HeapPosition::Variant::MooreNim) {
    const int k = std::max(1, p.mooreK);
    for (std::size_t i = 0; i < p.heaps.size(); ++i) a.components.push_back(finite(i, p.heaps[i]));
    a.total = mooreTotal(p.heaps, k);
    a.outcome = isMooreP(p.heaps, k) ? Outcome::P : Outcome::N;
    if (a.outcome == Outcome::N) {
      // Small positions: every move, filtered by Moore's test (all winning moves); large ones:
      // the constructive search.
      const auto moves = legalMoves(p, kMooreEnumeration + 1);
      if (moves.size() <= kMooreEnumeration) {
        for (const auto& m : moves) {
          const auto& sizes = std::get<HeapMove>(m).newSizes;
          if (isMooreP(sizes, k) && a.winningMoves.size() < limit) a.winningMoves.push_back(m);
        }
      } else {
        for (auto& sizes : mooreWinningMoves(p.heaps, k, limit))
          if (sizes.size() == p.heaps.size()) a.winningMoves.push_back(HeapMove{0, {}, std::move(sizes), 0});
      }
    }
    return a;
  }
  if (p.variant == HeapPosition::Variant::Staircase) {
    for (std::size_t j = 0; j < p.heaps.size(); ++j) a.components.push_back(finite(j, j % 2 == 0 ? p.heaps[j] : 0));
    a.total = staircaseValue(p.heaps);
    a.outcome = outcomeOf(a.total);
    if (a.outcome == Outcome::N) {
      for (std::size_t j = 0; j < p.heaps.size() && a.winningMoves.size() < limit; ++j) {
        // Moving c coins from step j+1: odd step (j even) loses c; even step (j odd) adds c to step j.
        for (HeapSize c = 1; c <= p.heaps[j] && a.winningMoves.size() < limit; ++c) {
          Nimber after = a.total;
          if (j % 2 == 0) after ^= p.heaps[j] ^ (p.heaps[j] - c);
          else after ^= p.heaps[j - 1] ^ (p.heaps[j - 1] + c);
          if (after == 0) a.winningMoves.push_back(HeapMove{j, {}, {}, c});
        }
      }
    }
    return a;
  }
  if (p.rules.size() != 1 && p.rules.size() != p.heaps.size())
    return makeProblemError(ErrorCode::InvalidArgument, Problem::RuleCountMismatch,
                            {std::to_string(p.rules.size()), std::to_string(p.heaps.size())});
  // One table per distinct rule, up to the largest heap under it.
  std::vector<std::pair<const HeapRule*, std::vector<Nimber>>> tables;
  std::vector<std::size_t> tableOf(p.heaps.size());
  for (std::size_t h = 0; h < p.heaps.size(); ++h) {
    const HeapRule& rule = p.ruleOf(h);
    std::size_t t = 0;
    while (t < tables.size() && !(*tables[t].first == rule)) ++t;
    if (t == tables.size()) {
      HeapSize largest = 0;
      for (std::size_t i = 0; i < p.heaps.size(); ++i)
        if (p.ruleOf(i) == rule) largest = std::max(largest, p.heaps[i]);
      std::vector<Nimber> table;
      if (!(rule == HeapRule::nim())) {
        auto values = heapTable(rule, largest, cancel);
        if (!values) return values.error();
        table = std::move(*values);
      }
      tables.emplace_back(&rule, std::move(table));
    }
    tableOf[h] = t;
  }
  auto value = [&](std::size_t h, HeapSize n) { return heapValue(p.ruleOf(h), tables[tableOf[h]].second, n); };
  for (std::size_t h = 0; h < p.heaps.size(); ++h) {
    a.components.push_back(finite(h, value(h, p.heaps[h])));
    a.total ^= a.components.back().value.value;
  }
  a.outcome = outcomeOf(a.total);
  if (a.outcome == Outcome::P) return a;
  for (std::size_t h = 0; h < p.heaps.size() && a.winningMoves.size() < limit; ++h) {
    if (cancel.isCancelled()) return stopError(cancel);
    const HeapSize n = p.heaps[h];
    const Nimber target = a.components[h].value.value ^ a.total;
    if (p.ruleOf(h) == HeapRule::nim()) {
      if (target < n) a.winningMoves.push_back(HeapMove{h, target ? std::vector<HeapSize>{target} : std::vector<HeapSize>{}, {}, 0});
      continue;
    }
    for (auto& option : heapOptions(p.ruleOf(h), n)) {
      Nimber g = 0;
      for (HeapSize part : option.parts) g ^= value(h, part);
      if (g == target) {
        a.winningMoves.push_back(HeapMove{h, std::move(option.parts), {}, 0});
        if (a.winningMoves.size() >= limit) break;
      }
    }
  }
  return a;
}

Expected<PositionAnalysis> analyzeNimble(const NimblePosition& p, std::size_t limit) {
  PositionAnalysis a;
  for (std::size_t c = 0; c < p.coins.size(); ++c) a.components.push_back(finite(c, p.coins[c]));
  if (p.mooreK >= 2) {
    a.total = mooreTotal(p.coins, p.mooreK);
    a.outcome = isMooreP(p.coins, p.mooreK) ? Outcome::P : Outcome::N;
    if (a.outcome == Outcome::N) {
      HeapPosition heaps;
      heaps.heaps = p.coins;
      heaps.variant = HeapPosition::Variant::MooreNim;
      heaps.mooreK = p.mooreK;
      auto asHeaps = analyzeHeaps(heaps, limit, CancelToken::none());
      if (!asHeaps) return asHeaps.error();
      for (const auto& m : asHeaps->winningMoves) {
        const auto& sizes = std::get<HeapMove>(m).newSizes;
        if (sizes.size() != p.coins.size()) continue;
        NimbleMove slide;
        for (std::size_t c = 0; c < sizes.size(); ++c)
          if (sizes[c] != p.coins[c]) slide.slides.emplace_back(c, sizes[c]);
        a.winningMoves.push_back(std::move(slide));
      }
    }
    return a;
  }
  for (HeapSize s : p.coins) a.total ^= s;
  a.outcome = outcomeOf(a.total);
  if (a.total != 0)
    for (std::size_t c = 0; c < p.coins.size() && a.winningMoves.size() < limit; ++c)
      if ((p.coins[c] ^ a.total) < p.coins[c]) a.winningMoves.push_back(NimbleMove{{{c, p.coins[c] ^ a.total}}});
  return a;
}

Expected<PositionAnalysis> analyzeCoins(const CoinRowPosition& p, std::size_t limit, const CancelToken& cancel) {
  PositionAnalysis a;
  auto table = coinTable(p.rule, p.heads.size(), cancel);
  if (!table) return table.error();
  for (std::size_t x = 0; x < p.heads.size(); ++x)
    if (p.heads[x]) {
      a.components.push_back(finite(x, (*table)[x]));
      a.total ^= (*table)[x];
    }
  a.outcome = outcomeOf(a.total);
  if (a.total == 0) return a;
  for (std::size_t x = 0; x < p.heads.size() && a.winningMoves.size() < limit; ++x) {
    if (!p.heads[x]) continue;
    if (cancel.isCancelled()) return stopError(cancel);
    for (auto& set : coinMovesAt(p.rule, x)) {
      Nimber g = 0;
      for (std::size_t c : set) g ^= (*table)[c];
      if (g == a.total) {
        a.winningMoves.push_back(CoinMove{std::move(set)});
        if (a.winningMoves.size() >= limit) break;
      }
    }
  }
  return a;
}

Expected<PositionAnalysis> analyzeGrid(const CoinGridPosition& p, std::size_t limit, const CancelToken& cancel) {
  PositionAnalysis a;
  if (p.heads.size() != p.rows * p.cols)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::WrongCount,
                            {"heads", std::to_string(p.rows * p.cols), std::to_string(p.heads.size())});
  auto table = solveCoinGridValues(p.rule, {.rows = p.rows, .cols = p.cols}, Progress::none(), cancel);
  if (!table) return table.error();
  const auto& g = *table;
  for (std::size_t i = 0; i < p.heads.size(); ++i)
    if (p.heads[i]) {
      a.components.push_back(finite(i, g[i]));
      a.total ^= g[i];
    }
  a.outcome = outcomeOf(a.total);
  if (a.total == 0) return a;
  std::vector<Nimber> g1, g2;
  if (p.rule.kind == CoinGridRule::Kind::Tartan) {
    auto t1 = coinTable(p.rule.rows, p.rows, cancel);
    if (!t1) return t1.error();
    auto t2 = coinTable(p.rule.cols, p.cols, cancel);
    if (!t2) return t2.error();
    g1 = std::move(*t1);
    g2 = std::move(*t2);
  }
  for (std::size_t r = 0; r < p.rows; ++r)
    for (std::size_t c = 0; c < p.cols && a.winningMoves.size() < limit; ++c) {
      if (!p.heads[r * p.cols + c]) continue;
      if (cancel.isCancelled()) return stopError(cancel);
      if (p.rule.kind == CoinGridRule::Kind::Tartan) {
        // The value of M1 × M2 is (⊕ g1 over M1) ⊗ (⊕ g2 over M2).
        const auto m1 = coinMovesAt(p.rule.rows, r), m2 = coinMovesAt(p.rule.cols, c);
        std::vector<Nimber> v2;
        for (const auto& cols : m2) {
          Nimber x = 0;
          for (std::size_t b : cols) x ^= g2[b];
          v2.push_back(x);
        }
        for (const auto& rows : m1) {
          Nimber x = 0;
          for (std::size_t i : rows) x ^= g1[i];
          for (std::size_t j = 0; j < m2.size(); ++j)
            if (nimProduct(x, v2[j]) == a.total && a.winningMoves.size() < limit) {
              CoinGridMove m;
              for (std::size_t i : rows)
                for (std::size_t b : m2[j]) m.coins.emplace_back(i, b);
              a.winningMoves.push_back(std::move(m));
            }
        }
        continue;
      }
      for (auto& set : gridMovesAt(p.rule, r, c)) {
        Nimber x = 0;
        for (const auto& [i, j] : set) x ^= g[i * p.cols + j];
        if (x == a.total) {
          a.winningMoves.push_back(CoinGridMove{std::move(set)});
          if (a.winningMoves.size() >= limit) break;
        }
      }
    }
  return a;
}

Expected<PositionAnalysis> analyzeQueens(const QueensPosition& p, std::size_t limit, const CancelToken& cancel) {
  PositionAnalysis a;
  for (std::size_t q = 0; q < p.queens.size(); ++q)
    if (p.queens[q].first >= p.size || p.queens[q].second >= p.size) return queenOffBoard(p, q);
  auto table = wythoffCached(p.size, cancel);
  if (!table) return table.error();
  const auto& g = *table;
  auto at = [&](std::size_t x, std::size_t y) { return g[x * p.size + y]; };
  for (std::size_t q = 0; q < p.queens.size(); ++q) {
    a.components.push_back(finite(q, at(p.queens[q].first, p.queens[q].second)));
    a.total ^= a.components.back().value.value;
  }
  a.outcome = outcomeOf(a.total);
  if (a.total == 0) return a;
  for (std::size_t q = 0; q < p.queens.size(); ++q) {
    const auto [x, y] = p.queens[q];
    const Nimber target = a.components[q].value.value ^ a.total;
    auto consider = [&](std::size_t tx, std::size_t ty) {
      if (at(tx, ty) == target && a.winningMoves.size() < limit) a.winningMoves.push_back(QueenMove{q, {tx, ty}});
    };
    for (std::size_t tx = 0; tx < x; ++tx) consider(tx, y);
    for (std::size_t ty = 0; ty < y; ++ty) consider(x, ty);
    for (std::size_t d = 1; d <= std::min(x, y); ++d) consider(x - d, y - d);
  }
  return a;
}

std::size_t gapOf(std::pair<std::size_t, std::size_t> row) {
  const auto [w, b] = row;
  return (w > b ? w - b : b - w) - 1;
}

Expected<PositionAnalysis> analyzeNorthcott(const NorthcottPosition& p, std::size_t limit) {
  PositionAnalysis a;
  for (std::size_t r = 0; r < p.rows.size(); ++r) {
    if (p.rows[r].first == p.rows[r].second || p.rows[r].first >= p.width || p.rows[r].second >= p.width)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::NorthcottRowInvalid,
                              {std::to_string(r), std::to_string(p.rows[r].first), std::to_string(p.rows[r].second),
                               std::to_string(p.width)});
    a.components.push_back(finite(r, gapOf(p.rows[r])));
    a.total ^= a.components.back().value.value;
  }
  a.outcome = outcomeOf(a.total);
  if (a.total == 0) return a;
  // White's moves first, then Black's: the view keeps those of the side to move.
  for (bool white : {true, false})
    for (std::size_t r = 0; r < p.rows.size(); ++r) {
      const Nimber target = a.components[r].value.value ^ a.total;
      for (std::size_t to = 0; to < p.width; ++to) {
        const NorthcottMove m{r, white, to};
        if (!checkNorthcottMove(p, m).legal()) continue;
        auto row = p.rows[r];
        (white ? row.first : row.second) = to;
        if (gapOf(row) == target && a.winningMoves.size() < limit) a.winningMoves.push_back(m);
      }
    }
  return a;
}

Expected<PositionAnalysis> analyzeHackenbush(const HackenbushPicture& picture, std::size_t limit,
                                             const CancelToken& cancel) {
  PositionAnalysis a;
  for (std::size_t i = 0; i < picture.edges.size(); ++i)
    if (auto bad = badEnd(picture.edges[i], picture.vertices, "edges/" + std::to_string(i))) return *bad;
  for (const auto& piece : hackenbushPieces(picture)) {
    auto value = solveHackenbushValue(subPicture(picture, piece), Progress::none(), cancel);
    if (!value) return value.error();
    a.components.push_back(finite(piece.front(), *value));
    a.total ^= *value;
  }
  a.outcome = outcomeOf(a.total);
  if (a.total == 0) return a;
  auto cuts = solveHackenbushWinningCuts(picture, Progress::none(), cancel);
  if (!cuts) return cuts.error();
  for (std::size_t e : *cuts)
    if (a.winningMoves.size() < limit) a.winningMoves.push_back(HackenbushMove{e});
  return a;
}

}  // namespace

/// γ of a sum of generalised values (Smith; Fraenkel): all finite → their nim-sum; one ∞(K)
/// with the rest summing to s → ∞(K ⊕ s), an N-position iff s ∈ K, else a draw; two or more ∞
/// → a draw.
Outcome sumOutcome(const std::vector<GeneralisedValue>& values, Nimber* finiteTotal) {
  Nimber s = 0;
  const GeneralisedValue* infinite = nullptr;
  int infinities = 0;
  for (const auto& v : values) {
    if (v.infinite) {
      ++infinities;
      infinite = &v;
    } else {
      s ^= v.value;
    }
  }
  if (finiteTotal) *finiteTotal = s;
  if (infinities == 0) return s == 0 ? Outcome::P : Outcome::N;
  if (infinities >= 2) return Outcome::Draw;
  return std::binary_search(infinite->followerValues.begin(), infinite->followerValues.end(), s) ? Outcome::N
                                                                                                 : Outcome::Draw;
}

namespace {

Expected<PositionAnalysis> analyzeGraphPosition(const GraphPosition& p, std::size_t limit, const CancelToken& cancel) {
  for (std::size_t i = 0; i < p.tokens.size(); ++i)
    if (p.tokens[i] < 0 || p.tokens[i] >= p.graph.vertices)
      return vertexOutOfRange("tokens/" + std::to_string(i), p.tokens[i], p.graph.vertices);
  auto graph = graphCached(p.graph, cancel);
  if (!graph) return graph.error();
  PositionAnalysis a;
  std::vector<GeneralisedValue> values;
  for (std::size_t t = 0; t < p.tokens.size(); ++t) {
    values.push_back(graph->values[static_cast<std::size_t>(p.tokens[t])]);
    ComponentValue c;
    c.index = t;
    c.value = values.back();
    a.components.push_back(std::move(c));
  }
  a.outcome = sumOutcome(values, &a.total);
  if (a.outcome != Outcome::N) return a;
  // Every winning move leaves only finite values with nim-sum 0.
  for (std::size_t t = 0; t < p.tokens.size(); ++t) {
    const int from = p.tokens[t];
    std::vector<int> seen;
    for (const auto& [x, y] : p.graph.arcs) {
      if (x != from || std::find(seen.begin(), seen.end(), y) != seen.end()) continue;
      seen.push_back(y);
      std::vector<GeneralisedValue> after = values;
      after[t] = graph->values[static_cast<std::size_t>(y)];
      if (sumOutcome(after, nullptr) == Outcome::P && a.winningMoves.size() < limit)
        a.winningMoves.push_back(GraphMove{t, y});
    }
  }
  return a;
}

}  // namespace

Expected<PositionAnalysis> normalAnalysis(const ImpartialPosition& position, std::size_t limit,
                                          const CancelToken& cancel) {
  struct Visitor {
    std::size_t limit;
    const CancelToken& cancel;
    Expected<PositionAnalysis> operator()(const HeapPosition& p) const { return analyzeHeaps(p, limit, cancel); }
    Expected<PositionAnalysis> operator()(const NimblePosition& p) const { return analyzeNimble(p, limit); }
    Expected<PositionAnalysis> operator()(const CoinRowPosition& p) const { return analyzeCoins(p, limit, cancel); }
    Expected<PositionAnalysis> operator()(const CoinGridPosition& p) const { return analyzeGrid(p, limit, cancel); }
    Expected<PositionAnalysis> operator()(const QueensPosition& p) const { return analyzeQueens(p, limit, cancel); }
    Expected<PositionAnalysis> operator()(const NorthcottPosition& p) const { return analyzeNorthcott(p, limit); }
    Expected<PositionAnalysis> operator()(const HackenbushPosition& p) const {
      return analyzeHackenbush(p.picture, limit, cancel);
    }
    Expected<PositionAnalysis> operator()(const GraphPosition& p) const {
      return analyzeGraphPosition(p, limit, cancel);
    }
  };
  return std::visit(Visitor{limit, cancel}, position);
}

Error queenOffBoard(const QueensPosition& p, std::size_t q) {
  return makeProblemError(ErrorCode::InvalidArgument, Problem::QueenOffBoard,
                          {std::to_string(q), std::to_string(p.queens[q].first), std::to_string(p.queens[q].second),
                           std::to_string(p.size)});
}

}  // namespace gamelab::playdetail
