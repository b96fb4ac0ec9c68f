// Continuous poker (spec ferguson-ch2-zero-sum.md T102–T104, corrected values) and its
// discretised versions solved by the sequence form.
#include "core/common/problem.h"
#include "core/poker/continuouspoker.h"
#include "core/poker/continuouspokertree.h"
#include "core/poker/pokerexamples.h"
#include "core/poker/pokerjson.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace gamelab {
namespace {

using gamelab::testsupport::q;

PokerSolution solve(PokerModel model, const char* beta) {
  auto s = continuousPokerSolution(PokerGame{model, q(beta)});
  EXPECT_TRUE(s.hasValue());
  return s ? *s : PokerSolution{};
}

TEST(ContinuousPoker, T102LaRelance) {
  auto s = solve(PokerModel::LaRelance, "2");
  EXPECT_EQ(s.threshold("b"), q("1/2"));
  EXPECT_EQ(s.threshold("b2"), q("1/4"));
  EXPECT_EQ(s.value, q("-1/4"));
  s = solve(PokerModel::LaRelance, "1");
  EXPECT_EQ(s.threshold("b"), q("1/3"));
  EXPECT_EQ(s.value, q("-1/9"));
  // the spec's expected-value formula: v = −b² + b(1−b²) − (1+β)(1−b)(b−b²)
  for (const char* beta : {"1/2", "1", "2", "3", "7/3"}) {
    s = solve(PokerModel::LaRelance, beta);
    const Rational b = s.threshold("b"), B = q(beta);
    EXPECT_EQ(s.value, -b * b + b * (1 - b * b) - (1 + B) * (1 - b) * (b - b * b)) << beta;
  }
}

TEST(ContinuousPoker, T103VonNeumann) {
  auto s = solve(PokerModel::VonNeumann, "2");
  EXPECT_EQ(s.threshold("a"), q("1/9"));
  EXPECT_EQ(s.threshold("b"), q("7/9"));
  EXPECT_EQ(s.threshold("c"), q("5/9"));
  EXPECT_EQ(s.value, q("1/9"));
  s = solve(PokerModel::VonNeumann, "1");
  EXPECT_EQ(s.threshold("a"), q("1/10"));
  EXPECT_EQ(s.threshold("b"), q("7/10"));
  EXPECT_EQ(s.threshold("c"), q("2/5"));
  EXPECT_EQ(s.value, q("1/10"));
  // indifference equations (2.3)–(2.5) and the integration check of T103
  for (const char* beta : {"1/3", "1", "2", "5"}) {
    s = solve(PokerModel::VonNeumann, beta);
    const Rational a = s.threshold("a"), b = s.threshold("b"), c = s.threshold("c"), B = q(beta);
    EXPECT_EQ((B + 2) * a - B * (1 - b), 0);
    EXPECT_EQ(2 * c - B * (1 - c), 2 * a);
    EXPECT_EQ(2 * b - c, 1);
    EXPECT_EQ(s.value, (b * b - b - a * a + a) + a * (c - (1 + B) * (1 - c)) + (1 - b) * (c + (1 + B) * (b - c)));
  }
  // v(β) = a is largest at β = 2
  const Rational v2 = solve(PokerModel::VonNeumann, "2").value;
  for (const char* beta : {"19/10", "21/10", "1", "3"}) EXPECT_LT(solve(PokerModel::VonNeumann, beta).value, v2);
}

TEST(ContinuousPoker, T104CheckBack) {
  auto s = solve(PokerModel::CheckBack, "2");
  EXPECT_EQ(s.threshold("a"), q("5/33"));
  EXPECT_EQ(s.threshold("b"), q("23/33"));
  EXPECT_EQ(s.threshold("c"), q("20/33"));
  EXPECT_EQ(s.threshold("d"), q("14/33"));
  EXPECT_EQ(s.value, q("-2/33"));
  s = solve(PokerModel::CheckBack, "1");
  EXPECT_EQ(s.threshold("a"), q("3/20"));
  EXPECT_EQ(s.threshold("d"), q("7/20"));
  EXPECT_EQ(s.threshold("c"), q("9/20"));
  EXPECT_EQ(s.threshold("b"), q("11/20"));
  EXPECT_EQ(s.value, q("-1/40"));
  EXPECT_EQ(solve(PokerModel::CheckBack, "4").value, q("-16/145"));
  EXPECT_EQ(solve(PokerModel::CheckBack, "1/2").value, q("-1/132"));
  for (const char* beta : {"1/2", "1", "2", "4"}) {
    s = solve(PokerModel::CheckBack, beta);
    const Rational a = s.threshold("a"), b = s.threshold("b"), c = s.threshold("c"), d = s.threshold("d"), B = q(beta);
    EXPECT_EQ((B + 2) * a, B * (1 - b));
    EXPECT_EQ(d, 2 * c - B * (1 - c));
    EXPECT_EQ(d, (a + b) / 2);
    EXPECT_EQ(d + 2 * (b - d), 2 * c + (B + 2) * (b - c) - B * (1 - b));
    EXPECT_LT(s.value, 0);
  }
}

TEST(ContinuousPoker, BetMustBePositive) {
  for (const char* beta : {"0", "-1", "-1/2"}) {
    auto s = continuousPokerSolution(PokerGame{PokerModel::VonNeumann, q(beta)});
    ASSERT_FALSE(s.hasValue());
    EXPECT_EQ(s.error().problem, Problem::PokerBetNotPositive);
    EXPECT_FALSE(continuousPokerRegions(PokerGame{PokerModel::LaRelance, q(beta)}).hasValue());
    EXPECT_FALSE(discretePokerTree(PokerGame{PokerModel::LaRelance, q(beta)}, 4).hasValue());
  }
}

TEST(ContinuousPoker, ModelNames) {
  for (PokerModel m : allPokerModels()) EXPECT_EQ(pokerModelFromName(pokerModelName(m)), m);
  EXPECT_FALSE(pokerModelFromName("kuhn").has_value());
}

/// Property: the regions tile the unit square and integrate to the value, for every model.
TEST(ContinuousPoker, RegionsTileTheSquareAndIntegrateToTheValue) {
  for (PokerModel m : allPokerModels())
    for (const char* beta : {"1/7", "1/2", "1", "2", "4", "10"}) {
      const PokerGame game{m, q(beta)};
      auto regions = continuousPokerRegions(game);
      ASSERT_TRUE(regions.hasValue());
      Rational area = 0, expected = 0;
      for (const auto& r : *regions) {
        area += r.area();
        expected += r.area() * r.payoff;
        for (const auto& [x, y] : r.polygon) {
          EXPECT_GE(x, 0);
          EXPECT_LE(x, 1);
          EXPECT_GE(y, 0);
          EXPECT_LE(y, 1);
        }
      }
      EXPECT_EQ(area, 1) << pokerModelName(m) << " " << beta;
      EXPECT_EQ(expected, continuousPokerSolution(game)->value) << pokerModelName(m) << " " << beta;
    }
}

/// A bluff is a bet with a hand that loses if called: every bluff region lies left of II's
/// calling threshold, every other betting region right of it.
TEST(ContinuousPoker, BluffRegions) {
  for (PokerModel m : allPokerModels()) {
    const PokerGame game{m, 2};
    const auto s = *continuousPokerSolution(game);
    const Rational call = m == PokerModel::LaRelance ? s.threshold("b") : s.threshold("c");
    int bluffs = 0;
    const auto regions = continuousPokerRegions(game);
    ASSERT_TRUE(regions.hasValue());
    for (const auto& r : *regions) {
      if (r.outcome != PokerOutcome::BetFolded && r.outcome != PokerOutcome::BetCalled) continue;
      Rational lo = 1, hi = 0;
      for (const auto& [x, y] : r.polygon) {
        lo = std::min(lo, x);
        hi = std::max(hi, x);
      }
      if (r.bluff) {
        ++bluffs;
        EXPECT_LE(hi, call) << pokerModelName(m);
      } else {
        EXPECT_GE(lo, call) << pokerModelName(m);
      }
    }
    EXPECT_GE(bluffs, 2) << pokerModelName(m);
  }
}

TEST(ContinuousPoker, BetaGrid) {
  const auto grid = pokerBetaGrid(q("1/2"), q("4"), 7);
  ASSERT_EQ(grid.size(), 8u);
  EXPECT_EQ(grid.front(), q("1/2"));
  EXPECT_EQ(grid.back(), 4);
  EXPECT_EQ(grid[1], 1);
  EXPECT_TRUE(pokerBetaGrid(0, 1, 3).empty());
}

TEST(DiscretePoker, ClassesChecked) {
  auto t = discretePokerTree(PokerGame{}, 0);
  ASSERT_FALSE(t.hasValue());
  EXPECT_EQ(t.error().problem, Problem::MustBeBetween);
  EXPECT_FALSE(discretePokerTree(PokerGame{}, kMaxPokerClasses + 1).hasValue());
}

/// The discretised games converge to the continuous value: along n = 2, 4, 8, 16 the error
/// |v_n − v| never grows and ends below where it started (unless the discretisation is
/// already exact: La Relance at β = 2, whose thresholds 1/4 and 1/2 are class boundaries),
/// and it is below 0.002 at n = 20. Measured (β = 2): von Neumann 1/9 − v_n = .1111, .0174,
/// .0017, .0017, .0011 (n = 2, 4, 8, 16, 20); check-back .0606, .0106, .0019, .00006, .0006.
TEST(DiscretePoker, ConvergesToTheContinuousValue) {
  for (PokerModel m : allPokerModels())
    for (const char* beta : {"1", "3/2", "2"}) {
      const PokerGame game{m, q(beta)};
      DiscretePokerOptions options;
      options.classes = {2, 4, 8, 16, 20};
      auto rows = solveDiscretePoker(game, options);
      ASSERT_TRUE(rows.hasValue()) << pokerModelName(m);
      ASSERT_EQ(rows->size(), 5u);
      Rational previous = -1;
      for (const auto& row : *rows) {
        EXPECT_TRUE(row.verified);
        EXPECT_EQ(row.error, row.value - continuousPokerSolution(game)->value);
        const Rational err = abs(row.error);
        std::printf("%s beta=%s n=%d v_n=%s |v_n - v|=%.6f\n", pokerModelName(m), beta, row.classes,
                    toString(row.value).c_str(), toDouble(err));
        if (row.classes <= 16) {
          if (previous >= 0) {
            EXPECT_LE(err, previous) << pokerModelName(m) << " " << beta << " n=" << row.classes;
          }
          previous = err;
        }
      }
      const Rational first = abs(rows->front().error), at16 = abs((*rows)[3].error);
      if (first != 0) {
        EXPECT_LT(at16, first) << pokerModelName(m) << " " << beta;
      }
      EXPECT_LT(toDouble(abs(rows->back().error)), 0.002) << pokerModelName(m) << " " << beta;
    }
}

TEST(DiscretePoker, Cancelled) {
  CancelToken token;
  token.cancel();
  auto rows = solveDiscretePoker(PokerGame{}, {}, Progress::none(), token);
  ASSERT_FALSE(rows.hasValue());
  EXPECT_EQ(rows.error().code, ErrorCode::Cancelled);
}

TEST(PokerExamples, TheThreeModelsAtBetaTwo) {
  const auto& examples = pokerExamples();
  ASSERT_EQ(examples.size(), 3u);
  EXPECT_EQ(examples[0].game, (PokerGame{PokerModel::VonNeumann, 2}));
  EXPECT_EQ(examples[1].game, (PokerGame{PokerModel::LaRelance, 2}));
  EXPECT_EQ(examples[2].game, (PokerGame{PokerModel::CheckBack, 2}));
  EXPECT_EQ(continuousPokerSolution(examples[0].game)->value, q("1/9"));
}

TEST(PokerJson, RoundTripAndErrors) {
  for (PokerModel m : allPokerModels())
    for (const char* beta : {"2", "1/2", "-3"}) {
      const PokerGame game{m, q(beta)};
      auto back = pokerGameFromJson(toJson(game));
      ASSERT_TRUE(back.hasValue());
      EXPECT_EQ(*back, game);
    }
  auto j = pokerGameFromJson(nlohmann::json{{"model", "check-back"}, {"beta", 4}});
  ASSERT_TRUE(j.hasValue());
  EXPECT_EQ(j->beta, 4);
  EXPECT_EQ(pokerGameFromJson(nlohmann::json{{"model", "la-relance"}})->beta, 2);
  EXPECT_EQ(pokerGameFromJson(nlohmann::json{{"model", "kuhn"}}).error().problem, Problem::MustBeOneOf);
  EXPECT_EQ(pokerGameFromJson(nlohmann::json{{"beta", "2"}}).error().problem, Problem::MissingField);
  EXPECT_EQ(pokerGameFromJson(nlohmann::json::array()).error().problem, Problem::MustBeObject);
  EXPECT_EQ(pokerGameFromJson(nlohmann::json{{"model", "la-relance"}, {"beta", "x"}}).error().code, ErrorCode::NotANumber);
}

}  // namespace
}  // namespace gamelab
