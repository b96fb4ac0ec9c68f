#include "core/sweep/parametrictree.h"

#include "core/io/documentkind.h"
#include "core/io/gamepayload.h"
#include "core/io/jsontext.h"
#include "core/param/documentparameters.h"
#include "core/tree/treejson.h"

namespace gamelab {

GameTree ParametricTree::at(const Rational& t) const {
  GameTree out = tree;
  for (std::size_t k = 0; k < payoffs.size(); ++k)
    for (std::size_t p = 0; p < payoffs[k].size(); ++p) out.outcomes[k].payoffs[p] = *payoffs[k][p].at(t);
  for (std::size_t k = 0; k < probabilities.size(); ++k)
    for (std::size_t a = 0; a < probabilities[k].size(); ++a) out.infoSets[k].probabilities[a] = *probabilities[k][a].at(t);
  return out;
}

Expected<TreeSweepInput> loadTreeSweepInput(std::string_view text, const std::string& fileName,
                                            const std::string& variable, const ParameterOverrides& overrides) {
  auto atValue = loadTreeText(text, fileName, overrides);
  if (!atValue) return atValue.error();
  const auto unknown = [&] {
    return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--sweep", variable});
  };
  const std::size_t start = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (start == std::string_view::npos || text[start] != '{') return unknown();
  auto payload = readGamePayload(text, fileName, documentkind::kTree);
  if (!payload) return payload.error();
  auto declared = parametersFromJson(payload->parameters);
  if (std::holds_alternative<PayloadFailure>(declared)) return std::get<PayloadFailure>(declared).error;
  auto parameters = withParameterValues(std::get<Parameters>(std::move(declared)), overrides);
  if (!parameters) return parameters.error();
  const Parameter* swept = parameters->find(variable);
  if (!swept) return unknown();
  if (!swept->min || !swept->max)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::SweepNeedsRange, {variable});
  if (static_cast<std::size_t>(atValue->nodeCount()) > kMaxSweepTreeNodes)
    return makeError(ErrorCode::TooLarge, {std::to_string(atValue->nodeCount()) + " nodes",
                                           std::to_string(kMaxSweepTreeNodes) + " nodes"});

  TreeSweepInput input;
  input.parameter = *swept;
  input.parameters = *parameters;
  ParametricTree& g = input.game;
  g.tree = std::move(*atValue);
  g.payoffs.resize(g.tree.outcomes.size());
  for (std::size_t k = 0; k < g.tree.outcomes.size(); ++k)
    for (const Rational& v : g.tree.outcomes[k].payoffs) g.payoffs[k].emplace_back(v);
  g.probabilities.resize(g.tree.infoSets.size());
  for (std::size_t k = 0; k < g.tree.infoSets.size(); ++k)
    for (const Rational& v : g.tree.infoSets[k].probabilities) g.probabilities[k].emplace_back(v);

  // Replace the values at expression places by their functions: the places' indices are those of
  // the tree read from the same object (outcomes and information sets in file order), which the
  // check below confirms value by value.
  const ParameterValues values = parameters->values();
  std::optional<Error> failure;
  forEachExpressionPlace(payload->game, documentkind::kTree, [&](const std::string& pointer, nlohmann::json& value, bool) {
    if (failure || !value.is_string() || parseRational(value.get<std::string>())) return;
    auto f = placeFunction(value, values, variable, pointer);
    if (f)
      if (auto pole = poleInRange(*f, *swept->min, *swept->max, variable, pointer, value.get<std::string>())) f = *pole;
    if (!f) {
      failure = locatedAt(f.error(), text, *payload, pointer, fileName);
      return;
    }
    // pointer: /outcomes/<k>/payoffs/<p> or /infosets/<k>/probabilities/<a>
    const auto slash1 = pointer.find('/', 1), slash2 = pointer.find('/', slash1 + 1), slash3 = pointer.rfind('/');
    const std::size_t k = std::stoul(pointer.substr(slash1 + 1, slash2 - slash1 - 1));
    const std::size_t j = std::stoul(pointer.substr(slash3 + 1));
    auto& slot = pointer.starts_with("/outcomes") ? g.payoffs : g.probabilities;
    if (k >= slot.size() || j >= slot[k].size() || f->at(swept->value) != slot[k][j].at(swept->value)) {
      failure = makeError(ErrorCode::Internal, {"tree sweep: the value at " + pointer + " does not match the tree"});
      return;
    }
    slot[k][j] = *f;
  });
  if (failure) return *failure;
  return input;
}

}  // namespace gamelab
