// Readers on hostile input (issue 12): deep nesting, huge numbers, sizes that would allocate
// gigabytes, and messages that stay one short line.
#include "core/common/textexcerpt.h"
#include "core/tree/efg.h"
#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/io/jsontext.h"
#include "core/matrix/matrixgamejson.h"
#include "core/io/textfile.h"
#include "core/tree/treejson.h"
#include "core/tree/treelimits.h"
#include "core/tree/treenotation.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace gamelab {
namespace {

// ---- excerpt: the one way readers quote input ----

TEST(TextExcerpt, ShortPrintableTextIsKept) { EXPECT_EQ(excerpt("abc é"), "abc é"); }

TEST(TextExcerpt, LongTextIsCutAtACharacterBoundary) {
  const std::string long_(1'000'000, 'x');
  const std::string cut = excerpt(long_, 10);
  EXPECT_EQ(cut, "xxxxxxxxxx…");
  // "é" is two bytes: a cut after 3 bytes keeps only the first "é".
  EXPECT_EQ(excerpt("ééé", 3), "é…");
}

TEST(TextExcerpt, ControlBytesAndBadUtf8BecomeEscapes) {
  EXPECT_EQ(excerpt(std::string("a\nb\tc\0d", 7)), "a\\nb\\tc\\x00d");
  EXPECT_EQ(excerpt("\xFF\xC3"), "\\xFF\\xC3");
  EXPECT_EQ(excerpt("\xED\xA0\x80"), "\\xED\\xA0\\x80");  // a UTF-16 surrogate is not UTF-8
}

TEST(ErrorDescribe, IsOneLineWithoutPlaceholders) {
  const Error e = makeError(ErrorCode::NotANumber, {"12\n34" + std::string(5000, 'z')}, SourceLocation{"f", 2, 3});
  const std::string text = describe(e);
  EXPECT_EQ(text.find('\n'), std::string::npos) << text;
  EXPECT_LT(text.size(), 120u) << text;
  EXPECT_EQ(text.find("(?)"), std::string::npos) << text;
  EXPECT_EQ(describe(makeError(ErrorCode::TooLarge, {"7 players"})).find('?'), std::string::npos);
}

// ---- tree notation ----

TEST(TreeNotationTrust, AMillionLevelChainParses) {
  const std::size_t depth = 1'000'000;
  std::string text;
  text.reserve(depth * 5 + 8);
  for (std::size_t k = 0; k < depth; ++k) text += "I{a:";
  text += "(1,2)";
  text.append(depth, '}');
  auto tree = parseTreeNotation(text);
  ASSERT_TRUE(tree) << describe(tree.error());
  EXPECT_EQ(tree->nodeCount(), static_cast<NodeId>(depth + 1));
  EXPECT_EQ(tree->infoSets.size(), depth);
  EXPECT_EQ(tree->infoSets.back().number, static_cast<int>(depth));
  bool chain = true;  // node k is the only child of node k - 1
  for (NodeId k = 1; k <= static_cast<NodeId>(depth); ++k)
    chain = chain && tree->node(k).parent == k - 1 && tree->node(k - 1).children == std::vector<NodeId>{k};
  EXPECT_TRUE(chain);
  EXPECT_EQ(tree->outcomes.size(), 1u);
}

TEST(TreeNotationTrust, DeepUnclosedNestingIsASyntaxError) {
  std::string text;
  for (int k = 0; k < 200'000; ++k) text += "N{1:";
  auto tree = parseTreeNotation(text);
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(tree.error().where.column, static_cast<int>(text.size()) + 1);
}

TEST(TreeNotationTrust, AHugePlayerNumberIsTooLargeBeforeAllocating) {
  auto tree = parseTreeNotation("P1000000000{a: 1, b: 2}");
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::TooLarge) << describe(tree.error());
  EXPECT_EQ(tree.error().where.column, 1);
  EXPECT_NE(describe(tree.error()).find(std::to_string(kMaxTreePlayers)), std::string::npos);
  // Digits beyond int range do not overflow either.
  auto wrapped = parseTreeNotation("P4294967297{a: 1, b: 2}");
  ASSERT_FALSE(wrapped);
  EXPECT_EQ(wrapped.error().code, ErrorCode::TooLarge);
  EXPECT_TRUE(parseTreeNotation(("P" + std::to_string(kMaxTreePlayers) + "{a: 1, b: 2}").c_str()));
}

TEST(TreeNotationTrust, OneNumberLeavesMayNotExpandToGigabytes) {
  // 10 001 one-number leaves in a 1000-player tree would be 10⁷ payoffs and more.
  std::string text = "P1000{";
  for (int k = 0; k <= 10'000; ++k) text += "a" + std::to_string(k) + ": 1,";
  text.back() = '}';
  auto tree = parseTreeNotation(text);
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::TooLarge) << describe(tree.error());
  EXPECT_NE(describe(tree.error()).find("10001000 payoffs"), std::string::npos) << describe(tree.error());
}

TEST(TreeNotationTrust, AHugeTokenIsQuotedShort) {
  const std::string token(1'000'000, 'q');
  auto tree = parseTreeNotation("I{a: " + token + ", b: 1}");
  ASSERT_FALSE(tree);
  EXPECT_LT(describe(tree.error()).size(), 120u) << describe(tree.error()).substr(0, 200);
}

TEST(TreeNotationTrust, SetNumbersAndNodeIdsAreThoseOfTheEditingOperations) {
  // Children get consecutive ids when their parent is reached: root 0, its children 1 2,
  // then the children of 1 are 3 4 and those of 2 are 5 6; a shared set is one set.
  auto tree = parseTreeNotation("N{1/2: I[x]{l: 1, r: 2}, 1/2: I[x]{l: 3, r: II{u: 4, d: 5}}}");
  ASSERT_TRUE(tree) << describe(tree.error());
  EXPECT_EQ(tree->node(0).children, (std::vector<NodeId>{1, 2}));
  EXPECT_EQ(tree->node(1).children, (std::vector<NodeId>{3, 4}));
  EXPECT_EQ(tree->node(2).children, (std::vector<NodeId>{5, 6}));
  EXPECT_EQ(tree->node(6).children, (std::vector<NodeId>{7, 8}));
  ASSERT_EQ(tree->infoSets.size(), 3u);
  EXPECT_EQ(tree->node(1).infoSet, tree->node(2).infoSet);
  EXPECT_EQ(tree->infoSets[1].label, "x");
  EXPECT_EQ(tree->infoSets[2].player, 1);
  EXPECT_EQ(tree->infoSets[2].number, 1);
  EXPECT_EQ(tree->outcomes.size(), 5u);
  EXPECT_EQ(tree->outcomes[4].payoffs, (RationalVector{Rational(5), Rational(-5)}));
}

// ---- JSON documents ----

std::string deepDocument(std::size_t depth) {
  std::string text = R"({"format": "gamelab", "version": 1, "kind": "tree", "game": {"x": )";
  text.append(depth, '[');
  text.append(depth, ']');
  return text + "}}";
}

TEST(JsonTrust, NestingBeyondTheLimitIsRefusedAtItsBracket) {
  const std::string text = deepDocument(150'000);
  auto doc = parseGamelab(text, "deep.gamelab");
  ASSERT_FALSE(doc);
  EXPECT_EQ(doc.error().code, ErrorCode::NestedTooDeep) << describe(doc.error());
  EXPECT_EQ(doc.error().where.file, "deep.gamelab");
  EXPECT_EQ(doc.error().where.line, 1);
  // The root object and "game" are levels 1 and 2; the bracket that makes level limit + 1:
  const auto firstBracket = text.find('[');
  EXPECT_EQ(doc.error().where.column, static_cast<int>(firstBracket + kMaxJsonDepth - 2) + 1);
  EXPECT_EQ(doc.error().args, (std::vector<std::string>{std::to_string(kMaxJsonDepth)}));
  // The same through every entry point that reads a document.
  auto tree = loadTreeText(text, "deep.gamelab");
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::NestedTooDeep);
  auto game = loadZeroSumGame(text, "deep.gamelab");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::NestedTooDeep);
}

TEST(JsonTrust, NestingWithinTheLimitIsRead) {
  EXPECT_TRUE(parseGamelab(deepDocument(kMaxJsonDepth - 3), "ok.gamelab"));
}

TEST(JsonTrust, ANumberBeyondDoubleRangeIsASyntaxErrorAtIt) {
  const std::string text = "{\"format\": \"gamelab\", \"version\": 1,\n \"kind\": \"zerosum\", \"game\": {\"payoffs\": [[1e400]]}}";
  auto doc = parseGamelab(text, "big.gamelab");
  ASSERT_FALSE(doc);
  EXPECT_EQ(doc.error().code, ErrorCode::SyntaxError) << describe(doc.error());
  EXPECT_EQ(doc.error().where.line, 2);
  EXPECT_EQ(doc.error().where.column, static_cast<int>(text.find("1e400") - text.find('\n')));
  EXPECT_NE(describe(doc.error()).find("1e400"), std::string::npos) << describe(doc.error());
  // Short forms read through readGamePayload too.
  auto tree = loadTreeText(R"({"players": 2, "outcomes": [[-1e999, 0]], "nodes": [{"outcome": 0}]})", "t.json");
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(tree.error().where.column, 30);
}

TEST(JsonTrust, EmptyAndByteOrderMarkedDocuments) {
  for (const char* blank : {"", "  \n\t", "\xEF\xBB\xBF", "\xEF\xBB\xBF \n"}) {
    auto tree = loadTreeText(blank, "e.gamelab");
    ASSERT_FALSE(tree);
    EXPECT_EQ(tree.error().code, ErrorCode::EmptyInput) << describe(tree.error());
    auto doc = parseGamelab(blank, "e.gamelab");
    ASSERT_FALSE(doc);
    EXPECT_EQ(doc.error().code, ErrorCode::EmptyInput);
    auto game = loadZeroSumGame(blank, "e.gamelab");
    ASSERT_FALSE(game);
    EXPECT_EQ(game.error().code, ErrorCode::EmptyInput);
    auto efg = parseEfg(blank, "e.efg");
    ASSERT_FALSE(efg);
    EXPECT_EQ(efg.error().code, ErrorCode::EmptyInput);
  }
  const std::string doc =
      R"({"format": "gamelab", "version": 1, "kind": "tree", "game": {"players": 2, "outcomes": [["1", "-1"]], )"
      R"("nodes": [{"outcome": 0}]}})";
  auto tree = loadTreeText("\xEF\xBB\xBF" + doc, "bom.gamelab");
  ASSERT_TRUE(tree) << describe(tree.error());
  EXPECT_EQ(tree->outcomes.size(), 1u);
  auto notation = loadTreeText("\xEF\xBB\xBF I{a: 1, b: 2}", "bom.txt");
  ASSERT_TRUE(notation) << describe(notation.error());
  auto badNotation = loadTreeText("\xEF\xBB\xBF\nI{a: 1, b: x}", "bom.txt");
  ASSERT_FALSE(badNotation);
  EXPECT_EQ(badNotation.error().where.line, 2);
  EXPECT_EQ(badNotation.error().where.column, 12);
}

TEST(JsonTrust, QuotedCellsAreShortAndNeverThrow) {
  // A cell holding an object with invalid UTF-8, and a huge string.
  const nlohmann::json game = nlohmann::json::parse(R"({"payoffs": [[{"a": "x"}, "1"]]})");
  nlohmann::json bad = game;
  bad["payoffs"][0][0]["a"] = std::string("\xFF\xFE");
  auto matrix = matrixGameFromJson(bad, "m.gamelab");
  ASSERT_FALSE(matrix);
  EXPECT_EQ(matrix.error().code, ErrorCode::NotANumber);
  bad["payoffs"][0][0] = std::string(1'000'000, '7') + "x";
  matrix = matrixGameFromJson(bad, "m.gamelab");
  ASSERT_FALSE(matrix);
  EXPECT_LT(describe(matrix.error()).size(), 160u);
}

TEST(JsonTrust, InvalidUtf8LabelsAreWrittenReplaced) {
  GameTree tree = *parseTreeNotation("I{a: 1, b: 2}");
  tree.infoSets[0].actions[0] = "caf\xE9";  // Latin-1, as in an old .efg
  GamelabFile file;
  file.kind = "tree";
  file.game = treeToJson(tree);
  std::string text;
  ASSERT_NO_THROW(text = serializeGamelab(file));
  EXPECT_NE(text.find("caf\xEF\xBF\xBD"), std::string::npos);
  auto back = parseGamelab(text, "r.gamelab");
  ASSERT_TRUE(back) << describe(back.error());
}

TEST(JsonTrust, NoReaderThrowsOnBadJson) {
  const char* inputs[] = {"{", "[1, 2", "{\"a\": 1e400}", "{\"format\": \"gamelab\", \"version\": 1, \"kind\": 7}",
                          "\"\xFF\"", "nul\x01", "{\"format\": \"gamelab\", \"version\": 18446744073709551615}"};
  for (const char* input : inputs) {
    EXPECT_NO_THROW({
      (void)parseGamelab(input, "x");
      (void)loadTreeText(input, "x");
      (void)loadZeroSumGame(input, "x");
      (void)loadStrategicGame(input, "x");
    }) << input;
  }
}

// ---- sizes checked before allocating ----

TEST(SizeTrust, AHugeEfgOutcomeNumberIsTooLarge) {
  auto tree = parseEfg("EFG 2 R \"\" { \"1\" \"2\" }\n\"\"\nt \"\" 1000000000 \"\" { 1, 2 }\n", "o.efg");
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::TooLarge) << describe(tree.error());
  EXPECT_EQ(tree.error().where.line, 3);
  EXPECT_EQ(tree.error().where.column, 6);
  EXPECT_NE(describe(tree.error()).find("1000000000"), std::string::npos);
  // Gaps within the bound are still read (Gambit numbers outcomes freely).
  EXPECT_TRUE(parseEfg("EFG 2 R \"\" { \"1\" \"2\" }\n\"\"\nt \"\" 9 \"\" { 1, 2 }\n", "o.efg"));
}

TEST(SizeTrust, TooManyPlayersAreRefused) {
  std::string efg = "EFG 2 R \"\" {";
  for (int k = 0; k <= kMaxTreePlayers; ++k) efg += " \"\"";
  efg += " }\nt \"\" 0\n";
  auto tree = parseEfg(efg, "p.efg");
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().code, ErrorCode::TooLarge);
  auto json = loadTreeText(R"({"players": 1000000000, "nodes": [{}]})", "p.json");
  ASSERT_FALSE(json);
  EXPECT_EQ(json.error().code, ErrorCode::TooLarge) << describe(json.error());
  EXPECT_EQ(json.error().where.column, 13);
}

// ---- input files and streams ----

TEST(InputTrust, ADirectoryIsNotAFile) {
  auto text = readTextFile(GAMELAB_TEST_DATA);
  ASSERT_FALSE(text);
  EXPECT_EQ(text.error().code, ErrorCode::IsDirectory);
  auto doc = readGamelabFile(GAMELAB_TEST_DATA);
  ASSERT_FALSE(doc);
  EXPECT_EQ(doc.error().code, ErrorCode::IsDirectory);
}

TEST(InputTrust, StreamsStopAtANulByteAndAtTheLimit) {
  std::istringstream binary(std::string("EFG 2 R\n\"a\0b\"", 14) + std::string(1'000'000, '\0'));
  auto text = readTextStream(binary, "<stdin>");
  ASSERT_FALSE(text);
  EXPECT_EQ(text.error().code, ErrorCode::NotText);
  EXPECT_EQ(text.error().where.line, 2);
  EXPECT_EQ(text.error().where.column, 3);
  std::istringstream big(std::string(100'000, 'x'));
  auto capped = readTextStream(big, "<stdin>", 50'000);
  ASSERT_FALSE(capped);
  EXPECT_EQ(capped.error().code, ErrorCode::TooLarge);
  std::istringstream fits(std::string(50'000, 'x'));
  auto read = readTextStream(fits, "<stdin>", 50'000);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->size(), 50'000u);
}

// ---- information sets numbered on reading ----

TEST(TreeJsonTrust, UnnumberedSetsTakeTheSmallestFreeNumbersInListOrder) {
  // Player 1: sets numbered 2 and 5 in the file, three unnumbered -> 1, 3, 4; player 2's own.
  const std::string text = R"({"players": 2, "outcomes": [["1", "-1"]],
    "infosets": [{"player": 1, "number": 2, "actions": ["a"]}, {"player": 1, "actions": ["a"]},
                 {"player": 2, "actions": ["a"]}, {"player": 1, "actions": ["a"]},
                 {"player": 1, "number": 5, "actions": ["a"]}, {"player": 1, "actions": ["a"]}],
    "nodes": [{"infoset": 0, "children": [1]}, {"infoset": 1, "children": [2]}, {"infoset": 2, "children": [3]},
              {"infoset": 3, "children": [4]}, {"infoset": 4, "children": [5]}, {"infoset": 5, "children": [6]},
              {"outcome": 0}]})";
  auto tree = loadTreeText(text, "n.json");
  ASSERT_TRUE(tree) << describe(tree.error());
  std::vector<int> numbers;
  for (const auto& s : tree->infoSets) numbers.push_back(s.number);
  EXPECT_EQ(numbers, (std::vector<int>{2, 1, 1, 3, 5, 4}));
}

}  // namespace
}  // namespace gamelab
