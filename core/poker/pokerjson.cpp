#include "core/poker/pokerjson.h"

#include "core/io/jsontext.h"

#include <cstdint>
#include <optional>

namespace gamelab {

namespace {

const char* const kModelNames = "la-relance, von-neumann, check-back";

}  // namespace

nlohmann::json toJson(const PokerGame& game) {
  return {{"model", pokerModelName(game.model)}, {"beta", toString(game.beta)}};
}

Expected<PokerGame> pokerGameFromJson(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object()) return payloadShapeError(Problem::MustBeObject, "", fileName);
  PokerGame game;
  const auto model = json.find("model");
  if (model == json.end()) return payloadShapeError(Problem::MissingField, "", fileName, {"model"});
  if (!model->is_string()) return payloadShapeError(Problem::MustBeString, "/model", fileName);
  const auto parsed = pokerModelFromName(model->get<std::string>());
  if (!parsed) return payloadShapeError(Problem::MustBeOneOf, "/model", fileName, {kModelNames, jsonExcerpt(*model)});
  game.model = *parsed;
  if (const auto beta = json.find("beta"); beta != json.end()) {
    auto value = exactJsonNumber(*beta);
    if (!value)
      return makeError(ErrorCode::NotANumber, {jsonExcerpt(*beta), "/beta", "/game/beta"}, SourceLocation{fileName, 0, 0});
    game.beta = *value;
  }
  return game;
}

}  // namespace gamelab
