#include "core/stochastic/stochasticgame.h"

namespace gamelab::stochastic {

Rational StochasticCell::stopProbability() const {
  Rational stop(1);
  for (const auto& t : next) stop -= t.probability;
  return stop;
}

int StochasticGame::findState(std::string_view name) const {
  for (std::size_t k = 0; k < states.size(); ++k)
    if (states[k].name == name) return static_cast<int>(k);
  return -1;
}

}  // namespace gamelab::stochastic
