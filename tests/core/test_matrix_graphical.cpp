// Graphical method for 2xn and mx2 games (digest T13, T14, T22, T23, T68).
#include "core/matrix/graphical.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Idx = std::vector<std::size_t>;
using Points = std::vector<std::pair<Rational, Rational>>;

Rational R(const char* s) { return *parseRational(s); }
RationalVector V(std::initializer_list<const char*> xs) {
  RationalVector v;
  for (const char* x : xs) v.push_back(R(x));
  return v;
}
Points P(std::initializer_list<std::pair<const char*, const char*>> xs) {
  Points out;
  for (const auto& [x, y] : xs) out.emplace_back(R(x), R(y));
  return out;
}

struct GraphicalCase {
  const char* id;
  Rows a;
  GraphicalKind kind;
  Points vertices;
  const char* low;
  const char* high;
  const char* value;
  Idx through;
  Idx subgame;
  Idx notTouching;
  RationalVector p, q;
};

TEST(MatrixGraphical, EnvelopesOptimaAndSubgames) {
  const std::vector<GraphicalCase> cases = {
      // T13: lines 4−2p, 1+2p, 6−5p, 5p; max of the lower envelope where col2 and col3 cross.
      {"T13", {{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}, GraphicalKind::TwoByN,
       P({{"0", "0"}, {"1/3", "5/3"}, {"5/7", "17/7"}, {"1", "1"}}), "5/7", "5/7", "17/7", {1, 2}, {1, 2}, {0},
       V({"5/7", "2/7"}), V({"0", "5/7", "2/7", "0"})},
      // T14: upper envelope 5−4q, 4, 2+4q has a flat minimum on [1/4, 1/2] (erratum: not 1/3).
      {"T14", {{"1", "5"}, {"4", "4"}, {"6", "2"}}, GraphicalKind::MByTwo,
       P({{"0", "5"}, {"1/4", "4"}, {"1/2", "4"}, {"1", "6"}}), "1/4", "1/2", "4", {0, 1, 2}, {1}, {},
       V({"0", "1", "0"}), V({"1/4", "3/4"})},
      // T22: lines 5p−2, p+1, 8p−4, 5−5p; optimum at p = 7/10 (erratum: q = (1/2, 0, 0, 1/2)).
      {"T22", {{"3", "2", "4", "0"}, {"-2", "1", "-4", "5"}}, GraphicalKind::TwoByN,
       P({{"0", "-4"}, {"2/3", "4/3"}, {"7/10", "3/2"}, {"1", "0"}}), "7/10", "7/10", "3/2", {0, 3}, {0, 3}, {1},
       V({"7/10", "3/10"}), V({"1/2", "0", "0", "1/2"})},
      // T23 after deleting column 3: lines 8−8q, 4q+4, 16q−4; minimum at q = 1/3.
      {"T23", {{"0", "8"}, {"8", "4"}, {"12", "-4"}}, GraphicalKind::MByTwo,
       P({{"0", "8"}, {"1/3", "16/3"}, {"2/3", "20/3"}, {"1", "12"}}), "1/3", "1/3", "16/3", {0, 1}, {0, 1}, {},
       V({"1/3", "2/3", "0"}), V({"1/3", "2/3"})},
      // T68: identical rows 2 and 3; minimum where 5(1−q)/9 and 1/3 + q/6 cross, q = 4/13.
      {"T68", {{"3/4", "0"}, {"1/2", "1/3"}, {"1/2", "1/3"}, {"0", "5/9"}}, GraphicalKind::MByTwo,
       P({{"0", "5/9"}, {"4/13", "5/13"}, {"4/7", "3/7"}, {"1", "3/4"}}), "4/13", "4/13", "5/13", {1, 2, 3}, {1, 3}, {},
       V({"0", "10/13", "0", "3/13"}), V({"4/13", "9/13"})},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto r = solveGraphical(MatrixGame::fromText(c.a));
    ASSERT_TRUE(r.hasValue());
    EXPECT_EQ(r->kind, c.kind);
    EXPECT_EQ(r->vertices, c.vertices);
    EXPECT_EQ(r->optimumLow, R(c.low));
    EXPECT_EQ(r->optimumHigh, R(c.high));
    EXPECT_EQ(r->value, R(c.value));
    EXPECT_EQ(r->linesThroughOptimum, c.through);
    EXPECT_EQ(r->subgameLines, c.subgame);
    Idx notTouching;
    for (const auto& l : r->lines)
      if (!l.touchesEnvelope) notTouching.push_back(l.index);
    EXPECT_EQ(notTouching, c.notTouching);
    EXPECT_EQ(r->rowStrategy, c.p);
    EXPECT_EQ(r->colStrategy, c.q);
    // Segments tile [0,1] and agree with the vertices.
    ASSERT_EQ(r->envelope.size() + 1, r->vertices.size());
    for (std::size_t k = 0; k < r->envelope.size(); ++k) {
      EXPECT_EQ(r->envelope[k].from, r->vertices[k].first);
      EXPECT_EQ(r->envelope[k].to, r->vertices[k + 1].first);
      EXPECT_EQ(r->envelope[k].valueFrom, r->vertices[k].second);
      EXPECT_EQ(r->envelope[k].valueTo, r->vertices[k + 1].second);
    }
  }
}

TEST(MatrixGraphical, LineEquations) {
  // T13: col1 2p+4(1−p), col2 3p+(1−p), col3 p+6(1−p), col4 5p.
  const auto r = solveGraphicalTwoByN(MatrixGame::fromText({{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}));
  ASSERT_TRUE(r.hasValue());
  const RationalVector atZero = V({"4", "1", "6", "0"}), slope = V({"-2", "2", "-5", "5"});
  for (std::size_t j = 0; j < 4; ++j) {
    EXPECT_EQ(r->lines[j].atZero, atZero[j]);
    EXPECT_EQ(r->lines[j].slope, slope[j]);
    EXPECT_EQ(r->lines[j].atOne, atZero[j] + slope[j]);
  }
  ASSERT_EQ(r->envelope.size(), 3u);
  EXPECT_EQ(r->envelope[0].lines, Idx{3});
  EXPECT_EQ(r->envelope[1].lines, Idx{1});
  EXPECT_EQ(r->envelope[2].lines, Idx{2});
}

TEST(MatrixGraphical, EndpointOptimaAndPureAnswers) {
  // Saddle at row 2: the lower envelope's maximum is at p = 0.
  const auto r = solveGraphicalTwoByN(MatrixGame::fromText({{"0", "-10"}, {"1", "2"}}));
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->optimumLow, 0);
  EXPECT_EQ(r->value, 1);
  EXPECT_EQ(r->rowStrategy, V({"0", "1"}));
  EXPECT_EQ(r->colStrategy, V({"1", "0"}));
  // Row 1 dominates: maximum at p = 1.
  const auto s = solveGraphicalTwoByN(MatrixGame::fromText({{"3", "5"}, {"1", "2"}}));
  EXPECT_EQ(s->optimumLow, 1);
  EXPECT_EQ(s->value, 3);
  EXPECT_EQ(s->colStrategy, V({"1", "0"}));
}

TEST(MatrixGraphical, RejectsOtherShapes) {
  const auto r = solveGraphical(MatrixGame::fromText({{"1", "2", "3"}, {"4", "5", "6"}, {"7", "8", "9"}}));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(r.error().problem, Problem::NotTwoRowsOrColumns);
  EXPECT_EQ(r.error().args, (std::vector<std::string>{"3 × 3"}));
  const auto tall = solveGraphicalMByTwo(MatrixGame::fromText({{"1", "2", "3"}, {"4", "5", "6"}}));
  ASSERT_FALSE(tall.hasValue());
  EXPECT_EQ(tall.error().problem, Problem::NotMByTwo);
}

}  // namespace
