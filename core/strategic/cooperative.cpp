#include "core/strategic/cooperative.h"

namespace gamelab {

Expected<CooperativeSolution> solveCooperative(const StrategicGame& game, const CooperativeOptions& options,
                                               const Progress& progress, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  auto part = [&](double from, double to) {
    return Progress([&progress, from, to](double f, const std::string& stage) {
      progress.report(f < 0 ? f : from + (to - from) * f, stage);
    });
  };
  CooperativeSolution out;
  auto tu = solveTuSolution(game, part(0, 0.2), cancel);
  if (!tu) return tu.error();
  out.tu = std::move(*tu);
  progress.report(0.2, "safety");
  auto nash = solveNashBargaining(game, NashBargainingOptions{options.statusQuo}, part(0.2, 0.3), cancel);
  if (!nash) return nash.error();
  out.nash = std::move(*nash);
  out.statusQuoIsSafety = !options.statusQuo.has_value();
  auto lambda = solveLambdaTransfer(game, options.lambda, part(0.3, 1), cancel);
  if (!lambda) return lambda.error();
  out.lambda = std::move(*lambda);
  out.region = out.lambda.region;
  return out;
}

}  // namespace gamelab
