// Perfect and proper equilibria of two-player games (core/strategic/refinements.h). Every
// answer is checked by its definition: a reported dominator is verified to dominate, a perfect
// strategy is verified to be a best response to a completely mixed strategy found by an LP of
// another formulation (y >= 1 unnormalised, no objective) and checked exactly, and on 2x2/2x3
// games a rational grid of completely mixed strategies gives witnesses independently of any LP.
#include "core/io/textfile.h"
#include "core/lp/lpproblem.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/refinements.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <random>

using namespace gamelab;

namespace {

/// Player p's payoff when p plays pure i and the opponent pure j.
Rational u(const StrategicGame& g, std::size_t p, std::size_t i, std::size_t j) {
  const std::size_t m = g.strategies(0);
  return p == 0 ? g.payoff(i + m * j, 0) : g.payoff(j + m * i, 1);
}

/// Player p's payoff of mixed w against the opponent's pure j.
Rational pay(const StrategicGame& g, std::size_t p, const RationalVector& w, std::size_t j) {
  Rational s = 0;
  for (std::size_t i = 0; i < w.size(); ++i) s += w[i] * u(g, p, i, j);
  return s;
}

/// The definition of weak dominance, against every opponent pure strategy.
bool dominatesByDefinition(const StrategicGame& g, std::size_t p, const RationalVector& d, const RationalVector& x) {
  bool strict = false;
  for (std::size_t j = 0; j < g.strategies(1 - p); ++j) {
    const Rational a = pay(g, p, d, j), b = pay(g, p, x, j);
    if (a < b) return false;
    if (a > b) strict = true;
  }
  return strict;
}

bool isDistribution(const RationalVector& w) {
  Rational s = 0;
  for (const auto& v : w) {
    if (v < 0) return false;
    s += v;
  }
  return s == 1;
}

/// Every strategy in `set` a best response of player p to the opponent's y (exactly).
bool bestResponsesTo(const StrategicGame& g, std::size_t p, const std::vector<std::size_t>& set, const RationalVector& y) {
  RationalVector value(g.strategies(p), Rational(0));
  for (std::size_t i = 0; i < value.size(); ++i)
    for (std::size_t j = 0; j < y.size(); ++j) value[i] += y[j] * u(g, p, i, j);
  const Rational best = *std::max_element(value.begin(), value.end());
  return std::all_of(set.begin(), set.end(), [&](std::size_t i) { return value[i] == best; });
}

std::vector<std::size_t> supportOf(const RationalVector& x) {
  std::vector<std::size_t> s;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] != 0) s.push_back(i);
  return s;
}

/// An independent witness: a completely mixed y (unnormalised, every y_j >= 1) with every
/// strategy of `set` a best response, by a feasibility LP; verified exactly before it counts.
bool witnessExists(const StrategicGame& g, std::size_t p, const std::vector<std::size_t>& set) {
  const std::size_t rows = g.strategies(p), cols = g.strategies(1 - p);
  LpProblem lp;
  for (std::size_t j = 0; j < cols; ++j) lp.addVariable(Rational(0), Rational(1));
  const int v = lp.addVariable(Rational(0), std::nullopt, std::nullopt);
  for (std::size_t i = 0; i < rows; ++i) {
    std::vector<LpTerm> terms;
    for (std::size_t j = 0; j < cols; ++j) terms.push_back({int(j), u(g, p, i, j)});
    terms.push_back({v, Rational(-1)});
    const bool in = std::find(set.begin(), set.end(), i) != set.end();
    lp.addRow(std::move(terms), in ? std::optional<Rational>(Rational(0)) : std::nullopt, Rational(0));
  }
  const auto solution = solveLp(lp);
  EXPECT_TRUE(solution.hasValue());
  if (!solution || solution->status != LpStatus::Optimal) return false;
  EXPECT_TRUE(solution->exact);
  RationalVector y(solution->x.begin(), solution->x.begin() + std::ptrdiff_t(cols));
  Rational total = 0;
  for (const auto& q : y) total += q;
  for (auto& q : y) q /= total;
  const bool ok = std::all_of(y.begin(), y.end(), [](const Rational& q) { return q > 0; }) && bestResponsesTo(g, p, set, y);
  EXPECT_TRUE(ok) << "the witness LP's answer is not a witness";
  return ok;
}

/// Necessary check without LPs: a completely mixed y on the grid with denominator `d` to which
/// x's support is a best response (then x must be undominated).
bool gridWitness(const StrategicGame& g, std::size_t p, const std::vector<std::size_t>& set, int d) {
  const std::size_t cols = g.strategies(1 - p);
  if (cols == 2) {
    for (int a = 1; a < d; ++a)
      if (bestResponsesTo(g, p, set, {Rational(a, d), Rational(d - a, d)})) return true;
    return false;
  }
  if (cols == 3) {
    for (int a = 1; a < d; ++a)
      for (int b = 1; a + b < d; ++b)
        if (bestResponsesTo(g, p, set, {Rational(a, d), Rational(b, d), Rational(d - a - b, d)})) return true;
    return false;
  }
  return false;
}

struct Solved {
  StrategicGame game;
  AllEquilibria all;
  Refinements refined;
};

Solved solveAll(const StrategicGame& game, const RefinementOptions& options = {}) {
  Solved s{game, {}, {}};
  auto all = solveEquilibria(game);
  EXPECT_TRUE(all.hasValue());
  if (!all) return s;
  s.all = std::move(*all);
  auto refined = solveRefinements(SolvedBimatrix{s.game, s.all}, options);
  EXPECT_TRUE(refined.hasValue()) << (refined ? "" : describe(refined.error()));
  if (refined) s.refined = std::move(*refined);
  return s;
}

StrategicGame loadData(const std::string& name) {
  const std::string path = std::string(GAMELAB_TEST_DATA) + "/refine/" + name;
  auto text = readTextFile(path);
  EXPECT_TRUE(text.hasValue()) << path;
  auto game = loadStrategicGame(*text, path);
  EXPECT_TRUE(game.hasValue());
  return *game;
}

/// Index of the extreme equilibrium with these strategies, or -1.
int find(const Solved& s, const RationalVector& x, const RationalVector& y) {
  for (std::size_t k = 0; k < s.all.equilibria.size(); ++k)
    if (s.all.equilibria[k].strategies[0] == x && s.all.equilibria[k].strategies[1] == y) return int(k);
  return -1;
}

RationalVector unit(std::size_t size, std::size_t at) {
  RationalVector e(size, Rational(0));
  e[at] = 1;
  return e;
}

/// Every answer against its definition (used on every game below).
void checkByDefinition(const Solved& s, bool grid) {
  const auto& g = s.game;
  ASSERT_EQ(s.refined.equilibria.size(), s.all.equilibria.size());
  ASSERT_EQ(s.refined.components.size(), s.all.components.size());
  for (std::size_t k = 0; k < s.all.equilibria.size(); ++k) {
    const auto& e = s.all.equilibria[k];
    const auto& r = s.refined.equilibria[k];
    bool undominated[2];
    for (std::size_t p = 0; p < 2; ++p) {
      undominated[p] = witnessExists(g, p, supportOf(e.strategies[p]));
      if (grid && gridWitness(g, p, supportOf(e.strategies[p]), 12)) { EXPECT_TRUE(undominated[p]); }
    }
    EXPECT_EQ(r.perfect, undominated[0] && undominated[1]) << "equilibrium " << k;
    EXPECT_EQ(r.perfect, r.dominations.empty());
    for (const auto& d : r.dominations) {
      EXPECT_FALSE(undominated[d.player]);
      EXPECT_EQ(d.dominated, e.strategies[d.player]);
      EXPECT_TRUE(isDistribution(d.dominator));
      EXPECT_TRUE(dominatesByDefinition(g, d.player, d.dominator, d.dominated));
      if (d.dominatedPure) {
        EXPECT_NE(e.strategies[d.player][*d.dominatedPure], 0);
        EXPECT_TRUE(isDistribution(d.pureDominator));
        EXPECT_TRUE(dominatesByDefinition(g, d.player, d.pureDominator, unit(e.strategies[d.player].size(), *d.dominatedPure)));
      } else {
        for (std::size_t i : supportOf(e.strategies[d.player]))
          EXPECT_TRUE(witnessExists(g, d.player, {i})) << "a dominated pure strategy in the support was not named";
      }
    }
    if (r.perfect) {  // no pure strategy dominates a perfect equilibrium's strategies
      for (std::size_t p = 0; p < 2; ++p)
        for (std::size_t i = 0; i < g.strategies(p); ++i)
          EXPECT_FALSE(dominatesByDefinition(g, p, unit(g.strategies(p), i), e.strategies[p]));
    }
    if (r.proper == true) { EXPECT_TRUE(r.perfect); }
    if (!r.perfect) { EXPECT_EQ(r.proper, std::optional<bool>(false)); }
    if (r.properReason == ProperReason::Strict) {
      const auto sx = supportOf(e.strategies[0]), sy = supportOf(e.strategies[1]);
      ASSERT_EQ(sx.size(), 1u);
      ASSERT_EQ(sy.size(), 1u);
      for (std::size_t i = 0; i < g.strategies(0); ++i)
        if (i != sx[0]) { EXPECT_LT(u(g, 0, i, sy[0]), u(g, 0, sx[0], sy[0])); }
      for (std::size_t j = 0; j < g.strategies(1); ++j)
        if (j != sy[0]) { EXPECT_LT(u(g, 1, j, sx[0]), u(g, 1, sy[0], sx[0])); }
    }
  }
  for (std::size_t c = 0; c < s.all.components.size(); ++c) {
    const auto& comp = s.all.components[c];
    const auto& part = s.refined.components[c];
    if (!part.decided) continue;
    std::vector<char> covered(s.all.equilibria.size(), 0);
    for (const auto& polytope : part.polytopes) {
      ASSERT_FALSE(polytope.empty());
      RationalVector cx(g.strategies(0), Rational(0)), cy(g.strategies(1), Rational(0));
      for (std::size_t k : polytope) {
        EXPECT_TRUE(std::binary_search(comp.equilibria.begin(), comp.equilibria.end(), k));
        EXPECT_TRUE(s.refined.equilibria[k].perfect) << "a vertex of the perfect part is not perfect";
        covered[k] = 1;
        for (std::size_t i = 0; i < cx.size(); ++i) cx[i] += s.all.equilibria[k].strategies[0][i];
        for (std::size_t j = 0; j < cy.size(); ++j) cy[j] += s.all.equilibria[k].strategies[1][j];
      }
      // The polytope's centre is perfect: its support (the union) is one set of simultaneous
      // best responses to a completely mixed strategy, for each player.
      EXPECT_TRUE(witnessExists(g, 0, supportOf(cx)));
      EXPECT_TRUE(witnessExists(g, 1, supportOf(cy)));
      // Maximal: adding any other strategy of the component to a side leaves the perfect set.
      for (std::size_t p = 0; p < 2; ++p) {
        const RationalVector& centre = p == 0 ? cx : cy;
        for (const auto& other : p == 0 ? comp.rowStrategies : comp.colStrategies) {
          bool inside = false;
          for (std::size_t k : polytope) inside = inside || s.all.equilibria[k].strategies[p] == other;
          if (inside) continue;
          RationalVector joined = centre;
          for (std::size_t i = 0; i < joined.size(); ++i) joined[i] += other[i];
          EXPECT_FALSE(witnessExists(g, p, supportOf(joined))) << "a polytope of the perfect part is not maximal";
        }
      }
    }
    for (std::size_t k : comp.equilibria)
      if (s.refined.equilibria[k].perfect) { EXPECT_TRUE(covered[k]) << "perfect vertex " << k << " outside the perfect part"; }
    for (std::size_t a = 0; a < part.polytopes.size(); ++a)
      for (std::size_t b = 0; b < part.polytopes.size(); ++b)
        if (a != b) {
          EXPECT_FALSE(std::includes(part.polytopes[b].begin(), part.polytopes[b].end(), part.polytopes[a].begin(),
                                     part.polytopes[a].end()));
        }
  }
}

}  // namespace

TEST(Refinements, GambitPerfect1DominatedEquilibriaLieInsideAComponentOfPerfectVertices) {
  // "Game with no dominated strategies, and dominated equilibrium": no pure strategy is weakly
  // dominated and every extreme equilibrium is perfect, yet a component with four vertices holds
  // dominated equilibria inside (its centre); its perfect part is two of its faces.
  const Solved s = solveAll(loadData("perfect1.nfg"));
  checkByDefinition(s, true);
  for (const auto& r : s.refined.equilibria) { EXPECT_TRUE(r.perfect); }
  for (std::size_t p = 0; p < 2; ++p)
    for (std::size_t i = 0; i < s.game.strategies(p); ++i) {
      EXPECT_TRUE(witnessExists(s.game, p, {i}));
      const auto d = weakDominator(s.game, p, unit(s.game.strategies(p), i));
      ASSERT_TRUE(d.hasValue());
      EXPECT_FALSE(d->has_value());
    }
  std::size_t checked = 0;
  for (std::size_t c = 0; c < s.all.components.size(); ++c) {
    const auto& comp = s.all.components[c];
    if (comp.equilibria.size() != 4) continue;
    ++checked;
    const auto& polytopes = s.refined.components[c].polytopes;
    ASSERT_EQ(polytopes.size(), 2u);
    std::vector<std::size_t> all;
    for (const auto& polytope : polytopes) {
      EXPECT_EQ(polytope.size(), 2u);
      all.insert(all.end(), polytope.begin(), polytope.end());
    }
    std::sort(all.begin(), all.end());
    EXPECT_EQ(all, comp.equilibria);  // every vertex perfect, but the hull is not the perfect part
    ASSERT_EQ(comp.colStrategies.size(), 1u);
    RationalVector centre(3, Rational(0));
    for (const auto& x : comp.rowStrategies)
      for (std::size_t i = 0; i < 3; ++i) centre[i] += x[i] / Rational(int(comp.rowStrategies.size()));
    EXPECT_FALSE(witnessExists(s.game, 0, supportOf(centre)));
    const auto d = weakDominator(s.game, 0, centre);
    ASSERT_TRUE(d.hasValue());
    ASSERT_TRUE(d->has_value());
    EXPECT_TRUE(dominatesByDefinition(s.game, 0, **d, centre));
  }
  EXPECT_EQ(checked, 1u);
}

TEST(Refinements, GambitPerfect2HasAnImperfectEquilibriumButNoDominatedPureStrategy) {
  const Solved s = solveAll(loadData("perfect2.nfg"));
  checkByDefinition(s, true);
  std::size_t imperfect = 0;
  for (const auto& r : s.refined.equilibria) imperfect += r.perfect ? 0 : 1;
  EXPECT_GE(imperfect, 1u);
  for (std::size_t p = 0; p < 2; ++p)
    for (std::size_t i = 0; i < s.game.strategies(p); ++i) { EXPECT_TRUE(witnessExists(s.game, p, {i})); }
}

TEST(Refinements, MyersonsGame) {
  // Myerson (1978): (U,L) strict; (M,M) perfect but not proper (left undecided here: no theorem
  // of ours decides a non-strict equilibrium of a general-sum game); (D,R) weakly dominated.
  const Solved s = solveAll(StrategicGame::bimatrixFromText({{"1,1", "0,0", "-9,-9"},
                                                             {"0,0", "0,0", "-7,-7"},
                                                             {"-9,-9", "-7,-7", "-7,-7"}}));
  checkByDefinition(s, true);
  const int ul = find(s, unit(3, 0), unit(3, 0)), mm = find(s, unit(3, 1), unit(3, 1)), dr = find(s, unit(3, 2), unit(3, 2));
  ASSERT_GE(ul, 0);
  ASSERT_GE(mm, 0);
  ASSERT_GE(dr, 0);
  EXPECT_TRUE(s.refined.equilibria[ul].perfect);
  EXPECT_EQ(s.refined.equilibria[ul].proper, std::optional<bool>(true));
  EXPECT_EQ(s.refined.equilibria[ul].properReason, ProperReason::Strict);
  EXPECT_TRUE(s.refined.equilibria[mm].perfect);
  EXPECT_EQ(s.refined.equilibria[mm].proper, std::nullopt);
  EXPECT_FALSE(s.refined.equilibria[dr].perfect);
  EXPECT_EQ(s.refined.equilibria[dr].proper, std::optional<bool>(false));
  // D is weakly dominated by M (pays -7 >= -9, -7 >= -7, -7 >= -7 and more against L).
  ASSERT_FALSE(s.refined.equilibria[dr].dominations.empty());
  const auto& d = s.refined.equilibria[dr].dominations.front();
  EXPECT_EQ(d.player, 0u);
  EXPECT_EQ(d.dominatedPure, std::optional<std::size_t>(2));
  EXPECT_FALSE(s.refined.zeroSum);
}

TEST(Refinements, ZeroSumWeaklyDominatedColumnIsNotPerfect) {
  // A = [[1,1],[1,0]]: row 1 is the only optimal row; every column is optimal for player 2, but
  // column 1 is weakly dominated (costs 1 against row 2, column 2 costs 0): only (row 1,
  // column 2) is perfect, and it is proper (a trembling row 2 makes column 2 strictly better).
  const Solved s = solveAll(StrategicGame::bimatrixFromText({{"1,-1", "1,-1"}, {"1,-1", "0,0"}}));
  checkByDefinition(s, true);
  EXPECT_TRUE(s.refined.zeroSum);
  const int a = find(s, unit(2, 0), unit(2, 0)), b = find(s, unit(2, 0), unit(2, 1));
  ASSERT_GE(a, 0);
  ASSERT_GE(b, 0);
  EXPECT_FALSE(s.refined.equilibria[a].perfect);
  EXPECT_EQ(s.refined.equilibria[a].proper, std::optional<bool>(false));
  ASSERT_EQ(s.refined.equilibria[a].dominations.size(), 1u);
  EXPECT_EQ(s.refined.equilibria[a].dominations[0].player, 1u);
  EXPECT_EQ(s.refined.equilibria[a].dominations[0].dominator, unit(2, 1));
  EXPECT_TRUE(s.refined.equilibria[b].perfect);
  EXPECT_EQ(s.refined.equilibria[b].proper, std::optional<bool>(true));
  EXPECT_EQ(s.refined.equilibria[b].properReason, ProperReason::DresherOptimal);
  // One component {row 1} x conv{col 1, col 2}; its perfect part is the single vertex b.
  ASSERT_EQ(s.all.components.size(), 1u);
  EXPECT_EQ(s.refined.components[0].polytopes, (std::vector<std::vector<std::size_t>>{{std::size_t(b)}}));
}

TEST(Refinements, ZeroSumPerfectButNotProperVertices) {
  // A = [[0,2,-1],[0,-1,2]], B = -A. Column 1 is player 2's only optimal strategy (value 0);
  // player 1's optimal set is x1 in [1/3, 2/3], every one undominated, so both extreme
  // equilibria ((1/3,2/3), col 1) and ((2/3,1/3), col 1) are perfect. Neither is proper: near
  // x = (1/3,2/3) column 2 costs player 2 nothing (pays 0) while column 3 costs 1, so in an
  // ε-proper profile column 3 is ε times less likely than column 2; then row 1 (2δ − εδ) beats
  // row 2 (−δ + 2εδ) and row 2 gets weight at most ε — x cannot stay at (1/3,2/3). Symmetrically
  // for (2/3,1/3). Dresher: after the value step, both mistakes weigh the same and x = (1/2,1/2)
  // is the only Dresher-optimal strategy (an interior point, not an extreme equilibrium).
  const Solved s = solveAll(StrategicGame::bimatrixFromText({{"0,0", "2,-2", "-1,1"}, {"0,0", "-1,1", "2,-2"}}));
  checkByDefinition(s, true);
  ASSERT_EQ(s.all.equilibria.size(), 2u);
  for (const auto& r : s.refined.equilibria) {
    EXPECT_TRUE(r.perfect);
    EXPECT_EQ(r.proper, std::optional<bool>(false));
    EXPECT_EQ(r.properReason, ProperReason::NotDresherOptimal);
  }
  ASSERT_EQ(s.refined.dresherOptimal.size(), 2u);
  EXPECT_EQ(s.refined.dresherOptimal[1], (std::vector<char>{1, 1}));  // column 1 is Dresher-optimal
  ASSERT_EQ(s.all.components.size(), 1u);
  EXPECT_EQ(s.refined.components[0].polytopes, (std::vector<std::vector<std::size_t>>{{0, 1}}));
}

TEST(Refinements, PerfectPartIsAUnionOfFacesNotTheHullOfPerfectVertices) {
  // Player 2's column 1 is strictly dominant and every row pays player 1 zero against it, so the
  // one component is Δ(rows) × {col 1}, with the three pure rows as vertices. Against columns 2
  // and 3: row 1 = (1, −1), row 2 = (1/2, 1/2), row 3 = (−1, 1). Rows 1 and 3 are best responses
  // together only when y2 = y3, where row 2 pays more: the undominated rows are the edges
  // [row 1, row 2] ∪ [row 2, row 3], while all three vertices are perfect (their hull is the
  // whole triangle; its point (1/2, 0, 1/2) is dominated by row 2).
  const Solved s = solveAll(StrategicGame::bimatrixFromText({{"0,1", "1,0", "-1,0"},
                                                             {"0,1", "1/2,0", "1/2,0"},
                                                             {"0,1", "-1,0", "1,0"}}));
  checkByDefinition(s, true);
  ASSERT_EQ(s.all.components.size(), 1u);
  ASSERT_EQ(s.all.equilibria.size(), 3u);
  const int r1 = find(s, unit(3, 0), unit(3, 0)), r2 = find(s, unit(3, 1), unit(3, 0)), r3 = find(s, unit(3, 2), unit(3, 0));
  ASSERT_GE(r1, 0);
  ASSERT_GE(r2, 0);
  ASSERT_GE(r3, 0);
  for (const auto& r : s.refined.equilibria) { EXPECT_TRUE(r.perfect); }
  std::vector<std::vector<std::size_t>> expected{{std::size_t(std::min(r1, r2)), std::size_t(std::max(r1, r2))},
                                                 {std::size_t(std::min(r2, r3)), std::size_t(std::max(r2, r3))}};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(s.refined.components[0].polytopes, expected);
  const RationalVector middle{Rational(1, 2), Rational(0), Rational(1, 2)};
  EXPECT_TRUE(dominatesByDefinition(s.game, 0, unit(3, 1), middle));
  EXPECT_FALSE(witnessExists(s.game, 0, {0, 2}));
  // With room for only one strategy per player the part is left undecided, honestly.
  const Solved tight = solveAll(s.game, RefinementOptions{.maxFaceStrategies = 1});
  ASSERT_EQ(tight.refined.components.size(), 1u);
  EXPECT_FALSE(tight.refined.components[0].decided);
  EXPECT_TRUE(tight.refined.components[0].polytopes.empty());
}

TEST(Refinements, RandomDegenerateGamesAgreeWithTheDefinition) {
  std::mt19937 rng(31031);
  std::size_t imperfect = 0, perfectNotProper = 0, undecided = 0, split = 0;
  for (int round = 0; round < 200; ++round) {
    const std::size_t m = 2 + rng() % (round < 160 ? 2 : 3), n = 2 + rng() % (round < 160 ? 2 : 3);
    const bool zeroSum = round % 3 == 0;
    std::vector<RationalVector> a(m, RationalVector(n)), b(m, RationalVector(n));
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        a[i][j] = int(rng() % 3);
        b[i][j] = zeroSum ? Rational(-a[i][j]) : Rational(int(rng() % 3));
      }
    const Solved s = solveAll(StrategicGame::bimatrix(a, b));
    SCOPED_TRACE("round " + std::to_string(round));
    checkByDefinition(s, m <= 3 && n <= 3);
    if (zeroSum) { EXPECT_TRUE(s.refined.zeroSum); }
    for (std::size_t k = 0; k < s.refined.equilibria.size(); ++k) {
      const auto& r = s.refined.equilibria[k];
      if (s.refined.zeroSum) {
        EXPECT_TRUE(r.proper.has_value());  // zero-sum: always decided
        // Dresher's sets, computed without looking at dominance, agree with the theorem that
        // proper implies perfect: a Dresher-optimal pair is never weakly dominated.
        if (s.refined.dresherOptimal[0][k] && s.refined.dresherOptimal[1][k]) { EXPECT_TRUE(r.perfect); }
      }
      imperfect += r.perfect ? 0 : 1;
      perfectNotProper += r.perfect && r.proper == false ? 1 : 0;
      undecided += r.proper.has_value() ? 0 : 1;
    }
    for (const auto& part : s.refined.components) split += part.polytopes.size() > 1 ? 1 : 0;
  }
  // The sample exercises every branch.
  EXPECT_GT(imperfect, 20u);
  EXPECT_GT(perfectNotProper, 0u);
  EXPECT_GT(undecided, 0u);
  // (split perfect parts are rare in small random games; the two tests above have them)
  std::cout << "imperfect " << imperfect << ", perfect not proper " << perfectNotProper << ", undecided " << undecided
            << ", split perfect parts " << split << "\n";
}

TEST(Refinements, RefusesOtherPlayerCountsAndHonoursCancel) {
  const StrategicGame three({2, 2, 2});
  const AllEquilibria none;
  const auto r = solveRefinements(SolvedBimatrix{three, none});
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::WrongShape);
  const StrategicGame game = StrategicGame::bimatrixFromText({{"1,1", "0,0"}, {"0,0", "0,0"}});
  const auto all = solveEquilibria(game);
  ASSERT_TRUE(all.hasValue());
  CancelToken cancel;
  cancel.cancel();
  const auto cancelled = solveRefinements(SolvedBimatrix{game, *all}, {}, Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}
