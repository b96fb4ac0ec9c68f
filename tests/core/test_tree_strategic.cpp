// The strategic form of a tree (core/tree/strategicform.h): the digest's §2.5 trees
// (ferguson-ch2-zero-sum.md T65–T77, §3.3–3.4; values recomputed by the zero-sum solver) and
// ch3 T21, reduced / merged forms, mixed ↔ behaviour, strategic → tree, size limits.
#include "core/matrix/zerosumsolver.h"
#include "core/common/gamesizelimit.h"
#include "core/tree/strategicform.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

TreeStrategicForm form(const GameTree& tree, StrategyReduction reduction = StrategyReduction::None) {
  StrategicFormOptions options;
  options.reduction = reduction;
  auto f = toStrategicForm(tree, options);
  EXPECT_TRUE(f.hasValue()) << (f ? "" : describe(f.error()));
  return f ? *f : TreeStrategicForm{};
}

MatrixGame matrix(const std::vector<std::vector<std::string>>& rows) { return MatrixGame::fromText(rows); }

/// Player I's payoffs as a matrix, labels dropped (compared with the digest's matrices).
MatrixGame payoffsOfI(const TreeStrategicForm& f) {
  MatrixGame m = f.game.payoffMatrix(0);
  m.rowLabels.assign(m.rows, "");
  m.colLabels.assign(m.cols, "");
  return m;
}

Rational value(const TreeStrategicForm& f) {
  auto s = solveZeroSum(f.game.payoffMatrix(0));
  EXPECT_TRUE(s.hasValue());
  return s ? s->value : Rational(999);
}

std::vector<std::string> labels(const TreeStrategicForm& f, std::size_t player) {
  std::vector<std::string> out;
  for (std::size_t s = 0; s < f.game.strategies(player); ++s) out.push_back(f.game.strategyLabel(player, s));
  return out;
}

const char* kEndgame = "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";
const char* kSilver = "II[hide]{1: I[search]{1: N{1/2: 1, 1/2: 0}, 2: 0}, 2: I[search]{1: 0, 2: N{1/3: 1, 2/3: 0}}}";

TEST(TreeStrategicForm, T65BasicEndgame) {
  const TreeStrategicForm f = form(parse(kEndgame));
  // Sets in number order: I[win] then I[lose]; first set slowest → rows (b,b), (b,c), (c,b), (c,c).
  EXPECT_EQ(labels(f, 0), (std::vector<std::string>{"(b,b)", "(b,c)", "(c,b)", "(c,c)"}));
  EXPECT_EQ(labels(f, 1), (std::vector<std::string>{"c", "f"}));
  EXPECT_EQ(payoffsOfI(f), matrix({{"-3/2", "1"}, {"0", "-1/2"}, {"-2", "1"}, {"-1/2", "-1/2"}}));
  for (std::size_t t = 0; t < f.game.profileCount(); ++t) EXPECT_EQ(f.game.payoff(t, 1), -f.game.payoff(t, 0));
  EXPECT_EQ(value(f), Rational(-1, 4));
  // Every set is reachable by I's own choices: the reduced form is the same game.
  EXPECT_EQ(form(parse(kEndgame), StrategyReduction::Reduced).game, f.game);
}

TEST(TreeStrategicForm, DigestZeroSumTrees) {
  struct Case {
    const char* name;
    std::string tree;
    std::vector<std::vector<std::string>> matrix;
    Rational value;
  };
  const std::vector<Case> cases = {
      {"T67 Silver Dollar", kSilver, {{"1/2", "0"}, {"0", "1/3"}}, Rational(1, 5)},
      {"T69 Statistical game",
       "I[coin]{f: N{1/2: II[H]{f:0,b:1}, 1/2: II[T]{f:0,b:1}}, b: N{1/3: II[H]{f:1,b:0}, 2/3: II[T]{f:1,b:0}}}",
       {{"0", "1/2", "1/2", "1"}, {"1", "1/3", "2/3", "0"}},
       Rational(3, 7)},
      {"T74 Coins A/B",
       "I{h: N{1/2: II[right]{A:-1,B:2}, 1/2: II[wrong]{A:-1,B:0}}, t: N{2/3: II[right]{A:2,B:-1}, 1/3: II[wrong]{A:0,B:-1}}}",
       {{"-1", "-1/2", "1/2", "1"}, {"4/3", "1", "-2/3", "-1"}},
       Rational(0)},
      {"T75 Beasley", "N{3/13: II[five]{c: 5, d: 10}, 10/13: I[nonface]{1: -2, 5: II[five]{c: 5, d: -10}}}",
       {{"-5/13", "10/13"}, {"5", "-70/13"}},
       Rational(2, 13)},
  };
  for (const Case& c : cases) {
    const TreeStrategicForm f = form(parse(c.tree));
    EXPECT_EQ(payoffsOfI(f), matrix(c.matrix)) << c.name;
    EXPECT_EQ(value(f), c.value) << c.name;
  }
}

TEST(TreeStrategicForm, T68TwoGuessesBothVariants) {
  // Failure subtrees of the second search: S1 when the dollar is in room 1, S2 in room 2.
  const std::string s1 = "{1: N{1/2: 1, 1/2: 0}, 2: 0}", s2 = "{1: 0, 2: N{1/3: 1, 2/3: 0}}";
  // One second set (I forgets the first room): I's strategies (first, second).
  const std::string single = "II[hide]{1: I[first]{1: N{1/2: 1, 1/2: I[second]" + s1 + "}, 2: I[second]" + s1 +
                             "}, 2: I[first]{1: I[second]" + s2 + ", 2: N{1/3: 1, 2/3: I[second]" + s2 + "}}}";
  const TreeStrategicForm f = form(parse(single));
  const MatrixGame expected = matrix({{"3/4", "0"}, {"1/2", "1/3"}, {"1/2", "1/3"}, {"0", "5/9"}});
  EXPECT_EQ(payoffsOfI(f), expected);
  EXPECT_EQ(labels(f, 0), (std::vector<std::string>{"(1,1)", "(1,2)", "(2,1)", "(2,2)"}));
  EXPECT_EQ(value(f), Rational(5, 13));
  // Perfect recall: the second set depends on the first room → 8 strategies, reduced to 4.
  const std::string recall = "II[hide]{1: I[first]{1: N{1/2: 1, 1/2: I[after1]" + s1 + "}, 2: I[after2]" + s1 +
                             "}, 2: I[first]{1: I[after1]" + s2 + ", 2: N{1/3: 1, 2/3: I[after2]" + s2 + "}}}";
  const GameTree tree = parse(recall);
  const TreeStrategicForm full = form(tree);
  EXPECT_EQ(full.game.strategies(0), 8u);
  EXPECT_EQ(value(full), Rational(5, 13));
  const TreeStrategicForm reduced = form(tree, StrategyReduction::Reduced);
  EXPECT_EQ(labels(reduced, 0), (std::vector<std::string>{"(1,1,*)", "(1,2,*)", "(2,*,1)", "(2,*,2)"}));
  EXPECT_EQ(payoffsOfI(reduced), expected);
  EXPECT_EQ(reduced.strategies[0][2], (std::vector<TreePureStrategy>{{1, -1, 0}}));
  // Merging the identical rows (1,2,*) and (2,*,1).
  const TreeStrategicForm merged = form(tree, StrategyReduction::MergeDuplicates);
  EXPECT_EQ(labels(merged, 0), (std::vector<std::string>{"(1,1,*)", "(1,2,*) = (2,*,1)", "(2,*,2)"}));
  EXPECT_EQ(merged.strategies[0][1].size(), 2u);
  EXPECT_EQ(value(merged), Rational(5, 13));
}

TEST(TreeStrategicForm, T70ForgetfulPlayer) {
  const GameTree tree = parse(
      "N{1/2 (H): I[H]{1: II[b1]{H: I[b1,H]{pass: -2, double: -4}, T: I[b1,T]{pass: 2, double: 4}},"
      " 2: II[b2]{H: I[b2,H]{pass: -3, double: -6}, T: I[b2,T]{pass: 3, double: 6}}}, 1/2 (T): I[T]{1: II[b1]{H: I[b1,H]{pass: 1,"
      " double: 2}, T: I[b1,T]{pass: -1, double: -2}}, 2: II[b2]{H: I[b2,H]{pass: 2, double: 4}, T: I[b2,T]{pass: -2, double: -4}}}}");
  const TreeStrategicForm f = form(tree);
  EXPECT_EQ(f.game.strategies(0), 64u);
  EXPECT_EQ(f.game.strategies(1), 4u);
  EXPECT_EQ(value(f), Rational(2, 5));
  const TreeStrategicForm merged = form(tree, StrategyReduction::MergeDuplicates);
  EXPECT_EQ(merged.game.strategies(0), 39u);
  EXPECT_EQ(merged.game.strategies(1), 4u);
  EXPECT_EQ(value(merged), Rational(2, 5));
  std::size_t pure = 0;
  for (const auto& group : merged.strategies[0]) pure += group.size();
  EXPECT_EQ(pure, 40u);  // the 40 reduced strategies (4 + 16 + 16 + 4) behind the 39 rows
}

std::string kuhnNotation() {
  std::string text = "N{";
  bool first = true;
  for (int a = 1; a <= 3; ++a)
    for (int b = 1; b <= 3; ++b) {
      if (a == b) continue;
      const std::string s = a > b ? "1" : "-1", s2 = a > b ? "2" : "-2", A = std::to_string(a), B = std::to_string(b);
      text += std::string(first ? "" : ", ") + "1/6: I[" + A + "]{check: II[" + B + "chk]{check: " + s + ", bet: I[" + A +
              "cb]{fold: -1, call: " + s2 + "}}, bet: II[" + B + "bet]{fold: 1, call: " + s2 + "}}";
      first = false;
    }
  return text + "}";
}

TEST(TreeStrategicForm, T71KuhnPoker) {
  const GameTree tree = parse(kuhnNotation());
  const TreeStrategicForm full = form(tree);
  EXPECT_EQ(full.game.strategies(0), 64u);
  EXPECT_EQ(full.game.strategies(1), 64u);
  const TreeStrategicForm reduced = form(tree, StrategyReduction::Reduced);
  EXPECT_EQ(reduced.game.strategies(0), 27u);
  EXPECT_EQ(reduced.game.strategies(1), 64u);
  EXPECT_EQ(value(reduced), Rational(-1, 18));
  EXPECT_EQ(form(tree, StrategyReduction::MergeDuplicates).game.strategies(0), 27u);
  // The reduced strategies are exactly the distinct rows of the full form.
  const auto size = strategicFormSize(tree);
  EXPECT_EQ(size.strategies, (std::vector<std::string>{"64", "64"}));
  EXPECT_EQ(size.cells, "8192");
  EXPECT_TRUE(size.fits);
}

TEST(TreeStrategicForm, Ch3T21GeneralSumAndThreePlayers) {
  const TreeStrategicForm f = form(parse("I{A: (0,1), B: II{a: (1,0), b: (-10,-1)}}"));
  EXPECT_EQ(f.game.payoffs, (StrategicGame::bimatrixFromText({{"0,1", "0,1"}, {"1,0", "-10,-1"}}).payoffs));
  EXPECT_EQ(labels(f, 0), (std::vector<std::string>{"A", "B"}));
  EXPECT_EQ(labels(f, 1), (std::vector<std::string>{"a", "b"}));
  // Three players; III moves only after I's x; chance in between.
  const TreeStrategicForm g = form(parse("I{x: N{1/2: III{u: (1,2,3), v: (0,0,6)}, 1/2: II{l: (3,0,0), r: (0,3,0)}}, y: (1,1,1)}"));
  ASSERT_EQ(g.game.players(), 3u);
  EXPECT_EQ(g.game.strategyCounts(), (std::vector<std::size_t>{2, 2, 2}));
  // Profile (x, r, v): 1/2 (0,0,6) + 1/2 (0,3,0) = (0, 3/2, 3).
  const std::size_t t = g.game.profileIndex({0, 1, 1});
  EXPECT_EQ(g.game.payoff(t, 0), Rational(0));
  EXPECT_EQ(g.game.payoff(t, 1), Rational(3, 2));
  EXPECT_EQ(g.game.payoff(t, 2), Rational(3));
  EXPECT_EQ(g.game.payoff(g.game.profileIndex({1, 0, 1}), 2), Rational(1));
}

TEST(TreeStrategicForm, T77BehaviourAndMixed) {
  // I moves at two sets (f/g then c/d after II's move); mixedFromBehaviour is the product.
  const GameTree tree = parse("I[first]{f: II{a: I[second]{c: 1, d: 0}, b: 2}, g: II{a: I[second]{c: 3, d: -1}, b: 0}}");
  const TreeStrategicForm f = form(tree);
  ASSERT_EQ(labels(f, 0), (std::vector<std::string>{"(f,c)", "(f,d)", "(g,c)", "(g,d)"}));
  const Rational pf(2, 7), pc(3, 5);
  BehaviourProfile behaviour(tree.infoSets.size());
  for (std::size_t i = 0; i < tree.infoSets.size(); ++i) behaviour[i] = RationalVector(tree.infoSets[i].actions.size(), Rational(1, 2));
  behaviour[static_cast<std::size_t>(tree.infoSetsOf(0)[0])] = {pf, 1 - pf};
  behaviour[static_cast<std::size_t>(tree.infoSetsOf(0)[1])] = {pc, 1 - pc};
  EXPECT_EQ(mixedFromBehaviour(tree, f, 0, behaviour),
            (RationalVector{pf * pc, pf * (1 - pc), (1 - pf) * pc, (1 - pf) * (1 - pc)}));
  // No behaviour strategy gives (0, 2/3, 1/3, 0): p_f p_c = 0 forces a zero in the middle.
  // Round trip on Kuhn poker (perfect recall), for both players, reduced and full forms.
  const GameTree kuhn = parse(kuhnNotation());
  for (auto reduction : {StrategyReduction::None, StrategyReduction::Reduced}) {
    const TreeStrategicForm k = form(kuhn, reduction);
    BehaviourProfile b(kuhn.infoSets.size());
    int i = 0;
    for (std::size_t s = 0; s < kuhn.infoSets.size(); ++s) {
      const InfoSet& set = kuhn.infoSets[s];
      if (set.isChance()) {
        b[s] = set.probabilities;
      } else {
        const Rational p(1 + (i++ % 5), 7);
        b[s] = {p, 1 - p};
      }
    }
    for (int player = 0; player < 2; ++player) {
      const RationalVector mixed = mixedFromBehaviour(kuhn, k, player, b);
      Rational total = 0;
      for (const auto& m : mixed) total += m;
      EXPECT_EQ(total, 1);
      EXPECT_EQ(behaviourFromMixed(kuhn, k, player, mixed, b), b);
      // From a uniform base only the player's own sets change.
      const BehaviourProfile back = behaviourFromMixed(kuhn, k, player, mixed, {});
      for (int s : kuhn.infoSetsOf(player)) EXPECT_EQ(back[static_cast<std::size_t>(s)], b[static_cast<std::size_t>(s)]);
    }
  }
  // A set the mixed strategy never reaches gets the uniform distribution.
  const GameTree endgame = parse("I{a: 0, b: I{x: 1, y: 2, z: 3}}");
  const TreeStrategicForm e = form(endgame);
  const BehaviourProfile pureA = behaviourFromMixed(endgame, e, 0, {1, 0, 0, 0, 0, 0}, {});
  EXPECT_EQ(pureA[static_cast<std::size_t>(endgame.infoSetsOf(0)[1])], (RationalVector{Rational(1, 3), Rational(1, 3), Rational(1, 3)}));
  EXPECT_EQ(pureA[static_cast<std::size_t>(endgame.infoSetsOf(0)[0])], (RationalVector{1, 0}));
}

TEST(TreeStrategicForm, StrategicToTreeRoundTrip) {
  StrategicGame g = StrategicGame::bimatrixFromText({{"3,3", "0,2", "1/2,-1"}, {"2,1", "5,5", "0,0"}});
  g.title = "round trip";
  g.playerNames = {"Row", "Column"};
  g.strategyLabels = {{"up", "down"}, {"l", "m", "r"}};
  const GameTree tree = strategicToTree(g);
  std::string why;
  EXPECT_TRUE(tree.isConsistent(&why)) << why;
  EXPECT_EQ(tree.infoSetsOf(1).size(), 1u);
  EXPECT_EQ(form(tree).game, g);
  // Three players too.
  StrategicGame three(std::vector<std::size_t>{2, 1, 3});
  for (std::size_t i = 0; i < three.payoffs.size(); ++i) three.payoffs[i] = Rational(static_cast<long>(i * 7 % 11)) / 3;
  three.strategyLabels = {{"a", "b"}, {"c"}, {"d", "e", "f"}};
  three.playerNames = {"1", "2", "3"};
  EXPECT_EQ(form(strategicToTree(three)).game, three);
}

// The default limit is the payoff limit of games read from files (kMaxGamePayoffs): a form of
// 2^23 × 1 strategies and 2 players (16.8 M payoffs, under the 25 M cell limit used before)
// would hold gigabytes of rationals.
TEST(TreeStrategicForm, DefaultLimitIsThePayoffLimit) {
  GameTree tree(2);
  tree.makeChance(0, 23);
  for (NodeId c : std::vector<NodeId>(tree.node(0).children)) tree.makeDecision(c, 0, 2);
  const auto size = strategicFormSize(tree);
  EXPECT_EQ(size.cells, "16777216");
  EXPECT_FALSE(size.fits);
  auto f = toStrategicForm(tree);
  ASSERT_FALSE(f.hasValue());
  EXPECT_EQ(f.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(f.error().args.at(1), std::to_string(kMaxGamePayoffs));
}

TEST(TreeStrategicForm, TooLargeSaysHowLarge) {
  // Chance picks one of 40 binary decisions of I: 2^40 pure strategies (all reachable).
  GameTree tree(2);
  tree.makeChance(0, 40);
  for (NodeId c : std::vector<NodeId>(tree.node(0).children)) tree.makeDecision(c, 0, 2);
  const auto size = strategicFormSize(tree);
  EXPECT_EQ(size.strategies, (std::vector<std::string>{"1099511627776", "1"}));
  EXPECT_EQ(size.cells, "2199023255552");
  EXPECT_FALSE(size.fits);
  for (auto reduction : {StrategyReduction::None, StrategyReduction::Reduced}) {
    StrategicFormOptions options;
    options.reduction = reduction;
    auto f = toStrategicForm(tree, options);
    ASSERT_FALSE(f.hasValue());
    EXPECT_EQ(f.error().code, ErrorCode::TooLarge);
    EXPECT_EQ(f.error().problem, Problem::StrategicFormTooLarge);
    EXPECT_EQ(f.error().args.at(0), "1099511627776 × 1");
  }
  // A custom limit applies to small games too: Kuhn has 64 × 64 × 2 = 8192 cells.
  StrategicFormOptions small;
  small.maxCells = 8000;
  auto k = toStrategicForm(parse(kuhnNotation()), small);
  ASSERT_FALSE(k.hasValue());
  EXPECT_EQ(k.error().args.at(0), "64 × 64");
  small.reduction = StrategyReduction::Reduced;  // 27 × 64 × 2 = 3456 cells fit
  EXPECT_TRUE(toStrategicForm(parse(kuhnNotation()), small).hasValue());
}

TEST(TreeStrategicForm, InvalidTreeAndCancel) {
  GameTree bad = parse("N{1/2: 1, 1/3: 0}");
  auto f = toStrategicForm(bad);
  ASSERT_FALSE(f.hasValue());
  EXPECT_EQ(f.error().code, ErrorCode::InvalidTree);
  CancelToken cancel;
  cancel.cancel();
  auto c = toStrategicForm(parse(kuhnNotation()), {}, Progress::none(), cancel);
  ASSERT_FALSE(c.hasValue());
  EXPECT_EQ(c.error().code, ErrorCode::Cancelled);
}

TEST(TreeStrategicForm, MergingDuplicatesAnswersCancel) {
  // Cancelled when the payoffs are complete (progress 1): the merge that follows must stop too
  // (it compared every pair of payoff rows without looking at the token).
  CancelToken cancel;
  Progress progress([&](double fraction, const std::string& stage) {
    if (stage == "strategic-form" && fraction >= 1) cancel.cancel();
  });
  auto c = toStrategicForm(parse(kuhnNotation()), {.reduction = StrategyReduction::MergeDuplicates}, progress, cancel);
  ASSERT_FALSE(c.hasValue());
  EXPECT_EQ(c.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
