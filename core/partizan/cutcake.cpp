/// Cutcake: pieces "WxH" joined by "+"; Left cuts a piece vertically (widths a and W−a), Right
/// horizontally (heights b and H−b). Every piece is a component; W×H is the negative of H×W,
/// so a piece's key is written narrow side first ("2x5"; "5x2" is its negative).
#include "core/common/problem.h"
#include "core/common/textexcerpt.h"
#include "core/partizan/rulesetdetail.h"

namespace gamelab::partizan::detail {
namespace {

struct Piece {
  int width = 1;
  int height = 1;
};

/// Reads a normalised text; no checks.
std::vector<Piece> piecesOf(const std::string& text) {
  std::vector<Piece> pieces;
  std::size_t i = 0;
  while (i < text.size()) {
    Piece p{0, 0};
    while (text[i] != 'x') p.width = p.width * 10 + (text[i++] - '0');
    ++i;
    while (i < text.size() && text[i] != '+') p.height = p.height * 10 + (text[i++] - '0');
    ++i;
    pieces.push_back(p);
  }
  return pieces;
}

std::string pieceText(const Piece& p) { return std::to_string(p.width) + 'x' + std::to_string(p.height); }

std::string textOf(const std::vector<Piece>& pieces) {
  std::string out;
  for (const auto& p : pieces) {
    if (!out.empty()) out += '+';
    out += pieceText(p);
  }
  return out;
}

}  // namespace

Expected<std::string> readCutcake(std::string_view text) {
  std::vector<Piece> pieces;
  std::size_t i = 0;
  while (true) {
    while (i < text.size() && isBlank(text[i])) ++i;
    const std::size_t start = i;
    std::size_t end = text.find('+', i);
    if (end == std::string_view::npos) end = text.size();
    const auto bad = [&] {
      std::size_t last = end;
      while (last > start && isBlank(text[last - 1])) --last;
      return syntaxErrorAt(text, start, Problem::CgtBadCakeSize, {excerpt(text.substr(start, last - start))});
    };
    Piece p;
    int* sides[2] = {&p.width, &p.height};
    for (int part = 0; part < 2; ++part) {
      while (i < end && isBlank(text[i])) ++i;
      const std::size_t digits = i;
      long long value = 0;
      while (i < end && text[i] >= '0' && text[i] <= '9') {
        value = std::min<long long>(value * 10 + (text[i] - '0'), 1'000'000);
        ++i;
      }
      if (i == digits || value == 0) return bad();
      if (value > kMaxCakeSide) return positionTooLarge(value, "cells on a side", kMaxCakeSide);
      *sides[part] = static_cast<int>(value);
      while (i < end && isBlank(text[i])) ++i;
      if (part == 0) {
        if (i >= end || (text[i] != 'x' && text[i] != 'X')) return bad();
        ++i;
      }
    }
    if (i != end) return bad();
    if (static_cast<int>(pieces.size()) >= kMaxCakePieces)
      return positionTooLarge(static_cast<long long>(pieces.size()) + 1, "pieces", kMaxCakePieces);
    pieces.push_back(p);
    if (end == text.size()) break;
    i = end + 1;
  }
  return textOf(pieces);
}

std::vector<Move> cutcakeMoves(const std::string& text, Side side) {
  std::vector<Move> moves;
  const auto pieces = piecesOf(text);
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    const Piece p = pieces[k];
    const int length = side == Side::Left ? p.width : p.height;
    for (int a = 1; a < length; ++a) {
      std::vector<Piece> after(pieces.begin(), pieces.begin() + static_cast<std::ptrdiff_t>(k));
      if (side == Side::Left) after.push_back({a, p.height}), after.push_back({p.width - a, p.height});
      else after.push_back({p.width, a}), after.push_back({p.width, p.height - a});
      after.insert(after.end(), pieces.begin() + static_cast<std::ptrdiff_t>(k) + 1, pieces.end());
      moves.push_back(Move{Position{Ruleset::Cutcake, textOf(after)}, {static_cast<int>(k), a}});
    }
  }
  return moves;
}

std::vector<Component> cutcakeComponents(const std::string& text) {
  std::vector<Component> out;
  for (const auto& p : piecesOf(text)) {
    if (p.width == 1 && p.height == 1) continue;  // no cut left: 0
    if (p.width <= p.height) out.push_back(Component{pieceText(p), false});
    else out.push_back(Component{pieceText(Piece{p.height, p.width}), true});
  }
  return out;
}

}  // namespace gamelab::partizan::detail
