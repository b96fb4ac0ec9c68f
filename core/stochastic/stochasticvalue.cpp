#include "core/stochastic/stochasticvalue.h"

#include "core/matrix/optimalsets.h"
#include "core/matrix/zerosumsolver.h"
#include "core/algebra/algebraicidentify.h"
#include "core/algebra/supportproof.h"
#include "core/stochastic/floatmatrixgame.h"
#include "core/stochastic/recursiveplay.h"
#include "core/stochastic/stochasticmatrix.h"
#include "core/stochastic/stochasticscale.h"
#include "core/stochastic/supportnewton.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace gamelab::stochastic {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// Beyond these sizes the answer stays floating point / one optimal strategy (time bounds).
constexpr std::size_t kMostStatesForNewton = 40;
constexpr int kLargestSupportSize = 12;

/// The floating-point one-shot solve (a workspace per thread: value iteration calls it often).
/// Where the simplex gives up (it should not), the pure maxmin row and minmax column with the
/// lower value: finite, of the right sizes, and proved or rejected exactly later on.
FloatGameSolution solveFloatMatrixGame(const std::vector<double>& payoffs, int rows, int cols) {
  thread_local FloatMatrixGameSolver solver;
  FloatGameSolution s = solver.solve(payoffs, rows, cols);
  if (s.ok) return s;
  const auto m = static_cast<std::size_t>(rows), n = static_cast<std::size_t>(cols);
  std::size_t bestRow = 0, bestCol = 0;
  double lower = -HUGE_VAL, upper = HUGE_VAL;
  for (std::size_t i = 0; i < m; ++i) {
    double least = HUGE_VAL;
    for (std::size_t j = 0; j < n; ++j) least = std::min(least, payoffs[i * n + j]);
    if (least > lower) lower = least, bestRow = i;
  }
  for (std::size_t j = 0; j < n; ++j) {
    double most = -HUGE_VAL;
    for (std::size_t i = 0; i < m; ++i) most = std::max(most, payoffs[i * n + j]);
    if (most < upper) upper = most, bestCol = j;
  }
  s.row.assign(m, 0.0);
  s.col.assign(n, 0.0);
  s.row[bestRow] = 1.0;
  s.col[bestCol] = 1.0;
  s.value = lower;
  return s;
}

std::vector<int> supportOf(const std::vector<double>& x) {
  std::vector<int> s;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 1e-9) s.push_back(static_cast<int>(i));
  return s;
}

std::vector<double> toDoubles(const RationalVector& x) {
  std::vector<double> out;
  for (const Rational& r : x) out.push_back(toDouble(r));
  return out;
}

AlgebraicNumber rationalNumber(const Rational& r) {
  AlgebraicNumber n;
  n.kind = AlgebraicNumber::Kind::Rational;
  n.rational = r;
  n.approx = toDouble(r);
  return n;
}

bool anyCellMayContinueForever(const StochasticGame& game) {
  for (const StochasticState& s : game.states)
    for (const StochasticCell& c : s.cells)
      if (c.stopProbability() == 0) return true;
  return false;
}

/// Order of states with every state after those it moves to, or nullopt when there is a cycle
/// (Kahn's algorithm, no recursion).
std::optional<std::vector<int>> backwardOrder(const StochasticGame& game) {
  const std::size_t n = game.states.size();
  std::vector<std::vector<int>> predecessors(n);
  std::vector<int> outDegree(n, 0);
  for (std::size_t k = 0; k < n; ++k) {
    std::vector<char> seen(n, 0);
    for (const StochasticCell& c : game.states[k].cells) {
      for (const Transition& t : c.next) {
        if (t.probability == 0 || seen[at(t.state)]) continue;
        seen[at(t.state)] = 1;
        ++outDegree[k];
        predecessors[at(t.state)].push_back(static_cast<int>(k));
      }
    }
  }
  std::vector<int> order;
  for (std::size_t k = 0; k < n; ++k)
    if (outDegree[k] == 0) order.push_back(static_cast<int>(k));
  for (std::size_t head = 0; head < order.size(); ++head)
    for (int p : predecessors[at(order[head])])
      if (--outDegree[at(p)] == 0) order.push_back(p);
  if (order.size() != n) return std::nullopt;
  return order;
}

/// Exact strategies of the one-shot games at rational values: for recursive games the
/// optimal strategies of largest support (the mean of the optimal set's vertices) so that
/// infinite play is avoided whenever some optimal strategy avoids it.
Expected<StationaryStrategy> rationalStrategy(const MatrixGame& g, const Rational& value, bool largestSupport,
                                              const ZeroSumSolution* known, const CancelToken& cancel) {
  StationaryStrategy st;
  if (largestSupport) {
    OptimalStrategySetsOptions o;
    o.value = value;
    auto sets = solveOptimalStrategySets(g, o, Progress::none(), cancel);
    if (!sets) return sets.error();
    auto mean = [](const std::vector<RationalVector>& vertices, std::size_t size) {
      RationalVector m(size, Rational(0));
      for (const RationalVector& v : vertices)
        for (std::size_t i = 0; i < size; ++i) m[i] += v[i];
      for (Rational& x : m) x /= Rational(static_cast<long>(vertices.size()));
      return m;
    };
    st.rowExact = mean(sets->rowVertices, g.rows);
    st.colExact = mean(sets->colVertices, g.cols);
  } else if (known) {
    st.rowExact = known->rowStrategy;
    st.colExact = known->colStrategy;
  } else {
    auto z = solveZeroSum(g, {}, Progress::none(), cancel);
    if (!z) return z.error();
    st.rowExact = z->rowStrategy;
    st.colExact = z->colStrategy;
  }
  st.row = toDoubles(*st.rowExact);
  st.col = toDoubles(*st.colExact);
  return st;
}

/// Backward induction for games without cycles: exact and proved.
Expected<StochasticSolution> solveAcyclic(const StochasticGame& game, const std::vector<int>& order,
                                          const Progress& progress, const CancelToken& cancel) {
  const std::size_t n = game.states.size();
  RationalVector v(n, Rational(0));
  StochasticSolution out;
  out.values.resize(n);
  out.strategies.resize(n);
  for (std::size_t idx = 0; idx < order.size(); ++idx) {
    if (cancel.isCancelled()) return stopError(cancel);
    const int k = order[idx];
    const MatrixGame g = rationalMatrix(game.states[at(k)], v);
    auto z = solveZeroSum(g, {}, Progress::none(), cancel);
    if (!z) return z.error();
    v[at(k)] = z->value;
    out.values[at(k)] = rationalNumber(z->value);
    auto st = rationalStrategy(g, z->value, false, &*z, cancel);
    if (!st) return st.error();
    out.strategies[at(k)] = std::move(*st);
    progress.report(static_cast<double>(idx + 1) / static_cast<double>(n), "states");
  }
  out.proved = true;
  return out;
}

/// Exact check of rational candidate values: every state's A^(k)(v) has value v(k), on the
/// supports of the floating-point solution (exact rational arithmetic), else by solveZeroSum.
Expected<bool> verifyRational(const StochasticGame& game, const RationalVector& v, const CancelToken& cancel) {
  std::vector<QuadraticSurd> fv;
  std::vector<double> dv;
  for (const Rational& r : v) {
    fv.emplace_back(r);
    dv.push_back(toDouble(r));
  }
  for (std::size_t k = 0; k < game.states.size(); ++k) {
    const StochasticState& s = game.states[k];
    const FloatGameSolution f = solveFloatMatrixGame(floatMatrix(s, dv), s.rows, s.cols);
    if (std::abs(f.value - dv[k]) > 1e-6 * (1.0 + std::abs(dv[k]))) return false;
    auto proof = proveOnSupport(fieldMatrix(s, fv), s.rows, s.cols, supportOf(f.row), supportOf(f.col));
    if (proof) {
      if (proof->value != QuadraticSurd(v[k])) return false;
      continue;
    }
    auto z = solveZeroSum(rationalMatrix(s, v), {}, Progress::none(), cancel);
    if (!z && cancel.isCancelled()) return z.error();
    if (!z || z->value != v[k]) return false;  // a failed LP proves nothing: not verified
  }
  return true;
}

/// Rational guesses from the iterate (continued fractions of growing height, and Q itself).
std::vector<RationalVector> rationalCandidates(const StochasticGame& game, const std::vector<double>& v) {
  std::vector<RationalVector> out;
  if (game.infinitePlay) out.emplace_back(v.size(), *game.infinitePlay);
  for (long den = 1; den <= 100000000L; den *= 10) {
    RationalVector c;
    for (double x : v) c.push_back(approximate(x, den));
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(std::move(c));
  }
  return out;
}

/// All values rational: strategies and proof.
Expected<StochasticSolution> rationalSolution(const StochasticGame& game, const RationalVector& v,
                                              const CancelToken& cancel) {
  StochasticSolution out;
  const bool recursive = anyCellMayContinueForever(game);
  for (std::size_t k = 0; k < game.states.size(); ++k) {
    out.values.push_back(rationalNumber(v[k]));
    // Vertex enumeration of the optimal sets only where it is cheap.
    const bool small = game.states[k].rows <= kLargestSupportSize && game.states[k].cols <= kLargestSupportSize;
    auto st = rationalStrategy(rationalMatrix(game.states[k], v), v[k], recursive && small, nullptr, cancel);
    if (!st) return st.error();
    out.strategies.push_back(std::move(*st));
  }
  out.proved = true;
  return out;
}

/// The optimal supports at v and the values refined on them to high precision (nullopt when
/// the game is too large, a support is not square or Newton fails).
struct Refinement {
  std::vector<StateSupport> supports;
  RefinedValues refined;
};

std::optional<Refinement> refineAt(const StochasticGame& game, const std::vector<double>& v, const CancelToken& cancel) {
  const std::size_t n = game.states.size();
  if (n > kMostStatesForNewton) return std::nullopt;  // its dense Jacobian is n × n at 320 bits
  std::vector<StateSupport> supports(n);
  for (std::size_t k = 0; k < n; ++k) {
    const StochasticState& s = game.states[k];
    const FloatGameSolution f = solveFloatMatrixGame(floatMatrix(s, v), s.rows, s.cols);
    supports[k] = {supportOf(f.row), supportOf(f.col)};
    if (supports[k].rows.size() != supports[k].cols.size()) return std::nullopt;
  }
  constexpr int kBits = 320;
  auto refined = refineOnSupports(game, supports, v, kBits, cancel);
  if (!refined) return std::nullopt;
  return Refinement{std::move(supports), std::move(*refined)};
}

/// The last convergent of the continued fraction of x whose denominator has at most half the
/// accurate bits (less a margin): a rational of any size (2·10^20 - 2, not only what a double
/// holds) that the exact check then proves or rejects.
Rational convergentOf(const mpf_class& x, int accurateBits) {
  const std::size_t most = static_cast<std::size_t>(std::max(accurateBits / 2 - 8, 8));
  const mp_bitcnt_t prec = x.get_prec();
  mpf_class y(abs(x), prec), tiny(1, prec);
  mpf_div_2exp(tiny.get_mpf_t(), tiny.get_mpf_t(), static_cast<mp_bitcnt_t>(std::max(accurateBits - 8, 8)));
  mpz_class h0 = 0, h1 = 1, k0 = 1, k1 = 0, a;
  for (int step = 0; step < accurateBits; ++step) {
    mpz_set_f(a.get_mpz_t(), y.get_mpf_t());  // y ≥ 0: the floor
    const mpz_class h2 = a * h1 + h0, k2 = a * k1 + k0;
    if (mpz_sizeinbase(k2.get_mpz_t(), 2) > most) break;
    h0 = h1; h1 = h2; k0 = k1; k1 = k2;
    mpf_class fraction(y - mpf_class(a, prec), prec);
    if (fraction < tiny) break;
    y = 1 / fraction;
  }
  if (k1 == 0) return Rational(0);
  Rational r(h1, k1);
  r.canonicalize();
  return sgn(x) < 0 ? Rational(-r) : r;
}

/// High precision on the supports at v, identification, and the proof in Q(√c).
std::optional<StochasticSolution> algebraicSolution(const StochasticGame& game, const Refinement& refinement,
                                                    const StochasticValueOptions& options) {
  const std::size_t n = game.states.size();
  const std::vector<StateSupport>& supports = refinement.supports;
  const RefinedValues* refined = &refinement.refined;
  StochasticSolution out;
  std::vector<double> dv;
  mpz_class radicand = 0;
  bool fieldOk = true;
  for (std::size_t k = 0; k < n; ++k) {
    out.values.push_back(identifyAlgebraic(refined->values[k], refined->accurateBits, options.maxDegree));
    out.values.back().approx = refined->values[k].get_d();
    dv.push_back(out.values.back().approx);
    const AlgebraicNumber& x = out.values.back();
    if (x.kind == AlgebraicNumber::Kind::Quadratic) {
      if (radicand != 0 && radicand != x.quadratic.radicand) fieldOk = false;
      radicand = x.quadratic.radicand;
    } else if (x.kind != AlgebraicNumber::Kind::Rational) {
      fieldOk = false;
    }
  }
  out.strategies.resize(n);
  for (std::size_t k = 0; k < n; ++k) {
    const StochasticState& s = game.states[k];
    const FloatGameSolution f = solveFloatMatrixGame(floatMatrix(s, dv), s.rows, s.cols);
    out.strategies[k].row = f.row;
    out.strategies[k].col = f.col;
  }
  if (!fieldOk) return out;
  std::vector<QuadraticSurd> fv;
  for (const AlgebraicNumber& x : out.values)
    fv.push_back(x.kind == AlgebraicNumber::Kind::Rational ? QuadraticSurd(x.rational) : x.quadratic);
  for (std::size_t k = 0; k < n; ++k) {
    const StochasticState& s = game.states[k];
    auto proof = proveOnSupport(fieldMatrix(s, fv), s.rows, s.cols, supports[k].rows, supports[k].cols);
    if (!proof || proof->value != fv[k]) return out;
    StationaryStrategy& st = out.strategies[k];
    st.row.clear();
    st.col.clear();
    bool rowRational = true, colRational = true;
    RationalVector re, ce;
    for (const QuadraticSurd& x : proof->row) {
      st.row.push_back(x.toDouble());
      rowRational = rowRational && x.isRational();
      re.push_back(x.rational);
    }
    for (const QuadraticSurd& x : proof->col) {
      st.col.push_back(x.toDouble());
      colRational = colRational && x.isRational();
      ce.push_back(x.rational);
    }
    if (rowRational) st.rowExact = re;
    if (colRational) st.colExact = ce;
  }
  out.proved = true;
  return out;
}

std::vector<double> approxValues(const StochasticSolution& s) {
  std::vector<double> out;
  for (const AlgebraicNumber& x : s.values) out.push_back(x.approx);
  return out;
}

Expected<StochasticSolution> solveCyclic(const StochasticGame& game, const StochasticValueOptions& options,
                                         const Progress& progress, const CancelToken& cancel) {
  const std::size_t n = game.states.size();
  std::vector<double> v(n, game.infinitePlay ? toDouble(*game.infinitePlay) : 0.0);
  constexpr long kMaxIterations = 200000;
  long nextCheck = 64;
  for (long it = 1; it <= kMaxIterations; ++it) {
    if (cancel.isCancelled()) return stopError(cancel);
    std::vector<double> next(n);
    double change = 0.0, size = 1.0;
    for (std::size_t k = 0; k < n; ++k) {
      const StochasticState& s = game.states[k];
      next[k] = solveFloatMatrixGame(floatMatrix(s, v), s.rows, s.cols).value;
      change = std::max(change, std::abs(next[k] - v[k]));
      size = std::max(size, std::abs(next[k]));
    }
    v = std::move(next);
    const bool settled = change <= 1e-13 * size;
    if (!settled && it < nextCheck && it < kMaxIterations) continue;
    nextCheck *= 4;
    progress.report(-1.0, "iteration");
    for (const RationalVector& c : rationalCandidates(game, v)) {
      auto ok = verifyRational(game, c, cancel);
      if (!ok) return ok.error();
      if (*ok) return rationalSolution(game, c, cancel);
    }
    if (cancel.isCancelled()) return stopError(cancel);
    const auto refinement = refineAt(game, v, cancel);
    if (refinement) {
      RationalVector precise;
      for (const mpf_class& x : refinement->refined.values)
        precise.push_back(convergentOf(x, refinement->refined.accurateBits));
      auto ok = verifyRational(game, precise, cancel);
      if (!ok) return ok.error();
      if (*ok) return rationalSolution(game, precise, cancel);
    }
    auto algebraic = refinement ? algebraicSolution(game, *refinement, options) : std::nullopt;
    if (algebraic && (algebraic->proved || settled)) return std::move(*algebraic);
    if (settled) break;
  }
  if (cancel.isCancelled()) return stopError(cancel);
  // Not identified: the iterate, labelled approximate.
  StochasticSolution out;
  for (std::size_t k = 0; k < n; ++k) {
    AlgebraicNumber x;
    x.approx = v[k];
    out.values.push_back(x);
    const StochasticState& s = game.states[k];
    const FloatGameSolution f = solveFloatMatrixGame(floatMatrix(s, v), s.rows, s.cols);
    StationaryStrategy st;
    st.row = f.row;
    st.col = f.col;
    out.strategies.push_back(std::move(st));
  }
  return out;
}

}  // namespace

Expected<StochasticSolution> solveStochastic(const StochasticGame& game, const StochasticValueOptions& options,
                                             const Progress& progress, const CancelToken& cancel) {
  if (game.stateCount() > kMaxStochasticStates)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyStates,
                            {std::to_string(game.stateCount()), std::to_string(kMaxStochasticStates)});
  for (const StochasticState& s : game.states) {
    const int most = std::max(s.rows, s.cols);
    if (most > kMaxStochasticStrategies)
      return makeProblemError(ErrorCode::TooLarge, Problem::TooManyStrategies,
                              {std::to_string(most), std::to_string(kMaxStochasticStrategies)});
  }
  const std::vector<StochasticProblem> problems = validateStochasticGame(game);
  if (!problems.empty()) return problems.front().error;
  if (game.states.empty()) return StochasticSolution{};
  // Payoffs of size about 1 (stochasticscale.h): the answer is scaled back exactly.
  const Rational scale = payoffScale(game);
  const bool rescaled = scale != 1;
  const StochasticGame scaled = rescaled ? scaledGame(game, scale) : StochasticGame{};
  const StochasticGame& work = rescaled ? scaled : game;
  Expected<StochasticSolution> solved = [&]() -> Expected<StochasticSolution> {
    if (auto order = backwardOrder(work)) return solveAcyclic(work, *order, progress, cancel);
    return solveCyclic(work, options, progress, cancel);
  }();
  if (!solved) return solved;
  StochasticSolution& out = *solved;
  markInfinitePlay(work, approxValues(out), out);
  if (rescaled) scaleValues(out, scale);
  // Scaled, payoffs far smaller than the largest vanish beside it in floating point (10^400
  // next to 1): an answer that could not be proved is then no answer, not an approximation.
  if (rescaled && !out.proved)
    return makeProblemError(ErrorCode::TooLarge, Problem::PayoffsTooFarApart,
                            {std::to_string(payoffSpanDigits(game))});
  out.fixedPointInterval = fixedPointIntervalOf(game);
  return solved;
}

double oneShotValue(const StochasticGame& game, int state, const std::vector<double>& v) {
  const StochasticState& s = game.states[at(state)];
  FloatMatrixGameSolver solver;
  return solver.solve(floatMatrix(s, v), s.rows, s.cols).value;
}

}  // namespace gamelab::stochastic
