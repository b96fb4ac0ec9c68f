#pragma once
/// The parameters of a document whose payoffs are a flat vector (zero-sum: row-major; strategic:
/// profile-major, one payoff per player), with the expression text of every payoff that has one.
///
/// Invariant kept by the documents: expressions.size() equals the number of payoffs; an empty
/// string is a plain value. The game itself always holds the values at the current parameter
/// values, so every analysis works on an ordinary game.
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/param/parameters.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gamelab::ui {

struct ParameterState {
  Parameters parameters;
  std::vector<std::string> expressions;  ///< parallel to the payoffs; "" = plain value
  bool operator==(const ParameterState&) const = default;

  bool hasExpressions() const;
  /// True when some expression uses the parameter `name`.
  bool uses(std::string_view name) const;
};

/// Names a payoff by its flat index in messages (translated, e.g. "cell (O, F)").
using PayoffPlace = std::function<QString(std::size_t)>;

/// The value of every expression at the state's parameter values, as (flat index, value).
/// Errors: those of parseExpression and evaluateExpression, with place(index) quoted; and
/// ParameterOutOfRange for a parameter outside its range.
Expected<std::vector<std::pair<std::size_t, Rational>>> evaluateExpressions(const ParameterState& state,
                                                                          const PayoffPlace& place);

/// A payoff as typed: a plain number (expression empty) or an expression over the parameters
/// with its value at their current values.
struct TypedPayoff {
  Rational value;
  std::string expression;
};

/// Reads typed text: what parseTypedNumber accepts is a plain value; anything else is parsed as
/// an expression and evaluated at `parameters`. Errors: those of parseExpression and
/// evaluateExpression, `place` quoted (UnknownParameter for a name that is not declared).
Expected<TypedPayoff> readTypedPayoff(const QString& text, const Parameters& parameters, const QString& place);

/// A payoff as a cell shows it: the value alone ("5"), or the expression with its value
/// ("3*t - 1 = 5").
QString expressionCellText(const std::string& expression, const Rational& value);

/// `text` with every whole-word occurrence of the name `from` replaced by `to` (names inside
/// longer names and digits are left alone).
std::string renamedInExpression(std::string_view text, std::string_view from, std::string_view to);

/// `expression` with `c` added ("(3*t) + 2", "(3*t) - 2").
std::string expressionPlus(const std::string& expression, const Rational& c);

/// What a loader needs: the parameters of `declared` (a document's "parameters", null for
/// none) and the expressions found at the expression places of `game` (kind's JSON), each at
/// flat index a * (length of row a) + b of "/payoffs/<a>/<b>" (the vector is only as long as
/// the last expression needs: the caller resizes it to the payoff count); `game` is replaced by
/// its values at the parameters. Errors: those of applyParameters (core/param).
Expected<ParameterState> loadParameterState(nlohmann::json& game, const nlohmann::json& declared,
                                            std::string_view kind);

/// Writes every expression of `state` back into `game` (the values' JSON) at "/payoffs/<a>/<b>".
void storeExpressions(nlohmann::json& game, const ParameterState& state);

}  // namespace gamelab::ui
