#include "core/stochastic/shapleyiteration.h"

#include "core/matrix/zerosumsolver.h"
#include "core/stochastic/floatmatrixgame.h"
#include "core/stochastic/stochasticscale.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

namespace gamelab::stochastic {
namespace {

/// Iterates kept in memory at most (values over all states); the iteration stops there.
constexpr std::size_t kMaxStoredValues = 5'000'000;

/// The game's numbers in floating point, flat, for the fast iterates.
struct FloatGame {
  struct Move {
    int state;
    double probability;
  };
  std::vector<std::size_t> cellStart;   // per state: its first cell
  std::vector<double> payoff;           // per cell
  std::vector<std::size_t> moveStart;   // per cell, and one past the end
  std::vector<Move> moves;
};

FloatGame floatGame(const StochasticGame& game) {
  FloatGame f;
  for (const auto& state : game.states) {
    f.cellStart.push_back(f.payoff.size());
    for (const auto& cell : state.cells) {
      f.payoff.push_back(toDouble(cell.payoff));
      f.moveStart.push_back(f.moves.size());
      for (const auto& t : cell.next) f.moves.push_back({t.state, toDouble(t.probability)});
    }
  }
  f.moveStart.push_back(f.moves.size());
  return f;
}

/// A^(k)(v) in floating point, into `matrix`.
void oneShotFloat(const StochasticGame& game, const FloatGame& f, int k, const std::vector<double>& v,
                  std::vector<double>& matrix) {
  const auto& state = game.states[static_cast<std::size_t>(k)];
  const auto count = static_cast<std::size_t>(state.rows) * static_cast<std::size_t>(state.cols);
  matrix.resize(count);
  const std::size_t first = f.cellStart[static_cast<std::size_t>(k)];
  for (std::size_t c = 0; c < count; ++c) {
    double x = f.payoff[first + c];
    for (std::size_t m = f.moveStart[first + c]; m < f.moveStart[first + c + 1]; ++m)
      x += f.moves[m].probability * v[static_cast<std::size_t>(f.moves[m].state)];
    matrix[c] = x;
  }
}

/// A^(k)(v) exactly.
MatrixGame oneShotExact(const StochasticGame& game, int k, const RationalVector& v) {
  const auto& state = game.states[static_cast<std::size_t>(k)];
  MatrixGame m(static_cast<std::size_t>(state.rows), static_cast<std::size_t>(state.cols));
  for (int i = 0; i < state.rows; ++i)
    for (int j = 0; j < state.cols; ++j) {
      const auto& cell = state.cell(i, j);
      Rational x = cell.payoff;
      for (const auto& t : cell.next) x += t.probability * v[static_cast<std::size_t>(t.state)];
      m.at(static_cast<std::size_t>(i), static_cast<std::size_t>(j)) = x;
    }
  return m;
}

bool fitsBits(const RationalVector& v, int bits) {
  for (const auto& x : v)
    if (mpz_sizeinbase(x.get_num_mpz_t(), 2) > static_cast<std::size_t>(bits) ||
        mpz_sizeinbase(x.get_den_mpz_t(), 2) > static_cast<std::size_t>(bits))
      return false;
  return true;
}

std::vector<double> toDoubles(const RationalVector& v) {
  std::vector<double> out;
  out.reserve(v.size());
  for (const auto& x : v) out.push_back(toDouble(x));
  return out;
}

Expected<FloatGameSolution> solveFloat(FloatMatrixGameSolver& solver, const std::vector<double>& matrix, int rows,
                                       int cols, const CancelToken& cancel) {
  auto s = solver.solve(matrix, rows, cols);
  if (s.ok) return s;
  // The dense simplex gave up (badly scaled entries): the exact solver on the doubles as
  // they are (dyadic rationals), which does not fail where Clp's floating point does.
  MatrixGame m(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  for (std::size_t c = 0; c < matrix.size(); ++c) {
    if (!std::isfinite(matrix[c])) return makeError(ErrorCode::NumericalFailure, {"iterate not finite"});
    m.payoffs[c] = fromDouble(matrix[c]);
  }
  auto z = solveZeroSum(m, {}, Progress::none(), cancel);
  if (!z) return z.error();
  s.value = z->valueFloat;
  s.row = z->rowStrategyFloat;
  s.col = z->colStrategyFloat;
  s.ok = true;
  return s;
}

}  // namespace

Expected<ShapleyIterationResult> solveShapleyIteration(const StochasticGame& game, const ShapleyIterationOptions& options,
                                                       const Progress& progress, const CancelToken& cancel) {
  const auto problems = validateStochasticGame(game);
  if (!problems.empty()) return problems.front().error;
  // Payoffs far from 1 (stochasticscale.h): the iterates of the scaled game, scaled back (the
  // scaled game's payoffs are at most 1, so this goes one level deep).
  const Rational scale = payoffScale(game);
  if (scale != 1) {
    const double factor = toDouble(scale);
    ShapleyIterationOptions scaled = options;
    scaled.tolerance = options.tolerance / factor;
    auto result = solveShapleyIteration(scaledGame(game, scale), scaled, progress, cancel);
    if (!result) return result;
    for (ShapleyIterate& iterate : result->iterates) {
      for (double& x : iterate.values) x *= factor;
      if (iterate.exact)
        for (Rational& x : *iterate.exact) x *= scale;
    }
    for (double& bound : result->errorBound) bound *= factor;
    return result;
  }
  const int n = game.stateCount();
  const auto un = static_cast<std::size_t>(n);

  Rational leastStop(1);
  for (const auto& state : game.states)
    for (const auto& cell : state.cells) leastStop = std::min(leastStop, cell.stopProbability());
  const double boundFactor = sgn(leastStop) > 0 ? toDouble((1 - leastStop) / leastStop) : std::numeric_limits<double>::infinity();

  const int storable = static_cast<int>(std::min<std::size_t>(kMaxStoredValues / std::max<std::size_t>(un, 1), 1u << 30));
  const int wanted = options.iterations > 0 ? options.iterations : std::max(options.maxIterations, 0);
  const int limit = std::min(wanted, std::max(storable - 1, 0));

  ShapleyIterationResult result;
  result.iterates.reserve(static_cast<std::size_t>(std::min(limit, 4096)) + 1);
  RationalVector exact(un, options.startFromInfinitePlay && game.infinitePlay ? *game.infinitePlay : Rational(0));
  bool isExact = true;
  result.iterates.push_back({toDoubles(exact), exact});

  const FloatGame floats = floatGame(game);
  FloatMatrixGameSolver solver;
  std::vector<double> matrix;
  std::vector<double> next(un);
  for (int step = 1; step <= limit; ++step) {
    const auto& previous = result.iterates.back();
    isExact = isExact && fitsBits(exact, options.exactBits);
    if (isExact) {
      RationalVector following(un);
      for (int k = 0; k < n; ++k) {
        if (cancel.isCancelled()) return stopError(cancel);
        auto z = solveZeroSum(oneShotExact(game, k, exact), {}, Progress::none(), cancel);
        if (!z) return z.error();
        following[static_cast<std::size_t>(k)] = z->value;
      }
      exact = std::move(following);
      next = toDoubles(exact);
    } else {
      for (int k = 0; k < n; ++k) {
        if ((k & 15) == 0 && cancel.isCancelled()) return stopError(cancel);
        oneShotFloat(game, floats, k, previous.values, matrix);
        const auto& st = game.states[static_cast<std::size_t>(k)];
        auto z = solveFloat(solver, matrix, st.rows, st.cols, cancel);
        if (!z) return z.error();
        next[static_cast<std::size_t>(k)] = z->value;
      }
    }
    double change = 0;
    for (std::size_t k = 0; k < un; ++k) change = std::max(change, std::abs(next[k] - previous.values[k]));
    const double bound = change == 0 ? 0.0 : change * boundFactor;
    result.iterates.push_back({next, isExact ? std::optional<RationalVector>(exact) : std::nullopt});
    result.errorBound.push_back(bound);
    if (options.iterations <= 0) {
      // With s = 0 there is no bound: stop when the iterates stand still to the tolerance.
      const bool done = sgn(leastStop) > 0 ? bound <= options.tolerance : change <= options.tolerance;
      if (done) {
        result.converged = true;
        break;
      }
    }
    if ((step & 7) == 0) progress.report(limit > 0 ? double(step) / limit : -1.0, "iteration");
  }
  if (options.iterations > 0)
    result.converged = !result.errorBound.empty() && result.errorBound.back() <= options.tolerance;

  // The stationary strategies the last iterate suggests: optimal in A^(k)(v_n).
  const auto& last = result.iterates.back().values;
  result.rowStrategy.resize(un);
  result.colStrategy.resize(un);
  for (int k = 0; k < n; ++k) {
    if (cancel.isCancelled()) return stopError(cancel);
    oneShotFloat(game, floats, k, last, matrix);
    const auto& st = game.states[static_cast<std::size_t>(k)];
    auto z = solveFloat(solver, matrix, st.rows, st.cols, cancel);
    if (!z) return z.error();
    result.rowStrategy[static_cast<std::size_t>(k)] = std::move(z->row);
    result.colStrategy[static_cast<std::size_t>(k)] = std::move(z->col);
  }
  progress.report(1.0, "iteration");
  return result;
}

}  // namespace gamelab::stochastic
