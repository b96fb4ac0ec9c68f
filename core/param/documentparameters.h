#pragma once
/// Parameters applied to a kind's game object: the places that may hold expressions, and the
/// substitution that turns a parametrised game into the ordinary game at given values, so that
/// every reader and solver works unchanged at any parameter value.
///
/// Places (JSON pointers within the game object):
///   zerosum    /payoffs/<row>/<col>
///   strategic  /payoffs/<profile>/<player>
///   tree       /outcomes/<k>/payoffs/<player>, /infosets/<k>/probabilities/<action> (chance)
/// A string there that is not a plain rational (parseRational) is an expression.
#include "core/common/expected.h"
#include "core/io/gamepayload.h"
#include "core/param/expression.h"
#include "core/param/parameters.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace gamelab {

/// Calls `visit(pointer, value, isProbability)` for every value at an expression place of
/// `game` (a kind's game object). Values of the wrong shape are skipped (the kind's reader
/// reports them). No recursion.
void forEachExpressionPlace(nlohmann::json& game, std::string_view kind,
                            const std::function<void(const std::string&, nlohmann::json&, bool)>& visit);

/// Replaces each expression at an expression place by its value at `values` (exact text). Errors
/// (pointer within the game object; the error quotes gamePlace(pointer)): those of
/// parseExpression and evaluateExpression, and MustBeProbability for a chance probability
/// outside [0, 1].
PayloadResult<bool> substituteParameters(nlohmann::json& game, std::string_view kind, const ParameterValues& values);

/// What a loader does with a document: reads `declared` (its "parameters", null for none),
/// applies `overrides` (--param), and substitutes the values into `game`. With no parameters
/// and no overrides it does nothing. Errors are placed in `text` (the document's text, the game
/// object under "game"): those of parametersFromJson, withParameterValues and
/// substituteParameters. Returns the parameters as applied.
Expected<Parameters> applyParameters(nlohmann::json& game, const nlohmann::json& declared, std::string_view kind,
                                     const ParameterOverrides& overrides, std::string_view text,
                                     const std::string& fileName);

/// A value at an expression place (an exact number, or an expression) as a function of
/// `variable`, the other parameters at `values`. Errors (placed at gamePlace(pointer)):
/// NotANumber for a value that is neither, and those of parseExpression and expressionFunction.
Expected<RationalFunction> placeFunction(const nlohmann::json& value, const ParameterValues& values,
                                         const std::string& variable, const std::string& pointer);

/// ExpressionDivisionByZero when f has a pole in [lo, hi] (args: the place of `pointer`, the
/// text at it, "t = <pole>"); nullopt otherwise.
std::optional<Error> poleInRange(const RationalFunction& f, const Rational& lo, const Rational& hi,
                                 const std::string& variable, const std::string& pointer, const std::string& text);

/// For readers of formats without parameters (.nfg, .efg): UnknownParameter for the first
/// override, nullopt when there are none.
std::optional<Error> overridesWithoutParameters(const ParameterOverrides& overrides);

}  // namespace gamelab
