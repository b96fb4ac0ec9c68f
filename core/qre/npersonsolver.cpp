#include "core/qre/npersonsolver.h"

#include "core/qre/qreequilibrium.h"
#include "core/strategic/npersonsystem.h"

#include <algorithm>

namespace gamelab {

namespace {

/// Adds `e` unless an equilibrium within 1e-7 is listed; true when added.
bool addDistinct(std::vector<ApproximateEquilibrium>& list, ApproximateEquilibrium e) {
  for (const auto& known : list)
    if (nperson::sameProfile(known.strategiesFloat, e.strategiesFloat)) return false;
  list.push_back(std::move(e));
  return true;
}

bool isStop(const Error& error) { return error.code == ErrorCode::Cancelled || error.code == ErrorCode::Timeout; }

}  // namespace

Expected<NPersonSolution> solveNPersonGame(const StrategicGame& game, const NPersonSolverOptions& options,
                                           const Progress& progress, const CancelToken& cancel) {
  NPersonSolution solution;
  NPersonEquilibriumOptions search = options.search;
  if (options.firstOnly) {
    search.maxEquilibria = 1;
    search.seconds = search.seconds > 0 ? std::min(search.seconds, kFirstOnlySearchSeconds) : kFirstOnlySearchSeconds;
  }
  solution.searchSeconds = search.seconds;
  auto found = solveNPersonEquilibria(game, search, progress, cancel);
  if (!found && found.error().code != ErrorCode::TooLarge) return found.error();
  if (found) {
    solution.found = std::move(*found);
  } else {
    // Too many support profiles for a search without a budget: the pure equilibria still count.
    search.mixed = false;
    auto pure = solveNPersonEquilibria(game, search, progress, cancel);
    if (!pure) return pure.error();
    solution.found = std::move(*pure);
    solution.searchTooLarge = true;
  }
  std::vector<ApproximateEquilibrium>& list = solution.found.equilibria;

  if (list.empty() && options.qreLimitWhenNone) {
    auto limit = equilibriumFromQreLimit(game, progress, cancel);
    if (!limit && isStop(limit.error())) return limit.error();
    if (limit) {
      limit->foundBy = EquilibriumSource::QreLimit;
      list.push_back(std::move(*limit));
    } else {
      solution.tracingError = limit.error();
    }
  }
  for (std::size_t r = 0; r < options.restarts && !solution.tracingError; ++r) {
    auto traced = equilibriumFromLogitTracing(game, options.seed + r, progress, cancel);
    if (!traced && isStop(traced.error())) return traced.error();
    if (!traced) {
      solution.tracingError = traced.error();
      break;
    }
    ++solution.restartsRun;
    traced->foundBy = EquilibriumSource::LogitTracing;
    addDistinct(list, std::move(*traced));
  }
  // Pure ones first (the support search lists them first already; a trace may end at one).
  std::stable_partition(list.begin(), list.end(), [](const ApproximateEquilibrium& e) {
    return e.exact && std::all_of(e.strategies.begin(), e.strategies.end(), [](const RationalVector& p) {
             return std::any_of(p.begin(), p.end(), [](const Rational& x) { return x == 1; });
           });
  });
  return solution;
}

}  // namespace gamelab
