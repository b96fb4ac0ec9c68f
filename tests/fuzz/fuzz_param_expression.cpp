#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/param/expression.h"

namespace gamelab::fuzz {

int fuzzParamExpression(const std::uint8_t* data, std::size_t size) {
  auto expression = parseExpression(asText(data, size), "fuzz");
  if (!expression) return 0;
  const ParameterValues values{{"t", Rational(1, 3)}, {"p", Rational(2)}, {"F", Rational(-5, 7)}};
  (void)evaluateExpression(*expression, values, "fuzz");
  auto function = expressionFunction(*expression, values, "t", "fuzz");
  if (!function) return 0;
  // The function's text is what the sweep prints: it must read back to the same function.
  auto again = parseExpression(toExpressionText(*function, "t"), "written");
  if (!again) failRoundTrip("param_expression", again.error());
  auto back = expressionFunction(*again, {}, "t", "written");
  if (!back) failRoundTrip("param_expression", back.error());
  if (!(*back == *function)) std::abort();
  return 0;
}

}  // namespace gamelab::fuzz
