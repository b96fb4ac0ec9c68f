#include "core/sweep/parametrictree.h"

#include "core/algebra/realroots.h"
#include "core/io/documentkind.h"
#include "core/io/gamepayload.h"
#include "core/io/jsontext.h"
#include "core/param/documentparameters.h"
#include "core/param/expression.h"
#include "core/tree/treeexpressions.h"
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

namespace {

/// A point where g < 0 in [lo, hi], if any: g's sign is constant between consecutive roots.
std::optional<Rational> negativePoint(const RationalFunction& g, const Rational& lo, const Rational& hi) {
  if (g.isConstant()) return g.constantValue() < 0 ? std::optional<Rational>(lo) : std::nullopt;
  RationalVector points{lo, hi};
  if (auto roots = realRootsBetween(g.numerator(), lo, hi)) {
    Rational previous = lo;
    for (const IsolatedRoot& r : *roots) {
      points.push_back((previous + r.low) / 2);
      previous = r.high;
    }
    points.push_back((previous + hi) / 2);
  }
  for (const Rational& x : points)
    if (const auto v = g.at(x); v && *v < 0) return x;
  return std::nullopt;
}

}  // namespace

std::optional<Error> probabilityOutsideUnit(const ParametricTree& game, const Rational& lo, const Rational& hi) {
  for (std::size_t k = 0; k < game.probabilities.size(); ++k)
    for (std::size_t a = 0; a < game.probabilities[k].size(); ++a) {
      const RationalFunction& f = game.probabilities[k][a];
      auto bad = negativePoint(f, lo, hi);
      if (!bad) bad = negativePoint(RationalFunction(Rational(1)) - f, lo, hi);
      if (bad)
        return makeProblemError(ErrorCode::WrongShape, Problem::MustBeProbability,
                                {"game/infosets/" + std::to_string(k) + "/probabilities/" + std::to_string(a),
                                 toString(*f.at(*bad))});
    }
  return std::nullopt;
}

Expected<ParametricTree> parametricTreeOf(GameTree tree, const ParameterValues& values, const std::string& variable,
                                          const Rational& lo, const Rational& hi) {
  ParametricTree g;
  // The function of one value: its expression's, or the constant value.
  const auto functionOf = [&](const std::vector<std::string>& texts, std::size_t j, const Rational& value,
                              const std::string& place) -> Expected<RationalFunction> {
    if (j >= texts.size() || texts[j].empty()) return RationalFunction(value);
    auto expression = parseExpression(texts[j], place);
    if (!expression) return expression.error();
    auto f = expressionFunction(*expression, values, variable, place);
    if (!f) return f.error();
    if (auto pole = poleInRange(*f, lo, hi, variable, *pointerOfGamePlace(place), texts[j])) return *pole;
    return f;
  };
  g.payoffs.resize(tree.outcomes.size());
  for (std::size_t k = 0; k < tree.outcomes.size(); ++k) {
    const TreeOutcome& o = tree.outcomes[k];
    for (std::size_t p = 0; p < o.payoffs.size(); ++p) {
      auto f = functionOf(o.payoffExpressions, p, o.payoffs[p], payoffExpressionPlace(static_cast<int>(k), static_cast<int>(p)));
      if (!f) return f.error();
      g.payoffs[k].push_back(std::move(*f));
    }
  }
  g.probabilities.resize(tree.infoSets.size());
  for (std::size_t k = 0; k < tree.infoSets.size(); ++k) {
    const InfoSet& set = tree.infoSets[k];
    for (std::size_t a = 0; a < set.probabilities.size(); ++a) {
      auto f = functionOf(set.probabilityExpressions, a, set.probabilities[a],
                          probabilityExpressionPlace(static_cast<int>(k), static_cast<int>(a)));
      if (!f) return f.error();
      g.probabilities[k].push_back(std::move(*f));
    }
  }
  g.tree = std::move(tree);
  return g;
}

Expected<TreeSweepInput> loadTreeSweepInput(std::string_view text, const std::string& fileName,
                                            const std::string& variable, const ParameterOverrides& overrides) {
  const auto unknown = [&] {
    return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--sweep", variable});
  };
  auto atValue = loadTreeText(text, fileName, overrides);  // every check of the tree at the values
  if (!atValue) return atValue.error();
  const std::size_t start = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (start == std::string_view::npos || text[start] != '{') return unknown();
  if (static_cast<std::size_t>(atValue->nodeCount()) > kMaxSweepTreeNodes)
    return makeError(ErrorCode::TooLarge, {std::to_string(atValue->nodeCount()) + " nodes",
                                           std::to_string(kMaxSweepTreeNodes) + " nodes"});
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
  const ParameterValues values = parameters->values();
  auto tree = treeFromJsonWithExpressions(payload->game, values, fileName, std::string(text));
  if (!tree) return tree.error();
  auto game = parametricTreeOf(std::move(*tree), values, variable, *swept->min, *swept->max);
  if (!game) {
    Error error = game.error();
    if (!error.args.empty())
      if (const auto pointer = pointerOfGamePlace(error.args[0])) return locatedAt(error, text, *payload, *pointer, fileName);
    return error;
  }
  TreeSweepInput input;
  input.parameter = *swept;
  input.parameters = *parameters;
  input.game = std::move(*game);
  return input;
}

}  // namespace gamelab
