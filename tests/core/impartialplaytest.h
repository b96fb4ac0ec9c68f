#pragma once
/// The built-in examples and their analysis, for the play layer's tests
/// (test_impartial_play.cpp, test_impartial_playmoves.cpp).
#include "core/impartial/play.h"
#include "core/impartial/impartialexamples.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab::playtest {

inline ImpartialPosition example(const std::string& id) {
  auto e = findImpartialExample(id);
  EXPECT_TRUE(e.has_value()) << id;
  return e ? e->position : ImpartialPosition{};
}

inline PositionAnalysis analyse(const ImpartialPosition& p, PlayConvention c = PlayConvention::Normal) {
  auto a = solvePosition(p, {.convention = c});
  EXPECT_TRUE(a.hasValue()) << (a ? "" : describe(a.error()));
  return a ? *a : PositionAnalysis{};
}

}  // namespace gamelab::playtest
