// The sequence form on random private-type trees (tests/bench/privatetypetree.h, the trees of
// the benchmarks): the path that recovers the exact answer from Clp's float one gives the
// same value as the exact LP, both proved; the float mode's bounds contain the exact value;
// the float best-reply walk agrees with the exact one.
#include "core/tree/behaviour.h"
#include "core/tree/sequenceform.h"
#include "core/tree/treevalidation.h"
#include "tests/bench/privatetypetree.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <string>
#include <thread>

namespace gamelab {
namespace {

/// Small trees of every shape the generator makes: 2–3 types, public trees of 5–60 nodes.
GameTree smallTree(int seed) {
  return bench::privateTypeTree(2 + seed % 2, 5 + (seed * 7) % 56, static_cast<std::uint64_t>(seed));
}

TEST(SequenceFormRandom, GeneratedTreesHaveTwoPlayersAndPerfectRecall) {
  for (int seed = 1; seed <= 20; ++seed) {
    const GameTree tree = smallTree(seed);
    std::string why;
    ASSERT_TRUE(tree.isConsistent(&why)) << seed << ": " << why;
    EXPECT_FALSE(firstTreeError(tree).has_value()) << seed;
    EXPECT_TRUE(hasPerfectRecall(tree, 0) && hasPerfectRecall(tree, 1)) << seed;
  }
  const GameTree big = bench::privateTypeTree(4, 1060, 2);
  EXPECT_EQ(big.nodeCount(), 1 + 4 + 16 * 1060);  // the public tree uses its whole budget here
}

TEST(SequenceFormRandom, RecoveredAnswerEqualsTheExactLp) {
  for (int seed = 1; seed <= 60; ++seed) {
    const GameTree tree = smallTree(seed);
    auto fast = solveSequenceForm(tree);
    auto plain = solveSequenceForm(tree, {.exact = true, .recoverFromFloat = false});
    ASSERT_TRUE(fast.hasValue() && plain.hasValue()) << seed;
    EXPECT_TRUE(fast->verified) << seed;
    EXPECT_TRUE(plain->verified) << seed;
    EXPECT_EQ(fast->value, plain->value) << seed << ": " << toString(fast->value) << " vs " << toString(plain->value);
    EXPECT_EQ(fast->errorBoundFloat, 0.0) << seed;
    // Both players' strategies are optimal: each guarantees the value against every reply.
    auto reply1 = bestResponse(tree, fast->behaviour, 0);
    auto reply2 = bestResponse(tree, fast->behaviour, 1);
    ASSERT_TRUE(reply1.hasValue() && reply2.hasValue());
    EXPECT_EQ(reply1->value, fast->value) << seed;
    EXPECT_EQ(reply2->value, -fast->value) << seed;
  }
}

TEST(SequenceFormRandom, FloatBoundsContainTheExactValue) {
  for (int seed = 1; seed <= 40; ++seed) {
    const GameTree tree = seed % 10 == 0 ? bench::privateTypeTree(4, 200, static_cast<std::uint64_t>(seed)) : smallTree(seed);
    auto exact = solveSequenceForm(tree);
    auto approx = solveSequenceForm(tree, {.exact = false});
    ASSERT_TRUE(exact.hasValue() && approx.hasValue()) << seed;
    ASSERT_TRUE(exact->verified) << seed;
    const double value = toDouble(exact->value);
    const double slack = 1e-12 * (1 + std::fabs(value));  // rounding in the float walks
    EXPECT_LE(approx->valueLowerFloat, value + slack) << seed;
    EXPECT_GE(approx->valueUpperFloat, value - slack) << seed;
    EXPECT_NEAR(approx->errorBoundFloat, approx->valueUpperFloat - approx->valueLowerFloat, 1e-15) << seed;
    EXPECT_GE(approx->errorBoundFloat, -slack) << seed;
    EXPECT_LT(approx->errorBoundFloat, 1e-5) << seed;  // Clp's default tolerances are 1e-7
  }
}

TEST(SequenceFormRandom, FloatBestReplyWalkAgreesWithTheExactOne) {
  for (int seed = 1; seed <= 20; ++seed) {
    const GameTree tree = smallTree(seed);
    // A mixed profile with uneven probabilities: (k+1)/Σ over each player's set.
    BehaviourProfile profile = uniformBehaviour(tree);
    FloatBehaviourProfile floats(profile.size());
    for (std::size_t s = 0; s < profile.size(); ++s) {
      if (!tree.infoSets[s].isChance()) {
        const auto n = static_cast<long>(profile[s].size());
        for (long k = 0; k < n; ++k) profile[s][static_cast<std::size_t>(k)] = Rational(2 * (k + 1), n * (n + 1));
      }
      for (const Rational& p : profile[s]) floats[s].push_back(toDouble(p));
    }
    for (int player = 0; player < 2; ++player) {
      auto exact = bestResponse(tree, profile, player);
      auto approx = bestResponseValueFloat(tree, floats, player);
      ASSERT_TRUE(exact.hasValue() && approx.hasValue());
      EXPECT_NEAR(*approx, toDouble(exact->value), 1e-12) << seed << " player " << player;
    }
  }
}

TEST(SequenceFormRandom, FloatWalkIsCancellable) {
  const GameTree tree = smallTree(3);
  CancelToken cancel;
  cancel.cancel();
  auto r = bestResponseValueFloat(tree, FloatBehaviourProfile(tree.infoSets.size()), 0, cancel);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
}

TEST(SequenceFormRandom, BarrierAndSimplexGiveTheSameProvedValue) {
  for (int seed = 1; seed <= 30; ++seed) {
    const GameTree tree = smallTree(seed);
    auto simplex = solveSequenceForm(tree, {.algorithm = SequenceFormAlgorithm::DualSimplex});
    auto barrier = solveSequenceForm(tree, {.algorithm = SequenceFormAlgorithm::Barrier});
    auto barrierFloat = solveSequenceForm(tree, {.exact = false, .algorithm = SequenceFormAlgorithm::Barrier});
    ASSERT_TRUE(simplex.hasValue() && barrier.hasValue() && barrierFloat.hasValue()) << seed;
    EXPECT_TRUE(simplex->verified && barrier->verified) << seed;
    EXPECT_EQ(simplex->value, barrier->value) << seed;
    const double v = toDouble(barrier->value);
    EXPECT_LE(barrierFloat->valueLowerFloat, v + 1e-12) << seed;
    EXPECT_GE(barrierFloat->valueUpperFloat, v - 1e-12) << seed;
  }
  // The 17 000-node tree of the benchmarks, above Automatic's switch: the barrier's answer.
  const GameTree big = bench::privateTypeTree(4, 1060, 2);
  auto automatic = solveSequenceForm(big);
  auto simplex = solveSequenceForm(big, {.algorithm = SequenceFormAlgorithm::DualSimplex});
  ASSERT_TRUE(automatic.hasValue() && simplex.hasValue());
  EXPECT_TRUE(automatic->verified && simplex->verified);
  EXPECT_EQ(automatic->value, simplex->value);
}

/// Cancel (and a deadline) during Clp on the 157 000-node tree (seconds of Clp either way):
/// the solve returns Cancelled (Timeout) soon after, within a generous 2 s (the contract is
/// 0.1–0.2 s; the margin is for a loaded machine).
TEST(SequenceFormRandom, LargeSolveAnswersCancelPromptly) {
  using Clock = std::chrono::steady_clock;
  const GameTree tree = bench::privateTypeTree(6, 4360, 2);
  for (const auto algorithm : {SequenceFormAlgorithm::Barrier, SequenceFormAlgorithm::DualSimplex}) {
    CancelToken cancel;
    Clock::time_point cancelledAt;
    std::thread canceller([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(300));
      cancelledAt = Clock::now();
      cancel.cancel();
    });
    auto r = solveSequenceForm(tree, {.algorithm = algorithm}, Progress::none(), cancel);
    const auto returned = Clock::now();
    canceller.join();
    ASSERT_FALSE(r.hasValue());
    EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
    EXPECT_LT(std::chrono::duration<double>(returned - cancelledAt).count(), 2.0);
  }
  for (const auto algorithm : {SequenceFormAlgorithm::Barrier, SequenceFormAlgorithm::DualSimplex}) {
    CancelToken deadline;
    const auto start = Clock::now();
    deadline.setTimeLimit(std::chrono::milliseconds(300));
    auto r = solveSequenceForm(tree, {.exact = false, .algorithm = algorithm}, Progress::none(), deadline);
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    ASSERT_FALSE(r.hasValue());
    EXPECT_EQ(r.error().code, ErrorCode::Timeout);
    EXPECT_LT(seconds, 0.3 + 2.0);
  }
}

}  // namespace
}  // namespace gamelab
