// Sequential equilibria (core/qre/sequentialequilibrium.h) and the consistency proof
// (core/tree/consistency.h): every answer checked by definition: exact one-shot optimality
// at every set under its beliefs, Bayes on the path, and consistency by the exhibited orders.
#include "core/qre/sequentialequilibrium.h"
#include "core/tree/behaviour.h"
#include "core/tree/consistency.h"
#include "core/tree/treeexamples.h"
#include "core/tree/treenotation.h"
#include "tests/support/exactnumbers.h"
#include "tests/support/randomtrees.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab {
namespace {

using testsupport::q;

GameTree tree(const char* text) {
  auto t = parseTreeNotation(text);
  EXPECT_TRUE(t.hasValue()) << text;
  return *t;
}

/// The index of the set of `player` (0-based) numbered `number`.
std::size_t setOf(const GameTree& t, int player, int number) {
  return static_cast<std::size_t>(t.findInfoSet(player, number));
}

/// The whole definition, independently of the solver's own flags.
void expectSequential(const GameTree& t, const SequentialResult& r) {
  ASSERT_TRUE(r.exact);
  ASSERT_TRUE(r.verified);
  EXPECT_TRUE(isBehaviourProfile(t, r.behaviour));
  EXPECT_TRUE(checkAssessment(t, r.behaviour, r.beliefs).passes());
  auto proof = proveConsistency(t, r.behaviour, r.beliefs);
  ASSERT_TRUE(proof.hasValue());
  EXPECT_TRUE(proof->consistent);
  EXPECT_EQ(r.payoffs, expectedPayoffs(t, r.behaviour));
  // The exhibited orders: positive exactly on the actions played with probability 0.
  for (std::size_t s = 0; s < t.infoSets.size(); ++s) {
    if (t.infoSets[s].isChance() || r.consistency.actionOrders.empty()) continue;
    for (std::size_t a = 0; a < r.behaviour[s].size(); ++a)
      EXPECT_EQ(r.consistency.actionOrders[s][a] > 0, r.behaviour[s][a] == 0) << "set " << s << " action " << a;
  }
  // A Nash equilibrium too (a sequential equilibrium is one): no player gains by deviating.
  EXPECT_TRUE(isBehaviourEquilibrium(t, r.behaviour));
}

TEST(SequentialEquilibrium, SeltensHorse) {
  const GameTree t = findTreeExample("selten-horse")->tree;
  auto r = solveSequential(t);
  ASSERT_TRUE(r.hasValue());
  expectSequential(t, *r);
  EXPECT_EQ(r->method, SequentialMethod::QreLimit);
  // In every sequential equilibrium I continues and III's set is reached only through II's d
  // or I's tremble: (D, c, L) is Nash but II's c is not optimal against L.
  EXPECT_EQ(r->behaviour[setOf(t, 0, 1)], (RationalVector{1, 0}));
  EXPECT_EQ(r->payoffs, (RationalVector{1, 1, 1}));
}

TEST(SequentialEquilibrium, BeerQuicheGivesBeliefsOffThePath) {
  const GameTree t = findTreeExample("beer-quiche")->tree;
  auto r = solveSequential(t);
  ASSERT_TRUE(r.hasValue());
  expectSequential(t, *r);
  // Pooling: both types choose the same breakfast, so one of II's sets is off the path and
  // its beliefs come from the trembles only.
  const std::size_t strong = setOf(t, 0, 1), weak = setOf(t, 0, 2);
  EXPECT_EQ(r->behaviour[strong], r->behaviour[weak]);
  int offPath = 0;
  for (int number : {1, 2}) offPath += r->reached[setOf(t, 1, number)] ? 0 : 1;
  EXPECT_EQ(offPath, 1);
}

TEST(SequentialEquilibrium, RejectsTheUnreasonableSubgamePerfectEquilibrium) {
  const GameTree t = findTreeExample("unreasonable-spe")->tree;
  auto r = solveSequential(t);
  ASSERT_TRUE(r.hasValue());
  expectSequential(t, *r);
  // II's l is strictly better whatever II believes, so (A, r) is never sequential.
  EXPECT_EQ(r->behaviour[setOf(t, 1, 1)], (RationalVector{1, 0}));
  // The assessment (A, r) with any beliefs fails the one-shot check.
  BehaviourProfile spe = r->behaviour;
  spe[setOf(t, 0, 1)] = {1, 0, 0};
  spe[setOf(t, 1, 1)] = {0, 1};
  Beliefs beliefs = r->beliefs;
  for (const RationalVector& mu : {RationalVector{1, 0}, RationalVector{0, 1}, RationalVector{q(1, 2), q(1, 2)}}) {
    beliefs[setOf(t, 1, 1)] = mu;
    EXPECT_FALSE(checkAssessment(t, spe, beliefs).passes());
  }
}

TEST(SequentialEquilibrium, PerfectInformationByBackwardInduction) {
  const GameTree t = findTreeExample("entry-deterrence")->tree;
  auto r = solveSequential(t);
  ASSERT_TRUE(r.hasValue());
  expectSequential(t, *r);
  EXPECT_EQ(r->method, SequentialMethod::BackwardInduction);
  EXPECT_EQ(r->payoffs, (RationalVector{1, 1}));  // in, accommodate: the threat is not credible
}

TEST(SequentialEquilibrium, RefusesTreesWithoutPerfectRecall) {
  // I forgets its own first choice.
  const GameTree t = tree("I[a]{x: I[b]{l: 1, r: 0}, y: I[b]{l: 0, r: 1}}");
  auto r = solveSequential(t);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotPerfectRecall);
  EXPECT_EQ(r.error().args, (std::vector<std::string>{"1", std::to_string(t.infoSets[static_cast<std::size_t>(
                                                                   t.node(t.node(0).children[0]).infoSet)].number)}));
}

TEST(SequentialEquilibrium, CancelAnswers) {
  const GameTree t = findTreeExample("kuhn-poker")->tree;
  CancelToken cancel;
  cancel.cancel();
  auto r = solveSequential(t, {}, Progress::none(), cancel);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
}

TEST(SequentialEquilibrium, RandomThreePlayerTreesWithChance) {
  std::mt19937 rng(31u);
  int verified = 0, tried = 0;
  for (int k = 0; k < 40; ++k) {
    const GameTree t = testsupport::randomPerfectRecallTree(rng, {3, false});
    SCOPED_TRACE("tree " + std::to_string(k));
    auto r = solveSequential(t);
    ASSERT_TRUE(r.hasValue());
    ++tried;
    if (!r->verified) continue;
    ++verified;
    expectSequential(t, *r);
  }
  // Random trees have ties (payoffs in -5..5), where the branch may end inside a continuum;
  // most ends still round to a proved assessment.
  EXPECT_GE(verified * 10, tried * 8) << verified << " of " << tried;
  RecordProperty("verified", verified);
}

// ---- The consistency proof alone ----

// II has two sets after the same two choices of I (B, C), reached through two chance moves;
// both beliefs come from the one ratio of I's trembles, so they must agree.
const char* kTwinSets =
    "I{A: (0, 0), B: N{1/2: II[x]{l: (0, 0), r: (0, 0)}, 1/2: II[y]{l: (0, 0), r: (0, 0)}},"
    " C: N{1/2: II[x]{l: (0, 0), r: (0, 0)}, 1/2: II[y]{l: (0, 0), r: (0, 0)}}}";

struct TwinCase {
  const char* name;
  RationalVector x, y;
  bool consistent;
};

TEST(Consistency, BeliefsThatShareTremblesMustAgree) {
  const GameTree t = tree(kTwinSets);
  BehaviourProfile behaviour = uniformBehaviour(t);
  behaviour[setOf(t, 0, 1)] = {1, 0, 0};
  const std::size_t x = setOf(t, 1, 1), y = setOf(t, 1, 2);
  for (const TwinCase& c : {TwinCase{"equal", {q(1, 3), q(2, 3)}, {q(1, 3), q(2, 3)}, true},
                            TwinCase{"both on B", {1, 0}, {1, 0}, true},
                            TwinCase{"ratios differ", {q(1, 2), q(1, 2)}, {q(1, 3), q(2, 3)}, false},
                            TwinCase{"orders disagree", {1, 0}, {0, 1}, false},
                            TwinCase{"support differs", {1, 0}, {q(1, 2), q(1, 2)}, false}}) {
    SCOPED_TRACE(c.name);
    Beliefs beliefs(t.infoSets.size());
    const auto members = t.infoSetMembers();
    for (std::size_t s = 0; s < members.size(); ++s) beliefs[s].assign(members[s].size(), Rational(1));
    for (std::size_t s = 0; s < members.size(); ++s)
      if (t.infoSets[s].isChance()) beliefs[s] = {1};
    beliefs[x] = c.x;
    beliefs[y] = c.y;
    auto proof = proveConsistency(t, behaviour, beliefs);
    ASSERT_TRUE(proof.hasValue());
    EXPECT_TRUE(proof->decided);
    EXPECT_EQ(proof->consistent, c.consistent);
    if (!c.consistent) {
      EXPECT_TRUE(proof->failingSet == static_cast<int>(x) || proof->failingSet == static_cast<int>(y));
    }
  }
}

TEST(Consistency, OrdersAddUpAlongPaths) {
  // I plays C (B trembles), II plays c at s (d trembles) and b at t (a trembles). III's members
  // have orders k_d (via C, d), k_B + k_a (via B, a) and k_B (via B, b).
  const GameTree t = tree(
      "I{C: II[s]{c: (0,0,0), d: III[h]{L: (0,0,0), R: (0,0,0)}}, B: II[t]{a: III[h]{L: (0,0,0), R: (0,0,0)},"
      " b: III[h]{L: (0,0,0), R: (0,0,0)}}}");
  BehaviourProfile behaviour = uniformBehaviour(t);
  behaviour[setOf(t, 0, 1)] = {1, 0};
  behaviour[setOf(t, 1, 1)] = {1, 0};
  behaviour[setOf(t, 1, 2)] = {0, 1};
  const std::size_t h = setOf(t, 2, 1);
  const auto members = t.infoSetMembers();
  // Which member is which: the member below II's t via b is the one with two trembles.
  auto memberVia = [&](const std::string& first, const std::string& second) {
    for (std::size_t m = 0; m < members[h].size(); ++m) {
      const NodeId node = members[h][m];
      const NodeId parent = t.node(node).parent;
      if (t.actionLabelTo(node) == second && t.actionLabelTo(parent) == first) return m;
    }
    ADD_FAILURE() << first << " " << second;
    return std::size_t{0};
  };
  const std::size_t viaD = memberVia("C", "d"), viaA = memberVia("B", "a"), viaB = memberVia("B", "b");
  Beliefs beliefs(t.infoSets.size());
  for (std::size_t s = 0; s < members.size(); ++s) beliefs[s].assign(members[s].size(), Rational(1));
  auto check = [&](RationalVector mu) {
    beliefs[h] = std::move(mu);
    auto proof = proveConsistency(t, behaviour, beliefs);
    EXPECT_TRUE(proof.hasValue());
    return proof->consistent;
  };
  RationalVector mu(3);
  mu[viaD] = q(1, 4);
  mu[viaA] = q(3, 4);
  EXPECT_FALSE(check(mu)) << "k_d = k_B + k_a and k_B > k_d cannot both hold";
  mu = RationalVector(3);
  mu[viaD] = q(1, 4);
  mu[viaB] = q(3, 4);
  EXPECT_TRUE(check(mu));
  mu[viaA] = q(1, 8);
  mu[viaB] = q(5, 8);
  EXPECT_FALSE(check(mu)) << "k_d = k_B + k_a = k_B would need k_a = 0";
}

}  // namespace
}  // namespace gamelab
