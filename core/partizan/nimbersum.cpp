#include "core/partizan/nimbersum.h"

#include "core/partizan/dyadic.h"
#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/gametext.h"
#include "core/partizan/ruleset.h"
#include "core/partizan/storesolver.h"

#include <cassert>

namespace gamelab::partizan {

namespace {

Error nimberTooLarge(const NimberSum& symbolic) {
  return makeProblemError(ErrorCode::TooLarge, Problem::CgtNimberTooLarge,
                          {symbolic.nimber.get_str(), std::to_string(kMaxHeight)});
}

}  // namespace


NimberSum& NimberSum::operator+=(const NimberSum& other) {
  number += other.number;
  nimber ^= other.nimber;
  return *this;
}

GameId buildNimberSum(GameStore& store, const NimberSum& sum) {
  const GameId x = store.number(sum.number);
  return sum.nimber == 0 ? x : store.add(x, store.nimber(static_cast<unsigned>(sum.nimber.get_ui())));
}

std::optional<NimberSum> asNimberSum(GameStore& store, GameId g) {
  const auto nus = nusOf(store, g);
  if (!nus || nus->ups != 0) return std::nullopt;
  return NimberSum{nus->number, nus->nimber};
}

std::string nimberSumName(const NimberSum& sum) {
  std::string name = sum.number != 0 ? dyadicText(sum.number) : std::string();
  if (sum.nimber == 1) name += "*";
  else if (sum.nimber > 1) name += (name.empty() ? "*" : "+*") + sum.nimber.get_str();
  return name.empty() ? std::string("0") : name;
}

Relation compareNimberSums(const NimberSum& g, const NimberSum& h) {
  if (g.number != h.number) return g.number > h.number ? Relation::Greater : Relation::Less;
  return g.nimber == h.nimber ? Relation::Equal : Relation::Fuzzy;
}

Outcome nimberSumOutcome(const NimberSum& sum) {
  switch (compareNimberSums(sum, NimberSum{})) {
    case Relation::Greater: return Outcome::L;
    case Relation::Less: return Outcome::R;
    case Relation::Equal: return Outcome::P;
    case Relation::Fuzzy: return Outcome::N;
  }
  return Outcome::P;
}

namespace {

/// The first entries of k ↦ entry(k) for k < count.
template <class Entry>
std::vector<std::string> firstOf(const mpz_class& count, Entry entry) {
  std::vector<std::string> out;
  for (unsigned long k = 0; k < kNimberSumListed && count > k; ++k) out.push_back(entry(mpz_class(k)));
  return out;
}

}  // namespace

NimberSumReport reportNimberSum(const NimberSum& sum) {
  assert(sum.nimber >= 1);
  NimberSumReport r;
  r.value = sum;
  r.name = nimberSumName(sum);
  r.outcome = nimberSumOutcome(sum);
  r.compareZero = compareNimberSums(sum, NimberSum{});
  r.stop = sum.number;
  const mpz_class& n = sum.nimber;
  r.birthday = exactNumberBirthday(sum.number) + n;
  r.optionsPerSide = n;
  r.incentives = firstOf(n, [&](const mpz_class& k) { return nimberSumName(NimberSum{0, k ^ n}); });
  // Left's option x + *k is ≥ 0 (Right moving first there loses) when x > 0, or x = 0 and k = 0.
  const auto option = [&](const mpz_class& k) { return nimberSumName(NimberSum{sum.number, k}); };
  if (sum.number > 0) {
    r.leftWinningMoveCount = n;
    r.leftWinningMoves = firstOf(n, option);
  } else if (sum.number < 0) {
    r.rightWinningMoveCount = n;
    r.rightWinningMoves = firstOf(n, option);
  } else {
    r.leftWinningMoveCount = r.rightWinningMoveCount = 1;
    r.leftWinningMoves = r.rightWinningMoves = {"0"};
  }
  r.leftWinsMovingFirst = r.leftWinningMoveCount > 0;
  r.rightWinsMovingFirst = r.rightWinningMoveCount > 0;
  return r;
}

Expected<NimberSumComparison> solveNimberSumComparison(GameStore& store, const ExpressionValue& g,
                                                       const ExpressionValue& h, const CancelToken& cancel) {
  // The symbolic side names the nimber the message is about.
  const NimberSum* symbolic = std::get_if<NimberSum>(&g);
  if (!symbolic) symbolic = std::get_if<NimberSum>(&h);
  const auto asSum = [&](const ExpressionValue& value) {
    if (const auto* sum = std::get_if<NimberSum>(&value)) return std::optional<NimberSum>(*sum);
    return asNimberSum(store, std::get<GameId>(value));
  };
  using Result = std::optional<NimberSumComparison>;
  auto compared = runStoreSolver<Result>(store, cancel, [&]() -> Result {
    const auto x = asSum(g);
    const auto y = asSum(h);
    if (!x || !y) return std::nullopt;
    NimberSum difference = *x;
    difference += -*y;
    NimberSumComparison out;
    out.relation = compareNimberSums(*x, *y);
    out.differenceOutcome = nimberSumOutcome(difference);
    out.difference = difference.fitsStore() ? canonicalText(store, buildNimberSum(store, difference))
                                            : nimberSumName(difference);
    return out;
  });
  if (!compared) return compared.error();
  if (!*compared && symbolic) return nimberTooLarge(*symbolic);
  if (!*compared) return makeError(ErrorCode::Internal, {"solveNimberSumComparison: neither game is symbolic"});
  return **compared;
}

Expected<ExpressionValue> solveValueOrNimberSum(PositionValues& values, GameStore& store, const Position& position,
                                                const CancelToken& cancel) {
  auto value = values.solveValue(position, Progress::none(), cancel);
  if (value) return ExpressionValue(*value);
  if (value.error().problem != Problem::CgtNimberTooLarge || position.ruleset != Ruleset::Expression) return value.error();
  return parseGameOrNimberSum(store, position.text);  // symbolic, or the same refusal
}

Expected<ExpressionValue> solveSumOfValues(GameStore& store, const std::vector<ExpressionValue>& parts,
                                           const CancelToken& cancel) {
  const NimberSum* symbolic = nullptr;
  for (const auto& part : parts)
    if (!symbolic) symbolic = std::get_if<NimberSum>(&part);
  using Result = std::optional<ExpressionValue>;
  auto sum = runStoreSolver<Result>(store, cancel, [&]() -> Result {
    if (!symbolic) {
      GameId g = GameStore::zero();
      for (const auto& part : parts) g = store.add(g, std::get<GameId>(part));
      return ExpressionValue(g);
    }
    NimberSum total;
    for (const auto& part : parts) {
      const auto* s = std::get_if<NimberSum>(&part);
      const auto value = s ? std::optional<NimberSum>(*s) : asNimberSum(store, std::get<GameId>(part));
      if (!value) return std::nullopt;
      total += *value;
    }
    return total.fitsStore() ? ExpressionValue(buildNimberSum(store, total)) : ExpressionValue(total);
  });
  if (!sum) return sum.error();
  if (!*sum) return nimberTooLarge(*symbolic);
  return **sum;
}

std::string valueName(GameStore& store, const ExpressionValue& value) {
  if (const auto* sum = std::get_if<NimberSum>(&value)) return nimberSumName(*sum);
  const GameId g = std::get<GameId>(value);
  auto name = gameName(store, g);
  return name ? *name : canonicalText(store, g);
}

}  // namespace gamelab::partizan
