// The one rule for unnamed players: Roman numerals for every player number, read back by the
// tree notation (a sixth player is "VI" everywhere, never "P6" in one view and "VI" in another).
#include "core/common/playernumeral.h"
#include "core/tree/treenotation.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

TEST(PlayerNumeral, TextbookNumeralsForEveryPlayer) {
  EXPECT_EQ(playerNumeral(0), "I");
  EXPECT_EQ(playerNumeral(1), "II");
  EXPECT_EQ(playerNumeral(3), "IV");
  EXPECT_EQ(playerNumeral(5), "VI");
  EXPECT_EQ(playerNumeral(8), "IX");
  EXPECT_EQ(playerNumeral(13), "XIV");
  EXPECT_EQ(playerNumeral(41), "XLII");
  EXPECT_EQ(playerNumeral(999), "M");
  EXPECT_EQ(playerNumeral(1993), "MCMXCIV");
}

TEST(PlayerNumeral, ReadsBackOnlyTheCanonicalSpelling) {
  for (int player = 0; player < 3999; ++player) ASSERT_EQ(playerOfNumeral(playerNumeral(player)), player) << player;
  for (const char* text : {"", "IIII", "VX", "IM", "iv", "P6", "VV", "MMMM", "XIIII", "I I"})
    EXPECT_FALSE(playerOfNumeral(text).has_value()) << text;
}

TEST(PlayerNumeral, TreeNotationReadsNumeralsBeyondFive) {
  auto tree = parseTreeNotation("VI{a: (0,0,0,0,0,1,0), b: VII{c: (0,0,0,0,0,0,1), d: (1,0,0,0,0,0,0)}}");
  ASSERT_TRUE(bool(tree)) << (tree ? std::string() : describe(tree.error()));
  EXPECT_EQ(tree->players(), 7);
  EXPECT_EQ(tree->playerAt(tree->root()), 5);
}

}  // namespace
}  // namespace gamelab
