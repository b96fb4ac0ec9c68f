// Best-response certificates (core/matrix/bestresponsecertificate.h) and the iterated
// dominance that uses them: the same steps, exactly, as the plain search on many random games.
#include "core/matrix/bestresponsecertificate.h"
#include "core/matrix/dominance.h"
#include "core/matrix/zerosumsolver.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace gamelab;

namespace {

using Idx = std::vector<std::size_t>;

using testsupport::randomMatrixGame;

void expectSameSteps(const DominanceResult& fast, const DominanceResult& plain) {
  ASSERT_EQ(fast.steps.size(), plain.steps.size());
  for (std::size_t s = 0; s < fast.steps.size(); ++s) {
    SCOPED_TRACE("step " + std::to_string(s));
    EXPECT_EQ(fast.steps[s].side, plain.steps[s].side);
    EXPECT_EQ(fast.steps[s].removed, plain.steps[s].removed);
    EXPECT_EQ(fast.steps[s].strict, plain.steps[s].strict);
    EXPECT_EQ(fast.steps[s].duplicate, plain.steps[s].duplicate);
    EXPECT_EQ(fast.steps[s].dominator, plain.steps[s].dominator);
  }
  EXPECT_EQ(fast.remainingRows, plain.remainingRows);
  EXPECT_EQ(fast.remainingCols, plain.remainingCols);
}

Idx all(std::size_t n) {
  Idx v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = i;
  return v;
}

}  // namespace

TEST(MatrixDominanceCertificate, MixtureDominatedLineIsNeverCertified) {
  // Row 2 = (1,1) is strictly dominated by ½·(3,0) + ½·(0,3); rows 0 and 1 are unique best
  // responses to the pure columns.
  const auto g = MatrixGame::fromText({{"3", "0"}, {"0", "3"}, {"1", "1"}});
  const auto lines = orientedIntegerLines(g, 0);
  const auto certs = certifyUndominated(lines, all(3), all(2), {{Rational(1, 2), Rational(1, 2)}});
  EXPECT_EQ(certs[0], DominanceCertificate::NotDominated);
  EXPECT_EQ(certs[1], DominanceCertificate::NotDominated);
  EXPECT_EQ(certs[2], DominanceCertificate::None);
  auto found = findUniqueWitness(lines, all(3), all(2), 2, CancelToken::none());
  ASSERT_TRUE(found);
  EXPECT_FALSE(*found);
  // With (2,2) instead, row 2 is the unique best response to ½·(e0 + e1).
  const auto h = MatrixGame::fromText({{"3", "0"}, {"0", "3"}, {"2", "2"}});
  found = findUniqueWitness(orientedIntegerLines(h, 0), all(3), all(2), 2, CancelToken::none());
  ASSERT_TRUE(found);
  EXPECT_TRUE(*found);
}

TEST(MatrixDominanceCertificate, TiesGiveOnlyNotStrictUnlessBrokenByAPureColumn) {
  // Rows 0 and 1 tie against column 0 and against the witness; row 1 is a copy of row 0 on
  // both columns, so neither tie can be broken: both stay NotStrict (a copy is weakly dominated).
  const auto g = MatrixGame::fromText({{"2", "0"}, {"2", "0"}, {"0", "1"}});
  const auto certs = certifyUndominated(orientedIntegerLines(g, 0), all(3), all(2), {});
  EXPECT_EQ(certs[0], DominanceCertificate::NotStrict);
  EXPECT_EQ(certs[1], DominanceCertificate::NotStrict);
  EXPECT_EQ(certs[2], DominanceCertificate::NotDominated);
  // Columns are oriented as −a: column 1 is the unique minimiser of row 0, column 0 of row 2.
  const auto colCerts = certifyUndominated(orientedIntegerLines(g, 1), all(2), all(3), {});
  EXPECT_EQ(colCerts[0], DominanceCertificate::NotDominated);
  EXPECT_EQ(colCerts[1], DominanceCertificate::NotDominated);
}

TEST(MatrixDominanceCertificate, WitnessesOutsideThePresentLinesAreIgnored) {
  const auto g = MatrixGame::fromText({{"3", "0", "9"}, {"0", "3", "9"}, {"2", "2", "0"}});
  // The witness plays column 2, which is not present: it must not certify anything.
  const RationalVector q{Rational(0), Rational(0), Rational(1)};
  const auto certs = certifyUndominated(orientedIntegerLines(g, 0), all(3), Idx{0, 1}, {q});
  EXPECT_EQ(certs[2], DominanceCertificate::None);
}

TEST(MatrixDominanceCertificate, SameStepsAsThePlainSearchOnRandomGames) {
  std::mt19937 rng(2026);
  std::uniform_int_distribution<std::size_t> size(1, 7);
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t rows = size(rng), cols = size(rng);
    const int spread = trial % 3 == 0 ? 2 : 9;  // small ranges: many ties, copies, weak steps
    const auto game = randomMatrixGame(rng, rows, cols, -spread, spread);
    SCOPED_TRACE("trial " + std::to_string(trial));
    DominanceOptions plain;
    plain.useCertificates = false;
    plain.allowWeak = trial % 4 != 1;
    DominanceOptions fast = plain;
    fast.useCertificates = true;
    if (trial % 2 == 0) {  // hints as the CLI passes them: optimal strategies of the whole game
      auto solution = solveZeroSum(game);
      ASSERT_TRUE(solution);
      fast.rowWitness = solution->rowStrategy;
      fast.colWitness = solution->colStrategy;
    } else if (trial % 5 == 1) {  // arbitrary (non-optimal) hints are valid witnesses too
      fast.rowWitness.assign(rows, Rational(1));
      fast.colWitness.assign(cols, Rational(0));
      fast.colWitness[0] = 1;
    }
    auto a = solveDominance(game, plain);
    auto b = solveDominance(game, fast);
    ASSERT_TRUE(a);
    ASSERT_TRUE(b);
    expectSameSteps(*b, *a);
  }
}

TEST(MatrixDominanceCertificate, SameStepsOnLargerGamesWithDominatedMixtures) {
  // 12×12 games plus rows and columns that are mixtures of others minus a little (strictly
  // dominated by mixtures of 3 lines: the LP phase must still find them).
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> pick(0, 11);
  for (int trial = 0; trial < 12; ++trial) {
    auto base = randomMatrixGame(rng, 12, 12, 0, 20);
    std::vector<RationalVector> rows;
    for (std::size_t i = 0; i < 12; ++i) rows.emplace_back(base.payoffs.begin() + static_cast<long>(i * 12),
                                                           base.payoffs.begin() + static_cast<long>((i + 1) * 12));
    for (int extra = 0; extra < 3; ++extra) {
      const int a = pick(rng), b = pick(rng), c = pick(rng);
      RationalVector mix(12);
      for (std::size_t j = 0; j < 12; ++j)
        mix[j] = (rows[static_cast<std::size_t>(a)][j] + rows[static_cast<std::size_t>(b)][j] +
                  rows[static_cast<std::size_t>(c)][j]) / 3 - Rational(1, 7);
      rows.push_back(std::move(mix));
    }
    const auto game = MatrixGame::fromRows(rows);
    SCOPED_TRACE("trial " + std::to_string(trial));
    DominanceOptions plain;
    plain.useCertificates = false;
    auto a = solveDominance(game, plain);
    auto b = solveDominance(game, DominanceOptions{});
    ASSERT_TRUE(a);
    ASSERT_TRUE(b);
    EXPECT_GE(a->steps.size(), 1u);
    expectSameSteps(*b, *a);
  }
}

TEST(MatrixDominanceCertificate, GmpLinesGiveTheSameCertificatesAndStepsAsInt64Lines) {
  // Scaling every payoff by 2^40 (and by 1/7) changes no comparison: the GMP path (entries
  // beyond IntegerLines::kSmallBound) and the scaled-fraction path must agree with the int64 one.
  std::mt19937 rng(4242);
  std::uniform_int_distribution<std::size_t> size(1, 7);
  const Rational big = Rational(mpz_class(1) << 40);
  for (int trial = 0; trial < 150; ++trial) {
    const std::size_t rows = size(rng), cols = size(rng);
    const auto game = randomMatrixGame(rng, rows, cols, trial % 3 == 0 ? -2 : -9, trial % 3 == 0 ? 2 : 9);
    MatrixGame huge = game, fractional = game;
    for (auto& a : huge.payoffs) a *= big;
    for (auto& a : fractional.payoffs) a /= 7;
    SCOPED_TRACE("trial " + std::to_string(trial));
    const auto small = orientedIntegerLines(game, 0);
    const auto wide = orientedIntegerLines(huge, 0);
    ASSERT_TRUE(small.fitsSmall);
    const bool allZero = std::all_of(game.payoffs.begin(), game.payoffs.end(), [](const Rational& a) { return a == 0; });
    EXPECT_EQ(wide.fitsSmall, allZero);
    EXPECT_TRUE(orientedIntegerLines(fractional, 1).fitsSmall);
    RationalVector q(cols);
    for (auto& x : q) x = Rational(static_cast<long>(rng() % 4));
    q[0] += 1;
    for (int side = 0; side < 2; ++side) {
      const std::size_t own = side == 0 ? rows : cols, other = side == 0 ? cols : rows;
      const std::vector<RationalVector> witnesses = side == 0 ? std::vector<RationalVector>{q} : std::vector<RationalVector>{};
      EXPECT_EQ(certifyUndominated(orientedIntegerLines(huge, side), all(own), all(other), witnesses),
                certifyUndominated(orientedIntegerLines(game, side), all(own), all(other), witnesses));
    }
    DominanceOptions plain;
    plain.useCertificates = false;
    auto a = solveDominance(game, plain);
    auto b = solveDominance(huge, DominanceOptions{});
    auto c = solveDominance(fractional, DominanceOptions{});
    ASSERT_TRUE(a && b && c);
    ASSERT_EQ(b->steps.size(), a->steps.size());
    for (std::size_t s = 0; s < a->steps.size(); ++s) {
      EXPECT_EQ(b->steps[s].removed, a->steps[s].removed);
      EXPECT_EQ(b->steps[s].side, a->steps[s].side);
      EXPECT_EQ(b->steps[s].strict, a->steps[s].strict);
    }
    expectSameSteps(*c, *a);
  }
}
