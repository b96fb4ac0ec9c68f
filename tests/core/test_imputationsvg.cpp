// SVG drawing of the imputation triangle (core/coalition/imputationsvg.h): which games have a
// triangle, the core polygon, the Shapley value and the nucleolus as drawn points, corner
// labels, escaping.
#include "core/coalition/coreanalysis.h"
#include "core/coalition/imputationsvg.h"
#include "core/coalition/shapley.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

CoalitionalGame game(std::vector<int> v, std::vector<std::string> names = {}) {
  RationalVector values;
  for (int x : v) values.push_back(Rational(x));
  auto g = CoalitionalGame::fromValues(values, std::move(names));
  EXPECT_TRUE(g.hasValue());
  return g ? *g : CoalitionalGame::fromValues({Rational(0), Rational(0)}).value();
}

TEST(ImputationSvg, WhichGamesHaveATriangle) {
  EXPECT_TRUE(hasImputationTriangle(game({0, 1, 0, 4, 1, 3, 5, 8})));
  EXPECT_FALSE(hasImputationTriangle(game({0, 1, 1, 2})));                  // two players
  EXPECT_FALSE(hasImputationTriangle(game({0, 1, 1, 2, 1, 2, 2, 3})));      // inessential
  EXPECT_FALSE(hasImputationTriangle(game({0, 2, 2, 2, 2, 2, 2, 3})));      // no imputation
}

TEST(ImputationSvg, CoreShapleyNucleolusAndLabels) {
  const CoalitionalGame g = game({0, 1, 0, 4, 1, 3, 5, 8}, {"Ann & <B>", "Bob", "Cy"});
  ImputationPicture picture;
  auto core = solveCore(g);
  ASSERT_TRUE(core.hasValue());
  picture.coreVertices = core->vertices;
  auto shapley = solveShapleyValue(g);
  ASSERT_TRUE(shapley.hasValue());
  picture.shapley = *shapley;
  ImputationSvgText text;
  text.title = "Example \"1\"";
  const std::string svg = writeImputationTriangleSvg(g, picture, text);
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
  EXPECT_EQ(count(svg, "class=\"imputations\""), 1u);
  EXPECT_EQ(count(svg, "<polygon class=\"core\""), 1u);
  EXPECT_EQ(count(svg, "class=\"shapley\""), 1u);
  EXPECT_EQ(count(svg, "class=\"nucleolus\""), 0u);  // not given, not drawn
  EXPECT_NE(svg.find(">Ann &amp; &lt;B&gt; (7, 0, 1)<"), std::string::npos) << svg;  // corner 1: v({1}) + span
  EXPECT_NE(svg.find(">Cy (1, 0, 7)<"), std::string::npos);
  EXPECT_NE(svg.find("Shapley value (7/3, 17/6, 17/6)"), std::string::npos);
  EXPECT_NE(svg.find(">Example &quot;1&quot;<"), std::string::npos);
  EXPECT_EQ(svg.find("<B>"), std::string::npos);
  EXPECT_EQ(count(svg, "<text"), count(svg, "</text>"));
  // An empty core: no core drawn and none in the legend.
  const std::string empty = writeImputationTriangleSvg(g, ImputationPicture{});
  EXPECT_EQ(count(empty, "class=\"core\""), 0u);
  EXPECT_EQ(count(empty, ">core<"), 0u);
}

}  // namespace
}  // namespace gamelab
