#include "core/strategic/supportenumeration.h"

#include "core/matrix/exactlinear.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <string>

// Deliberately shares no code with the vertex-enumeration path (bimatrixequilibria.cpp): it
// is the independent check of that path on nondegenerate games.

namespace gamelab {
namespace {

using Matrix = std::vector<RationalVector>;  // m x n

Matrix payoffMatrixOf(const StrategicGame& game, std::size_t player) {
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  Matrix out(m, RationalVector(n));
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) out[i][j] = game.payoff(game.profileIndex({i, j}), player);
  return out;
}

/// Next k-subset of {0..size-1} in lexicographic order; false after the last.
bool nextSubset(std::vector<std::size_t>& subset, std::size_t size) {
  const std::size_t k = subset.size();
  for (std::size_t t = k; t-- > 0;) {
    if (subset[t] < size - k + t) {
      ++subset[t];
      for (std::size_t u = t + 1; u < k; ++u) subset[u] = subset[u - 1] + 1;
      return true;
    }
  }
  return false;
}

std::vector<std::size_t> firstSubset(std::size_t k) {
  std::vector<std::size_t> s(k);
  for (std::size_t t = 0; t < k; ++t) s[t] = t;
  return s;
}

/// Saturating binomial coefficient.
std::size_t binomial(std::size_t n, std::size_t k) {
  if (k > n) return 0;
  k = std::min(k, n - k);
  unsigned __int128 r = 1;
  for (std::size_t t = 1; t <= k; ++t) {
    r = r * (n - k + t) / t;
    if (r > std::numeric_limits<std::size_t>::max()) return std::numeric_limits<std::size_t>::max();
  }
  return static_cast<std::size_t>(r);
}

std::size_t saturatingAdd(std::size_t a, std::size_t b) {
  return a > std::numeric_limits<std::size_t>::max() - b ? std::numeric_limits<std::size_t>::max() : a + b;
}

std::size_t saturatingMul(std::size_t a, std::size_t b) {
  if (a != 0 && b > std::numeric_limits<std::size_t>::max() / a) return std::numeric_limits<std::size_t>::max();
  return a * b;
}

/// The principle of indifference for one player, whose payoff is payoffAt(own, other): the
/// other player's mix w on `otherSupport` (summing to 1) and the value u with
/// sum_{o in otherSupport} payoffAt(s, o) w_o = u for every s in `ownSupport`.
/// Returns nullopt if the system has no unique solution; else (w over all other strategies, u).
template <class PayoffAt>
std::optional<std::pair<RationalVector, Rational>> indifference(const std::vector<std::size_t>& ownSupport,
                                                                const std::vector<std::size_t>& otherSupport,
                                                                std::size_t otherCount, PayoffAt payoffAt) {
  const std::size_t k = otherSupport.size();
  RationalMatrix system;
  RationalVector rhs;
  for (const std::size_t s : ownSupport) {
    RationalVector row(k + 1);
    for (std::size_t t = 0; t < k; ++t) row[t] = payoffAt(s, otherSupport[t]);
    row[k] = -1;
    system.push_back(std::move(row));
    rhs.push_back(0);
  }
  RationalVector sumRow(k + 1, Rational(1));
  sumRow[k] = 0;
  system.push_back(std::move(sumRow));
  rhs.push_back(1);
  const LinearSystemSolution solution = solveLinearSystem(system, rhs, k + 1);
  if (solution.status != LinearSystemStatus::Unique) return std::nullopt;
  RationalVector mix(otherCount, Rational(0));
  for (std::size_t t = 0; t < k; ++t) mix[otherSupport[t]] = solution.solution[t];
  return std::make_pair(std::move(mix), solution.solution[k]);
}

bool positiveOn(const RationalVector& mix, const std::vector<std::size_t>& support) {
  return std::all_of(support.begin(), support.end(), [&mix](std::size_t s) { return sgn(mix[s]) > 0; });
}

bool nonNegativeOn(const RationalVector& mix, const std::vector<std::size_t>& support) {
  return std::all_of(support.begin(), support.end(), [&mix](std::size_t s) { return sgn(mix[s]) >= 0; });
}

bool lexLess(const RationalVector& a, const RationalVector& b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

}  // namespace

Expected<SupportEnumerationResult> solveSupportEnumeration(const StrategicGame& game,
                                                           const SupportEnumerationOptions& options,
                                                           const Progress& progress, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  const std::size_t maxK = std::min(m, n);

  std::size_t total = 0;
  for (std::size_t k = 1; k <= maxK; ++k) total = saturatingAdd(total, saturatingMul(binomial(m, k), binomial(n, k)));
  if (options.maxCandidates != 0 && total > options.maxCandidates)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManySupportProfiles,
                            {std::to_string(total), std::to_string(options.maxCandidates)});

  const Matrix a = payoffMatrixOf(game, 0);
  const Matrix b = payoffMatrixOf(game, 1);
  SupportEnumerationResult result;
  std::size_t tried = 0;

  for (std::size_t k = 1; k <= maxK; ++k) {
    for (auto rows = firstSubset(k);; ) {
      for (auto cols = firstSubset(k);; ) {
        if (cancel.isCancelled()) return stopError(cancel);
        if ((++tried & 255) == 0) progress.report(static_cast<double>(tried) / static_cast<double>(total), "supports");

        SupportCandidate c;
        c.rowSupport = rows;
        c.colSupport = cols;
        // Player 1 indifferent on `rows` against q (on `cols`); player 2 on `cols` against p.
        auto qSolution = indifference(rows, cols, n, [&a](std::size_t i, std::size_t j) { return a[i][j]; });
        auto pSolution = indifference(cols, rows, m, [&b](std::size_t j, std::size_t i) { return b[i][j]; });
        if (qSolution && pSolution) {
          c.rowStrategy = pSolution->first;
          c.colStrategy = qSolution->first;
          c.payoffs = {qSolution->second, pSolution->second};
          const bool pOk = positiveOn(c.rowStrategy, rows), qOk = positiveOn(c.colStrategy, cols);
          // Pure payoffs against the other's mix (only meaningful for probability vectors).
          RationalVector rowPayoffs(m, Rational(0)), colPayoffs(n, Rational(0));
          if (qOk)
            for (std::size_t i = 0; i < m; ++i)
              for (const std::size_t j : cols) rowPayoffs[i] += a[i][j] * c.colStrategy[j];
          if (pOk)
            for (std::size_t j = 0; j < n; ++j)
              for (const std::size_t i : rows) colPayoffs[j] += b[i][j] * c.rowStrategy[i];
          // Degeneracy: a mixed strategy with support size k and more than k pure best responses.
          if (qOk) {
            const Rational best = *std::max_element(rowPayoffs.begin(), rowPayoffs.end());
            if (static_cast<std::size_t>(std::count(rowPayoffs.begin(), rowPayoffs.end(), best)) > k)
              result.degenerate = true;
          }
          if (pOk) {
            const Rational best = *std::max_element(colPayoffs.begin(), colPayoffs.end());
            if (static_cast<std::size_t>(std::count(colPayoffs.begin(), colPayoffs.end(), best)) > k)
              result.degenerate = true;
          }
          if (!pOk || !qOk) {
            const bool negative = !nonNegativeOn(c.rowStrategy, rows) || !nonNegativeOn(c.colStrategy, cols);
            c.outcome = negative ? SupportCandidate::Outcome::NotProbability : SupportCandidate::Outcome::ZeroOnSupport;
          } else {
            c.outcome = SupportCandidate::Outcome::Equilibrium;
            for (std::size_t i = 0; i < m && c.outcome == SupportCandidate::Outcome::Equilibrium; ++i)
              if (rowPayoffs[i] > c.payoffs[0]) {
                c.outcome = SupportCandidate::Outcome::ProfitableDeviation;
                c.deviatingPlayer = 0;
                c.deviatingStrategy = i;
              }
            for (std::size_t j = 0; j < n && c.outcome == SupportCandidate::Outcome::Equilibrium; ++j)
              if (colPayoffs[j] > c.payoffs[1]) {
                c.outcome = SupportCandidate::Outcome::ProfitableDeviation;
                c.deviatingPlayer = 1;
                c.deviatingStrategy = j;
              }
          }
          if (c.outcome == SupportCandidate::Outcome::Equilibrium)
            result.equilibria.push_back(Equilibrium{{c.rowStrategy, c.colStrategy}, c.payoffs});
        } else {
          c.outcome = SupportCandidate::Outcome::Singular;
        }
        if (result.candidates.size() < options.keepCandidates) result.candidates.push_back(std::move(c));
        if (!nextSubset(cols, n)) break;
      }
      if (!nextSubset(rows, m)) break;
    }
  }

  std::sort(result.equilibria.begin(), result.equilibria.end(), [](const Equilibrium& e, const Equilibrium& f) {
    if (e.strategies[0] != f.strategies[0]) return lexLess(e.strategies[0], f.strategies[0]);
    return lexLess(e.strategies[1], f.strategies[1]);
  });
  result.equilibria.erase(std::unique(result.equilibria.begin(), result.equilibria.end(),
                                      [](const Equilibrium& e, const Equilibrium& f) { return e.strategies == f.strategies; }),
                          result.equilibria.end());
  progress.report(1.0, "supports");
  return result;
}

}  // namespace gamelab
