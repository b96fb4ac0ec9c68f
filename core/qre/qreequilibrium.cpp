#include "core/qre/qreequilibrium.h"

#include "core/qre/logitqre.h"
#include "core/strategic/npersonsystem.h"

namespace gamelab {

Expected<ApproximateEquilibrium> equilibriumFromQreLimit(const StrategicGame& game, const Progress& progress,
                                                         const CancelToken& cancel) {
  auto branch = solveStrategicQre(game, {}, progress, cancel);
  if (!branch) return branch.error();
  ApproximateEquilibrium e;
  e.exact = branch->exact;
  e.strategies = std::move(branch->strategies);
  e.strategiesFloat = e.exact ? nperson::toFloat(e.strategies) : std::move(branch->strategiesFloat);
  if (!e.exact) {
    const nperson::FloatGame floatGame = nperson::makeFloatGame(game);
    e.maxRegret = nperson::maxRegret(floatGame, e.strategiesFloat) * floatGame.scale;
  }
  e.payoffs = expectedPayoffs(game, e.strategies);
  return e;
}

}  // namespace gamelab
