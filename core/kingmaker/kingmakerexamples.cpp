// The win/lose trees of source 001 part 3 (spec/kingmaker-thesis.md), in the bracket text of
// spec/reference/diamond_tree.txt: lower-case letters move, upper-case letters win.
#include "core/kingmaker/kingmakerexamples.h"

#include "core/kingmaker/generators.h"
#include "core/common/examplename.h"

#include <cassert>

namespace gamelab {
namespace {

using kingmaker::BinaryGame;

/// A fixed bracket text with players named 1, 2, 3 as in the thesis (a parse error is a bug).
BinaryGame fromBracket(const char* text) {
  auto game = kingmaker::parseBracketTree(text, 3);
  assert(game && "a built-in kingmaker tree parses");
  game->playerNames = {"1", "2", "3"};
  return std::move(*game);
}

BinaryGame fig33() { return fromBracket("c(a(C,B),b(C,A))"); }
BinaryGame fig41() { return fromBracket("c(a(C,B),A)"); }
BinaryGame fig46() { return fromBracket("c(a(B,b(A,C)),A)"); }
BinaryGame diamond() { return kingmaker::diamondGame(); }
BinaryGame nim23() {
  auto game = kingmaker::nimGame({2, 3}, 3);
  assert(game && "3-player Nim (2, 3) builds");
  game->playerNames = {"1", "2", "3"};
  return std::move(*game);
}

KingmakerExample example(ExampleName name, std::string section, BinaryGame (*make)()) {
  return KingmakerExample{std::move(name.id), std::move(name.title), std::move(section), make};
}

}  // namespace

const std::vector<KingmakerExample>& kingmakerExamples() {
  static const std::vector<KingmakerExample> examples = {
      example(GAMELAB_EXAMPLE("TreeExamples", "Kingmakers: the canonical tree (Fig. 3.3)", "kingmaker-fig-3-3"), "Figs. 3.3, 4.5", &fig33),
      example(GAMELAB_EXAMPLE("TreeExamples", "Kingmakers: kmn-η example (Fig. 4.1)", "kingmaker-fig-4-1"), "Fig. 4.1", &fig41),
      example(GAMELAB_EXAMPLE("TreeExamples", "Kingmakers: two 1EPs (Fig. 4.6, candidate B)", "kingmaker-fig-4-6"), "Fig. 4.6", &fig46),
      example(GAMELAB_EXAMPLE("TreeExamples", "Kingmakers: the Diamond game (3 players)", "kingmaker-diamond"), "ch. 5, Figs. 5.1–5.4",
              &diamond),
      example(GAMELAB_EXAMPLE("TreeExamples", "Kingmakers: 3-player Nim (2, 3), last move wins", "kingmaker-nim-2-3"), "not in the thesis: the readings differ",
              &nim23),
  };
  return examples;
}

}  // namespace gamelab
