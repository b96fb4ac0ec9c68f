/// Domineering: a rectangle of "." (empty) and "#" (filled) cells, rows joined by "/"; Left
/// places vertical dominoes, Right horizontal ones. Components are the 4-connected regions of
/// empty cells, each cropped to its bounding box and written in the least of its eight
/// symmetric images (mirror images are equal games; a transposed region is the negative).
#include "core/common/problem.h"
#include "core/common/utf8.h"
#include "core/partizan/rulesetdetail.h"

#include <algorithm>
#include <cstdint>
#include <array>
#include <optional>

namespace gamelab::partizan::detail {
namespace {

using Board = std::vector<std::string>;

Board rowsOf(const std::string& text) {
  Board rows(1);
  for (char c : text) {
    if (c == '/') rows.emplace_back();
    else rows.back().push_back(c);
  }
  return rows;
}

std::string textOf(const Board& rows) {
  std::string out;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (r > 0) out += '/';
    out += rows[r];
  }
  return out;
}

/// A region as row masks (bit c = column c empty).
using Mask = std::vector<std::uint32_t>;

std::uint32_t reversedBits(std::uint32_t row, int width) {
  std::uint32_t out = 0;
  for (int c = 0; c < width; ++c)
    if (row >> c & 1u) out |= 1u << (width - 1 - c);
  return out;
}

/// The least (as a vector) of the four mirror images of `m` (`width` columns).
Mask leastMirror(const Mask& m, int width) {
  Mask lr(m.size());
  for (std::size_t r = 0; r < m.size(); ++r) lr[r] = reversedBits(m[r], width);
  Mask ud(m.rbegin(), m.rend());
  Mask both(lr.rbegin(), lr.rend());
  return std::min({m, lr, ud, both});
}

std::string maskText(const Mask& m, int width) {
  std::string out;
  for (std::size_t r = 0; r < m.size(); ++r) {
    if (r) out += '/';
    for (int c = 0; c < width; ++c) out += m[r] >> c & 1u ? '.' : '#';
  }
  return out;
}

}  // namespace

Expected<std::string> readDomineering(std::string_view text) {
  std::string out;
  int rows = 1;
  int width = 0;
  int firstWidth = -1;
  std::size_t rowStart = 0;
  const auto endRow = [&](std::size_t at) -> std::optional<Error> {
    if (width == 0) return syntaxErrorAt(text, at, Problem::CgtUnexpected, {characterAt(text, at)});
    if (firstWidth < 0) firstWidth = width;
    if (width != firstWidth) {
      Error e = makeProblemError(ErrorCode::SyntaxError, Problem::CgtBoardNotRectangle,
                                 {std::to_string(rows), std::to_string(width), std::to_string(firstWidth)},
                                 SourceLocation{{}, 1, utf8ColumnOf(text, rowStart)});
      return e;
    }
    return std::nullopt;
  };
  std::size_t i = 0;
  while (i < text.size() && isBlank(text[i])) ++i;
  rowStart = i;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (isBlank(c)) continue;
    if (c == '/') {
      if (auto e = endRow(i)) return *e;
      if (++rows > kMaxBoardSide) return positionTooLarge(rows, "rows", kMaxBoardSide);
      width = 0;
      rowStart = i + 1;
      while (rowStart < text.size() && isBlank(text[rowStart])) ++rowStart;
      out += '/';
      continue;
    }
    if (c != '.' && c != '#') return syntaxErrorAt(text, i, Problem::CgtBadCell, {characterAt(text, i), ". # /"});
    if (++width > kMaxBoardSide) return positionTooLarge(width, "columns", kMaxBoardSide);
    out += c;
  }
  if (auto e = endRow(text.size())) return *e;
  return out;
}

std::vector<Move> domineeringMoves(const std::string& text, Side side) {
  std::vector<Move> moves;
  Board b = rowsOf(text);
  const int dr = side == Side::Left ? 1 : 0;
  const int dc = side == Side::Left ? 0 : 1;
  for (int r = 0; r + dr < static_cast<int>(b.size()); ++r)
    for (int c = 0; c + dc < static_cast<int>(b[r].size()); ++c) {
      if (b[r][c] != '.' || b[r + dr][c + dc] != '.') continue;
      b[r][c] = b[r + dr][c + dc] = '#';
      moves.push_back(Move{Position{Ruleset::Domineering, textOf(b)}, {r, c, r + dr, c + dc}});
      b[r][c] = b[r + dr][c + dc] = '.';
    }
  return moves;
}

std::vector<Component> domineeringComponents(const std::string& text) {
  std::vector<Component> out;
  // empty cells as row masks (bit c = column c), at most 16 × 16
  std::vector<std::uint32_t> empty(1, 0);
  int cols = 0, col = 0;
  for (char c : text) {
    if (c == '/') {
      empty.push_back(0);
      col = 0;
      continue;
    }
    if (c == '.') empty.back() |= 1u << col;
    cols = std::max(cols, ++col);
  }
  const int rows = static_cast<int>(empty.size());
  std::vector<std::uint32_t> seen(empty.size(), 0);
  std::vector<std::pair<int, int>> stack;
  std::vector<std::pair<int, int>> cells;
  for (int r0 = 0; r0 < rows; ++r0)
    for (int c0 = 0; c0 < cols; ++c0) {
      if (!((empty[r0] & ~seen[r0]) >> c0 & 1u)) continue;
      cells.clear();
      stack.assign(1, {r0, c0});
      seen[r0] |= 1u << c0;
      while (!stack.empty()) {
        const auto [r, c] = stack.back();
        stack.pop_back();
        cells.emplace_back(r, c);
        const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& n : next) {
          if (n[0] < 0 || n[0] >= rows || n[1] < 0 || n[1] >= cols) continue;
          const std::uint32_t bit = 1u << n[1];
          if (!(empty[n[0]] & bit) || (seen[n[0]] & bit)) continue;
          seen[n[0]] |= bit;
          stack.emplace_back(n[0], n[1]);
        }
      }
      if (cells.size() < 2) continue;  // a lone cell takes no domino: 0
      int top = rows, bottom = -1, left = cols, right = -1;
      for (const auto& [r, c] : cells) {
        top = std::min(top, r), bottom = std::max(bottom, r);
        left = std::min(left, c), right = std::max(right, c);
      }
      const int h = bottom - top + 1, w = right - left + 1;
      // the region and its transpose as masks; images compared as (height, rows…)
      Mask plain(static_cast<std::size_t>(h), 0), turned(static_cast<std::size_t>(w), 0);
      for (const auto& [r, c] : cells) {
        plain[r - top] |= 1u << (c - left);
        turned[c - left] |= 1u << (r - top);
      }
      Mask best = leastMirror(plain, w);
      Mask other = leastMirror(turned, h);
      const bool negated = other < best;
      const Mask& key = negated ? other : best;
      out.push_back(Component{maskText(key, negated ? h : w), negated});
    }
  return out;
}

}  // namespace gamelab::partizan::detail
