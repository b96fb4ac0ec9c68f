#include "ui/coalition/coalitionalanalysis.h"

#include "ui/analysis/analysisparts.h"

#include <algorithm>
#include <functional>
#include <string>

namespace gamelab::ui {

namespace {

Error tooLarge(int players, int limit) {
  return makeError(ErrorCode::TooLarge, {std::to_string(players) + " players", std::to_string(limit)});
}

}  // namespace

CoalitionalAnalysisOptions CoalitionalAnalysisOptions::forGame(const CoalitionalGame& game) {
  CoalitionalAnalysisOptions o;
  const int n = game.players();
  if (n <= kMaxAutomaticCoalitionPlayers) return o;
  o.properties = game.hasTable() && n <= kMaxConvexityPlayers;
  o.core = false;
  o.shapley = game.hasTable();
  o.powerIndices = true;
  o.nucleolus = false;
  o.origin = false;
  return o;
}

CoalitionalAnalysisOptions CoalitionalAnalysisOptions::everything() { return CoalitionalAnalysisOptions{}; }

Expected<CoalitionalAnalysis> analyzeCoalitionalGame(const CoalitionalGame& game, const std::optional<StrategicGame>& origin,
                                                     const CoalitionalAnalysisOptions& options, const Progress& progress,
                                                     const CancelToken& cancel) {
  auto stopped = [&cancel] { return stopError(cancel); };

  CoalitionalAnalysis a;
  a.game = game;
  a.origin = origin;
  a.options = options;
  const int n = game.players();
  const bool table = game.hasTable();

  // The parts in order, each with its share of the progress bar (by rough cost).
  std::vector<AnalysisPart> parts;
  parts.push_back({table && options.properties, 1, "properties", [&](const Progress&) {
                     return storePart(solveProperties(game, Progress::none(), cancel), a.properties, a.propertiesError);
                   }});
  parts.push_back({table && options.core, n > 6 ? 6.0 : 2.0, "core", [&](const Progress& p) -> std::optional<Error> {
                     if (n > kMaxNucleolusPlayers) {
                       a.coreError = tooLarge(n, kMaxNucleolusPlayers);
                       return std::nullopt;
                     }
                     return storePart(solveCore(game, p, cancel), a.core, a.coreError);
                   }});
  parts.push_back({table && options.shapley, 1, "shapley", [&](const Progress& p) -> std::optional<Error> {
                     if (auto stop = storePart(solveShapleyValue(game, p, cancel), a.shapley, a.shapleyError)) return stop;
                     if (cancel.isCancelled()) return stopped();
                     if (n <= kMaxDividendPlayers)
                       if (auto stop = storePart(solveHarsanyiDividends(game, Progress::none(), cancel), a.dividends, a.shapleyError)) return stop;
                     if (n <= kMaxPermutationTablePlayers) {
                       auto rows = marginalContributionTable(game);
                       if (rows) a.permutations = std::move(rows.value());
                     }
                     return std::nullopt;
                   }});
  const bool simple = isSimpleGame(game);
  parts.push_back({options.powerIndices && (game.voting() || simple), 1, "power", [&](const Progress& p) {
                     if (game.voting()) return storePart(solvePowerIndices(*game.voting(), p, cancel), a.power, a.powerError);
                     return storePart(solvePowerIndices(game, Progress::none(), cancel), a.power, a.powerError);
                   }});
  parts.push_back({table && options.nucleolus, n > 6 ? 10.0 : 2.0, "nucleolus", [&](const Progress& p) -> std::optional<Error> {
                     if (n > kMaxNucleolusPlayers) {
                       a.nucleolusError = tooLarge(n, kMaxNucleolusPlayers);
                       return std::nullopt;
                     }
                     return storePart(solveNucleolus(game, {.domain = NucleolusDomain::Efficient}, p, cancel), a.nucleolus, a.nucleolusError);
                   }});
  parts.push_back({origin.has_value() && options.origin, 2, "origin", [&](const Progress& p) {
                     return storePart(solveCharacteristicFunction(*origin, p, cancel), a.originMatrices, a.originError);
                   }});
  if (table) a.imputationVertices = imputationVertices(game);

  if (auto stop = runAnalysisParts(parts, progress, cancel)) return *stop;
  progress.report(1.0, "done");
  return a;
}

}  // namespace gamelab::ui
