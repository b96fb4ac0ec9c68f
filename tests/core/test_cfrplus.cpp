// CFR+ (core/tree/cfrplus.h) checked by definition: the exact value from the sequence form lies
// in the proved bounds [lower, upper]; the bounds are recomputed here by exact best replies to
// the returned behaviour; the exploitability shrinks; cancel, stop, time and deep chains; and the
// same refusals as the sequence form.
#include "core/tree/behaviour.h"
#include "core/tree/cfrplus.h"
#include "core/tree/sequenceform.h"
#include "core/tree/treeexamples.h"
#include "tests/core/treedeephelpers.h"
#include "tests/core/treetesthelpers.h"
#include "tests/bench/privatetypetree.h"
#include "tests/support/randomtrees.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

namespace gamelab {
namespace {

/// Every promise of the result, against the exact value `value`.
void expectBounded(const GameTree& tree, const CfrPlusResult& r, const Rational& value) {
  EXPECT_LE(r.valueLower, value);
  EXPECT_GE(r.valueUpper, value);
  EXPECT_EQ(r.exploitability, r.valueUpper - r.valueLower);
  EXPECT_GE(r.exploitability, 0);
  // Independently: the bounds are the exact best replies to the returned (rounded) behaviour.
  ASSERT_TRUE(isBehaviourProfile(tree, r.behaviour));
  auto reply1 = bestResponse(tree, r.behaviour, 0);
  auto reply2 = bestResponse(tree, r.behaviour, 1);
  ASSERT_TRUE(reply1.hasValue() && reply2.hasValue());
  EXPECT_EQ(r.valueUpper, reply1->value);
  EXPECT_EQ(r.valueLower, r.constantSum - reply2->value);
  EXPECT_DOUBLE_EQ(r.exploitabilityFloat, toDouble(r.exploitability));
  ASSERT_FALSE(r.history.empty());
  EXPECT_EQ(r.history.back().iteration, r.iterations);
}

Rational exactValue(const GameTree& tree) {
  auto solved = solveSequenceForm(tree);
  EXPECT_TRUE(solved.hasValue() && solved->verified);
  return solved ? solved->value : Rational(0);
}

TEST(CfrPlus, KuhnPokerConverges) {
  const GameTree tree = kuhnPoker();
  auto r = solveCfrPlus(tree, {.maxIterations = 2000});
  ASSERT_TRUE(r.hasValue());
  expectBounded(tree, *r, Rational(-1, 18));
  EXPECT_EQ(r->iterations, 2000);
  EXPECT_EQ(r->stoppedBy, CfrPlusStop::Iterations);
  EXPECT_LT(r->exploitabilityFloat, 1e-3);
  EXPECT_LT(r->history.back().exploitability, 1e-3);
}

TEST(CfrPlus, ExploitabilityShrinksWithIterations) {
  const GameTree tree = kuhnPoker();
  double previous = 1e9;
  for (std::int64_t n : {10, 100, 1000}) {
    auto r = solveCfrPlus(tree, {.maxIterations = n});
    ASSERT_TRUE(r.hasValue());
    EXPECT_LT(r->exploitabilityFloat, previous) << n;
    previous = r->exploitabilityFloat;
  }
}

TEST(CfrPlus, LeducReachesTarget) {
  const GameTree tree = leducPoker();
  auto r = solveCfrPlus(tree, {.maxIterations = 100000, .targetExploitability = 1e-2});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->stoppedBy, CfrPlusStop::Target);
  EXPECT_LE(r->history.back().exploitability, 1e-2);
  EXPECT_LT(r->exploitabilityFloat, 2e-2);  // the rounding moves it by ~10⁻⁶ at most
  expectBounded(tree, *r, exactValue(tree));
}

TEST(CfrPlus, RandomTreesBoundTheValue) {
  std::mt19937 rng(34);
  for (int k = 0; k < 40; ++k) {
    const GameTree tree = testsupport::randomPerfectRecallTree(rng, {.players = 2, .zeroSum = true});
    auto r = solveCfrPlus(tree, {.maxIterations = 300, .checkEvery = 7});
    ASSERT_TRUE(r.hasValue()) << k;
    expectBounded(tree, *r, exactValue(tree));
    EXPECT_LT(r->exploitabilityFloat, 0.05) << k;
  }
}

TEST(CfrPlus, ConstantSumTree) {
  // Matching pennies paying 1 + (±1) to I and the rest of 2 to II: value 1.
  const GameTree tree = parse("I{H: II[s]{H: (2,0), T: (0,2)}, T: II[s]{H: (0,2), T: (2,0)}}");
  auto r = solveCfrPlus(tree, {.maxIterations = 500});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->constantSum, 2);
  expectBounded(tree, *r, Rational(1));
}

TEST(CfrPlus, SmallFractionsProveAnExactEquilibrium) {
  // I mixes 1/3 : 2/3 and II likewise in [[2, 0], [0, 1]]: value 2/3. Multiples of 2⁻²⁰ cannot
  // hold 1/3; the small fractions can, and then the bound is 0.
  const GameTree tree = parse("I{a: II[s]{x: 2, y: 0}, b: II[s]{x: 0, y: 1}}");
  auto grid = solveCfrPlus(tree, {.maxIterations = 1000, .tryFractions = false});
  ASSERT_TRUE(grid.hasValue());
  expectBounded(tree, *grid, Rational(2, 3));
  EXPECT_GT(grid->exploitability, 0);
  auto fractions = solveCfrPlus(tree, {.maxIterations = 1000});
  ASSERT_TRUE(fractions.hasValue());
  expectBounded(tree, *fractions, Rational(2, 3));
  EXPECT_EQ(fractions->exploitability, 0);
  EXPECT_EQ(fractions->valueLower, Rational(2, 3));
}

TEST(CfrPlus, Refusals) {
  auto r = solveCfrPlus(parse("I{a: II{x: (1,2,3), y: (0,0,0)}, b: III{u: (1,1,1), v: (2,2,2)}}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(r.error().problem, Problem::NotTwoPlayers);

  r = solveCfrPlus(parse("I{a: (1,2), b: (0,0)}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotConstantSum);
  EXPECT_EQ(r.error().args, (std::vector<std::string>{"3"}));

  r = solveCfrPlus(parse("N{1/2: 1, 1/3: 0}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidTree);

  const std::string forgetful =
      "N{1/2 (H): I[H]{1: II[b1]{H: I[b1,H]{pass: -2, double: -4}, T: I[b1,T]{pass: 2, double: 4}},"
      " 2: II[b2]{H: I[b2,H]{pass: -3, double: -6}, T: I[b2,T]{pass: 3, double: 6}}}, 1/2 (T): I[T]{1: II[b1]{H: "
      "I[b1,H]{pass: 1, double: 2}, T: I[b1,T]{pass: -1, double: -2}}, 2: II[b2]{H: I[b2,H]{pass: 2, double: 4}, T: "
      "I[b2,T]{pass: -2, double: -4}}}}";
  r = solveCfrPlus(parse(forgetful));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotPerfectRecall);
}

TEST(CfrPlus, CancelAnswersQuickly) {
  CancelToken token;
  token.cancel();
  auto r = solveCfrPlus(kuhnPoker(), {}, Progress::none(), token);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);

  // Cancelled from another thread while iterating on Leduc without end.
  CancelToken later;
  std::thread canceller([later] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    later.cancel();
  });
  const auto start = std::chrono::steady_clock::now();
  r = solveCfrPlus(leducPoker(), {.maxIterations = 100000000}, Progress::none(), later);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  canceller.join();
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
  EXPECT_LT(seconds, 0.1 + 0.2);

  CancelToken deadline;
  deadline.setTimeLimit(std::chrono::milliseconds(50));
  r = solveCfrPlus(leducPoker(), {.maxIterations = 100000000}, Progress::none(), deadline);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Timeout);
}

TEST(CfrPlus, CancelAnswersWithinTheContractOnALargeTree) {
  // The 157 000-node private-type tree of the benchmarks: a cancel in the middle of a walk is
  // seen within 4096 nodes.
  static const GameTree tree = bench::privateTypeTree(6, 4360, 2);
  CancelToken token;
  std::atomic<double> cancelledAt{0};
  const auto start = std::chrono::steady_clock::now();
  auto since = [&start] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(700));
    cancelledAt = since();
    token.cancel();
  });
  auto r = solveCfrPlus(tree, {.maxIterations = 100000000}, Progress::none(), token);
  const double returnedAt = since();
  canceller.join();
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
  EXPECT_LT(returnedAt - cancelledAt, 0.2);
}

TEST(CfrPlus, StopAndTimeBudgetKeepTheAnswer) {
  const GameTree tree = kuhnPoker();
  CfrPlusOptions options{.maxIterations = 100000000};
  int checks = 0;
  options.onCheck = [&](const CfrPlusPoint&) {
    if (++checks == 20) options.stop.cancel();
  };
  auto r = solveCfrPlus(tree, options);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->stoppedBy, CfrPlusStop::Stopped);
  expectBounded(tree, *r, Rational(-1, 18));

  r = solveCfrPlus(tree, {.maxIterations = 100000000, .seconds = 0.2});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->stoppedBy, CfrPlusStop::Time);
  EXPECT_GT(r->iterations, 10);
  expectBounded(tree, *r, Rational(-1, 18));
}

TEST(CfrPlus, ProgressStages) {
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) { stages.push_back(stage); });
  auto r = solveCfrPlus(kuhnPoker(), {.maxIterations = 50}, progress);
  ASSERT_TRUE(r.hasValue());
  ASSERT_FALSE(stages.empty());
  EXPECT_EQ(stages.front(), "cfr");
  EXPECT_EQ(stages.back(), "verify");
}

TEST(CfrPlus, MillionDeepChainWithoutRecursion) {
  // 10⁶ forced moves alternating between the players, ending in (1, −1): value 1.
  const GameTree chain = deepChain(1000000);
  auto r = solveCfrPlus(chain, {.maxIterations = 3});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->valueLower, 1);
  EXPECT_EQ(r->valueUpper, 1);
  EXPECT_EQ(r->iterations, 3);
  // With a "stop" (0, 0) beside every "go": player 2 stops at once, the value is 0. (Exact best
  // replies multiply the rounded probabilities along the path: kept to 10⁴ levels.)
  const GameTree stops = deepChain(10000, true);
  r = solveCfrPlus(stops, {.maxIterations = 200});
  ASSERT_TRUE(r.hasValue());
  EXPECT_LE(r->valueLower, 0);
  EXPECT_GE(r->valueUpper, 0);
}

}  // namespace
}  // namespace gamelab
