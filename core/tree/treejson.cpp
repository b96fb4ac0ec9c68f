#include "core/tree/treejson.h"

#include "core/io/documentkind.h"
#include "core/param/documentparameters.h"
#include "core/tree/efg.h"
#include "core/strategic/gameloader.h"
#include "core/io/gamepayload.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"
#include "core/tree/treelimits.h"
#include "core/tree/treenotation.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <variant>

namespace gamelab {
namespace {

using Failure = PayloadFailure;

template <class T>
using Result = PayloadResult<T>;

/// Refuse absurd node counts before allocating (a tree this big is unusable in JSON anyway).
constexpr std::size_t kMaxJsonNodes = 50'000'000;

std::string at(const std::string& base, std::size_t i) { return base + "/" + std::to_string(i); }

/// A WrongShape failure: `problem` at the value `pointer` names, quoting its place
/// ("game/nodes/4/children") and then `values`.
Failure shape(Problem problem, const std::string& pointer, std::vector<std::string> values = {}) {
  values.insert(values.begin(), gamePlace(pointer));
  return Failure{makeProblemError(ErrorCode::WrongShape, problem, std::move(values)), pointer};
}

Result<Rational> readNumber(const nlohmann::json& cell, const std::string& pointer) {
  if (auto v = exactJsonNumber(cell)) return std::move(*v);
  return Failure{makeError(ErrorCode::NotANumber, {jsonExcerpt(cell), gamePlace(pointer)}), pointer};
}

/// An optional string member; a Failure when present but not a string.
std::optional<Failure> readString(const nlohmann::json& object, const char* key, const std::string& pointer,
                                  std::string& out) {
  const auto it = object.find(key);
  if (it == object.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) return shape(Problem::MustBeString, pointer + "/" + key);
  out = it->get<std::string>();
  return std::nullopt;
}

/// An optional non-negative index member, below `limit` (-1 when absent or null).
Result<long long> readIndex(const nlohmann::json& object, const char* key, const std::string& pointer,
                            std::size_t limit) {
  const auto it = object.find(key);
  if (it == object.end() || it->is_null()) return -1LL;
  const std::string p = pointer + "/" + key;
  if (!it->is_number_integer()) return shape(Problem::MustBeInteger, p);
  const long long v = it->is_number_unsigned() ? static_cast<long long>(std::min<unsigned long long>(
                                                     it->get<unsigned long long>(), std::numeric_limits<long long>::max()))
                                               : it->get<long long>();
  if (v < 0 || static_cast<unsigned long long>(v) >= limit)
    return shape(Problem::IndexOutOfRange, p, {std::to_string(v), std::to_string(limit)});
  return v;
}

Failure tooManyPlayers(const std::string& count) {
  return Failure{makeProblemError(ErrorCode::TooLarge, Problem::TooManyPlayers, {count, std::to_string(kMaxTreePlayers)}),
                 "/players"};
}

Result<std::vector<std::string>> readPlayers(const nlohmann::json& game) {
  const auto it = game.find("players");
  if (it == game.end() || it->is_null()) return std::vector<std::string>(2);
  if (it->is_number_integer()) {
    const long long n = it->is_number_unsigned()
                            ? static_cast<long long>(std::min<unsigned long long>(it->get<unsigned long long>(),
                                                                                  kMaxTreePlayers + 1ULL))
                            : it->get<long long>();
    if (n < 1) return shape(Problem::MustBeAtLeast, "/players", {"1", std::to_string(n)});
    if (n > kMaxTreePlayers) return tooManyPlayers(jsonExcerpt(*it));
    return std::vector<std::string>(static_cast<std::size_t>(n));
  }
  if (!it->is_array() || it->empty())
    return shape(Problem::MustBeNonEmptyList, "/players");
  if (it->size() > static_cast<std::size_t>(kMaxTreePlayers)) return tooManyPlayers(std::to_string(it->size()));
  std::vector<std::string> names;
  for (std::size_t k = 0; k < it->size(); ++k) {
    if (!(*it)[k].is_string()) return shape(Problem::MustBeString, at("/players", k));
    names.push_back((*it)[k].get<std::string>());
  }
  return names;
}

Result<std::vector<TreeOutcome>> readOutcomes(const nlohmann::json& game, int players) {
  std::vector<TreeOutcome> outcomes;
  const auto it = game.find("outcomes");
  if (it == game.end() || it->is_null()) return outcomes;
  if (!it->is_array()) return shape(Problem::MustBeList, "/outcomes");
  for (std::size_t k = 0; k < it->size(); ++k) {
    const auto& o = (*it)[k];
    const std::string p = at("/outcomes", k);
    TreeOutcome outcome;
    const nlohmann::json* payoffs = &o;
    if (o.is_object()) {
      if (auto f = readString(o, "label", p, outcome.label)) return std::move(*f);
      const auto pit = o.find("payoffs");
      if (pit == o.end()) return shape(Problem::MissingField, p, {"payoffs"});
      payoffs = &*pit;
    }
    const std::string pp = o.is_object() ? p + "/payoffs" : p;
    if (!payoffs->is_array()) return shape(Problem::MustBeList, pp);
    if (payoffs->size() != static_cast<std::size_t>(players))
      return shape(Problem::OnePayoffPerPlayer, pp, {std::to_string(players), std::to_string(payoffs->size())});
    for (std::size_t j = 0; j < payoffs->size(); ++j) {
      auto v = readNumber((*payoffs)[j], at(pp, j));
      if (auto* f = std::get_if<Failure>(&v)) return std::move(*f);
      outcome.payoffs.push_back(std::get<Rational>(std::move(v)));
    }
    outcomes.push_back(std::move(outcome));
  }
  return outcomes;
}

Result<std::vector<InfoSet>> readInfoSets(const nlohmann::json& game, int players) {
  std::vector<InfoSet> sets;
  const auto it = game.find("infosets");
  if (it == game.end() || it->is_null()) return sets;
  if (!it->is_array()) return shape(Problem::MustBeList, "/infosets");
  std::map<int, std::set<int>> usedNumbers;
  std::vector<std::size_t> unnumbered;
  for (std::size_t k = 0; k < it->size(); ++k) {
    const auto& s = (*it)[k];
    const std::string p = at("/infosets", k);
    if (!s.is_object()) return shape(Problem::MustBeObject, p);
    InfoSet set;
    const auto player = s.find("player");
    if (player == s.end()) return shape(Problem::MissingField, p, {"player"});
    if (player->is_string() && (player->get<std::string>() == "chance" || player->get<std::string>() == "N")) {
      set.player = kChancePlayer;
    } else if (player->is_number_integer() && player->get<long long>() >= 1 &&
               player->get<long long>() <= players) {
      set.player = static_cast<int>(player->get<long long>()) - 1;
    } else {
      return shape(Problem::PlayerNumberOrChance, p + "/player", {std::to_string(players)});
    }
    if (auto f = readString(s, "label", p, set.label)) return std::move(*f);
    const auto actions = s.find("actions");
    if (actions == s.end()) return shape(Problem::MissingField, p, {"actions"});
    if (!actions->is_array() || actions->empty()) return shape(Problem::MustBeNonEmptyList, p + "/actions");
    for (std::size_t a = 0; a < actions->size(); ++a) {
      if (!(*actions)[a].is_string()) return shape(Problem::MustBeString, at(p + "/actions", a));
      set.actions.push_back((*actions)[a].get<std::string>());
    }
    const auto probs = s.find("probabilities");
    const bool hasProbs = probs != s.end() && !probs->is_null();
    if (set.isChance()) {
      if (!hasProbs) return shape(Problem::MissingField, p, {"probabilities"});
      if (!probs->is_array()) return shape(Problem::MustBeList, p + "/probabilities");
      if (probs->size() != set.actions.size())
        return shape(Problem::OneProbabilityPerAction, p + "/probabilities",
                     {std::to_string(set.actions.size()), std::to_string(probs->size())});
      for (std::size_t a = 0; a < probs->size(); ++a) {
        auto v = readNumber((*probs)[a], at(p + "/probabilities", a));
        if (auto* f = std::get_if<Failure>(&v)) return std::move(*f);
        set.probabilities.push_back(std::get<Rational>(std::move(v)));
      }
    } else if (hasProbs) {
      return shape(Problem::ProbabilitiesOnlyForChance, p + "/probabilities");
    }
    const auto number = s.find("number");
    if (number != s.end() && !number->is_null()) {
      if (!number->is_number_integer() || number->get<long long>() < 1 ||
          number->get<long long>() > std::numeric_limits<int>::max())
        return shape(Problem::MustBePositiveInteger, p + "/number", {jsonExcerpt(*number)});
      set.number = static_cast<int>(number->get<long long>());
      if (!usedNumbers[set.player].insert(set.number).second)
        return shape(Problem::DuplicateInfoSetNumber, p + "/number", {std::to_string(set.number)});
    } else {
      set.number = 0;
      unnumbered.push_back(k);
    }
    sets.push_back(std::move(set));
  }
  // The smallest free numbers, in list order. Numbers only get taken, so each player's
  // smallest free number never decreases: the search resumes where it stopped (O(n log n)).
  std::map<int, int> nextFree;
  for (std::size_t k : unnumbered) {
    const auto& used = usedNumbers[sets[k].player];
    int& n = nextFree.try_emplace(sets[k].player, 1).first->second;
    while (used.count(n)) ++n;
    sets[k].number = n++;
  }
  return sets;
}

/// Finds a cycle among nodes not reachable from the root (every node has at most one parent),
/// as "a → b → a" in child direction, or nullopt.
std::optional<std::vector<std::size_t>> findCycle(const std::vector<long long>& parent, std::size_t start) {
  std::map<std::size_t, std::size_t> seenAt;
  std::vector<std::size_t> walk;
  std::size_t v = start;
  while (true) {
    if (auto it = seenAt.find(v); it != seenAt.end()) {
      std::vector<std::size_t> cycle(walk.begin() + static_cast<std::ptrdiff_t>(it->second), walk.end());
      std::reverse(cycle.begin(), cycle.end());  // parent walk -> child direction
      std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
      cycle.push_back(cycle.front());
      return cycle;
    }
    seenAt[v] = walk.size();
    walk.push_back(v);
    if (parent[v] < 0) return std::nullopt;
    v = static_cast<std::size_t>(parent[v]);
  }
}

Result<GameTree> readTree(const nlohmann::json& game) {
  if (!game.is_object()) return shape(Problem::MustBeObject, "");
  auto playersR = readPlayers(game);
  if (auto* f = std::get_if<Failure>(&playersR)) return std::move(*f);
  std::vector<std::string> names = std::get<std::vector<std::string>>(std::move(playersR));
  const int players = static_cast<int>(names.size());

  auto outcomesR = readOutcomes(game, players);
  if (auto* f = std::get_if<Failure>(&outcomesR)) return std::move(*f);
  auto setsR = readInfoSets(game, players);
  if (auto* f = std::get_if<Failure>(&setsR)) return std::move(*f);

  GameTree tree(players);
  tree.playerNames = std::move(names);
  tree.outcomes = std::get<std::vector<TreeOutcome>>(std::move(outcomesR));
  tree.infoSets = std::get<std::vector<InfoSet>>(std::move(setsR));
  if (auto f = readString(game, "title", "", tree.title)) return std::move(*f);
  if (auto f = readString(game, "comment", "", tree.comment)) return std::move(*f);

  const auto nodesIt = game.find("nodes");
  if (nodesIt == game.end()) return shape(Problem::MissingField, "", {"nodes"});
  if (!nodesIt->is_array() || nodesIt->empty()) return shape(Problem::MustBeNonEmptyList, "/nodes");
  const std::size_t count = nodesIt->size();
  if (count > kMaxJsonNodes)
    return Failure{makeProblemError(ErrorCode::TooLarge, Problem::TooManyNodes,
                                    {std::to_string(count), std::to_string(kMaxJsonNodes)}),
                   "/nodes"};

  std::vector<TreeNode> raw(count);
  std::vector<long long> parent(count, -1);
  std::vector<int> setUse(tree.infoSets.size(), 0);
  for (std::size_t k = 0; k < count; ++k) {
    const auto& n = (*nodesIt)[k];
    const std::string p = at("/nodes", k);
    if (!n.is_object()) return shape(Problem::MustBeObject, p);
    TreeNode& node = raw[k];
    if (auto f = readString(n, "label", p, node.label)) return std::move(*f);
    auto outcome = readIndex(n, "outcome", p, tree.outcomes.size());
    if (auto* f = std::get_if<Failure>(&outcome)) return std::move(*f);
    node.outcome = static_cast<int>(std::get<long long>(outcome));
    auto set = readIndex(n, "infoset", p, tree.infoSets.size());
    if (auto* f = std::get_if<Failure>(&set)) return std::move(*f);
    node.infoSet = static_cast<int>(std::get<long long>(set));

    const auto children = n.find("children");
    if (children != n.end() && !children->is_null()) {
      if (!children->is_array()) return shape(Problem::MustBeList, p + "/children");
      for (std::size_t c = 0; c < children->size(); ++c) {
        const auto& cj = (*children)[c];
        const std::string cp = at(p + "/children", c);
        if (!cj.is_number_integer()) return shape(Problem::MustBeInteger, cp);
        if (cj.get<long long>() < 0 || static_cast<unsigned long long>(cj.get<long long>()) >= count)
          return shape(Problem::IndexOutOfRange, cp, {jsonExcerpt(cj), std::to_string(count)});
        const auto child = static_cast<std::size_t>(cj.get<long long>());
        if (child == 0) return shape(Problem::ChildIsRoot, cp);
        if (child == k) return shape(Problem::ChildIsItself, cp, {std::to_string(k)});
        if (parent[child] >= 0)
          return shape(Problem::TwoParents, cp,
                       {std::to_string(child), std::to_string(parent[child]), std::to_string(k)});
        parent[child] = static_cast<long long>(k);
        node.children.push_back(static_cast<NodeId>(child));
      }
    }
    if (node.children.empty()) {
      if (node.infoSet >= 0)
        return shape(Problem::LeafInInfoSet, p + "/infoset", {std::to_string(k), std::to_string(node.infoSet)});
    } else {
      if (node.infoSet < 0)
        return shape(Problem::MoverMissing, p);
      const InfoSet& s = tree.infoSets[static_cast<std::size_t>(node.infoSet)];
      if (s.actions.size() != node.children.size())
        return shape(Problem::ChildrenActionsMismatch, p + "/children",
                     {std::to_string(node.children.size()), std::to_string(node.infoSet),
                      std::to_string(s.actions.size())});
      ++setUse[static_cast<std::size_t>(node.infoSet)];
    }
  }
  for (std::size_t i = 0; i < setUse.size(); ++i)
    if (setUse[i] == 0)
      return shape(Problem::InfoSetUnused, at("/infosets", i));

  // Reachability from the root; the rest is a cycle or hangs off a parentless node.
  std::vector<bool> reached(count, false);
  std::vector<std::size_t> order;  // preorder
  order.reserve(count);
  std::vector<std::size_t> stack{0};
  while (!stack.empty()) {
    const std::size_t v = stack.back();
    stack.pop_back();
    reached[v] = true;
    order.push_back(v);
    const auto& ch = raw[v].children;
    for (auto it = ch.rbegin(); it != ch.rend(); ++it) stack.push_back(static_cast<std::size_t>(*it));
  }
  for (std::size_t k = 1; k < count; ++k) {
    if (reached[k]) continue;
    if (auto cycle = findCycle(parent, k)) {
      std::string text;
      for (std::size_t i = 0; i < cycle->size(); ++i) text += (i ? " → " : "") + std::to_string((*cycle)[i]);
      return shape(Problem::NodeCycle, at("/nodes", cycle->front()) + "/children", {text});
    }
    return shape(Problem::NodeUnreachable, at("/nodes", k));
  }

  // Keep the file's numbering when it already has parent < child, else renumber in preorder.
  bool ordered = true;
  for (std::size_t k = 1; k < count && ordered; ++k) ordered = parent[k] < static_cast<long long>(k);
  std::vector<NodeId> newId(count);
  for (std::size_t i = 0; i < count; ++i) newId[ordered ? i : order[i]] = static_cast<NodeId>(i);
  tree.nodes.assign(count, TreeNode{});
  for (std::size_t k = 0; k < count; ++k) {
    TreeNode node = std::move(raw[k]);
    node.parent = parent[k] < 0 ? kNoNode : newId[static_cast<std::size_t>(parent[k])];
    for (NodeId& c : node.children) c = newId[static_cast<std::size_t>(c)];
    tree.nodes[static_cast<std::size_t>(newId[k])] = std::move(node);
  }
  std::string why;
  // The checks above leave nothing for isConsistent to find: a failure here is a reader bug.
  if (!tree.isConsistent(&why)) return Failure{makeError(ErrorCode::Internal, {"tree read inconsistent: " + why}), ""};
  return tree;
}

Error placed(Error error, const std::string& fileName, const std::string& text, const std::string& pointer) {
  error.where.file = fileName;
  if (text.empty()) return error;
  // In a whole document the tree is under "game"; a bare tree object has no such key.
  std::vector<std::string> prefix;
  if (findJsonValue(text, {"game"})) prefix = {"game"};
  if (const auto offset = findJsonValue(text, jsonPointerPath(prefix, pointer)))
    error.where = locationOfOffset(text, *offset, fileName);
  return error;
}

/// The values as exact strings, each replaced by its expression text where there is one.
nlohmann::json numbers(const RationalVector& values, const std::vector<std::string>& expressions) {
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t k = 0; k < values.size(); ++k)
    list.push_back(k < expressions.size() && !expressions[k].empty() ? expressions[k] : toString(values[k]));
  return list;
}

/// The text without a UTF-8 byte-order mark and leading blanks.
std::string_view skipBomAndBlanks(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  const auto start = text.find_first_not_of(" \t\r\n");
  return start == std::string_view::npos ? std::string_view() : text.substr(start);
}

}  // namespace

nlohmann::json treeToJson(const GameTree& tree) {
  nlohmann::json game = nlohmann::json::object();
  if (!tree.title.empty()) game["title"] = tree.title;
  if (!tree.comment.empty()) game["comment"] = tree.comment;
  game["players"] = tree.playerNames;
  nlohmann::json outcomes = nlohmann::json::array();
  for (const auto& o : tree.outcomes) {
    nlohmann::json j = nlohmann::json::object();
    if (!o.label.empty()) j["label"] = o.label;
    j["payoffs"] = numbers(o.payoffs, o.payoffExpressions);
    outcomes.push_back(std::move(j));
  }
  game["outcomes"] = std::move(outcomes);
  nlohmann::json sets = nlohmann::json::array();
  for (const auto& s : tree.infoSets) {
    nlohmann::json j = nlohmann::json::object();
    if (s.isChance()) j["player"] = "chance";
    else j["player"] = s.player + 1;
    j["number"] = s.number;
    if (!s.label.empty()) j["label"] = s.label;
    j["actions"] = s.actions;
    if (s.isChance()) j["probabilities"] = numbers(s.probabilities, s.probabilityExpressions);
    sets.push_back(std::move(j));
  }
  game["infosets"] = std::move(sets);
  nlohmann::json nodes = nlohmann::json::array();
  for (const auto& n : tree.nodes) {
    nlohmann::json j = nlohmann::json::object();
    if (!n.label.empty()) j["label"] = n.label;
    if (n.infoSet >= 0) j["infoset"] = n.infoSet;
    if (n.outcome >= 0) j["outcome"] = n.outcome;
    if (!n.children.empty()) j["children"] = n.children;
    nodes.push_back(std::move(j));
  }
  game["nodes"] = std::move(nodes);
  return game;
}

Expected<GameTree> treeFromJson(const nlohmann::json& game, const std::string& fileName, const std::string& text) {
  auto result = readTree(game);
  if (auto* f = std::get_if<Failure>(&result)) return placed(std::move(f->error), fileName, text, f->pointer);
  return std::get<GameTree>(std::move(result));
}

Expected<GameTree> loadTreeText(std::string_view text, const std::string& fileName,
                                const ParameterOverrides& overrides) {
  const std::string_view content = skipBomAndBlanks(text);
  if (content.empty()) return makeError(ErrorCode::EmptyInput, {}, SourceLocation{fileName, 0, 0});
  const std::size_t skipped = text.size() - content.size();
  if (content.front() != '{')
    if (auto error = overridesWithoutParameters(overrides)) return *error;
  if (content.substr(0, 3) == "EFG") return parseEfg(text, fileName);
  if (content.front() != '{') {
    auto tree = parseTreeNotation(content);
    if (!tree) {
      Error e = tree.error();
      e.where.file = fileName;
      if (e.where.column > 0)
        e.where = locationOfOffset(text, skipped + static_cast<std::size_t>(e.where.column - 1), fileName);
      return e;
    }
    return tree;
  }
  auto payload = readGamePayload(text, fileName, documentkind::kTree);
  if (!payload) return payload.error();
  auto applied = applyParameters(payload->game, payload->parameters, documentkind::kTree, overrides, text, fileName);
  if (!applied) return applied.error();
  auto tree = treeFromJson(payload->game, fileName, std::string(text));
  if (tree && tree->title.empty() && !payload->title.empty()) tree->title = payload->title;
  return tree;
}

Expected<GameTree> loadTreeFile(const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return text.error();
  const auto dot = path.rfind('.');
  std::string ext = dot == std::string::npos ? std::string() : path.substr(dot);
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ext == ".efg") return parseEfg(*text, path);
  return loadTreeText(*text, path);
}

}  // namespace gamelab
