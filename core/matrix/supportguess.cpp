#include "core/matrix/supportguess.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gamelab {

namespace {

constexpr int kRounds = 300;
constexpr double kStep = 10;        // η on payoffs scaled to [0, 1]
constexpr double kMaxGap = 0.003;   // of the payoff range

/// y += s · x (the loops the compiler vectorises: no reduction).
void addScaled(std::vector<float>& y, const float* x, float s) {
  float* out = y.data();
  for (std::size_t k = 0; k < y.size(); ++k) out[k] += s * x[k];
}

/// Player I's and II's payoffs against q and p of the scaled matrix: u = Aq (from the
/// column-major copy), w = pᵀA (from the row-major one).
void payoffs(const std::vector<float>& byRow, const std::vector<float>& byCol, std::size_t rows, std::size_t cols,
             const std::vector<double>& p, const std::vector<double>& q, std::vector<float>& u, std::vector<float>& w) {
  std::fill(u.begin(), u.end(), 0.0f);
  std::fill(w.begin(), w.end(), 0.0f);
  for (std::size_t j = 0; j < cols; ++j) addScaled(u, byCol.data() + j * rows, static_cast<float>(q[j]));
  for (std::size_t i = 0; i < rows; ++i) addScaled(w, byRow.data() + i * cols, static_cast<float>(p[i]));
}

/// out ∝ exp(η · score), normalised.
void softmax(const std::vector<double>& score, std::vector<double>& out) {
  const double top = *std::max_element(score.begin(), score.end());
  double total = 0;
  for (std::size_t k = 0; k < score.size(); ++k) total += out[k] = std::exp(kStep * (score[k] - top));
  for (double& x : out) x /= total;
}

std::size_t countAbove(const std::vector<double>& x, double threshold) {
  return static_cast<std::size_t>(std::count_if(x.begin(), x.end(), [&](double v) { return v > threshold; }));
}

}  // namespace

std::optional<SupportGuess> guessSupports(const MatrixGame& game, const CancelToken& cancel) {
  const std::size_t rows = game.rows, cols = game.cols;
  if (rows * cols < kSupportGuessMinCells || game.payoffs.size() != rows * cols) return std::nullopt;
  std::vector<double> a(rows * cols);
  for (std::size_t k = 0; k < a.size(); ++k) a[k] = toDouble(game.payoffs[k]);
  const auto [lowest, highest] = std::minmax_element(a.begin(), a.end());
  const double low = *lowest, range = *highest - *lowest;
  if (!(range > 0) || !std::isfinite(range)) return std::nullopt;
  std::vector<float> byRow(rows * cols), byCol(rows * cols);
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j)
      byRow[i * cols + j] = byCol[j * rows + i] = static_cast<float>((a[i * cols + j] - low) / range);

  // Optimistic multiplicative weights: each player plays the soft best reply to the sum of
  // its past payoffs plus the latest one counted twice; the averages approach equilibrium.
  std::vector<double> p(rows, 1.0 / static_cast<double>(rows)), q(cols, 1.0 / static_cast<double>(cols));
  std::vector<double> sumU(rows, 0), sumW(cols, 0), scoreP(rows), scoreQ(cols);
  std::vector<double> meanP(rows, 0), meanQ(cols, 0);
  std::vector<float> u(rows), w(cols);
  for (int round = 0; round < kRounds; ++round) {
    if (cancel.isCancelled()) return std::nullopt;
    payoffs(byRow, byCol, rows, cols, p, q, u, w);
    for (std::size_t i = 0; i < rows; ++i) scoreP[i] = (sumU[i] += u[i]) + u[i];
    for (std::size_t j = 0; j < cols; ++j) scoreQ[j] = (sumW[j] -= w[j]) - w[j];
    softmax(scoreP, p);
    softmax(scoreQ, q);
    for (std::size_t i = 0; i < rows; ++i) meanP[i] += p[i] / kRounds;
    for (std::size_t j = 0; j < cols; ++j) meanQ[j] += q[j] / kRounds;
  }
  payoffs(byRow, byCol, rows, cols, meanP, meanQ, u, w);
  SupportGuess guess;
  guess.gap = static_cast<double>(*std::max_element(u.begin(), u.end()) - *std::min_element(w.begin(), w.end()));
  if (guess.gap > kMaxGap) return std::nullopt;
  // As many rows as columns (a nondegenerate game's supports have equal sizes): the rows that
  // pay most against q̄ and the columns that pay least against p̄.
  const std::size_t size = std::clamp<std::size_t>(
      (countAbove(meanP, 0.25 / static_cast<double>(rows)) + countAbove(meanQ, 0.25 / static_cast<double>(cols))) / 2,
      1, std::min(rows, cols));
  guess.rows.resize(rows);
  std::iota(guess.rows.begin(), guess.rows.end(), std::size_t(0));
  std::partial_sort(guess.rows.begin(), guess.rows.begin() + static_cast<std::ptrdiff_t>(size), guess.rows.end(),
                    [&](std::size_t x, std::size_t y) { return u[x] > u[y]; });
  guess.rows.resize(size);
  guess.cols.resize(cols);
  std::iota(guess.cols.begin(), guess.cols.end(), std::size_t(0));
  std::partial_sort(guess.cols.begin(), guess.cols.begin() + static_cast<std::ptrdiff_t>(size), guess.cols.end(),
                    [&](std::size_t x, std::size_t y) { return w[x] < w[y]; });
  guess.cols.resize(size);
  return guess;
}

}  // namespace gamelab
