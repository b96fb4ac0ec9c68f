// Exact vertex enumeration through lrslib: small polytopes with known vertices.
#include "core/polytope/vertexenumeration.h"

#include <gtest/gtest.h>

#include <csignal>

#include <string>
#include <thread>
#include <vector>

namespace gamelab {
namespace {

RationalVector row(std::initializer_list<const char*> entries) {
  RationalVector r;
  for (const char* e : entries) r.emplace_back(*parseRational(e));
  return r;
}

std::vector<RationalVector> points(std::initializer_list<std::initializer_list<const char*>> list) {
  std::vector<RationalVector> out;
  for (const auto& p : list) out.push_back(row(p));
  return out;
}

/// The box [0,1]^d.
HRepresentation cube(int d) {
  HRepresentation h;
  h.dimension = d;
  for (int i = 0; i < d; ++i) {
    RationalVector lower(d + 1), upper(d + 1);
    lower[i + 1] = 1;    // x_i >= 0
    upper[0] = 1;        // 1 - x_i >= 0
    upper[i + 1] = -1;
    h.inequalities.push_back(lower);
    h.inequalities.push_back(upper);
  }
  return h;
}

TEST(VertexEnumeration, UnitSquare) {
  auto result = enumerateVertices(cube(2));
  ASSERT_TRUE(result);
  EXPECT_EQ(result->vertices, points({{"0", "0"}, {"0", "1"}, {"1", "0"}, {"1", "1"}}));
  EXPECT_TRUE(result->rays.empty());
}

TEST(VertexEnumeration, CubeHasEightVertices) {
  auto result = enumerateVertices(cube(3));
  ASSERT_TRUE(result);
  EXPECT_EQ(result->vertices.size(), 8u);
}

TEST(VertexEnumeration, SimplexWithEqualityAndFractions) {
  // {x >= 0, x1 + x2 + x3 = 1/2}: vertices (1/2,0,0), (0,1/2,0), (0,0,1/2).
  HRepresentation h;
  h.dimension = 3;
  h.equalities.push_back(row({"-1/2", "1", "1", "1"}));
  h.inequalities = {row({"0", "1", "0", "0"}), row({"0", "0", "1", "0"}), row({"0", "0", "0", "1"})};
  auto result = enumerateVertices(h);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->vertices, points({{"0", "0", "1/2"}, {"0", "1/2", "0"}, {"1/2", "0", "0"}}));
}

TEST(VertexEnumeration, DegenerateApexReportedOnce) {
  // Square pyramid: base [0,2]^2 at z = 0, apex (1,1,1); four facets meet at the apex.
  HRepresentation h;
  h.dimension = 3;
  h.inequalities = {row({"0", "0", "0", "1"}),     // z >= 0
                    row({"0", "1", "0", "-1"}),    // x - z >= 0
                    row({"0", "0", "1", "-1"}),    // y - z >= 0
                    row({"2", "-1", "0", "-1"}),   // 2 - x - z >= 0
                    row({"2", "0", "-1", "-1"})};  // 2 - y - z >= 0
  auto result = enumerateVertices(h);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->vertices,
            points({{"0", "0", "0"}, {"0", "2", "0"}, {"1", "1", "1"}, {"2", "0", "0"}, {"2", "2", "0"}}));
}

TEST(VertexEnumeration, EmptySetHasNoVertices) {
  HRepresentation h;
  h.dimension = 1;
  h.inequalities = {row({"-2", "1"}), row({"1", "-1"})};  // x >= 2 and x <= 1
  auto result = enumerateVertices(h);
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->vertices.empty());
}

TEST(VertexEnumeration, ConstantRowsAreHandled) {
  HRepresentation h = cube(1);
  h.inequalities.push_back(row({"3", "0"}));  // 3 >= 0: always true
  auto result = enumerateVertices(h);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->vertices, points({{"0"}, {"1"}}));
  h.inequalities.push_back(row({"-1", "0"}));  // -1 >= 0: never
  result = enumerateVertices(h);
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->vertices.empty());
}

TEST(VertexEnumeration, UnboundedSetReportsRays) {
  // Quadrant x, y >= 0 shifted: x >= 1, y >= 0 -> vertex (1,0), rays (1,0) and (0,1).
  HRepresentation h;
  h.dimension = 2;
  h.inequalities = {row({"-1", "1", "0"}), row({"0", "0", "1"})};
  auto result = enumerateVertices(h);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->vertices, points({{"1", "0"}}));
  EXPECT_EQ(result->rays, points({{"0", "1"}, {"1", "0"}}));
}

TEST(VertexEnumeration, WrongRowLengthIsRejected) {
  HRepresentation h;
  h.dimension = 2;
  h.inequalities = {row({"0", "1"})};
  auto result = enumerateVertices(h);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::Internal);
}

TEST(VertexEnumeration, CancelledTokenStops) {
  CancelToken token;
  token.cancel();
  auto result = enumerateVertices(cube(3), Progress::none(), token);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
}

TEST(VertexEnumeration, VisitorStopsMidwayThroughTheSearch) {
  // Stopping deep in lrs's search tree leaves its cache of dictionaries half full: under the
  // sanitizer build (make test-sanitize) this test also checks that it is all freed.
  std::size_t seen = 0;
  auto visited = visitVertices(cube(6), [&seen](const RationalVector&) { return ++seen < 40; });
  ASSERT_TRUE(visited);
  EXPECT_EQ(*visited, 40u);
  EXPECT_EQ(seen, 40u);
}

TEST(VertexEnumeration, RepeatedCallsPrintNothing) {
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  for (int k = 0; k < 2000; ++k) {
    auto result = enumerateVertices(cube(2 + k % 3));
    ASSERT_TRUE(result);
    ASSERT_EQ(result->vertices.size(), std::size_t{1} << (2 + k % 3));
  }
  const std::string out = testing::internal::GetCapturedStdout();
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(out, "");
  EXPECT_EQ(err, "");
}

TEST(VertexEnumeration, InfeasibleInputPrintsNothing) {
  HRepresentation h;
  h.dimension = 2;
  h.equalities.push_back(row({"-1", "1", "1"}));
  h.inequalities = {row({"-2", "1", "0"}), row({"0", "0", "1"})};  // x + y = 1, x >= 2, y >= 0
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  auto result = enumerateVertices(h);
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->vertices.empty());
}

TEST(VertexEnumeration, LrsLeavesSignalHandlersAlone) {
  ASSERT_TRUE(enumerateVertices(cube(2)));
  struct sigaction current {};
  sigaction(SIGTERM, nullptr, &current);
  EXPECT_EQ(current.sa_handler, SIG_DFL);
  sigaction(SIGINT, nullptr, &current);
  EXPECT_EQ(current.sa_handler, SIG_DFL);
}

TEST(VertexEnumeration, ConcurrentCallsAreSerialised) {
  std::vector<std::thread> threads;
  std::vector<int> counts(4, 0);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([t, &counts] {
      for (int k = 0; k < 50; ++k) {
        auto result = enumerateVertices(cube(3));
        if (result && result->vertices.size() == 8) ++counts[t];
      }
    });
  for (auto& th : threads) th.join();
  for (int c : counts) EXPECT_EQ(c, 50);
}

}  // namespace
}  // namespace gamelab
