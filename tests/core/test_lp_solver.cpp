// Exact LP layer: textbook optima, statuses, dual sign convention, exact repair, KKT
// property checks on random problems, cancellation.
#include "core/lp/exactlp.h"
#include "core/lp/fractionfreesolver.h"
#include "core/lp/lpproblem.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <random>

using namespace gamelab;

namespace {

using gamelab::testsupport::q;

LpTerm term(int v, const char* c) { return LpTerm{v, q(c)}; }

/// Independent optimality certificate in the convention documented in lpproblem.h:
/// primal feasibility, c = Aᵀy + d, sign conditions, complementary slackness.
void expectKkt(const LpProblem& p, const LpSolution& s) {
  ASSERT_EQ(s.status, LpStatus::Optimal);
  ASSERT_TRUE(s.exact);
  ASSERT_EQ(s.x.size(), static_cast<std::size_t>(p.numVariables()));
  ASSERT_EQ(s.duals.size(), static_cast<std::size_t>(p.numRows()));
  ASSERT_EQ(s.reducedCosts.size(), static_cast<std::size_t>(p.numVariables()));
  const int sense = p.sense == LpSense::Minimize ? 1 : -1;
  Rational obj(0);
  for (int j = 0; j < p.numVariables(); ++j) {
    obj += p.objective[j] * s.x[j];
    if (p.lower[j]) { EXPECT_GE(s.x[j], *p.lower[j]); }
    if (p.upper[j]) { EXPECT_LE(s.x[j], *p.upper[j]); }
    Rational c = s.reducedCosts[j];
    for (int r = 0; r < p.numRows(); ++r)
      for (const auto& t : p.rows[r].terms)
        if (t.variable == j) c += s.duals[r] * t.coefficient;
    EXPECT_EQ(c, p.objective[j]) << "variable " << j;
    const int sd = sgn(s.reducedCosts[j]) * sense;  // min-form sign
    const bool atLo = p.lower[j] && s.x[j] == *p.lower[j];
    const bool atUp = p.upper[j] && s.x[j] == *p.upper[j];
    if (sd > 0) { EXPECT_TRUE(atLo) << "variable " << j; }
    if (sd < 0) { EXPECT_TRUE(atUp) << "variable " << j; }
  }
  EXPECT_EQ(obj, s.objective);
  Rational dualObj(0);
  for (int r = 0; r < p.numRows(); ++r) {
    Rational act(0);
    for (const auto& t : p.rows[r].terms) act += t.coefficient * s.x[t.variable];
    if (p.rows[r].lower) { EXPECT_GE(act, *p.rows[r].lower) << "row " << r; }
    if (p.rows[r].upper) { EXPECT_LE(act, *p.rows[r].upper) << "row " << r; }
    const int sy = sgn(s.duals[r]) * sense;
    const bool atLo = p.rows[r].lower && act == *p.rows[r].lower;
    const bool atUp = p.rows[r].upper && act == *p.rows[r].upper;
    if (sy > 0) { EXPECT_TRUE(atLo) << "row " << r; }
    if (sy < 0) { EXPECT_TRUE(atUp) << "row " << r; }
    dualObj += s.duals[r] * act;
  }
  for (int j = 0; j < p.numVariables(); ++j) dualObj += s.reducedCosts[j] * s.x[j];
  EXPECT_EQ(dualObj, s.objective);
}

/// max 3x + 5y s.t. x <= 4, 2y <= 12, 3x + 2y <= 18, x, y >= 0 (Hillier–Lieberman).
LpProblem wyndor() {
  LpProblem p;
  p.sense = LpSense::Maximize;
  p.addVariable(3);
  p.addVariable(5);
  p.addRow({term(0, "1")}, std::nullopt, q("4"));
  p.addRow({term(1, "2")}, std::nullopt, q("12"));
  p.addRow({term(0, "3"), term(1, "2")}, std::nullopt, q("18"));
  return p;
}

}  // namespace

TEST(LpProblem, AddVariableAndRow) {
  LpProblem p;
  EXPECT_EQ(p.addVariable(), 0);
  EXPECT_EQ(p.addVariable(q("2"), std::nullopt, q("3")), 1);
  EXPECT_EQ(p.numVariables(), 2);
  EXPECT_EQ(p.lower[0], Rational(0));
  EXPECT_FALSE(p.upper[0].has_value());
  EXPECT_FALSE(p.lower[1].has_value());
  EXPECT_EQ(p.upper[1], Rational(3));
  EXPECT_EQ(p.objective[1], Rational(2));
  EXPECT_EQ(p.addRow({term(0, "1"), term(1, "-1/2")}, q("1"), std::nullopt), 0);
  EXPECT_EQ(p.numRows(), 1);
  EXPECT_EQ(p.rows[0].terms[1].coefficient, q("-1/2"));
}

TEST(LpSolver, TextbookMaximumWithDualSigns) {
  const auto p = wyndor();
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  EXPECT_EQ(s->objective, 36);
  EXPECT_EQ(s->x, (RationalVector{2, 6}));
  // Maximize, rows at their upper bounds: duals >= 0 = ∂objective/∂bound.
  EXPECT_EQ(s->duals, (RationalVector{0, q("3/2"), 1}));
  EXPECT_DOUBLE_EQ(s->objectiveFloat, 36.0);
}

TEST(LpSolver, MinimumWithEqualityRowAndUpperBound) {
  // min 2x + 3y s.t. x + y = 10, 0 <= x <= 6, y >= 0  ->  x = 6, y = 4, objective 24.
  LpProblem p;
  p.addVariable(2, Rational(0), Rational(6));
  p.addVariable(3);
  p.addRow({term(0, "1"), term(1, "1")}, q("10"), q("10"));
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  EXPECT_EQ(s->objective, 24);
  EXPECT_EQ(s->x, (RationalVector{6, 4}));
  EXPECT_EQ(s->duals, (RationalVector{3}));
  EXPECT_EQ(s->reducedCosts, (RationalVector{-1, 0}));  // x at its upper bound
}

TEST(LpSolver, FreeVariablesAndFractions) {
  // min x - y, x, y free, x >= -5 + y/3 written as 3x - y >= -15, y <= 6 as (1/7)y <= 6/7.
  LpProblem p;
  p.addVariable(1, std::nullopt, std::nullopt);
  p.addVariable(-1, std::nullopt, std::nullopt);
  p.addRow({term(0, "1/3"), term(1, "-1/9")}, q("-5/3"), std::nullopt);
  p.addRow({term(1, "1/7")}, std::nullopt, q("6/7"));
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  // y = 6, x = -5 + 2 = -3, objective -9.
  EXPECT_EQ(s->x, (RationalVector{-3, 6}));
  EXPECT_EQ(s->objective, -9);
}

TEST(LpSolver, BoundedVariablesNeedBoundFlips) {
  // max x + y + z, 0<=x<=1, 0<=y<=2, 0<=z<=3, x + y + z <= 4, x - z >= -5/2.
  LpProblem p;
  p.sense = LpSense::Maximize;
  p.addVariable(1, Rational(0), Rational(1));
  p.addVariable(1, Rational(0), Rational(2));
  p.addVariable(2, Rational(0), Rational(3));
  p.addRow({term(0, "1"), term(1, "1"), term(2, "1")}, std::nullopt, q("4"));
  p.addRow({term(0, "1"), term(2, "-1")}, q("-5/2"), std::nullopt);
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  // z = 3 needs x >= 1/2; best: z = 3, x + y = 1 with x >= 1/2 -> objective 7.
  EXPECT_EQ(s->objective, 7);
  EXPECT_EQ(s->x[2], 3);
}

TEST(LpSolver, BealeDegenerateCyclingExample) {
  // Beale (1955): cycles under the textbook rule without anti-cycling. Optimum -5/4.
  LpProblem p;
  p.addVariable(q("-3/4"));
  p.addVariable(q("20"));
  p.addVariable(q("-1/2"));
  p.addVariable(q("6"));
  p.addRow({term(0, "1/4"), term(1, "-8"), term(2, "-1"), term(3, "9")}, std::nullopt, q("0"));
  p.addRow({term(0, "1/2"), term(1, "-12"), term(2, "-1/2"), term(3, "3")}, std::nullopt, q("0"));
  p.addRow({term(2, "1")}, std::nullopt, q("1"));
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  EXPECT_EQ(s->objective, q("-5/4"));
  EXPECT_EQ(s->x, (RationalVector{1, 0, 1, 0}));
}

TEST(LpSolver, DegenerateVertexWithManyTightRows) {
  // max x + y on the square [0,1]² with redundant rows through the optimum (1,1).
  LpProblem p;
  p.sense = LpSense::Maximize;
  p.addVariable(1);
  p.addVariable(1);
  p.addRow({term(0, "1")}, std::nullopt, q("1"));
  p.addRow({term(1, "1")}, std::nullopt, q("1"));
  p.addRow({term(0, "1"), term(1, "1")}, std::nullopt, q("2"));
  p.addRow({term(0, "2"), term(1, "1")}, std::nullopt, q("3"));
  p.addRow({term(0, "1"), term(1, "2")}, std::nullopt, q("3"));
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  EXPECT_EQ(s->objective, 2);
  EXPECT_EQ(s->x, (RationalVector{1, 1}));
}

TEST(LpSolver, InfeasibleIsAResult) {
  LpProblem p;
  p.addVariable(1);
  p.addVariable(1);
  p.addRow({term(0, "1"), term(1, "1")}, std::nullopt, q("1"));
  p.addRow({term(0, "1"), term(1, "1")}, q("2"), std::nullopt);
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->status, LpStatus::Infeasible);
  EXPECT_TRUE(s->exact);
  auto f = solveLp(p, LpOptions{false});
  ASSERT_TRUE(f);
  EXPECT_EQ(f->status, LpStatus::Infeasible);
  EXPECT_FALSE(f->exact);
}

TEST(LpSolver, InfeasibleByATinyMargin) {
  // x + y <= 1 and x + y >= 1 + 10^-12: Clp's tolerances cannot see this; exact phase 1 does.
  LpProblem p;
  p.addVariable(1);
  p.addVariable(1);
  p.addRow({term(0, "1"), term(1, "1")}, std::nullopt, q("1"));
  p.addRow({term(0, "1"), term(1, "1")}, q("1000000000001/1000000000000"), std::nullopt);
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->status, LpStatus::Infeasible);
  EXPECT_TRUE(s->exact);
}

TEST(LpSolver, UnboundedIsAResult) {
  LpProblem p;
  p.sense = LpSense::Maximize;
  p.addVariable(1);
  p.addVariable(1);
  p.addRow({term(0, "1"), term(1, "-1")}, std::nullopt, q("1"));
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->status, LpStatus::Unbounded);
  EXPECT_TRUE(s->exact);
}

TEST(LpSolver, TinyCostDifferenceNeedsExactRepair) {
  // max x + (1 + 10^-12) y s.t. x + y <= 1: the optimum is y = 1 exactly, a difference far
  // below Clp's dual tolerance. Either order of the variables must give the exact answer.
  for (int order = 0; order < 2; ++order) {
    LpProblem p;
    p.sense = LpSense::Maximize;
    const Rational big = q("1000000000001/1000000000000");
    p.addVariable(order == 0 ? Rational(1) : big);
    p.addVariable(order == 0 ? big : Rational(1));
    p.addRow({term(0, "1"), term(1, "1")}, std::nullopt, q("1"));
    auto s = solveLp(p);
    ASSERT_TRUE(s);
    expectKkt(p, *s);
    EXPECT_EQ(s->objective, big);
    EXPECT_EQ(s->x[order == 0 ? 1 : 0], 1);
  }
}

TEST(LpSolver, NearlyParallelRowsNeedExactRepair) {
  // max y s.t. y <= 1 + εx, y <= 1 + ε(1 − x), 0 <= x <= 1, y free. The optimum
  // (1/2, 1 + ε/2) beats the vertices at x = 0 and x = 1 by ε/2, below Clp's tolerances;
  // with Clp 1.17 its basis is one exact pivot away from optimal.
  for (const char* e : {"1/100000000", "1/1000000000000"}) {
    const Rational eps = q(e);
    LpProblem p;
    p.sense = LpSense::Maximize;
    p.addVariable(0, Rational(0), Rational(1));
    p.addVariable(1, std::nullopt, std::nullopt);
    p.addRow({LpTerm{1, Rational(1)}, LpTerm{0, Rational(-eps)}}, std::nullopt, Rational(1));
    p.addRow({LpTerm{1, Rational(1)}, LpTerm{0, eps}}, std::nullopt, Rational(1 + eps));
    auto s = solveLp(p);
    ASSERT_TRUE(s);
    expectKkt(p, *s);
    EXPECT_EQ(s->x, (RationalVector{q("1/2"), Rational(1 + eps / 2)}));
    EXPECT_EQ(s->objective, 1 + eps / 2);
  }
}

TEST(LpSolver, HugeAndTinyCoefficients) {
  // min x + y s.t. 10^9 x + y >= 10^9 + 1, x + 10^-9 y >= 1 + 10^-9 ... optimum x = y = 1? Check by KKT.
  LpProblem p;
  p.addVariable(1);
  p.addVariable(1);
  p.addRow({term(0, "1000000000"), term(1, "1")}, q("1000000001"), std::nullopt);
  p.addRow({term(0, "1/1000000000"), term(1, "1")}, q("1000000001/1000000000"), std::nullopt);
  auto s = solveLp(p);
  ASSERT_TRUE(s);
  expectKkt(p, *s);
  EXPECT_EQ(s->x, (RationalVector{1, 1}));
  EXPECT_EQ(s->objective, 2);
}

TEST(LpSolver, EmptyProblems) {
  LpProblem none;
  auto s = solveLp(none);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->status, LpStatus::Optimal);
  EXPECT_EQ(s->objective, 0);
  LpProblem noRows;
  noRows.addVariable(2, Rational(-1), Rational(3));
  auto t = solveLp(noRows);
  ASSERT_TRUE(t);
  expectKkt(noRows, *t);
  EXPECT_EQ(t->objective, -2);
}

TEST(LpSolver, FloatModeIsApproximate) {
  const auto p = wyndor();
  auto s = solveLp(p, LpOptions{false});
  ASSERT_TRUE(s);
  EXPECT_EQ(s->status, LpStatus::Optimal);
  EXPECT_FALSE(s->exact);
  EXPECT_NEAR(s->objectiveFloat, 36.0, 1e-9);
  ASSERT_EQ(s->xFloat.size(), 2u);
  EXPECT_NEAR(s->xFloat[0], 2.0, 1e-9);
  ASSERT_EQ(s->dualsFloat.size(), 3u);
  EXPECT_NEAR(s->dualsFloat[1], 1.5, 1e-9);  // same sign convention as the exact duals
  EXPECT_NEAR(s->dualsFloat[2], 1.0, 1e-9);
  EXPECT_EQ(s->objective, 36);
}

TEST(LpSolver, InvalidVariableIndexIsAnError) {
  LpProblem p;
  p.addVariable(1);
  p.addRow({term(3, "1")}, q("0"), std::nullopt);
  auto s = solveLp(p);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().code, ErrorCode::Internal);
}

TEST(LpSolver, PreCancelledTokenReturnsCancelled) {
  CancelToken token;
  token.cancel();
  auto s = solveLp(wyndor(), {}, Progress::none(), token);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().code, ErrorCode::Cancelled);
}

TEST(LpSolver, PassedDeadlineReturnsTimeout) {
  CancelToken token;
  token.setDeadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  auto s = solveLp(wyndor(), {}, Progress::none(), token);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().code, ErrorCode::Timeout);
}

TEST(LpSolver, ReportsProgressStages) {
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) { stages.push_back(stage); });
  ASSERT_TRUE(solveLp(wyndor(), {}, progress));
  ASSERT_FALSE(stages.empty());
  EXPECT_EQ(stages.front(), "lp");
  EXPECT_EQ(stages.back(), "exact");
}

/// Random LPs with bounded variables (always bounded), mixed row types; every optimum
/// must satisfy the KKT certificate exactly, and the exact simplex started from the
/// all-logical basis must reach the same objective (and the same status).
TEST(LpSolver, RandomProblemsSatisfyKktAndAgreeWithPureExactSimplex) {
  std::mt19937 rng(20240611);
  std::uniform_int_distribution<int> coef(-6, 6), size(1, 7), kind(0, 3);
  int optimal = 0, infeasible = 0;
  for (int trial = 0; trial < 150; ++trial) {
    LpProblem p;
    p.sense = trial % 2 ? LpSense::Maximize : LpSense::Minimize;
    const int n = size(rng), m = size(rng);
    for (int j = 0; j < n; ++j) {
      const int k = kind(rng);
      std::optional<Rational> lo = Rational(coef(rng) - 3), up = Rational(coef(rng) + 4);
      if (*up < *lo) std::swap(lo, up);
      if (k == 3) up = lo;  // fixed
      Rational cost(coef(rng), 1 + (trial % 3));
      cost.canonicalize();
      p.addVariable(cost, lo, up);
    }
    for (int r = 0; r < m; ++r) {
      std::vector<LpTerm> terms;
      for (int j = 0; j < n; ++j)
        if (int c = coef(rng); c != 0 && kind(rng) != 0) {
          Rational a(c, 1 + (r % 2));
          a.canonicalize();
          terms.push_back({j, a});
        }
      const Rational a(coef(rng)), b(coef(rng) + 5);
      switch (kind(rng)) {
        case 0: p.addRow(std::move(terms), a, std::nullopt); break;
        case 1: p.addRow(std::move(terms), std::nullopt, b); break;
        case 2: p.addRow(std::move(terms), std::min(a, b), std::max(a, b)); break;
        default: p.addRow(std::move(terms), a, a); break;
      }
    }
    auto s = solveLp(p);
    ASSERT_TRUE(s) << "trial " << trial << " " << describe(s.error());
    ASSERT_TRUE(s->exact);
    ASSERT_NE(s->status, LpStatus::Unbounded) << "trial " << trial;
    // Clp started from a random basis (often singular or infeasible) answers the same.
    LpOptions started;
    started.start = LpStartBasis{};
    for (int j = 0; j < n; ++j) started.start->columnBasic.push_back(static_cast<char>(rng() % 2));
    for (int r = 0; r < m; ++r) started.start->rowBasic.push_back(static_cast<char>(rng() % 2));
    auto fromStart = solveLp(p, started);
    ASSERT_TRUE(fromStart) << "trial " << trial;
    ASSERT_EQ(fromStart->status, s->status) << "trial " << trial;
    if (s->status == LpStatus::Optimal) {
      EXPECT_EQ(fromStart->objective, s->objective) << "trial " << trial;
    }
    const auto form = lpdetail::ExactForm::from(p);
    std::vector<lpdetail::VarState> slack(form.size());
    for (int v = 0; v < form.size(); ++v)
      slack[v] = v < form.n ? form.nearestBound(v, 0.0) : lpdetail::VarState::Basic;
    auto sim = lpdetail::exactSimplex(form, slack, CancelToken::none());
    ASSERT_TRUE(sim);
    ASSERT_EQ(sim->status, s->status) << "trial " << trial;
    // A nonsense start (every variable "basic": too many, singular) is repaired too.
    auto sim2 = lpdetail::exactSimplex(form, std::vector<lpdetail::VarState>(form.size(), lpdetail::VarState::Basic),
                                       CancelToken::none());
    ASSERT_TRUE(sim2);
    ASSERT_EQ(sim2->status, s->status) << "trial " << trial;
    if (s->status == LpStatus::Optimal) {
      ++optimal;
      expectKkt(p, *s);
      auto ev = lpdetail::evaluateBasis(form, sim->states, CancelToken::none());
      ASSERT_TRUE(ev);
      ASSERT_TRUE(ev->proved);
      EXPECT_EQ(p.sense == LpSense::Maximize ? Rational(-ev->objective) : ev->objective, s->objective);
      auto ev2 = lpdetail::evaluateBasis(form, sim2->states, CancelToken::none());
      ASSERT_TRUE(ev2);
      ASSERT_TRUE(ev2->proved);
      EXPECT_EQ(ev2->objective, ev->objective);
    } else {
      ++infeasible;
    }
  }
  EXPECT_GT(optimal, 20);
  EXPECT_GT(infeasible, 5);
}

TEST(FractionFreeSolver, SolvesAndDetectsSingular) {
  // [[2, 1], [1, 3]] x = (3, 5)  ->  x = (4/5, 7/5); second rhs (1, 0) -> (3/5, -1/5).
  std::vector<std::vector<mpz_class>> K{{2, 1}, {1, 3}};
  auto s = solveFractionFree(K, {{3, 5}, {1, 0}});
  ASSERT_TRUE(s);
  ASSERT_FALSE(s->singular);
  auto val = [&](int c, int i) {
    Rational r(s->numerators[c][i], s->denominator);
    r.canonicalize();
    return r;
  };
  EXPECT_EQ(val(0, 0), q("4/5"));
  EXPECT_EQ(val(0, 1), q("7/5"));
  EXPECT_EQ(val(1, 0), q("3/5"));
  EXPECT_EQ(val(1, 1), q("-1/5"));
  auto z = solveFractionFree({{0, 1}, {1, 0}}, {{2, 3}});  // needs a row swap
  ASSERT_TRUE(z);
  EXPECT_EQ(Rational(z->numerators[0][0], z->denominator), 3);
  auto t = solveFractionFree({{1, 2}, {2, 4}}, {{1, 1}});
  ASSERT_TRUE(t);
  EXPECT_TRUE(t->singular);
}
