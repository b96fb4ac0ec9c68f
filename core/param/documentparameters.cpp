#include "core/param/documentparameters.h"

#include "core/io/documentkind.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"

namespace gamelab {
namespace {

/// Calls visit on each element of each array element of `outer` (a list of lists).
void forEachInNested(nlohmann::json& outer, const std::string& pointer, bool isProbability,
                     const std::function<void(const std::string&, nlohmann::json&, bool)>& visit) {
  if (!outer.is_array()) return;
  for (std::size_t i = 0; i < outer.size(); ++i) {
    if (!outer[i].is_array()) continue;
    for (std::size_t j = 0; j < outer[i].size(); ++j)
      visit(pointer + "/" + std::to_string(i) + "/" + std::to_string(j), outer[i][j], isProbability);
  }
}

/// Calls visit on object[key][j] for each object of `list`.
void forEachInMember(nlohmann::json& list, const std::string& pointer, const char* key, bool isProbability,
                     const std::function<void(const std::string&, nlohmann::json&, bool)>& visit) {
  if (!list.is_array()) return;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_object()) continue;
    const auto it = list[i].find(key);
    if (it == list[i].end() || !it->is_array()) continue;
    for (std::size_t j = 0; j < it->size(); ++j)
      visit(pointer + "/" + std::to_string(i) + "/" + key + "/" + std::to_string(j), (*it)[j], isProbability);
  }
}

Error placedAt(Error error, std::string_view text, const std::vector<std::string>& path, const std::string& fileName) {
  error.where.file = fileName;
  if (const auto at = findJsonValue(text, path)) error.where = locationOfOffset(text, *at, fileName);
  return error;
}

}  // namespace

void forEachExpressionPlace(nlohmann::json& game, std::string_view kind,
                            const std::function<void(const std::string&, nlohmann::json&, bool)>& visit) {
  if (!game.is_object()) return;
  if (kind == documentkind::kZeroSum || kind == documentkind::kStrategic) {
    if (const auto it = game.find("payoffs"); it != game.end()) forEachInNested(*it, "/payoffs", false, visit);
  } else if (kind == documentkind::kTree) {
    if (const auto it = game.find("outcomes"); it != game.end())
      forEachInMember(*it, "/outcomes", "payoffs", false, visit);
    if (const auto it = game.find("infosets"); it != game.end())
      forEachInMember(*it, "/infosets", "probabilities", true, visit);
  }
}

PayloadResult<bool> substituteParameters(nlohmann::json& game, std::string_view kind, const ParameterValues& values) {
  std::optional<PayloadFailure> failure;
  forEachExpressionPlace(game, kind, [&](const std::string& pointer, nlohmann::json& value, bool isProbability) {
    if (failure || !value.is_string()) return;
    const std::string& text = value.get_ref<const std::string&>();
    if (parseRational(text)) return;
    const std::string place = gamePlace(pointer);
    auto expression = parseExpression(text, place);
    if (!expression) {
      failure = PayloadFailure{expression.error(), pointer};
      return;
    }
    auto result = evaluateExpression(*expression, values, place);
    if (!result) {
      failure = PayloadFailure{result.error(), pointer};
      return;
    }
    if (isProbability && (*result < 0 || *result > 1)) {
      failure = PayloadFailure{
          makeProblemError(ErrorCode::WrongShape, Problem::MustBeProbability, {place + " = " + text, toString(*result)}),
          pointer};
      return;
    }
    value = toString(*result);
  });
  if (failure) return *failure;
  return true;
}

Expected<Parameters> applyParameters(nlohmann::json& game, const nlohmann::json& declared, std::string_view kind,
                                     const ParameterOverrides& overrides, std::string_view text,
                                     const std::string& fileName) {
  if (declared.is_null() && overrides.empty()) return Parameters{};
  auto parameters = parametersFromJson(declared);
  if (auto* f = std::get_if<PayloadFailure>(&parameters))
    return placedAt(std::move(f->error), text, jsonPointerPath({}, f->pointer), fileName);
  auto applied = withParameterValues(std::get<Parameters>(std::move(parameters)), overrides);
  if (!applied) return applied.error();
  auto substituted = substituteParameters(game, kind, applied->values());
  if (auto* f = std::get_if<PayloadFailure>(&substituted))
    return placedAt(std::move(f->error), text, jsonPointerPath({"game"}, f->pointer), fileName);
  return applied;
}

Expected<RationalFunction> placeFunction(const nlohmann::json& value, const ParameterValues& values,
                                         const std::string& variable, const std::string& pointer) {
  if (const auto number = exactJsonNumber(value)) return RationalFunction(*number);
  const std::string place = gamePlace(pointer);
  if (!value.is_string()) return makeError(ErrorCode::NotANumber, {jsonExcerpt(value), place});
  auto expression = parseExpression(value.get<std::string>(), place);
  if (!expression) return expression.error();
  return expressionFunction(*expression, values, variable, place);
}

std::optional<Error> poleInRange(const RationalFunction& f, const Rational& lo, const Rational& hi,
                                 const std::string& variable, const std::string& pointer, const std::string& text) {
  if (f.denominator().size() <= 1) return std::nullopt;
  std::optional<std::string> pole;
  for (const Rational& end : {lo, hi})
    if (!pole && evaluatePolynomial(f.denominator(), end) == 0) pole = toString(end);
  if (!pole) {
    auto roots = realRootsBetween(f.denominator(), lo, hi);
    if (roots && !roots->empty()) {
      const IsolatedRoot& r = roots->front();
      pole = r.exact ? toString(*r.exact) : std::to_string(r.approx);
    }
  }
  if (!pole) return std::nullopt;
  return makeProblemError(ErrorCode::WrongShape, Problem::ExpressionDivisionByZero,
                          {gamePlace(pointer), text, variable + " = " + *pole});
}

std::optional<Error> overridesWithoutParameters(const ParameterOverrides& overrides) {
  if (overrides.empty()) return std::nullopt;
  auto applied = withParameterValues(Parameters{}, overrides);
  if (applied) return std::nullopt;
  return applied.error();
}

}  // namespace gamelab
