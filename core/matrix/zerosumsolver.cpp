#include "core/matrix/zerosumsolver.h"

#include "core/lp/integervector.h"
#include "core/lp/lpproblem.h"

#include <algorithm>
#include <cstddef>

namespace gamelab {
namespace {

/// Player I's LP (source 000 §2.4.4): maximise v s.t. Σ_i p_i a_ij − v >= 0 for every column
/// j (row j of the LP), Σ_i p_i = 1 (row n), p >= 0, v free. Variables p_0..p_{m−1}, v.
/// The duals of rows 0..n−1 are −q_j (LpSolution sign convention: raising the lower bound 0
/// of row j lowers the value by q_j), and the dual of row n is the value.
LpProblem rowPlayerLp(const MatrixGame& game) {
  LpProblem lp;
  lp.sense = LpSense::Maximize;
  for (std::size_t i = 0; i < game.rows; ++i) lp.addVariable(0, Rational(0), std::nullopt);
  const int v = lp.addVariable(1, std::nullopt, std::nullopt);
  lp.rows.reserve(game.cols + 1);
  for (std::size_t j = 0; j < game.cols; ++j) {
    std::vector<LpTerm> terms;
    terms.reserve(game.rows + 1);
    for (std::size_t i = 0; i < game.rows; ++i)
      if (sgn(game.at(i, j)) != 0) terms.push_back({static_cast<int>(i), game.at(i, j)});
    terms.push_back({v, Rational(-1)});
    lp.addRow(std::move(terms), Rational(0), std::nullopt);
  }
  std::vector<LpTerm> sum;
  for (std::size_t i = 0; i < game.rows; ++i) sum.push_back({static_cast<int>(i), Rational(1)});
  lp.addRow(std::move(sum), Rational(1), Rational(1));
  return lp;
}

/// Player II's LP: minimise w s.t. Σ_j a_ij q_j − w <= 0 for every row i, Σ q = 1, q >= 0.
LpProblem colPlayerLp(const MatrixGame& game) {
  LpProblem lp;
  lp.sense = LpSense::Minimize;
  for (std::size_t j = 0; j < game.cols; ++j) lp.addVariable(0, Rational(0), std::nullopt);
  const int w = lp.addVariable(1, std::nullopt, std::nullopt);
  for (std::size_t i = 0; i < game.rows; ++i) {
    std::vector<LpTerm> terms;
    for (std::size_t j = 0; j < game.cols; ++j)
      if (sgn(game.at(i, j)) != 0) terms.push_back({static_cast<int>(j), game.at(i, j)});
    terms.push_back({w, Rational(-1)});
    lp.addRow(std::move(terms), std::nullopt, Rational(0));
  }
  std::vector<LpTerm> sum;
  for (std::size_t j = 0; j < game.cols; ++j) sum.push_back({static_cast<int>(j), Rational(1)});
  lp.addRow(std::move(sum), Rational(1), Rational(1));
  return lp;
}

bool isMixedStrategy(const RationalVector& s, std::size_t size) {
  if (s.size() != size) return false;
  Rational total(0);
  for (const auto& x : s) {
    if (sgn(x) < 0) return false;
    total += x;
  }
  return total == 1;
}

void fillFloats(ZeroSumSolution& s) {
  s.valueFloat = toDouble(s.value);
  s.rowStrategyFloat.clear();
  s.colStrategyFloat.clear();
  for (const auto& x : s.rowStrategy) s.rowStrategyFloat.push_back(toDouble(x));
  for (const auto& x : s.colStrategy) s.colStrategyFloat.push_back(toDouble(x));
}

}  // namespace

namespace {

/// pᵀA (rowPlayer) or Aq as integers over one denominator: A = Â / L (`a`, the game's payoffs
/// by toIntegerVector) and s = ŝ / D with integer Â, ŝ (least common denominators), so every
/// term is an integer multiply-add and comparisons between entries need no gcd at all (the
/// verification of large exact games).
IntegerVector scaledPayoffs(const MatrixGame& game, const IntegerVector& a, const RationalVector& s, bool rowPlayer) {
  const IntegerVector w = toIntegerVector(s);
  IntegerVector out;
  out.denominator = a.denominator * w.denominator;
  out.numerators.assign(rowPlayer ? game.cols : game.rows, mpz_class(0));
  const std::size_t played = std::min(s.size(), rowPlayer ? game.rows : game.cols);
  for (std::size_t i = 0; i < game.rows; ++i)
    for (std::size_t j = 0; j < game.cols; ++j) {
      const auto& weight = w.numerators[rowPlayer ? i : j];
      const auto& entry = a.numerators[i * game.cols + j];
      if ((rowPlayer ? i : j) >= played || sgn(weight) == 0 || sgn(entry) == 0) continue;
      mpz_addmul(out.numerators[rowPlayer ? j : i].get_mpz_t(), weight.get_mpz_t(), entry.get_mpz_t());
    }
  return out;
}

RationalVector toRationals(const IntegerVector& v) {
  RationalVector out;
  out.reserve(v.numerators.size());
  for (std::size_t i = 0; i < v.numerators.size(); ++i) out.push_back(v.at(i));
  return out;
}

}  // namespace

RationalVector rowPlayerPayoffs(const MatrixGame& game, const RationalVector& p) {
  return toRationals(scaledPayoffs(game, toIntegerVector(game.payoffs), p, true));
}

RationalVector colPlayerPayoffs(const MatrixGame& game, const RationalVector& q) {
  return toRationals(scaledPayoffs(game, toIntegerVector(game.payoffs), q, false));
}

bool isOptimalPair(const MatrixGame& game, const RationalVector& p, const RationalVector& q, Rational* value) {
  if (game.empty() || !isMixedStrategy(p, game.rows) || !isMixedStrategy(q, game.cols)) return false;
  const IntegerVector a = toIntegerVector(game.payoffs);
  const auto colPayoffs = scaledPayoffs(game, a, p, true);
  const auto rowPayoffs = scaledPayoffs(game, a, q, false);
  Rational lower(*std::min_element(colPayoffs.numerators.begin(), colPayoffs.numerators.end()), colPayoffs.denominator);
  Rational upper(*std::max_element(rowPayoffs.numerators.begin(), rowPayoffs.numerators.end()), rowPayoffs.denominator);
  lower.canonicalize();
  upper.canonicalize();
  if (lower != upper) return false;
  if (value) *value = lower;
  return true;
}

LpStartBasis rowPlayerStartBasis(const MatrixGame& game, const SupportGuess& guess) {
  LpStartBasis basis;
  basis.columnBasic.assign(game.rows + 1, 0);
  basis.rowBasic.assign(game.cols + 1, 1);
  for (std::size_t i : guess.rows) basis.columnBasic[i] = 1;
  basis.columnBasic[game.rows] = 1;  // v
  for (std::size_t j : guess.cols) basis.rowBasic[j] = 0;  // column j's constraint is tight
  basis.rowBasic[game.cols] = 0;  // Σp = 1 is an equation
  return basis;
}

Expected<ZeroSumSolution> solveZeroSum(const MatrixGame& game, const ZeroSumOptions& options,
                                       const Progress& progress, const CancelToken& cancel) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  if (cancel.isCancelled()) return stopError(cancel);
  if (game.payoffs.size() != game.rows * game.cols)
    return makeProblemError(ErrorCode::WrongShape, Problem::WrongCount,
                            {"payoffs", std::to_string(game.rows * game.cols), std::to_string(game.payoffs.size())});

  progress.report(0.0, "lp");
  LpOptions lpOptions;
  lpOptions.exact = options.exact;
  if (const auto guess = guessSupports(game, cancel)) lpOptions.start = rowPlayerStartBasis(game, *guess);
  if (cancel.isCancelled()) return stopError(cancel);
  auto lp = solveLp(rowPlayerLp(game), lpOptions, progress, cancel);
  if (!lp) return lp.error();
  if (lp->status != LpStatus::Optimal)  // a matrix game's LP is always feasible and bounded
    return makeError(ErrorCode::NumericalFailure, {"game LP not optimal"});

  ZeroSumSolution s;
  if (!options.exact) {
    constexpr long kDenominator = 1'000'000;
    s.valueFloat = lp->objectiveFloat;
    s.rowStrategyFloat.assign(lp->xFloat.begin(), lp->xFloat.begin() + static_cast<std::ptrdiff_t>(game.rows));
    for (std::size_t j = 0; j < game.cols; ++j) s.colStrategyFloat.push_back(-lp->dualsFloat[j]);
    s.value = approximate(s.valueFloat, kDenominator);
    for (double x : s.rowStrategyFloat) s.rowStrategy.push_back(approximate(x, kDenominator));
    for (double x : s.colStrategyFloat) s.colStrategy.push_back(approximate(x, kDenominator));
    s.verified = false;
    progress.report(1.0, "lp");
    return s;
  }

  progress.report(0.9, "exact");
  s.value = lp->objective;
  s.rowStrategy.assign(lp->x.begin(), lp->x.begin() + static_cast<std::ptrdiff_t>(game.rows));
  for (std::size_t j = 0; j < game.cols; ++j) s.colStrategy.push_back(-lp->duals[j]);
  Rational checked;
  if (!isOptimalPair(game, s.rowStrategy, s.colStrategy, &checked) || checked != s.value) {
    // Defensive: take II's strategy from II's own LP and test again.
    if (cancel.isCancelled()) return stopError(cancel);
    lpOptions.start.reset();  // the guess is a basis of player I's LP
    auto lp2 = solveLp(colPlayerLp(game), lpOptions, progress, cancel);
    if (!lp2) return lp2.error();
    if (lp2->status != LpStatus::Optimal) return makeError(ErrorCode::NumericalFailure, {"game LP not optimal"});
    s.colStrategy.assign(lp2->x.begin(), lp2->x.begin() + static_cast<std::ptrdiff_t>(game.cols));
    if (!isOptimalPair(game, s.rowStrategy, s.colStrategy, &checked) || checked != s.value)
      return makeError(ErrorCode::NumericalFailure, {"infallible test failed"});
  }
  s.verified = true;
  fillFloats(s);
  progress.report(1.0, "exact");
  return s;
}

}  // namespace gamelab
