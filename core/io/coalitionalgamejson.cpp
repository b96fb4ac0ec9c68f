#include "core/io/coalitionalgamejson.h"

#include "core/io/coalitionaltablestream.h"
#include "core/io/gamelabfile.h"
#include "core/io/gamepayload.h"
#include "core/io/textlocation.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <variant>

namespace gamelab {
namespace {

using Failure = PayloadFailure;

/// Player counts above this are reported as this (they are too large for any form anyway).
constexpr std::size_t kMaxPlayerCount = 1000000;

template <class T>
using Result = PayloadResult<T>;

Failure shapeFailure(const std::string& what, const std::string& pointer, const std::string& fileName) {
  return Failure{makeError(ErrorCode::WrongShape, {what, pointer}, SourceLocation{fileName, 0, 0}), pointer};
}

std::optional<Rational> numberValue(const nlohmann::json& cell) {
  if (cell.is_string()) return parseRational(cell.get<std::string>());
  if (cell.is_number_integer()) {
    // Directly from a machine integer when it fits (large tables: millions of values).
    if (cell.is_number_unsigned()) {
      const auto u = cell.get<unsigned long long>();
      if (u <= static_cast<unsigned long long>(std::numeric_limits<long>::max())) return Rational(static_cast<long>(u));
      return Rational(mpz_class(std::to_string(u)));
    }
    const auto i = cell.get<long long>();
    if (i >= std::numeric_limits<long>::min() && i <= std::numeric_limits<long>::max()) return Rational(static_cast<long>(i));
    return Rational(mpz_class(std::to_string(i)));
  }
  // Floats: the shortest round-trip text (0.1 -> 1/10), not the binary double.
  if (cell.is_number_float()) return parseRational(cell.dump());
  return std::nullopt;
}

std::string indexed(const std::string& name, std::size_t i) {
  std::string out(name);
  out.push_back('[');
  out.append(std::to_string(i));
  out.push_back(']');
  return out;
}

std::string pointerOf(const std::string& path, std::size_t i) {
  std::string out(path);
  out.push_back('/');
  out.append(std::to_string(i));
  return out;
}

/// An exact number at `pointer` named `name` in messages, or a NotANumber failure.
Result<Rational> readNumber(const nlohmann::json& cell, const std::string& name, const std::string& pointer,
                            const std::string& fileName) {
  if (auto value = numberValue(cell)) return std::move(*value);
  const std::string text = cell.is_string() ? cell.get<std::string>() : cell.dump();
  return Failure{makeError(ErrorCode::NotANumber, {text, name, pointer}, SourceLocation{fileName, 0, 0}), pointer};
}

/// 2^n as text, for messages ("2^31 = 2147483648").
std::string powerOfTwo(int n) {
  return "2^" + std::to_string(n) + " = " + std::to_string(std::uint64_t(1) << n);
}

Result<WeightedVotingGame> readVoting(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object())
    return shapeFailure("\"voting\" must be an object with \"quota\" and \"weights\"", "/voting", fileName);
  WeightedVotingGame voting;
  const auto quota = json.find("quota");
  if (quota == json.end()) return shapeFailure("\"voting\" is missing its \"quota\"", "/voting", fileName);
  auto q = readNumber(*quota, "voting.quota", "/voting/quota", fileName);
  if (auto* f = std::get_if<Failure>(&q)) return std::move(*f);
  voting.quota = std::get<Rational>(std::move(q));

  const auto weights = json.find("weights");
  if (weights == json.end()) return shapeFailure("\"voting\" is missing its \"weights\"", "/voting", fileName);
  if (!weights->is_array() || weights->empty())
    return shapeFailure("\"voting.weights\" must be a non-empty list with one weight per player", "/voting/weights",
                        fileName);
  if (weights->size() > static_cast<std::size_t>(kMaxVotingPlayers))
    return Failure{makeError(ErrorCode::TooLarge,
                             {std::to_string(weights->size()) + " voting players", std::to_string(kMaxVotingPlayers)},
                             SourceLocation{fileName, 0, 0}),
                   "/voting/weights"};
  for (std::size_t i = 0; i < weights->size(); ++i) {
    const std::string name = indexed("voting.weights", i), pointer = pointerOf("/voting/weights", i);
    auto w = readNumber((*weights)[i], name, pointer, fileName);
    if (auto* f = std::get_if<Failure>(&w)) return std::move(*f);
    if (std::get<Rational>(w) < 0)
      return Failure{makeError(ErrorCode::InvalidArgument, {name, "must not be negative", pointer},
                               SourceLocation{fileName, 0, 0}),
                     pointer};
    voting.weights.push_back(std::get<Rational>(std::move(w)));
  }

  if (const auto rule = json.find("rule"); rule != json.end()) {
    const std::string text = rule->is_string() ? rule->get<std::string>() : std::string{};
    if (text == "greater" || text == ">") voting.rule = QuotaRule::Greater;
    else if (text == "at-least" || text == ">=") voting.rule = QuotaRule::AtLeast;
    else
      return shapeFailure("\"voting.rule\" must be \"greater\" (wins iff weight > quota) or \"at-least\" "
                          "(wins iff weight >= quota)",
                          "/voting/rule", fileName);
  }
  return voting;
}

/// `streamed`: the table "v" already read as numbers (the JSON then holds an empty array in
/// its place; the values are moved out), or null to read it from the JSON.
Result<CoalitionalGame> readGame(const nlohmann::json& json, const std::string& fileName,
                                 StreamedTable* streamed = nullptr) {
  if (!json.is_object()) return shapeFailure("the game must be a JSON object", "", fileName);

  // Players: a list of names or a count.
  std::optional<int> players;
  std::vector<std::string> names;
  if (const auto it = json.find("players"); it != json.end()) {
    if (it->is_array()) {
      if (it->empty()) return shapeFailure("\"players\" must name at least one player", "/players", fileName);
      for (std::size_t k = 0; k < it->size(); ++k) {
        if (!(*it)[k].is_string())
          return shapeFailure(indexed("players", k) + " must be a string", pointerOf("/players", k), fileName);
        names.push_back((*it)[k].get<std::string>());
      }
      players = static_cast<int>(std::min<std::size_t>(names.size(), kMaxPlayerCount));
    } else if (it->is_number_integer() && it->get<long long>() >= 1) {
      players = static_cast<int>(std::min<long long>(it->get<long long>(), kMaxPlayerCount));
    } else {
      return shapeFailure("\"players\" must be a list of names or a number of players", "/players", fileName);
    }
  }

  std::string title;
  if (const auto it = json.find("title"); it != json.end()) {
    if (!it->is_string()) return shapeFailure("\"title\" must be a string", "/title", fileName);
    title = it->get<std::string>();
  }

  const auto vIt = json.find("v");
  const auto votingIt = json.find("voting");
  const bool hasV = vIt != json.end() && !vIt->is_null();
  const bool hasVoting = votingIt != json.end() && !votingIt->is_null();
  if (!hasV && !hasVoting)
    return shapeFailure("the game needs \"v\" (one value per coalition) or \"voting\" (quota and weights)", "",
                        fileName);

  std::optional<WeightedVotingGame> voting;
  if (hasVoting) {
    auto read = readVoting(*votingIt, fileName);
    if (auto* f = std::get_if<Failure>(&read)) return std::move(*f);
    voting = std::get<WeightedVotingGame>(std::move(read));
    if (players && *players != voting->players())
      return shapeFailure("\"voting.weights\" has " + std::to_string(voting->players()) + " weights, but there are " +
                              std::to_string(*players) + " players",
                          "/voting/weights", fileName);
    players = voting->players();
  }

  CoalitionValues values;
  if (hasV) {
    if (!vIt->is_array())
      return shapeFailure("\"v\" must be a list of 2^n coalition values in bitmask order", "/v", fileName);
    const bool fromStream = streamed && streamed->present;
    const std::size_t count = fromStream ? streamed->values.size() : vIt->size();
    if (!players) {
      // n from the length of v.
      if (count < 2 || (count & (count - 1)) != 0)
        return shapeFailure("\"v\" has " + std::to_string(count) +
                                " entries, expected 2^n (one per coalition of n players, the empty one first)",
                            "/v", fileName);
      const int n = std::countr_zero(count);
      if (n > kMaxTablePlayers)
        return Failure{makeError(ErrorCode::TooLarge,
                                 {std::to_string(n) + " players need " + powerOfTwo(n) + " coalition values",
                                  std::to_string(kMaxTablePlayers) + " players, " + powerOfTwo(kMaxTablePlayers) +
                                      " values"},
                                 SourceLocation{fileName, 0, 0}),
                       "/v"};
      players = n;
    }
    const int n = *players;
    if (n > kMaxTablePlayers)
      return Failure{makeError(ErrorCode::TooLarge,
                               {std::to_string(n) + " players as a full table need " +
                                    (n <= 62 ? powerOfTwo(n) : "2^" + std::to_string(n)) + " coalition values" +
                                    (voting ? std::string{} : std::string{"; give \"voting\" for a voting game"}),
                                std::to_string(kMaxTablePlayers) + " players, " + powerOfTwo(kMaxTablePlayers) +
                                    " values"},
                               SourceLocation{fileName, 0, 0}),
                     names.empty() ? "/v" : "/players"};
    const std::size_t expected = std::size_t(1) << n;
    if (count != expected)
      return shapeFailure("\"v\" has " + std::to_string(count) + " entries, expected " + powerOfTwo(n) +
                              " (one per coalition of " + std::to_string(n) + " players, the empty one first)",
                          "/v", fileName);
    if (fromStream && streamed->firstBadIndex) {
      const std::size_t s = *streamed->firstBadIndex;
      const std::string name = indexed("v", s), pointer = pointerOf("/v", s);
      if (streamed->firstBad.is_null())
        return shapeFailure(name + " has no value (every coalition needs one; write 0 for none)", pointer,
                            fileName);
      return std::get<Failure>(readNumber(streamed->firstBad, name, pointer, fileName));
    }
    if (fromStream) {
      values = std::move(streamed->values);
    } else {
      values.reserve(count);
    }
    for (std::size_t s = 0; s < count && !fromStream; ++s) {
      const nlohmann::json& cell = (*vIt)[s];
      if (cell.is_number_integer() && (!cell.is_number_unsigned() || cell.get<std::uint64_t>() <= INT64_MAX)) {
        values.append(cell.get<std::int64_t>());  // most tables: machine integers, kept compact
        continue;
      }
      if (auto value = numberValue(cell)) {  // the names below only on failure: tables are large
        values.append(std::move(*value));
        continue;
      }
      const std::string name = indexed("v", s), pointer = pointerOf("/v", s);
      if (cell.is_null())
        return shapeFailure(name + " has no value (every coalition needs one; write 0 for none)", pointer,
                            fileName);
      auto value = readNumber(cell, name, pointer, fileName);
      return std::get<Failure>(std::move(value));
    }
    if (values.at(0) != 0)
      return Failure{makeError(ErrorCode::InvalidArgument, {"v[0]", "must be 0", "/v/0"}, SourceLocation{fileName, 0, 0}),
                     "/v/0"};
  }

  Expected<CoalitionalGame> game = voting ? CoalitionalGame::fromVoting(*voting, names)
                                          : CoalitionalGame::fromTable(std::move(values), names);
  if (!game) {
    Error e = game.error();
    e.where.file = fileName;
    return Failure{std::move(e), ""};
  }
  if (voting && hasV) {
    // Both given: they must agree on every coalition.
    const std::size_t count = std::size_t(1) << voting->players();
    for (std::size_t s = 1; s < count; ++s) {
      const Rational want = game->hasTable() ? game->value(static_cast<Coalition>(s))
                                             : Rational(voting->wins(static_cast<Coalition>(s)) ? 1 : 0);
      if (values.at(s) != want)
        return shapeFailure("\"v\" and \"voting\" disagree: v[" + std::to_string(s) + "] is " + toString(values.at(s)) +
                                ", the voting rule gives " + toString(want),
                            pointerOf("/v", s), fileName);
    }
  }
  game->setTitle(std::move(title));
  return std::move(*game);
}

/// The game object of streamed text, as readGamePayload finds it in parsed text: a document
/// (an object with "format" or "game") must be of kind "coalitional"; anything else is the
/// short form.
Expected<GamePayload> payloadOf(StreamedCoalitionalJson& streamed, std::string_view text, const std::string& fileName) {
  nlohmann::json& root = streamed.root;
  if (!root.is_object() || !(root.contains("format") || root.contains("game"))) return GamePayload{std::move(root), {}, {}};
  // The document's keys are checked by parseGamelab on the tree without its table, and on the
  // text only when they are wrong, for the place of the error.
  Expected<GamelabFile> doc = makeError(ErrorCode::Internal, {"unchecked document"});
  try {
    doc = parseGamelab(root.dump(), fileName);
    if (!doc) {
      auto located = parseGamelab(text, fileName);
      if (!located) return located.error();
    }
  } catch (const nlohmann::json::exception&) {
  }
  if (!doc) return doc.error();
  if (doc->kind != "coalitional") {
    const auto at = findJsonValue(text, {"kind"});
    return makeError(ErrorCode::UnsupportedFormat,
                     {"gamelab document of kind \"" + doc->kind + "\" (expected \"coalitional\")"},
                     at ? locationOfOffset(text, *at, fileName) : SourceLocation{fileName, 0, 0});
  }
  return GamePayload{std::move(doc->game), doc->title, {"game"}};
}

}  // namespace

nlohmann::json toJson(const CoalitionalGame& game) {
  nlohmann::json json = nlohmann::json::object();
  json["players"] = game.playerNames();
  if (game.hasTable()) {
    nlohmann::json v = nlohmann::json::array();
    const CoalitionValues& table = game.table();
    for (std::size_t s = 0; s < table.size(); ++s) v.push_back(toString(table.at(s)));
    json["v"] = std::move(v);
  }
  if (const auto& voting = game.voting()) {
    nlohmann::json weights = nlohmann::json::array();
    for (const auto& w : voting->weights) weights.push_back(toString(w));
    json["voting"] = {{"quota", toString(voting->quota)},
                      {"weights", std::move(weights)},
                      {"rule", voting->rule == QuotaRule::Greater ? "greater" : "at-least"}};
  }
  if (!game.title().empty()) json["title"] = game.title();
  return json;
}

Expected<CoalitionalGame> coalitionalGameFromJson(const nlohmann::json& json, const std::string& fileName) {
  auto result = readGame(json, fileName);
  if (auto* f = std::get_if<Failure>(&result)) return std::move(f->error);
  return std::get<CoalitionalGame>(std::move(result));
}

Expected<CoalitionalGame> loadCoalitionalGame(std::string_view text, const std::string& fileName) {
  auto streamed = streamCoalitionalJson(text, fileName);
  if (!streamed) return streamed.error();
  auto payload = payloadOf(*streamed, text, fileName);
  if (!payload) return payload.error();
  StreamedTable& table = payload->prefix.empty() ? streamed->topLevel : streamed->inGame;
  auto result = readGame(payload->game, fileName, &table);
  if (auto* f = std::get_if<Failure>(&result))
    return locatedAt(std::move(f->error), text, *payload, f->pointer, fileName);
  CoalitionalGame out = std::get<CoalitionalGame>(std::move(result));
  if (out.title().empty() && !payload->title.empty()) out.setTitle(payload->title);
  return out;
}

}  // namespace gamelab
