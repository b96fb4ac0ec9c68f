#include "core/liarsdice/liarsdiceplay.h"

#include <cassert>

namespace gamelab {

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

}  // namespace gamelab
