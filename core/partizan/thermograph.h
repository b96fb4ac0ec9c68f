#pragma once
/// Stops, thermographs, mean and temperature of short games (the CLI's `left_stop`,
/// `right_stop`, `mean`, `temperature`; the GUI's thermograph chart).
///
/// Temperatures t run over [−1, ∞). A number x has both walls constant at x and temperature
/// −1/2^k for x = m/2^k in lowest terms with k ≥ 1, −1 for an integer. Any other canonical G:
///   L(t) = max over G^L of RW_{G^L}(t) − t,   R(t) = min over G^R of LW_{G^R}(t) + t;
/// the temperature T is the least t with L(t) ≤ R(t) (they meet there at the mean m); the
/// walls are L and R below T and the vertical mast at m from T upwards.
#include "core/partizan/gamestore.h"

#include <memory>
#include <utility>
#include <vector>

namespace gamelab::partizan {

/// A continuous piecewise-linear function of t on [−1, ∞), exact: value at t = −1, then
/// breakpoints in increasing t; linear between breakpoints and constant after the last one.
struct Wall {
  std::vector<std::pair<Rational, Rational>> points;  ///< (t, value), points[0].first == −1
  Rational at(const Rational& t) const;
  bool operator==(const Wall&) const = default;
};

struct Thermograph {
  Wall left;   ///< LW(t): equals the mast value for t ≥ temperature
  Wall right;  ///< RW(t)
  Rational mean;
  Rational temperature;
  bool operator==(const Thermograph&) const = default;
};

/// Left and right stops (LS = the number reached when Left starts and both play to stop at a
/// number; RS likewise), memoised in a table per store.
class ThermographTable {
 public:
  explicit ThermographTable(GameStore& store);
  /// Of the canonical form of `g`. Building block: may throw StoreStopped.
  const Thermograph& of(GameId g);
  Rational leftStop(GameId g);
  Rational rightStop(GameId g);

 private:
  struct Stops {
    Rational left, right;
  };
  const Stops& stopsOf(GameId g);

  GameStore& store_;
  std::vector<std::unique_ptr<Thermograph>> byId_;
  std::vector<std::unique_ptr<Stops>> stopsById_;
};

}  // namespace gamelab::partizan
