#include "core/strategic/npersonsystem.h"

#include <algorithm>
#include <cmath>

namespace gamelab::nperson {

namespace {

/// Visits every pure profile of the product of `lists` (one list of strategies per player),
/// calling visit(profileIndex, chosen strategies).
template <typename Visit>
void forEachProfile(const FloatGame& game, const std::vector<std::vector<std::size_t>>& lists, Visit visit) {
  const std::size_t n = lists.size();
  for (const auto& list : lists)
    if (list.empty()) return;
  std::vector<std::size_t> pos(n, 0), chosen(n);
  for (;;) {
    std::size_t index = 0;
    for (std::size_t k = 0; k < n; ++k) {
      chosen[k] = lists[k][pos[k]];
      index += chosen[k] * game.strides[k];
    }
    visit(index, chosen);
    std::size_t k = 0;
    while (k < n && ++pos[k] == lists[k].size()) pos[k++] = 0;
    if (k == n) return;
  }
}

std::vector<std::vector<std::size_t>> allStrategies(const FloatGame& game) {
  std::vector<std::vector<std::size_t>> lists(game.players);
  for (std::size_t k = 0; k < game.players; ++k)
    for (std::size_t s = 0; s < game.counts[k]; ++s) lists[k].push_back(s);
  return lists;
}

/// Gaussian elimination with partial pivoting; false when (numerically) singular.
bool solveDense(std::vector<double> a, std::vector<double>& b, std::size_t d) {
  for (std::size_t c = 0; c < d; ++c) {
    std::size_t best = c;
    for (std::size_t r = c + 1; r < d; ++r)
      if (std::fabs(a[r * d + c]) > std::fabs(a[best * d + c])) best = r;
    if (std::fabs(a[best * d + c]) < 1e-13) return false;
    if (best != c) {
      for (std::size_t j = 0; j < d; ++j) std::swap(a[c * d + j], a[best * d + j]);
      std::swap(b[c], b[best]);
    }
    for (std::size_t r = c + 1; r < d; ++r) {
      const double f = a[r * d + c] / a[c * d + c];
      if (f == 0) continue;
      for (std::size_t j = c; j < d; ++j) a[r * d + j] -= f * a[c * d + j];
      b[r] -= f * b[c];
    }
  }
  for (std::size_t c = d; c-- > 0;) {
    double v = b[c];
    for (std::size_t j = c + 1; j < d; ++j) v -= a[c * d + j] * b[j];
    b[c] = v / a[c * d + c];
  }
  return true;
}

/// The support system at z: residuals F and (optionally) the Jacobian dF/dz (row-major d x d).
class SupportSystem {
 public:
  SupportSystem(const FloatGame& game, const Support& support) : game_(game), support_(support) {
    const std::size_t n = support.size();
    offset_.resize(n + 1, 0);
    for (std::size_t k = 0; k < n; ++k) offset_[k + 1] = offset_[k] + support[k].size();
    dim_ = offset_[n] - n;
    position_.assign(n, std::vector<std::size_t>());
    for (std::size_t k = 0; k < n; ++k) {
      position_[k].assign(game.counts[k], 0);
      for (std::size_t a = 0; a < support[k].size(); ++a) position_[k][support[k][a]] = a;
    }
  }

  std::size_t dim() const { return dim_; }

  FloatProfile profile(const std::vector<double>& z) const {
    FloatProfile x(support_.size());
    std::size_t v = 0;
    for (std::size_t k = 0; k < support_.size(); ++k) {
      x[k].assign(game_.counts[k], 0.0);
      double rest = 1;
      for (std::size_t a = 1; a < support_[k].size(); ++a) {
        x[k][support_[k][a]] = z[v];
        rest -= z[v++];
      }
      x[k][support_[k][0]] = rest;
    }
    return x;
  }

  std::vector<double> unknownsOf(const FloatProfile& x) const {
    std::vector<double> z;
    for (std::size_t k = 0; k < support_.size(); ++k)
      for (std::size_t a = 1; a < support_[k].size(); ++a) z.push_back(x[k][support_[k][a]]);
    return z;
  }

  /// Fills f (size dim) and, when jacobian != nullptr, the d x d Jacobian.
  void evaluate(const std::vector<double>& z, std::vector<double>& f, std::vector<double>* jacobian) const {
    const std::size_t n = support_.size();
    const FloatProfile x = profile(z);
    const std::size_t full = offset_[n];
    // values[offset_k + a] = U_k(S_k[a]); grad[(offset_k + a) * full + offset_l + b] = dU/dx_{l,S_l[b]}.
    std::vector<double> values(full, 0.0), grad(jacobian ? full * full : 0, 0.0);
    forEachProfile(game_, support_, [&](std::size_t t, const std::vector<std::size_t>& s) {
      for (std::size_t k = 0; k < n; ++k) {
        const double u = game_.at(t, k);
        if (u == 0) continue;
        const std::size_t row = offset_[k] + position_[k][s[k]];
        double w = u;
        for (std::size_t l = 0; l < n; ++l)
          if (l != k) w *= x[l][s[l]];
        values[row] += w;
        if (!jacobian) continue;
        for (std::size_t l = 0; l < n; ++l) {
          if (l == k) continue;
          double wl = u;
          for (std::size_t j = 0; j < n; ++j)
            if (j != k && j != l) wl *= x[j][s[j]];
          grad[row * full + offset_[l] + position_[l][s[l]]] += wl;
        }
      }
    });
    f.assign(dim_, 0.0);
    if (jacobian) jacobian->assign(dim_ * dim_, 0.0);
    std::size_t eq = 0;
    for (std::size_t k = 0; k < n; ++k)
      for (std::size_t a = 1; a < support_[k].size(); ++a, ++eq) {
        const std::size_t ra = offset_[k] + a, r0 = offset_[k];
        f[eq] = values[ra] - values[r0];
        if (!jacobian) continue;
        std::size_t var = 0;
        for (std::size_t l = 0; l < n; ++l)
          for (std::size_t b = 1; b < support_[l].size(); ++b, ++var) {
            if (l == k) continue;
            const std::size_t cb = offset_[l] + b, c0 = offset_[l];
            (*jacobian)[eq * dim_ + var] =
                (grad[ra * full + cb] - grad[r0 * full + cb]) - (grad[ra * full + c0] - grad[r0 * full + c0]);
          }
      }
  }

 private:
  const FloatGame& game_;
  const Support& support_;
  std::vector<std::size_t> offset_;
  std::vector<std::vector<std::size_t>> position_;
  std::size_t dim_ = 0;
};

double norm(const std::vector<double>& f) {
  double m = 0;
  for (double v : f) m = std::max(m, std::fabs(v));
  return m;
}

}  // namespace

FloatGame makeFloatGame(const StrategicGame& game) {
  FloatGame g;
  g.players = game.players();
  g.counts = game.strategyCounts();
  for (std::size_t k = 0; k < g.players; ++k) g.strides.push_back(game.stride(k));
  g.payoffs.resize(game.payoffs.size());
  double high = 0;
  for (std::size_t i = 0; i < game.payoffs.size(); ++i) {
    g.payoffs[i] = toDouble(game.payoffs[i]);
    high = std::max(high, std::fabs(g.payoffs[i]));
  }
  g.scale = high > 0 ? high : 1;
  for (double& v : g.payoffs) v /= g.scale;
  return g;
}

std::vector<std::vector<double>> strategyPayoffs(const FloatGame& game, const FloatProfile& x) {
  const std::size_t n = game.players;
  std::vector<std::vector<double>> values(n);
  for (std::size_t k = 0; k < n; ++k) values[k].assign(game.counts[k], 0.0);
  forEachProfile(game, allStrategies(game), [&](std::size_t t, const std::vector<std::size_t>& s) {
    for (std::size_t k = 0; k < n; ++k) {
      double w = game.at(t, k);
      for (std::size_t l = 0; l < n && w != 0; ++l)
        if (l != k) w *= x[l][s[l]];
      values[k][s[k]] += w;
    }
  });
  return values;
}

double maxRegret(const FloatGame& game, const FloatProfile& x) {
  const auto values = strategyPayoffs(game, x);
  double regret = 0;
  for (std::size_t k = 0; k < game.players; ++k) {
    double expected = 0;
    for (std::size_t s = 0; s < values[k].size(); ++s) expected += x[k][s] * values[k][s];
    for (double v : values[k]) regret = std::max(regret, v - expected);
  }
  return regret;
}

bool hasConditionallyDominatedStrategy(const FloatGame& game, const Support& support) {
  const std::size_t n = game.players;
  for (std::size_t k = 0; k < n; ++k) {
    if (game.counts[k] < 2) continue;
    std::vector<std::vector<std::size_t>> others = support;
    others[k] = {0};  // k's own strategy is set below through the stride
    for (std::size_t s : support[k])
      for (std::size_t better = 0; better < game.counts[k]; ++better) {
        if (better == s) continue;
        bool dominated = true;
        forEachProfile(game, others, [&](std::size_t t, const std::vector<std::size_t>&) {
          if (dominated && !(game.at(t + better * game.strides[k], k) > game.at(t + s * game.strides[k], k)))
            dominated = false;
        });
        if (dominated) return true;
      }
  }
  return false;
}

std::size_t unknowns(const Support& support) {
  std::size_t d = 0;
  for (const auto& s : support) d += s.size() - 1;
  return d;
}

std::optional<Root> newton(const FloatGame& game, const Support& support, const FloatProfile& start, bool damped) {
  const SupportSystem system(game, support);
  const std::size_t d = system.dim();
  std::vector<double> z = system.unknownsOf(start), f, jacobian, trialF;
  system.evaluate(z, f, &jacobian);
  double current = norm(f);
  constexpr double kTarget = 1e-13;
  int polish = 0;
  for (int iteration = 0; iteration < 100; ++iteration) {
    if (current < kTarget && ++polish > 2) break;
    std::vector<double> step(f.size());
    for (std::size_t i = 0; i < d; ++i) step[i] = -f[i];
    if (!solveDense(jacobian, step, d))
      return current < kTarget ? std::optional(Root{system.profile(z), false}) : std::nullopt;
    if (!damped) {  // plain Newton: larger basins of attraction on multilinear systems
      for (std::size_t i = 0; i < d; ++i) z[i] += step[i];
      system.evaluate(z, f, &jacobian);
      current = norm(f);
      if (!std::isfinite(current) || current > 1e6) return std::nullopt;
      continue;
    }
    double lambda = 1;
    bool moved = false;
    while (lambda > 1e-6) {
      std::vector<double> trial(d);
      for (std::size_t i = 0; i < d; ++i) trial[i] = z[i] + lambda * step[i];
      system.evaluate(trial, trialF, nullptr);
      const double next = norm(trialF);
      if (next < (1 - 1e-4 * lambda) * current || (current < kTarget && next <= current)) {
        z = std::move(trial);
        current = next;
        moved = true;
        break;
      }
      lambda /= 2;
    }
    if (!moved) break;
    system.evaluate(z, f, &jacobian);
    current = norm(f);
  }
  if (current >= kTarget) return std::nullopt;
  std::vector<double> probe(d, 1.0);
  return Root{system.profile(z), solveDense(jacobian, probe, d)};
}

}  // namespace gamelab::nperson
