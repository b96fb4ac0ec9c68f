#pragma once
/// The parameters a `.gamelab` document declares, in its top-level "parameters" object:
///   "parameters": {"t": {"value": "1/2", "min": "0", "max": "1"}, "F": {"value": "3"}}
/// (exact rationals as strings or numbers; "min"/"max" optional, both needed to sweep or to show
/// a slider's range). They are kept in name order (as JSON objects are read).
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/io/gamepayload.h"
#include "core/param/expression.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gamelab {

struct Parameter {
  std::string name;
  Rational value;
  std::optional<Rational> min, max;
  bool operator==(const Parameter&) const = default;
};

struct Parameters {
  std::vector<Parameter> list;

  bool empty() const { return list.empty(); }
  const Parameter* find(std::string_view name) const;
  Parameter* find(std::string_view name);
  /// name → value of every parameter.
  ParameterValues values() const;
  bool operator==(const Parameters&) const = default;
};

/// The most parameters a document may declare.
inline constexpr std::size_t kMaxParameters = 64;

/// The values --param sets, by name, in the order given.
using ParameterOverrides = std::vector<std::pair<std::string, Rational>>;

/// Reads the "parameters" object (null: none). A failure's pointer is within the document
/// ("/parameters/t/min"). Errors: WrongShape (MustBeObject, ParameterBadName, MissingField for
/// "value", ParameterEmptyRange, ParameterOutOfRange for a value outside [min, max]), NotANumber,
/// TooLarge beyond kMaxParameters.
PayloadResult<Parameters> parametersFromJson(const nlohmann::json& json);

/// The "parameters" object (values and bounds as exact strings); null for no parameters.
nlohmann::json parametersToJson(const Parameters& parameters);

/// `NAME=VALUE` of the CLI's --param (VALUE an exact rational). Error: InvalidArgument.
Expected<std::pair<std::string, Rational>> parseParameterAssignment(const std::string& text);

/// `parameters` with each override's value set. Errors: UnknownParameter (place "--param"),
/// ParameterOutOfRange.
Expected<Parameters> withParameterValues(Parameters parameters, const ParameterOverrides& overrides);

/// ParameterOutOfRange when p.value lies outside [min, max] (a missing bound is no bound).
std::optional<Error> checkParameterRange(const Parameter& p);

}  // namespace gamelab
