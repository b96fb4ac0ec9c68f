#include "core/duopoly/advertising.h"

namespace gamelab {

Expected<AdvertisingOutcome> solveAdvertising(const AdvertisingContest& contest) {
  const std::pair<const char*, const Rational*> positives[] = {
      {"V", &contest.value}, {"c_1", &contest.cost1}, {"c_2", &contest.cost2}};
  for (const auto& [name, value] : positives)
    if (*value <= 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBePositive, {name, toString(*value)});
  const Rational& v = contest.value;
  const Rational& c1 = contest.cost1;
  const Rational& c2 = contest.cost2;
  const Rational scale = v / ((c1 + c2) * (c1 + c2));
  return AdvertisingOutcome{c2 * scale, c1 * scale, c2 * c2 * scale, c1 * c1 * scale};
}

Rational advertisingProfit(const AdvertisingContest& contest, std::size_t firm, const Rational& x, const Rational& y) {
  const Rational& own = firm == 0 ? x : y;
  const Rational& cost = firm == 0 ? contest.cost1 : contest.cost2;
  if (x + y == 0) return 0;
  return contest.value * own / (x + y) - cost * own;
}

std::optional<QuadraticSurd> advertisingBestResponse(const AdvertisingContest& contest, std::size_t firm,
                                                     const Rational& otherSpending) {
  if (otherSpending <= 0) return std::nullopt;
  const Rational& cost = firm == 0 ? contest.cost1 : contest.cost2;
  // The profit V·s_own/(s_own + s) − c·s_own is concave in s_own with its peak where
  // (s_own + s)² = V·s/c; negative peaks are cut at 0.
  if (contest.value / cost <= otherSpending) return QuadraticSurd();
  return squareRoot(contest.value * otherSpending / cost) - QuadraticSurd(otherSpending);
}

}  // namespace gamelab
