// Subgame-perfect equilibria (core/tree/backwardinduction.h): the digests' cases (ferguson-ch3
// T21, the centipede game of §3.2.4, the Basic Endgame T65), hand-counted ties, and a property
// test against brute force on random perfect-information trees with chance nodes.
#include "core/tree/backwardinduction.h"
#include "core/tree/behaviour.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>

namespace gamelab {
namespace {

RationalVector R(std::initializer_list<long> v) {
  RationalVector out;
  for (long x : v) out.emplace_back(x);
  return out;
}

const RationalVector& behaviourAt(const GameTree& t, const SubgamePerfectResult& r, NodeId id) {
  return r.behaviour[static_cast<std::size_t>(t.node(id).infoSet)];
}

TEST(SubgamePerfect, T21EntryGame) {
  // ferguson-ch3 T21: I chooses A (0,1) or B; after B, II chooses a (1,0) or b (-10,-1).
  const GameTree t = parse("I{A: (0, 1), B: II{a: (1, 0), b: (-10, -1)}}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_TRUE(r->perfectInformation);
  EXPECT_EQ(r->payoffs, R({1, 0}));
  const NodeId ii = t.nodeAt({1});
  EXPECT_EQ(behaviourAt(t, *r, 0), R({0, 1}));   // B
  EXPECT_EQ(behaviourAt(t, *r, ii), R({1, 0}));  // a
  ASSERT_TRUE(r->pureCount.has_value());
  EXPECT_EQ(*r->pureCount, 1);
  EXPECT_EQ(r->optimalActions[0], (std::vector<int>{1}));
  EXPECT_EQ(r->optimalActions[static_cast<std::size_t>(ii)], (std::vector<int>{0}));
  EXPECT_TRUE(r->optimalActions[static_cast<std::size_t>(t.nodeAt({0}))].empty());
  // Path: root, II's node, leaf a; not leaf A or leaf b.
  EXPECT_TRUE(r->onPath[0]);
  EXPECT_TRUE(r->onPath[static_cast<std::size_t>(ii)]);
  EXPECT_TRUE(r->onPath[static_cast<std::size_t>(t.nodeAt({1, 0}))]);
  EXPECT_FALSE(r->onPath[static_cast<std::size_t>(t.nodeAt({0}))]);
  EXPECT_FALSE(r->onPath[static_cast<std::size_t>(t.nodeAt({1, 1}))]);
  ASSERT_EQ(r->nodeValues.size(), static_cast<std::size_t>(t.nodeCount()));
  EXPECT_EQ(r->nodeValues[static_cast<std::size_t>(ii)], R({1, 0}));
  EXPECT_EQ(r->nodeValues[0], R({1, 0}));
  EXPECT_EQ(r->subgameRoot, (std::vector<bool>{true, false, true, false, false}));
  EXPECT_TRUE(r->subgames.empty());
}

TEST(SubgamePerfect, CentipedeStopsAtOnce) {
  // Four-stage centipede: stopping at once gives I 1 instead of 0 (ferguson-ch3 §3.2.4).
  const GameTree t = parse("I{S: (1, 0), C: II{S: (0, 2), C: I{S: (3, 1), C: II{S: (2, 4), C: (5, 3)}}}}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->payoffs, R({1, 0}));
  EXPECT_EQ(*r->pureCount, 1);
  for (NodePath path : {NodePath{}, NodePath{1}, NodePath{1, 1}, NodePath{1, 1, 1}})
    EXPECT_EQ(behaviourAt(t, *r, t.nodeAt(path)), R({1, 0})) << path.size();
  EXPECT_EQ(r->nodeValues[static_cast<std::size_t>(t.nodeAt({1, 1, 1}))], R({2, 4}));
  EXPECT_EQ(r->nodeValues[static_cast<std::size_t>(t.nodeAt({1, 1}))], R({3, 1}));
  EXPECT_FALSE(r->onPath[static_cast<std::size_t>(t.nodeAt({1}))]);
}

TEST(SubgamePerfect, TiesCountedByHand) {
  // II is indifferent at both nodes. After a both replies give (1,0). After b, x gives (1,5) and
  // y (0,5); I is then indifferent (x) or prefers a (y). Pure SPE: 2 (II after a) ×
  // [x: 2 (I's a or b) + y: 1 (I's a)] = 6. Ties go to the first best action.
  const GameTree t = parse("I{a: II{x: (1, 0), y: (1, 0)}, b: II{x: (1, 5), y: (0, 5)}}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(*r->pureCount, 6);
  EXPECT_EQ(r->payoffs, R({1, 0}));
  EXPECT_EQ(r->optimalActions[0], (std::vector<int>{0, 1}));
  EXPECT_EQ(r->optimalActions[static_cast<std::size_t>(t.nodeAt({0}))], (std::vector<int>{0, 1}));
  EXPECT_EQ(r->optimalActions[static_cast<std::size_t>(t.nodeAt({1}))], (std::vector<int>{0, 1}));
  EXPECT_EQ(behaviourAt(t, *r, 0), R({1, 0}));
  EXPECT_EQ(behaviourAt(t, *r, t.nodeAt({1})), R({1, 0}));

  // Chance averages the two ties of I: N{1/2: I{a: (1,0), b: (1,2)}, 1/2: I{a: (0,0), b: (0,4)}}
  // then II compares its expected 1, 2, 3 (four profiles below, three distinct values).
  const GameTree c = parse("II{l: N{1/2: I{a: (1, 0), b: (1, 2)}, 1/2: I{a: (0, 0), b: (0, 4)}}, r: (0, 3)}");
  const auto rc = solveSubgamePerfect(c);
  ASSERT_TRUE(rc.hasValue());
  // I's choices (a,a) → II gets 0 < 3: r; (a,b) → 2 < 3: r; (b,a) → 1: r; (b,b) → 3 = 3: l or r.
  EXPECT_EQ(*rc->pureCount, 5);
  EXPECT_EQ(rc->payoffs, R({0, 3}));
  EXPECT_EQ(rc->nodeValues[static_cast<std::size_t>(c.nodeAt({0}))], (RationalVector{Rational(1, 2), Rational(0)}));
}

TEST(SubgamePerfect, OutcomesOnInnerNodesAndKeepOptions) {
  GameTree t = parse("I{a: II{x: (1, 1), y: (2, 0)}, b: (0, 3)}");
  t.node(t.nodeAt({0})).outcome = t.addOutcome("toll", R({-2, 1}));
  const auto r = solveSubgamePerfect(t, {.countPure = false, .keepNodeValues = false});
  ASSERT_TRUE(r.hasValue());
  // After a, II takes x (1 > 0); I then compares 1 - 2 = -1 with 0: b.
  EXPECT_EQ(r->payoffs, R({0, 3}));
  EXPECT_EQ(behaviourAt(t, *r, 0), R({0, 1}));
  EXPECT_FALSE(r->pureCount.has_value());
  EXPECT_TRUE(r->nodeValues.empty());
}

TEST(SubgamePerfect, InvalidTrees) {
  const auto r = solveSubgamePerfect(parse("I{a: N{1/2: 1, 1/3: 0}, b: 0}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidTree);
  EXPECT_EQ(r.error().args[0], "probabilities-not-summing-to-one");
  CancelToken cancel;
  cancel.cancel();
  const auto c = solveSubgamePerfect(parse("I{a: 1, b: 0}"), {}, Progress::none(), cancel);
  ASSERT_FALSE(c.hasValue());
  EXPECT_EQ(c.error().code, ErrorCode::Cancelled);
}

TEST(SubgamePerfect, TrivialTreeAndCountCap) {
  const auto leaf = solveSubgamePerfect(parse("(1, 2)"));
  ASSERT_TRUE(leaf.hasValue());
  EXPECT_EQ(leaf->payoffs, R({1, 2}));
  EXPECT_EQ(*leaf->pureCount, 1);
  EXPECT_EQ(leaf->onPath, (std::vector<bool>{true}));

  // Chance with weights 1/2, 1/4, ..., 1/2^16, 1/2^16 over 17 nodes where II is indifferent
  // between giving I 0 or 1: 3 · 2^15 distinct expected values exceed the 2^16 cap, so the
  // count (2^17) is not given; the equilibrium still is.
  std::string text = "N{";
  for (int k = 1; k <= 17; ++k) {
    const int power = k == 17 ? 16 : k;
    text += (k > 1 ? ", 1/" : "1/") + std::to_string(1L << power) + ": II{x: (0, 0), y: (1, 0)}";
  }
  const auto r = solveSubgamePerfect(parse(text + "}"));
  ASSERT_TRUE(r.hasValue());
  EXPECT_FALSE(r->pureCount.has_value());
  EXPECT_EQ(r->payoffs, R({0, 0}));
  // Below the cap the same family is counted: 4 nodes → 2^4.
  const auto small = solveSubgamePerfect(
      parse("N{1/2: II{x: (0, 0), y: (1, 0)}, 1/4: II{x: (0, 0), y: (1, 0)}, 1/8: II{x: (0, 0), y: (1, 0)},"
            " 1/8: II{x: (0, 0), y: (1, 0)}}"));
  ASSERT_TRUE(small.hasValue());
  EXPECT_EQ(*small->pureCount, 16);
}

// ---- Imperfect information ----

/// The behaviour of `r` restricted to the subgame at `x`, as a profile of t.extractSubtree(x)
/// (whose node k is t.subtree(x)[k]).
BehaviourProfile restricted(const GameTree& t, const SubgamePerfectResult& r, NodeId x, const GameTree& sub) {
  BehaviourProfile out = uniformBehaviour(sub);
  const std::vector<NodeId> original = t.subtree(x);
  for (NodeId k = 0; k < sub.nodeCount(); ++k)
    if (!sub.isTerminal(k))
      out[static_cast<std::size_t>(sub.node(k).infoSet)] = behaviourAt(t, r, original[static_cast<std::size_t>(k)]);
  return out;
}

TEST(SubgamePerfect, BasicEndgameIsOneSubgameSolvedByTheSequenceForm) {
  const GameTree t = parse(
      "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_FALSE(r->perfectInformation);
  EXPECT_FALSE(r->pureCount.has_value());
  EXPECT_EQ(r->payoffs, (RationalVector{Rational(-1, 4), Rational(1, 4)}));  // T65: v = −1/4
  ASSERT_EQ(r->subgames.size(), 1u);
  EXPECT_EQ(r->subgames[0].root, 0);
  EXPECT_EQ(r->subgames[0].method, SubgameMethod::SequenceForm);
  EXPECT_EQ(r->subgames[0].payoffs, r->payoffs);
  // I bets with the winning card, bluffs w.p. 1/6 with the losing one; II calls w.p. 1/2.
  EXPECT_EQ(behaviourAt(t, *r, t.nodeAt({0})), R({1, 0}));
  EXPECT_EQ(behaviourAt(t, *r, t.nodeAt({1})), (RationalVector{Rational(1, 6), Rational(5, 6)}));
  EXPECT_EQ(behaviourAt(t, *r, t.nodeAt({0, 0})), (RationalVector{Rational(1, 2), Rational(1, 2)}));
  EXPECT_TRUE(isBehaviourEquilibrium(t, r->behaviour));
  EXPECT_EQ(r->nodeValues[0], r->payoffs);
  EXPECT_TRUE(r->onPath[static_cast<std::size_t>(t.nodeAt({1, 0, 1}))]);   // bluff, fold
  EXPECT_FALSE(r->onPath[static_cast<std::size_t>(t.nodeAt({0, 1}))]);     // check with the winner
}

TEST(SubgamePerfect, EntryIntoASimultaneousGameBySubgames) {
  // General-sum: I stays Out (2, 2) or enters a battle of the sexes solved by its strategic form.
  const GameTree t = parse("I{Out: (2, 2), In: I{U: II[s]{L: (3, 1), R: (0, 0)}, D: II[s]{L: (0, 0), R: (1, 3)}}}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  const NodeId in = t.nodeAt({1});
  ASSERT_EQ(r->subgames.size(), 1u);
  EXPECT_EQ(r->subgames[0].root, in);
  EXPECT_EQ(r->subgames[0].method, SubgameMethod::StrategicForm);
  // The subgame's behaviour is an equilibrium of the subgame, worth the recorded payoffs.
  const GameTree sub = t.extractSubtree(in);
  const BehaviourProfile inside = restricted(t, *r, in, sub);
  EXPECT_TRUE(isBehaviourEquilibrium(sub, inside));
  EXPECT_EQ(expectedPayoffs(sub, inside), r->subgames[0].payoffs);
  EXPECT_EQ(r->nodeValues[static_cast<std::size_t>(in)], r->subgames[0].payoffs);
  // The root choice is optimal given it (first best on ties) and the payoffs follow.
  const Rational inValue = r->subgames[0].payoffs[0];
  const bool enter = inValue > 2;
  EXPECT_EQ(behaviourAt(t, *r, 0), enter ? R({0, 1}) : R({1, 0}));
  EXPECT_EQ(r->payoffs, enter ? r->subgames[0].payoffs : R({2, 2}));
  const std::vector<int> best = enter ? std::vector<int>{1} : inValue == 2 ? std::vector<int>{0, 1} : std::vector<int>{0};
  EXPECT_EQ(r->optimalActions[0], best);
  EXPECT_TRUE(isBehaviourEquilibrium(t, r->behaviour));
  EXPECT_EQ(r->subgameRoot, (std::vector<bool>{true, false, true, false, false, false, false, false, false}));
}

TEST(SubgamePerfect, SubgamesBelowChanceAndThreePlayers) {
  // Chance picks one of two simultaneous games of II and III (each with a unique pure
  // equilibrium: prisoners' dilemmas), after I chose to play; I's payoff is the sum.
  const std::string pd = "II[s%]{c: III[t%]{c: (1, 3, 3), d: (0, 0, 4)}, d: III[t%]{c: (0, 4, 0), d: (2, 1, 1)}}";
  auto game = [&](char k) {
    std::string g = pd;
    for (auto at = g.find('%'); at != std::string::npos; at = g.find('%')) g[at] = k;
    return g;
  };
  const GameTree t = parse("I{play: N{1/2: " + game('a') + ", 1/2: " + game('b') + "}, stay: (3/2, 0, 0)}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  ASSERT_EQ(r->subgames.size(), 2u);
  EXPECT_EQ(r->subgames[0].root, t.nodeAt({0, 1}));  // bottom-up: the later id first
  EXPECT_EQ(r->subgames[1].root, t.nodeAt({0, 0}));
  for (const SolvedSubgame& s : r->subgames) {
    EXPECT_EQ(s.method, SubgameMethod::StrategicForm);
    EXPECT_EQ(s.payoffs, R({2, 1, 1}));  // both defect
  }
  EXPECT_EQ(r->payoffs, R({2, 1, 1}));   // I plays (2 > 3/2)
  EXPECT_EQ(behaviourAt(t, *r, 0), R({1, 0}));
  EXPECT_EQ(behaviourAt(t, *r, t.nodeAt({0, 0})), R({0, 1}));
}

TEST(SubgamePerfect, ForgetfulPlayerWithoutPureEquilibriumNeedsPerfectRecall) {
  const GameTree t = parse(
      "N{1/2 (H): I[H]{1: II[b1]{H: I[b1,H]{pass: -2, double: -4}, T: I[b1,T]{pass: 2, double: 4}},"
      " 2: II[b2]{H: I[b2,H]{pass: -3, double: -6}, T: I[b2,T]{pass: 3, double: 6}}},"
      " 1/2 (T): I[T]{1: II[b1]{H: I[b1,H]{pass: 1, double: 2}, T: I[b1,T]{pass: -1, double: -2}},"
      " 2: II[b2]{H: I[b2,H]{pass: 2, double: 4}, T: I[b2,T]{pass: -2, double: -4}}}}");
  const auto r = solveSubgamePerfect(t);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotPerfectRecall);
  ASSERT_FALSE(r.error().args.empty());
  EXPECT_EQ(r.error().args[0], "1");  // player I forgets the coin
}

/// Random two-player trees with perfect recall and simultaneous-move gadgets: a node of I whose
/// children are II's nodes in one set (II's history is the same at all of them), chance nodes,
/// single decisions and, when `zeroSum`, payoffs (a, −a).
GameTree randomGadgetTree(std::mt19937& rng, bool zeroSum) {
  GameTree t(2);
  std::uniform_int_distribution<int> coin(0, 9), two(2, 3), pay(-2, 3);
  std::function<void(NodeId, int)> grow = [&](NodeId id, int depth) {
    const int kind = coin(rng);
    if (depth >= 3 || kind < 2) return;
    if (kind < 4) {
      t.makeChance(id, 2);
      t.infoSets[static_cast<std::size_t>(t.node(id).infoSet)].probabilities = {Rational(1, 3), Rational(2, 3)};
    } else if (kind < 6) {
      t.makeDecision(id, coin(rng) % 2, 2);
    } else {  // simultaneous: I picks a row, II picks a column without seeing it
      t.makeDecision(id, 0, two(rng));
      const int columns = two(rng);
      int set = -1;
      for (NodeId c : std::vector<NodeId>(t.node(id).children)) {
        if (set < 0) set = t.makeDecision(c, 1, columns);
        else {
          t.makeDecision(c, 1, columns);
          t.moveToInfoSet(c, set);
        }
      }
      for (NodeId c : std::vector<NodeId>(t.node(id).children))
        for (NodeId g : std::vector<NodeId>(t.node(c).children)) grow(g, depth + 2);
      return;
    }
    for (NodeId c : std::vector<NodeId>(t.node(id).children)) grow(c, depth + 1);
  };
  grow(0, 0);
  for (NodeId id = 0; id < t.nodeCount(); ++id) {
    if (!t.isTerminal(id)) continue;
    const Rational a = pay(rng);
    t.node(id).outcome = t.addOutcome("", {a, zeroSum ? Rational(-a) : Rational(pay(rng))});
  }
  return t;
}

TEST(SubgamePerfect, RandomImperfectTreesGiveEquilibriaInEverySubgame) {
  std::mt19937 rng(4);
  int solvedWhole[3] = {0, 0, 0};
  for (int trial = 0; trial < 60; ++trial) {
    const GameTree t = randomGadgetTree(rng, trial % 2 == 0);
    ASSERT_TRUE(t.isConsistent());
    const auto r = solveSubgamePerfect(t);
    ASSERT_TRUE(r.hasValue()) << describe(r.error()) << " trial " << trial;
    EXPECT_EQ(r->payoffs, expectedPayoffs(t, r->behaviour)) << "trial " << trial;
    EXPECT_EQ(r->nodeValues[0], r->payoffs);
    for (NodeId x = 0; x < t.nodeCount(); ++x) {
      if (!r->subgameRoot[static_cast<std::size_t>(x)]) continue;
      const GameTree sub = t.extractSubtree(x);
      const BehaviourProfile inside = restricted(t, *r, x, sub);
      EXPECT_TRUE(isBehaviourEquilibrium(sub, inside)) << "trial " << trial << " node " << x;
      EXPECT_EQ(expectedPayoffs(sub, inside), r->nodeValues[static_cast<std::size_t>(x)]);
    }
    for (const SolvedSubgame& s : r->subgames) ++solvedWhole[static_cast<int>(s.method)];
  }
  EXPECT_GT(solvedWhole[static_cast<int>(SubgameMethod::SequenceForm)], 5);
  EXPECT_GT(solvedWhole[static_cast<int>(SubgameMethod::StrategicForm)], 5);
}

// ---- Brute force on random perfect-information trees ----

struct Brute {
  const GameTree& t;
  std::vector<int> choice;  // per node: chosen action at decision nodes

  RationalVector own(NodeId id) const {
    const int o = t.node(id).outcome;
    return o >= 0 ? t.outcomes[static_cast<std::size_t>(o)].payoffs : RationalVector(static_cast<std::size_t>(t.players()));
  }
  RationalVector value(NodeId id) const {
    RationalVector v = own(id);
    const TreeNode& node = t.node(id);
    if (node.isTerminal()) return v;
    const InfoSet& set = t.infoSets[static_cast<std::size_t>(node.infoSet)];
    if (set.isChance()) {
      for (std::size_t a = 0; a < node.children.size(); ++a) {
        const RationalVector w = value(node.children[a]);
        for (std::size_t k = 0; k < v.size(); ++k) v[k] += set.probabilities[a] * w[k];
      }
    } else {
      const RationalVector w = value(node.children[static_cast<std::size_t>(choice[static_cast<std::size_t>(id)])]);
      for (std::size_t k = 0; k < v.size(); ++k) v[k] += w[k];
    }
    return v;
  }
  /// Best payoff `player` can get in the subgame at id, the others playing `choice`.
  Rational best(NodeId id, int player) const {
    Rational v = own(id)[static_cast<std::size_t>(player)];
    const TreeNode& node = t.node(id);
    if (node.isTerminal()) return v;
    const InfoSet& set = t.infoSets[static_cast<std::size_t>(node.infoSet)];
    if (set.isChance()) {
      for (std::size_t a = 0; a < node.children.size(); ++a) v += set.probabilities[a] * best(node.children[a], player);
    } else if (set.player == player) {
      Rational m = best(node.children[0], player);
      for (NodeId c : node.children) m = std::max(m, best(c, player));
      v += m;
    } else {
      v += best(node.children[static_cast<std::size_t>(choice[static_cast<std::size_t>(id)])], player);
    }
    return v;
  }
  bool subgamePerfect() const {
    for (NodeId id = 0; id < t.nodeCount(); ++id) {
      if (t.isTerminal(id)) continue;
      const RationalVector v = value(id);
      for (int p = 0; p < t.players(); ++p)
        if (best(id, p) != v[static_cast<std::size_t>(p)]) return false;
    }
    return true;
  }
};

GameTree randomTree(std::mt19937& rng) {
  const int players = std::uniform_int_distribution<int>(1, 3)(rng);
  GameTree t(players);
  std::uniform_int_distribution<int> payoff(0, 2), coin(0, 9);
  std::vector<int> leaves;
  long profiles = 1;
  std::function<void(NodeId, int)> grow = [&](NodeId id, int depth) {
    const int kind = coin(rng);
    if (depth >= 4 || kind < 3) return;
    const int k = std::uniform_int_distribution<int>(1, 3)(rng);
    if (kind < 5) {
      const int set = t.makeChance(id, k);
      if (k == 2) t.infoSets[static_cast<std::size_t>(set)].probabilities = {Rational(1, 3), Rational(2, 3)};
    } else {
      if (profiles * k > 3000) return;
      profiles *= k;
      t.makeDecision(id, std::uniform_int_distribution<int>(0, players - 1)(rng), k);
    }
    const std::vector<NodeId> children = t.node(id).children;
    for (NodeId c : children) grow(c, depth + 1);
  };
  grow(0, 0);
  for (NodeId id = 0; id < t.nodeCount(); ++id) {
    if (!t.isTerminal(id) && coin(rng) != 0) continue;  // a few outcomes on inner nodes
    RationalVector pay;
    for (int p = 0; p < players; ++p) pay.emplace_back(payoff(rng));
    t.node(id).outcome = t.addOutcome("", pay);
  }
  return t;
}

TEST(SubgamePerfect, CountEqualsBruteForceOnRandomTrees) {
  std::mt19937 rng(20240607);
  int withTies = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const GameTree t = randomTree(rng);
    ASSERT_TRUE(t.isConsistent());
    const auto r = solveSubgamePerfect(t);
    ASSERT_TRUE(r.hasValue()) << describe(r.error());
    ASSERT_TRUE(r->pureCount.has_value());
    // Enumerate every pure behaviour profile (one action per decision node).
    std::vector<NodeId> decisions;
    for (NodeId id = 0; id < t.nodeCount(); ++id)
      if (!t.isTerminal(id) && !t.isChance(id)) decisions.push_back(id);
    Brute brute{t, std::vector<int>(static_cast<std::size_t>(t.nodeCount()), 0)};
    long count = 0;
    std::function<void(std::size_t)> enumerate = [&](std::size_t k) {
      if (k == decisions.size()) {
        count += brute.subgamePerfect() ? 1 : 0;
        return;
      }
      const auto id = static_cast<std::size_t>(decisions[k]);
      for (std::size_t a = 0; a < t.nodes[id].children.size(); ++a) {
        brute.choice[id] = static_cast<int>(a);
        enumerate(k + 1);
      }
    };
    enumerate(0);
    EXPECT_EQ(*r->pureCount, count) << "trial " << trial;
    withTies += count > 1;
    // The solver's profile is one of them, with the payoffs and node values it reports.
    for (NodeId id : decisions) {
      const RationalVector& b = behaviourAt(t, *r, id);
      brute.choice[static_cast<std::size_t>(id)] = static_cast<int>(std::find(b.begin(), b.end(), 1) - b.begin());
      EXPECT_EQ(brute.choice[static_cast<std::size_t>(id)],
                r->optimalActions[static_cast<std::size_t>(id)].front());
    }
    EXPECT_TRUE(brute.subgamePerfect()) << "trial " << trial;
    EXPECT_EQ(r->payoffs, brute.value(0));
    for (NodeId id = 0; id < t.nodeCount(); ++id)
      EXPECT_EQ(r->nodeValues[static_cast<std::size_t>(id)], brute.value(id));
  }
  EXPECT_GT(withTies, 50);  // the payoffs 0..2 make ties common
}

}  // namespace
}  // namespace gamelab
