#pragma once
/// The advertising contest of source 000 Ex 3.3.5-5 (T36): firm i spends an amount on
/// advertising at unit cost c_i and gets the share of the market value V proportional to its
/// spending: M_1(x, y) = V·x/(x + y) − c_1·x, M_2(x, y) = V·y/(x + y) − c_2·y, both 0 when
/// x = y = 0. Closed form: x* = c_2·V/(c_1 + c_2)², y* = c_1·V/(c_1 + c_2)²,
/// M_1 = c_2²·V/(c_1 + c_2)², M_2 = c_1²·V/(c_1 + c_2)².
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/algebra/quadraticsurd.h"

#include <cstddef>
#include <optional>

namespace gamelab {

struct AdvertisingContest {
  Rational value = 1;  ///< V > 0
  Rational cost1 = 1;  ///< c_1 > 0
  Rational cost2 = 2;  ///< c_2 > 0
};

struct AdvertisingOutcome {
  Rational spending1;  ///< x*
  Rational spending2;  ///< y*
  Rational profit1;    ///< M_1(x*, y*)
  Rational profit2;    ///< M_2(x*, y*)
};

/// Errors: InvalidArgument, MustBePositive ("V", "c_1", "c_2").
Expected<AdvertisingOutcome> solveAdvertising(const AdvertisingContest& contest);

/// Firm `firm`'s (0 or 1) profit at spendings (x, y). Precondition: x, y ≥ 0.
Rational advertisingProfit(const AdvertisingContest& contest, std::size_t firm, const Rational& x,
                           const Rational& y);

/// Firm `firm`'s best response to the other's spending s > 0: max(0, √(V·s/c_i) − s), exact
/// as a surd. nullopt for s = 0 (every positive spending beats 0 and smaller ones beat larger
/// ones: the supremum V is not attained). Precondition: s ≥ 0.
std::optional<QuadraticSurd> advertisingBestResponse(const AdvertisingContest& contest, std::size_t firm,
                                                     const Rational& otherSpending);

}  // namespace gamelab
