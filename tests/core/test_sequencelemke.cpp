// Lemke's algorithm on the sequence form (core/tree/sequencelemke.h). Answers are checked by
// definition: exact best replies on the tree, the strategic form's Nash test, the zero-sum
// value of solveSequenceForm; never by copying a solver's output.
#include "core/strategic/strategicgame.h"
#include "core/tree/behaviour.h"
#include "core/tree/sequenceform.h"
#include "core/tree/sequencelemke.h"
#include "core/tree/strategicform.h"
#include "tests/bench/generalsumtree.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace gamelab {
namespace {

/// Each player's expected payoff equals its exact best-reply value, and `payoffs` are them.
void expectEquilibrium(const GameTree& tree, const LemkeEquilibrium& eq, const std::string& what) {
  ASSERT_TRUE(isBehaviourProfile(tree, eq.behaviour)) << what;
  const RationalVector payoffs = expectedPayoffs(tree, eq.behaviour);
  EXPECT_EQ(payoffs, eq.payoffs) << what;
  for (int p = 0; p < 2; ++p) {
    auto reply = bestResponse(tree, eq.behaviour, p);
    ASSERT_TRUE(reply.hasValue()) << what;
    EXPECT_EQ(reply->value, payoffs[static_cast<std::size_t>(p)]) << what << " player " << p + 1;
  }
}

SequenceLemkeResult solved(const GameTree& tree, const SequenceLemkeOptions& options = {}) {
  auto r = solveSequenceLemke(tree, options);
  EXPECT_TRUE(r.hasValue()) << (r ? "" : describe(r.error()));
  return r ? *r : SequenceLemkeResult{};
}

/// The mixed strategies the behaviour induces form a Nash equilibrium of the strategic form.
void expectStrategicNash(const GameTree& tree, const BehaviourProfile& behaviour, const std::string& what) {
  auto form = toStrategicForm(tree);
  ASSERT_TRUE(form.hasValue()) << what;
  const MixedProfile mixed{mixedFromBehaviour(tree, *form, 0, behaviour), mixedFromBehaviour(tree, *form, 1, behaviour)};
  EXPECT_TRUE(isNashEquilibrium(form->game, mixed)) << what;
}

struct Case {
  const char* name;
  const char* tree;
};

// Small trees of every kind: simultaneous moves, sequential moves with information, chance.
const Case kCases[] = {
    {"matching pennies", "I{h: II[s]{h: (1,-1), t: (-1,1)}, t: II[s]{h: (-1,1), t: (1,-1)}}"},
    {"battle of the sexes", "I{a: II[s]{a: (2,1), b: (0,0)}, b: II[s]{a: (0,0), b: (1,2)}}"},
    {"prisoners' dilemma", "I{c: II[s]{c: (3,3), d: (0,5)}, d: II[s]{c: (5,0), d: (1,1)}}"},
    {"entry", "II{out: (0,2), in: I{fight: (-1,-1), share: (1,1)}}"},
    {"chance and signal",
     "N{1/3: I[h]{up: II[u]{x: (2,0), y: (0,1)}, down: II[d]{x: (1,1), y: (3,0)}},"
     " 2/3: I[l]{up: II[u]{x: (0,2), y: (1,0)}, down: II[d]{x: (0,0), y: (2,3)}}}"},
    {"all zero", "I{a: II[s]{a: 0, b: 0}, b: II[s]{a: 0, b: 0}}"},
    {"ties everywhere", "I{a: II[s]{a: (1,1), b: (1,1)}, b: II[s]{a: (1,0), b: (1,1)}, c: (1,1)}"},
    {"centipede-like", "I{s: (1,0), c: II{s: (0,2), c: I{s: (3,1), c: II{s: (2,4), c: (5,3)}}}}"},
    {"one-action sets", "I{a: II{x: I{only: II{p: (1,2), q: (2,1)}}, y: (0,3)}, b: II{only: (1,1)}}"},
};

TEST(SequenceLemke, TableOfSmallTreesAreEquilibria) {
  for (const Case& c : kCases) {
    const GameTree tree = parse(c.tree);
    for (LemkePrior prior : {LemkePrior::Uniform, LemkePrior::Random}) {
      for (bool exact : {false, true}) {
        const std::string what = std::string(c.name) + (exact ? " exact" : " float") +
                                 (prior == LemkePrior::Uniform ? " uniform" : " random");
        const auto r = solved(tree, {.prior = prior, .seed = 7, .exactPivoting = exact});
        ASSERT_TRUE(r.verified) << what;
        expectEquilibrium(tree, r.equilibrium, what);
        expectStrategicNash(tree, r.equilibrium.behaviour, what);
        EXPECT_EQ(r.equilibrium.exactPath, exact) << what;
        EXPECT_GT(r.equilibrium.pivots, 0) << what;
        EXPECT_TRUE(r.equilibria.empty()) << what;
      }
    }
  }
}

TEST(SequenceLemke, MatchingPenniesIsHalfHalf) {
  const GameTree tree = parse(kCases[0].tree);
  const auto r = solved(tree);
  for (const RationalVector& p : r.equilibrium.behaviour) EXPECT_EQ(p, (RationalVector{Rational(1, 2), Rational(1, 2)}));
  EXPECT_EQ(r.equilibrium.payoffs, (RationalVector{0, 0}));
}

TEST(SequenceLemke, ZeroSumPayoffIsTheValue) {
  for (int seed = 1; seed <= 30; ++seed) {
    const GameTree tree = bench::privateTypeTree(2 + seed % 2, 5 + (seed * 7) % 56, static_cast<std::uint64_t>(seed));
    auto value = solveSequenceForm(tree);
    ASSERT_TRUE(value.hasValue() && value->verified) << seed;
    for (LemkePrior prior : {LemkePrior::Uniform, LemkePrior::Random}) {
      const auto r = solved(tree, {.prior = prior, .seed = static_cast<std::uint64_t>(seed)});
      EXPECT_EQ(r.equilibrium.payoffs[0], value->value) << seed;
      EXPECT_EQ(r.equilibrium.payoffs[1], -value->value) << seed;
      expectEquilibrium(tree, r.equilibrium, "zero-sum seed " + std::to_string(seed));
    }
  }
}

TEST(SequenceLemke, RandomGeneralSumTreesAreVerified) {
  for (int seed = 1; seed <= 80; ++seed) {
    const bool medium = seed % 10 == 0;
    const GameTree tree = medium ? bench::generalSumTree(3, 120, static_cast<std::uint64_t>(seed))
                                 : bench::generalSumTree(2 + seed % 2, 5 + (seed * 7) % 56, static_cast<std::uint64_t>(seed));
    const std::string what = "general-sum seed " + std::to_string(seed);
    const auto r = solved(tree, {.prior = seed % 2 ? LemkePrior::Random : LemkePrior::Uniform,
                                 .seed = static_cast<std::uint64_t>(seed)});
    EXPECT_TRUE(r.verified) << what;
    EXPECT_FALSE(r.equilibrium.exactPath) << what;  // the float path's end is proved
    expectEquilibrium(tree, r.equilibrium, what);
  }
}

TEST(SequenceLemke, FloatAndExactPathsAgreeOnGenericPriors) {
  for (int seed = 1; seed <= 25; ++seed) {
    const GameTree tree = bench::generalSumTree(2, 5 + (seed * 5) % 30, static_cast<std::uint64_t>(seed));
    const SequenceLemkeOptions options{.prior = LemkePrior::Random, .seed = static_cast<std::uint64_t>(seed)};
    SequenceLemkeOptions exact = options;
    exact.exactPivoting = true;
    const auto a = solved(tree, options);
    const auto b = solved(tree, exact);
    EXPECT_TRUE(b.equilibrium.exactPath);
    expectEquilibrium(tree, b.equilibrium, "exact " + std::to_string(seed));
    EXPECT_EQ(a.equilibrium.behaviour, b.equilibrium.behaviour) << seed;
    EXPECT_EQ(a.equilibrium.pivots, b.equilibrium.pivots) << seed;
  }
}

/// Payoffs squeezed into {0, 1} (player 1) and {−1, 0, 1} (player 2): ties everywhere.
GameTree degenerateTree(int seed) {
  GameTree tree = bench::generalSumTree(2 + seed % 2, 8 + (seed * 7) % 50, static_cast<std::uint64_t>(seed), 1);
  for (TreeOutcome& o : tree.outcomes) o.payoffs[0] = o.payoffs[0] > 0 ? 1 : 0;
  return tree;
}

TEST(SequenceLemke, DegenerateTreesWork) {
  for (int seed = 1; seed <= 40; ++seed) {
    const GameTree tree = degenerateTree(seed);
    for (bool exact : {false, true}) {
      const std::string what = "degenerate seed " + std::to_string(seed) + (exact ? " exact" : "");
      const auto r = solved(tree, {.prior = LemkePrior::Uniform, .exactPivoting = exact});
      EXPECT_TRUE(r.verified) << what;
      expectEquilibrium(tree, r.equilibrium, what);
    }
  }
}

TEST(SequenceLemke, SmallTreesMatchTheStrategicForm) {
  for (int seed = 1; seed <= 15; ++seed) {
    const GameTree tree = bench::generalSumTree(2, 5 + seed % 9, static_cast<std::uint64_t>(seed));
    const auto r = solved(tree, {.prior = LemkePrior::Random, .seed = static_cast<std::uint64_t>(seed)});
    expectStrategicNash(tree, r.equilibrium.behaviour, "seed " + std::to_string(seed));
  }
}

TEST(SequenceLemke, RestartsCollectDistinctEquilibria) {
  // Coordination: (a, a) and (b, b) are pure equilibria, and a mixed one; the prior decides.
  const GameTree tree = parse("I{a: II[s]{a: (2,1), b: (0,0)}, b: II[s]{a: (0,0), b: (1,2)}}");
  const auto r = solved(tree, {.prior = LemkePrior::Random, .seed = 3, .restarts = 12});
  ASSERT_GE(r.equilibria.size(), 2u);
  EXPECT_EQ(r.equilibria.front().behaviour, r.equilibrium.behaviour);
  for (std::size_t i = 0; i < r.equilibria.size(); ++i) {
    expectEquilibrium(tree, r.equilibria[i], "restart " + std::to_string(i));
    EXPECT_EQ(r.equilibria[i].prior, LemkePrior::Random);
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(r.equilibria[i].behaviour, r.equilibria[j].behaviour);
  }
  // Seeds are seed + k: distinct, so the restarts' priors differ.
  for (std::size_t i = 1; i < r.equilibria.size(); ++i) EXPECT_GT(r.equilibria[i].seed, 3u);
  // A game with one equilibrium gives one entry however many restarts.
  const auto pd = solved(parse(kCases[2].tree), {.restarts = 5});
  EXPECT_EQ(pd.equilibria.size(), 1u);
}

TEST(SequenceLemke, GenericPriorAvoidsTheWeaklyDominatedEquilibrium) {
  // (T, l) and (B, r) are both Nash; B and r are weakly dominated, so (B, r) is not perfect.
  const GameTree tree = parse("I{T: II[s]{l: (1,1), r: (0,0)}, B: II[s]{l: (0,0), r: (0,0)}}");
  const int t = tree.node(0).infoSet, s = tree.node(tree.nodeAt({0})).infoSet;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const auto r = solved(tree, {.prior = LemkePrior::Random, .seed = seed});
    EXPECT_EQ(r.equilibrium.behaviour[static_cast<std::size_t>(t)], (RationalVector{1, 0})) << seed;
    EXPECT_EQ(r.equilibrium.behaviour[static_cast<std::size_t>(s)], (RationalVector{1, 0})) << seed;
  }
  // In a tree: II's threat "fight" is an equilibrium (I stays out) but weakly dominated.
  const GameTree entry = parse("I{out: (0,2), in: II{fight: (-1,-1), share: (1,1)}}");
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const auto r = solved(entry, {.prior = LemkePrior::Random, .seed = seed});
    EXPECT_EQ(r.equilibrium.payoffs, (RationalVector{1, 1})) << seed;
  }
}

TEST(SequenceLemke, RefusesWhatItCannotSolve) {
  auto r = solveSequenceLemke(parse("I{a: II{x: (1,2,3), y: (0,0,0)}, b: III{u: (1,1,1), v: (2,2,2)}}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(r.error().problem, Problem::NotTwoPlayers);

  // I forgets its own first move.
  r = solveSequenceLemke(parse("I{a: II[s]{x: I[f]{u: (1,0), v: (0,1)}, y: (0,0)}, b: II[s]{x: I[f]{u: (0,1), v: (1,0)}, y: (2,2)}}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotPerfectRecall);
  EXPECT_EQ(r.error().args[0], "1");

  GameTree driver = parse("II{l: I{EXIT: (0,0), CONTINUE: I{EXIT: (4,1), CONTINUE: (1,2)}}, r: (2,2)}");
  driver.moveToInfoSet(driver.nodeAt({0, 1}), driver.node(driver.nodeAt({0})).infoSet);
  r = solveSequenceLemke(driver);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotPerfectRecall);
  EXPECT_EQ(r.error().args[0], "1");

  r = solveSequenceLemke(parse("N{1/2: (1,1), 1/3: (0,0)}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidTree);
}

TEST(SequenceLemke, CancelAndTimeoutAnswerPromptly) {
  const GameTree tree = bench::generalSumTree(4, 2000, 5);
  CancelToken cancelled;
  cancelled.cancel();
  auto r = solveSequenceLemke(tree, {}, Progress::none(), cancelled);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);

  for (bool exact : {false, true}) {
    CancelToken deadline;
    deadline.setTimeLimit(std::chrono::milliseconds(30));
    const auto start = std::chrono::steady_clock::now();
    r = solveSequenceLemke(exact ? bench::generalSumTree(3, 40, 5) : tree, {.restarts = 1000, .exactPivoting = exact},
                           Progress::none(), deadline);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    ASSERT_FALSE(r.hasValue());
    EXPECT_EQ(r.error().code, ErrorCode::Timeout);
    EXPECT_LT(elapsed, std::chrono::milliseconds(230)) << exact;
  }
}

TEST(SequenceLemke, ReportsTheLemkeStage) {
  bool sawLemke = false;
  Progress progress([&](double fraction, const std::string& stage) {
    if (stage == "lemke") sawLemke = true;
    EXPECT_LE(fraction, 1.0);
  });
  auto r = solveSequenceLemke(bench::generalSumTree(2, 20, 1), {}, progress);
  ASSERT_TRUE(r.hasValue());
  EXPECT_TRUE(sawLemke);
}

}  // namespace
}  // namespace gamelab
