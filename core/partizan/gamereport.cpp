#include "core/partizan/gamereport.h"

#include "core/common/problem.h"
#include "core/partizan/gametext.h"
#include "core/partizan/storesolver.h"
#include "core/partizan/thermograph.h"

namespace gamelab::partizan {
namespace {

std::optional<Error> heightError(GameStore& store, GameId g) {
  const int h = store.height(g);
  if (h <= kMaxHeight) return std::nullopt;
  return makeProblemError(ErrorCode::TooLarge, Problem::CgtTooDeep, {std::to_string(h), std::to_string(kMaxHeight)});
}

/// `games` ordered largest first where comparable: each step takes the first remaining game
/// (in the given order) that no remaining game exceeds, so incomparable ones keep their order.
/// n² comparisons, then O(n²) bookkeeping (a count of remaining greater games per game).
std::vector<GameId> largestFirst(GameStore& store, const std::vector<GameId>& games) {
  const std::size_t n = games.size();
  std::vector<std::vector<std::size_t>> below(n);  // below[j]: the games that games[j] exceeds
  std::vector<std::size_t> greaterCount(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const Relation r = store.compare(games[i], games[j]);
      if (r == Relation::Greater) below[i].push_back(j), ++greaterCount[j];
      if (r == Relation::Less) below[j].push_back(i), ++greaterCount[i];
    }
  std::vector<GameId> out;
  std::vector<bool> taken(n, false);
  while (out.size() < n) {
    std::size_t pick = 0;
    while (taken[pick] || greaterCount[pick] != 0) ++pick;  // exists: the order is acyclic
    taken[pick] = true;
    out.push_back(games[pick]);
    for (std::size_t k : below[pick]) --greaterCount[k];
  }
  return out;
}

}  // namespace

const char* outcomeText(Outcome outcome) {
  switch (outcome) {
    case Outcome::L: return "L";
    case Outcome::R: return "R";
    case Outcome::N: return "N";
    case Outcome::P: return "P";
  }
  return "P";
}

const char* relationText(Relation relation) {
  switch (relation) {
    case Relation::Greater: return ">";
    case Relation::Less: return "<";
    case Relation::Equal: return "=";
    case Relation::Fuzzy: return "||";
  }
  return "=";
}

Expected<GameReport> solveGameReport(GameStore& store, GameId form, const Progress& progress,
                                     const CancelToken& cancel) {
  if (auto e = heightError(store, form)) return *e;
  store.setCancel(cancel);
  try {
    GameReport report;
    report.form = form;
    progress.report(-1, "canonical");
    const GameId c = store.canonical(form);
    report.canonical = c;
    report.canonicalText = canonicalText(store, c);
    report.name = gameName(store, c);
    report.outcome = store.outcome(c);
    report.compareZero = store.compare(c, GameStore::zero());
    report.leftWinsMovingFirst = store.winsMovingFirst(c, Side::Left);
    report.rightWinsMovingFirst = store.winsMovingFirst(c, Side::Right);
    report.number = store.numberValue(c);
    report.birthday = store.birthday(c);
    if (cancel.isCancelled()) return stopError(cancel);

    const std::vector<GameId> left(store.leftOptions(c).begin(), store.leftOptions(c).end());
    const std::vector<GameId> right(store.rightOptions(c).begin(), store.rightOptions(c).end());
    std::vector<GameId> leftIncentives, rightIncentives;
    for (GameId option : left) {
      if (!store.winsMovingFirst(option, Side::Right)) report.leftWinningMoves.push_back(option);
      leftIncentives.push_back(store.subtract(option, c));
    }
    for (GameId option : right) {
      if (!store.winsMovingFirst(option, Side::Left)) report.rightWinningMoves.push_back(option);
      rightIncentives.push_back(store.subtract(c, option));
    }
    report.leftIncentives = largestFirst(store, leftIncentives);
    report.rightIncentives = largestFirst(store, rightIncentives);
    if (cancel.isCancelled()) return stopError(cancel);

    progress.report(-1, "thermograph");
    ThermographTable table(store);
    report.leftStop = table.leftStop(c);
    report.rightStop = table.rightStop(c);
    const Thermograph& th = table.of(c);
    report.mean = th.mean;
    report.temperature = th.temperature;
    report.formTreeSize = store.treeSize(form);
    report.canonicalTreeSize = store.treeSize(c);
    store.setCancel(CancelToken::none());
    return report;
  } catch (const StoreStopped& stopped) {
    store.setCancel(CancelToken::none());
    return storeStoppedError(store, stopped, cancel);
  }
}

Expected<Comparison> solveComparison(GameStore& store, GameId g, GameId h, const Progress& progress,
                                     const CancelToken& cancel) {
  (void)progress;
  if (auto e = heightError(store, g)) return *e;
  if (auto e = heightError(store, h)) return *e;
  store.setCancel(cancel);
  try {
    Comparison result;
    result.relation = store.compare(g, h);
    result.difference = store.subtract(g, h);
    result.differenceOutcome = store.outcome(result.difference);
    store.setCancel(CancelToken::none());
    return result;
  } catch (const StoreStopped& stopped) {
    store.setCancel(CancelToken::none());
    return storeStoppedError(store, stopped, cancel);
  }
}

}  // namespace gamelab::partizan
