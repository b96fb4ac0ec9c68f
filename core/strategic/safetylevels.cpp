#include "core/strategic/safetylevels.h"

#include "core/matrix/zerosumsolver.h"
#include "core/polytope/vertexenumeration.h"
#include "core/strategic/opponentprofiles.h"

#include <algorithm>
#include <string>

namespace gamelab {
namespace {

/// Entries of the largest zero-sum matrix solved for one player.
constexpr std::size_t kMaxEntries = 4'000'000;

/// Rows = `player`'s strategies, columns = the others' pure profiles in profile order.
MatrixGame playerMatrix(const StrategicGame& game, std::size_t player, const std::vector<std::size_t>& bases) {
  const std::size_t m = game.strategies(player), stride = game.stride(player);
  MatrixGame matrix(m, bases.size());
  for (std::size_t s = 0; s < m; ++s)
    for (std::size_t c = 0; c < bases.size(); ++c) matrix.at(s, c) = game.payoff(bases[c] + s * stride, player);
  matrix.rowLabels = game.strategyLabels[player];
  if (game.players() == 2) {
    matrix.colLabels = game.strategyLabels[1 - player];
  } else {
    // "label,label,..." of the others' strategies (their labels or 1-based numbers).
    matrix.colLabels.clear();
    for (std::size_t base : bases) {
      const PureProfile profile = game.profileAt(base);
      std::string text;
      for (std::size_t k = 0; k < game.players(); ++k) {
        if (k == player) continue;
        if (!text.empty()) text += ',';
        text += game.strategyLabel(k, profile[k]);
      }
      matrix.colLabels.push_back(std::move(text));
    }
  }
  return matrix;
}

/// The definition: p is a mixed strategy and p·column >= value for every column, with
/// equality somewhere (so `value` is exactly what p guarantees).
bool guarantees(const MatrixGame& matrix, const RationalVector& p, const Rational& value) {
  if (p.size() != matrix.rows) return false;
  Rational sum = 0;
  for (const Rational& x : p) {
    if (x < 0) return false;
    sum += x;
  }
  if (sum != 1) return false;
  const RationalVector perColumn = rowPlayerPayoffs(matrix, p);
  if (perColumn.empty()) return false;
  return *std::min_element(perColumn.begin(), perColumn.end()) == value;
}

/// The maxmin set {p in the simplex : Σ_i p_i a(i,j) >= value for every column j} in lrs's
/// convention (the row half of solveOptimalStrategySets, without the column player's set, which
/// lives in the others' profile space and can be far larger). `q` is an optimal strategy of
/// the minimiser (null: none known); by complementary slackness every maxmin p has p_i = 0
/// where (Aq)_i < value and p·column_j = value where q_j > 0, so those rows are stated as
/// equalities: the same set, in a face of much lower dimension, which keeps lrs fast on
/// large games.
HRepresentation maxminSet(const MatrixGame& matrix, const Rational& value, const RationalVector* q) {
  HRepresentation h;
  h.dimension = static_cast<int>(matrix.rows);
  RationalVector sum(matrix.rows + 1, Rational(1));
  sum[0] = -1;
  h.equalities.push_back(std::move(sum));
  const RationalVector aq = q ? colPlayerPayoffs(matrix, *q) : RationalVector(matrix.rows, value);
  for (std::size_t i = 0; i < matrix.rows; ++i) {
    RationalVector unit(matrix.rows + 1);
    unit[i + 1] = 1;
    (aq[i] < value ? h.equalities : h.inequalities).push_back(std::move(unit));
  }
  for (std::size_t j = 0; j < matrix.cols; ++j) {
    RationalVector row(matrix.rows + 1);
    row[0] = -value;
    for (std::size_t i = 0; i < matrix.rows; ++i) row[i + 1] = matrix.at(i, j);
    (q && (*q)[j] > 0 ? h.equalities : h.inequalities).push_back(std::move(row));
  }
  return h;
}

}  // namespace

Expected<std::vector<SafetyLevel>> solveSafetyLevels(const StrategicGame& game, const SafetyOptions& options,
                                                     const Progress& progress, const CancelToken& cancel) {
  if (game.players() == 0) return makeError(ErrorCode::EmptyGame);
  const std::size_t n = game.players(), cells = game.profileCount();
  if (cells > kMaxEntries)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyProfiles, {std::to_string(cells), std::to_string(kMaxEntries)});
  std::vector<SafetyLevel> levels;
  for (std::size_t k = 0; k < n; ++k) {
    if (cancel.isCancelled()) return stopError(cancel);
    const double begin = static_cast<double>(k) / static_cast<double>(n), width = 1.0 / static_cast<double>(n);
    progress.report(begin, "safety");
    SafetyLevel level;
    level.zeroSumGame = playerMatrix(game, k, strategicdetail::opponentBases(game, k));
    auto solution = solveZeroSum(level.zeroSumGame, ZeroSumOptions{}, Progress::none(), cancel);
    if (!solution) return solution.error();
    level.value = solution->value;
    level.strategy = solution->rowStrategy;
    level.verified = solution->verified && guarantees(level.zeroSumGame, level.strategy, level.value);
    if (options.strategySets) {
      if (cancel.isCancelled()) return stopError(cancel);
      Progress sub([&](double f, const std::string&) { progress.report(f < 0 ? f : begin + width * f, "safety"); });
      // The face description needs an exactly optimal q; without one use the plain set.
      const bool exactQ = solution->verified && solution->colStrategy.size() == level.zeroSumGame.cols;
      auto sets = enumerateVertices(maxminSet(level.zeroSumGame, level.value, exactQ ? &solution->colStrategy : nullptr),
                                    sub, cancel);
      if (!sets) return sets.error();
      level.strategyVertices = std::move(sets->vertices);
      std::sort(level.strategyVertices.begin(), level.strategyVertices.end());
      for (const RationalVector& vertex : level.strategyVertices)
        level.verified = level.verified && guarantees(level.zeroSumGame, vertex, level.value);
    }
    levels.push_back(std::move(level));
  }
  progress.report(1.0, "safety");
  return levels;
}

}  // namespace gamelab
