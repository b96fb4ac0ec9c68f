// Equivalence transformations (core/kingmaker/essence.h): the reduced trees and Table 5.2
// counts of every reference case (spec part 3, Diamond, Nim) as the reference's
// reduce(apply_strategy(…)) prints them, for rules 1–4 alone, after kmn-η and after SP-1EP
// under each reading; editor nodes survive; the one-step transform reaches a reduced tree.
#include "core/kingmaker/essence.h"
#include "core/kingmaker/generators.h"
#include "core/kingmaker/matches.h"
#include "tests/core/kingmakerreference.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace gamelab::kingmaker {
namespace {

using testing::braceOf;
using testing::bracketTree;

std::string countsText(const TreeCounts& c) {
  return std::to_string(c.decisionNodes) + '/' + std::to_string(c.leaves) + '/' + std::to_string(c.kingmakers);
}

TEST(KingmakerEssence, EveryReferenceCase) {
  for (const auto& c : testing::referenceCases()) {
    const auto g = bracketTree(c.tree, c.players());
    auto check = [&](const EssenceOptions& o, const std::string& key) {
      const auto r = solveEssence(g, o);
      ASSERT_TRUE(r.hasValue());
      EXPECT_EQ(braceOf(r->reduced) + ' ' + countsText(r->after), c.lines.at(key)) << c.name << ' ' << key;
      EXPECT_EQ(r->before, countTree(g));
    };
    check({}, "transformed");
    check({.strategy = EssenceStrategy::KmnEta}, "kmn reduced");
    for (const std::string reading : {"set", "alt", "eff"})
      check({.strategy = EssenceStrategy::Sp1ep, .reading = testing::readingOf(reading)}, reading + " reduced");
  }
}

TEST(KingmakerEssence, Table52) {
  const auto g = bracketTree(testing::referenceCases().at(10).tree);
  const auto original = solveEssence(g);
  EXPECT_EQ(original->before, (TreeCounts{84, 112, 26}));
  EXPECT_EQ(original->after, (TreeCounts{71, 85, 19}));  // the thesis prints 72: see spec part 4.3
  EXPECT_EQ(solveEssence(g, {.strategy = EssenceStrategy::KmnEta})->after, (TreeCounts{9, 10, 5}));
  for (Reading reading : {Reading::Set, Reading::Alt, Reading::Eff})
    EXPECT_EQ(solveEssence(g, {.strategy = EssenceStrategy::Sp1ep, .reading = reading})->after, (TreeCounts{1, 2, 1}));
  // Fig. 5.3 (kmn-η, transformed) in the P_k notation, 1 = a.
  EXPECT_EQ(braceOf(solveEssence(g, {.strategy = EssenceStrategy::KmnEta})->reduced),
            "P1{P3{P1{[3],[2]},P2{[1],[3]}},P2{P3{P2{[1],[3]},P1{[2],[3]}},P3{[1],[2]}}}");
}

TEST(KingmakerEssence, StepsNameTheirRules) {
  // Fig. 3.3 under SP-1EP: both kingmakers keep one child (rule 6), one child each is dropped
  // (rule 5); nothing else is left to do.
  const auto g = bracketTree("c(a(C,B),b(C,A))");
  const auto r = solveEssence(g, {.strategy = EssenceStrategy::Sp1ep});
  EXPECT_EQ(braceOf(r->reduced), "P3{[2],[1]}");
  std::multiset<TransformRule> rules;
  for (const auto& s : r->steps) rules.insert(s.rule);
  EXPECT_EQ(rules.count(TransformRule::NeverChosen), 2U);
  EXPECT_EQ(rules.count(TransformRule::AlwaysChosen), 2U);
  EXPECT_EQ(rules.size(), 4U);
  // P1{P1{[2],[3]},[2]}: rule 2 merges the child, rule 3 drops the repeated [2].
  const auto merged = solveEssence(bracketTree("a(a(B,C),B)"));
  EXPECT_EQ(braceOf(merged->reduced), "P1{[2],[3]}");
  ASSERT_GE(merged->steps.size(), 2U);
  EXPECT_EQ(merged->steps[0].rule, TransformRule::SameOwner);
  EXPECT_EQ(merged->steps[1].rule, TransformRule::DuplicateForcedWin);
}

TEST(KingmakerEssence, EditorNodesSurviveEveryStep) {
  std::mt19937 rng(7);
  for (int round = 0; round < 300; ++round) {
    auto g = testing::randomSmallTree(rng, 3, 30);
    for (NodeIndex v = 0; v < g.nodeCount(); ++v) g.treeNode[v] = static_cast<NodeId>(1000 + v);
    for (auto strategy : {EssenceStrategy::None, EssenceStrategy::KmnEta, EssenceStrategy::Sp1ep}) {
      const auto r = solveEssence(g, {.strategy = strategy});
      for (NodeIndex v = 0; v < r->reduced.nodeCount(); ++v) {
        const NodeId id = r->reduced.treeNode[v];
        ASSERT_GE(id, 1000);
        const NodeIndex from = static_cast<NodeIndex>(id - 1000);
        // A decision node keeps its mover; a leaf is a leaf or a collapsed forced-win node.
        if (!r->reduced.isLeaf(v)) {
          EXPECT_EQ(g.owner(from), r->reduced.owner(v));
        }
      }
    }
  }
}

/// No basic rule applies: no forced-win decision node, no single child, no child of the same
/// mover, no two children with the same leaf winner.
void expectReduced(const BinaryGame& g) {
  const auto s = solveStructure(g);
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    if (g.isLeaf(v)) continue;
    EXPECT_EQ(s->forcedWin[v], kNobody);
    EXPECT_GE(g.childCount(v), 2);
    std::set<int> leafWinners;
    for (NodeIndex c : g.children(v)) {
      if (!g.isLeaf(c)) {
        EXPECT_NE(g.owner(c), g.owner(v));
      } else {
        EXPECT_TRUE(leafWinners.insert(g.winner(c)).second);
      }
    }
  }
}

TEST(KingmakerEssence, TransformOnceReachesAReducedTree) {
  std::mt19937 rng(11);
  for (int round = 0; round < 300; ++round) {
    auto g = testing::randomSmallTree(rng, 3, 40);
    int steps = 0;
    NodeIndex size = g.nodeCount();
    while (const auto step = transformOnce(g)) {
      ++steps;
      EXPECT_LT(g.nodeCount(), size) << static_cast<int>(step->rule);
      size = g.nodeCount();
      ASSERT_LT(steps, 1000);
    }
    expectReduced(g);
    // The pass-based essence is reduced too.
    expectReduced(solveEssence(g)->reduced);
  }
  // The Diamond game one step at a time.
  auto d = bracketTree(testing::referenceCases().at(10).tree);
  int steps = 0;
  while (transformOnce(d)) ++steps;
  EXPECT_GT(steps, 10);
  expectReduced(d);
  EXPECT_EQ(countTree(d), (TreeCounts{71, 85, 19}));  // the same essence as the reference's passes
}

TEST(KingmakerEssence, RestrictToAllowed) {
  const auto g = bracketTree("c(a(C,B),b(C,A))");
  std::vector<char> allowed(g.childList.size(), 1);
  allowed[static_cast<std::size_t>(g.edge(1, 0))] = 0;
  EXPECT_EQ(braceOf(restrictToAllowed(g, allowed)), "P3{[2],P2{[3],[1]}}");
  allowed[static_cast<std::size_t>(g.edge(0, 1))] = 0;
  EXPECT_EQ(braceOf(restrictToAllowed(g, allowed)), "[2]");
  EXPECT_EQ(braceOf(collapseForcedWin(bracketTree("c(a(C,B),C)"))), "[3]");
}

}  // namespace
}  // namespace gamelab::kingmaker

namespace gamelab::kingmaker {
namespace {

TEST(KingmakerEssence, GeneratorsAndNotationAgreeWithTheReferenceCases) {
  // diamondGame() is the reference's tree; Nim collapsed is the reference's collapse_win_nodes.
  const auto cases = testing::referenceCases();
  EXPECT_EQ(bracketText(diamondGame()), bracketText(bracketTree(cases.at(10).tree)));
  const std::vector<std::vector<int>> heaps = {{1, 2}, {2, 2}, {1, 3}, {2, 3}, {1, 2, 3}};
  for (std::size_t k = 0; k < heaps.size(); ++k) {
    const auto nim = nimGame(heaps[k], 3);
    ASSERT_TRUE(nim.hasValue());
    const auto& c = cases.at(11 + k);
    EXPECT_EQ(bracketText(collapseForcedWin(*nim)), bracketText(bracketTree(c.tree))) << c.name;
  }
  // braceText prints what the reference's show() does.
  for (const auto& c : cases) {
    const auto r = solveEssence(bracketTree(c.tree, c.players()), {.strategy = EssenceStrategy::Sp1ep});
    EXPECT_EQ(braceText(r->reduced), braceOf(r->reduced)) << c.name;
  }
}

}  // namespace
}  // namespace gamelab::kingmaker

namespace gamelab::kingmaker {
namespace {

TEST(KingmakerEssence, CancelledTokenStopsEssenceAndMatches) {
  const auto g = diamondGame();
  CancelToken cancel;
  cancel.cancel();
  const auto e = solveEssence(g, {}, Progress::none(), cancel);
  ASSERT_FALSE(e.hasValue());
  EXPECT_EQ(e.error().code, ErrorCode::Cancelled);
  const auto m = solveMatch(g, {.seats = {Policy::OneEp, Policy::RndAll, Policy::RndAll}}, Progress::none(), cancel);
  ASSERT_FALSE(m.hasValue());
  EXPECT_EQ(m.error().code, ErrorCode::Cancelled);
}

TEST(KingmakerEssence, Sp1epReportsItsStage) {
  const auto g = randomBinaryGame({.nodes = 200000, .seed = 3});
  std::set<std::string> stages;
  double last = 0;
  const Progress progress([&](double fraction, const std::string& stage) {
    stages.insert(stage);
    last = fraction;
  });
  ASSERT_TRUE(solveSp1ep(g, {}, progress).hasValue());
  EXPECT_EQ(stages, (std::set<std::string>{"sp1ep"}));
  EXPECT_GT(last, 0.5);
}

}  // namespace
}  // namespace gamelab::kingmaker
