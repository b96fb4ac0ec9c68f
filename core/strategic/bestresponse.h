#pragma once
/// Best responses to pure profiles and the pure equilibria (the star method, source 000
/// §3.2.3), for any number of players.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct BestResponseStars {
  /// starred[t * players + k]: player k's payoff at profile t is maximal among k's strategies
  /// with the other players' strategies of t fixed (a star in the source's asterisk method).
  std::vector<bool> starred;
  /// Profile indices starred for every player (the pure equilibria), ascending.
  std::vector<std::size_t> pureEquilibria;

  bool isStarred(const StrategicGame& game, std::size_t profileIndex, std::size_t player) const {
    return starred[profileIndex * game.players() + player];
  }
};

/// Errors: Cancelled/Timeout only. Linear in the number of cells times players. No progress is
/// reported.
Expected<BestResponseStars> solveBestResponseStars(const StrategicGame& game,
                                                   const Progress& progress = Progress::none(),
                                                   const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
