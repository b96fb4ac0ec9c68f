#include "core/strategic/opponentprofiles.h"

namespace gamelab::strategicdetail {

std::vector<std::size_t> opponentBases(const StrategicGame& game, std::size_t player,
                                       const std::vector<std::vector<std::size_t>>& kept) {
  const std::size_t n = game.players();
  std::vector<std::size_t> others;
  for (std::size_t k = 0; k < n; ++k)
    if (k != player) {
      if (kept[k].empty()) return {};
      others.push_back(k);
    }
  std::vector<std::size_t> position(others.size(), 0);  // mixed-radix counter over kept lists
  std::vector<std::size_t> bases;
  for (;;) {
    std::size_t index = 0;
    for (std::size_t o = 0; o < others.size(); ++o) index += kept[others[o]][position[o]] * game.stride(others[o]);
    bases.push_back(index);
    std::size_t o = 0;
    while (o < others.size() && ++position[o] == kept[others[o]].size()) position[o++] = 0;
    if (o == others.size()) break;
  }
  return bases;
}

std::vector<std::size_t> opponentBases(const StrategicGame& game, std::size_t player) {
  return opponentBases(game, player, allStrategies(game));
}

std::vector<std::vector<std::size_t>> allStrategies(const StrategicGame& game) {
  std::vector<std::vector<std::size_t>> all(game.players());
  for (std::size_t k = 0; k < game.players(); ++k)
    for (std::size_t s = 0; s < game.strategies(k); ++s) all[k].push_back(s);
  return all;
}

}  // namespace gamelab::strategicdetail
