// solveSupportEnumeration: candidate classification on small digest games (values recomputed with
// reference/ch3_4_reference.py), degeneracy detection, limits and errors.
#include "core/strategic/supportenumeration.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gamelab {
namespace {

using Outcome = SupportCandidate::Outcome;

RationalVector v(std::initializer_list<const char*> entries) {
  RationalVector out;
  for (const char* e : entries) out.push_back(*parseRational(e));
  return out;
}

struct Case {
  const char* name;
  std::vector<std::vector<std::string>> cells;
  std::vector<std::pair<RationalVector, RationalVector>> equilibria;  ///< sorted (p, q)
  std::vector<RationalVector> payoffs;
  bool degenerate;
};

TEST(SupportEnumeration, DigestGames) {
  const std::vector<Case> cases = {
      {"T03", {{"3,10", "1,5"}, {"2,0", "4,20"}},
       {{v({"0", "1"}), v({"0", "1"})}, {v({"4/5", "1/5"}), v({"3/4", "1/4"})}, {v({"1", "0"}), v({"1", "0"})}},
       {v({"4", "20"}), v({"5/2", "8"}), v({"3", "10"})}, false},
      {"T13", {{"1,4", "4,1"}, {"2,2", "3,3"}}, {{v({"1/4", "3/4"}), v({"1/2", "1/2"})}}, {v({"5/2", "5/2"})}, false},
      {"T14", {{"0,0", "0,-1"}, {"1,0", "-1,3"}}, {{v({"3/4", "1/4"}), v({"1/2", "1/2"})}}, {v({"0", "0"})}, false},
      // T20 is degenerate: p = (1/2,1/2,0) gives II (5/2,5/2,5/2), three best responses.
      {"T20", {{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}},
       {{v({"0", "1/3", "2/3"}), v({"1/3", "0", "2/3"})}}, {v({"4", "13/3"})}, true},
      {"lrsnash 3x2", {{"0,1", "6,0"}, {"2,0", "5,2"}, {"3,4", "3,3"}},
       {{v({"0", "0", "1"}), v({"1", "0"})}, {v({"0", "1/3", "2/3"}), v({"2/3", "1/3"})}, {v({"2/3", "1/3", "0"}), v({"1/3", "2/3"})}},
       {v({"3", "4"}), v({"3", "8/3"}), v({"4", "2/3"})}, false},
      // T58: row 2 against either column gives II payoff 4 twice: degenerate; the continuum
      // {row 2} x conv{e1, e2} shows up only through its pure extreme points here.
      {"T58", {{"0,2", "4,1"}, {"2,4", "5,4"}}, {{v({"0", "1"}), v({"0", "1"})}, {v({"0", "1"}), v({"1", "0"})}},
       {v({"5", "4"}), v({"2", "4"})}, true},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    const StrategicGame game = StrategicGame::bimatrixFromText(c.cells);
    const auto result = solveSupportEnumeration(game);
    ASSERT_TRUE(result.hasValue());
    EXPECT_EQ(result->degenerate, c.degenerate);
    ASSERT_EQ(result->equilibria.size(), c.equilibria.size());
    for (std::size_t k = 0; k < c.equilibria.size(); ++k) {
      EXPECT_EQ(result->equilibria[k].strategies[0], c.equilibria[k].first);
      EXPECT_EQ(result->equilibria[k].strategies[1], c.equilibria[k].second);
      EXPECT_EQ(result->equilibria[k].payoffs, c.payoffs[k]);
      EXPECT_TRUE(isNashEquilibrium(game, result->equilibria[k].strategies));
    }
  }
}

TEST(SupportEnumeration, ClassifiesEveryCandidateOfT12) {
  // T12: [(0,0),(2,4); (2,4),(3,3)]; the source's "equalizing" pair is not an equilibrium.
  const StrategicGame game = StrategicGame::bimatrixFromText({{"0,0", "2,4"}, {"2,4", "3,3"}});
  const auto result = solveSupportEnumeration(game);
  ASSERT_TRUE(result.hasValue());
  ASSERT_EQ(result->candidates.size(), 5u);  // 2*2 pure pairs + 1 pair of full supports
  const auto& c = result->candidates;
  // Order: size 1, rows then columns lexicographically.
  EXPECT_EQ(c[0].rowSupport, (std::vector<std::size_t>{0}));
  EXPECT_EQ(c[0].colSupport, (std::vector<std::size_t>{0}));
  EXPECT_EQ(c[0].outcome, Outcome::ProfitableDeviation);  // <1,1>: I switches to row 2
  EXPECT_EQ(c[0].deviatingPlayer, 0u);
  EXPECT_EQ(c[0].deviatingStrategy, 1u);
  EXPECT_EQ(c[1].outcome, Outcome::ProfitableDeviation);  // <1,2>: I switches to row 2 (3 > 2)
  EXPECT_EQ(c[1].deviatingPlayer, 0u);
  EXPECT_EQ(c[2].outcome, Outcome::Equilibrium);  // <2,1> with (2,4)
  EXPECT_EQ(c[2].payoffs, v({"2", "4"}));
  EXPECT_EQ(c[3].outcome, Outcome::ProfitableDeviation);  // <2,2>: II switches to column 1
  EXPECT_EQ(c[3].deviatingPlayer, 1u);
  EXPECT_EQ(c[3].deviatingStrategy, 0u);
  // Full supports: q would need q_1 = -1 (the digest's erratum 3).
  EXPECT_EQ(c[4].outcome, Outcome::NotProbability);
  EXPECT_EQ(c[4].colStrategy, v({"-1", "2"}));
  ASSERT_EQ(result->equilibria.size(), 1u);
}

TEST(SupportEnumeration, SingularSystemsAndDegeneracy) {
  // T07 [(3,3),(4,3); (3,4),(5,5)]: column 1 gives I 3 in both rows, so against e1 both rows
  // are best responses (degenerate); with full supports I's indifference forces q = (1,0),
  // which is zero on the support.
  const StrategicGame t07 = StrategicGame::bimatrixFromText({{"3,3", "4,3"}, {"3,4", "5,5"}});
  const auto result = solveSupportEnumeration(t07);
  ASSERT_TRUE(result.hasValue());
  EXPECT_TRUE(result->degenerate);
  ASSERT_EQ(result->candidates.size(), 5u);
  // A zero inside the support is a probability vector, only of a smaller support.
  EXPECT_EQ(result->candidates[4].outcome, Outcome::ZeroOnSupport);
  EXPECT_EQ(result->candidates[4].colStrategy, v({"1", "0"}));
  ASSERT_EQ(result->equilibria.size(), 2u);
  EXPECT_EQ(result->equilibria[0].payoffs, v({"5", "5"}));
  EXPECT_EQ(result->equilibria[1].payoffs, v({"3", "3"}));

  // I's payoffs do not depend on the row: the indifference system has no unique solution.
  const StrategicGame flat = StrategicGame::bimatrixFromText({{"1,0", "2,1"}, {"1,1", "2,0"}});
  const auto singular = solveSupportEnumeration(flat);
  ASSERT_TRUE(singular.hasValue());
  EXPECT_EQ(singular->candidates[4].outcome, Outcome::Singular);
  EXPECT_TRUE(singular->degenerate);
}

TEST(SupportEnumeration, LimitsAndErrors) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"1,0", "0,1", "0,0"}, {"0,1", "1,0", "0,0"}, {"0,0", "0,0", "1,1"}});
  SupportEnumerationOptions options;
  options.maxCandidates = 10;  // 9 + 9 + 1 = 19 pairs
  const auto tooLarge = solveSupportEnumeration(game, options);
  ASSERT_FALSE(tooLarge.hasValue());
  EXPECT_EQ(tooLarge.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(tooLarge.error().args, (std::vector<std::string>{"19", "10"}));

  options.maxCandidates = 0;
  options.keepCandidates = 4;
  const auto kept = solveSupportEnumeration(game, options);
  ASSERT_TRUE(kept.hasValue());
  EXPECT_EQ(kept->candidates.size(), 4u);
  EXPECT_FALSE(kept->equilibria.empty());

  EXPECT_EQ(solveSupportEnumeration(StrategicGame({2, 2, 2})).error().code, ErrorCode::WrongShape);
  CancelToken cancel;
  cancel.cancel();
  EXPECT_EQ(solveSupportEnumeration(game, {}, Progress::none(), cancel).error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
