#include "core/strategic/bestresponse.h"

#include "core/strategic/opponentprofiles.h"

namespace gamelab {

Expected<BestResponseStars> solveBestResponseStars(const StrategicGame& game, const Progress&,
                                                   const CancelToken& cancel) {
  BestResponseStars result;
  const std::size_t n = game.players(), cells = game.profileCount();
  result.starred.assign(cells * n, false);
  std::size_t work = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t stride = game.stride(k), m = game.strategies(k);
    for (std::size_t base : strategicdetail::opponentBases(game, k)) {
      if ((work += m) >= 4096) {
        work = 0;
        if (cancel.isCancelled()) return stopError(cancel);
      }
      const Rational* best = &game.payoff(base, k);
      for (std::size_t s = 1; s < m; ++s)
        if (game.payoff(base + s * stride, k) > *best) best = &game.payoff(base + s * stride, k);
      for (std::size_t s = 0; s < m; ++s)
        if (game.payoff(base + s * stride, k) == *best) result.starred[(base + s * stride) * n + k] = true;
    }
  }
  for (std::size_t t = 0; t < cells; ++t) {
    bool all = n > 0;
    for (std::size_t k = 0; k < n && all; ++k) all = result.starred[t * n + k];
    if (all) result.pureEquilibria.push_back(t);
  }
  return result;
}

}  // namespace gamelab
