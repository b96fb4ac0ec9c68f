// The start page's stochastic games (core/stochastic/stochasticexamples.cpp): every one of the
// twelve is read, valid, has a unique id, and the ones with rational values give the spec's
// corrected values (T85, T97 are quadratic; T99 = 13/27, not the source's 14/27; T101).
#include "core/stochastic/stochasticexamples.h"
#include "core/stochastic/stochasticvalue.h"

#include <gtest/gtest.h>

#include <set>

namespace gamelab {
namespace {

const StochasticExample* example(const std::string& id) {
  for (const auto& e : stochasticExamples())
    if (e.id == id) return &e;
  return nullptr;
}

TEST(StochasticExamples, AllReadValidAndUnique) {
  EXPECT_EQ(stochasticExamples().size(), 12u);
  std::set<std::string> ids;
  for (const auto& e : stochasticExamples()) {
    EXPECT_TRUE(ids.insert(e.id).second) << e.id;
    EXPECT_TRUE(stochastic::validateStochasticGame(e.game).empty()) << e.id;
    EXPECT_FALSE(e.game.title.empty());
  }
}

TEST(StochasticExamples, RationalValues) {
  const std::vector<std::pair<std::string, std::vector<Rational>>> cases{
      {"three-linked", {Rational(2, 5), Rational(5, 8), Rational(10, 9)}},
      {"tennis", {Rational(13, 27), Rational(-13, 27)}},
      {"two-state", {Rational(16, 11), Rational(-24, 11)}},
      {"example-3", {Rational(1, 2)}},
      {"epsilon-optimal", {Rational(1)}},
      {"interval-of-solutions", {Rational(1)}},
  };
  for (const auto& [id, values] : cases) {
    const auto* e = example(id);
    ASSERT_NE(e, nullptr) << id;
    auto solution = stochastic::solveStochastic(e->game);
    ASSERT_TRUE(solution) << id;
    ASSERT_EQ(solution->values.size(), values.size()) << id;
    for (std::size_t k = 0; k < values.size(); ++k) {
      EXPECT_EQ(solution->values[k].kind, stochastic::AlgebraicNumber::Kind::Rational) << id << " " << k;
      EXPECT_EQ(solution->values[k].rational, values[k]) << id << " " << k;
    }
  }
}

}  // namespace
}  // namespace gamelab
