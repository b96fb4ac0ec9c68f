// Pure SPEs and maxn on binary games (source 001 §2.2.3, §3.2, §3.3): the spec's part-3 fixtures
// and the Diamond game (part 4.5) with the numbers spec/reference/kingmaker_reference.py prints,
// and brute force over every pure profile of random small trees.
#include "core/kingmaker/generators.h"
#include "core/kingmaker/spe.h"
#include "kingmakertesthelpers.h"

#include <gtest/gtest.h>

#include <functional>
#include <set>

namespace gamelab::kingmaker {
namespace {

using kmtest::game;

std::string text(const RationalVector& values) {
  std::string out;
  for (std::size_t k = 0; k < values.size(); ++k) out += (k > 0 ? "," : "") + toString(values[k]);
  return out;
}

std::string maxnText(const BinaryGame& g, TieRule tie, int viewpoint = -1) {
  MaxnOptions options;
  options.tie = tie;
  options.viewpoint = viewpoint;
  const auto result = solveMaxn(g, options);
  EXPECT_TRUE(result.hasValue());
  return result ? text(result->rootValue) : std::string();
}

struct SpeCase {
  std::string name;
  std::string tree;
  std::vector<std::string> byWinner;  // pure SPE counts by root winner, players from 1
  std::string first, last, average;
  std::vector<std::string> pessimistic;  // viewpoint = player 1, 2, …
  std::vector<std::string> paranoid;
};

// Every number from spec/reference/kingmaker_reference.py (part 3 and 4.5) and, for the 4-player
// fixture of part 3.9, from its maxn()/spe_outcomes() with n = 4.
std::vector<SpeCase> cases() {
  return {
      {"Fig. 3.3", kmtest::kFig33, {"1", "1", "4"}, "0,0,1", "1,0,0", "1/4,1/4,1/2",
       {"0,0,1", "0,0,1", "0,1,0"}, {"0,0,1", "0,0,1", "0,1,0"}},
      {"Fig. 4.1", kmtest::kFig41, {"1", "1", "1"}, "0,0,1", "1,0,0", "0,1/2,1/2",
       {"0,0,1", "0,0,1", "0,1,0"}, {"0,0,1", "0,0,1", "0,1,0"}},
      {"Fig. 4.2", kmtest::kFig42, {"0", "0", "3"}, "0,0,1", "0,0,1", "0,0,1",
       {"0,0,1", "0,0,1", "0,0,1"}, {"0,0,1", "0,0,1", "0,0,1"}},
      {"Fig. 4.6 B", kmtest::kFig46B, {"3", "1", "1"}, "1,0,0", "0,0,1", "1/2,0,1/2",
       {"0,1,0", "1,0,0", "1,0,0"}, {"0,1,0", "1,0,0", "0,1,0"}},
      {"Fig. 4.6 A", kmtest::kFig46A, {"1", "3", "1"}, "1,0,0", "0,0,1", "1/2,0,1/2",
       {"0,1,0", "1,0,0", "1,0,0"}, {"0,1,0", "1,0,0", "0,1,0"}},
      {"Part 3.9, four players", kmtest::kFig39, {"0", "0", "1", "6"}, "0,0,0,1", "0,0,0,1", "0,0,1/4,3/4",
       {"0,0,0,1", "0,0,0,1", "0,0,0,1", "0,0,1,0"}, {"0,0,0,1", "0,0,0,1", "0,0,0,1", "0,0,1,0"}},
      {"Diamond", bracketText(diamondGame()),
       {"188372085642385529962496", "403724233122879748928512", "335164518560406985223168"}, "1,0,0", "0,1,0",
       "7/24,17/24,0", {"0,0,1", "1,0,0", "0,1,0"}, {"0,1,0", "1,0,0", "0,1,0"}},
  };
}

TEST(KingmakerSpe, Part3AndDiamondFixtures) {
  for (const SpeCase& c : cases()) {
    SCOPED_TRACE(c.name);
    const BinaryGame g = game(c.tree);
    const auto count = solveSpeCount(g);
    ASSERT_TRUE(count.hasValue());
    std::vector<std::string> byWinner;
    mpz_class sum = 0;
    for (const mpz_class& m : count->byWinner) {
      byWinner.push_back(m.get_str());
      sum += m;
    }
    EXPECT_EQ(byWinner, c.byWinner);
    EXPECT_EQ(count->total, sum);
    EXPECT_EQ(maxnText(g, TieRule::First), c.first);
    EXPECT_EQ(maxnText(g, TieRule::Last), c.last);
    EXPECT_EQ(maxnText(g, TieRule::Average), c.average);
    for (int p = 0; p < g.players; ++p) {
      EXPECT_EQ(maxnText(g, TieRule::Pessimistic, p), c.pessimistic[static_cast<std::size_t>(p)]) << "viewpoint " << p;
      EXPECT_EQ(maxnText(g, TieRule::Paranoid, p), c.paranoid[static_cast<std::size_t>(p)]) << "viewpoint " << p;
    }
    // The default viewpoint is the root's mover.
    const auto root = static_cast<std::size_t>(g.owner(0));
    EXPECT_EQ(maxnText(g, TieRule::Pessimistic), c.pessimistic[root]);
    EXPECT_EQ(maxnText(g, TieRule::Paranoid), c.paranoid[root]);
  }
  EXPECT_EQ(solveSpeCount(diamondGame())->total.get_str(), "927260837325672264114176");
}

TEST(KingmakerSpe, CanonicalTreeDetails) {
  const BinaryGame g = game(kmtest::kFig33);  // 0 c, 1 a, 2 C, 3 B, 4 b, 5 C, 6 A
  const auto count = solveSpeCount(g);
  EXPECT_EQ(count->outcomes, (std::vector<PlayerSet>{0b111, 0b110, 0b100, 0b010, 0b101, 0b100, 0b001}));
  EXPECT_EQ(count->chosenInSomeSpe, (std::vector<char>{1, 1, 1, 1, 1, 1}));
  MaxnOptions average;
  average.tie = TieRule::Average;
  const auto result = solveMaxn(g, average);
  EXPECT_EQ(result->chosen, (std::vector<int>{0, 0, -1, -1, 0, -1, -1}));
  EXPECT_EQ(result->tied, (std::vector<char>{1, 1, 1, 1, 1, 1}));
  // Fig. 4.2: P1 may pick [3], so the root's left child is chosen in some SPE too.
  EXPECT_EQ(solveSpeCount(game(kmtest::kFig42))->chosenInSomeSpe, (std::vector<char>{1, 1, 1, 1}));
  // P3{P1{[1],[2]},[3]}: P1 takes its win, so the root never goes left.
  const auto sure = solveSpeCount(game("c(a(A,B),C)"));
  EXPECT_EQ(sure->chosenInSomeSpe, (std::vector<char>{0, 1, 1, 0}));
  EXPECT_EQ(sure->outcomes[0], PlayerSet{0b100});
  MaxnOptions bad;
  bad.viewpoint = 3;
  EXPECT_EQ(solveMaxn(g, bad).error().problem, Problem::MustBeBetween);
}

/// The reference's maxn() (kingmaker_lib.py), recursive: fine for the small trees it checks.
RationalVector referenceMaxn(const BinaryGame& g, NodeIndex v, TieRule tie, int root) {
  const auto n = static_cast<std::size_t>(g.players);
  if (g.isLeaf(v)) {
    RationalVector unit(n, Rational(0));
    unit[static_cast<std::size_t>(g.winner(v))] = 1;
    return unit;
  }
  std::vector<RationalVector> values;
  for (NodeIndex c : g.children(v)) values.push_back(referenceMaxn(g, c, tie, root));
  const auto mover = static_cast<std::size_t>(g.owner(v));
  const auto r = static_cast<std::size_t>(root);
  auto firstWith = [&](std::size_t p, const Rational& x) {
    for (const auto& value : values)
      if (value[p] == x) return value;
    return values.front();
  };
  if (tie == TieRule::Paranoid) {
    Rational key = values.front()[r];
    for (const auto& value : values) key = g.owner(v) == root ? std::max(key, value[r]) : std::min(key, value[r]);
    return firstWith(r, key);
  }
  Rational best = values.front()[mover];
  for (const auto& value : values) best = std::max(best, value[mover]);
  std::vector<RationalVector> tied;
  for (const auto& value : values)
    if (value[mover] == best) tied.push_back(value);
  if (tie == TieRule::First) return tied.front();
  if (tie == TieRule::Last) return tied.back();
  if (tie == TieRule::Average) {
    RationalVector mean(n, Rational(0));
    for (const auto& value : tied)
      for (std::size_t p = 0; p < n; ++p) mean[p] += value[p] / static_cast<int>(tied.size());
    return mean;
  }
  // Pessimistic ("min-root").
  if (g.owner(v) == root) return tied.front();
  Rational low = tied.front()[r];
  for (const auto& value : tied) low = std::min(low, value[r]);
  for (const auto& value : tied)
    if (value[r] == low) return value;
  return tied.front();
}

TEST(KingmakerSpe, RandomTreesAgainstEveryProfile) {
  std::int64_t multiSpe = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const int players = 3 + static_cast<int>(seed % 2);
    const BinaryGame g = randomBinaryGame({static_cast<std::int64_t>(5 + seed % 8), 1, 3, players, seed});
    SCOPED_TRACE(bracketText(g));
    const auto n = static_cast<std::size_t>(g.nodeCount());
    mpz_class total = 0;
    std::vector<mpz_class> byWinner(static_cast<std::size_t>(players), 0);
    std::vector<PlayerSet> outcomes(n, 0);
    std::vector<char> chosen(g.childList.size(), 0);
    std::set<PureProfile> spes;
    kmtest::forEachProfile(g, [&](const PureProfile& profile) {
      const bool spe = kmtest::speByDefinition(g, profile);
      EXPECT_EQ(isSubgamePerfect(g, profile), spe);
      if (!spe) return;
      spes.insert(profile);
      ++total;
      ++byWinner[static_cast<std::size_t>(playWinner(g, profile))];
      for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
        outcomes[static_cast<std::size_t>(v)] |= playerBit(playWinner(g, profile, v));
        if (!g.isLeaf(v)) chosen[static_cast<std::size_t>(g.edge(v, profile[static_cast<std::size_t>(v)]))] = 1;
      }
    });
    const auto count = solveSpeCount(g);
    ASSERT_TRUE(count.hasValue());
    EXPECT_EQ(count->total, total);
    EXPECT_EQ(count->byWinner, byWinner);
    EXPECT_EQ(count->outcomes, outcomes);
    EXPECT_EQ(count->chosenInSomeSpe, chosen);
    multiSpe += total > 1;

    // The iterator walks through exactly these profiles, backward induction first.
    SpeIterator it(g);
    std::set<PureProfile> walked;
    std::size_t steps = 0;
    do {
      walked.insert(it.profile());
      ++steps;
    } while (it.next() && steps <= spes.size());
    EXPECT_EQ(steps, spes.size());
    EXPECT_EQ(walked, spes);
    EXPECT_EQ(SpeIterator(g).profile(), solveMaxn(g)->chosen);

    // maxn against the reference's rules; the winner-only rules pick subgame-perfect profiles.
    for (TieRule tie : {TieRule::First, TieRule::Last, TieRule::Average, TieRule::Pessimistic, TieRule::Paranoid}) {
      for (int view = 0; view < players; ++view) {
        MaxnOptions options;
        options.tie = tie;
        options.viewpoint = view;
        const auto result = solveMaxn(g, options);
        ASSERT_TRUE(result.hasValue());
        EXPECT_EQ(text(result->rootValue), text(referenceMaxn(g, 0, tie, view))) << static_cast<int>(tie) << " " << view;
        if (tie == TieRule::Paranoid || tie == TieRule::Average) continue;
        EXPECT_EQ(spes.count(result->chosen), 1u);
        // Tied = a best reply of the mover given the chosen profile below.
        for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
          if (g.isLeaf(v)) continue;
          const auto kids = g.children(v);
          bool moverWins = false;
          for (NodeIndex c : kids) moverWins = moverWins || playWinner(g, result->chosen, c) == g.owner(v);
          for (int c = 0; c < g.childCount(v); ++c) {
            const bool best = !moverWins || playWinner(g, result->chosen, kids[static_cast<std::size_t>(c)]) == g.owner(v);
            EXPECT_EQ(result->tied[static_cast<std::size_t>(g.edge(v, c))] != 0, best);
          }
        }
      }
    }
    // Random: reproducible, and a subgame-perfect profile whose choices are tied edges.
    MaxnOptions random;
    random.tie = TieRule::Random;
    random.seed = seed;
    const auto a = solveMaxn(g, random);
    const auto b = solveMaxn(g, random);
    EXPECT_EQ(a->chosen, b->chosen);
    EXPECT_EQ(spes.count(a->chosen), 1u);
    RationalVector unit(static_cast<std::size_t>(players), Rational(0));
    unit[static_cast<std::size_t>(playWinner(g, a->chosen))] = 1;
    EXPECT_EQ(a->rootValue, unit);
  }
  EXPECT_GT(multiSpe, 150);
}

TEST(KingmakerSpe, RandomRuleReachesEveryTiedChild) {
  const BinaryGame g = game("a(B,C,D,B)", 4);  // four tied children at the root
  std::set<int> picks;
  for (std::uint64_t seed = 1; seed <= 64; ++seed) {
    MaxnOptions options;
    options.tie = TieRule::Random;
    options.seed = seed;
    picks.insert(solveMaxn(g, options)->chosen[0]);
  }
  EXPECT_EQ(picks, (std::set<int>{0, 1, 2, 3}));
}

TEST(KingmakerSpe, MillionDeepPathWithoutRecursion) {
  const BinaryGame g = kmtest::pathGame(1'000'000);
  const auto count = solveSpeCount(g);
  ASSERT_TRUE(count.hasValue());
  // Only the deepest node (two leaves of its own mover) is free: two SPEs, both won by player 1.
  EXPECT_EQ(count->total, 2);
  EXPECT_EQ(count->byWinner, (std::vector<mpz_class>{2, 0, 0}));
  EXPECT_EQ(maxnText(g, TieRule::First), "1,0,0");
  EXPECT_EQ(maxnText(g, TieRule::Average), "1,0,0");
  EXPECT_EQ(maxnText(g, TieRule::Paranoid, 1), "1,0,0");
  EXPECT_TRUE(isSubgamePerfect(g, SpeIterator(g).profile()));
  EXPECT_EQ(playWinner(g, SpeIterator(g).profile()), 0);
}

TEST(KingmakerSpe, CancelStops) {
  CancelToken cancel;
  cancel.cancel();
  const BinaryGame g = kmtest::pathGame(100'000);
  EXPECT_EQ(solveSpeCount(g, Progress::none(), cancel).error().code, ErrorCode::Cancelled);
  EXPECT_EQ(solveMaxn(g, {}, Progress::none(), cancel).error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab::kingmaker
