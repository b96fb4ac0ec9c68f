#include "core/sweep/parametricgame.h"

#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/io/gamepayload.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"
#include "core/param/documentparameters.h"
#include "core/strategic/gameloader.h"

namespace gamelab {

Expected<SweepInput> loadSweepInput(std::string_view text, const std::string& fileName, const std::string& variable,
                                    const ParameterOverrides& overrides) {
  auto atValue = loadStrategicGame(text, fileName, overrides);
  if (!atValue) return atValue.error();
  if (atValue->players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(atValue->players())});
  auto doc = parseGamelab(text, fileName);  // loadStrategicGame read it: .nfg is refused here
  if (!doc) return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--sweep", variable});
  auto declared = parametersFromJson(doc->parameters);
  if (std::holds_alternative<PayloadFailure>(declared)) return std::get<PayloadFailure>(declared).error;
  auto parameters = withParameterValues(std::get<Parameters>(std::move(declared)), overrides);
  if (!parameters) return parameters.error();
  const Parameter* swept = parameters->find(variable);
  if (!swept) return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--sweep", variable});
  if (!swept->min || !swept->max)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::SweepNeedsRange, {variable});

  SweepInput input;
  input.parameter = *swept;
  input.parameters = *parameters;
  input.atValue = std::move(*atValue);
  const std::size_t rows = input.atValue.strategies(0), cols = input.atValue.strategies(1);
  ParametricBimatrix& g = input.game;
  g.rows = rows;
  g.cols = cols;
  g.variable = variable;
  g.a.assign(rows, std::vector<RationalFunction>(cols));
  g.b.assign(rows, std::vector<RationalFunction>(cols));
  const ParameterValues values = parameters->values();
  const bool zeroSum = doc->kind == documentkind::kZeroSum;
  const nlohmann::json& payoffs = doc->game.at("payoffs");  // shape checked by loadStrategicGame
  // The payoff at `pointer` as a function, with no pole in the range; errors placed in the text.
  const auto functionAt = [&](const nlohmann::json& value, const std::string& pointer) -> Expected<RationalFunction> {
    auto f = placeFunction(value, values, variable, pointer);
    if (f)
      if (auto pole = poleInRange(*f, *swept->min, *swept->max, variable, pointer,
                                    value.is_string() ? value.get<std::string>() : jsonExcerpt(value)))
        f = *pole;
    if (!f) return locatedAt(f.error(), text, GamePayload{{}, {}, {"game"}, nullptr}, pointer, fileName);
    return f;
  };
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) {
      if (zeroSum) {
        auto f = functionAt(payoffs.at(i).at(j), "/payoffs/" + std::to_string(i) + "/" + std::to_string(j));
        if (!f) return f.error();
        g.a[i][j] = *f;
        g.b[i][j] = -*f;
        continue;
      }
      const std::size_t profile = i + j * rows;  // player 1 fastest
      for (std::size_t player = 0; player < 2; ++player) {
        auto f = functionAt(payoffs.at(profile).at(player),
                            "/payoffs/" + std::to_string(profile) + "/" + std::to_string(player));
        if (!f) return f.error();
        (player == 0 ? g.a : g.b)[i][j] = *f;
      }
    }
  return input;
}

}  // namespace gamelab
