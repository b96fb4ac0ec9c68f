#include "core/io/pokerjson.h"

#include "core/io/jsontext.h"

#include <cstdint>
#include <optional>

namespace gamelab {

namespace {

const char* const kModelNames = "la-relance, von-neumann, check-back";

Error shape(Problem problem, const std::string& place, const std::string& fileName, std::vector<std::string> more = {}) {
  std::vector<std::string> values{"game" + place};
  for (auto& v : more) values.push_back(std::move(v));
  return makeProblemError(ErrorCode::WrongShape, problem, std::move(values), SourceLocation{fileName, 0, 0});
}

std::optional<Rational> rationalOf(const nlohmann::json& value) {
  if (value.is_string()) return parseRational(value.get<std::string>());
  if (value.is_number_unsigned()) return Rational(mpz_class(std::to_string(value.get<std::uint64_t>())));
  if (value.is_number_integer()) return Rational(mpz_class(std::to_string(value.get<std::int64_t>())));
  return std::nullopt;
}

}  // namespace

nlohmann::json toJson(const PokerGame& game) {
  return {{"model", pokerModelName(game.model)}, {"beta", toString(game.beta)}};
}

Expected<PokerGame> pokerGameFromJson(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object()) return shape(Problem::MustBeObject, "", fileName);
  PokerGame game;
  const auto model = json.find("model");
  if (model == json.end()) return shape(Problem::MissingField, "", fileName, {"model"});
  if (!model->is_string()) return shape(Problem::MustBeString, "/model", fileName);
  const auto parsed = pokerModelFromName(model->get<std::string>());
  if (!parsed) return shape(Problem::MustBeOneOf, "/model", fileName, {kModelNames, jsonExcerpt(*model)});
  game.model = *parsed;
  if (const auto beta = json.find("beta"); beta != json.end()) {
    auto value = rationalOf(*beta);
    if (!value)
      return makeError(ErrorCode::NotANumber, {jsonExcerpt(*beta), "/beta", "/game/beta"}, SourceLocation{fileName, 0, 0});
    game.beta = *value;
  }
  return game;
}

}  // namespace gamelab
