#include "ui/strategic/strategicanalysis.h"

#include "ui/analysis/analysisparts.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>

namespace gamelab::ui {

namespace {

/// Number of support profiles of an n-player game: the product of (2^m_k - 1), saturated.
double supportProfileCount(const StrategicGame& game) {
  double count = 1;
  for (std::size_t k = 0; k < game.players(); ++k) count *= std::ldexp(1.0, int(std::min<std::size_t>(game.strategies(k), 60))) - 1;
  return count;
}

}  // namespace

StrategicAnalysisOptions StrategicAnalysisOptions::whileDragging(const StrategicGame& game) {
  StrategicAnalysisOptions o = forGame(game);
  o.refinements = false;
  o.cooperative = false;
  return o;
}

StrategicAnalysisOptions StrategicAnalysisOptions::forGame(const StrategicGame& game) {
  StrategicAnalysisOptions o;
  const std::size_t players = game.players();
  const std::size_t profiles = players == 0 ? 0 : game.profileCount();
  std::size_t largest = 0;
  for (std::size_t k = 0; k < players; ++k) largest = std::max(largest, game.strategies(k));
  const bool two = players == 2;
  const std::size_t m = two ? game.strategies(0) : 0, n = two ? game.strategies(1) : 0;

  o.dominance = profiles * std::max<std::size_t>(players, 1) <= 4'000'000;
  o.dominanceMixtures = o.dominance && largest <= 60;
  o.safety = profiles <= 40'000;
  // Automatic runs must answer within about a second (random 12x12: 0.15 s; a 14x14 can take
  // a second, 16x16 several); larger games wait for Solve (F5).
  o.allEquilibria = two && (m * n <= 150 || (std::min(m, n) <= 2 && std::max(m, n) <= 50));
  // One LP per distinct equilibrium strategy and a few per component: cheap beside the enumeration.
  o.refinements = o.allEquilibria;
  o.supportEnumeration = two && m <= 6 && n <= 6;
  o.lemkeHowson = two && m <= 300 && n <= 300;
  o.lemkeHowsonFirstLabelOnly = lemkeHowsonFirstLabelOnlyByDefault(m, n);
  // Small games are searched completely; larger ones for a second (small and balanced supports
  // first), and Solve (F5) searches for five.
  o.nPersonMixed = players >= 3 && profiles * players <= 200000;
  o.nPersonBudgetSeconds = supportProfileCount(game) <= 5000 ? 0 : 1;
  o.nPersonQreFallback = players >= 3 && profiles * players <= 200000;
  // The exact correlated LP can need many repair pivots from about 12x12 on.
  o.correlated = players >= 2 && profiles <= 64;
  // The QRE trace costs O(N³) per step for N strategies in all (a 10×10 game: milliseconds).
  std::size_t choices = 0;
  for (std::size_t k = 0; k < players; ++k) choices += game.strategies(k);
  o.qre = players >= 1 && choices <= 60 && profiles * players * players * players <= 2'000'000;
  // λ-transfer solves up to a few hundred small LPs (A − B and λA − B).
  o.cooperative = two && m * n <= 144;
  return o;
}

StrategicAnalysisOptions StrategicAnalysisOptions::everything() { return StrategicAnalysisOptions{}; }

StrategicAnalysisOptions StrategicAnalysisOptions::findMore(const StrategicGame& game, int rounds) {
  StrategicAnalysisOptions o = everything();
  const int r = std::clamp(rounds, 1, 6);
  o.nPersonBudgetSeconds = supportProfileCount(game) <= 5000 ? 0 : everything().nPersonBudgetSeconds * double(1 << r);
  o.nPersonRestarts = 8 * std::size_t(std::clamp(rounds, 1, 100));
  return o;
}

namespace {

/// λ ≈ 2^(k/4) as a simple fraction (quarter powers of two are irrational): 2^⌊|k|/4⌋ times
/// 1, 6/5, 17/12 or 5/3, inverted for k < 0.
Rational curveLambda(int k) {
  static const Rational kQuarterPowers[] = {Rational(1), Rational(6, 5), Rational(17, 12), Rational(5, 3)};
  const int m = std::abs(k);
  const Rational r = Rational(1 << (m / 4)) * kQuarterPowers[m % 4];
  return k >= 0 ? r : Rational(1 / r);
}

}  // namespace

Expected<StrategicAnalysis> analyzeStrategicGame(const StrategicGame& game, const StrategicAnalysisOptions& options,
                                                 const Progress& progress, const CancelToken& cancel) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);

  StrategicAnalysis a;
  a.game = game;
  a.options = options;
  const bool two = game.players() == 2;
  const std::size_t profiles = game.profileCount();

  // The parts in order, each with its share of the progress bar (by rough cost).
  std::vector<AnalysisPart> parts;
  parts.push_back({true, 1, "stars", [&](const Progress&) -> std::optional<Error> {
                     auto stars = solveBestResponseStars(game, Progress::none(), cancel);
                     if (!stars) return isStopError(stars.error()) ? std::optional<Error>(stars.error()) : std::nullopt;
                     a.stars = std::move(stars.value());
                     return std::nullopt;
                   }});
  parts.push_back({options.dominance, options.dominanceMixtures ? 4.0 : 1.0, "dominance", [&](const Progress& p) {
                     StrictDominanceOptions o;
                     o.mixtures = options.dominanceMixtures;
                     return storePart(solveStrictDominance(game, o, p, cancel), a.dominance, a.dominanceError);
                   }});
  parts.push_back({options.safety, 3, "lp", [&](const Progress& p) {
                     SafetyOptions o;
                     o.strategySets = profiles <= 400;
                     return storePart(solveSafetyLevels(game, o, p, cancel), a.safety, a.safetyError);
                   }});
  parts.push_back({two && options.allEquilibria, 10, "vertices", [&](const Progress& p) {
                     return storePart(solveEquilibria(game, p, cancel), a.equilibria, a.equilibriaError);
                   }});
  parts.push_back({two && options.allEquilibria && options.refinements, 2, "refinements", [&](const Progress& p) {
                     if (!a.equilibria) return std::optional<Error>{};
                     return storePart(solveRefinements(SolvedBimatrix{game, *a.equilibria}, RefinementOptions{}, p, cancel),
                                      a.refinements, a.refinementsError);
                   }});
  parts.push_back({two && options.supportEnumeration, 3, "enumerate", [&](const Progress& p) {
                     SupportEnumerationOptions o;
                     o.maxCandidates = 200'000;
                     return storePart(solveSupportEnumeration(game, o, p, cancel), a.supports, a.supportsError);
                   }});
  parts.push_back({two && options.lemkeHowson, 6, "lemke-howson", [&](const Progress& p) {
                     LemkeHowsonOptions o;
                     if (options.lemkeHowsonFirstLabelOnly) o.labels = {0};
                     return storePart(solveLemkeHowson(game, o, p, cancel), a.lemkeHowson, a.lemkeHowsonError);
                   }});
  parts.push_back({game.players() >= 3, 10, "enumerate", [&](const Progress& p) {
                     NPersonSolverOptions o;
                     o.search.mixed = options.nPersonMixed;
                     o.search.seconds = options.nPersonBudgetSeconds;
                     o.qreLimitWhenNone = options.nPersonQreFallback;
                     o.restarts = options.nPersonRestarts;
                     o.seed = options.nPersonSeed;
                     return storePart(solveNPersonGame(game, o, p, cancel), a.nPerson, a.nPersonError);
                   }});
  parts.push_back({game.players() >= 2 && options.correlated, 4, "correlated", [&](const Progress& p) {
                     return storePart(solveCorrelatedEquilibria(game, CorrelatedOptions{}, p, cancel), a.correlated, a.correlatedError);
                   }});
  parts.push_back({options.qre, 2, "qre", [&](const Progress& p) {
                     return storePart(solveStrategicQre(game, QreOptions{}, p, cancel), a.qre, a.qreError);
                   }});

  parts.push_back({two && options.cooperative, 4, "lambda", [&](const Progress& p) {
                     auto stop = storePart(solveCooperative(game, CooperativeOptions{}, p, cancel), a.cooperative, a.cooperativeError);
                     if (stop || !a.cooperative) return stop;
                     for (int k = -12; k <= 12; ++k) {
                       auto point = lambdaTransferPoint(game, curveLambda(k), cancel);
                       if (!point) return isStopError(point.error()) ? std::optional<Error>(point.error()) : std::nullopt;
                       a.lambdaCurve.push_back(std::move(point.value()));
                     }
                     return std::optional<Error>{};
                   }});

  if (auto stop = runAnalysisParts(parts, progress, cancel)) return *stop;

  // The pictures' geometry: linear in the number of cells.
  if (two) {
    a.region = payoffRegion(game);
    a.diagram = bestResponseDiagram(game);
  }
  progress.report(1.0, "done");
  return a;
}

}  // namespace gamelab::ui
