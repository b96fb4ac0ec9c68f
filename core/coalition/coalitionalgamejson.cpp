#include "core/coalition/coalitionalgamejson.h"

#include "core/common/textexcerpt.h"
#include "core/coalition/coalitionaltablestream.h"
#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/io/gamepayload.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"

#include <algorithm>
#include <bit>
#include <cstdint>
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

/// `problem` (category `code`) at the value `pointer` names, quoting its place and then `values`.
Failure failure(ErrorCode code, Problem problem, const std::string& pointer, std::vector<std::string> values,
                const std::string& fileName) {
  return Failure{gameProblem(code, problem, pointer, std::move(values), fileName), pointer};
}
Failure shapeFailure(Problem problem, const std::string& pointer, const std::string& fileName,
                     std::vector<std::string> values = {}) {
  return failure(ErrorCode::WrongShape, problem, pointer, std::move(values), fileName);
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
  if (auto value = exactJsonNumber(cell)) return std::move(*value);
  const std::string text = cell.is_string() ? cell.get<std::string>() : cell.dump();
  return Failure{makeError(ErrorCode::NotANumber, {text, name, pointer}, SourceLocation{fileName, 0, 0}), pointer};
}

Result<WeightedVotingGame> readVoting(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object())
    return shapeFailure(Problem::MustBeObject, "/voting", fileName);
  WeightedVotingGame voting;
  const auto quota = json.find("quota");
  if (quota == json.end()) return shapeFailure(Problem::MissingField, "/voting", fileName, {"quota"});
  auto q = readNumber(*quota, "voting.quota", "/voting/quota", fileName);
  if (auto* f = std::get_if<Failure>(&q)) return std::move(*f);
  voting.quota = std::get<Rational>(std::move(q));

  const auto weights = json.find("weights");
  if (weights == json.end()) return shapeFailure(Problem::MissingField, "/voting", fileName, {"weights"});
  if (!weights->is_array() || weights->empty()) return shapeFailure(Problem::MustBeNonEmptyList, "/voting/weights", fileName);
  if (weights->size() > static_cast<std::size_t>(kMaxVotingPlayers))
    return Failure{makeProblemError(ErrorCode::TooLarge, Problem::TooManyPlayers,
                                    {std::to_string(weights->size()), std::to_string(kMaxVotingPlayers)},
                                    SourceLocation{fileName, 0, 0}),
                   "/voting/weights"};
  for (std::size_t i = 0; i < weights->size(); ++i) {
    const std::string name = indexed("voting.weights", i), pointer = pointerOf("/voting/weights", i);
    auto w = readNumber((*weights)[i], name, pointer, fileName);
    if (auto* f = std::get_if<Failure>(&w)) return std::move(*f);
    if (std::get<Rational>(w) < 0)
      return failure(ErrorCode::InvalidArgument, Problem::MustBeNonNegative, pointer, {toString(std::get<Rational>(w))},
                     fileName);
    voting.weights.push_back(std::get<Rational>(std::move(w)));
  }

  if (const auto rule = json.find("rule"); rule != json.end()) {
    const std::string text = rule->is_string() ? rule->get<std::string>() : std::string{};
    if (text == "greater" || text == ">") voting.rule = QuotaRule::Greater;
    else if (text == "at-least" || text == ">=") voting.rule = QuotaRule::AtLeast;
    else
      return shapeFailure(Problem::VotingRule, "/voting/rule", fileName);
  }
  return voting;
}

/// `streamed`: the table "v" already read as numbers (the JSON then holds an empty array in
/// its place; the values are moved out), or null to read it from the JSON.
Result<CoalitionalGame> readGame(const nlohmann::json& json, const std::string& fileName,
                                 StreamedTable* streamed = nullptr) {
  if (!json.is_object()) return shapeFailure(Problem::MustBeObject, "", fileName);

  // Players: a list of names or a count.
  std::optional<int> players;
  std::vector<std::string> names;
  if (const auto it = json.find("players"); it != json.end()) {
    if (it->is_array()) {
      if (it->empty()) return shapeFailure(Problem::MustBeNonEmptyList, "/players", fileName);
      for (std::size_t k = 0; k < it->size(); ++k) {
        if (!(*it)[k].is_string())
          return shapeFailure(Problem::MustBeString, pointerOf("/players", k), fileName);
        names.push_back((*it)[k].get<std::string>());
      }
      players = static_cast<int>(std::min<std::size_t>(names.size(), kMaxPlayerCount));
    } else if (it->is_number_integer() && it->get<long long>() >= 1) {
      players = static_cast<int>(std::min<long long>(it->get<long long>(), kMaxPlayerCount));
    } else {
      return shapeFailure(Problem::PlayersListOrCount, "/players", fileName);
    }
  }

  std::string title;
  if (const auto it = json.find("title"); it != json.end()) {
    if (!it->is_string()) return shapeFailure(Problem::MustBeString, "/title", fileName);
    title = it->get<std::string>();
  }

  const auto vIt = json.find("v");
  const auto votingIt = json.find("voting");
  const bool hasV = vIt != json.end() && !vIt->is_null();
  const bool hasVoting = votingIt != json.end() && !votingIt->is_null();
  if (!hasV && !hasVoting)
    return shapeFailure(Problem::TableOrVoting, "", fileName);

  std::optional<WeightedVotingGame> voting;
  if (hasVoting) {
    auto read = readVoting(*votingIt, fileName);
    if (auto* f = std::get_if<Failure>(&read)) return std::move(*f);
    voting = std::get<WeightedVotingGame>(std::move(read));
    if (players && *players != voting->players())
      return shapeFailure(Problem::WeightsPlayersMismatch, "/voting/weights", fileName,
                          {std::to_string(voting->players()), std::to_string(*players)});
    players = voting->players();
  }

  CoalitionValues values;
  if (hasV) {
    if (!vIt->is_array())
      return shapeFailure(Problem::MustBeList, "/v", fileName);
    const bool fromStream = streamed && streamed->present;
    const std::size_t count = fromStream ? streamed->values.size() : vIt->size();
    if (!players) {
      // n from the length of v.
      if (count < 2 || (count & (count - 1)) != 0)
        return shapeFailure(Problem::CoalitionTableLength, "/v", fileName, {std::to_string(count)});
      const int n = std::countr_zero(count);
      if (n > kMaxTablePlayers)
        return Failure{makeProblemError(ErrorCode::TooLarge, Problem::CoalitionTableTooLarge,
                                        {std::to_string(n), std::to_string(kMaxTablePlayers)},
                                        SourceLocation{fileName, 0, 0}),
                       "/v"};
      players = n;
    }
    const int n = *players;
    if (n > kMaxTablePlayers)
      return Failure{makeProblemError(ErrorCode::TooLarge, Problem::CoalitionTableTooLarge,
                                      {std::to_string(n), std::to_string(kMaxTablePlayers)},
                                      SourceLocation{fileName, 0, 0}),
                     names.empty() ? "/v" : "/players"};
    const std::size_t expected = std::size_t(1) << n;
    if (count != expected)
      return shapeFailure(Problem::WrongCount, "/v", fileName, {std::to_string(expected), std::to_string(count)});
    if (fromStream && streamed->firstBadIndex) {
      const std::size_t s = *streamed->firstBadIndex;
      const std::string name = indexed("v", s), pointer = pointerOf("/v", s);
      if (streamed->firstBad.is_null())
        return shapeFailure(Problem::CoalitionValueMissing, pointer, fileName);
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
      if (auto value = exactJsonNumber(cell)) {  // the names below only on failure: tables are large
        values.append(std::move(*value));
        continue;
      }
      const std::string name = indexed("v", s), pointer = pointerOf("/v", s);
      if (cell.is_null())
        return shapeFailure(Problem::CoalitionValueMissing, pointer, fileName);
      auto value = readNumber(cell, name, pointer, fileName);
      return std::get<Failure>(std::move(value));
    }
    if (values.at(0) != 0)
      return failure(ErrorCode::InvalidArgument, Problem::EmptyCoalitionValue, "/v/0", {toString(values.at(0))},
                     fileName);
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
        return shapeFailure(Problem::TableVotingDisagree, pointerOf("/v", s), fileName,
                            {toString(values.at(s)), toString(want)});
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
  if (doc->kind != documentkind::kCoalitional) {
    const auto at = findJsonValue(text, {"kind"});
    return makeProblemError(ErrorCode::UnsupportedFormat, Problem::WrongDocumentKind, {excerpt(doc->kind), documentkind::kCoalitional},
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
