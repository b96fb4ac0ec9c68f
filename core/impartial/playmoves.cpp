// Legal moves of an ImpartialPosition: checking, applying and listing them, family by family.
#include "core/impartial/playdetail.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace gamelab {
namespace playdetail {
namespace {

MoveCheck reject(MoveRejection reason, std::vector<std::string> args = {}) { return MoveCheck{reason, std::move(args)}; }
std::string num(std::uint64_t n) { return std::to_string(n); }

std::vector<HeapSize> withoutZeros(const std::vector<HeapSize>& parts) {
  std::vector<HeapSize> out;
  for (HeapSize p : parts)
    if (p > 0) out.push_back(p);
  return out;
}

}  // namespace

MoveCheck checkHeapMove(const HeapPosition& p, const HeapMove& m) {
  switch (p.variant) {
    case HeapPosition::Variant::Sum: {
      if (m.heap >= p.heaps.size()) return reject(MoveRejection::NoSuchPiece, {"heap", num(m.heap + 1)});
      const HeapSize n = p.heaps[m.heap];
      const auto parts = withoutZeros(m.parts);
      if ((parts.size() == 1 && parts[0] == n) || (parts.empty() && n == 0))
        return reject(MoveRejection::NothingChanged);
      if (p.rules.size() != 1 && p.rules.size() != p.heaps.size())
        return reject(MoveRejection::NotAllowedByRule, {num(p.rules.size())});
      if (!isHeapMove(p.ruleOf(m.heap), n, parts))
        return reject(MoveRejection::NotAllowedByRule, {num(n), partsText(parts), p.ruleOf(m.heap).spec()});
      return {};
    }
    case HeapPosition::Variant::MooreNim: {
      if (m.newSizes.size() != p.heaps.size())
        return reject(MoveRejection::HeapCountChanged, {num(p.heaps.size()), num(m.newSizes.size())});
      int changed = 0;
      for (std::size_t i = 0; i < p.heaps.size(); ++i) {
        if (m.newSizes[i] > p.heaps[i])
          return reject(MoveRejection::HeapIncreased, {num(i + 1), num(p.heaps[i]), num(m.newSizes[i])});
        if (m.newSizes[i] < p.heaps[i]) ++changed;
      }
      if (changed == 0) return reject(MoveRejection::NothingChanged);
      if (changed > p.mooreK) return reject(MoveRejection::TooManyComponents, {num(static_cast<std::uint64_t>(p.mooreK))});
      return {};
    }
    case HeapPosition::Variant::Staircase: {
      if (m.heap >= p.heaps.size()) return reject(MoveRejection::NoSuchPiece, {"step", num(m.heap + 1)});
      if (m.count == 0) return reject(MoveRejection::NothingChanged);
      if (m.count > p.heaps[m.heap])
        return reject(MoveRejection::TooManyTaken, {num(m.count), num(p.heaps[m.heap])});
      return {};
    }
  }
  return reject(MoveRejection::WrongKind);
}

MoveCheck checkNimbleMove(const NimblePosition& p, const NimbleMove& m) {
  if (m.slides.empty()) return reject(MoveRejection::NothingChanged);
  if (m.slides.size() > static_cast<std::size_t>(std::max(1, p.mooreK)))
    return reject(MoveRejection::TooManyComponents, {num(static_cast<std::uint64_t>(std::max(1, p.mooreK)))});
  std::set<std::size_t> seen;
  for (const auto& [coin, to] : m.slides) {
    if (coin >= p.coins.size()) return reject(MoveRejection::NoSuchPiece, {"coin", num(coin + 1)});
    if (!seen.insert(coin).second) return reject(MoveRejection::CoinTwice, {num(coin + 1)});
    if (to == p.coins[coin]) return reject(MoveRejection::NothingChanged);
    if (to > p.coins[coin]) return reject(MoveRejection::CoinMovesRight, {num(p.coins[coin]), num(to)});
  }
  return {};
}

MoveCheck checkCoinMove(const CoinRowPosition& p, const CoinMove& m) {
  if (m.coins.empty()) return reject(MoveRejection::NothingChanged);
  std::set<std::size_t> seen;
  for (std::size_t c : m.coins) {
    if (c >= p.heads.size()) return reject(MoveRejection::NoSuchPiece, {"coin", num(c + p.rule.origin())});
    if (!seen.insert(c).second) return reject(MoveRejection::CoinTwice, {num(c + p.rule.origin())});
  }
  const std::size_t rightmost = *seen.rbegin();
  if (!p.heads[rightmost]) return reject(MoveRejection::RightmostNotHeads, {num(rightmost + p.rule.origin())});
  if (!isCoinMove(p.rule, std::vector<std::size_t>(seen.begin(), seen.end())))
    return reject(MoveRejection::NotAllowedByRule,
                  {setText(std::vector<std::size_t>(seen.begin(), seen.end()), p.rule.origin()), p.rule.spec()});
  return {};
}

MoveCheck checkGridMove(const CoinGridPosition& p, const CoinGridMove& m) {
  if (m.coins.empty()) return reject(MoveRejection::NothingChanged);
  std::set<std::pair<std::size_t, std::size_t>> seen;
  std::size_t maxRow = 0, maxCol = 0;
  for (const auto& cell : m.coins) {
    if (cell.first >= p.rows || cell.second >= p.cols)
      return reject(MoveRejection::NoSuchPiece, {"coin", num(cell.first), num(cell.second)});
    if (!seen.insert(cell).second) return reject(MoveRejection::CoinTwice);
    maxRow = std::max(maxRow, cell.first);
    maxCol = std::max(maxCol, cell.second);
  }
  if (!seen.count({maxRow, maxCol})) return reject(MoveRejection::NoCornerCoin);
  if (!p.heads[maxRow * p.cols + maxCol]) return reject(MoveRejection::RightmostNotHeads, {num(maxRow), num(maxCol)});
  if (!isCoinGridMove(p.rule, std::vector<std::pair<std::size_t, std::size_t>>(seen.begin(), seen.end())))
    return reject(MoveRejection::NotAllowedByRule);
  return {};
}

MoveCheck checkQueenMove(const QueensPosition& p, const QueenMove& m) {
  if (m.queen >= p.queens.size()) return reject(MoveRejection::NoSuchPiece, {"queen", num(m.queen + 1)});
  const auto [x, y] = p.queens[m.queen];
  const auto [tx, ty] = m.to;
  if (tx == x && ty == y) return reject(MoveRejection::NothingChanged);
  if (tx > x || ty > y || !(tx == x || ty == y || x - tx == y - ty))
    return reject(MoveRejection::NotAQueenMove, {num(x), num(y), num(tx), num(ty)});
  return {};
}

MoveCheck checkNorthcottMove(const NorthcottPosition& p, const NorthcottMove& m) {
  if (m.row >= p.rows.size()) return reject(MoveRejection::NoSuchPiece, {"row", num(m.row + 1)});
  if (m.to >= p.width) return reject(MoveRejection::NoSuchPiece, {"column", num(m.to + 1)});
  const auto [w, b] = p.rows[m.row];
  const std::size_t from = m.white ? w : b, other = m.white ? b : w;
  if (m.to == from) return reject(MoveRejection::NothingChanged);
  const bool ok = from < other ? m.to < other : m.to > other;
  if (!ok) return reject(MoveRejection::Blocked, {num(m.row + 1), num(m.to + 1)});
  return {};
}

MoveCheck checkHackenbushMove(const HackenbushPosition& p, const HackenbushMove& m) {
  const auto& edges = p.picture.edges;
  if (m.edge >= edges.size()) return reject(MoveRejection::NoSuchPiece, {"edge", num(m.edge + 1)});
  const auto grounded = groundedEdges(p.picture);
  if (!grounded[m.edge]) return reject(MoveRejection::NoSuchPiece, {"edge", num(m.edge + 1)});
  return {};
}

MoveCheck checkGraphMove(const GraphPosition& p, const GraphMove& m) {
  if (m.token >= p.tokens.size()) return reject(MoveRejection::NoSuchPiece, {"token", num(m.token + 1)});
  const int from = p.tokens[m.token];
  for (const auto& [a, b] : p.graph.arcs)
    if (a == from && b == m.to) return {};
  return reject(MoveRejection::NoSuchArc, {num(static_cast<std::uint64_t>(from)), num(static_cast<std::uint64_t>(m.to))});
}

}  // namespace playdetail

using namespace playdetail;

namespace {

template <class P, class M>
constexpr bool matches() {
  return (std::is_same_v<P, HeapPosition> && std::is_same_v<M, HeapMove>) ||
         (std::is_same_v<P, NimblePosition> && std::is_same_v<M, NimbleMove>) ||
         (std::is_same_v<P, CoinRowPosition> && std::is_same_v<M, CoinMove>) ||
         (std::is_same_v<P, CoinGridPosition> && std::is_same_v<M, CoinGridMove>) ||
         (std::is_same_v<P, QueensPosition> && std::is_same_v<M, QueenMove>) ||
         (std::is_same_v<P, NorthcottPosition> && std::is_same_v<M, NorthcottMove>) ||
         (std::is_same_v<P, HackenbushPosition> && std::is_same_v<M, HackenbushMove>) ||
         (std::is_same_v<P, GraphPosition> && std::is_same_v<M, GraphMove>);
}

MoveCheck checkOne(const HeapPosition& p, const HeapMove& m) { return checkHeapMove(p, m); }
MoveCheck checkOne(const NimblePosition& p, const NimbleMove& m) { return checkNimbleMove(p, m); }
MoveCheck checkOne(const CoinRowPosition& p, const CoinMove& m) { return checkCoinMove(p, m); }
MoveCheck checkOne(const CoinGridPosition& p, const CoinGridMove& m) { return checkGridMove(p, m); }
MoveCheck checkOne(const QueensPosition& p, const QueenMove& m) { return checkQueenMove(p, m); }
MoveCheck checkOne(const NorthcottPosition& p, const NorthcottMove& m) { return checkNorthcottMove(p, m); }
MoveCheck checkOne(const HackenbushPosition& p, const HackenbushMove& m) { return checkHackenbushMove(p, m); }
MoveCheck checkOne(const GraphPosition& p, const GraphMove& m) { return checkGraphMove(p, m); }

void applyOne(HeapPosition& p, const HeapMove& m) {
  switch (p.variant) {
    case HeapPosition::Variant::Sum: {
      std::vector<HeapSize> parts;
      for (HeapSize x : m.parts)
        if (x > 0) parts.push_back(x);
      if (parts.empty()) {
        p.heaps[m.heap] = 0;  // an emptied heap stays as 0 so other heaps keep their indices
        return;
      }
      p.heaps[m.heap] = parts[0];
      p.heaps.insert(p.heaps.begin() + static_cast<std::ptrdiff_t>(m.heap) + 1, parts.begin() + 1, parts.end());
      if (p.rules.size() > 1) {
        const HeapRule rule = p.rules[m.heap];
        p.rules.insert(p.rules.begin() + static_cast<std::ptrdiff_t>(m.heap) + 1, parts.size() - 1, rule);
      }
      return;
    }
    case HeapPosition::Variant::MooreNim: p.heaps = m.newSizes; return;
    case HeapPosition::Variant::Staircase:
      p.heaps[m.heap] -= m.count;
      if (m.heap > 0) p.heaps[m.heap - 1] += m.count;
      return;
  }
}
void applyOne(NimblePosition& p, const NimbleMove& m) {
  for (const auto& [coin, to] : m.slides) p.coins[coin] = to;
}
void applyOne(CoinRowPosition& p, const CoinMove& m) {
  for (std::size_t c : m.coins) p.heads[c] = !p.heads[c];
}
void applyOne(CoinGridPosition& p, const CoinGridMove& m) {
  for (const auto& [r, c] : m.coins) p.heads[r * p.cols + c] = !p.heads[r * p.cols + c];
}
void applyOne(QueensPosition& p, const QueenMove& m) { p.queens[m.queen] = m.to; }
void applyOne(NorthcottPosition& p, const NorthcottMove& m) {
  (m.white ? p.rows[m.row].first : p.rows[m.row].second) = m.to;
}
void applyOne(HackenbushPosition& p, const HackenbushMove& m) { p.picture = cutEdge(p.picture, m.edge); }
void applyOne(GraphPosition& p, const GraphMove& m) { p.tokens[m.token] = m.to; }

using Moves = std::vector<ImpartialMove>;

void mooreMoves(const std::vector<HeapSize>& heaps, int k, std::size_t i, std::vector<HeapSize>& current, int changed,
                Moves& out, std::size_t limit) {
  if (out.size() >= limit) return;
  if (i == heaps.size()) {
    if (changed > 0) out.push_back(HeapMove{0, {}, current, 0});
    return;
  }
  mooreMoves(heaps, k, i + 1, current, changed, out, limit);
  if (changed >= k) return;
  for (HeapSize s = 0; s < heaps[i] && out.size() < limit; ++s) {
    current[i] = s;
    mooreMoves(heaps, k, i + 1, current, changed + 1, out, limit);
  }
  current[i] = heaps[i];
}

void listMoves(const HeapPosition& p, Moves& out, std::size_t limit) {
  switch (p.variant) {
    case HeapPosition::Variant::Sum:
      for (std::size_t h = 0; h < p.heaps.size() && out.size() < limit; ++h) {
        if (p.heaps[h] == 0) continue;
        if (p.ruleOf(h) == HeapRule::nim()) {
          for (HeapSize k = p.heaps[h]; k-- > 0 && out.size() < limit;)
            out.push_back(HeapMove{h, k == 0 ? std::vector<HeapSize>{} : std::vector<HeapSize>{k}, {}, 0});
          continue;
        }
        for (auto& option : heapOptions(p.ruleOf(h), p.heaps[h])) {
          if (out.size() >= limit) break;
          out.push_back(HeapMove{h, std::move(option.parts), {}, 0});
        }
      }
      return;
    case HeapPosition::Variant::MooreNim: {
      std::vector<HeapSize> current = p.heaps;
      mooreMoves(p.heaps, std::max(1, p.mooreK), 0, current, 0, out, limit);
      return;
    }
    case HeapPosition::Variant::Staircase:
      for (std::size_t j = 0; j < p.heaps.size(); ++j)
        for (HeapSize c = 1; c <= p.heaps[j] && out.size() < limit; ++c) out.push_back(HeapMove{j, {}, {}, c});
      return;
  }
}

void listMoves(const NimblePosition& p, Moves& out, std::size_t limit) {
  for (std::size_t c = 0; c < p.coins.size(); ++c)
    for (HeapSize to = 0; to < p.coins[c] && out.size() < limit; ++to) out.push_back(NimbleMove{{{c, to}}});
  if (p.mooreK < 2) return;
  for (std::size_t c = 0; c < p.coins.size(); ++c)
    for (std::size_t d = c + 1; d < p.coins.size(); ++d)
      for (HeapSize a = 0; a < p.coins[c]; ++a)
        for (HeapSize b = 0; b < p.coins[d] && out.size() < limit; ++b) out.push_back(NimbleMove{{{c, a}, {d, b}}});
}

void listMoves(const CoinRowPosition& p, Moves& out, std::size_t limit) {
  for (std::size_t h = 0; h < p.heads.size(); ++h) {
    if (!p.heads[h]) continue;
    for (auto& set : coinMovesAt(p.rule, h)) {
      if (out.size() >= limit) return;
      out.push_back(CoinMove{std::move(set)});
    }
  }
}

void listMoves(const CoinGridPosition& p, Moves& out, std::size_t limit) {
  for (std::size_t r = 0; r < p.rows; ++r)
    for (std::size_t c = 0; c < p.cols; ++c) {
      if (!p.heads[r * p.cols + c]) continue;
      for (auto& set : gridMovesAt(p.rule, r, c)) {
        if (out.size() >= limit) return;
        out.push_back(CoinGridMove{std::move(set)});
      }
    }
}

void listMoves(const QueensPosition& p, Moves& out, std::size_t limit) {
  for (std::size_t q = 0; q < p.queens.size(); ++q) {
    const auto [x, y] = p.queens[q];
    for (std::size_t tx = 0; tx < x && out.size() < limit; ++tx) out.push_back(QueenMove{q, {tx, y}});
    for (std::size_t ty = 0; ty < y && out.size() < limit; ++ty) out.push_back(QueenMove{q, {x, ty}});
    for (std::size_t d = 1; d <= std::min(x, y) && out.size() < limit; ++d) out.push_back(QueenMove{q, {x - d, y - d}});
  }
}

void listMoves(const NorthcottPosition& p, Moves& out, std::size_t limit) {
  for (std::size_t r = 0; r < p.rows.size(); ++r)
    for (bool white : {true, false})
      for (std::size_t to = 0; to < p.width && out.size() < limit; ++to) {
        NorthcottMove m{r, white, to};
        if (checkNorthcottMove(p, m).legal()) out.push_back(m);
      }
}

void listMoves(const HackenbushPosition& p, Moves& out, std::size_t limit) {
  const auto grounded = groundedEdges(p.picture);
  for (std::size_t e = 0; e < grounded.size() && out.size() < limit; ++e)
    if (grounded[e]) out.push_back(HackenbushMove{e});
}

void listMoves(const GraphPosition& p, Moves& out, std::size_t limit) {
  std::vector<std::vector<int>> followers(static_cast<std::size_t>(std::max(0, p.graph.vertices)));
  for (const auto& [a, b] : p.graph.arcs)
    if (a >= 0 && a < p.graph.vertices) followers[static_cast<std::size_t>(a)].push_back(b);
  for (std::size_t t = 0; t < p.tokens.size(); ++t) {
    const int v = p.tokens[t];
    if (v < 0 || v >= p.graph.vertices) continue;
    auto list = followers[static_cast<std::size_t>(v)];
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    for (int w : list) {
      if (out.size() >= limit) return;
      out.push_back(GraphMove{t, w});
    }
  }
}

}  // namespace

MoveCheck checkMove(const ImpartialPosition& position, const ImpartialMove& move) {
  return std::visit(
      [&](const auto& p, const auto& m) -> MoveCheck {
        using P = std::decay_t<decltype(p)>;
        using M = std::decay_t<decltype(m)>;
        if constexpr (!matches<P, M>()) {
          return MoveCheck{MoveRejection::WrongKind, {}};
        } else {
          if (legalMoves(position, 1).empty()) return MoveCheck{MoveRejection::GameOver, {}};
          return checkOne(p, m);
        }
      },
      position, move);
}

ImpartialPosition applyMove(const ImpartialPosition& position, const ImpartialMove& move) {
  ImpartialPosition out = position;
  std::visit(
      [&](auto& p, const auto& m) {
        using P = std::decay_t<decltype(p)>;
        using M = std::decay_t<decltype(m)>;
        if constexpr (matches<P, M>()) applyOne(p, m);
      },
      out, move);
  return out;
}

std::vector<ImpartialMove> legalMoves(const ImpartialPosition& position, std::size_t limit) {
  Moves out;
  if (limit == 0) return out;
  std::visit([&](const auto& p) { listMoves(p, out, limit); }, position);
  return out;
}

}  // namespace gamelab
