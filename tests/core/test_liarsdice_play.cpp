// A game of Liar's Dice against the computer as plain data (core/liarsdice/liarsdiceplay.h) and
// its JSON in a .gamelab document (core/liarsdice/liarsdicejson.h): whose turn, the allowed claims,
// passing, calling and the winner; a saved game reads back equal; a damaged game in progress
// is dropped and mistyped numbers (floats, huge values) are never read as ints.
#include "core/liarsdice/liarsdicejson.h"
#include "core/liarsdice/liarsdiceplay.h"

#include <gtest/gtest.h>

#include <vector>

namespace gamelab {
namespace {

using nlohmann::json;

TEST(LiarsDicePlay, ARoundOfClaimPassAndCall) {
  LiarsDiceState s;
  s.sides = 6;
  s = liarsDiceNewGame(s, /*humanIsA=*/true, /*die=*/4);
  EXPECT_EQ(liarsDicePhase(s), LiarsDicePhase::Claim);
  EXPECT_EQ(liarsDiceToAct(s), LiarsDicePlayer::A);
  EXPECT_EQ(liarsDiceAllowedClaims(s), (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
  s = liarsDiceWithClaim(s, 3);
  EXPECT_EQ(liarsDicePhase(s), LiarsDicePhase::Respond);
  EXPECT_EQ(liarsDiceToAct(s), LiarsDicePlayer::B);
  EXPECT_TRUE(liarsDiceCanPass(s));
  s = liarsDiceWithPass(s, 2);  // B rolls 2 and must claim more than 3
  EXPECT_EQ(liarsDiceRound(s), 1);
  EXPECT_EQ(liarsDiceToAct(s), LiarsDicePlayer::B);
  EXPECT_EQ(liarsDiceBound(s), 4);
  EXPECT_EQ(liarsDiceAllowedClaims(s), (std::vector<int>{4, 5, 6, 7}));
  s = liarsDiceWithClaim(s, 5);  // a lie: B's die is 2
  s = liarsDiceWithCall(s);
  EXPECT_EQ(liarsDicePhase(s), LiarsDicePhase::Over);
  EXPECT_EQ(liarsDiceWinner(s), LiarsDicePlayer::A);
  EXPECT_EQ(s.score, (LiarsDiceScore{1, 0}));
  EXPECT_FALSE(liarsDiceToAct(s).has_value());
}

TEST(LiarsDicePlay, ASureLieCannotBePassed) {
  LiarsDiceState s = liarsDiceNewGame(LiarsDiceState{}, false, 6);
  s = liarsDiceWithClaim(s, 7);  // N + 1
  EXPECT_FALSE(liarsDiceCanPass(s));
  s = liarsDiceWithCall(s);
  EXPECT_EQ(liarsDiceWinner(s), LiarsDicePlayer::B);
  EXPECT_EQ(s.score, (LiarsDiceScore{1, 0}));  // the human is B
}

TEST(LiarsDiceJson, AGameInProgressReadsBackEqual) {
  LiarsDiceState s;
  s.sides = 8;
  s.humanIsA = false;
  s.score = {3, 2};
  s = liarsDiceWithPass(liarsDiceWithClaim(liarsDiceNewGame(s, false, 5), 2), 7);
  const auto back = liarsDiceStateFromJson(liarsDiceStateToJson(s));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(*back, s);
}

TEST(LiarsDiceJson, SidesMustBeASmallInteger) {
  for (const char* text : {R"({})", R"({"sides": 1})", R"({"sides": 201})", R"({"sides": 6.5})", R"({"sides": "6"})",
                           R"({"sides": 18446744073709551615})", R"([6])"})
    EXPECT_FALSE(liarsDiceStateFromJson(json::parse(text)).has_value()) << text;
  EXPECT_EQ(liarsDiceStateFromJson(json::parse(R"({"sides": 200})"))->sides, 200);
}

TEST(LiarsDiceJson, ADamagedGameIsDroppedAndMistypedNumbersIgnored) {
  // Claims not increasing: the game in progress goes, N and the score stay.
  auto s = liarsDiceStateFromJson(json::parse(R"({"sides": 6, "dice": [1, 2, 3], "claims": [3, 2], "score": {"human": 4}})"));
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->sides, 6);
  EXPECT_TRUE(s->dice.empty());
  EXPECT_EQ(s->score.human, 4);
  // Floats and huge numbers where ints belong: never converted (undefined behaviour before).
  s = liarsDiceStateFromJson(json::parse(
      R"({"sides": 6, "human": 7, "dice": [1e300], "claims": [], "called": 1, "score": {"human": 1e300, "computer": -5}})"));
  ASSERT_TRUE(s.has_value());
  EXPECT_TRUE(s->dice.empty());
  EXPECT_TRUE(s->humanIsA);
  EXPECT_EQ(s->score, (LiarsDiceScore{0, 0}));
}

}  // namespace
}  // namespace gamelab
