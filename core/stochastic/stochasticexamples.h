#pragma once
/// Built-in stochastic and recursive games of source 000 §2.6 (digest ferguson-ch2-zero-sum.md
/// T81–T89, T97, T99, T101) for the GUI start page. English titles only: the GUI translates by
/// `id`. Each game is written once, in the editor's cell notation, and read by
/// stochasticGameFromJson.
#include "core/stochastic/stochasticgame.h"

#include <string>
#include <vector>

namespace gamelab {

struct StochasticExample {
  std::string id;            ///< stable, e.g. "dare" (the GUI prefixes "stochastic-")
  std::string englishTitle;  ///< e.g. "Dare (Example 4)"
  std::string section;       ///< source section, e.g. "2.6.3"
  std::string testCase;      ///< the digest's case, e.g. "T84"
  stochastic::StochasticGame game;
};

/// All built-in games, in the order of the source (each valid: validateStochasticGame is empty).
const std::vector<StochasticExample>& stochasticExamples();

}  // namespace gamelab
