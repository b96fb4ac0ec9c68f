#include "ui/analysis/coalitionalanalysis.h"

#include <algorithm>
#include <functional>
#include <string>

namespace gamelab::ui {

namespace {

bool isStop(const Error& e) { return e.code == ErrorCode::Cancelled || e.code == ErrorCode::Timeout; }

/// Progress of one part mapped into [from, to] of the whole job.
Progress subProgress(const Progress& whole, double from, double to, const std::string& stage) {
  return Progress([&whole, from, to, stage](double fraction, const std::string&) {
    whole.report(fraction < 0 ? -1.0 : from + (to - from) * std::clamp(fraction, 0.0, 1.0), stage);
  });
}

/// Every value in {0, 1} and v(N) = 1 (the source's simple games, §4.3.4).
bool isSimpleTable(const CoalitionalGame& game) {
  if (!game.hasTable() || game.value(game.grand()) != 1) return false;
  for (const auto& v : game.values())
    if (v != 0 && v != 1) return false;
  return true;
}

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
  auto stopped = [&cancel] { return makeError(cancel.timedOut() ? ErrorCode::Timeout : ErrorCode::Cancelled); };

  CoalitionalAnalysis a;
  a.game = game;
  a.origin = origin;
  a.options = options;
  const int n = game.players();
  const bool table = game.hasTable();

  // Stores a part's value or its error; a Cancelled/Timeout error stops the whole job.
  auto store = [](auto&& result, auto& value, std::optional<Error>& error) -> std::optional<Error> {
    if (result) {
      value = std::move(result.value());
      return std::nullopt;
    }
    if (isStop(result.error())) return result.error();
    error = result.error();
    return std::nullopt;
  };

  struct Part {
    bool enabled;
    double weight;
    std::string stage;
    std::function<std::optional<Error>(const Progress&)> run;  ///< returns a stop error only
  };
  std::vector<Part> parts;
  parts.push_back({table && options.properties, 1, "properties", [&](const Progress&) {
                     return store(analyzeProperties(game, cancel), a.properties, a.propertiesError);
                   }});
  parts.push_back({table && options.core, n > 6 ? 6.0 : 2.0, "core", [&](const Progress& p) -> std::optional<Error> {
                     if (n > kMaxNucleolusPlayers) {
                       a.coreError = tooLarge(n, kMaxNucleolusPlayers);
                       return std::nullopt;
                     }
                     return store(analyzeCore(game, p, cancel), a.core, a.coreError);
                   }});
  parts.push_back({table && options.shapley, 1, "shapley", [&](const Progress& p) -> std::optional<Error> {
                     if (auto stop = store(shapleyValue(game, p, cancel), a.shapley, a.shapleyError)) return stop;
                     if (cancel.isCancelled()) return stopped();
                     if (n <= kMaxDividendPlayers)
                       if (auto stop = store(harsanyiDividends(game, cancel), a.dividends, a.shapleyError)) return stop;
                     if (n <= kMaxPermutationTablePlayers) {
                       auto rows = marginalContributionTable(game);
                       if (rows) a.permutations = std::move(rows.value());
                     }
                     return std::nullopt;
                   }});
  const bool simple = isSimpleTable(game);
  parts.push_back({options.powerIndices && (game.voting() || simple), 1, "power", [&](const Progress& p) {
                     if (game.voting()) return store(powerIndices(*game.voting(), p, cancel), a.power, a.powerError);
                     return store(powerIndicesOfSimpleGame(game, cancel), a.power, a.powerError);
                   }});
  parts.push_back({table && options.nucleolus, n > 6 ? 10.0 : 2.0, "nucleolus", [&](const Progress& p) -> std::optional<Error> {
                     if (n > kMaxNucleolusPlayers) {
                       a.nucleolusError = tooLarge(n, kMaxNucleolusPlayers);
                       return std::nullopt;
                     }
                     return store(nucleolus(game, NucleolusDomain::Efficient, p, cancel), a.nucleolus, a.nucleolusError);
                   }});
  parts.push_back({origin.has_value() && options.origin, 2, "origin", [&](const Progress& p) {
                     return store(characteristicFunction(*origin, p, cancel), a.originMatrices, a.originError);
                   }});
  if (table) a.imputationVertices = imputationVertices(game);

  double total = 0;
  for (const auto& part : parts)
    if (part.enabled) total += part.weight;
  double done = 0;
  for (const auto& part : parts) {
    if (!part.enabled) continue;
    if (cancel.isCancelled()) return stopped();
    const double from = done / total, to = (done + part.weight) / total;
    progress.report(from, part.stage);
    if (auto stop = part.run(subProgress(progress, from, to, part.stage))) return *stop;
    done += part.weight;
  }
  if (cancel.isCancelled()) return stopped();
  progress.report(1.0, "done");
  return a;
}

}  // namespace gamelab::ui
