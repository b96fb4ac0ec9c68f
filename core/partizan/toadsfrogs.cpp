/// Toads and Frogs: a strip of "T" (toads, Left's, moving right), "F" (frogs, Right's, moving
/// left) and "." (empty). Components: a piece is FROZEN when it can never move again (a frog
/// against the left end or a frozen frog, or against a frozen toad with the end or a frozen
/// piece behind it; toads mirrored). Two neighbouring frozen cells (or a frozen cell at an end)
/// are a wall no move crosses, so the strip splits there and the walls' cells are dropped; the
/// dead ends are the walls at the ends. Each part is written in the lesser of itself and its
/// mirror image with toads and frogs exchanged (which is its negative).
#include "core/common/problem.h"
#include "core/partizan/rulesetdetail.h"

#include <algorithm>

namespace gamelab::partizan::detail {
namespace {

/// The strip reversed with toads and frogs exchanged: the negative game.
std::string mirrored(const std::string& s) {
  std::string out(s.rbegin(), s.rend());
  for (char& c : out) c = c == 'T' ? 'F' : c == 'F' ? 'T' : c;
  return out;
}

}  // namespace

Expected<std::string> readToadsAndFrogs(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (isBlank(c)) continue;
    if (c == 't' || c == 'f') c = static_cast<char>(c - 'a' + 'A');
    if (c != 'T' && c != 'F' && c != '.') return syntaxErrorAt(text, i, Problem::CgtBadCell, {characterAt(text, i), "T F ."});
    if (static_cast<int>(out.size()) >= kMaxStripLength)
      return positionTooLarge(static_cast<long long>(out.size()) + 1, "cells", kMaxStripLength);
    out += c;
  }
  return out;
}

std::vector<Move> toadsAndFrogsMoves(const std::string& text, Side side) {
  std::vector<Move> moves;
  const int n = static_cast<int>(text.size());
  const char own = side == Side::Left ? 'T' : 'F';
  const char other = side == Side::Left ? 'F' : 'T';
  const int step = side == Side::Left ? 1 : -1;
  for (int i = 0; i < n; ++i) {
    if (text[i] != own) continue;
    int to = i + step;
    if (to < 0 || to >= n) continue;
    if (text[to] == other) to += step;
    else if (text[to] != '.') continue;
    if (to < 0 || to >= n || text[to] != '.') continue;
    std::string after = text;
    after[i] = '.';
    after[to] = own;
    moves.push_back(Move{Position{Ruleset::ToadsAndFrogs, std::move(after)}, {i, to}});
  }
  return moves;
}

std::vector<Component> toadsAndFrogsComponents(const std::string& text) {
  const int n = static_cast<int>(text.size());
  std::vector<char> frozen(static_cast<std::size_t>(n), 0);
  const auto wall = [&](int k) { return k < 0 || k >= n || frozen[k]; };
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; ++i) {
      if (frozen[i] || text[i] == '.') continue;
      const int step = text[i] == 'T' ? 1 : -1;
      const int ahead = i + step;
      bool stuck = false;
      if (ahead < 0 || ahead >= n) stuck = true;
      else if (frozen[ahead]) stuck = text[ahead] == text[i] || wall(ahead + step);
      if (stuck) frozen[i] = 1, changed = true;
    }
  }
  std::vector<Component> out;
  std::string part;
  const auto flush = [&] {
    if (part.find('.') != std::string::npos && part.find_first_of("TF") != std::string::npos) {
      auto turned = mirrored(part);
      if (turned < part) out.push_back(Component{std::move(turned), true});
      else out.push_back(Component{part, false});
    }
    part.clear();
  };
  for (int i = 0; i < n; ++i) {
    if (frozen[i] && (wall(i - 1) || wall(i + 1))) flush();
    else part += text[i];
  }
  flush();
  return out;
}

}  // namespace gamelab::partizan::detail
