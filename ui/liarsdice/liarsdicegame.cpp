#include "ui/liarsdice/liarsdicegame.h"

#include <cassert>
#include <string>

namespace gamelab::ui {

using nlohmann::json;

LiarsDicePlayer liarsDiceRoller(std::size_t round) { return round % 2 == 0 ? LiarsDicePlayer::A : LiarsDicePlayer::B; }

LiarsDicePlayer liarsDiceOther(LiarsDicePlayer p) { return p == LiarsDicePlayer::A ? LiarsDicePlayer::B : LiarsDicePlayer::A; }

LiarsDicePhase liarsDicePhase(const LiarsDiceState& s) {
  if (s.called) return LiarsDicePhase::Over;
  if (s.claims.size() < s.dice.size()) return LiarsDicePhase::Claim;
  return LiarsDicePhase::Respond;
}

int liarsDiceRound(const LiarsDiceState& s) { return static_cast<int>(s.dice.size()) - 1; }

std::optional<LiarsDicePlayer> liarsDiceToAct(const LiarsDiceState& s) {
  if (s.dice.empty()) return std::nullopt;
  const LiarsDicePlayer roller = liarsDiceRoller(s.dice.size() - 1);
  switch (liarsDicePhase(s)) {
    case LiarsDicePhase::Claim: return roller;
    case LiarsDicePhase::Respond: return liarsDiceOther(roller);
    case LiarsDicePhase::Over: break;
  }
  return std::nullopt;
}

bool liarsDiceIsHuman(const LiarsDiceState& s, LiarsDicePlayer p) { return (p == LiarsDicePlayer::A) == s.humanIsA; }

int liarsDiceBound(const LiarsDiceState& s) {
  const std::size_t round = s.dice.empty() ? 0 : s.dice.size() - 1;
  return round == 0 || s.claims.size() < round ? 1 : s.claims[round - 1] + 1;
}

std::vector<int> liarsDiceAllowedClaims(const LiarsDiceState& s) {
  std::vector<int> claims;
  if (s.dice.empty() || liarsDicePhase(s) != LiarsDicePhase::Claim) return claims;
  for (int y = liarsDiceBound(s); y <= s.sides + 1; ++y) claims.push_back(y);
  return claims;
}

bool liarsDiceCanPass(const LiarsDiceState& s) {
  return !s.dice.empty() && liarsDicePhase(s) == LiarsDicePhase::Respond && s.claims.back() <= s.sides;
}

std::optional<LiarsDicePlayer> liarsDiceWinner(const LiarsDiceState& s) {
  if (!s.called || s.claims.empty()) return std::nullopt;
  const std::size_t r = s.claims.size() - 1;
  const LiarsDicePlayer roller = liarsDiceRoller(r);
  return s.dice[r] >= s.claims[r] ? roller : liarsDiceOther(roller);
}

LiarsDiceState liarsDiceWithClaim(LiarsDiceState s, int claim) {
  assert(liarsDicePhase(s) == LiarsDicePhase::Claim && claim >= liarsDiceBound(s) && claim <= s.sides + 1);
  s.claims.push_back(claim);
  return s;
}

LiarsDiceState liarsDiceWithCall(LiarsDiceState s) {
  assert(liarsDicePhase(s) == LiarsDicePhase::Respond);
  s.called = true;
  if (const auto w = liarsDiceWinner(s)) (liarsDiceIsHuman(s, *w) ? s.score.human : s.score.computer) += 1;
  return s;
}

LiarsDiceState liarsDiceWithPass(LiarsDiceState s, int die) {
  assert(liarsDiceCanPass(s) && die >= 1 && die <= s.sides);
  s.dice.push_back(die);
  return s;
}

LiarsDiceState liarsDiceNewGame(LiarsDiceState s, bool humanIsA, int die) {
  s.humanIsA = humanIsA;
  s.dice = {die};
  s.claims.clear();
  s.called = false;
  return s;
}

int liarsDiceRoll(int sides, std::mt19937_64& rng) { return std::uniform_int_distribution<int>(1, sides)(rng); }

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
  try {
    if (!j.is_object() || !j.contains("sides") || !j.at("sides").is_number_integer()) return std::nullopt;
    LiarsDiceState s;
    s.sides = j.at("sides").get<int>();
    if (s.sides < 2 || s.sides > kLiarsDiceUiMaxSides) return std::nullopt;
    s.humanIsA = j.value("human", std::string("A")) != "B";
    if (j.contains("score") && j.at("score").is_object()) {
      s.score.human = std::max(0, j.at("score").value("human", 0));
      s.score.computer = std::max(0, j.at("score").value("computer", 0));
    }
    LiarsDiceState game = s;
    game.dice = j.value("dice", std::vector<int>{});
    game.claims = j.value("claims", std::vector<int>{});
    game.called = j.value("called", false);
    if (consistent(game)) s = std::move(game);
    return s;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace gamelab::ui
