// The partizan document payload (core/partizan/partizanjson.h): round trip and every error
// path with its JSON pointer.
#include "core/common/problem.h"
#include "core/partizan/partizanjson.h"

#include <gtest/gtest.h>

namespace gamelab::partizan {
namespace {

using nlohmann::json;

TEST(PartizanJson, RoundTrip) {
  PartizanSession s;
  s.title = "Sums";
  s.components.push_back({Position{Ruleset::Domineering, "..../..#./...."}, {}});
  s.components.push_back({Position{Ruleset::Hackenbush, "0-1:L,1-2:R"}, {{0.0, 0.0}, {0.5, 1.0}, {0.5, 2.25}}});
  s.components.push_back({Position{Ruleset::ToadsAndFrogs, "TT..FF"}, {}});
  s.components.push_back({Position{Ruleset::Cutcake, "3x2+1x4"}, {}});
  s.components.push_back({Position{Ruleset::Expression, "{1|0}"}, {}});
  s.compare = "^*";
  const json j = toJson(s);
  EXPECT_EQ(j["components"][1]["layout"][2], json::array({0.5, 2.25}));
  EXPECT_FALSE(j["components"][0].contains("layout"));
  auto back = partizanSessionFromJson(json::parse(j.dump()));
  ASSERT_TRUE(back) << describe(back.error());
  EXPECT_EQ(*back, s);
  // empty title and compare are left out and read back as empty
  const json bare = toJson(PartizanSession{});
  EXPECT_EQ(bare, json::parse(R"({"components": []})"));
  EXPECT_EQ(*partizanSessionFromJson(bare), PartizanSession{});
}

TEST(PartizanJson, ReadsPositionsNormalised) {
  auto s = partizanSessionFromJson(json::parse(R"({"components": [{"ruleset": "hackenbush",
      "position": " 0-1:L , 4-5:R "}]})"));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->components[0].position.text, "0-1:L");
}

struct Bad {
  const char* json;
  Problem problem;
  std::vector<std::string> args;
};

TEST(PartizanJson, ErrorsNameThePlace) {
  const std::vector<Bad> rows = {
      {R"([])", Problem::MustBeObject, {""}},
      {R"({})", Problem::MissingField, {"", "components"}},
      {R"({"components": {}})", Problem::MustBeList, {"/components"}},
      {R"({"title": 3, "components": []})", Problem::MustBeString, {"/title"}},
      {R"({"components": [], "compare": []})", Problem::MustBeString, {"/compare"}},
      {R"({"components": [3]})", Problem::MustBeObject, {"/components/0"}},
      {R"({"components": [{"position": "."}]})", Problem::MissingField, {"/components/0", "ruleset"}},
      {R"({"components": [{"ruleset": 1, "position": "."}]})", Problem::MustBeString, {"/components/0/ruleset"}},
      {R"({"components": [{"ruleset": "chess", "position": "."}]})", Problem::CgtUnknownRuleset,
       {"chess", rulesetNames(), "/components/0/ruleset"}},
      {R"({"components": [{"ruleset": "cutcake"}]})", Problem::MissingField, {"/components/0", "position"}},
      {R"({"components": [{"ruleset": "cutcake", "position": 2}]})", Problem::MustBeString,
       {"/components/0/position"}},
      {R"({"components": [{"ruleset": "cutcake", "position": "1x1"}, {"ruleset": "domineering", "position": "../."}]})",
       Problem::CgtBoardNotRectangle, {"2", "1", "2", "/components/1/position"}},
      {R"({"components": [{"ruleset": "hackenbush", "position": "0-1:Q"}]})", Problem::CgtBadEdge,
       {"0-1:Q", "/components/0/position"}},
      {R"({"components": [{"ruleset": "expression", "position": "{1|"}]})", Problem::CgtUnexpected,
       {"", "/components/0/position"}},
      {R"({"components": [{"ruleset": "hackenbush", "position": "", "layout": 1}]})", Problem::MustBeList,
       {"/components/0/layout"}},
      {R"({"components": [{"ruleset": "hackenbush", "position": "", "layout": [[0, 0], [1, "a"]]}]})",
       Problem::MustBePoint, {"/components/0/layout/1"}},
      {R"({"components": [{"ruleset": "hackenbush", "position": "", "layout": [[0, 0, 0]]}]})", Problem::MustBePoint,
       {"/components/0/layout/0"}},
  };
  for (const auto& row : rows) {
    auto s = partizanSessionFromJson(json::parse(row.json));
    ASSERT_FALSE(s) << row.json;
    EXPECT_EQ(s.error().problem, row.problem) << row.json;
    EXPECT_EQ(s.error().args, row.args) << row.json;
  }
  // the column of a position's fault is kept
  auto s = partizanSessionFromJson(json::parse(R"({"components": [{"ruleset": "cutcake", "position": "2x2+0x1"}]})"));
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().problem, Problem::CgtBadCakeSize);
  EXPECT_EQ(s.error().where.column, 5);
}

TEST(PartizanJson, Limits) {
  json many = json::object();
  many["components"] = json::array();
  for (std::size_t i = 0; i <= kMaxComponents; ++i) many["components"].push_back({{"ruleset", "cutcake"}, {"position", "1x1"}});
  auto s = partizanSessionFromJson(many);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().problem, Problem::TooManyEntries);
  EXPECT_EQ(s.error().args, (std::vector<std::string>{"/components", "65", "64"}));
  many["components"].erase(many["components"].size() - 1);
  EXPECT_TRUE(partizanSessionFromJson(many));
  json layout = json::parse(R"({"components": [{"ruleset": "hackenbush", "position": ""}]})");
  layout["components"][0]["layout"] = json::array();
  for (int i = 0; i < 258; ++i) layout["components"][0]["layout"].push_back({0, i});
  auto l = partizanSessionFromJson(layout);
  ASSERT_FALSE(l);
  EXPECT_EQ(l.error().problem, Problem::TooManyEntries);
  EXPECT_EQ(l.error().args.at(0), "/components/0/layout");
  EXPECT_EQ(partizanSessionFromJson(json::parse(R"({"components": [{"ruleset": "domineering",
      "position": "................."}]})")).error().problem, Problem::CgtPositionTooLarge);
}

}  // namespace
}  // namespace gamelab::partizan
