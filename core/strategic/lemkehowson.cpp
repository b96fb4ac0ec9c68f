#include "core/strategic/lemkehowson.h"

#include "core/strategic/lemkepath.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace gamelab {

namespace {

/// One label's outcome, filled by whichever worker ran it.
struct LabelOutcome {
  std::size_t pivots = 0;
  MixedProfile strategies;
};

/// Exact expected payoffs of a bimatrix profile, summed over the supports only.
RationalVector bimatrixPayoffs(const StrategicGame& game, const MixedProfile& s) {
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  RationalVector payoffs(2, Rational(0));
  Rational w;
  for (std::size_t i = 0; i < m; ++i) {
    if (sgn(s[0][i]) == 0) continue;
    for (std::size_t j = 0; j < n; ++j) {
      if (sgn(s[1][j]) == 0) continue;
      w = s[0][i] * s[1][j];
      const std::size_t t = i + m * j;
      payoffs[0] += w * game.payoff(t, 0);
      payoffs[1] += w * game.payoff(t, 1);
    }
  }
  return payoffs;
}

}  // namespace

Expected<LemkeHowsonResult> solveLemkeHowson(const StrategicGame& game, const LemkeHowsonOptions& options,
                                             const Progress& progress, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  std::vector<std::size_t> labels = options.labels;
  if (labels.empty())
    for (std::size_t k = 0; k < m + n; ++k) labels.push_back(k);
  for (std::size_t label : labels)
    if (label >= m + n)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::IndexOutOfRange,
                              {"labels", std::to_string(label), std::to_string(m + n)});

  RationalVector a(m * n), b(m * n);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      a[i * n + j] = game.payoff(i + m * j, 0);
      b[i * n + j] = game.payoff(i + m * j, 1);
    }
  const lemke::PositiveBimatrix positive = lemke::makePositiveBimatrix(m, n, a, b);

  progress.report(0.0, "lemke-howson");
  std::vector<LabelOutcome> outcomes(labels.size());
  std::atomic<std::size_t> next{0}, finished{0};
  std::atomic<bool> stop{false}, cancelled{false}, failed{false};
  std::mutex cacheMutex, progressMutex;
  std::map<MixedProfile, bool> verifiedCache;

  // isNashEquilibrium once per distinct profile (it is the costly exact check on big games).
  auto verify = [&](const MixedProfile& s) {
    {
      const std::lock_guard<std::mutex> lock(cacheMutex);
      if (const auto it = verifiedCache.find(s); it != verifiedCache.end()) return it->second;
    }
    const bool ok = isNashEquilibrium(game, s);
    const std::lock_guard<std::mutex> lock(cacheMutex);
    verifiedCache.emplace(s, ok);
    return ok;
  };

  auto runLabel = [&](std::size_t index) {
    const std::size_t label = labels[index];
    if (!options.exactPivoting) {
      lemke::PathEnd end;
      const auto status = lemke::floatPath(positive, label, cancel, end);
      if (status == lemke::PathStatus::Cancelled) return false;
      if (status == lemke::PathStatus::Done && lemke::recoverFromBasis(positive, end)) {
        MixedProfile s{std::move(end.p), std::move(end.q)};
        if (verify(s)) {
          outcomes[index] = LabelOutcome{end.pivots, std::move(s)};
          return true;
        }
      }
    }
    lemke::PathEnd end;
    const auto status = lemke::exactPath(positive, label, cancel, end);
    if (status == lemke::PathStatus::Cancelled) return false;
    MixedProfile s{std::move(end.p), std::move(end.q)};
    if (status != lemke::PathStatus::Done || !verify(s)) {
      failed = true;
      return false;
    }
    outcomes[index] = LabelOutcome{end.pivots, std::move(s)};
    return true;
  };

  auto worker = [&] {
    try {
      while (!stop) {
        const std::size_t index = next++;
        if (index >= labels.size()) break;
        if (!runLabel(index)) {
          if (!failed) cancelled = true;
          stop = true;
          break;
        }
        const std::size_t done = ++finished;
        const std::lock_guard<std::mutex> lock(progressMutex);
        progress.report(static_cast<double>(done) / static_cast<double>(labels.size()), "lemke-howson");
      }
    } catch (...) {
      failed = true;
      stop = true;
    }
  };

  const std::size_t threadCount =
      std::max<std::size_t>(1, std::min<std::size_t>(options.threads, labels.size()));
  std::vector<std::thread> helpers;
  for (std::size_t t = 1; t < threadCount; ++t) helpers.emplace_back(worker);
  worker();
  for (std::thread& helper : helpers) helper.join();

  if (cancelled || (stop && cancel.isCancelled() && !failed)) return stopError(cancel);
  if (failed) return makeError(ErrorCode::NumericalFailure, {"an exact Lemke-Howson end point failed the equilibrium test"});

  LemkeHowsonResult result;
  for (std::size_t index = 0; index < labels.size(); ++index) {
    LabelOutcome& outcome = outcomes[index];
    LemkeHowsonRun run;
    run.label = labels[index];
    run.pivots = outcome.pivots;
    const auto found = std::find_if(result.equilibria.begin(), result.equilibria.end(),
                                    [&](const Equilibrium& e) { return e.strategies == outcome.strategies; });
    run.equilibrium = static_cast<std::size_t>(found - result.equilibria.begin());
    if (found == result.equilibria.end()) {
      Equilibrium equilibrium;
      equilibrium.payoffs = bimatrixPayoffs(game, outcome.strategies);
      equilibrium.strategies = std::move(outcome.strategies);
      result.equilibria.push_back(std::move(equilibrium));
    }
    result.runs.push_back(run);
  }
  result.verified = true;  // every end point passed isNashEquilibrium above
  return result;
}

}  // namespace gamelab
