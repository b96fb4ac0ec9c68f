#pragma once
/// Built-in partizan sessions (spec cgt-sums.md §9 C1/C2, the rulesets of ../shared/CLI.md) for
/// the GUI start page. English titles only: the GUI translates by `id`.
#include "core/partizan/partizanjson.h"

#include <string>
#include <vector>

namespace gamelab {

struct PartizanExample {
  std::string id;            ///< stable, e.g. "up-plus-up"
  std::string englishTitle;  ///< e.g. "↑ + ↑"
  std::string testCase;      ///< the spec's case ("C1"), empty when none
  partizan::PartizanSession session;
};

/// ↑+↑, {0,1|3}, ±1+±1, ↑+*2 (C1/C2), the empty 4×4 Domineering board, a Hackenbush picture in
/// three colours, Toads and Frogs TT..FF, Cutcake 3x2+1x4, ±1+±2+±3 — in this order.
const std::vector<PartizanExample>& partizanExamples();

}  // namespace gamelab
