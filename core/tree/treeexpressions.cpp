#include "core/tree/treeexpressions.h"

#include "core/io/documentkind.h"
#include "core/io/gamepayload.h"
#include "core/param/documentparameters.h"
#include "core/param/expression.h"
#include "core/tree/treejson.h"
#include "core/tree/treevalidation.h"

#include <charconv>
#include <optional>
#include <variant>

namespace gamelab {
namespace {

bool allEmpty(const std::vector<std::string>& texts) {
  for (const auto& t : texts)
    if (!t.empty()) return false;
  return true;
}

/// The value of `text` at `values`, or the error quoting `place`.
Expected<Rational> valueOf(const std::string& text, const ParameterValues& values, const std::string& place) {
  auto e = parseExpression(text, place);
  if (!e) return e.error();
  return evaluateExpression(*e, values, place);
}

/// The index at `parts[k]`, or nullopt.
std::optional<std::size_t> indexAt(const std::vector<std::string_view>& parts, std::size_t k) {
  if (k >= parts.size()) return std::nullopt;
  std::size_t v = 0;
  const auto [end, ec] = std::from_chars(parts[k].data(), parts[k].data() + parts[k].size(), v);
  if (ec != std::errc() || end != parts[k].data() + parts[k].size()) return std::nullopt;
  return v;
}

/// Splits "/outcomes/3/payoffs/0" into {"outcomes", "3", "payoffs", "0"}.
std::vector<std::string_view> pointerParts(std::string_view pointer) {
  std::vector<std::string_view> parts;
  while (!pointer.empty()) {
    pointer.remove_prefix(1);
    const auto slash = pointer.find('/');
    parts.push_back(pointer.substr(0, slash));
    pointer = slash == std::string_view::npos ? std::string_view() : pointer.substr(slash);
  }
  return parts;
}

/// Stores `text` at the place `pointer` names in `tree` (places of forEachExpressionPlace).
void attach(GameTree& tree, const std::string& pointer, const std::string& text) {
  const auto parts = pointerParts(pointer);
  const auto i = indexAt(parts, 1), j = indexAt(parts, 3);
  if (!i || !j) return;
  if (parts[0] == "outcomes" && *i < tree.outcomes.size()) {
    TreeOutcome& o = tree.outcomes[*i];
    if (*j >= o.payoffs.size()) return;
    o.payoffExpressions.resize(o.payoffs.size());
    o.payoffExpressions[*j] = text;
  } else if (parts[0] == "infosets" && *i < tree.infoSets.size()) {
    InfoSet& s = tree.infoSets[*i];
    if (*j >= s.probabilities.size()) return;
    s.probabilityExpressions.resize(s.probabilities.size());
    s.probabilityExpressions[*j] = text;
  }
}

}  // namespace

bool treeHasExpressions(const GameTree& tree) {
  for (const auto& o : tree.outcomes)
    if (!allEmpty(o.payoffExpressions)) return true;
  for (const auto& s : tree.infoSets)
    if (!allEmpty(s.probabilityExpressions)) return true;
  return false;
}

std::string payoffExpressionPlace(int outcome, int player) {
  return gamePlace("/outcomes/" + std::to_string(outcome) + "/payoffs/" + std::to_string(player));
}

std::string probabilityExpressionPlace(int infoSet, int action) {
  return gamePlace("/infosets/" + std::to_string(infoSet) + "/probabilities/" + std::to_string(action));
}

void dropEmptyExpressions(GameTree& tree) {
  for (auto& o : tree.outcomes)
    if (allEmpty(o.payoffExpressions)) o.payoffExpressions.clear();
  for (auto& s : tree.infoSets)
    if (allEmpty(s.probabilityExpressions)) s.probabilityExpressions.clear();
}

Expected<GameTree> evaluateTreeExpressions(GameTree tree, const ParameterValues& values, bool checkProbabilities) {
  for (std::size_t k = 0; k < tree.outcomes.size(); ++k) {
    TreeOutcome& o = tree.outcomes[k];
    for (std::size_t p = 0; p < o.payoffExpressions.size() && p < o.payoffs.size(); ++p) {
      if (o.payoffExpressions[p].empty()) continue;
      auto v = valueOf(o.payoffExpressions[p], values, payoffExpressionPlace(int(k), int(p)));
      if (!v) return v.error();
      o.payoffs[p] = std::move(*v);
    }
  }
  std::vector<bool> changed(tree.infoSets.size(), false);
  for (std::size_t k = 0; k < tree.infoSets.size(); ++k) {
    InfoSet& s = tree.infoSets[k];
    for (std::size_t a = 0; a < s.probabilityExpressions.size() && a < s.probabilities.size(); ++a) {
      const std::string& text = s.probabilityExpressions[a];
      if (text.empty()) continue;
      const std::string place = probabilityExpressionPlace(int(k), int(a));
      auto v = valueOf(text, values, place);
      if (!v) return v.error();
      if (checkProbabilities && (*v < 0 || *v > 1))
        return makeProblemError(ErrorCode::WrongShape, Problem::MustBeProbability,
                                {place + " = " + text, toString(*v)});
      s.probabilities[a] = std::move(*v);
      changed[k] = true;
    }
  }
  // A set whose values moved must still sum to 1: the first such set in node order, reported
  // as the tree's validation reports it.
  for (NodeId id = 0; checkProbabilities && id < tree.nodeCount(); ++id) {
    const int set = tree.node(id).infoSet;
    if (set < 0 || !changed[std::size_t(set)]) continue;
    changed[std::size_t(set)] = false;
    Rational sum(0);
    for (const auto& p : tree.infoSets[std::size_t(set)].probabilities) sum += p;
    if (sum != 1)
      return makeError(ErrorCode::InvalidTree, {treeProblemCodeName(TreeProblemKind::ProbabilitiesNotSummingToOne),
                                                std::to_string(id + 1)});
  }
  return tree;
}

Expected<GameTree> treeFromJsonWithExpressions(const nlohmann::json& game, const ParameterValues& values,
                                               const std::string& fileName, const std::string& text) {
  nlohmann::json substituted = game;
  auto done = substituteParameters(substituted, documentkind::kTree, values);
  if (auto* f = std::get_if<PayloadFailure>(&done)) {
    if (text.empty()) return std::move(f->error);
    GamePayload where;
    where.prefix = {"game"};
    return locatedAt(std::move(f->error), text, where, f->pointer, fileName);
  }
  auto tree = treeFromJson(substituted, fileName, text);
  if (!tree) return tree;
  nlohmann::json original = game;
  forEachExpressionPlace(original, documentkind::kTree, [&](const std::string& pointer, nlohmann::json& value, bool) {
    if (!value.is_string()) return;
    const std::string& t = value.get_ref<const std::string&>();
    if (!parseRational(t)) attach(*tree, pointer, t);
  });
  dropEmptyExpressions(*tree);
  return tree;
}

Expected<ParametrisedTree> parametrisedTreeFromGamelab(const GamelabFile& file) {
  ParametrisedTree out;
  auto parameters = parametersFromJson(file.parameters);
  if (auto* f = std::get_if<PayloadFailure>(&parameters)) return std::move(f->error);
  out.parameters = std::get<Parameters>(std::move(parameters));
  auto tree = treeFromJsonWithExpressions(file.game, out.parameters.values());
  if (!tree) return tree.error();
  out.tree = std::move(*tree);
  return out;
}

}  // namespace gamelab
