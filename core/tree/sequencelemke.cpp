#include "core/tree/sequencelemke.h"

#include "core/tree/behaviour.h"
#include "core/tree/sequenceformdata.h"
#include "core/tree/sequencelemkesystem.h"
#include "core/tree/treevalidation.h"

#include <algorithm>
#include <climits>
#include <optional>
#include <random>
#include <string>
#include <utility>

namespace gamelab {

namespace {

using namespace seqlemke;

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// The prior behaviour: uniform, or per set weights 1..1000 from a 64-bit Mersenne twister
/// (bits taken directly: the same numbers on every platform), normalised.
BehaviourProfile priorBehaviour(const GameTree& tree, LemkePrior prior, std::uint64_t seed) {
  BehaviourProfile profile = uniformBehaviour(tree);
  if (prior == LemkePrior::Uniform) return profile;
  std::mt19937_64 random(seed);
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    if (tree.infoSets[s].isChance()) continue;
    RationalVector& p = profile[s];
    long sum = 0;
    std::vector<long> weights(p.size());
    for (long& w : weights) {
      w = 1 + static_cast<long>(random() % 1000);
      sum += w;
    }
    for (std::size_t a = 0; a < p.size(); ++a) p[a] = Rational(weights[a], sum);
  }
  return profile;
}

/// The equilibrium that a basic solution encodes, proved by exact best replies; nullopt when
/// the solution is not one (negative entries, z0 > 0, or a player gains by deviating).
Expected<std::optional<LemkeEquilibrium>> proveSolution(const GameTree& tree, const SequenceFormData& data,
                                                        const LemkeSystem& system, const RationalVector& values,
                                                        const CancelToken& cancel) {
  using Answer = std::optional<LemkeEquilibrium>;
  if (values[ix(system.z0())] != 0) return Answer{};
  for (int v = 0; v < system.variables; ++v)
    if (!system.isFree(v) && values[ix(v)] < 0) return Answer{};
  const RationalVector x(values.begin(), values.begin() + system.n1);
  const RationalVector y(values.begin() + system.n1, values.begin() + system.n1 + system.n2);
  if (x[0] != 1 || y[0] != 1) return Answer{};
  LemkeEquilibrium eq;
  eq.behaviour = uniformBehaviour(tree);
  behaviourFromPlan(tree, data.players[0], x, eq.behaviour);
  behaviourFromPlan(tree, data.players[1], y, eq.behaviour);
  // behaviourFromPlan divides child by parent: a plan that breaks E x = e gives rows that do
  // not sum to 1, which the best-reply proof must not see.
  for (int p = 0; p < 2; ++p)
    for (int s : data.players[p].sets) {
      Rational sum = 0;
      for (const Rational& q : eq.behaviour[ix(s)]) sum += q;
      if (sum != 1) return Answer{};
    }
  eq.payoffs = expectedPayoffs(tree, eq.behaviour);
  for (int p = 0; p < 2; ++p) {
    auto reply = bestResponse(tree, eq.behaviour, p, cancel);
    if (!reply) return reply.error();
    if (reply->value != eq.payoffs[ix(p)]) return Answer{};
  }
  return Answer{std::move(eq)};
}

/// One path from one prior: the float path and the exact solve of its end; if that end fails
/// its proof, the float path again with other refactorisation points (other rounding: a path
/// that close to a tie can end elsewhere); else the exact tableau. NumericalFailure when none
/// gives a proved equilibrium.
Expected<LemkeEquilibrium> runPrior(const GameTree& tree, const SequenceFormData& data, LemkePrior prior,
                                    std::uint64_t seed, bool exactOnly, const Progress& progress,
                                    const CancelToken& cancel) {
  const BehaviourProfile priorProfile = priorBehaviour(tree, prior, seed);
  const RationalVector xPrior = planFromBehaviour(tree, data.players[0], priorProfile);
  const RationalVector yPrior = planFromBehaviour(tree, data.players[1], priorProfile);
  auto system = buildLemkeSystem(tree, data, xPrior, yPrior, cancel);
  if (!system) return system.error();
  PathContext context{cancel, progress, 20 * static_cast<std::int64_t>(system->rows) + 1000};
  constexpr int kExactAttempt = 2;
  const int measuredBest = context.refactorEvery;
  for (int attempt = exactOnly ? kExactAttempt : 0; attempt <= kExactAttempt; ++attempt) {
    PathEnd end;
    context.refactorEvery = attempt == 0 ? measuredBest : 23;
    const PathStatus status =
        attempt < kExactAttempt ? floatLemkePath(*system, context, end) : exactLemkePath(*system, context, end);
    if (status == PathStatus::Cancelled || cancel.isCancelled()) return stopError(cancel);
    if (status != PathStatus::Done) continue;
    progress.report(1, "verify");
    auto values = solveBasisExactly(*system, end.basis, cancel);
    if (!values) return values.error();
    if (!*values) continue;
    auto proved = proveSolution(tree, data, *system, **values, cancel);
    if (!proved) return proved.error();
    if (!*proved) continue;
    LemkeEquilibrium eq = std::move(**proved);
    eq.prior = prior;
    eq.seed = prior == LemkePrior::Random ? seed : 0;
    eq.pivots = end.pivots;
    eq.exactPath = attempt == kExactAttempt;
    return eq;
  }
  return makeError(ErrorCode::NumericalFailure, {"no Lemke path ended at a proved equilibrium"});
}

}  // namespace

Expected<SequenceLemkeResult> solveSequenceLemke(const GameTree& tree, const SequenceLemkeOptions& options,
                                                 const Progress& progress, const CancelToken& cancel) {
  progress.report(0, "sequence-form");
  if (auto error = firstTreeError(tree)) return *error;
  if (tree.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(tree.players())});
  if (auto error = firstPerfectRecallError(tree)) return *error;
  // Exact proofs multiply probabilities along plays: on a deep tree with mixing they grow to
  // numbers of depth × bits each, and memory with them (a 10⁶-deep chain: gigabytes).
  int depth = 0;
  std::vector<int> depths(tree.nodes.size(), 0);
  for (std::size_t x = 1; x < tree.nodes.size(); ++x) {
    depths[x] = depths[static_cast<std::size_t>(tree.nodes[x].parent)] + 1;
    depth = std::max(depth, depths[x]);
  }
  if (depth > kLemkeMaxDepth)
    return makeError(ErrorCode::TooLarge, {"depth " + std::to_string(depth), std::to_string(kLemkeMaxDepth)});
  auto built = buildSequenceForm(tree, cancel, SequencePayoffs::BothPlayers);
  if (!built) return built.error();
  const SequenceFormData& data = *built;
  const long long unknowns = 2LL * (data.players[0].count + data.players[1].count) +
                             static_cast<long long>(data.players[0].sets.size() + data.players[1].sets.size()) + 3;
  if (unknowns > INT_MAX / 2) return makeError(ErrorCode::TooLarge, {std::to_string(unknowns), std::to_string(INT_MAX / 2)});

  SequenceLemkeResult result;
  auto first = runPrior(tree, data, options.prior, options.seed, options.exactPivoting, progress, cancel);
  if (!first) return first.error();
  result.equilibrium = std::move(*first);
  result.verified = true;
  if (options.restarts > 0) {
    result.equilibria.push_back(result.equilibrium);
    for (int k = 1; k <= options.restarts; ++k) {
      auto eq = runPrior(tree, data, LemkePrior::Random, options.seed + static_cast<std::uint64_t>(k),
                         options.exactPivoting, progress, cancel);
      if (!eq) return eq.error();
      bool known = false;
      for (const LemkeEquilibrium& seen : result.equilibria) known = known || seen.behaviour == eq->behaviour;
      if (!known) result.equilibria.push_back(std::move(*eq));
    }
  }
  progress.report(1, "lemke");
  return result;
}

}  // namespace gamelab
