#include "core/coalition/generators.h"

#include "core/common/gamesizelimit.h"
#include "core/matrix/zerosumsolver.h"

#include <algorithm>
#include <cassert>

namespace gamelab {

namespace {

std::optional<Error> checkPlayers(std::size_t players) {
  if (players < 1) return makeProblemError(ErrorCode::WrongShape, Problem::MustBeAtLeast, {"players", "1", "0"});
  if (players > static_cast<std::size_t>(kMaxTablePlayers))
    return makeProblemError(ErrorCode::TooLarge, Problem::CoalitionTableTooLarge,
                            {std::to_string(players), std::to_string(kMaxTablePlayers)});
  return std::nullopt;
}

std::optional<Error> checkNonNegative(const RationalVector& values, const std::string& name) {
  for (std::size_t i = 0; i < values.size(); ++i)
    if (values[i] < 0)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative,
                              {name + "[" + std::to_string(i) + "]", toString(values[i])});
  return std::nullopt;
}

/// Fills the table by v(S) = f(S) for S != ∅.
template <class F>
Expected<CoalitionalGame> tabulate(int players, F f) {
  RationalVector values(std::size_t(1) << players);
  for (std::size_t s = 1; s < values.size(); ++s) values[s] = f(static_cast<Coalition>(s));
  return CoalitionalGame::fromValues(std::move(values));
}

}  // namespace

Expected<CoalitionalGame> gloveMarket(const std::vector<bool>& leftOwner) {
  if (auto e = checkPlayers(leftOwner.size())) return *e;
  const int n = static_cast<int>(leftOwner.size());
  Coalition left = 0;
  for (int i = 0; i < n; ++i)
    if (leftOwner[static_cast<std::size_t>(i)]) left |= Coalition(1) << i;
  return tabulate(n, [left](Coalition s) {
    return Rational(std::min(coalitionSize(s & left), coalitionSize(s & ~left)));
  });
}

Expected<CoalitionalGame> bankruptcyGame(const Rational& estate, const RationalVector& claims) {
  if (auto e = checkPlayers(claims.size())) return *e;
  if (estate < 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative, {"estate", toString(estate)});
  if (auto e = checkNonNegative(claims, "claims")) return *e;
  const int n = static_cast<int>(claims.size());
  const Coalition grand = grandCoalition(n);
  return tabulate(n, [&](Coalition s) {
    Rational value = estate - coalitionTotal(grand & ~s, claims);
    return value > 0 ? value : Rational(0);
  });
}

Expected<CoalitionalGame> airportGame(const RationalVector& costs) {
  if (auto e = checkPlayers(costs.size())) return *e;
  if (auto e = checkNonNegative(costs, "costs")) return *e;
  const int n = static_cast<int>(costs.size());
  RationalVector values(std::size_t(1) << n);
  // −max over S: the maximum of S without its lowest member and that member's cost.
  for (std::size_t s = 1; s < values.size(); ++s) {
    const std::size_t rest = s & (s - 1);
    const Rational& own = costs[static_cast<std::size_t>(std::countr_zero(s))];
    values[s] = rest == 0 ? Rational(-own) : (-own < values[rest] ? Rational(-own) : values[rest]);
  }
  return CoalitionalGame::fromValues(std::move(values));
}

Expected<CoalitionalGame> unanimityGame(int players, Coalition carrier, const Rational& scale) {
  if (players < 1) return makeProblemError(ErrorCode::WrongShape, Problem::MustBeAtLeast, {"players", "1", "0"});
  if (auto e = checkPlayers(static_cast<std::size_t>(players))) return *e;
  if (carrier == 0 || (carrier & ~grandCoalition(players)) != 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::BadCarrier, {std::to_string(carrier)});
  return tabulate(players, [&](Coalition s) { return (s & carrier) == carrier ? scale : Rational(0); });
}

Expected<CoalitionalGame> symmetricGame(const RationalVector& valueBySize) {
  if (auto e = checkPlayers(valueBySize.size())) return *e;
  return tabulate(static_cast<int>(valueBySize.size()), [&](Coalition s) {
    return valueBySize[static_cast<std::size_t>(coalitionSize(s) - 1)];
  });
}

Expected<CharacteristicFunction> solveCharacteristicFunction(const StrategicGame& game, const Progress& progress,
                                                             const CancelToken& cancel) {
  const std::size_t players = game.players();
  if (players == 0) return makeError(ErrorCode::EmptyGame);
  if (auto e = checkPlayers(players)) return *e;
  const std::size_t profiles = game.profileCount();
  // Every coalition's matrix holds all profiles once; all of them are kept.
  const std::uint64_t coalitions = (std::uint64_t(1) << players) - 1;
  if (auto e = checkGameSize({static_cast<std::uint64_t>(profiles), coalitions})) return *e;
  const auto n = static_cast<int>(players);
  const std::vector<std::size_t> counts = game.strategyCounts();
  CharacteristicFunction result;
  RationalVector values(std::size_t(1) << n);
  const Coalition grand = grandCoalition(n);
  for (Coalition s = 1; s <= grand; ++s) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(static_cast<double>(s - 1) / static_cast<double>(grand), "coalitions");
    // Joint strategies of S (rows) and N − S (columns): mixed-radix numbers, lowest player fastest.
    std::size_t rows = 1, cols = 1;
    for (int i = 0; i < n; ++i) (contains(s, i) ? rows : cols) *= counts[static_cast<std::size_t>(i)];
    CoalitionMatrix coalitionMatrix;
    coalitionMatrix.coalition = s;
    coalitionMatrix.matrix.assign(rows, RationalVector(cols));
    for (std::size_t t = 0; t < profiles; ++t) {
      const PureProfile profile = game.profileAt(t);
      std::size_t row = 0, col = 0, rowRadix = 1, colRadix = 1;
      Rational total = 0;
      for (int i = 0; i < n; ++i) {
        const auto ui = static_cast<std::size_t>(i);
        if (contains(s, i)) {
          row += profile[ui] * rowRadix;
          rowRadix *= counts[ui];
          total += game.payoff(t, ui);
        } else {
          col += profile[ui] * colRadix;
          colRadix *= counts[ui];
        }
      }
      coalitionMatrix.matrix[row][col] = std::move(total);
    }
    if (s == grand) {
      coalitionMatrix.value = coalitionMatrix.matrix[0][0];
      for (const RationalVector& row : coalitionMatrix.matrix)
        if (row[0] > coalitionMatrix.value) coalitionMatrix.value = row[0];
    } else {
      auto solution = solveZeroSum(MatrixGame::fromRows(coalitionMatrix.matrix), {}, Progress::none(), cancel);
      if (!solution) return solution.error();
      coalitionMatrix.value = solution->value;
    }
    values[s] = coalitionMatrix.value;
    result.matrices.push_back(std::move(coalitionMatrix));
  }
  std::vector<std::string> names(players);
  for (std::size_t i = 0; i < players; ++i)
    names[i] = game.playerNames[i].empty() ? std::to_string(i + 1) : game.playerNames[i];
  auto table = CoalitionalGame::fromValues(std::move(values), std::move(names));
  if (!table) return table.error();
  result.game = std::move(table.value());
  result.game.setTitle(game.title);
  progress.report(1, "coalitions");
  return result;
}

Expected<StrategicGame> strategicFormOf(const CoalitionalGame& game) {
  assert(game.hasTable());
  const int n = game.players();
  const auto un = static_cast<std::size_t>(n);
  // Player i's strategies: the coalitions containing i, by size then lexicographically.
  std::vector<std::vector<Coalition>> strategies(un);
  for (Coalition s : allCoalitions(n, CoalitionOrder::SizeThenLexicographic))
    for (int i = 0; i < n; ++i)
      if (contains(s, i)) strategies[static_cast<std::size_t>(i)].push_back(s);
  std::vector<std::uint64_t> counts(un, std::uint64_t(1) << (n - 1));
  if (n > 8)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyProfiles,
                            {"2^" + std::to_string(n * (n - 1)), std::to_string(kMaxGameCells)});
  if (auto e = checkGameSize(counts)) return *e;
  StrategicGame result(std::vector<std::size_t>(un, std::size_t(1) << (n - 1)));
  result.title = game.title();
  result.playerNames = game.playerNames();
  for (std::size_t i = 0; i < un; ++i)
    for (std::size_t j = 0; j < strategies[i].size(); ++j)
      result.strategyLabels[i][j] = coalitionLabel(strategies[i][j], game.playerNames());
  const std::size_t profiles = result.profileCount();
  std::vector<Coalition> chosen(un);
  for (std::size_t t = 0; t < profiles; ++t) {
    const PureProfile profile = result.profileAt(t);
    for (std::size_t i = 0; i < un; ++i) chosen[i] = strategies[i][profile[i]];
    for (std::size_t i = 0; i < un; ++i) {
      const Coalition s = chosen[i];
      bool agreed = true;
      for (int j : members(s)) agreed = agreed && chosen[static_cast<std::size_t>(j)] == s;
      result.payoff(t, i) = agreed ? Rational(game.value(s) / coalitionSize(s)) : game.value(Coalition(1) << i);
    }
  }
  return result;
}

}  // namespace gamelab
