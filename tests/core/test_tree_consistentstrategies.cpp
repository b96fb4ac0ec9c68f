// treeform::consistentStrategies lists, per own sequence, exactly the strategies `consistent`
// accepts (its definition), for every player of the test trees, full and reduced, perfect
// recall or not (the absent-minded driver); and a set of 20 000 actions is handled by walking
// each strategy's own choices, not by testing every strategy at every sequence.
#include "core/tree/efg.h"
#include "core/tree/strategicformplayer.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace gamelab::treeform {
namespace {

void expectListsMatchTheDefinition(const GameTree& tree, const std::string& name) {
  for (int player = 0; player < tree.players(); ++player) {
    const PlayerView view = makePlayerView(tree, player);
    for (bool reduced : {false, true}) {
      auto pure = enumerateStrategies(tree, view, reduced, 1'000'000, CancelToken::none());
      if (!pure && pure.error().code == ErrorCode::TooLarge) continue;  // a large test tree (CFR+'s)
      ASSERT_TRUE(pure) << name;
      auto lists = consistentStrategies(tree, view, *pure, CancelToken::none());
      ASSERT_TRUE(lists) << name;
      ASSERT_EQ(lists->size(), view.seqParent.size()) << name;
      for (std::size_t q = 0; q < lists->size(); ++q) {
        std::vector<std::size_t> expected;
        for (std::size_t s = 0; s < pure->size(); ++s)
          if (consistent(view, static_cast<int>(q), (*pure)[s])) expected.push_back(s);
        EXPECT_EQ((*lists)[q], expected) << name << " player " << player << " sequence " << q << " reduced " << reduced;
      }
    }
  }
}

TEST(TreeConsistentStrategies, MatchTheDefinitionOnTheTestTrees) {
  int trees = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(GAMELAB_TEST_DATA) + "/tree")) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() != ".efg" || file.rfind("bad_", 0) == 0) continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    auto tree = parseEfg(text.str(), file);
    ASSERT_TRUE(tree) << file;
    expectListsMatchTheDefinition(*tree, file);
    ++trees;
  }
  EXPECT_GE(trees, 5);
}

TEST(TreeConsistentStrategies, OneSetOfManyActions) {
  std::string efg = "EFG 2 R \"wide\" { \"I\" \"II\" }\n\"\"\n\np \"\" 1 1 \"\" {";
  constexpr int kActions = 20'000;
  for (int a = 0; a < kActions; ++a) efg += " \"a" + std::to_string(a) + "\"";
  efg += " } 0\n";
  for (int a = 0; a < kActions; ++a) efg += "t \"\" " + std::to_string(a + 1) + " \"\" { " + std::to_string(a) + " 0 }\n";
  auto tree = parseEfg(efg, "wide.efg");
  ASSERT_TRUE(tree);
  const PlayerView view = makePlayerView(*tree, 0);
  auto pure = enumerateStrategies(*tree, view, false, 1'000'000, CancelToken::none());
  ASSERT_TRUE(pure);
  auto lists = consistentStrategies(*tree, view, *pure, CancelToken::none());
  ASSERT_TRUE(lists);
  ASSERT_EQ(lists->size(), std::size_t(kActions) + 1);
  EXPECT_EQ((*lists)[0].size(), std::size_t(kActions));  // every strategy at the empty sequence
  for (std::size_t q = 1; q < lists->size(); ++q) {
    ASSERT_EQ((*lists)[q].size(), 1u);
    EXPECT_TRUE(consistent(view, static_cast<int>(q), (*pure)[(*lists)[q][0]]));
  }
}

}  // namespace
}  // namespace gamelab::treeform
