// A game too large to analyse says what is too many, by its Problem (issue 28: "30 (the limit
// is 24)" quoted bare numbers): profiles, states, strategies and support profiles are named,
// in the English of describe() and in the GUI's words alike.
#include "core/stochastic/stochasticvalue.h"
#include "core/strategic/correlatedequilibrium.h"

#include <gtest/gtest.h>

namespace gamelab {
namespace {

TEST(TooLargeUnits, ProfilesOfACorrelatedEquilibrium) {
  const StrategicGame game({500, 500});  // 250 000 pure profiles, all payoffs 0
  auto r = solveCorrelatedEquilibria(game);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(r.error().problem, Problem::TooManyProfiles);
  EXPECT_EQ(r.error().args.at(0), "250000");
  EXPECT_NE(describe(r.error()).find("pure strategy profiles"), std::string::npos) << describe(r.error());
}

TEST(TooLargeUnits, StatesOfAStochasticGame) {
  stochastic::StochasticGame game;
  for (int k = 0; k <= stochastic::kMaxStochasticStates; ++k) {
    stochastic::StochasticState s;
    s.name = "S" + std::to_string(k);
    s.cells.resize(1);
    game.states.push_back(std::move(s));
  }
  auto r = stochastic::solveStochastic(game);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().problem, Problem::TooManyStates);
  EXPECT_NE(describe(r.error()).find("1001 states"), std::string::npos) << describe(r.error());
}

}  // namespace
}  // namespace gamelab
