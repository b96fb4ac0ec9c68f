#pragma once
/// Shared machinery of the core and nucleolus solvers (internal to core/coalition): the exact
/// excess LP over all 2ⁿ coalitions solved by row generation.
///
///   minimise t            s.t. x(S) + t >= v(S) for every active S   (withT)
///   minimise Σx           s.t. x(S)     >= v(S) for every active S   (!withT)
///   and x(F) = value_F for every fixed F, Σx = v(N) (efficiency), x_i >= v({i}) (imputationBounds).
///
/// Only a working set of active coalitions enters the LP. At the restricted optimum every
/// excess v(S) − x(S) is screened in doubles and the near-violators are decided exactly; the
/// most violated ones join the working set, until none is violated. The restricted LP's exact
/// duals (0 for rows outside the working set) then prove the optimum of the full LP.
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace gamelab::coalitiondetail {

/// SizeThenLexicographic order of coalitions (strict weak order).
bool coalitionBefore(Coalition a, Coalition b);

/// Per-coalition state in the solvers: Inactive (∅ and N), Active (a constraint), Fixed (an
/// equality), Dropped (its excess is determined by the fixed ones).
enum class RowState : std::uint8_t { Inactive, Active, Fixed, Dropped };

/// Doubles of the table and sums of a point over every coalition in two half tables
/// (x(S) = low[S & lowMask] + high[S >> lowBits]), so screening needs no 2ⁿ array of sums.
class ExcessScreen {
 public:
  explicit ExcessScreen(const CoalitionalGame& game);
  /// Loads x (exact) for the next scans.
  void setPoint(const RationalVector& x);
  double sum(Coalition s) const { return low_[s & lowMask_] + high_[s >> lowBits_]; }
  double excess(Coalition s) const { return values_[s] - sum(s); }
  /// A bound on the rounding error of excess() around `t` (generous).
  double tolerance(double t) const;

 private:
  std::vector<double> values_;
  std::vector<double> low_, high_;
  int lowBits_ = 0;
  Coalition lowMask_ = 0;
  double valueScale_ = 0, pointScale_ = 0;
};

struct ExcessLpSpec {
  bool withT = true;
  bool efficiency = true;
  bool imputationBounds = false;
  std::vector<std::pair<Coalition, Rational>> fixed;   ///< x(F) = value
  const std::vector<RowState>* state = nullptr;        ///< 2ⁿ entries; rows are the Active ones
};

struct ExcessLpResult {
  RationalVector x;
  Rational t;                                          ///< 0 when !withT
  Rational objective;
  /// Active coalitions with a positive dual, with the dual (SizeThenLexicographic).
  std::vector<std::pair<Coalition, Rational>> positiveDuals;
  int linearProgrammes = 0;
};

/// Solves the LP of `spec` (`screen` is a scratch built for `game`) by row generation from `workingSet` (which grows; it must keep the
/// restricted LP bounded, e.g. contain a complementary pair S, N − S with t, or every
/// singleton without t). Errors: Cancelled/Timeout, NumericalFailure (LP not optimal or not exact).
Expected<ExcessLpResult> solveExcessLp(const CoalitionalGame& game, ExcessScreen& screen,
                                       const ExcessLpSpec& spec, std::vector<Coalition>& workingSet,
                                       const CancelToken& cancel);

}  // namespace gamelab::coalitiondetail
