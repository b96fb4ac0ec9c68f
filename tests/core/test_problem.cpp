// Problems (core/common/problem.h): every problem has a stable id and an English template whose
// placeholders are numbered 1…n without gaps, and describe() fills them with the args.
#include "core/common/error.h"
#include "core/common/problem.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace gamelab {
namespace {

TEST(Problem, EveryProblemHasAUniqueKebabCaseName) {
  std::set<std::string> names;
  ASSERT_FALSE(allProblems().empty());
  for (Problem p : allProblems()) {
    const std::string name = problemName(p);
    EXPECT_NE(name, "none");
    EXPECT_EQ(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-"), std::string::npos) << name;
    EXPECT_TRUE(names.insert(name).second) << "twice: " << name;
  }
  EXPECT_STREQ(problemName(Problem::None), "none");
}

TEST(Problem, PlaceholdersAreNumberedWithoutGaps) {
  for (Problem p : allProblems()) {
    const std::string text = problemEnglish(p);
    EXPECT_FALSE(text.empty()) << problemName(p);
    // An expectation's %1 is what was found, which describe() places after the template.
    if (isExpectation(p)) {
      EXPECT_EQ(text.find("%1"), std::string::npos) << problemName(p);
    }
    for (int i = isExpectation(p) ? 2 : 1; i <= problemPlaceholderCount(text); ++i)
      EXPECT_NE(text.find("%" + std::to_string(i)), std::string::npos) << problemName(p) << " lacks %" << i;
  }
}

TEST(Problem, DescribeFillsTheTemplateOnceAndKeepsThePlace) {
  const Error e = makeProblemError(ErrorCode::WrongShape, Problem::WrongCount, {"game/payoffs/2", "3", "%1"},
                                   SourceLocation{"m.gamelab", 4, 0});
  EXPECT_EQ(describe(e), "m.gamelab:4: game/payoffs/2 must have 3 entries, found %1");
  EXPECT_TRUE(e.isInputError());
}

TEST(Problem, AnExpectationSaysWhatWasFoundOrTheEnd) {
  EXPECT_EQ(describe(makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedEitherToken, {"'x'", ",", "}"},
                                      SourceLocation{"", 1, 4})),
            "line 1:4: expected ',' or '}', found 'x'");
  EXPECT_EQ(describe(makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedPayoff, {""})),
            "expected a payoff, found the end of the input");
}

TEST(Problem, AMissingArgumentLeavesAGapNotAPlaceholder) {
  EXPECT_EQ(fillProblemTemplate("%1 must be a list", {}), " must be a list");
}

}  // namespace
}  // namespace gamelab
