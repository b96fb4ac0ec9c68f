#pragma once
/// Built-in continuous poker games of source 000 §2.7 (spec ferguson-ch2-zero-sum.md T102–T104)
/// for the GUI start page. English titles only: the GUI translates by `id`.
#include "core/poker/continuouspoker.h"

#include <string>
#include <vector>

namespace gamelab {

struct PokerExample {
  std::string id;            ///< stable, e.g. "von-neumann-2"
  std::string englishTitle;  ///< e.g. "von Neumann's poker (β = 2)"
  std::string section;       ///< source section, e.g. "2.7.2"
  std::string testCase;      ///< the spec's case, e.g. "T103"
  PokerGame game;
};

/// von Neumann β = 2, La Relance β = 2, check-back β = 2, in this order.
const std::vector<PokerExample>& pokerExamples();

}  // namespace gamelab
