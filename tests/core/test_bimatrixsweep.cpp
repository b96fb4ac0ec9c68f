// The exact parameter sweep of two-player games (core/sweep/bimatrixsweep.h): hand-computed
// families, and a property test against solveEquilibria at points inside every piece and at
// every rational breakpoint.
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/sweepalgebraic.h"
#include "core/sweep/sweepcandidates.h"
#include "core/sweep/sweepquadratic.h"
#include "core/sweep/sweeproots.h"
#include "core/strategic/bimatrixequilibria.h"

#include <gtest/gtest.h>

#include <iostream>
#include <random>
#include <set>

namespace gamelab {
namespace {

using RF = RationalFunction;
using Cell = std::vector<long>;  // ascending coefficients of a polynomial in t

RF poly(const Cell& c) {
  Polynomial p;
  for (long k : c) p.push_back(Rational(k));
  return RF::fraction(p, {Rational(1)});
}

RF quotient(const Cell& n, const Cell& d) {
  Polynomial p, q;
  for (long k : n) p.push_back(Rational(k));
  for (long k : d) q.push_back(Rational(k));
  return RF::fraction(p, q);
}

ParametricBimatrix bimatrix(const std::vector<std::vector<Cell>>& a, const std::vector<std::vector<Cell>>& b) {
  ParametricBimatrix g;
  g.rows = a.size();
  g.cols = a[0].size();
  g.a.assign(g.rows, std::vector<RF>(g.cols));
  g.b = g.a;
  for (std::size_t i = 0; i < g.rows; ++i)
    for (std::size_t j = 0; j < g.cols; ++j) {
      g.a[i][j] = poly(a[i][j]);
      g.b[i][j] = poly(b[i][j]);
    }
  return g;
}

std::vector<RationalVector> matrixAt(const std::vector<std::vector<RF>>& m, const Rational& t) {
  std::vector<RationalVector> out;
  for (const auto& row : m) {
    out.emplace_back();
    for (const auto& f : row) out.back().push_back(*f.at(t));
  }
  return out;
}

/// The extreme equilibria (strategies) of the game at t, by the exact enumerator.
std::set<MixedProfile> enumeratedAt(const ParametricBimatrix& g, const Rational& t) {
  auto all = solveEquilibria(StrategicGame::bimatrix(matrixAt(g.a, t), matrixAt(g.b, t)));
  EXPECT_TRUE(all.hasValue());
  std::set<MixedProfile> out;
  for (const auto& e : all->equilibria) out.insert(e.strategies);
  return out;
}

/// The piece's functions at t; also checks the payoffs against xᵀAy and xᵀBy there.
std::vector<MixedProfile> valuesAt(const ParametricBimatrix& g, const SweepPiece& p, const Rational& t) {
  std::vector<MixedProfile> out;
  const auto a = matrixAt(g.a, t), b = matrixAt(g.b, t);
  for (const auto& e : p.equilibria) {
    MixedProfile v(2);
    for (std::size_t k = 0; k < 2; ++k)
      for (const auto& f : e.strategies[k]) {
        auto value = f.at(t);
        EXPECT_TRUE(value.has_value());
        v[k].push_back(value ? *value : Rational(-1));
      }
    Rational ua = 0, ub = 0;
    for (std::size_t i = 0; i < g.rows; ++i)
      for (std::size_t j = 0; j < g.cols; ++j) {
        ua += v[0][i] * a[i][j] * v[1][j];
        ub += v[0][i] * b[i][j] * v[1][j];
      }
    EXPECT_EQ(e.payoffs[0].at(t), std::optional<Rational>(ua));
    EXPECT_EQ(e.payoffs[1].at(t), std::optional<Rational>(ub));
    out.push_back(std::move(v));
  }
  return out;
}

std::set<MixedProfile> asSet(const std::vector<MixedProfile>& v) { return {v.begin(), v.end()}; }

Rational upperEnd(const AlgebraicNumber& a) { return a.kind == AlgebraicNumber::Kind::Rational ? a.rational : a.high; }
Rational lowerEnd(const AlgebraicNumber& a) { return a.kind == AlgebraicNumber::Kind::Rational ? a.rational : a.low; }

RationalVector vec(std::initializer_list<Rational> v) { return RationalVector(v); }

const ParametricEquilibrium* findByRow(const SweepPiece& p, const std::vector<RF>& x) {
  for (const auto& e : p.equilibria)
    if (e.strategies[0] == x) return &e;
  return nullptr;
}

std::vector<RF> constants(std::initializer_list<long> v) {
  std::vector<RF> out;
  for (long k : v) out.emplace_back(Rational(k));
  return out;
}

TEST(BimatrixSweep, BattleOfTheSexesFamily) {
  // A = [[t, 0], [0, 1]], B = [[1, 0], [0, 2]], t in [-1, 2]. For t < 0 row 2 dominates: only
  // (row 2, col 2). For t > 0 also (row 1, col 1) and x = (2/3, 1/3), y = (1/(1+t), t/(1+t)).
  const auto g = bimatrix({{{0, 1}, {0}}, {{0}, {1}}}, {{{1}, {0}}, {{0}, {2}}});
  auto s = solveBimatrixSweep(g, -1, 2);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  ASSERT_EQ(s->breakpoints.size(), 1u);
  EXPECT_EQ(s->breakpoints[0].kind, AlgebraicNumber::Kind::Rational);
  EXPECT_EQ(s->breakpoints[0].rational, 0);
  ASSERT_EQ(s->pieces.size(), 2u);
  EXPECT_FALSE(s->zeroSum);
  ASSERT_EQ(s->pieces[0].equilibria.size(), 1u);
  EXPECT_EQ(s->pieces[0].equilibria[0].strategies[0], constants({0, 1}));
  EXPECT_EQ(s->pieces[0].equilibria[0].strategies[1], constants({0, 1}));
  EXPECT_EQ(s->pieces[0].equilibria[0].payoffs[0], RF(1));
  EXPECT_EQ(s->pieces[0].equilibria[0].payoffs[1], RF(2));
  const SweepPiece& right = s->pieces[1];
  ASSERT_EQ(right.equilibria.size(), 3u);
  const auto* mixed = findByRow(right, {RF(Rational(2, 3)), RF(Rational(1, 3))});
  ASSERT_NE(mixed, nullptr);
  EXPECT_EQ(mixed->strategies[1][0], quotient({1}, {1, 1}));
  EXPECT_EQ(mixed->strategies[1][1], quotient({0, 1}, {1, 1}));
  EXPECT_EQ(mixed->payoffs[0], quotient({0, 1}, {1, 1}));
  EXPECT_EQ(mixed->payoffs[1], RF(Rational(2, 3)));
  const auto* pure = findByRow(right, constants({1, 0}));
  ASSERT_NE(pure, nullptr);
  EXPECT_EQ(pure->payoffs[0], poly({0, 1}));
  EXPECT_EQ(right.components.size(), 3u);
  // At t = 0: (1,0)x(1,0), (2/3,1/3)x(1,0) (one component) and (0,1)x(0,1).
  ASSERT_EQ(s->atBreakpoints.size(), 1u);
  ASSERT_TRUE(s->atBreakpoints[0].exact);
  std::set<MixedProfile> at;
  for (const auto& e : s->atBreakpoints[0].equilibria) at.insert(e.strategies);
  const std::set<MixedProfile> expected{{vec({1, 0}), vec({1, 0})},
                                        {vec({Rational(2, 3), Rational(1, 3)}), vec({1, 0})},
                                        {vec({0, 1}), vec({0, 1})}};
  EXPECT_EQ(at, expected);
}

TEST(BimatrixSweep, InspectionGameWithTheFine) {
  // Inspector (rows Inspect, Not) against inspectee (Cheat, Comply); F the fine in [-1/2, 10].
  // A = [[-1, -1], [-6, 0]], B = [[-F, 0], [1, 0]]. F < 0: (Inspect, Cheat). F > 0: the
  // inspector inspects with 1/(1+F), the inspectee cheats with 1/6. F = 0: Inspect with any
  // q >= 1/6 of cheating.
  const auto g = bimatrix({{{-1}, {-1}}, {{-6}, {0}}}, {{{0, -1}, {0}}, {{1}, {0}}});
  auto s = solveBimatrixSweep(g, Rational(-1, 2), 10);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  ASSERT_EQ(s->breakpoints.size(), 1u);
  EXPECT_EQ(s->breakpoints[0].rational, 0);
  ASSERT_EQ(s->pieces[0].equilibria.size(), 1u);
  EXPECT_EQ(s->pieces[0].equilibria[0].strategies[0], constants({1, 0}));
  EXPECT_EQ(s->pieces[0].equilibria[0].strategies[1], constants({1, 0}));
  EXPECT_EQ(s->pieces[0].equilibria[0].payoffs[1], poly({0, -1}));
  ASSERT_EQ(s->pieces[1].equilibria.size(), 1u);
  const auto& e = s->pieces[1].equilibria[0];
  EXPECT_EQ(e.strategies[0][0], quotient({1}, {1, 1}));
  EXPECT_EQ(e.strategies[0][1], quotient({0, 1}, {1, 1}));
  EXPECT_EQ(e.strategies[1][0], RF(Rational(1, 6)));
  EXPECT_EQ(e.payoffs[0], RF(-1));
  EXPECT_EQ(e.payoffs[1], RF(0));
  std::set<MixedProfile> at;
  for (const auto& q : s->atBreakpoints[0].equilibria) at.insert(q.strategies);
  const std::set<MixedProfile> expected{{vec({1, 0}), vec({1, 0})},
                                        {vec({1, 0}), vec({Rational(1, 6), Rational(5, 6)})}};
  EXPECT_EQ(at, expected);
}

TEST(BimatrixSweep, ZeroSumValueIsPiecewise) {
  // A = [[t, 0], [0, 1]] = -B on [-1, 1]: value 0 for t <= 0, t/(1+t) above.
  const auto g = bimatrix({{{0, 1}, {0}}, {{0}, {1}}}, {{{0, -1}, {0}}, {{0}, {-1}}});
  auto s = solveBimatrixSweep(g, -1, 1);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  EXPECT_TRUE(s->zeroSum);
  ASSERT_EQ(s->breakpoints.size(), 1u);
  EXPECT_EQ(s->breakpoints[0].rational, 0);
  ASSERT_EQ(s->pieces[0].equilibria.size(), 1u);
  EXPECT_EQ(s->pieces[0].equilibria[0].payoffs[0], RF(0));
  ASSERT_EQ(s->pieces[1].equilibria.size(), 1u);
  const auto& e = s->pieces[1].equilibria[0];
  EXPECT_EQ(e.payoffs[0], quotient({0, 1}, {1, 1}));
  EXPECT_EQ(e.payoffs[1], -quotient({0, 1}, {1, 1}));
  EXPECT_EQ(e.strategies[0][0], quotient({1}, {1, 1}));
  EXPECT_EQ(e.strategies[1][0], quotient({1}, {1, 1}));
  EXPECT_EQ(s->atBreakpoints[0].equilibria.size(), 2u);  // any row against column 1
}

TEST(BimatrixSweep, IrrationalBreakpointAtSquareRootOfTwo) {
  // Column 1 dominant for player 2; player 1 compares t^2 with 2: row 2 below sqrt(2), row 1 above.
  const auto g = bimatrix({{{0, 0, 1}, {1}}, {{2}, {0}}}, {{{1}, {0}}, {{1}, {0}}});
  auto s = solveBimatrixSweep(g, 0, 2);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  ASSERT_EQ(s->breakpoints.size(), 1u);
  const AlgebraicNumber& b = s->breakpoints[0];
  ASSERT_EQ(b.kind, AlgebraicNumber::Kind::Quadratic);
  EXPECT_EQ(b.quadratic, QuadraticSurd(0, 1, 2));
  EXPECT_NEAR(b.approx, std::sqrt(2.0), 1e-12);
  ASSERT_EQ(s->pieces.size(), 2u);
  EXPECT_EQ(s->pieces[0].equilibria.size(), 1u);
  EXPECT_EQ(s->pieces[0].equilibria[0].strategies[0], constants({0, 1}));
  EXPECT_EQ(s->pieces[1].equilibria[0].strategies[0], constants({1, 0}));
  EXPECT_EQ(s->pieces[1].equilibria[0].payoffs[0], poly({0, 0, 1}));
  const auto& at = s->atBreakpoints[0];
  EXPECT_FALSE(at.exact);
  ASSERT_EQ(at.quadratic.size(), 2u);  // both pure rows against column 1, exactly
  EXPECT_EQ(at.quadratic[0].payoffs[0], QuadraticSurd(2));
  EXPECT_EQ(at.quadratic[1].payoffs[0], QuadraticSurd(2));
  ASSERT_EQ(at.approximate.size(), 2u);
  EXPECT_EQ(at.approximate[0][0], (std::vector<double>{0, 1}));
  EXPECT_EQ(at.approximate[1][0], (std::vector<double>{1, 0}));
}

TEST(BimatrixSweep, TieOnlyAtAnIrrationalPoint) {
  // Column 1 dominant; row 2 pays -(t^2 - 2)^2 <= 0 against it, so row 1 is a best reply for
  // every t and row 2 too only at sqrt(2): both sides have the same function, yet sqrt(2) is a
  // breakpoint with two extreme equilibria: (row 1, col 1) and (row 2, col 1).
  ParametricBimatrix g = bimatrix({{{0}, {0}}, {{0}, {0}}}, {{{1}, {0}}, {{1}, {0}}});
  g.a[1][0] = poly({-4, 0, 4, 0, -1});
  auto s = solveBimatrixSweep(g, 0, 2);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  ASSERT_EQ(s->breakpoints.size(), 1u);
  EXPECT_EQ(s->breakpoints[0].quadratic, QuadraticSurd(0, 1, 2));
  ASSERT_EQ(s->pieces.size(), 2u);
  ASSERT_EQ(s->pieces[0].equilibria.size(), 1u);
  ASSERT_EQ(s->pieces[1].equilibria.size(), 1u);
  EXPECT_EQ(s->pieces[0].equilibria[0].strategies[0], constants({1, 0}));
  const auto& at = s->atBreakpoints[0];
  ASSERT_EQ(at.quadratic.size(), 2u);
  EXPECT_EQ(at.quadratic[0].strategies[0], (std::vector<QuadraticSurd>{QuadraticSurd(0), QuadraticSurd(1)}));
  EXPECT_EQ(at.quadratic[1].strategies[0], (std::vector<QuadraticSurd>{QuadraticSurd(1), QuadraticSurd(0)}));
  // The same game on a range whose candidates are rational only: no breakpoint.
  auto none = solveBimatrixSweep(g, 0, 1);
  ASSERT_TRUE(none.hasValue());
  EXPECT_TRUE(none->breakpoints.empty());
}

TEST(BimatrixSweep, TieOnlyAtACubicRoot) {
  // As above with -(t^3 - 2)^2: the tie is at 2^(1/3), decided exactly in Q(2^(1/3)).
  ParametricBimatrix g = bimatrix({{{0}, {0}}, {{0}, {0}}}, {{{1}, {0}}, {{1}, {0}}});
  g.a[1][0] = poly({-4, 0, 0, 4, 0, 0, -1});
  auto s = solveBimatrixSweep(g, 0, 2);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  ASSERT_EQ(s->breakpoints.size(), 1u);
  const AlgebraicNumber& b = s->breakpoints[0];
  ASSERT_EQ(b.kind, AlgebraicNumber::Kind::Algebraic);
  EXPECT_EQ(b.minimalPolynomial, (std::vector<mpz_class>{-2, 0, 0, 1}));
  EXPECT_NEAR(b.approx, std::cbrt(2.0), 1e-15);
  EXPECT_LT(b.low * b.low * b.low, 2);
  EXPECT_GT(b.high * b.high * b.high, 2);
  const auto& at = s->atBreakpoints[0];
  EXPECT_FALSE(at.exact);
  ASSERT_EQ(at.approximate.size(), 2u);
  EXPECT_EQ(at.approximate[0][0], (std::vector<double>{0, 1}));
  EXPECT_EQ(at.approximate[1][0], (std::vector<double>{1, 0}));
  // Player 1's payoff t^3 against column 1 instead: a genuine switch of rows at 2^(1/3).
  g.a[1][0] = RF(2);
  g.a[0][0] = poly({0, 0, 0, 1});
  auto sw = solveBimatrixSweep(g, 0, 2);
  ASSERT_TRUE(sw.hasValue());
  ASSERT_EQ(sw->breakpoints.size(), 1u);
  EXPECT_EQ(sw->pieces[0].equilibria[0].strategies[0], constants({0, 1}));
  EXPECT_EQ(sw->pieces[1].equilibria[0].strategies[0], constants({1, 0}));
  EXPECT_EQ(sw->atBreakpoints[0].approximate.size(), 2u);
}

TEST(BimatrixSweep, DegenerateGameWithTiesForEveryT) {
  // Player 1 indifferent everywhere (A all 1); B = [[t, 0], [0, 1]] on [-1, 1]. t < 0: column 2
  // against every x (two extreme equilibria, one component). t > 0: p* = 1/(1+t) splits the
  // row simplex: four extreme equilibria in three components.
  const auto g = bimatrix({{{1}, {1}}, {{1}, {1}}}, {{{0, 1}, {0}}, {{0}, {1}}});
  auto s = solveBimatrixSweep(g, -1, 1);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  ASSERT_EQ(s->breakpoints.size(), 1u);
  EXPECT_EQ(s->breakpoints[0].rational, 0);
  ASSERT_EQ(s->pieces[0].equilibria.size(), 2u);
  EXPECT_EQ(s->pieces[0].components.size(), 1u);
  const SweepPiece& right = s->pieces[1];
  ASSERT_EQ(right.equilibria.size(), 4u);
  EXPECT_EQ(right.components.size(), 3u);
  int atThreshold = 0;
  for (const auto& e : right.equilibria)
    if (e.strategies[0][0] == quotient({1}, {1, 1})) ++atThreshold;
  EXPECT_EQ(atThreshold, 2);
  EXPECT_EQ(s->atBreakpoints[0].equilibria.size(), 3u);
}

TEST(BimatrixSweep, NoBreakpointWhenNothingChanges) {
  // A constant game with a parameter that only shifts player 1's payoffs uniformly.
  const auto g = bimatrix({{{3, 1}, {0, 1}}, {{0, 1}, {2, 1}}}, {{{2}, {0}}, {{0}, {3}}});
  auto s = solveBimatrixSweep(g, -5, 5);
  ASSERT_TRUE(s.hasValue()) << describe(s.error());
  EXPECT_TRUE(s->breakpoints.empty());
  ASSERT_EQ(s->pieces.size(), 1u);
  EXPECT_EQ(s->pieces[0].equilibria.size(), 3u);
}

TEST(BimatrixSweep, Errors) {
  const auto g = bimatrix({{{0, 1}, {0}}, {{0}, {1}}}, {{{1}, {0}}, {{0}, {2}}});
  auto empty = solveBimatrixSweep(g, 1, 1);
  ASSERT_FALSE(empty.hasValue());
  EXPECT_EQ(empty.error().problem, Problem::ParameterEmptyRange);
  ParametricBimatrix pole = g;
  pole.a[0][0] = quotient({1}, {-1, 2});  // 1/(2t - 1): a pole at 1/2
  auto divided = solveBimatrixSweep(pole, 0, 1);
  ASSERT_FALSE(divided.hasValue());
  EXPECT_EQ(divided.error().problem, Problem::ExpressionDivisionByZero);
  EXPECT_EQ(divided.error().args.back(), "t = 1/2");
  EXPECT_TRUE(solveBimatrixSweep(pole, 1, 2).hasValue());
  ParametricBimatrix big;
  big.rows = big.cols = 9;  // C(18, 9) = 48620 bases
  big.a.assign(9, std::vector<RF>(9));
  big.b = big.a;
  auto tooLarge = solveBimatrixSweep(big, 0, 1);
  ASSERT_FALSE(tooLarge.hasValue());
  EXPECT_EQ(tooLarge.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(tooLarge.error().problem, Problem::SweepTooLarge);
}

TEST(BimatrixSweep, Cancelled) {
  const auto g = bimatrix({{{0, 1}, {0}}, {{0}, {1}}}, {{{1}, {0}}, {{0}, {2}}});
  CancelToken cancel;
  cancel.cancel();
  auto s = solveBimatrixSweep(g, -1, 2, Progress::none(), cancel);
  ASSERT_FALSE(s.hasValue());
  EXPECT_EQ(s.error().code, ErrorCode::Cancelled);
}

/// What the property tests met, so that they can insist on meeting something.
struct Seen {
  std::size_t breakpoints = 0, irrational = 0, candidates = 0, mixedPieces = 0;
};

/// Checks a sweep against the enumerator: at three rational points inside every piece and at
/// every rational breakpoint the functions' values are exactly the extreme equilibria; and no
/// breakpoint could be dropped.
void checkSweep(const ParametricBimatrix& g, const BimatrixSweep& s, const std::string& name, Seen& seen) {
  seen.breakpoints += s.breakpoints.size();
  seen.candidates += s.candidates;
  for (const auto& b : s.breakpoints) seen.irrational += b.kind != AlgebraicNumber::Kind::Rational;
  for (const auto& p : s.pieces)
    for (const auto& e : p.equilibria)
      if (!e.strategies[0][0].isConstant()) {
        ++seen.mixedPieces;
        break;
      }
  ASSERT_EQ(s.pieces.size(), s.breakpoints.size() + 1) << name;
  ASSERT_EQ(s.atBreakpoints.size(), s.breakpoints.size()) << name;
  for (std::size_t k = 0; k < s.pieces.size(); ++k) {
    const SweepPiece& p = s.pieces[k];
    const Rational l = upperEnd(p.from), h = lowerEnd(p.to);
    ASSERT_LT(l, h) << name;
    for (const Rational& t : {p.sample, sweep::rationalStrictlyBetween(l, (3 * l + h) / 4),
                              sweep::rationalStrictlyBetween((l + 3 * h) / 4, h)}) {
      const auto values = valuesAt(g, p, t);
      EXPECT_EQ(values.size(), asSet(values).size()) << name << " piece " << k << " t = " << toString(t);
      EXPECT_EQ(asSet(values), enumeratedAt(g, t)) << name << " piece " << k << " t = " << toString(t);
    }
  }
  // A grid over [lo, hi]: a breakpoint missed between two samples shows at a grid point.
  for (int q = 1; q < 24; ++q) {
    Rational step(q, 24);
    step.canonicalize();
    const Rational t = s.lo + (s.hi - s.lo) * step;
    for (std::size_t k = 0; k < s.pieces.size(); ++k) {
      const SweepPiece& p = s.pieces[k];
      if (upperEnd(p.from) < t && t < lowerEnd(p.to)) {
        EXPECT_EQ(asSet(valuesAt(g, p, t)), enumeratedAt(g, t)) << name << " grid piece " << k << " t = " << toString(t);
      }
    }
  }
  for (std::size_t k = 0; k < s.breakpoints.size(); ++k) {
    const AlgebraicNumber& b = s.breakpoints[k];
    const SweepPiece& l = s.pieces[k];
    const SweepPiece& r = s.pieces[k + 1];
    std::set<std::string> lf, rf;  // equilibria as the text of their functions
    for (const auto* piece : {&l, &r})
      for (const auto& e : piece->equilibria) {
        std::string flat;
        for (const auto& strategy : e.strategies)
          for (const auto& f : strategy) flat += toExpressionText(f, "t") + ";";
        (piece == &l ? lf : rf).insert(flat);
      }
    bool differs = lf != rf || l.components.size() != r.components.size();
    if (b.kind == AlgebraicNumber::Kind::Rational) {
      ASSERT_TRUE(s.atBreakpoints[k].exact) << name;
      std::set<MixedProfile> at;
      for (const auto& e : s.atBreakpoints[k].equilibria) at.insert(e.strategies);
      EXPECT_EQ(at, enumeratedAt(g, b.rational)) << name << " at " << toString(b.rational);
      bool ok = true;
      std::set<MixedProfile> limits;
      for (const auto& e : l.equilibria) {
        MixedProfile v(2);
        for (std::size_t q = 0; q < 2; ++q)
          for (const auto& f : e.strategies[q]) {
            auto value = f.at(b.rational);
            ok = ok && value.has_value();
            v[q].push_back(value ? *value : Rational(0));
          }
        limits.insert(v);
      }
      differs = differs || !ok || limits.size() != l.equilibria.size() || limits != at;
    } else {
      EXPECT_FALSE(s.atBreakpoints[k].exact);
      EXPECT_GE(s.atBreakpoints[k].approximate.size(), 1u);
      if (b.kind == AlgebraicNumber::Kind::Quadratic) {
        // Exact there: the neighbours' limits are among the equilibria; any more, a breakpoint.
        std::set<std::array<std::vector<QuadraticSurd>, 2>> exact, limits;
        for (const auto& e : s.atBreakpoints[k].quadratic) exact.insert(e.strategies);
        EXPECT_EQ(exact.size(), s.atBreakpoints[k].quadratic.size());
        for (const auto* piece : {&l, &r})
          for (const auto& e : piece->equilibria) {
            std::array<std::vector<QuadraticSurd>, 2> v;
            for (std::size_t q = 0; q < 2; ++q)
              for (const auto& f : e.strategies[q]) v[q].push_back(*sweep::valueAt(f, b.quadratic));
            EXPECT_TRUE(exact.count(v)) << name << ": a limit at " << b.approx << " is not an equilibrium there";
            if (piece == &l) limits.insert(v);
          }
        differs = differs || limits.size() != l.equilibria.size() || limits != exact;
      } else {
        sweep::RootCandidate root;
        for (const auto& c : b.minimalPolynomial) root.poly.push_back(Rational(c));
        root.poly = monicPolynomial(root.poly);
        root.low = b.low;
        root.high = b.high;
        auto bases = sweep::candidateBreakpoints(g, s.lo, s.hi, Progress::none(), CancelToken::none());
        ASSERT_TRUE(bases.hasValue());
        auto exact = sweep::equilibriaAtAlgebraic(*bases, g.rows, g.cols, root, CancelToken::none());
        ASSERT_TRUE(exact.hasValue());
        EXPECT_EQ(exact->approximate, s.atBreakpoints[k].approximate) << name;
        differs = differs || !sweep::algebraicValuesAre(l, *exact);
      }
    }
    EXPECT_TRUE(differs) << name << ": breakpoint " << k << " (" << b.approx << ") could be dropped";
  }
}

TEST(BimatrixSweep, PropertyRandomAffineGames) {
  Seen seen;
  std::mt19937 rng(32);
  std::uniform_int_distribution<int> payoff(0, 9), slope(-4, 4), pick(0, 1);
  for (std::size_t size : {3u, 3u, 3u, 3u, 3u, 3u, 4u, 4u, 4u, 4u}) {
    for (int round = 0; round < 2; ++round) {
      std::vector<std::vector<Cell>> a(size, std::vector<Cell>(size)), b = a;
      for (std::size_t i = 0; i < size; ++i)
        for (std::size_t j = 0; j < size; ++j) {
          a[i][j] = {payoff(rng)};
          b[i][j] = {payoff(rng)};
        }
      // A few cells affine in t (slope != 0), in either player's payoffs.
      const std::size_t cells = 2 + std::size_t(pick(rng)) + size / 2;
      std::uniform_int_distribution<std::size_t> cell(0, size - 1);
      for (std::size_t c = 0; c < cells; ++c) {
        int s = slope(rng);
        if (s == 0) s = 1;
        auto& m = pick(rng) ? a : b;
        m[cell(rng)][cell(rng)] = {payoff(rng), s};
      }
      const auto g = bimatrix(a, b);
      const std::string name = std::to_string(size) + "x" + std::to_string(size) + " round " + std::to_string(round);
      auto s = solveBimatrixSweep(g, -1, 3);
      ASSERT_TRUE(s.hasValue()) << name << ": " << describe(s.error());
      checkSweep(g, *s, name, seen);
    }
  }
  std::cout << "random affine games: " << seen.breakpoints << " breakpoints (" << seen.irrational
            << " irrational) of " << seen.candidates << " candidates, " << seen.mixedPieces
            << " pieces with a varying strategy\n";
  EXPECT_GE(seen.breakpoints, 10u);
  EXPECT_GE(seen.mixedPieces, 5u);
}

TEST(BimatrixSweep, PropertyDegenerateGames) {
  // Payoffs 0..2 and slopes ±1: ties everywhere, continua of equilibria, coinciding roots.
  Seen seen;
  std::mt19937 rng(323232);
  std::uniform_int_distribution<int> payoff(0, 2), pick(0, 1);
  for (int round = 0; round < 30; ++round) {
    const std::size_t size = round < 20 ? 3 : 4;
    std::vector<std::vector<Cell>> a(size, std::vector<Cell>(size)), b = a;
    for (std::size_t i = 0; i < size; ++i)
      for (std::size_t j = 0; j < size; ++j) {
        a[i][j] = {payoff(rng)};
        b[i][j] = {payoff(rng)};
      }
    std::uniform_int_distribution<std::size_t> cell(0, size - 1);
    for (int c = 0; c < 3; ++c) (pick(rng) ? a : b)[cell(rng)][cell(rng)] = {payoff(rng), pick(rng) ? 1 : -1};
    const auto g = bimatrix(a, b);
    auto s = solveBimatrixSweep(g, -1, 3);
    ASSERT_TRUE(s.hasValue()) << describe(s.error());
    checkSweep(g, *s, "degenerate round " + std::to_string(round), seen);
  }
  std::cout << "degenerate games: " << seen.breakpoints << " breakpoints of " << seen.candidates << " candidates\n";
  EXPECT_GE(seen.breakpoints, 10u);
}

TEST(BimatrixSweep, PropertyPayoffsWithDenominators) {
  // Payoffs (c0 + c1·t)/(t − 5) and /(t + 2): denominators negative and positive on [-1, 3].
  Seen seen;
  std::mt19937 rng(3203);
  std::uniform_int_distribution<int> payoff(0, 9), coef(-6, 6), pick(0, 1);
  for (int round = 0; round < 8; ++round) {
    std::vector<std::vector<Cell>> a(3, std::vector<Cell>(3)), b = a;
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j) {
        a[i][j] = {payoff(rng)};
        b[i][j] = {payoff(rng)};
      }
    auto g = bimatrix(a, b);
    std::uniform_int_distribution<std::size_t> cell(0, 2);
    for (int c = 0; c < 4; ++c) {
      const Cell den = pick(rng) ? Cell{-5, 1} : Cell{2, 1};
      (c % 2 ? g.a : g.b)[cell(rng)][cell(rng)] = quotient({coef(rng), coef(rng)}, den);
    }
    auto s = solveBimatrixSweep(g, -1, 3);
    ASSERT_TRUE(s.hasValue()) << describe(s.error());
    checkSweep(g, *s, "denominators round " + std::to_string(round), seen);
  }
  EXPECT_GE(seen.breakpoints, 4u);
}

TEST(BimatrixSweep, PropertyQuadraticPayoffs) {
  // Payoffs quadratic in t: irrational breakpoints appear.
  Seen seen;
  std::mt19937 rng(3232);
  std::uniform_int_distribution<int> payoff(0, 6), coef(-3, 3);
  for (int round = 0; round < 6; ++round) {
    std::vector<std::vector<Cell>> a(3, std::vector<Cell>(3)), b = a;
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j) {
        a[i][j] = {payoff(rng)};
        b[i][j] = {payoff(rng)};
      }
    a[0][0] = {payoff(rng), coef(rng), 1};
    b[1][1] = {payoff(rng), coef(rng), -1};
    a[2][1] = {payoff(rng), coef(rng)};
    const auto g = bimatrix(a, b);
    auto s = solveBimatrixSweep(g, -2, 3);
    ASSERT_TRUE(s.hasValue()) << describe(s.error());
    checkSweep(g, *s, "quadratic round " + std::to_string(round), seen);
  }
  std::cout << "quadratic games: " << seen.breakpoints << " breakpoints (" << seen.irrational << " irrational) of "
            << seen.candidates << " candidates\n";
  EXPECT_GE(seen.irrational, 1u);
}

}  // namespace
}  // namespace gamelab
