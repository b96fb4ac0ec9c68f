#include "core/coalition/coreanalysis.h"

#include "core/coalition/nucleolusexcesslp.h"
#include "core/polytope/vertexenumeration.h"

#include <algorithm>

namespace gamelab {

using coalitiondetail::coalitionBefore;
using coalitiondetail::ExcessLpSpec;
using coalitiondetail::ExcessScreen;
using coalitiondetail::RowState;

Rational excess(const CoalitionalGame& game, Coalition s, const RationalVector& x) {
  return game.value(s) - coalitionTotal(s, x);
}

RationalVector excesses(const CoalitionalGame& game, const RationalVector& x) {
  const std::size_t count = game.coalitionCount();
  RationalVector sums(count);
  for (std::size_t s = 1; s < count; ++s)
    sums[s] = sums[s & (s - 1)] + x[static_cast<std::size_t>(std::countr_zero(s))];
  RationalVector result(count);
  for (std::size_t s = 1; s < count; ++s) result[s] = game.value(static_cast<Coalition>(s)) - sums[s];
  return result;
}

std::vector<RationalVector> imputationVertices(const CoalitionalGame& game) {
  const int n = game.players();
  const RationalVector singles = singletonValues(game);
  const Rational total = coalitionTotal(game.grand(), singles);
  const Rational& grandValue = game.value(game.grand());
  if (total > grandValue) return {};
  std::vector<RationalVector> vertices;
  for (int i = 0; i < n; ++i) {
    RationalVector vertex = singles;
    vertex[static_cast<std::size_t>(i)] = grandValue - (total - singles[static_cast<std::size_t>(i)]);
    vertices.push_back(std::move(vertex));
  }
  return vertices;
}

bool isImputation(const CoalitionalGame& game, const RationalVector& x) {
  const int n = game.players();
  if (static_cast<int>(x.size()) != n) return false;
  Rational total = 0;
  for (int i = 0; i < n; ++i) {
    if (x[static_cast<std::size_t>(i)] < game.value(Coalition(1) << i)) return false;
    total += x[static_cast<std::size_t>(i)];
  }
  return total == game.value(game.grand());
}

CoreMembership coreMembership(const CoalitionalGame& game, const RationalVector& x, std::size_t limit) {
  CoreMembership result;
  const Rational& grandValue = game.value(game.grand());
  result.efficiencyGap = coalitionTotal(game.grand(), x) - grandValue;
  result.efficient = result.efficiencyGap == 0;
  const RationalVector all = excesses(game, x);
  std::vector<CoalitionExcess> violated;
  for (std::size_t s = 1; s + 1 < all.size(); ++s)
    if (all[s] > 0) violated.push_back({static_cast<Coalition>(s), all[s]});
  result.violatedCount = violated.size();
  const auto keep = std::min(limit, violated.size());
  std::partial_sort(violated.begin(), violated.begin() + static_cast<std::ptrdiff_t>(keep), violated.end(),
                    [](const CoalitionExcess& a, const CoalitionExcess& b) {
                      if (a.excess != b.excess) return a.excess > b.excess;
                      return coalitionBefore(a.coalition, b.coalition);
                    });
  violated.resize(keep);
  result.violated = std::move(violated);
  return result;
}

namespace {

/// {x : Σx = v(N), x(S) >= v(S) − ε for S ≠ ∅, N} in lrs's convention.
HRepresentation epsilonCoreRows(const CoalitionalGame& game, const Rational& epsilon) {
  const int n = game.players();
  HRepresentation h;
  h.dimension = n;
  const Coalition grand = game.grand();
  RationalVector efficiency(static_cast<std::size_t>(n) + 1, Rational(1));
  efficiency[0] = -game.value(grand);
  h.equalities.push_back(std::move(efficiency));
  for (Coalition s = 1; s < grand; ++s) {
    RationalVector row(static_cast<std::size_t>(n) + 1, Rational(0));
    row[0] = epsilon - game.value(s);
    for (int p : members(s)) row[static_cast<std::size_t>(p) + 1] = 1;
    h.inequalities.push_back(std::move(row));
  }
  return h;
}

Expected<std::vector<RationalVector>> sortedVertices(const CoalitionalGame& game, const Rational& epsilon,
                                                     const Progress& progress, const CancelToken& cancel) {
  if (game.players() == 1) return std::vector<RationalVector>{{game.value(game.grand())}};
  auto enumerated = enumerateVertices(epsilonCoreRows(game, epsilon), progress, cancel);
  if (!enumerated) return enumerated.error();
  auto vertices = std::move(enumerated->vertices);
  std::sort(vertices.begin(), vertices.end());
  return vertices;
}

}  // namespace

Expected<CoreResult> solveCore(const CoalitionalGame& game, const Progress& progress, const CancelToken& cancel) {
  if (!game.hasTable()) return game.noTableError();
  const int n = game.players();
  const Coalition grand = game.grand();
  const Rational& grandValue = game.value(grand);
  CoreResult result;
  if (n == 1) {
    result.empty = false;
    result.leastCoreEpsilon = 0;
    result.leastCorePoint = {grandValue};
    result.vertices = {{grandValue}};
    result.verticesComputed = true;
    return result;
  }

  const std::size_t count = game.coalitionCount();
  std::vector<RowState> state(count, RowState::Active);
  state[0] = RowState::Inactive;
  state[grand] = RowState::Inactive;
  ExcessScreen screen(game);
  std::vector<Coalition> singletons;
  for (int i = 0; i < n; ++i) singletons.push_back(Coalition(1) << i);

  // Emptiness (Bondareva–Shapley): min Σx s.t. x(S) >= v(S); its dual is a balanced collection.
  progress.report(0.0, "lp");
  ExcessLpSpec coreSpec;
  coreSpec.withT = false;
  coreSpec.efficiency = false;
  coreSpec.state = &state;
  std::vector<Coalition> working = singletons;
  auto coreLp = coalitiondetail::solveExcessLp(game, screen, coreSpec, working, cancel);
  if (!coreLp) return coreLp.error();
  result.empty = coreLp->objective > grandValue;
  if (result.empty) {
    result.balancedCollection = coreLp->positiveDuals;
    // The certificate, checked exactly: Σ_{S∋i} λ_S = 1 and Σ λ_S v(S) > v(N).
    RationalVector cover(static_cast<std::size_t>(n), Rational(0));
    Rational weighted = 0;
    for (const auto& [s, lambda] : result.balancedCollection) {
      for (int p : members(s)) cover[static_cast<std::size_t>(p)] += lambda;
      weighted += lambda * game.value(s);
    }
    const bool balanced = std::all_of(cover.begin(), cover.end(), [](const Rational& c) { return c == 1; });
    if (!balanced || weighted <= grandValue)
      return makeError(ErrorCode::Internal, {"core: balanced collection does not certify emptiness"});
  }

  // The least core: min t s.t. e(x, S) <= t, Σx = v(N).
  progress.report(0.3, "lp");
  ExcessLpSpec leastSpec;
  leastSpec.withT = true;
  leastSpec.efficiency = true;
  leastSpec.state = &state;
  working = singletons;
  for (int i = 0; i < n; ++i) working.push_back(grand & ~singletons[static_cast<std::size_t>(i)]);
  auto leastLp = coalitiondetail::solveExcessLp(game, screen, leastSpec, working, cancel);
  if (!leastLp) return leastLp.error();
  result.leastCoreEpsilon = leastLp->t;
  result.leastCorePoint = leastLp->x;
  if ((result.leastCoreEpsilon > 0) != result.empty)
    return makeError(ErrorCode::Internal, {"core: least core and emptiness LP disagree"});

  if (!result.empty && n <= kMaxCoreVertexPlayers) {
    progress.report(0.5, "vertices");
    auto vertices = sortedVertices(game, Rational(0), Progress::none(), cancel);
    if (!vertices) return vertices.error();
    result.vertices = std::move(vertices.value());
    result.verticesComputed = true;
    // Tight on the whole core iff tight at the centroid of the vertices (a relative interior point).
    if (!result.vertices.empty()) {
      RationalVector centroid(static_cast<std::size_t>(n), Rational(0));
      for (const auto& v : result.vertices)
        for (std::size_t i = 0; i < centroid.size(); ++i) centroid[i] += v[i];
      for (auto& c : centroid) c /= static_cast<long>(result.vertices.size());
      const RationalVector all = excesses(game, centroid);
      for (Coalition s = 1; s < grand; ++s)
        if (all[s] == 0) result.alwaysTight.push_back(s);
      std::sort(result.alwaysTight.begin(), result.alwaysTight.end(), coalitionBefore);
    }
  }
  progress.report(1.0, "vertices");
  return result;
}

Expected<std::vector<RationalVector>> solveEpsilonCoreVertices(const CoalitionalGame& game,
                                                               const EpsilonCoreOptions& options,
                                                               const Progress& progress, const CancelToken& cancel) {
  if (!game.hasTable()) return game.noTableError();
  if (game.players() > kMaxCoreVertexPlayers)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPlayers,
                            {std::to_string(game.players()), std::to_string(kMaxCoreVertexPlayers)});
  return sortedVertices(game, options.epsilon, progress, cancel);
}

}  // namespace gamelab
