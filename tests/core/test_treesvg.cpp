// SVG drawing of a tree (core/tree/treesvg.h): well-formed XML for the example trees (a small
// checker: tags nest, attributes quoted, only the five entities), every node drawn, labels,
// probabilities and payoffs present, text escaped, information sets, a deep chain without
// recursion and the TooLarge refusal beyond kMaxTreeSvgNodes.
#include "core/tree/treesvg.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gamelab {
namespace {

const char* kEndgame = "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

/// Well-formed enough for a browser: after the XML declaration, tags nest and close in order,
/// '<' and '&' appear only as markup or entities, and the root is one <svg> element.
bool wellFormed(const std::string& svg, std::string& why) {
  std::size_t i = svg.find("?>");
  if (svg.rfind("<?xml", 0) != 0 || i == std::string::npos) return why = "no declaration", false;
  i += 2;
  std::vector<std::string> open;
  bool rootSeen = false;
  while (i < svg.size()) {
    const char c = svg[i];
    if (c == '&') {
      static const char* entities[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
      bool ok = false;
      for (const char* e : entities) ok = ok || svg.compare(i, std::string(e).size(), e) == 0;
      if (!ok) return why = "bad entity at " + std::to_string(i), false;
      ++i;
      continue;
    }
    if (c == '>') return why = "stray > at " + std::to_string(i), false;
    if (c != '<') {
      if (open.empty() && c != '\n' && c != ' ') return why = "text outside the root", false;
      ++i;
      continue;
    }
    const std::size_t end = svg.find('>', i);
    if (end == std::string::npos) return why = "unclosed tag", false;
    std::string tag = svg.substr(i + 1, end - i - 1);
    if (tag.find('<') != std::string::npos) return why = "< in a tag", false;
    if (count(tag, "\"") % 2 != 0) return why = "odd quotes in " + tag, false;
    i = end + 1;
    if (tag[0] == '/') {
      if (open.empty() || open.back() != tag.substr(1)) return why = "mismatched </" + tag + ">", false;
      open.pop_back();
      continue;
    }
    const bool selfClosing = tag.back() == '/';
    const std::string name = tag.substr(0, tag.find_first_of(" /"));
    if (open.empty()) {
      if (rootSeen || name != "svg") return why = "second root or not <svg>", false;
      rootSeen = true;
    }
    if (!selfClosing) open.push_back(name);
  }
  if (!open.empty()) return why = "unclosed <" + open.back() + ">", false;
  return rootSeen;
}

std::string svgOf(const GameTree& tree) {
  auto svg = writeTreeSvg(tree);
  EXPECT_TRUE(svg.hasValue());
  return svg ? *svg : std::string();
}

TEST(TreeSvg, BasicEndgamePicture) {
  const GameTree tree = parse(kEndgame);
  const std::string svg = svgOf(tree);
  std::string why;
  EXPECT_TRUE(wellFormed(svg, why)) << why << "\n" << svg;
  EXPECT_EQ(count(svg, "<circle "), 11u);  // every node
  EXPECT_EQ(count(svg, "class=\"chance\""), 1u);
  EXPECT_EQ(count(svg, "class=\"decision\""), 4u);
  EXPECT_EQ(count(svg, "class=\"terminal\""), 6u);
  EXPECT_EQ(count(svg, "<line "), 10u);  // every edge
  EXPECT_NE(svg.find(">1/4<"), std::string::npos);  // chance probabilities
  EXPECT_NE(svg.find(">3/4<"), std::string::npos);
  EXPECT_EQ(count(svg, ">b<"), 2u);                        // action labels
  EXPECT_NE(svg.find("fill=\"#0072B2\">-3</tspan>"), std::string::npos);  // zero-sum: I's payoff
  EXPECT_EQ(count(svg, "fill=\"#D55E00\" font-weight=\"bold\">II<"), 2u);  // movers in their colours
  EXPECT_EQ(count(svg, "class=\"infoset\""), 1u);  // II's "bet": a dashed curve over I's leaf
  EXPECT_EQ(count(svg, "stroke-dasharray"), 1u);
  EXPECT_NE(svg.find(">bet<"), std::string::npos);
}

TEST(TreeSvg, EscapingAndGeneralSumPayoffs) {
  GameTree tree = parse("I{\"a<1> & 'x'\": (1,2), c: II{d: (3,-1), b: (0,0)}}");
  for (auto& set : tree.infoSets)
    if (set.player == 1) set.actions[0] = "]]>";
  tree.playerNames = {"Ann & <Co>", "\"Bob\""};
  tree.title = "<title> & \"more\"\nsecond";
  const std::string svg = svgOf(tree);
  std::string why;
  EXPECT_TRUE(wellFormed(svg, why)) << why << "\n" << svg;
  EXPECT_NE(svg.find("a&lt;1&gt; &amp; &apos;x&apos;"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">&quot;Bob&quot;<"), std::string::npos);
  EXPECT_NE(svg.find("]]&gt;"), std::string::npos);
  EXPECT_NE(svg.find(">Ann &amp; &lt;Co&gt;<"), std::string::npos);
  EXPECT_NE(svg.find("<title>&lt;title&gt; &amp; &quot;more&quot; second</title>"), std::string::npos);
  // General sum: the payoff vector, each number in its player's colour.
  EXPECT_NE(svg.find("(<tspan fill=\"#0072B2\">3</tspan>, <tspan fill=\"#D55E00\">-1</tspan>)"), std::string::npos);
}

TEST(TreeSvg, RoundedOutlineAndLeftRight) {
  // II's set holds both of I's children, neighbours on one level: a rounded outline.
  const GameTree tree = parse("I{L: II[s]{l: (1,0), r: (0,1)}, R: II[s]{l: (0,1), r: (1,0)}}");
  SvgOptions options;
  std::string svg = svgOf(tree);
  std::string why;
  EXPECT_TRUE(wellFormed(svg, why)) << why;
  EXPECT_EQ(count(svg, "<rect x="), 1u);
  EXPECT_EQ(count(svg, "stroke-dasharray"), 0u);
  options.layout.orientation = TreeOrientation::LeftRight;
  auto lr = writeTreeSvg(tree, options);
  ASSERT_TRUE(lr.hasValue());
  EXPECT_TRUE(wellFormed(*lr, why)) << why;
  EXPECT_EQ(count(*lr, "<circle "), 7u);
  // Sets across levels: dashed straight links.
  svg = svgOf(parse("N{1/2: I{x: II[s]{l: 1, r: 2}, y: 0}, 1/2: II[s]{l: 3, r: I{u: 4, v: 5}}}"));
  EXPECT_TRUE(wellFormed(svg, why)) << why;
  EXPECT_EQ(count(svg, "stroke-dasharray"), 1u);
}

TEST(TreeSvg, DeepChainWithoutRecursionAndTheLimit) {
  // A chain of 60 000 decisions (120 001 nodes, under the limit): drawn iteratively.
  GameTree tree(1);
  const int depth = 60000;
  tree.nodes.assign(static_cast<std::size_t>(2 * depth + 1), TreeNode{});
  for (int k = 0; k < depth; ++k) {
    InfoSet set;
    set.player = 0;
    set.number = k + 1;
    set.actions = {"on", "stop"};
    tree.infoSets.push_back(std::move(set));
    const NodeId v = k == 0 ? 0 : 2 * k - 1;  // the chain: 0, 1, 3, 5, ...
    tree.node(v).infoSet = k;
    tree.node(v).children = {2 * k + 1, 2 * k + 2};
    tree.node(2 * k + 1).parent = v;
    tree.node(2 * k + 2).parent = v;
  }
  auto svg = writeTreeSvg(tree);
  ASSERT_TRUE(svg.hasValue());
  EXPECT_EQ(count(*svg, "<circle "), static_cast<std::size_t>(2 * depth + 1));
  // Beyond kMaxTreeSvgNodes (a 10^6-deep chain has 2 x 10^6 + 1): refused by the node count,
  // before anything is laid out (the padding nodes here are never read).
  tree.nodes.resize(kMaxTreeSvgNodes + 1);
  auto big = writeTreeSvg(tree);
  ASSERT_FALSE(big.hasValue());
  EXPECT_EQ(big.error().code, ErrorCode::TooLarge);
}

}  // namespace
}  // namespace gamelab
