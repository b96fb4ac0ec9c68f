/// Domineering: a rectangle of "." (empty) and "#" (filled) cells, rows joined by "/"; Left
/// places vertical dominoes, Right horizontal ones. Components are the 4-connected regions of
/// empty cells, each cropped to its bounding box and written in the least of its eight
/// symmetric images (mirror images are equal games; a transposed region is the negative).
#include "core/common/problem.h"
#include "core/partizan/rulesetdetail.h"

#include <algorithm>
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

Board transposed(const Board& b) {
  Board t(b[0].size(), std::string(b.size(), '#'));
  for (std::size_t r = 0; r < b.size(); ++r)
    for (std::size_t c = 0; c < b[r].size(); ++c) t[c][r] = b[r][c];
  return t;
}

/// The four images under the mirror symmetries (itself, left-right, up-down, both).
std::array<Board, 4> mirrors(const Board& b) {
  Board lr = b;
  for (auto& row : lr) std::reverse(row.begin(), row.end());
  Board ud(b.rbegin(), b.rend());
  Board both(lr.rbegin(), lr.rend());
  return {b, lr, ud, both};
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
                                 SourceLocation{{}, 1, columnOf(text, rowStart)});
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
  const Board b = rowsOf(text);
  const int rows = static_cast<int>(b.size());
  const int cols = static_cast<int>(b[0].size());
  std::vector<int> region(static_cast<std::size_t>(rows * cols), -1);
  std::vector<std::pair<int, int>> stack;
  std::vector<std::pair<int, int>> cells;
  int regions = 0;
  for (int r0 = 0; r0 < rows; ++r0)
    for (int c0 = 0; c0 < cols; ++c0) {
      if (b[r0][c0] != '.' || region[r0 * cols + c0] >= 0) continue;
      cells.clear();
      stack.assign(1, {r0, c0});
      region[r0 * cols + c0] = regions;
      while (!stack.empty()) {
        const auto [r, c] = stack.back();
        stack.pop_back();
        cells.emplace_back(r, c);
        const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& n : next) {
          if (n[0] < 0 || n[0] >= rows || n[1] < 0 || n[1] >= cols) continue;
          if (b[n[0]][n[1]] != '.' || region[n[0] * cols + n[1]] >= 0) continue;
          region[n[0] * cols + n[1]] = regions;
          stack.emplace_back(n[0], n[1]);
        }
      }
      ++regions;
      if (cells.size() < 2) continue;  // a lone cell takes no domino: 0
      int top = rows, bottom = -1, left = cols, right = -1;
      for (const auto& [r, c] : cells) {
        top = std::min(top, r), bottom = std::max(bottom, r);
        left = std::min(left, c), right = std::max(right, c);
      }
      Board crop(static_cast<std::size_t>(bottom - top + 1), std::string(static_cast<std::size_t>(right - left + 1), '#'));
      for (const auto& [r, c] : cells) crop[r - top][c - left] = '.';
      std::string best;
      bool bestNegated = false;
      for (const auto& image : mirrors(crop)) {
        auto t = textOf(image);
        if (best.empty() || t < best) best = std::move(t);
      }
      for (const auto& image : mirrors(transposed(crop))) {
        auto t = textOf(image);
        if (t < best) best = std::move(t), bestNegated = true;
      }
      out.push_back(Component{std::move(best), bestNegated});
    }
  return out;
}

}  // namespace gamelab::partizan::detail
