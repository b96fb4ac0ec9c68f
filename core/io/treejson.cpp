#include "core/io/treejson.h"

#include "core/io/efg.h"
#include "core/io/gameloader.h"
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

/// The JSON path in words for messages: "/nodes/4/children" -> "game/nodes/4/children".
std::string pathWords(const std::string& pointer) { return "game" + pointer; }

Failure shape(const std::string& what, const std::string& pointer) {
  return Failure{makeError(ErrorCode::WrongShape, {what + " (at " + pathWords(pointer) + ")"}), pointer};
}

std::optional<Rational> numberValue(const nlohmann::json& cell) {
  if (cell.is_string()) return parseRational(cell.get<std::string>());
  if (cell.is_number_integer()) {
    if (cell.is_number_unsigned()) return parseRational(std::to_string(cell.get<unsigned long long>()));
    return parseRational(std::to_string(cell.get<long long>()));
  }
  if (cell.is_number_float()) return parseRational(cell.dump());
  return std::nullopt;
}

Result<Rational> readNumber(const nlohmann::json& cell, const std::string& pointer) {
  if (auto v = numberValue(cell)) return std::move(*v);
  return Failure{makeError(ErrorCode::NotANumber, {jsonExcerpt(cell), pathWords(pointer)}), pointer};
}

/// An optional string member; a Failure when present but not a string.
std::optional<Failure> readString(const nlohmann::json& object, const char* key, const std::string& pointer,
                                  std::string& out) {
  const auto it = object.find(key);
  if (it == object.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) return shape(std::string("\"") + key + "\" must be a string", pointer + "/" + key);
  out = it->get<std::string>();
  return std::nullopt;
}

/// An optional non-negative index member (-1 when absent or null).
Result<long long> readIndex(const nlohmann::json& object, const char* key, const std::string& pointer,
                            std::size_t limit, const std::string& what) {
  const auto it = object.find(key);
  if (it == object.end() || it->is_null()) return -1LL;
  const std::string p = pointer + "/" + key;
  if (!it->is_number_integer()) return shape("\"" + std::string(key) + "\" must be the index of " + what, p);
  const long long v = it->is_number_unsigned() ? static_cast<long long>(std::min<unsigned long long>(
                                                     it->get<unsigned long long>(), std::numeric_limits<long long>::max()))
                                               : it->get<long long>();
  if (v < 0 || static_cast<unsigned long long>(v) >= limit)
    return shape("\"" + std::string(key) + "\" is " + std::to_string(v) + ", but there " +
                     (limit == 1 ? "is 1 " : "are " + std::to_string(limit) + " ") + what +
                     (limit == 1 ? "" : "s") + " (numbered from 0)",
                 p);
  return v;
}

Failure tooManyPlayers(const std::string& count) {
  return Failure{makeError(ErrorCode::TooLarge, {count + " players", std::to_string(kMaxTreePlayers) + " players"}),
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
    if (n < 1) return shape("\"players\" must be at least 1", "/players");
    if (n > kMaxTreePlayers) return tooManyPlayers(jsonExcerpt(*it));
    return std::vector<std::string>(static_cast<std::size_t>(n));
  }
  if (!it->is_array() || it->empty())
    return shape("\"players\" must be a non-empty list of player names", "/players");
  if (it->size() > static_cast<std::size_t>(kMaxTreePlayers)) return tooManyPlayers(std::to_string(it->size()));
  std::vector<std::string> names;
  for (std::size_t k = 0; k < it->size(); ++k) {
    if (!(*it)[k].is_string()) return shape("a player name must be a string", at("/players", k));
    names.push_back((*it)[k].get<std::string>());
  }
  return names;
}

Result<std::vector<TreeOutcome>> readOutcomes(const nlohmann::json& game, int players) {
  std::vector<TreeOutcome> outcomes;
  const auto it = game.find("outcomes");
  if (it == game.end() || it->is_null()) return outcomes;
  if (!it->is_array()) return shape("\"outcomes\" must be a list", "/outcomes");
  for (std::size_t k = 0; k < it->size(); ++k) {
    const auto& o = (*it)[k];
    const std::string p = at("/outcomes", k);
    TreeOutcome outcome;
    const nlohmann::json* payoffs = &o;
    if (o.is_object()) {
      if (auto f = readString(o, "label", p, outcome.label)) return std::move(*f);
      const auto pit = o.find("payoffs");
      if (pit == o.end()) return shape("outcome " + std::to_string(k) + " has no \"payoffs\"", p);
      payoffs = &*pit;
    }
    const std::string pp = o.is_object() ? p + "/payoffs" : p;
    if (!payoffs->is_array())
      return shape("outcome " + std::to_string(k) + "'s payoffs must be a list of one number per player", pp);
    if (payoffs->size() != static_cast<std::size_t>(players))
      return shape("outcome " + std::to_string(k) + " has " + std::to_string(payoffs->size()) + " payoffs, expected " +
                       std::to_string(players) + " (one per player)",
                   pp);
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
  if (!it->is_array()) return shape("\"infosets\" must be a list", "/infosets");
  std::map<int, std::set<int>> usedNumbers;
  std::vector<std::size_t> unnumbered;
  for (std::size_t k = 0; k < it->size(); ++k) {
    const auto& s = (*it)[k];
    const std::string p = at("/infosets", k);
    if (!s.is_object()) return shape("an information set must be an object", p);
    InfoSet set;
    const auto player = s.find("player");
    if (player == s.end()) return shape("information set " + std::to_string(k) + " has no \"player\"", p);
    if (player->is_string() && (player->get<std::string>() == "chance" || player->get<std::string>() == "N")) {
      set.player = kChancePlayer;
    } else if (player->is_number_integer() && player->get<long long>() >= 1 &&
               player->get<long long>() <= players) {
      set.player = static_cast<int>(player->get<long long>()) - 1;
    } else {
      return shape("\"player\" must be a player number from 1 to " + std::to_string(players) + " or \"chance\"",
                   p + "/player");
    }
    if (auto f = readString(s, "label", p, set.label)) return std::move(*f);
    const auto actions = s.find("actions");
    if (actions == s.end() || !actions->is_array() || actions->empty())
      return shape("information set " + std::to_string(k) + " needs \"actions\", a non-empty list of labels",
                   actions == s.end() ? p : p + "/actions");
    for (std::size_t a = 0; a < actions->size(); ++a) {
      if (!(*actions)[a].is_string()) return shape("an action label must be a string", at(p + "/actions", a));
      set.actions.push_back((*actions)[a].get<std::string>());
    }
    const auto probs = s.find("probabilities");
    const bool hasProbs = probs != s.end() && !probs->is_null();
    if (set.isChance()) {
      if (!hasProbs)
        return shape("chance information set " + std::to_string(k) + " needs \"probabilities\", one per action", p);
      if (!probs->is_array() || probs->size() != set.actions.size())
        return shape("chance information set " + std::to_string(k) + " has " + std::to_string(set.actions.size()) +
                         " actions but " + (probs->is_array() ? std::to_string(probs->size()) : "no list of") +
                         " probabilities",
                     p + "/probabilities");
      for (std::size_t a = 0; a < probs->size(); ++a) {
        auto v = readNumber((*probs)[a], at(p + "/probabilities", a));
        if (auto* f = std::get_if<Failure>(&v)) return std::move(*f);
        set.probabilities.push_back(std::get<Rational>(std::move(v)));
      }
    } else if (hasProbs) {
      return shape("only chance information sets have \"probabilities\"", p + "/probabilities");
    }
    const auto number = s.find("number");
    if (number != s.end() && !number->is_null()) {
      if (!number->is_number_integer() || number->get<long long>() < 1 ||
          number->get<long long>() > std::numeric_limits<int>::max())
        return shape("\"number\" must be a positive whole number", p + "/number");
      set.number = static_cast<int>(number->get<long long>());
      if (!usedNumbers[set.player].insert(set.number).second)
        return shape("two information sets of " +
                         (set.isChance() ? std::string("chance") : "player " + std::to_string(set.player + 1)) +
                         " have the number " + std::to_string(set.number),
                     p + "/number");
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
  if (!game.is_object()) return shape("the tree must be a JSON object", "");
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
  if (nodesIt == game.end() || !nodesIt->is_array() || nodesIt->empty())
    return shape("the tree needs \"nodes\", a non-empty list whose first entry is the root",
                 nodesIt == game.end() ? "" : "/nodes");
  const std::size_t count = nodesIt->size();
  if (count > kMaxJsonNodes)
    return Failure{makeError(ErrorCode::TooLarge, {std::to_string(count) + " nodes", std::to_string(kMaxJsonNodes) + " nodes"}),
                   "/nodes"};

  std::vector<TreeNode> raw(count);
  std::vector<long long> parent(count, -1);
  std::vector<int> setUse(tree.infoSets.size(), 0);
  for (std::size_t k = 0; k < count; ++k) {
    const auto& n = (*nodesIt)[k];
    const std::string p = at("/nodes", k);
    if (!n.is_object()) return shape("node " + std::to_string(k) + " must be an object", p);
    TreeNode& node = raw[k];
    if (auto f = readString(n, "label", p, node.label)) return std::move(*f);
    auto outcome = readIndex(n, "outcome", p, tree.outcomes.size(), "outcome");
    if (auto* f = std::get_if<Failure>(&outcome)) return std::move(*f);
    node.outcome = static_cast<int>(std::get<long long>(outcome));
    auto set = readIndex(n, "infoset", p, tree.infoSets.size(), "information set");
    if (auto* f = std::get_if<Failure>(&set)) return std::move(*f);
    node.infoSet = static_cast<int>(std::get<long long>(set));

    const auto children = n.find("children");
    if (children != n.end() && !children->is_null()) {
      if (!children->is_array()) return shape("\"children\" must be a list of node indices", p + "/children");
      for (std::size_t c = 0; c < children->size(); ++c) {
        const auto& cj = (*children)[c];
        const std::string cp = at(p + "/children", c);
        if (!cj.is_number_integer() || cj.get<long long>() < 0 || static_cast<unsigned long long>(cj.get<long long>()) >= count)
          return shape("a child must be the index of a node (0 to " + std::to_string(count - 1) + ")", cp);
        const auto child = static_cast<std::size_t>(cj.get<long long>());
        if (child == 0) return shape("node " + std::to_string(k) + " lists the root (node 0) as a child", cp);
        if (child == k) return shape("node " + std::to_string(k) + " lists itself as a child (a cycle)", cp);
        if (parent[child] >= 0)
          return shape("node " + std::to_string(child) + " has two parents (nodes " + std::to_string(parent[child]) +
                           " and " + std::to_string(k) + "); a tree node has one",
                       cp);
        parent[child] = static_cast<long long>(k);
        node.children.push_back(static_cast<NodeId>(child));
      }
    }
    if (node.children.empty()) {
      if (node.infoSet >= 0)
        return shape("node " + std::to_string(k) + " has no children but belongs to information set " +
                         std::to_string(node.infoSet),
                     p + "/infoset");
    } else {
      if (node.infoSet < 0)
        return shape("node " + std::to_string(k) + " has children but no \"infoset\" (who moves there?)", p);
      const InfoSet& s = tree.infoSets[static_cast<std::size_t>(node.infoSet)];
      if (s.actions.size() != node.children.size())
        return shape("node " + std::to_string(k) + " has " + std::to_string(node.children.size()) +
                         " children, but its information set " + std::to_string(node.infoSet) + " has " +
                         std::to_string(s.actions.size()) + " actions",
                     p + "/children");
      ++setUse[static_cast<std::size_t>(node.infoSet)];
    }
  }
  for (std::size_t i = 0; i < setUse.size(); ++i)
    if (setUse[i] == 0)
      return shape("information set " + std::to_string(i) + " has no nodes", at("/infosets", i));

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
      return shape("nodes " + text + " form a cycle", at("/nodes", cycle->front()) + "/children");
    }
    return shape("node " + std::to_string(k) + " cannot be reached from the root (node 0)", at("/nodes", k));
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
  if (!tree.isConsistent(&why)) return shape("the tree is inconsistent: " + why, "");
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

nlohmann::json numbers(const RationalVector& values) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& v : values) list.push_back(toString(v));
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
    j["payoffs"] = numbers(o.payoffs);
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
    if (s.isChance()) j["probabilities"] = numbers(s.probabilities);
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

Expected<GameTree> loadTreeText(std::string_view text, const std::string& fileName) {
  const std::string_view content = skipBomAndBlanks(text);
  if (content.empty()) return makeError(ErrorCode::EmptyInput, {}, SourceLocation{fileName, 0, 0});
  const std::size_t skipped = text.size() - content.size();
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
  auto payload = readGamePayload(text, fileName, "tree");
  if (!payload) return payload.error();
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
