#include "core/stochastic/supportnewton.h"

#include <algorithm>
#include <cstddef>

namespace gamelab::stochastic {

namespace {

using Matrix = std::vector<std::vector<mpf_class>>;

/// Solves a x = rhs by Gaussian elimination with partial pivoting; false when singular.
bool solveLinear(Matrix a, std::vector<mpf_class> rhs, std::vector<mpf_class>& x, mp_bitcnt_t prec) {
  const std::size_t n = a.size();
  mpf_class tiny(1, prec);
  mpf_div_2exp(tiny.get_mpf_t(), tiny.get_mpf_t(), prec / 2);
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    for (std::size_t r = c + 1; r < n; ++r)
      if (abs(a[r][c]) > abs(a[pivot][c])) pivot = r;
    if (abs(a[pivot][c]) < tiny) return false;
    std::swap(a[pivot], a[c]);
    std::swap(rhs[pivot], rhs[c]);
    for (std::size_t r = c + 1; r < n; ++r) {
      const mpf_class f = a[r][c] / a[c][c];
      if (f == 0) continue;
      for (std::size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
      rhs[r] -= f * rhs[c];
    }
  }
  x.assign(n, mpf_class(0, prec));
  for (std::size_t r = n; r-- > 0;) {
    mpf_class s = rhs[r];
    for (std::size_t k = r + 1; k < n; ++k) s -= a[r][k] * x[k];
    x[r] = s / a[r][r];
  }
  return true;
}

/// Equalizing weights x (Σx = 1) and value w of the square game m (x on the columns when
/// `transpose` is false: m x = w·1; on the rows otherwise: mᵀ x = w·1).
bool equalize(const Matrix& m, bool transpose, std::vector<mpf_class>& x, mpf_class& w, mp_bitcnt_t prec) {
  const std::size_t n = m.size();
  Matrix a(n + 1, std::vector<mpf_class>(n + 1, mpf_class(0, prec)));
  std::vector<mpf_class> rhs(n + 1, mpf_class(0, prec));
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) a[i][j] = transpose ? m[j][i] : m[i][j];
    a[i][n] = -1;
    a[n][i] = 1;
  }
  rhs[n] = 1;
  std::vector<mpf_class> sol;
  if (!solveLinear(std::move(a), std::move(rhs), sol, prec)) return false;
  w = sol[n];
  sol.pop_back();
  x = std::move(sol);
  return true;
}

}  // namespace

std::optional<RefinedValues> refineOnSupports(const StochasticGame& game, const std::vector<StateSupport>& supports,
                                              const std::vector<double>& start, int precisionBits,
                                              const CancelToken& cancel) {
  const auto prec = static_cast<mp_bitcnt_t>(precisionBits);
  const std::size_t states = game.states.size();
  std::vector<mpf_class> v;
  for (double x : start) v.emplace_back(x, prec);
  mpf_class goal(1, prec);
  mpf_div_2exp(goal.get_mpf_t(), goal.get_mpf_t(), prec - 24);
  mpf_class lastStep(1, prec);
  for (int iteration = 0; iteration < 400; ++iteration) {
    if (cancel.isCancelled()) return std::nullopt;
    Matrix jac(states, std::vector<mpf_class>(states, mpf_class(0, prec)));
    std::vector<mpf_class> residual(states, mpf_class(0, prec));
    for (std::size_t k = 0; k < states; ++k) {
      const StochasticState& s = game.states[k];
      const StateSupport& sup = supports[k];
      const std::size_t n = sup.rows.size();
      Matrix m(n, std::vector<mpf_class>(n, mpf_class(0, prec)));
      for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c < n; ++c) {
          const StochasticCell& cell = s.cell(sup.rows[r], sup.cols[c]);
          mpf_class e(cell.payoff, prec);
          for (const Transition& t : cell.next) e += mpf_class(t.probability, prec) * v[static_cast<std::size_t>(t.state)];
          m[r][c] = e;
        }
      }
      std::vector<mpf_class> p, q;
      mpf_class w(0, prec), w2(0, prec);
      if (!equalize(m, false, q, w, prec) || !equalize(m, true, p, w2, prec)) return std::nullopt;
      residual[k] = w - v[k];
      jac[k][k] = -1;
      for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c < n; ++c) {
          const StochasticCell& cell = s.cell(sup.rows[r], sup.cols[c]);
          for (const Transition& t : cell.next)
            jac[k][static_cast<std::size_t>(t.state)] += p[r] * q[c] * mpf_class(t.probability, prec);
        }
      }
    }
    // (D − I) δ = −(w − v)
    for (auto& r : residual) r = -r;
    std::vector<mpf_class> delta;
    if (!solveLinear(jac, residual, delta, prec)) return std::nullopt;
    mpf_class size(0, prec);
    for (std::size_t k = 0; k < states; ++k) {
      v[k] += delta[k];
      size = std::max(size, mpf_class(abs(delta[k])));
    }
    lastStep = size;
    if (size < goal) break;
  }
  RefinedValues out;
  out.values = std::move(v);
  long exponent = 0;
  mpf_get_d_2exp(&exponent, lastStep.get_mpf_t());
  const int bits = lastStep == 0 ? precisionBits - 24 : static_cast<int>(-exponent) - 8;
  out.accurateBits = std::min(precisionBits - 24, bits);
  if (out.accurateBits < 40) return std::nullopt;
  return out;
}

}  // namespace gamelab::stochastic
