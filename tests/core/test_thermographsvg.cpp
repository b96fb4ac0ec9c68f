// SVG drawing of a thermograph (core/partizan/thermographsvg.h) from the report that
// `gamelab-cli cgt --svg` draws (cgtquery.h with CgtBudget::thermograph): both walls, the mast,
// the (mean, temperature) label, ticks, escaped title; numbers and symbolic sums.
#include "core/partizan/cgtquery.h"
#include "core/partizan/thermographsvg.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab::partizan {
namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

Thermograph thermographOf(const std::string& expression) {
  CgtBudget budget;
  budget.thermograph = true;
  auto report = solveCgtExpression(expression, budget);
  EXPECT_TRUE(report.hasValue());
  EXPECT_TRUE(report && report->thermograph.has_value()) << expression;
  return report && report->thermograph ? *report->thermograph : Thermograph{};
}

TEST(ThermographSvg, SwitchWallsMastAndLabel) {
  const Thermograph graph = thermographOf("{3|{2|-1}}");
  EXPECT_EQ(graph.mean, Rational(2));
  EXPECT_EQ(graph.temperature, Rational(1));
  const std::string svg = writeThermographSvg(graph, {"{3|{2|-1}}", "value", "t"});
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
  EXPECT_EQ(count(svg, "class=\"left-wall\""), 1u);
  EXPECT_EQ(count(svg, "class=\"right-wall\""), 1u);
  EXPECT_EQ(count(svg, "class=\"mast\""), 1u);
  EXPECT_NE(svg.find(">m = 2, t = 1<"), std::string::npos);
  EXPECT_NE(svg.find("stroke=\"#1F5FD0\""), std::string::npos);  // the GUI's Left and Right colours
  EXPECT_NE(svg.find("stroke=\"#D02A2A\""), std::string::npos);
  EXPECT_NE(svg.find(">{3|{2|-1}}<"), std::string::npos);
  EXPECT_EQ(count(svg, "<svg "), 1u);
  EXPECT_EQ(count(svg, "<text"), count(svg, "</text>"));
}

TEST(ThermographSvg, TitleEscapedAndNumbers) {
  const std::string svg = writeThermographSvg(thermographOf("1/2"), {"<a> & \"b\"", "x < y", ""});
  EXPECT_NE(svg.find(">&lt;a&gt; &amp; &quot;b&quot;<"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">m = 1/2, t = -1/2<"), std::string::npos);
  EXPECT_EQ(svg.find("<a>"), std::string::npos);
  EXPECT_NE(svg.find(">x &lt; y<"), std::string::npos);  // the value axis's name, escaped
  EXPECT_EQ(svg.find("rotate(-90"), std::string::npos);  // no temperature axis name given
}

TEST(ThermographSvg, OnlyWhenAskedAndNotForSymbolicSums) {
  auto plain = solveCgtExpression("{2|-1}");
  ASSERT_TRUE(plain.hasValue());
  EXPECT_FALSE(plain->thermograph.has_value());
  CgtBudget budget;
  budget.thermograph = true;
  auto symbolic = solveCgtExpression("1+*5000", budget);
  ASSERT_TRUE(symbolic.hasValue());
  EXPECT_FALSE(symbolic->thermograph.has_value());
}

}  // namespace
}  // namespace gamelab::partizan
