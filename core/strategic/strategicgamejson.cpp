#include "core/strategic/strategicgamejson.h"

#include "core/io/gamepayload.h"
#include "core/common/gamesizelimit.h"
#include "core/io/jsontext.h"

#include <cstdint>
#include <string>

namespace gamelab {
namespace {

/// As in matrixgamejson.cpp: `problem` at the value `pointer` ("/payoffs/4/1") names, its
/// first arg the place, which callers holding the text turn into line:column.
Error shapeError(Problem problem, const std::string& pointer, const std::string& fileName,
                 std::vector<std::string> values = {}) {
  return gameProblem(ErrorCode::WrongShape, problem, pointer, std::move(values), fileName);
}

// Built by append: GCC 12 warns falsely (-Wrestrict) on "[" + std::string.
std::string index1(std::size_t i) {
  std::string out("[");
  out.append(std::to_string(i + 1));
  out.push_back(']');
  return out;
}
std::string pointer0(const std::string& key, std::size_t i) {
  std::string out("/");
  out.append(key);
  out.push_back('/');
  out.append(std::to_string(i));
  return out;
}

/// Strategy labels per player: each entry a list of labels or a positive count.
Expected<std::vector<std::vector<std::string>>> readStrategies(const nlohmann::json& json, const std::string& fileName) {
  const auto it = json.find("strategies");
  if (it == json.end()) return shapeError(Problem::MissingField, "", fileName, {"strategies"});
  if (!it->is_array() || it->empty()) return shapeError(Problem::MustBeNonEmptyList, "/strategies", fileName);
  std::vector<std::uint64_t> counts;
  for (std::size_t k = 0; k < it->size(); ++k) {
    const auto& entry = (*it)[k];
    const std::string pointer = pointer0("strategies", k);
    if (entry.is_number_integer()) {
      // Unsigned first: a count above 2^63 must not wrap to a negative number.
      if (entry.is_number_unsigned()) counts.push_back(entry.get<std::uint64_t>());
      else if (entry.get<long long>() > 0) counts.push_back(std::uint64_t(entry.get<long long>()));
      if (counts.size() == k || counts.back() == 0)
        return shapeError(Problem::MustBePositiveInteger, pointer, fileName, {jsonExcerpt(entry)});
    } else if (entry.is_array()) {
      if (entry.empty()) return shapeError(Problem::MustBeNonEmptyList, pointer, fileName);
      counts.push_back(entry.size());
    } else {
      return shapeError(Problem::StrategiesListOrCount, pointer, fileName);
    }
  }
  if (auto tooLarge = checkStrategicGameSize(counts, SourceLocation{fileName, 0, 0})) return *tooLarge;
  std::vector<std::vector<std::string>> labels;
  for (std::size_t k = 0; k < it->size(); ++k) {
    const auto& entry = (*it)[k];
    labels.emplace_back(counts[k], std::string{});
    if (!entry.is_array()) continue;
    for (std::size_t s = 0; s < entry.size(); ++s) {
      if (!entry[s].is_string())
        return shapeError(Problem::MustBeString, pointer0("strategies", k) + "/" + std::to_string(s), fileName);
      labels.back()[s] = entry[s].get<std::string>();
    }
  }
  return labels;
}

}  // namespace

nlohmann::json toJson(const StrategicGame& game) {
  nlohmann::json players = nlohmann::json::array(), strategies = nlohmann::json::array(),
                 payoffs = nlohmann::json::array();
  for (std::size_t k = 0; k < game.players(); ++k) {
    players.push_back(k < game.playerNames.size() ? game.playerNames[k] : std::string{});
    strategies.push_back(game.strategyLabels[k]);
  }
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    nlohmann::json profile = nlohmann::json::array();
    for (std::size_t k = 0; k < game.players(); ++k) profile.push_back(toString(game.payoff(t, k)));
    payoffs.push_back(std::move(profile));
  }
  nlohmann::json json = {{"players", std::move(players)}, {"strategies", std::move(strategies)},
                         {"payoffs", std::move(payoffs)}};
  if (!game.title.empty()) json["title"] = game.title;
  return json;
}

Expected<StrategicGame> strategicGameFromJson(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object()) return shapeError(Problem::MustBeObject, "", fileName);
  auto labels = readStrategies(json, fileName);
  if (!labels) return labels.error();
  const std::size_t n = labels->size();

  std::vector<std::string> names(n);
  if (const auto it = json.find("players"); it != json.end()) {
    if (!it->is_array()) return shapeError(Problem::MustBeList, "/players", fileName);
    if (it->size() != n)
      return shapeError(Problem::WrongCount, "/players", fileName, {std::to_string(n), std::to_string(it->size())});
    for (std::size_t k = 0; k < n; ++k) {
      if (!(*it)[k].is_string())
        return shapeError(Problem::MustBeString, pointer0("players", k), fileName);
      names[k] = (*it)[k].get<std::string>();
    }
  }

  std::string title;
  if (const auto it = json.find("title"); it != json.end()) {
    if (!it->is_string()) return shapeError(Problem::MustBeString, "/title", fileName);
    title = it->get<std::string>();
  }

  std::vector<std::size_t> counts;
  std::size_t profiles = 1;
  for (const auto& l : *labels) {
    counts.push_back(l.size());
    profiles *= l.size();  // within kMaxGameCells (readStrategies)
  }

  // The payoffs the document gives are counted before the game's table is allocated.
  const auto payoffs = json.find("payoffs");
  if (payoffs == json.end()) return shapeError(Problem::MissingField, "", fileName, {"payoffs"});
  if (!payoffs->is_array()) return shapeError(Problem::MustBeList, "/payoffs", fileName);
  if (payoffs->size() != profiles)
    return shapeError(Problem::OnePayoffVectorPerProfile, "/payoffs", fileName,
                      {std::to_string(profiles), std::to_string(payoffs->size())});
  StrategicGame game(counts);
  for (std::size_t t = 0; t < profiles; ++t) {
    const auto& profile = (*payoffs)[t];
    const std::string pointer = pointer0("payoffs", t);
    if (!profile.is_array()) return shapeError(Problem::MustBeList, pointer, fileName);
    if (profile.size() != n)
      return shapeError(Problem::OnePayoffPerPlayer, pointer, fileName, {std::to_string(n), std::to_string(profile.size())});
    for (std::size_t k = 0; k < n; ++k) {
      auto value = exactJsonNumber(profile[k]);
      if (!value)
        return makeError(ErrorCode::NotANumber,
                         {jsonExcerpt(profile[k]),
                          "payoffs" + index1(t) + index1(k), pointer + "/" + std::to_string(k)},
                         SourceLocation{fileName, 0, 0});
      game.payoff(t, k) = std::move(*value);
    }
  }
  game.title = std::move(title);
  game.playerNames = std::move(names);
  game.strategyLabels = std::move(*labels);
  return game;
}

}  // namespace gamelab
