#pragma once
/// The multistage games of source 000 §2.6 (multistagegames.h) as start-page examples of the
/// "stochastic" kind, for the stochastic editor to register (English titles only: the GUI
/// translates by `id`, context "StochasticExamples").
#include "core/stochastic/stochasticgame.h"

#include <string>
#include <vector>

namespace gamelab {

struct MultistageExample {
  std::string id;            ///< stable, e.g. "inspection-6"
  std::string englishTitle;  ///< e.g. "Inspection game G6"
  std::string section;       ///< source section, e.g. "2.6.2"
  std::string testCase;      ///< the spec's case, e.g. "T79"
  stochastic::StochasticGame game;
};

/// Games as components (T78, T90), the inspection games G6 (T79) and G(2,5) (T91), the game
/// of endurance G8 (T92).
const std::vector<MultistageExample>& multistageExamples();

}  // namespace gamelab
