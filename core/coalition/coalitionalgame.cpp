#include "core/coalition/coalitionalgame.h"

#include <bit>
#include <cassert>
#include <cstdint>

namespace gamelab {

bool WeightedVotingGame::wins(Coalition s) const {
  Rational total = 0;
  for (int p : members(s)) total += weights[static_cast<std::size_t>(p)];
  return winsWithWeight(total);
}

std::vector<std::string> defaultPlayerNames(int players) {
  std::vector<std::string> names;
  for (int i = 1; i <= players; ++i) names.push_back(std::to_string(i));
  return names;
}

Rational coalitionTotal(Coalition s, const RationalVector& x) {
  Rational total = 0;
  for (; s != 0; s &= s - 1) total += x[static_cast<std::size_t>(std::countr_zero(s))];
  return total;
}

RationalVector singletonValues(const CoalitionalGame& game) {
  RationalVector singles(static_cast<std::size_t>(game.players()));
  for (int i = 0; i < game.players(); ++i) singles[static_cast<std::size_t>(i)] = game.value(Coalition(1) << i);
  return singles;
}

Rational singletonTotal(const CoalitionalGame& game) {
  Rational total = 0;
  for (int i = 0; i < game.players(); ++i) total += game.value(Coalition(1) << i);
  return total;
}

CoalitionalGame::CoalitionalGame(int players) : names_(defaultPlayerNames(players)) {
  assert(players >= 1 && players <= kMaxTablePlayers);
  values_ = CoalitionValues(std::size_t(1) << players);
}

namespace {

Expected<std::vector<std::string>> checkedNames(std::vector<std::string> names, int players) {
  if (names.empty()) return defaultPlayerNames(players);
  if (static_cast<int>(names.size()) != players)
    return makeProblemError(ErrorCode::WrongShape, Problem::WrongCount,
                            {"players", std::to_string(players), std::to_string(names.size())});
  return names;
}

}  // namespace

Error CoalitionalGame::noTableError() const {
  return makeProblemError(ErrorCode::InvalidArgument, Problem::NoCoalitionTable,
                          {std::to_string(players()), std::to_string(kMaxVotingTablePlayers)});
}

Expected<CoalitionalGame> CoalitionalGame::fromValues(RationalVector values, std::vector<std::string> names) {
  return fromTable(CoalitionValues::fromRationals(std::move(values)), std::move(names));
}

Expected<CoalitionalGame> CoalitionalGame::fromTable(CoalitionValues values, std::vector<std::string> names) {
  const std::size_t count = values.size();
  if (count < 2 || (count & (count - 1)) != 0)
    return makeProblemError(ErrorCode::WrongShape, Problem::CoalitionTableLength, {"v", std::to_string(count)});
  const int players = std::countr_zero(count);
  if (players > kMaxTablePlayers)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyEntries,
                            {"v", std::to_string(count), std::to_string(std::size_t(1) << kMaxTablePlayers)});
  if (values.at(0) != 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptyCoalitionValue, {"v(\u2205)", toString(values.at(0))});
  auto checked = checkedNames(std::move(names), players);
  if (!checked.hasValue()) return checked.error();
  CoalitionalGame game(1);
  game.names_ = std::move(checked.value());
  game.values_ = std::move(values);
  return game;
}

Expected<CoalitionalGame> CoalitionalGame::fromVoting(WeightedVotingGame voting, std::vector<std::string> names) {
  const int players = voting.players();
  if (players < 1) return makeError(ErrorCode::EmptyGame);
  if (players > kMaxVotingPlayers)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPlayers,
                            {std::to_string(players), std::to_string(kMaxVotingPlayers)});
  for (std::size_t i = 0; i < voting.weights.size(); ++i)
    if (voting.weights[i] < 0)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative,
                              {"weights[" + std::to_string(i) + "]", toString(voting.weights[i])});
  auto checked = checkedNames(std::move(names), players);
  if (!checked.hasValue()) return checked.error();
  CoalitionalGame game(1);
  game.names_ = std::move(checked.value());
  game.values_ = CoalitionValues();
  if (players <= kMaxVotingTablePlayers) {
    // Fill by increasing mask: w(S) = w(S without its lowest member) + that member's weight.
    const std::size_t count = std::size_t(1) << players;
    RationalVector weight(count);
    std::vector<std::int64_t> wins(count, 0);
    for (std::size_t s = 1; s < count; ++s) {
      const int lowest = std::countr_zero(s);
      weight[s] = weight[s & (s - 1)] + voting.weights[static_cast<std::size_t>(lowest)];
      wins[s] = voting.winsWithWeight(weight[s]) ? 1 : 0;
    }
    game.values_ = CoalitionValues::fromIntegers(std::move(wins));
  }
  game.voting_ = std::move(voting);
  return game;
}

void CoalitionalGame::setPlayerName(int player, std::string name) {
  names_[static_cast<std::size_t>(player)] = std::move(name);
}

void CoalitionalGame::setValue(Coalition s, Rational value) {
  assert(s != 0 && hasTable());
  values_.set(s, std::move(value));
  voting_.reset();
}

CoalitionalGame CoalitionalGame::withPlayerAdded(std::string name) const {
  assert(hasTable() && players() < kMaxTablePlayers);
  CoalitionalGame game = *this;
  if (game.voting_) game.voting_->weights.push_back(0);  // a dummy keeps the game weighted
  game.names_.push_back(std::move(name));
  game.values_ = values_.withDummyAppended();
  return game;
}

CoalitionalGame CoalitionalGame::withoutPlayer(int player) const {
  assert(hasTable() && players() >= 2);
  CoalitionalGame game(1);
  game.title_ = title_;
  game.names_ = names_;
  game.names_.erase(game.names_.begin() + player);
  if (voting_) {
    game.voting_ = voting_;
    game.voting_->weights.erase(game.voting_->weights.begin() + player);
  }
  game.values_ = values_.withoutPlayer(player);
  return game;
}

}  // namespace gamelab
