#pragma once
/// Exact expressions in payoffs and chance probabilities: rationals ("3", "-2/7", "0.25"),
/// parameter names, + − × ÷ (ASCII + - * / or the Unicode signs), ^ with a whole exponent
/// 0..64, unary minus and parentheses. "3*t - 1", "(1 - p)/2", "t^2".
///
/// Read once into postfix form by the shunting-yard method and evaluated with an explicit stack:
/// no recursion, so nesting depth is bounded only by the length limit.
#include "core/algebra/rationalfunction.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

/// The longest expression read (characters): longer text is ExpressionTooLong.
inline constexpr std::size_t kMaxExpressionLength = 10000;
/// The largest degree a function built from an expression may reach (SweepTooLarge beyond).
inline constexpr int kMaxExpressionDegree = 256;
/// The most bits (numerator plus denominator) a value met while evaluating may have (TooLarge
/// beyond: "2^64^64…" is refused before it is computed).
inline constexpr std::size_t kMaxExpressionBits = 1 << 16;

/// Values of parameters by name.
using ParameterValues = std::map<std::string, Rational, std::less<>>;

struct Expression {
  enum class Op { Number, Name, Negate, Add, Subtract, Multiply, Divide, Power };
  struct Step {
    Op op = Op::Number;
    Rational number;   ///< Op::Number
    std::string name;  ///< Op::Name
    unsigned exponent = 0;  ///< Op::Power
  };
  std::string text;         ///< as typed
  std::vector<Step> postfix;

  /// The parameter names it uses, each once, in order of first use.
  std::vector<std::string> names() const;
};

/// True for a name a parameter may have: a letter or _, then letters, digits or _ (ASCII), at
/// most 64 characters.
bool isParameterName(std::string_view text);

/// Reads `text`. Errors (SyntaxError): ExpressionUnexpected (place, text, column, found),
/// ExpressionIncomplete (place, text), ExpressionTooLong (place, length, limit). `place` names
/// where the text stands ("game/payoffs/1/0") and is quoted first.
Expected<Expression> parseExpression(std::string_view text, const std::string& place);

/// The value with the parameters at `values`. Errors: UnknownParameter (WrongShape: place,
/// name), ExpressionDivisionByZero (WrongShape: place, text, the values used, "t = 0"), TooLarge
/// (a value beyond kMaxExpressionBits).
Expected<Rational> evaluateExpression(const Expression& e, const ParameterValues& values, const std::string& place);

/// The expression as a function of `variable`, the other parameters at `values`. Errors:
/// UnknownParameter; ExpressionDivisionByZero where it divides by a function that is zero
/// everywhere; SweepTooLarge (TooLarge) beyond kMaxExpressionDegree.
Expected<RationalFunction> expressionFunction(const Expression& e, const ParameterValues& values,
                                              const std::string& variable, const std::string& place);

}  // namespace gamelab
