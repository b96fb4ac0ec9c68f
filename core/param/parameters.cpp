#include "core/param/parameters.h"

#include "core/io/jsontext.h"

#include <algorithm>

namespace gamelab {
namespace {

PayloadFailure failure(ErrorCode code, Problem problem, std::vector<std::string> values, std::string pointer) {
  return PayloadFailure{makeProblemError(code, problem, std::move(values)), std::move(pointer)};
}

}  // namespace

const Parameter* Parameters::find(std::string_view name) const {
  const auto it = std::find_if(list.begin(), list.end(), [&](const Parameter& p) { return p.name == name; });
  return it == list.end() ? nullptr : &*it;
}

Parameter* Parameters::find(std::string_view name) {
  return const_cast<Parameter*>(std::as_const(*this).find(name));
}

ParameterValues Parameters::values() const {
  ParameterValues out;
  for (const auto& p : list) out.emplace(p.name, p.value);
  return out;
}

std::optional<Error> checkParameterRange(const Parameter& p) {
  if ((p.min && p.value < *p.min) || (p.max && p.value > *p.max))
    return makeProblemError(ErrorCode::WrongShape, Problem::ParameterOutOfRange,
                            {p.name, toString(p.value), p.min ? toString(*p.min) : "-inf",
                             p.max ? toString(*p.max) : "inf"});
  return std::nullopt;
}

PayloadResult<Parameters> parametersFromJson(const nlohmann::json& json) {
  Parameters parameters;
  if (json.is_null()) return parameters;
  if (!json.is_object()) return failure(ErrorCode::WrongShape, Problem::MustBeObject, {"parameters"}, "/parameters");
  if (json.size() > kMaxParameters)
    return PayloadFailure{makeError(ErrorCode::TooLarge, {std::to_string(json.size()) + " parameters",
                                                          std::to_string(kMaxParameters)}),
                          "/parameters"};
  for (const auto& [name, spec] : json.items()) {
    const std::string pointer = "/parameters/" + name;
    const std::string place = "parameters/" + name;
    if (!isParameterName(name))
      return failure(ErrorCode::WrongShape, Problem::ParameterBadName, {"parameters", name}, pointer);
    if (!spec.is_object()) return failure(ErrorCode::WrongShape, Problem::MustBeObject, {place}, pointer);
    Parameter p;
    p.name = name;
    const auto value = spec.find("value");
    if (value == spec.end())
      return failure(ErrorCode::WrongShape, Problem::MissingField, {place, "value"}, pointer);
    for (const char* key : {"value", "min", "max"}) {
      const auto it = spec.find(key);
      if (it == spec.end()) continue;
      const auto number = exactJsonNumber(*it);
      if (!number)
        return PayloadFailure{makeError(ErrorCode::NotANumber, {jsonExcerpt(*it), place + "/" + key}),
                              pointer + "/" + key};
      if (std::string_view(key) == "value") p.value = *number;
      else if (std::string_view(key) == "min") p.min = *number;
      else p.max = *number;
    }
    if (p.min && p.max && *p.min > *p.max)
      return failure(ErrorCode::WrongShape, Problem::ParameterEmptyRange, {name, toString(*p.min), toString(*p.max)},
                     pointer);
    if (auto error = checkParameterRange(p)) return PayloadFailure{std::move(*error), pointer + "/value"};
    parameters.list.push_back(std::move(p));
  }
  return parameters;
}

nlohmann::json parametersToJson(const Parameters& parameters) {
  if (parameters.empty()) return nullptr;
  nlohmann::json out = nlohmann::json::object();
  for (const auto& p : parameters.list) {
    nlohmann::json spec = {{"value", toString(p.value)}};
    if (p.min) spec["min"] = toString(*p.min);
    if (p.max) spec["max"] = toString(*p.max);
    out[p.name] = std::move(spec);
  }
  return out;
}

Expected<std::pair<std::string, Rational>> parseParameterAssignment(const std::string& text) {
  const auto eq = text.find('=');
  const std::string name = text.substr(0, eq);
  if (eq == std::string::npos || !isParameterName(name))
    return makeError(ErrorCode::InvalidArgument, {"--param", "expected NAME=VALUE (found '" + text + "')"});
  const auto value = parseRational(std::string_view(text).substr(eq + 1));
  if (!value)
    return makeError(ErrorCode::InvalidArgument,
                     {"--param", "the value of " + name + " must be an exact number (found '" + text.substr(eq + 1) + "')"});
  return std::pair{name, *value};
}

Expected<Parameters> withParameterValues(Parameters parameters, const ParameterOverrides& overrides) {
  for (const auto& [name, value] : overrides) {
    Parameter* p = parameters.find(name);
    if (!p) return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--param", name});
    p->value = value;
    if (auto error = checkParameterRange(*p)) return *error;
  }
  return parameters;
}

}  // namespace gamelab
