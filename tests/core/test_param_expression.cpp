// Parameters: expressions (core/param/expression.h), rational functions
// (core/algebra/rationalfunction.h), the "parameters" object and substitution in the loaders.
#include "core/algebra/rationalfunction.h"
#include "core/param/documentparameters.h"
#include "core/param/expression.h"
#include "core/param/parameters.h"
#include "core/strategic/gameloader.h"
#include "core/tree/treejson.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab {
namespace {

Rational q(const char* text) { return Rational(text); }

Rational eval(const std::string& text, const ParameterValues& values = {}) {
  auto e = parseExpression(text, "cell");
  EXPECT_TRUE(e) << text;
  auto v = evaluateExpression(*e, values, "cell");
  EXPECT_TRUE(v) << text << ": " << (v ? "" : describe(v.error()));
  return v ? *v : Rational(-999);
}

TEST(ParamExpression, EvaluatesExactlyWithPrecedence) {
  EXPECT_EQ(eval("3*t - 1", {{"t", q("1/2")}}), q("1/2"));
  EXPECT_EQ(eval("1 - 2/3"), q("1/3"));
  EXPECT_EQ(eval("2 + 3 * 4"), 14);
  EXPECT_EQ(eval("(2 + 3) * 4"), 20);
  EXPECT_EQ(eval("8 / 2 / 2"), 2);           // left-associative
  EXPECT_EQ(eval("8 - 2 - 2"), 4);
  EXPECT_EQ(eval("-t^2", {{"t", 3}}), -9);   // power binds tighter than minus
  EXPECT_EQ(eval("(-t)^2", {{"t", 3}}), 9);
  EXPECT_EQ(eval("--2"), 2);
  EXPECT_EQ(eval("+2"), 2);
  EXPECT_EQ(eval("0.25 * 4"), 1);
  EXPECT_EQ(eval("1e-3 * 1000"), 1);
  EXPECT_EQ(eval("2 \u2212 3 \u00D7 4 \u00F7 6"), 0);  // − × ÷
  EXPECT_EQ(eval("fine_2 * p", {{"fine_2", 6}, {"p", q("1/3")}}), 2);
  EXPECT_EQ(eval("t^0", {{"t", 0}}), 1);
}

TEST(ParamExpression, NamesInOrderOfFirstUse) {
  auto e = parseExpression("b*a + b - c/a", "x");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->names(), (std::vector<std::string>{"b", "a", "c"}));
}

TEST(ParamExpression, SyntaxErrorsNameTheColumnAndTheText) {
  struct Case { const char* text; Problem problem; const char* column; const char* found; };
  for (const Case& c : {Case{"3*", Problem::ExpressionIncomplete, "", ""},
                        Case{"(t+1", Problem::ExpressionIncomplete, "", ""},
                        Case{"", Problem::ExpressionIncomplete, "", ""},
                        Case{"t+1)", Problem::ExpressionUnexpected, "4", ")"},
                        Case{"2 3", Problem::ExpressionUnexpected, "3", "3"},
                        Case{"t ** 2", Problem::ExpressionUnexpected, "4", "*"},
                        Case{"t$", Problem::ExpressionUnexpected, "2", "$"},
                        Case{"\u00D7 2", Problem::ExpressionUnexpected, "1", "\u00D7"},
                        Case{"t^-1", Problem::ExpressionUnexpected, "3", "-"},
                        Case{"t^65", Problem::ExpressionUnexpected, "3", "6"},
                        Case{"t^p", Problem::ExpressionUnexpected, "3", "p"},
                        Case{"1/2/", Problem::ExpressionIncomplete, "", ""},
                        Case{"1..2", Problem::ExpressionUnexpected, "1", "1"}}) {
    auto e = parseExpression(c.text, "game/payoffs/0/1");
    ASSERT_FALSE(e) << c.text;
    EXPECT_EQ(e.error().code, ErrorCode::SyntaxError) << c.text;
    EXPECT_EQ(e.error().problem, c.problem) << c.text;
    EXPECT_EQ(e.error().args.at(0), "game/payoffs/0/1");
    EXPECT_EQ(e.error().args.at(1), c.text);
    if (c.problem == Problem::ExpressionUnexpected) {
      EXPECT_EQ(e.error().args.at(2), c.column) << c.text;
      EXPECT_EQ(e.error().args.at(3), c.found) << c.text;
    }
  }
}

TEST(ParamExpression, UnknownNameAndDivisionByZero) {
  auto e = parseExpression("1/(t-2) + u", "cell");
  ASSERT_TRUE(e);
  auto unknown = evaluateExpression(*e, {{"t", 1}}, "cell");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().problem, Problem::UnknownParameter);
  EXPECT_EQ(unknown.error().args, (std::vector<std::string>{"cell", "u"}));
  auto pole = evaluateExpression(*e, {{"t", 2}, {"u", 0}}, "cell");
  ASSERT_FALSE(pole);
  EXPECT_EQ(pole.error().problem, Problem::ExpressionDivisionByZero);
  EXPECT_EQ(pole.error().args.at(2), "t = 2, u = 0");
}

TEST(ParamExpression, HostileTextFailsFastWithoutRecursion) {
  // Deep nesting: no recursion, so a long chain of parentheses is read with explicit stacks.
  std::string deep(4000, '(');
  deep += "t";
  deep += std::string(4000, ')');
  EXPECT_EQ(eval(deep, {{"t", 7}}), 7);
  std::string minus(9000, '-');
  EXPECT_EQ(eval(minus + "1"), 1);  // an even number of minus signs
  EXPECT_FALSE(parseExpression(std::string(kMaxExpressionLength + 1, '1'), "x"));
  // Towers of powers are refused before they are computed.
  auto tower = parseExpression("((((2^64)^64)^64)^64)^64", "x");
  ASSERT_TRUE(tower);
  auto value = evaluateExpression(*tower, {}, "x");
  ASSERT_FALSE(value);
  EXPECT_EQ(value.error().code, ErrorCode::TooLarge);
  auto f = expressionFunction(*parseExpression("((t^64)^64)^64", "x"), {}, "t", "x");
  ASSERT_FALSE(f);
  EXPECT_EQ(f.error().problem, Problem::SweepTooLarge);
}

TEST(ParamExpression, FunctionsOfOneParameter) {
  auto e = parseExpression("(3*t - 1) * F / (t + 1)", "x");
  ASSERT_TRUE(e);
  auto f = expressionFunction(*e, {{"F", 2}}, "t", "x");
  ASSERT_TRUE(f);
  EXPECT_EQ(toExpressionText(*f, "t"), "(6*t-2)/(t+1)");
  EXPECT_EQ(*f->at(q("1/3")), 0);
  EXPECT_FALSE(f->at(-1));  // the pole
  // (t^2 - 1)/(t - 1) is t + 1 in lowest terms.
  auto g = expressionFunction(*parseExpression("(t^2 - 1)/(t - 1)", "x"), {}, "t", "x");
  ASSERT_TRUE(g);
  EXPECT_EQ(toExpressionText(*g, "t"), "t+1");
  auto zeroDivisor = expressionFunction(*parseExpression("1/(t - t)", "x"), {}, "t", "x");
  ASSERT_FALSE(zeroDivisor);
  EXPECT_EQ(zeroDivisor.error().problem, Problem::ExpressionDivisionByZero);
}

TEST(ParamExpression, FunctionTextReadsBackToTheSameFunction) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> coef(-5, 5);
  const RationalFunction t = RationalFunction::variable();
  for (int trial = 0; trial < 200; ++trial) {
    const auto half = [](int n) {
      Rational x(n, 2);
      x.canonicalize();
      return x;
    };
    RationalFunction num(half(coef(rng))), den(Rational(1 + (coef(rng) + 5) % 4));
    for (int k = 0; k < 3; ++k) {
      num = num * t + half(coef(rng));
      if (trial % 2) den = den * t + Rational(coef(rng));
    }
    if (den.isZero()) continue;
    const RationalFunction f = num / den;
    const std::string text = toExpressionText(f, "t");
    auto e = parseExpression(text, "x");
    ASSERT_TRUE(e) << text;
    auto back = expressionFunction(*e, {}, "t", "x");
    ASSERT_TRUE(back) << text;
    EXPECT_EQ(*back, f) << text;
  }
  EXPECT_EQ(toExpressionText(RationalFunction(), "t"), "0");
  EXPECT_EQ(toExpressionText(Rational(2) - Rational(3) * t, "t"), "2-3*t");
  EXPECT_EQ(toExpressionText(Rational(3) * t - Rational(1), "t"), "3*t-1");
  EXPECT_EQ(toExpressionText(-t, "t"), "-t");
  EXPECT_EQ(toExpressionText(t * t / Rational(2) + Rational(1), "t"), "1/2*t^2+1");
}

TEST(ParamParameters, ReadWriteAndRanges) {
  const auto json = nlohmann::json::parse(R"({"t": {"value": "1/2", "min": "0", "max": 1}, "F": {"value": 3}})");
  auto read = parametersFromJson(json);
  ASSERT_TRUE(std::holds_alternative<Parameters>(read));
  const Parameters& p = std::get<Parameters>(read);
  ASSERT_EQ(p.list.size(), 2u);
  EXPECT_EQ(p.find("t")->value, q("1/2"));
  EXPECT_EQ(*p.find("t")->max, 1);
  EXPECT_FALSE(p.find("F")->min);
  auto back = parametersFromJson(parametersToJson(p));
  EXPECT_EQ(std::get<Parameters>(back), p);
  EXPECT_TRUE(parametersToJson(Parameters{}).is_null());

  struct Bad { const char* json; const char* pointer; };
  for (const Bad& b : {Bad{R"({"1t": {"value": "0"}})", "/parameters/1t"},
                       Bad{R"({"t": {"min": "0"}})", "/parameters/t"},
                       Bad{R"({"t": {"value": "x"}})", "/parameters/t/value"},
                       Bad{R"({"t": {"value": "1", "min": "2", "max": "0"}})", "/parameters/t"},
                       Bad{R"({"t": {"value": "5", "min": "0", "max": "1"}})", "/parameters/t/value"},
                       Bad{R"({"t": 3})", "/parameters/t"},
                       Bad{R"([1])", "/parameters"}}) {
    auto r = parametersFromJson(nlohmann::json::parse(b.json));
    ASSERT_TRUE(std::holds_alternative<PayloadFailure>(r)) << b.json;
    EXPECT_EQ(std::get<PayloadFailure>(r).pointer, b.pointer) << b.json;
  }

  auto set = withParameterValues(p, {{"t", q("1/4")}});
  ASSERT_TRUE(set);
  EXPECT_EQ(set->find("t")->value, q("1/4"));
  auto outside = withParameterValues(p, {{"t", 2}});
  ASSERT_FALSE(outside);
  EXPECT_EQ(outside.error().problem, Problem::ParameterOutOfRange);
  EXPECT_EQ(outside.error().args, (std::vector<std::string>{"t", "2", "0", "1"}));
  auto unknown = withParameterValues(p, {{"s", 0}});
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().problem, Problem::UnknownParameter);

  auto a = parseParameterAssignment("t=-2/3");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->first, "t");
  EXPECT_EQ(a->second, q("-2/3"));
  EXPECT_FALSE(parseParameterAssignment("t"));
  EXPECT_FALSE(parseParameterAssignment("=1"));
  EXPECT_FALSE(parseParameterAssignment("t=one"));
}

const char* kBattleFamily = R"({"format": "gamelab", "version": 1, "kind": "strategic", "title": "BoS",
 "parameters": {"t": {"value": "2", "min": "0", "max": "4"}},
 "game": {"players": ["A", "B"], "strategies": [["O", "F"], ["O", "F"]],
          "payoffs": [["t", "1"], ["0", "0"], ["0", "0"], ["1", "t - 1"]]}})";

TEST(ParamLoaders, StrategicDocumentAtItsValueAndAtOverrides) {
  auto game = loadStrategicGame(kBattleFamily, "bos.gamelab");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->payoff(0, 0), 2);
  EXPECT_EQ(game->payoff(3, 1), 1);
  auto other = loadStrategicGame(kBattleFamily, "bos.gamelab", {{"t", q("7/2")}});
  ASSERT_TRUE(other);
  EXPECT_EQ(other->payoff(0, 0), q("7/2"));
  EXPECT_EQ(other->payoff(3, 1), q("5/2"));
  auto outside = loadStrategicGame(kBattleFamily, "bos.gamelab", {{"t", 5}});
  ASSERT_FALSE(outside);
  EXPECT_EQ(outside.error().problem, Problem::ParameterOutOfRange);
}

TEST(ParamLoaders, ErrorsNameTheCellAndItsLine) {
  std::string text = kBattleFamily;
  text.replace(text.find("\"t - 1\""), 7, "\"t - \"");
  auto bad = loadStrategicGame(text, "bos.gamelab");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().problem, Problem::ExpressionIncomplete);
  EXPECT_EQ(bad.error().args.at(0), "game/payoffs/3/1");
  EXPECT_EQ(bad.error().where.line, 4);
  EXPECT_EQ(describe(bad.error()), "bos.gamelab:4:65: game/payoffs/3/1: the expression \"t - \" ends too early");

  text = kBattleFamily;
  text.replace(text.find("\"t - 1\""), 7, "\"1/(t-2)\"");
  auto pole = loadStrategicGame(text, "bos.gamelab");
  ASSERT_FALSE(pole);
  EXPECT_EQ(pole.error().problem, Problem::ExpressionDivisionByZero);
  EXPECT_TRUE(loadStrategicGame(text, "bos.gamelab", {{"t", 1}}));

  text = kBattleFamily;
  text.replace(text.find("\"t - 1\""), 7, "\"s\"");
  auto unknown = loadStrategicGame(text, "bos.gamelab");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().problem, Problem::UnknownParameter);
  EXPECT_EQ(unknown.error().args, (std::vector<std::string>{"game/payoffs/3/1", "s"}));
}

TEST(ParamLoaders, FormatsWithoutParametersRefuseOverrides) {
  const char* nfg = "NFG 1 R \"x\" { \"1\" \"2\" } { 2 2 }\n1 1 0 0 0 0 1 1\n";
  EXPECT_TRUE(loadStrategicGame(nfg, "x.nfg"));
  auto refused = loadStrategicGame(nfg, "x.nfg", {{"t", 1}});
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().problem, Problem::UnknownParameter);
  // A document without parameters reads as before; an unknown name in it is the cell's error.
  const char* plain = R"({"format":"gamelab","version":1,"kind":"zerosum","game":{"payoffs":[["1","t"]]}})";
  auto noParameters = loadZeroSumGame(plain, "z.gamelab");
  ASSERT_FALSE(noParameters);
  EXPECT_EQ(noParameters.error().code, ErrorCode::NotANumber);
}

TEST(ParamLoaders, ZeroSumAndTreeDocuments) {
  const char* zeroSum = R"({"format":"gamelab","version":1,"kind":"zerosum",
    "parameters":{"F":{"value":"3","min":"0","max":"10"}},
    "game":{"payoffs":[["-F","1"],["0","F/2 - 1"]]}})";
  auto m = loadZeroSumGame(zeroSum, "z.gamelab", false, {{"F", 4}});
  ASSERT_TRUE(m) << describe(m.error());
  EXPECT_EQ(m->at(0, 0), -4);
  EXPECT_EQ(m->at(1, 1), 1);
  auto s = loadStrategicGame(zeroSum, "z.gamelab");
  ASSERT_TRUE(s);
  EXPECT_EQ(s->payoff(0, 1), 3);  // player 2 gets minus player 1's payoff

  const std::string tree = R"({"format":"gamelab","version":1,"kind":"tree",
    "parameters":{"p":{"value":"1/3","min":"0","max":"1"}},
    "game":{"players":["I","II"],
      "outcomes":[{"payoffs":["2*p","-2*p"]},{"payoffs":["-1","1"]}],
      "infosets":[{"player":"chance","actions":["H","L"],"probabilities":["p","1 - p"]}],
      "nodes":[{"infoset":0,"children":[1,2]},{"outcome":0},{"outcome":1}]}})";
  auto t = loadTreeText(tree, "t.gamelab", {{"p", q("1/4")}});
  ASSERT_TRUE(t) << describe(t.error());
  EXPECT_EQ(t->infoSets[0].probabilities, (RationalVector{q("1/4"), q("3/4")}));
  EXPECT_EQ(t->outcomes[0].payoffs, (RationalVector{q("1/2"), q("-1/2")}));
  std::string outside = tree;
  outside.replace(outside.find("\"1 - p\""), 7, "\"1 + p\"");
  auto bad = loadTreeText(outside, "t.gamelab");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().problem, Problem::MustBeProbability);
  EXPECT_EQ(bad.error().args.at(0), "game/infosets/0/probabilities/1 = 1 + p");
  EXPECT_EQ(bad.error().where.line, 5);
}

TEST(ParamLoaders, ForEachExpressionPlaceVisitsTheKindsPlaces) {
  auto game = nlohmann::json::parse(R"({"payoffs": [["a", "1"], ["2", {"x": 1}]]})");
  std::vector<std::string> seen;
  forEachExpressionPlace(game, "zerosum", [&](const std::string& pointer, nlohmann::json&, bool probability) {
    EXPECT_FALSE(probability);
    seen.push_back(pointer);
  });
  EXPECT_EQ(seen, (std::vector<std::string>{"/payoffs/0/0", "/payoffs/0/1", "/payoffs/1/0", "/payoffs/1/1"}));
}

}  // namespace
}  // namespace gamelab
