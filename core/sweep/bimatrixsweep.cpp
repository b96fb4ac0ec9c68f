#include "core/sweep/bimatrixsweep.h"

#include "core/sweep/sweepalgebraic.h"
#include "core/sweep/sweepcandidates.h"
#include "core/sweep/sweepquadratic.h"
#include "core/sweep/sweeproots.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <utility>

/// Method (issue 32).
/// 1. Candidates (sweepcandidates.h): the roots in (lo, hi) of the polynomials of every basis of
///    the two best-response polyhedra with a payoff variable, kept where the basis's point may be
///    feasible; complete, because between two of them the feasible bases and their tight
///    constraints do not change. Cost: C(m + n, m) small linear solves over Q per player and degree
///    (bases whose rows hold only constant payoffs are skipped) and one Sturm isolation per
///    distinct polynomial.
/// 2. Pieces: at a rational sample inside each interval, solveEquilibria; each extreme
///    equilibrium's x (and y) is lifted to functions by solving, over Q(t), m independent
///    constraints tight at the sample with Σx = 1, and checked to give the sample's value.
/// 3. Breakpoints: at a rational candidate the game is solved exactly, at a quadratic irrational
///    one exactly in Q(√c) (sweepquadratic.h), at one of higher degree exactly in Q(α)
///    (sweepalgebraic.h); two neighbouring pieces with the same functions (as sets, with their
///    components) whose values at the candidate are exactly its equilibria are merged, so a
///    candidate stays only where something changes.
/// Cost beyond step 1: one solveEquilibria per interval and per rational candidate, and per
/// irrational candidate exact signs there of every basis's functions kept from step 1
/// (sweepvertices.h), the vertices' points then evaluated in the extension field.
namespace gamelab {
namespace {

using sweep::FunctionMatrix;
using sweep::RootCandidate;

RationalVector valuesAt(const std::vector<RationalFunction>& f, const Rational& t, bool& ok) {
  RationalVector v;
  v.reserve(f.size());
  for (const auto& g : f) {
    auto value = g.at(t);
    if (!value) {
      ok = false;
      return {};
    }
    v.push_back(*value);
  }
  return v;
}

std::vector<RationalVector> matrixAt(const FunctionMatrix& m, const Rational& t) {
  std::vector<RationalVector> out;
  bool ok = true;
  for (const auto& row : m) out.push_back(valuesAt(row, t, ok));
  return out;
}

/// A pole of a payoff in [lo, hi], as the error the contract names.
std::optional<Error> poleIn(const ParametricBimatrix& game, const Rational& lo, const Rational& hi,
                            const CancelToken& cancel) {
  for (const auto* m : {&game.a, &game.b})
    for (const auto& row : *m)
      for (const auto& f : row) {
        const Polynomial& d = f.denominator();
        if (d.size() <= 1) continue;
        std::optional<std::string> at;
        if (evaluatePolynomial(d, lo) == 0) at = toString(lo);
        else if (evaluatePolynomial(d, hi) == 0) at = toString(hi);
        else {
          auto roots = realRootsBetween(d, lo, hi, cancel);
          if (!roots) return roots.error();
          if (!roots->empty()) {
            const RootCandidate r = sweep::fromIsolated(sweep::squareFreeMonic(d), roots->front());
            const AlgebraicNumber a = sweep::toAlgebraicNumber(r);
            at = a.cliText().empty() ? std::to_string(a.approx) : a.cliText();
          }
        }
        if (at)
          return makeProblemError(ErrorCode::WrongShape, Problem::ExpressionDivisionByZero,
                                  {"game", toExpressionText(f, game.variable), game.variable + " = " + *at});
      }
  return std::nullopt;
}

/// One player's constraint data for lifting: coef[i][c] is the coefficient of z_i in the
/// opponent-payoff constraint c (player 1: B, player 2: Aᵀ).
struct LiftSide {
  FunctionMatrix coef;
  std::vector<RationalVector> coefAt;  ///< at the sample
};

/// z and the opponent's payoff w (the max of the constraints at z) as functions: m constraints
/// tight at the sample, independent together with Σz = 1, solved over Q(t).
Expected<std::vector<RationalFunction>> lift(const LiftSide& side, const RationalVector& z, const Rational& sample) {
  const std::size_t k = side.coef.size(), l = k ? side.coef[0].size() : 0;
  RationalVector level(l, Rational(0));
  for (std::size_t c = 0; c < l; ++c)
    for (std::size_t i = 0; i < k; ++i) level[c] += side.coefAt[i][c] * z[i];
  const Rational w = *std::max_element(level.begin(), level.end());
  // Candidate rows over (z_1..z_k, w): e_i for z_i = 0, (coef[·][c], −1) for a tight c.
  std::vector<std::pair<bool, std::size_t>> rows;  // (is a column constraint, index)
  for (std::size_t i = 0; i < k; ++i)
    if (z[i] == 0) rows.push_back({false, i});
  for (std::size_t c = 0; c < l; ++c)
    if (level[c] == w) rows.push_back({true, c});
  auto numericRow = [&](std::pair<bool, std::size_t> r) {
    RationalVector v(k + 1, Rational(0));
    if (!r.first) v[r.second] = 1;
    else {
      for (std::size_t i = 0; i < k; ++i) v[i] = side.coefAt[i][r.second];
      v[k] = -1;
    }
    return v;
  };
  // Greedy selection by elimination at the sample: echelon rows with their pivot columns.
  std::vector<RationalVector> echelon;
  std::vector<std::size_t> pivots;
  auto addIfIndependent = [&](RationalVector v) {
    for (std::size_t e = 0; e < echelon.size(); ++e) {
      if (v[pivots[e]] == 0) continue;
      const Rational f = v[pivots[e]] / echelon[e][pivots[e]];
      for (std::size_t q = 0; q <= k; ++q) v[q] -= f * echelon[e][q];
    }
    for (std::size_t q = 0; q <= k; ++q)
      if (v[q] != 0) {
        echelon.push_back(std::move(v));
        pivots.push_back(q);
        return true;
      }
    return false;
  };
  RationalVector sumRow(k + 1, Rational(1));
  sumRow[k] = 0;
  addIfIndependent(sumRow);
  FunctionMatrix m;
  std::vector<RationalFunction> rhs;
  m.emplace_back(k + 1, RationalFunction(Rational(1)));
  m.back()[k] = RationalFunction();
  rhs.emplace_back(Rational(1));
  for (const auto& r : rows) {
    if (m.size() == k + 1) break;
    if (!addIfIndependent(numericRow(r))) continue;
    std::vector<RationalFunction> row(k + 1);
    if (!r.first) row[r.second] = Rational(1);
    else {
      for (std::size_t i = 0; i < k; ++i) row[i] = side.coef[i][r.second];
      row[k] = Rational(-1);
    }
    m.push_back(std::move(row));
    rhs.emplace_back();
  }
  if (m.size() != k + 1) return makeError(ErrorCode::Internal, {"sweep: an equilibrium strategy is not a vertex"});
  auto solution = sweep::solveFunctionSystem(std::move(m), std::move(rhs));
  if (!solution) return makeError(ErrorCode::Internal, {"sweep: a vertex's system is singular over Q(t)"});
  bool ok = true;
  RationalVector check = valuesAt(*solution, sample, ok);
  RationalVector expected = z;
  expected.push_back(w);
  if (!ok || check != expected) return makeError(ErrorCode::Internal, {"sweep: a lifted vertex misses the sample"});
  return std::move(*solution);
}

struct Evaluated {
  Rational t;
  std::vector<RationalVector> a, b;
};

Evaluated gameAt(const ParametricBimatrix& g, const Rational& t) {
  return Evaluated{t, matrixAt(g.a, t), matrixAt(g.b, t)};
}

struct Solver {
  const ParametricBimatrix& game;
  LiftSide sideX, sideY;  // player 1 (coefficients B), player 2 (coefficients Aᵀ)
  const CancelToken& cancel;
  std::size_t solved = 0;

  Expected<AllEquilibria> solveAt(const Rational& t) {
    const Evaluated e = gameAt(game, t);
    ++solved;
    return solveEquilibria(StrategicGame::bimatrix(e.a, e.b), Progress::none(), cancel);
  }

  Expected<SweepPiece> piece(const Rational& sample) {
    auto all = solveAt(sample);
    if (!all) return all.error();
    sideX.coefAt = matrixAt(sideX.coef, sample);
    sideY.coefAt = matrixAt(sideY.coef, sample);
    SweepPiece p;
    p.sample = sample;
    std::map<RationalVector, std::vector<RationalFunction>> liftedX, liftedY;
    for (const auto& e : all->equilibria) {
      if (cancel.isCancelled()) return stopError(cancel);
      auto fx = liftedX.find(e.strategies[0]);
      if (fx == liftedX.end()) {
        auto f = lift(sideX, e.strategies[0], sample);
        if (!f) return f.error();
        fx = liftedX.emplace(e.strategies[0], std::move(*f)).first;
      }
      auto fy = liftedY.find(e.strategies[1]);
      if (fy == liftedY.end()) {
        auto f = lift(sideY, e.strategies[1], sample);
        if (!f) return f.error();
        fy = liftedY.emplace(e.strategies[1], std::move(*f)).first;
      }
      ParametricEquilibrium pe;
      pe.strategies[0].assign(fx->second.begin(), fx->second.end() - 1);
      pe.strategies[1].assign(fy->second.begin(), fy->second.end() - 1);
      pe.payoffs[0] = fy->second.back();  // player 1's payoff: the level of A·y
      pe.payoffs[1] = fx->second.back();  // player 2's payoff: the level of Bᵀx
      p.equilibria.push_back(std::move(pe));
    }
    for (const auto& c : all->components) p.components.push_back(c.equilibria);
    return p;
  }
};

bool sameEquilibrium(const ParametricEquilibrium& x, const ParametricEquilibrium& y) {
  return x.strategies == y.strategies && x.payoffs == y.payoffs;
}

/// Same functions as sets, with the same components.
bool sameFunctions(const SweepPiece& l, const SweepPiece& r) {
  if (l.equilibria.size() != r.equilibria.size() || l.components.size() != r.components.size()) return false;
  std::vector<std::size_t> map(l.equilibria.size());
  for (std::size_t i = 0; i < l.equilibria.size(); ++i) {
    std::size_t j = 0;
    while (j < r.equilibria.size() && !sameEquilibrium(l.equilibria[i], r.equilibria[j])) ++j;
    if (j == r.equilibria.size()) return false;
    map[i] = j;
  }
  std::set<std::vector<std::size_t>> lc, rc;
  for (const auto& c : l.components) {
    std::vector<std::size_t> mapped;
    for (std::size_t i : c) mapped.push_back(map[i]);
    std::sort(mapped.begin(), mapped.end());
    lc.insert(std::move(mapped));
  }
  for (const auto& c : r.components) {
    std::vector<std::size_t> sorted = c;
    std::sort(sorted.begin(), sorted.end());
    rc.insert(std::move(sorted));
  }
  return lc == rc;
}

/// The piece's functions at t are exactly `equilibria` (distinct values, the same set).
bool valuesAre(const SweepPiece& p, const Rational& t, const std::vector<Equilibrium>& equilibria) {
  if (p.equilibria.size() != equilibria.size()) return false;
  std::vector<bool> matched(equilibria.size(), false);
  for (const auto& e : p.equilibria) {
    bool ok = true;
    MixedProfile value{valuesAt(e.strategies[0], t, ok), valuesAt(e.strategies[1], t, ok)};
    if (!ok) return false;
    std::size_t j = 0;
    while (j < equilibria.size() && (matched[j] || equilibria[j].strategies != value)) ++j;
    if (j == equilibria.size()) return false;
    matched[j] = true;
  }
  return true;
}

/// The piece's functions at the quadratic irrational x are exactly `equilibria`.
bool quadraticValuesAre(const SweepPiece& p, const QuadraticSurd& x, const std::vector<QuadraticEquilibrium>& equilibria) {
  if (p.equilibria.size() != equilibria.size()) return false;
  std::vector<bool> matched(equilibria.size(), false);
  for (const auto& e : p.equilibria) {
    std::array<std::vector<QuadraticSurd>, 2> value;
    for (std::size_t k = 0; k < 2; ++k)
      for (const auto& f : e.strategies[k]) {
        auto v = sweep::valueAt(f, x);
        if (!v) return false;
        value[k].push_back(*v);
      }
    std::size_t j = 0;
    while (j < equilibria.size() && (matched[j] || equilibria[j].strategies != value)) ++j;
    if (j == equilibria.size()) return false;
    matched[j] = true;
  }
  return true;
}

}  // namespace

Expected<BimatrixSweep> solveBimatrixSweep(const ParametricBimatrix& game, const Rational& lo, const Rational& hi,
                                      const Progress& progress, const CancelToken& cancel) {
  if (!(lo < hi))
    return makeProblemError(ErrorCode::WrongShape, Problem::ParameterEmptyRange, {game.variable, toString(lo), toString(hi)});
  const std::size_t bases = sweep::basisCount(game.rows, game.cols);
  if (bases > sweep::kMaxSweepBases)
    return makeProblemError(ErrorCode::TooLarge, Problem::SweepTooLarge,
                            {"C(" + std::to_string(game.rows + game.cols) + ", " + std::to_string(game.rows) +
                                 ") bases",
                             std::to_string(sweep::kMaxSweepBases)});
  if (auto error = poleIn(game, lo, hi, cancel)) return *error;

  BimatrixSweep result;
  result.lo = lo;
  result.hi = hi;
  result.zeroSum = true;
  for (std::size_t i = 0; i < game.rows; ++i)
    for (std::size_t j = 0; j < game.cols; ++j)
      if (!(game.a[i][j] + game.b[i][j]).isZero()) result.zeroSum = false;

  auto candidates = sweep::candidateBreakpoints(game, lo, hi, progress, cancel);
  if (!candidates) return candidates.error();
  const std::vector<RootCandidate>& cand = candidates->roots;
  result.candidates = cand.size();

  Solver solver{game, {}, {}, cancel};
  solver.sideX.coef = game.b;
  solver.sideY.coef.assign(game.cols, std::vector<RationalFunction>(game.rows));
  for (std::size_t i = 0; i < game.rows; ++i)
    for (std::size_t j = 0; j < game.cols; ++j) solver.sideY.coef[j][i] = game.a[i][j];

  // One piece per interval between consecutive candidates.
  std::vector<SweepPiece> pieces;
  for (std::size_t g = 0; g <= cand.size(); ++g) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(0.5 + 0.5 * double(g) / double(cand.size() + 1));
    const Rational left = g == 0 ? lo : cand[g - 1].high;
    const Rational right = g == cand.size() ? hi : cand[g].low;
    auto p = solver.piece(sweep::rationalStrictlyBetween(left, right));
    if (!p) return p.error();
    p->from = g == 0 ? sweep::rationalNumber(lo) : sweep::toAlgebraicNumber(cand[g - 1]);
    p->to = g == cand.size() ? sweep::rationalNumber(hi) : sweep::toAlgebraicNumber(cand[g]);
    pieces.push_back(std::move(*p));
  }

  // Keep a candidate only where something changes.
  SweepPiece current = std::move(pieces[0]);
  for (std::size_t g = 0; g < cand.size(); ++g) {
    if (cancel.isCancelled()) return stopError(cancel);
    SweepPiece& next = pieces[g + 1];
    BreakpointEquilibria at;
    at.at = current.to;
    const bool same = sameFunctions(current, next);
    if (cand[g].exact) {
      auto all = solver.solveAt(*cand[g].exact);
      if (!all) return all.error();
      at.exact = true;
      at.equilibria = std::move(all->equilibria);
      if (same && valuesAre(current, *cand[g].exact, at.equilibria)) {
        current.to = next.to;
        continue;
      }
    } else if (at.at.kind == AlgebraicNumber::Kind::Quadratic) {
      auto exact = sweep::equilibriaAtQuadratic(*candidates, game.rows, game.cols, cand[g], at.at.quadratic, cancel);
      if (!exact) return exact.error();
      if (same && quadraticValuesAre(current, at.at.quadratic, *exact)) {
        current.to = next.to;
        continue;
      }
      at.quadratic = std::move(*exact);
      for (const auto& e : at.quadratic) {
        std::array<std::vector<double>, 2> v;
        for (std::size_t p = 0; p < 2; ++p)
          for (const auto& q : e.strategies[p]) v[p].push_back(q.toDouble());
        at.approximate.push_back(std::move(v));
      }
    } else {
      auto exact = sweep::equilibriaAtAlgebraic(*candidates, game.rows, game.cols, cand[g], cancel);
      if (!exact) return exact.error();
      if (same && sweep::algebraicValuesAre(current, *exact)) {
        current.to = next.to;
        continue;
      }
      at.approximate = std::move(exact->approximate);
    }
    result.breakpoints.push_back(at.at);
    result.atBreakpoints.push_back(std::move(at));
    result.pieces.push_back(std::move(current));
    current = std::move(next);
  }
  result.pieces.push_back(std::move(current));
  result.gamesSolved = solver.solved;
  progress.report(1.0);
  return result;
}

}  // namespace gamelab
