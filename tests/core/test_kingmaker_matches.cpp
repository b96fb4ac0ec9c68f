// The match simulator (core/kingmaker/matches.h) on the Diamond game: every row of Tables 5.3
// and 5.4 as the reference's table() computes them (exact fractions from
// spec/reference/kingmaker_reference.py, reading set, and alt for contrast), seat rotations,
// and the maxn / paranoid policies on the canonical tree.
#include "core/kingmaker/matches.h"
#include "tests/core/kingmakerreference.h"

#include <gtest/gtest.h>

namespace gamelab::kingmaker {
namespace {

BinaryGame diamond() {
  const auto cases = testing::referenceCases();
  return testing::bracketTree(cases.at(10).tree);
}

struct Row {
  Reading reading;
  bool know;
  Policy other;
  int oneEpSeats;
  const char* oneEp;
  const char* others;
};

TEST(KingmakerMatches, DiamondTablesAsTheReferenceComputesThem) {
  const auto g = diamond();
  const Row rows[] = {
      // Table 5.4 (know). Row 1 = the thesis's .615 / .192 exactly.
      {Reading::Set, true, Policy::RndAll, 1, "1063/1728", "665/3456"},
      {Reading::Set, true, Policy::RndAll, 2, "4/9", "1/9"},
      {Reading::Set, true, Policy::RndEta, 1, "625/1152", "527/2304"},
      {Reading::Set, true, Policy::RndEta, 2, "11/24", "1/12"},
      {Reading::Set, true, Policy::EqProb, 1, "17/36", "19/72"},
      {Reading::Set, true, Policy::EqProb, 2, "1/2", "0"},
      // Table 5.3 (don't know).
      {Reading::Set, false, Policy::RndAll, 1, "73745/165888", "92143/331776"},
      {Reading::Set, false, Policy::RndAll, 2, "29/72", "7/36"},
      {Reading::Set, false, Policy::RndEta, 1, "4717/18432", "13715/36864"},
      {Reading::Set, false, Policy::RndEta, 2, "19/48", "5/24"},
      {Reading::Set, false, Policy::EqProb, 1, "491/3456", "2965/6912"},
      {Reading::Set, false, Policy::EqProb, 2, "11/24", "1/12"},
      // The alt reading: row 1 is the same, others differ.
      {Reading::Alt, true, Policy::RndAll, 1, "1063/1728", "665/3456"},
      {Reading::Alt, true, Policy::EqProb, 1, "79/108", "29/216"},
      {Reading::Alt, false, Policy::RndAll, 2, "73/192", "23/96"},
  };
  for (const Row& row : rows) {
    MatchOptions o;
    o.seats.assign(3, row.other);
    for (int s = 0; s < row.oneEpSeats; ++s) o.seats[static_cast<std::size_t>(s)] = Policy::OneEp;
    o.know = row.know;
    o.reading = row.reading;
    const auto r = solveMatch(g, o);
    ASSERT_TRUE(r.hasValue());
    EXPECT_EQ(r->rotations, 3);
    ASSERT_EQ(r->perPolicy.size(), 2U);
    EXPECT_EQ(r->perPolicy[0].first, Policy::OneEp);
    EXPECT_EQ(toString(r->perPolicy[0].second), row.oneEp) << policyName(row.other) << ' ' << row.oneEpSeats;
    EXPECT_EQ(toString(r->perPolicy[1].second), row.others) << policyName(row.other) << ' ' << row.oneEpSeats;
  }
}

TEST(KingmakerMatches, PerSeatIsTheGivenAssignmentAndSumsToOne) {
  const auto g = diamond();
  const auto r = solveMatch(g, {.seats = {Policy::OneEp, Policy::RndAll, Policy::RndAll}});
  ASSERT_TRUE(r.hasValue());
  // The reference's play() with 1EP at seat 1 and RNDall at 2 and 3, know.
  EXPECT_EQ(toStrings(r->perSeat), (std::vector<std::string>{"293/576", "31/144", "53/192"}));
  const auto fixed = solveMatch(g, {.seats = {Policy::OneEp, Policy::RndAll, Policy::RndAll}, .rotateSeats = false});
  EXPECT_EQ(fixed->rotations, 1);
  EXPECT_EQ(toString(fixed->perPolicy[0].second), "293/576");
  EXPECT_EQ(toString(fixed->perPolicy[1].second), "283/1152");  // (31/144 + 53/192) / 2
  // Six distinct policies: 6 rotations; win probabilities always sum to 1.
  const auto all = solveMatch(g, {.seats = {Policy::Paranoid, Policy::MaxnFirst, Policy::RndEta}, .know = false});
  ASSERT_TRUE(all.hasValue());
  EXPECT_EQ(all->rotations, 6);
  Rational total = 0;
  for (const auto& [p, value] : all->perPolicy) total += value;
  EXPECT_EQ(total, 1);
}

TEST(KingmakerMatches, MaxnAndParanoidOnTheCanonicalTree) {
  // P3{P1{[3],[2]},P2{[3],[1]}}: maxn-first everywhere lets 3 win (spec part 3.5); paranoid
  // kingmakers have no forced win and take their first child too.
  const auto g = testing::bracketTree("c(a(C,B),b(C,A))");
  const auto first = solveMatch(g, {.seats = {Policy::MaxnFirst, Policy::MaxnFirst, Policy::MaxnFirst}});
  EXPECT_EQ(toStrings(first->perSeat), (std::vector<std::string>{"0", "0", "1"}));
  const auto eq = solveMatch(g, {.seats = {Policy::EqProb, Policy::EqProb, Policy::EqProb}});
  EXPECT_EQ(toStrings(eq->perSeat), (std::vector<std::string>{"1/4", "1/4", "1/2"}));  // maxn-avg
  // 1EP everywhere: both kingmakers refuse 3, the root mixes uniformly over {2} and {1}.
  const auto oneEp = solveMatch(g, {.seats = {Policy::OneEp, Policy::OneEp, Policy::OneEp}});
  EXPECT_EQ(toStrings(oneEp->perSeat), (std::vector<std::string>{"1/2", "1/2", "0"}));
  // Fig. 4.2: the root is 3's forced win; paranoid 3 takes it.
  const auto fig42 = testing::bracketTree("c(a(C,B),C)");
  const auto p = solveMatch(fig42, {.seats = {Policy::RndAll, Policy::RndAll, Policy::Paranoid}, .rotateSeats = false});
  EXPECT_EQ(toStrings(p->perSeat), (std::vector<std::string>{"0", "0", "1"}));
  EXPECT_FALSE(solveMatch(g, {.seats = {Policy::RndAll}}).hasValue());
  EXPECT_STREQ(policyName(Policy::OneEp), "1ep");
}

}  // namespace
}  // namespace gamelab::kingmaker
