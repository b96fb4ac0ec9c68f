#include "core/coalition/nucleolus.h"

#include "core/coalition/nucleolusexcesslp.h"
#include "core/coalition/nucleolusspan.h"

#include <algorithm>
#include <cmath>

namespace gamelab {

using coalitiondetail::coalitionBefore;
using coalitiondetail::CoalitionSpan;
using coalitiondetail::ExcessLpSpec;
using coalitiondetail::ExcessScreen;
using coalitiondetail::RowState;

Expected<NucleolusResult> solveNucleolus(const CoalitionalGame& game, const NucleolusOptions& options,
                                         const Progress& progress, const CancelToken& cancel) {
  if (!game.hasTable()) return game.noTableError();
  const int n = game.players();
  const Coalition grand = game.grand();
  const bool imputations = options.domain == NucleolusDomain::Imputations;
  if (imputations) {
    const Rational alone = singletonTotal(game);
    if (alone > game.value(grand))
      return makeProblemError(ErrorCode::InvalidArgument, Problem::NoImputation,
                              {toString(alone), toString(game.value(grand))});
  }
  NucleolusResult result;
  if (n == 1) {
    result.x = {game.value(grand)};
    return result;
  }
  if (cancel.isCancelled()) return stopError(cancel);

  const std::size_t count = game.coalitionCount();
  std::vector<RowState> state(count, RowState::Active);
  state[0] = RowState::Inactive;
  state[grand] = RowState::Inactive;
  CoalitionSpan span(n);
  span.add(grand);
  ExcessScreen screen(game);

  ExcessLpSpec spec;
  spec.withT = true;
  spec.efficiency = true;
  spec.imputationBounds = imputations;
  spec.state = &state;
  std::vector<Coalition> working;
  for (int i = 0; i < n; ++i) working.push_back(Coalition(1) << i);

  while (span.rank() < n) {
    progress.report(double(span.rank() - 1) / double(n - 1), "nucleolus");
    // Keep a complementary pair in the working set: 2t >= v(S) + v(N−S) − v(N) bounds t.
    const std::size_t before = working.size();
    for (std::size_t k = 0; k < before; ++k) {
      const Coalition complement = grand & ~working[k];
      if (state[working[k]] == RowState::Active && state[complement] == RowState::Active)
        working.push_back(complement);
    }
    bool anyPair = std::any_of(working.begin(), working.end(), [&](Coalition s) {
      return state[s] == RowState::Active;
    });
    if (!anyPair) {
      // Seed with the first active coalition and its complement (both active: S outside the span
      // of the fixed vectors and N implies N − S is outside too).
      for (std::size_t s = 1; s + 1 < count; ++s)
        if (state[s] == RowState::Active) {
          working.push_back(static_cast<Coalition>(s));
          working.push_back(grand & ~static_cast<Coalition>(s));
          break;
        }
    }

    auto lp = coalitiondetail::solveExcessLp(game, screen, spec, working, cancel);
    if (!lp) return lp.error();
    result.linearProgrammes += lp->linearProgrammes;
    if (lp->positiveDuals.empty()) return makeError(ErrorCode::NumericalFailure, {"nucleolus: no positive dual"});

    const RationalVector& x = lp->x;
    const Rational& t = lp->t;
    NucleolusStage stage;
    stage.epsilon = t;
    for (const auto& [s, dual] : lp->positiveDuals) {
      (void)dual;
      state[s] = RowState::Fixed;
      stage.fixed.push_back(s);
      if (span.add(s)) spec.fixed.emplace_back(s, game.value(s) - t);
    }
    span.prepare();
    // Coalitions whose excess is now determined leave the LP; those at excess t are tight here.
    screen.setPoint(x);
    const double td = toDouble(t);
    const double tolerance = screen.tolerance(td);
    for (std::size_t s = 1; s + 1 < count; ++s) {
      if (state[s] != RowState::Active) continue;
      if ((s & 0xFFF) == 0 && cancel.isCancelled()) return stopError(cancel);
      const Coalition c = static_cast<Coalition>(s);
      if (!span.inSpan(c)) continue;
      state[s] = RowState::Dropped;
      if (std::abs(screen.excess(c) - td) <= tolerance && game.value(c) - coalitionTotal(c, x) == t)
        stage.fixed.push_back(c);
    }
    std::sort(stage.fixed.begin(), stage.fixed.end(), coalitionBefore);
    result.stages.push_back(std::move(stage));
    result.x = x;
  }
  progress.report(1.0, "nucleolus");
  return result;
}

SortedExcesses sortedExcesses(const CoalitionalGame& game, const RationalVector& x) {
  const std::size_t count = game.coalitionCount();
  RationalVector sums(count);
  for (std::size_t s = 1; s < count; ++s)
    sums[s] = sums[s & (s - 1)] + x[static_cast<std::size_t>(std::countr_zero(s))];
  std::vector<std::pair<Rational, Coalition>> entries;
  entries.reserve(count >= 2 ? count - 2 : 0);
  for (std::size_t s = 1; s + 1 < count; ++s)
    entries.emplace_back(game.value(static_cast<Coalition>(s)) - sums[s], static_cast<Coalition>(s));
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first > b.first;
    return coalitionBefore(a.second, b.second);
  });
  SortedExcesses result;
  result.excesses.reserve(entries.size());
  result.coalitions.reserve(entries.size());
  for (auto& [e, s] : entries) {
    result.excesses.push_back(std::move(e));
    result.coalitions.push_back(s);
  }
  return result;
}

int compareLexicographically(const RationalVector& ox, const RationalVector& oy) {
  const std::size_t common = std::min(ox.size(), oy.size());
  for (std::size_t k = 0; k < common; ++k) {
    const int c = cmp(ox[k], oy[k]);
    if (c != 0) return c < 0 ? -1 : 1;
  }
  if (ox.size() == oy.size()) return 0;
  return ox.size() < oy.size() ? -1 : 1;
}

}  // namespace gamelab
