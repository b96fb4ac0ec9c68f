#pragma once
/// q("3/4"), q(-1, 4): exact rationals in tests, written once for every test binary. A text
/// that is not a number is a typo in the test: it stops the run with the text.
#include "core/common/rational.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace gamelab::testsupport {

inline Rational q(std::string_view text) {
  auto value = parseRational(text);
  if (!value) {
    std::fprintf(stderr, "test typo: \"%s\" is not a number\n", std::string(text).c_str());
    std::abort();
  }
  return *value;
}

inline Rational q(long numerator, long denominator = 1) { return Rational(numerator, denominator); }

}  // namespace gamelab::testsupport
