#include "core/strategic/strategicgame.h"

#include <cassert>
#include <optional>

namespace gamelab {

StrategicGame::StrategicGame(const std::vector<std::size_t>& strategyCounts) {
  playerNames.assign(strategyCounts.size(), std::string{});
  for (std::size_t count : strategyCounts) {
    assert(count >= 1);
    strategyLabels.emplace_back(count, std::string{});
  }
  payoffs.assign(profileCount() * players(), Rational(0));
}

StrategicGame StrategicGame::bimatrix(const std::vector<RationalVector>& a, const std::vector<RationalVector>& b) {
  assert(!a.empty() && a.size() == b.size());
  const std::size_t m = a.size(), n = a.front().size();
  StrategicGame game({m, n});
  for (std::size_t i = 0; i < m; ++i) {
    assert(a[i].size() == n && b[i].size() == n);
    for (std::size_t j = 0; j < n; ++j) {
      game.payoff(game.profileIndex({i, j}), 0) = a[i][j];
      game.payoff(game.profileIndex({i, j}), 1) = b[i][j];
    }
  }
  return game;
}

StrategicGame StrategicGame::bimatrixFromText(const std::vector<std::vector<std::string>>& rowsOfPairs) {
  std::vector<RationalVector> a, b;
  for (const auto& row : rowsOfPairs) {
    a.emplace_back();
    b.emplace_back();
    for (const std::string& cell : row) {
      const auto comma = cell.find(',');
      assert(comma != std::string::npos);
      const auto x = parseRational(cell.substr(0, comma));
      const auto y = parseRational(cell.substr(comma + 1));
      assert(x && y);
      a.back().push_back(*x);
      b.back().push_back(*y);
    }
  }
  return bimatrix(a, b);
}

std::vector<std::size_t> StrategicGame::strategyCounts() const {
  std::vector<std::size_t> counts;
  for (const auto& labels : strategyLabels) counts.push_back(labels.size());
  return counts;
}

std::size_t StrategicGame::profileCount() const {
  if (players() == 0) return 0;
  std::size_t count = 1;
  for (const auto& labels : strategyLabels) count *= labels.size();
  return count;
}

std::size_t StrategicGame::stride(std::size_t player) const {
  std::size_t s = 1;
  for (std::size_t k = 0; k < player; ++k) s *= strategies(k);
  return s;
}

std::size_t StrategicGame::profileIndex(const PureProfile& profile) const {
  assert(profile.size() == players());
  std::size_t index = 0;
  for (std::size_t k = players(); k-- > 0;) {
    assert(profile[k] < strategies(k));
    index = index * strategies(k) + profile[k];
  }
  return index;
}

PureProfile StrategicGame::profileAt(std::size_t index) const {
  PureProfile profile(players());
  for (std::size_t k = 0; k < players(); ++k) {
    profile[k] = index % strategies(k);
    index /= strategies(k);
  }
  return profile;
}

MatrixGame StrategicGame::payoffMatrix(std::size_t player) const {
  assert(players() == 2 && player < 2);
  MatrixGame matrix(strategies(0), strategies(1));
  for (std::size_t i = 0; i < matrix.rows; ++i)
    for (std::size_t j = 0; j < matrix.cols; ++j) matrix.at(i, j) = payoff(profileIndex({i, j}), player);
  matrix.rowLabels = strategyLabels[0];
  matrix.colLabels = strategyLabels[1];
  return matrix;
}

std::string StrategicGame::strategyLabel(std::size_t player, std::size_t strategy) const {
  const std::string& label = strategyLabels[player][strategy];
  return label.empty() ? std::to_string(strategy + 1) : label;
}

namespace {

/// Rebuilds `game.payoffs` for new strategy counts: `source(newProfile)` gives the old profile
/// index to copy from, or nullopt for a profile whose payoffs come from `fresh` in order.
template <typename Source>
void rebuildPayoffs(StrategicGame& game, const std::vector<std::size_t>& newCounts, Source source,
                    const std::vector<RationalVector>& fresh) {
  const StrategicGame old = game;
  std::vector<std::vector<std::string>> labels = game.strategyLabels;
  for (std::size_t k = 0; k < newCounts.size(); ++k) labels[k].resize(newCounts[k]);
  StrategicGame shape(newCounts);
  const std::size_t n = game.players();
  RationalVector payoffs(shape.profileCount() * n, Rational(0));
  std::size_t freshUsed = 0;
  for (std::size_t t = 0; t < shape.profileCount(); ++t) {
    const PureProfile profile = shape.profileAt(t);
    if (const auto from = source(profile)) {
      for (std::size_t k = 0; k < n; ++k) payoffs[t * n + k] = old.payoff(*from, k);
    } else {
      if (freshUsed < fresh.size()) {
        assert(fresh[freshUsed].size() == n);
        for (std::size_t k = 0; k < n; ++k) payoffs[t * n + k] = fresh[freshUsed][k];
      }
      ++freshUsed;
    }
  }
  game.payoffs = std::move(payoffs);
  game.strategyLabels.swap(labels);
  for (std::size_t k = 0; k < newCounts.size(); ++k) game.strategyLabels[k].resize(newCounts[k]);
}

}  // namespace

void StrategicGame::insertStrategy(std::size_t player, std::size_t position, const std::string& label,
                                   const std::vector<RationalVector>& payoffsOfNewProfiles) {
  assert(player < players() && position <= strategies(player));
  std::vector<std::string> labels = strategyLabels[player];
  labels.insert(labels.begin() + static_cast<std::ptrdiff_t>(position), label);
  std::vector<std::size_t> counts = strategyCounts();
  ++counts[player];
  const StrategicGame& self = *this;
  rebuildPayoffs(
      *this, counts,
      [&](PureProfile profile) -> std::optional<std::size_t> {
        if (profile[player] == position) return std::nullopt;
        if (profile[player] > position) --profile[player];
        return self.profileIndex(profile);
      },
      payoffsOfNewProfiles);
  strategyLabels[player] = std::move(labels);
}

std::vector<RationalVector> StrategicGame::removeStrategy(std::size_t player, std::size_t position) {
  assert(player < players() && position < strategies(player) && strategies(player) > 1);
  std::vector<RationalVector> removed;
  for (std::size_t t = 0; t < profileCount(); ++t) {
    if (profileAt(t)[player] != position) continue;
    removed.emplace_back(payoffs.begin() + static_cast<std::ptrdiff_t>(t * players()),
                         payoffs.begin() + static_cast<std::ptrdiff_t>((t + 1) * players()));
  }
  std::vector<std::string> labels = strategyLabels[player];
  labels.erase(labels.begin() + static_cast<std::ptrdiff_t>(position));
  std::vector<std::size_t> counts = strategyCounts();
  --counts[player];
  const StrategicGame& self = *this;
  rebuildPayoffs(
      *this, counts,
      [&](PureProfile profile) -> std::optional<std::size_t> {
        if (profile[player] >= position) ++profile[player];
        return self.profileIndex(profile);
      },
      {});
  strategyLabels[player] = std::move(labels);
  return removed;
}

void StrategicGame::moveStrategy(std::size_t player, std::size_t from, std::size_t to) {
  assert(player < players() && from < strategies(player) && to < strategies(player));
  if (from == to) return;
  const std::string label = strategyLabels[player][from];
  const auto removed = removeStrategy(player, from);
  insertStrategy(player, to, label, removed);
}

void StrategicGame::addPlayer(const std::string& name) {
  // Profile indices are unchanged when a last player with one strategy is appended.
  const std::size_t n = players(), count = profileCount();
  RationalVector widened;
  widened.reserve(count * (n + 1));
  for (std::size_t t = 0; t < count; ++t) {
    for (std::size_t k = 0; k < n; ++k) widened.push_back(payoff(t, k));
    widened.emplace_back(0);
  }
  playerNames.push_back(name);
  strategyLabels.emplace_back(1, std::string{});
  payoffs = std::move(widened);
  if (n == 0) payoffs.assign(1, Rational(0));
}

RationalVector StrategicGame::removeLastPlayer() {
  assert(players() >= 1 && strategies(players() - 1) == 1);
  const std::size_t n = players(), count = profileCount();
  RationalVector removed, narrowed;
  for (std::size_t t = 0; t < count; ++t) {
    for (std::size_t k = 0; k + 1 < n; ++k) narrowed.push_back(payoff(t, k));
    removed.push_back(payoff(t, n - 1));
  }
  playerNames.pop_back();
  strategyLabels.pop_back();
  payoffs = std::move(narrowed);
  return removed;
}

bool StrategicGame::isZeroSum() const {
  for (std::size_t t = 0; t < profileCount(); ++t) {
    Rational sum = 0;
    for (std::size_t k = 0; k < players(); ++k) sum += payoff(t, k);
    if (sum != 0) return false;
  }
  return true;
}

RationalVector pureStrategyPayoffs(const StrategicGame& game, const MixedProfile& profile, std::size_t player) {
  // In integers: each other player's probabilities as numerators over their common
  // denominator, the player's payoffs likewise; one division per strategy at the end (a sum
  // of rational products would reduce every product and every partial sum by a gcd).
  const std::size_t n = game.players();
  std::vector<std::vector<mpz_class>> numerators(n);
  mpz_class denominator = 1;
  for (std::size_t k = 0; k < n; ++k) {
    if (k == player) continue;
    mpz_class common = 1;
    for (const Rational& p : profile[k]) mpz_lcm(common.get_mpz_t(), common.get_mpz_t(), p.get_den_mpz_t());
    for (const Rational& p : profile[k]) numerators[k].push_back(p.get_num() * (common / p.get_den()));
    denominator *= common;
  }
  mpz_class payoffDenominator = 1;
  for (std::size_t t = 0; t < game.profileCount(); ++t)
    mpz_lcm(payoffDenominator.get_mpz_t(), payoffDenominator.get_mpz_t(), game.payoff(t, player).get_den_mpz_t());
  std::vector<mpz_class> sums(game.strategies(player), 0);
  PureProfile s(n, 0);  // the profile of index t; player 0 varies fastest
  mpz_class weight, term;
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    weight = 1;
    for (std::size_t k = 0; k < n && weight != 0; ++k)
      if (k != player) weight *= numerators[k][s[k]];
    if (weight != 0) {
      const Rational& u = game.payoff(t, player);
      term = u.get_num() * (payoffDenominator / u.get_den());
      sums[s[player]] += weight * term;
    }
    for (std::size_t k = 0; k < n && ++s[k] == game.strategies(k); ++k) s[k] = 0;
  }
  RationalVector result;
  for (const mpz_class& sum : sums) {
    Rational value(sum, denominator * payoffDenominator);
    value.canonicalize();
    result.push_back(std::move(value));
  }
  return result;
}

RationalVector expectedPayoffs(const StrategicGame& game, const MixedProfile& profile) {
  RationalVector result(game.players(), Rational(0));
  for (std::size_t k = 0; k < game.players(); ++k) {
    const RationalVector perStrategy = pureStrategyPayoffs(game, profile, k);
    for (std::size_t s = 0; s < perStrategy.size(); ++s) result[k] += profile[k][s] * perStrategy[s];
  }
  return result;
}

bool isMixedProfile(const StrategicGame& game, const MixedProfile& profile) {
  if (profile.size() != game.players()) return false;
  for (std::size_t k = 0; k < game.players(); ++k) {
    if (profile[k].size() != game.strategies(k)) return false;
    Rational sum = 0;
    for (const Rational& p : profile[k]) {
      if (p < 0) return false;
      sum += p;
    }
    if (sum != 1) return false;
  }
  return true;
}

bool isNashEquilibrium(const StrategicGame& game, const MixedProfile& profile) {
  if (!isMixedProfile(game, profile)) return false;
  for (std::size_t k = 0; k < game.players(); ++k) {
    const RationalVector perStrategy = pureStrategyPayoffs(game, profile, k);
    Rational expected = 0;
    for (std::size_t s = 0; s < perStrategy.size(); ++s) expected += profile[k][s] * perStrategy[s];
    for (const Rational& deviation : perStrategy)
      if (deviation > expected) return false;
  }
  return true;
}

MixedProfile toMixedProfile(const StrategicGame& game, const PureProfile& profile) {
  MixedProfile mixed;
  for (std::size_t k = 0; k < game.players(); ++k) {
    mixed.emplace_back(game.strategies(k), Rational(0));
    mixed.back()[profile[k]] = 1;
  }
  return mixed;
}

StrategicGame fromZeroSum(const MatrixGame& matrix, const std::string& title) {
  StrategicGame game({matrix.rows, matrix.cols});
  game.title = title;
  for (std::size_t i = 0; i < matrix.rows; ++i)
    for (std::size_t j = 0; j < matrix.cols; ++j) {
      const std::size_t t = game.profileIndex({i, j});
      game.payoff(t, 0) = matrix.at(i, j);
      game.payoff(t, 1) = -matrix.at(i, j);
    }
  if (!matrix.rowLabels.empty()) game.strategyLabels[0] = matrix.rowLabels;
  if (!matrix.colLabels.empty()) game.strategyLabels[1] = matrix.colLabels;
  game.strategyLabels[0].resize(matrix.rows);
  game.strategyLabels[1].resize(matrix.cols);
  return game;
}

Expected<MatrixGame> toZeroSum(const StrategicGame& game) {
  if (game.players() != 2) return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  for (std::size_t i = 0; i < game.strategies(0); ++i)
    for (std::size_t j = 0; j < game.strategies(1); ++j) {
      const std::size_t t = game.profileIndex({i, j});
      if (game.payoff(t, 0) + game.payoff(t, 1) != 0)
        return makeError(ErrorCode::NotZeroSum, {std::to_string(i + 1), std::to_string(j + 1)});
    }
  return game.payoffMatrix(0);
}

}  // namespace gamelab
