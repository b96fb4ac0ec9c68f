/// solveGamesBornBy: the values born by day n+1 are the canonical {A | B} over antichains A, B
/// of the values born by day n (a dominated option never changes a value).
#include "core/partizan/gamereport.h"
#include "core/partizan/storesolver.h"

#include <unordered_set>

namespace gamelab::partizan {

namespace {

/// Every antichain (pairwise incomparable subset) of `values`, as index-ordered id lists.
std::vector<std::vector<GameId>> antichains(GameStore& store, const std::vector<GameId>& values) {
  const std::size_t n = values.size();
  std::vector<std::vector<bool>> fuzzy(n, std::vector<bool>(n, false));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      fuzzy[i][j] = fuzzy[j][i] = store.compare(values[i], values[j]) == Relation::Fuzzy;
  std::vector<std::vector<GameId>> result{{}};
  // Iterative extension: each antichain is extended by later indices only.
  std::vector<std::vector<std::size_t>> frontier{{}};
  while (!frontier.empty()) {
    std::vector<std::vector<std::size_t>> next;
    for (const auto& chain : frontier) {
      const std::size_t start = chain.empty() ? 0 : chain.back() + 1;
      for (std::size_t j = start; j < n; ++j) {
        bool ok = true;
        for (const std::size_t i : chain) ok = ok && fuzzy[i][j];
        if (!ok) continue;
        auto extended = chain;
        extended.push_back(j);
        std::vector<GameId> ids;
        for (const std::size_t i : extended) ids.push_back(values[i]);
        result.push_back(std::move(ids));
        next.push_back(std::move(extended));
      }
    }
    frontier = std::move(next);
  }
  return result;
}

}  // namespace

Expected<std::vector<GameId>> solveGamesBornBy(GameStore& store, int day, const Progress& progress,
                                               const CancelToken& cancel) {
  if (day < 0 || day > 3)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeBetween,
                            {"day", "0", "3", std::to_string(day)});
  return runStoreSolver<std::vector<GameId>>(store, cancel, [&] {
    std::vector<GameId> values{GameStore::zero()};
    for (int d = 1; d <= day; ++d) {
      const auto sets = antichains(store, values);
      std::vector<GameId> born;
      std::unordered_set<GameId> seen;
      for (std::size_t a = 0; a < sets.size(); ++a) {
        if (cancel.isCancelled()) throw StoreStopped{true};
        progress.report((d - 1 + double(a) / double(sets.size())) / day, "born-by");
        for (const auto& right : sets) {
          const GameId g = store.canonical(store.form(sets[a], right));
          if (seen.insert(g).second) born.push_back(g);
        }
      }
      values = std::move(born);
    }
    progress.report(1.0, "born-by");
    return values;
  });
}

}  // namespace gamelab::partizan
