// TikZ export of a tree (core/tree/treetikz.h): structure of the LaTeX text, labels, chance
// probabilities, information sets, escaping, the standalone wrapper; compiled with pdflatex
// when it is installed (skipped otherwise).
#include "core/tree/treetikz.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>
#include <string>

namespace gamelab {
namespace {

const char* kEndgame = "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";

/// Braces balance (escaped \{ and \} are text, not groups) and never close an unopened group.
bool balanced(const std::string& text) {
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;  // skip the escaped character (\{, \}, \\ ...)
      continue;
    }
    if (text[i] == '{') ++depth;
    if (text[i] == '}' && --depth < 0) return false;
  }
  return depth == 0;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

TEST(TreeTikz, BasicEndgamePicture) {
  const GameTree tree = parse(kEndgame);
  const std::string tikz = writeTreeTikz(tree);
  EXPECT_TRUE(balanced(tikz));
  EXPECT_EQ(tikz.find("\\begin{tikzpicture}"), 0u);
  EXPECT_NE(tikz.find("\\end{tikzpicture}"), std::string::npos);
  EXPECT_EQ(tikz.find("\\documentclass"), std::string::npos);
  EXPECT_EQ(count(tikz, "\\node["), 11u);         // one per node
  EXPECT_EQ(count(tikz, "\\draw (n"), 10u);       // one per edge
  EXPECT_NE(tikz.find("{$1/4$}"), std::string::npos);  // chance probabilities on the edges
  EXPECT_NE(tikz.find("{$3/4$}"), std::string::npos);
  EXPECT_EQ(count(tikz, "above:{N}"), 1u);        // movers
  EXPECT_EQ(count(tikz, "above:{I}"), 2u);
  EXPECT_EQ(count(tikz, "above:{II}"), 2u);
  EXPECT_NE(tikz.find("] {b};"), std::string::npos);  // action labels
  EXPECT_NE(tikz.find("] {f};"), std::string::npos);
  EXPECT_NE(tikz.find("below:{$-3$}"), std::string::npos);  // zero-sum: I's payoff under the leaf
  // II's two "bet" nodes have I's "c" leaf between them: a dashed arc named "bet".
  EXPECT_EQ(count(tikz, "\\draw[infoset,dashed] (n"), 1u);
  EXPECT_EQ(count(tikz, "to[bend left=25]"), 1u);
  EXPECT_NE(tikz.find("] {bet};"), std::string::npos);
  EXPECT_EQ(tikz.find("rectangle"), std::string::npos);
  // Silver Dollar: I's two "search" nodes are neighbours: one rounded rectangle.
  const std::string silver =
      writeTreeTikz(parse("II[hide]{1: I[search]{1: N{1/2: 1, 1/2: 0}, 2: 0}, 2: I[search]{1: 0, 2: N{1/3: 1, 2/3: 0}}}"));
  EXPECT_TRUE(balanced(silver));
  EXPECT_EQ(count(silver, "\\draw[infoset] ("), 1u);
  EXPECT_EQ(count(silver, "rectangle"), 1u);
  EXPECT_EQ(count(silver, "dashed"), 0u);
}

TEST(TreeTikz, EscapingNamesAndGeneralSumPayoffs) {
  GameTree tree = parse("I{\"a_1 & #2\": (1,2), \"50% {x}\": II{\"~^\\$\": (3,-1), b: (0,0)}}");
  tree.playerNames = {"Ann_1", "Bob&Co"};
  tree.title = "My $tree\nsecond line";
  const std::string tikz = writeTreeTikz(tree);
  EXPECT_TRUE(balanced(tikz));
  EXPECT_NE(tikz.find("a\\_1 \\& \\#2"), std::string::npos) << tikz;
  EXPECT_NE(tikz.find("50\\% \\{x\\}"), std::string::npos);
  EXPECT_NE(tikz.find("\\textasciitilde{}\\textasciicircum{}\\textbackslash{}\\$"), std::string::npos) << tikz;
  EXPECT_NE(tikz.find("{Ann\\_1}"), std::string::npos);
  EXPECT_NE(tikz.find("{Bob\\&Co}"), std::string::npos);
  EXPECT_NE(tikz.find("% My \\$tree second line\n"), std::string::npos);
  EXPECT_NE(tikz.find("{$(3, -1)$}"), std::string::npos);  // general sum: the payoff vector
}

TEST(TreeTikz, StandaloneBehaviourAndOrientation) {
  const GameTree tree = parse(kEndgame);
  TikzOptions options;
  options.standalone = true;
  BehaviourProfile behaviour(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s)
    behaviour[s] = tree.infoSets[s].isChance() ? tree.infoSets[s].probabilities : RationalVector{Rational(1, 3), Rational(2, 3)};
  options.behaviour = behaviour;
  options.layout.orientation = TreeOrientation::LeftRight;
  const std::string tikz = writeTreeTikz(tree, options);
  EXPECT_TRUE(balanced(tikz));
  EXPECT_EQ(tikz.find("\\documentclass[tikz,border=4pt]{standalone}"), 0u);
  EXPECT_NE(tikz.find("\\begin{document}"), std::string::npos);
  EXPECT_EQ(tikz.substr(tikz.size() - 15), "\\end{document}\n");
  EXPECT_EQ(count(tikz, "\\textcolor{blue}{[$2/3$]}"), 4u);  // second actions at I, I, II, II
  EXPECT_EQ(count(tikz, "left:{I}"), 2u);                    // left-right: movers to the left
  EXPECT_NE(tikz.find("right:{$-3$}"), std::string::npos);   // payoffs to the right
}

TEST(TreeTikz, SetsAcrossLevelsAreDashed) {
  // The Forgetful Player's I[b1,H] spans the two coin outcomes with other nodes in between.
  const GameTree tree = parse("N{1/2: I{x: II[s]{l: 1, r: 2}, y: 0}, 1/2: II[s]{l: 3, r: I{u: 4, v: 5}}}");
  const std::string tikz = writeTreeTikz(tree);
  EXPECT_TRUE(balanced(tikz));
  EXPECT_EQ(count(tikz, "\\draw[infoset,dashed]"), 1u);
}

TEST(TreeTikz, CompilesWithPdflatexWhenInstalled) {
  if (std::system("which pdflatex > /dev/null 2>&1") != 0) GTEST_SKIP() << "pdflatex not installed";
  const auto dir = std::filesystem::temp_directory_path() / ("gamelab_tikz_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  TikzOptions options;
  options.standalone = true;
  {
    std::ofstream file(dir / "tree.tex");
    file << writeTreeTikz(parse(kEndgame), options);
  }
  const std::string command = "cd '" + dir.string() + "' && pdflatex -interaction=nonstopmode -halt-on-error tree.tex > /dev/null 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0);
  EXPECT_TRUE(std::filesystem::exists(dir / "tree.pdf"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace gamelab
