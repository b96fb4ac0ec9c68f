#include "core/coalition/parametricpath.h"

#include "core/coalition/nucleolus.h"
#include "core/coalition/shapley.h"

#include <string>

namespace gamelab {

Expected<std::vector<PathPoint>> solveParametricPath(const std::function<CoalitionalGame(const Rational&)>& game,
                                                     const ParametricPathOptions& options, const Progress& progress,
                                                     const CancelToken& cancel) {
  const Rational& from = options.from;
  const Rational& to = options.to;
  const int steps = options.steps;
  if (steps < 1)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeAtLeast, {"steps", "1", std::to_string(steps)});
  std::vector<PathPoint> path;
  path.reserve(static_cast<std::size_t>(steps) + 1);
  int players = -1;
  for (int k = 0; k <= steps; ++k) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(double(k) / double(steps + 1), "path");
    PathPoint point;
    point.parameter = from + (to - from) * k / steps;
    const CoalitionalGame g = game(point.parameter);
    if (!g.hasTable()) return g.noTableError();
    if (players >= 0 && g.players() != players)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::PlayersChangeAlongPath,
                              {std::to_string(players), std::to_string(g.players())});
    players = g.players();
    auto shapley = solveShapleyValue(g, Progress::none(), cancel);
    if (!shapley) return shapley.error();
    auto nucleolusResult = solveNucleolus(g, {.domain = NucleolusDomain::Efficient}, Progress::none(), cancel);
    if (!nucleolusResult) return nucleolusResult.error();
    point.shapley = std::move(shapley.value());
    point.nucleolus = std::move(nucleolusResult->x);
    path.push_back(std::move(point));
  }
  progress.report(1.0, "path");
  return path;
}

std::function<CoalitionalGame(const Rational&)> grandCoalitionFamily(const CoalitionalGame& game) {
  return [game](const Rational& t) {
    CoalitionalGame g = game;
    g.setValue(g.grand(), t);
    return g;
  };
}

}  // namespace gamelab
