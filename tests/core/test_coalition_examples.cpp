// The built-in chapter-4 examples against the digest (ferguson-ch4-coalitional.md, errata
// applied): their values, and the Shapley value, nucleolus, core and voting power the solvers
// find for them, exactly. One table row per example with a digest answer.
#include "core/coalition/coreanalysis.h"
#include "core/coalition/nucleolus.h"
#include "core/coalition/powerindices.h"
#include "core/coalition/shapley.h"
#include "core/coalition/generators.h"
#include "core/coalition/coalitionalexamples.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <cctype>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace gamelab {
namespace {

/// "7/3 17/6 17/6" -> the vector.
RationalVector vec(const std::string& text) {
  RationalVector out;
  std::istringstream in(text);
  std::string item;
  while (in >> item) {
    auto value = parseRational(item);
    EXPECT_TRUE(value) << item;
    out.push_back(value ? *value : Rational(0));
  }
  return out;
}

std::vector<RationalVector> points(const std::vector<std::string>& texts) {
  std::vector<RationalVector> out;
  for (const auto& t : texts) out.push_back(vec(t));
  std::sort(out.begin(), out.end());
  return out;
}

/// Every permutation of `base` (for symmetric cores).
std::vector<std::string> permutations(std::vector<std::string> base) {
  std::sort(base.begin(), base.end());
  std::vector<std::string> out;
  do {
    std::string joined;
    for (const auto& b : base) joined += b + " ";
    out.push_back(joined);
  } while (std::next_permutation(base.begin(), base.end()));
  return out;
}

struct DigestRow {
  std::string id;
  std::string testCase;
  std::string shapley;                      ///< "" = not given by the digest
  std::string nucleolus;                    ///< ""
  enum { Unknown, Empty, Vertices } core = Unknown;
  std::vector<std::string> coreVertices;    ///< when core == Vertices
  std::string shapleyShubik;                ///< voting and simple games with a digest index
};

/// gtest prints a failing row by its case and id.
void PrintTo(const DigestRow& row, std::ostream* out) { *out << row.testCase << " " << row.id; }

const std::vector<DigestRow>& digestTable() {
  using C = DigestRow;
  static const std::vector<DigestRow> table{
      {"strategic-4-1-4", "T59", "79/24 67/24 35/12", "37/12 31/12 10/3", C::Vertices,
       {"1/2 5/2 6", "1/2 13/2 2", "7/4 13/2 3/4", "3 0 6", "7 0 2", "7 5/4 3/4"}, ""},
      {"zero-sum-three", "T60", "9/5 -7/10 -11/10", "9/5 -7/10 -11/10", C::Empty, {}, ""},
      {"strategic-ex-4-1-5-2", "T61", "83/15 86/15 71/15", "71/15 92/15 77/15", C::Vertices,
       {"3/5 22/5 11", "3/5 12 17/5", "3 2 11", "3 12 1", "13 2 1"}, ""},
      {"example-4-2-4-1", "T63", "7/3 17/6 17/6", "2 7/2 5/2", C::Vertices,
       {"1 3 4", "1 5 2", "2 5 1", "3 1 4", "3 4 1"}, ""},
      {"selling-10-20-30", "T64", "65/3 5/3 20/3", "25 0 5", C::Vertices, {"20 0 10", "30 0 0"}, ""},
      {"battle-of-the-sexes-tu", "T65", "", "", C::Vertices, {"8/5 22/5", "22/5 8/5"}, ""},
      {"ex-4-2-5-3", "T66", "7/6 5/3 13/6", "2/3 8/3 5/3", C::Vertices, {"0 3 2", "1 2 2", "1 3 1"}, ""},
      {"symmetric-3-a1", "T67", "", "", C::Vertices, permutations({"0", "1", "2"}), ""},
      {"symmetric-3-a3-2", "T67", "", "", C::Vertices, {"0 3/2 3/2", "3/2 0 3/2", "3/2 3/2 0"}, ""},
      {"symmetric-3-a2", "T67", "", "", C::Vertices, {"1 1 1"}, ""},
      {"symmetric-3-a5-2", "T67", "", "", C::Empty, {}, ""},
      {"symmetric-4-a1-b2", "T67", "", "", C::Vertices, permutations({"0", "1", "1", "2"}), ""},
      {"symmetric-4-a2-b3", "T67", "", "", C::Vertices, {"1 1 1 1"}, ""},
      {"symmetric-4-a5-2-b3", "T67", "", "", C::Empty, {}, ""},
      {"majority-3", "T68", "1/3 1/3 1/3", "1/3 1/3 1/3", C::Empty, {}, "1/3 1/3 1/3"},
      {"seller-buyers-dummy", "T69", "25 5 10 0", "35 0 5 0", C::Vertices, {"30 0 10 0", "40 0 0 0"}, ""},
      {"glove-2-2", "T70", "1/2 1/2 1/2 1/2", "1/2 1/2 1/2 1/2", C::Vertices, {"1 1 0 0", "0 0 1 1"}, ""},
      {"glove-2-3", "T70", "13/20 13/20 7/30 7/30 7/30", "", C::Vertices, {"1 1 0 0 0"}, ""},
      {"machines-workers", "T71", "13/20 13/20 17/30 17/30 17/30", "0 0 1 1 1", C::Vertices, {"0 0 1 1 1"}, ""},
      {"voting-50-10-20-30-40", "T72", "1/12 1/4 1/4 5/12", "", C::Unknown, {}, "1/12 1/4 1/4 5/12"},
      {"seller-buyers-30-40", "T73", "25 5 10", "35 0 5", C::Vertices, {"30 0 10", "40 0 0"}, ""},
      {"ex-4-3-5-2", "T74", "13/6 11/3 1/6", "2 7/2 1/2", C::Vertices,
       {"1 1 4", "1 7 -2", "2 0 4", "3 0 3", "3 7 -4"}, ""},
      {"voting-50-10-30-30-40", "T77", "0 1/3 1/3 1/3", "0 1/3 1/3 1/3", C::Unknown, {}, "0 1/3 1/3 1/3"},
      {"voting-chairman", "T79", "1/15 7/30 7/30 2/5 1/15", "", C::Unknown, {}, "1/15 7/30 7/30 2/5 1/15"},
      {"voting-thirds", "T80", "1/2 1/6 1/6 1/6", "", C::Unknown, {}, "1/2 1/6 1/6 1/6"},
      {"voting-two-big-parties", "T80", "3/10 3/10 2/15 2/15 2/15", "", C::Unknown, {}, "3/10 3/10 2/15 2/15 2/15"},
      {"nassau-1964", "T81", "1/3 1/3 1/3 0 0 0", "", C::Unknown, {}, "1/3 1/3 1/3 0 0 0"},
      {"nassau-1971", "T81", "17/60 17/60 13/60 7/60 1/20 1/20", "", C::Unknown, {},
       "17/60 17/60 13/60 7/60 1/20 1/20"},
      {"un-security-council", "T82", "", "", C::Unknown, {},
       "421/2145 421/2145 421/2145 421/2145 421/2145 4/2145 4/2145 4/2145 4/2145 4/2145 4/2145 4/2145 4/2145 "
       "4/2145 4/2145"},
      {"travel-costs", "T83", "14 25/2 29/2", "43/3 40/3 40/3", C::Vertices,
       {"6 17 18", "6 18 17", "15 18 8", "19 4 18", "19 14 8"}, ""},
      {"market-1-3-2-2", "T84", "1/2 3/2 1 1", "", C::Unknown, {}, ""},
      {"market-1-2-4-3-4", "T84", "1/2 1 2 3/2 2", "", C::Unknown, {}, ""},
      {"chain-3", "T85", "11/6 5/6 1/3", "7/4 3/4 1/2", C::Unknown, {}, ""},
      {"chain-4", "T85", "25/12 13/12 7/12 1/4", "15/8 7/8 3/4 1/2", C::Unknown, {}, ""},
      {"chain-5", "T85", "137/60 77/60 47/60 9/20 1/5", "31/16 15/16 7/8 3/4 1/2", C::Unknown, {}, ""},
      {"chain-1-3-4-7", "T85", "37/12 25/12 13/12 3/4", "", C::Unknown, {}, ""},
      {"airport-2-5-9", "T86", "-2/3 -13/6 -37/6", "-1 -2 -6", C::Unknown, {}, ""},
      {"airport-1-3-6-10", "T86", "-1/4 -11/12 -29/12 -77/12", "-1/2 -5/4 -17/8 -49/8", C::Unknown, {}, ""},
      {"seller-40-30", "T87", "25 10 5", "", C::Unknown, {}, ""},
      {"seller-6-4-2", "T87", "23/6 3/2 1/2 1/6", "5 1 0 0", C::Vertices, {"4 2 0 0", "6 0 0 0"}, ""},
      {"seller-10-7-3-1", "T87", "97/15 143/60 53/60 13/60 1/20", "17/2 3/2 0 0 0", C::Vertices,
       {"7 3 0 0 0", "10 0 0 0 0"}, ""},
      {"bankruptcy-36", "T89", "6 11 19", "5 21/2 41/2", C::Unknown, {}, ""},
      {"example-4-4-3", "T91", "5/3 7/6 13/6", "8/3 2/3 5/3", C::Vertices, {"2 1 2", "3 0 2", "3 1 1"}, ""},
      {"constant-sum-3", "T92", "-5/3 13/3 13/3", "-5/3 13/3 13/3", C::Unknown, {}, ""},
      {"cattle-drive", "T93", "800 200 200", "1200 0 0", C::Vertices, {"1200 0 0"}, ""},
      {"farm-roads", "T94", "1/6 25/6 11/3", "0 9/2 7/2", C::Vertices, {"-1 2 7", "-1 9 0", "1 0 7", "1 7 0"}, ""},
      {"landlord-2", "T95", "1 1/2 1/2", "1 1/2 1/2", C::Unknown, {}, ""},
      {"landlord-3", "T95", "3/2 1/2 1/2 1/2", "3/2 1/2 1/2 1/2", C::Unknown, {}, ""},
      {"landlord-3-0-1-3-4", "T95", "2 2/3 2/3 2/3", "5/2 1/2 1/2 1/2", C::Unknown, {}, ""},
      {"assignment-houses", "T96", "7/2 11/6 5/3 4", "7/2 3/2 3/2 9/2", C::Vertices,
       {"1 0 3 7", "3 0 3 5", "4 3 0 4", "6 3 0 2"}, ""},
      {"chain-nucleolus-4", "T97", "", "15/8 7/8 3/4 1/2", C::Unknown, {}, ""},
  };
  return table;
}

const CoalitionalGame& gameOf(const std::string& id) {
  for (const auto& example : coalitionalExamples())
    if (example.id == id) return example.game;
  ADD_FAILURE() << "no example " << id;
  static const CoalitionalGame none;
  return none;
}

TEST(CoalitionalExamples, IdsTitlesAndCases) {
  std::set<std::string> ids;
  for (const auto& example : coalitionalExamples()) {
    EXPECT_TRUE(ids.insert(example.id).second) << "duplicate id " << example.id;
    EXPECT_FALSE(example.englishTitle.empty()) << example.id;
    EXPECT_EQ(example.game.title(), example.englishTitle) << example.id;
    EXPECT_EQ(example.section.rfind("4.", 0), 0u) << example.id;
    EXPECT_EQ(example.testCase.rfind("T", 0), 0u) << example.id;
    EXPECT_EQ(example.game.value(0), 0) << example.id;
    ASSERT_TRUE(findCoalitionalExample(example.id)) << example.id;
    EXPECT_EQ(findCoalitionalExample(example.id)->game, example.game);
  }
  EXPECT_FALSE(findCoalitionalExample("no-such-example"));
  // Every row of the digest table is an example with that case, and every example has a row.
  for (const auto& row : digestTable()) {
    const auto example = findCoalitionalExample(row.id);
    ASSERT_TRUE(example) << row.id;
    EXPECT_EQ(example->testCase, row.testCase) << row.id;
  }
  EXPECT_EQ(digestTable().size(), coalitionalExamples().size());
  // The cases the brief lists are all there.
  std::set<std::string> cases;
  for (const auto& example : coalitionalExamples()) cases.insert(example.testCase);
  for (const char* t : {"T59", "T60", "T61", "T63", "T64", "T65", "T66", "T67", "T68", "T69", "T70", "T71", "T72",
                        "T73", "T74", "T77", "T79", "T80", "T81", "T82", "T83", "T84", "T85", "T86", "T87", "T89",
                        "T91", "T92", "T93", "T94", "T95", "T96", "T97"})
    EXPECT_TRUE(cases.count(t)) << t;
}

/// Characteristic functions stated in the digest (errata: T59 v(3) = 3/4, T61 v(1) = 3/5,
/// T65 v(2) = 8/5), in Bitmask order.
TEST(CoalitionalExamples, DigestValues) {
  EXPECT_EQ(gameOf("strategic-4-1-4").values(), vec("0 1/2 0 3 3/4 5/2 2 9"));
  EXPECT_EQ(gameOf("strategic-ex-4-1-5-2").values(), vec("0 3/5 2 5 1 4 3 16"));
  EXPECT_EQ(gameOf("battle-of-the-sexes-tu").values(), vec("0 8/5 8/5 6"));
  EXPECT_EQ(gameOf("bankruptcy-36").values(), vec("0 0 0 6 6 16 26 36"));
  EXPECT_EQ(gameOf("bankruptcy-36").playerNames(), (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_EQ(gameOf("travel-costs").values(), vec("0 6 4 23 8 23 22 41"));
  EXPECT_EQ(gameOf("airport-2-5-9").values(), vec("0 -2 -5 -5 -9 -9 -9 -9"));
  EXPECT_EQ(gameOf("glove-2-2").value(0b0101), 1);
  EXPECT_EQ(gameOf("glove-2-2").value(0b0011), 0);
  EXPECT_EQ(gameOf("glove-2-2").value(0b1111), 2);
  const auto& machines = gameOf("machines-workers");  // v(13) = 1, v(134) = 2, v(1345) = 2, v(123) = 1, v(N) = 3
  EXPECT_EQ(machines.value(0b00101), 1);
  EXPECT_EQ(machines.value(0b01101), 2);
  EXPECT_EQ(machines.value(0b11101), 2);
  EXPECT_EQ(machines.value(0b00111), 1);
  EXPECT_EQ(machines.value(0b11111), 3);
  const auto& assignment = gameOf("assignment-houses");
  EXPECT_EQ(assignment.playerNames(), (std::vector<std::string>{"A", "B", "C", "D"}));
  EXPECT_EQ(assignment.value(0b1001), 8);   // AD
  EXPECT_EQ(assignment.value(0b1111), 11);  // ABCD
  EXPECT_EQ(assignment.value(0b0110), 3);   // BC
  EXPECT_EQ(gameOf("seller-6-4-2").playerNames(), (std::vector<std::string>{"0", "1", "2", "3"}));
  ASSERT_TRUE(gameOf("nassau-1971").voting());
  EXPECT_EQ(gameOf("nassau-1971").voting()->rule, QuotaRule::AtLeast);
  EXPECT_EQ(gameOf("un-security-council").players(), 15);
  // The chairman breaks a 50-50 tie: {1,4} = 50 loses alone, wins with player 5.
  EXPECT_EQ(gameOf("voting-chairman").value(0b01001), 0);
  EXPECT_EQ(gameOf("voting-chairman").value(0b11001), 1);
  EXPECT_EQ(gameOf("voting-chairman").value(0b01010), 1);  // {2,4} = 60
}

TEST(CoalitionalExamples, ImputationTriangles) {
  EXPECT_EQ(points({"33/4 0 3/4", "1/2 31/4 3/4", "1/2 0 17/2"}),
            [] { auto v = imputationVertices(gameOf("strategic-4-1-4")); std::sort(v.begin(), v.end()); return v; }());
  EXPECT_EQ(points({"7 0 1", "1 6 1", "1 0 7"}),
            [] { auto v = imputationVertices(gameOf("example-4-2-4-1")); std::sort(v.begin(), v.end()); return v; }());
  EXPECT_EQ(points({"5 -1 1", "0 4 1", "0 -1 6"}),
            [] { auto v = imputationVertices(gameOf("ex-4-2-5-3")); std::sort(v.begin(), v.end()); return v; }());
}

TEST(CoalitionalExamples, DividendsOfExample1) {
  // c_1 = 1, c_2 = 0, c_12 = 3, c_3 = 1, c_13 = 1, c_23 = 4, c_123 = −2 (4.3.2).
  auto dividends = solveHarsanyiDividends(gameOf("example-4-2-4-1"));
  ASSERT_TRUE(dividends);
  EXPECT_EQ(*dividends, vec("0 1 0 3 1 1 4 -2"));
}

class DigestCase : public ::testing::TestWithParam<DigestRow> {};

TEST_P(DigestCase, SolversAgreeWithTheDigest) {
  const DigestRow& row = GetParam();
  const CoalitionalGame& game = gameOf(row.id);
  if (!row.shapley.empty()) {
    auto shapley = solveShapleyValue(game);
    ASSERT_TRUE(shapley) << describe(shapley.error());
    EXPECT_EQ(*shapley, vec(row.shapley));
  }
  if (!row.nucleolus.empty()) {
    auto nucleolusEfficient = solveNucleolus(game);
    ASSERT_TRUE(nucleolusEfficient) << describe(nucleolusEfficient.error());
    EXPECT_EQ(nucleolusEfficient->x, vec(row.nucleolus));
    // The digest's games all have the same nucleolus over imputations.
    auto overImputations = solveNucleolus(game, {.domain = NucleolusDomain::Imputations});
    ASSERT_TRUE(overImputations) << describe(overImputations.error());
    EXPECT_EQ(overImputations->x, vec(row.nucleolus));
  }
  if (row.core != DigestRow::Unknown) {
    auto core = solveCore(game);
    ASSERT_TRUE(core) << describe(core.error());
    EXPECT_EQ(core->empty, row.core == DigestRow::Empty);
    EXPECT_EQ(core->leastCoreEpsilon > 0, row.core == DigestRow::Empty);
    if (row.core == DigestRow::Vertices) {
      ASSERT_TRUE(core->verticesComputed);
      EXPECT_EQ(core->vertices, points(row.coreVertices));
    } else {
      EXPECT_FALSE(core->balancedCollection.empty());
    }
  }
  if (!row.shapleyShubik.empty()) {
    const RationalVector want = vec(row.shapleyShubik);
    if (game.voting()) {
      auto indices = solvePowerIndices(*game.voting());
      ASSERT_TRUE(indices) << describe(indices.error());
      EXPECT_EQ(indices->shapleyShubik, want);
    }
    auto fromTable = solvePowerIndices(game);
    ASSERT_TRUE(fromTable) << describe(fromTable.error());
    EXPECT_EQ(fromTable->shapleyShubik, want);
    // The index of a simple game is its Shapley value.
    auto shapley = solveShapleyValue(game);
    ASSERT_TRUE(shapley);
    EXPECT_EQ(*shapley, want);
  }
}

std::string caseName(const ::testing::TestParamInfo<DigestRow>& info) {
  std::string name = info.param.testCase + "_" + info.param.id;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Digest, DigestCase, ::testing::ValuesIn(digestTable()), caseName);

/// Examples that carry their strategic origin: the table is exactly its characteristic function
/// (4.1), so the editor's origin page agrees with the table when opened.
TEST(CoalitionalExamples, OriginsGiveTheirTables) {
  int withOrigin = 0;
  for (const auto& example : coalitionalExamples()) {
    if (!example.origin) continue;
    ++withOrigin;
    const auto cf = solveCharacteristicFunction(*example.origin);
    ASSERT_TRUE(cf.hasValue()) << example.id;
    EXPECT_EQ(cf.value().game.values(), example.game.values()) << example.id;
  }
  EXPECT_EQ(withOrigin, 4);
}

}  // namespace
}  // namespace gamelab
