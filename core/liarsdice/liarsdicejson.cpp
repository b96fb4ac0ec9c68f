#include "core/liarsdice/liarsdicejson.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace gamelab {

using nlohmann::json;

json liarsDiceStateToJson(const LiarsDiceState& s) {
  json j = {{"sides", s.sides},
            {"human", s.humanIsA ? "A" : "B"},
            {"dice", s.dice},
            {"claims", s.claims},
            {"called", s.called},
            {"score", {{"human", s.score.human}, {"computer", s.score.computer}}}};
  const auto w = liarsDiceWinner(s);
  j["winner"] = w ? json(*w == LiarsDicePlayer::A ? "A" : "B") : json(nullptr);
  return j;
}

namespace {

/// Games won are counted up to this (a tally from a file never overflows the counter).
constexpr long long kMaxTally = 1'000'000'000;

/// `value` when it is an integer that fits in an int (floats and huge numbers are not read).
std::optional<long long> smallInteger(const json& value) {
  if (!value.is_number_integer()) return std::nullopt;
  if (value.is_number_unsigned()) {
    const auto v = value.get<std::uint64_t>();
    if (v > std::uint64_t(std::numeric_limits<int>::max())) return std::nullopt;
    return static_cast<long long>(v);
  }
  const auto v = value.get<std::int64_t>();
  if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) return std::nullopt;
  return v;
}

/// j[key] when it is such an integer.
std::optional<long long> smallInteger(const json& j, const char* key) {
  const auto it = j.find(key);
  return it == j.end() ? std::nullopt : smallInteger(*it);
}

/// j[key] as a list of small integers of at most `limit` entries; missing = empty; nullopt
/// when it is anything else.
std::optional<std::vector<int>> smallIntegers(const json& j, const char* key, std::size_t limit) {
  const auto it = j.find(key);
  if (it == j.end()) return std::vector<int>{};
  if (!it->is_array() || it->size() > limit) return std::nullopt;
  std::vector<int> values;
  for (const auto& entry : *it) {
    const auto v = smallInteger(entry);
    if (!v) return std::nullopt;
    values.push_back(int(*v));
  }
  return values;
}

bool consistent(const LiarsDiceState& s) {
  if (s.claims.size() > s.dice.size() || s.claims.size() + 1 < s.dice.size()) return false;
  for (int d : s.dice)
    if (d < 1 || d > s.sides) return false;
  for (std::size_t i = 0; i < s.claims.size(); ++i) {
    if (s.claims[i] < 1 || s.claims[i] > s.sides + 1) return false;
    if (i > 0 && s.claims[i] <= s.claims[i - 1]) return false;
  }
  // A round after a claim exists only when that claim was passed (not a sure lie).
  for (std::size_t i = 0; i + 1 < s.dice.size(); ++i)
    if (s.claims[i] > s.sides) return false;
  if (s.called && s.claims.size() != s.dice.size()) return false;
  if (s.called && s.claims.empty()) return false;
  return true;
}

}  // namespace

std::optional<LiarsDiceState> liarsDiceStateFromJson(const json& j) {
  if (!j.is_object()) return std::nullopt;
  const auto sides = smallInteger(j, "sides");
  if (!sides || *sides < 2 || *sides > kLiarsDiceDocumentMaxSides) return std::nullopt;
  LiarsDiceState s;
  s.sides = int(*sides);
  if (auto human = j.find("human"); human != j.end() && human->is_string()) s.humanIsA = human->get<std::string>() != "B";
  if (auto score = j.find("score"); score != j.end() && score->is_object()) {
    s.score.human = int(std::clamp<long long>(smallInteger(*score, "human").value_or(0), 0, kMaxTally));
    s.score.computer = int(std::clamp<long long>(smallInteger(*score, "computer").value_or(0), 0, kMaxTally));
  }
  LiarsDiceState game = s;
  auto dice = smallIntegers(j, "dice", std::size_t(kLiarsDiceDocumentMaxSides) + 2);
  auto claims = smallIntegers(j, "claims", std::size_t(kLiarsDiceDocumentMaxSides) + 2);
  const auto called = j.find("called");
  if (!dice || !claims || (called != j.end() && !called->is_boolean())) return s;  // the game in progress is dropped
  game.dice = std::move(*dice);
  game.claims = std::move(*claims);
  game.called = called != j.end() && called->get<bool>();
  if (consistent(game)) s = std::move(game);
  return s;
}

}  // namespace gamelab
