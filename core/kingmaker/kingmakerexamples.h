#pragma once
/// Built-in win/lose trees of source 001 (spec/kingmaker-thesis.md part 3): Fig. 3.3, Fig. 4.1
/// (right leaf won by player 1), Fig. 4.6 (candidate B), the Diamond game and 3-player Nim
/// (2, 3). English titles only: the GUI translates by `id` (context "TreeExamples").
#include "core/kingmaker/binarygame.h"

#include <string>
#include <vector>

namespace gamelab {

struct KingmakerExample {
  std::string id;            ///< stable, e.g. "kingmaker-fig-3-3"
  std::string englishTitle;
  std::string section;       ///< where in the thesis ("Figs. 3.3, 4.5")
  /// Builds the game (on demand: the Diamond and Nim games are generated).
  kingmaker::BinaryGame (*make)() = nullptr;
};

const std::vector<KingmakerExample>& kingmakerExamples();

}  // namespace gamelab
