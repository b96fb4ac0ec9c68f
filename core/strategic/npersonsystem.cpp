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

/// Gaussian elimination with partial pivoting (destroys `a`); false when (numerically) singular.
bool solveDense(std::vector<double>& a, std::vector<double>& b, std::size_t d) {
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

/// The sums of SupportSystem::evaluate over the pure profiles of the support product:
/// values[offset_k + a] = U_k(S_k[a]) and, when grad != nullptr, grad[(offset_k + a) * full +
/// offset_l + b] = dU_k(S_k[a]) / dx_{l,S_l[b]}. Per pure profile the products of the others'
/// probabilities come from prefix and suffix products. N: the number of players when known at
/// compile time (its loops then unroll and the products stay in registers), 0 otherwise.
struct ProfileSums {
  const std::size_t* cells;
  const double* payoffs;
  std::size_t entries;  ///< profiles times players
  const double* x;
  double* values;
  double* grad;
  std::size_t full;

  template <std::size_t N>
  void add(std::size_t players, double* prefixBuffer, double* suffixBuffer) const {
    const std::size_t n = N != 0 ? N : players;
    double prefixLocal[N + 1], suffixLocal[N + 1];
    double* prefix = N != 0 ? prefixLocal : prefixBuffer;
    double* suffix = N != 0 ? suffixLocal : suffixBuffer;
    prefix[0] = 1;
    suffix[n] = 1;
    for (std::size_t p = 0; p < entries; p += n) {
      const std::size_t* cell = cells + p;
      const double* u = payoffs + p;
      for (std::size_t l = 0; l < n; ++l) prefix[l + 1] = prefix[l] * x[cell[l]];
      for (std::size_t l = n; l-- > 0;) suffix[l] = suffix[l + 1] * x[cell[l]];
      for (std::size_t k = 0; k < n; ++k) values[cell[k]] += u[k] * (prefix[k] * suffix[k + 1]);
      if (grad == nullptr) continue;
      for (std::size_t k = 0; k < n; ++k) {
        double middle = 1;  // product over players k+1 .. l-1
        for (std::size_t l = k + 1; l < n; ++l) {
          const double others = prefix[k] * middle * suffix[l + 1];
          grad[cell[k] * full + cell[l]] += u[k] * others;
          grad[cell[l] * full + cell[k]] += u[l] * others;
          middle *= x[cell[l]];
        }
      }
    }
  }
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

std::size_t rootBound(const Support& support, std::size_t cap) {
  // The coefficient of Π_l a_l^{d_l} in Π_k (Σ_{l≠k} a_l)^{d_k}, d_l = |S_l| − 1, by
  // multiplying out one factor at a time over the monomials with exponents e_l <= d_l
  // (mixed-radix index); sums saturate at cap.
  const std::size_t n = support.size();
  std::vector<std::size_t> radix(n + 1, 1);
  for (std::size_t l = 0; l < n; ++l) radix[l + 1] = radix[l] * support[l].size();
  std::vector<std::size_t> poly(radix[n], 0), next;
  poly[0] = 1;
  for (std::size_t k = 0; k < n; ++k)
    for (std::size_t factor = 1; factor < support[k].size(); ++factor) {
      next.assign(radix[n], 0);
      for (std::size_t i = 0; i < radix[n]; ++i) {
        if (poly[i] == 0) continue;
        for (std::size_t l = 0; l < n; ++l)
          if (l != k && i / radix[l] % support[l].size() + 1 < support[l].size())
            next[i + radix[l]] = std::min(cap, next[i + radix[l]] + poly[i]);
      }
      poly.swap(next);
    }
  return poly[radix[n] - 1];
}

SupportSystem::SupportSystem(const FloatGame& game, const Support& support)
    : players_(support.size()), counts_(game.counts), support_(support) {
  const std::size_t n = players_;
  offset_.assign(n + 1, 0);
  for (std::size_t k = 0; k < n; ++k) {
    offset_[k + 1] = offset_[k] + support[k].size();
    if (support[k].size() >= 2) ++mixedPlayers_;
  }
  full_ = offset_[n];
  dim_ = full_ - n;
  std::vector<std::vector<std::size_t>> position(n);
  for (std::size_t k = 0; k < n; ++k) {
    position[k].assign(game.counts[k], 0);
    for (std::size_t a = 0; a < support[k].size(); ++a) position[k][support[k][a]] = offset_[k] + a;
  }
  forEachProfile(game, support, [&](std::size_t t, const std::vector<std::size_t>& s) {
    for (std::size_t k = 0; k < n; ++k) {
      cells_.push_back(position[k][s[k]]);
      payoffs_.push_back(game.at(t, k));
    }
  });
  // Equation (k, a) is zero when every profile with k at support position a has k's payoff
  // of the profile with k at position 0 instead (profiles are numbered with player 0's
  // position varying fastest). Exact comparisons: evaluate() sums equal payoffs in the same
  // order, so such an equation and its Jacobian row come out exactly zero there too.
  std::vector<bool> nonzero(full_, false);
  std::size_t stride = 1;
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t size = support[k].size();
    for (std::size_t q = 0; q * n < payoffs_.size(); ++q) {
      const std::size_t a = q / stride % size;
      if (a > 0 && payoffs_[q * n + k] != payoffs_[(q - a * stride) * n + k]) nonzero[offset_[k] + a] = true;
    }
    for (std::size_t a = 1; a < size; ++a) zeroEquation_ = zeroEquation_ || !nonzero[offset_[k] + a];
    stride *= size;
  }
  x_.assign(full_, 0.0);
  prefix_.assign(n + 1, 1.0);
  suffix_.assign(n + 1, 1.0);
}

FloatProfile SupportSystem::profile(const std::vector<double>& z) const {
  FloatProfile x(players_);
  std::size_t v = 0;
  for (std::size_t k = 0; k < players_; ++k) {
    x[k].assign(counts_[k], 0.0);
    double rest = 1;
    for (std::size_t a = 1; a < support_[k].size(); ++a) {
      x[k][support_[k][a]] = z[v];
      rest -= z[v++];
    }
    x[k][support_[k][0]] = rest;
  }
  return x;
}

std::vector<double> SupportSystem::unknownsOf(const FloatProfile& x) const {
  std::vector<double> z;
  for (std::size_t k = 0; k < players_; ++k)
    for (std::size_t a = 1; a < support_[k].size(); ++a) z.push_back(x[k][support_[k][a]]);
  return z;
}

void SupportSystem::evaluate(const std::vector<double>& z, std::vector<double>& f, std::vector<double>* jacobian) {
  const std::size_t n = players_;
  std::size_t v = 0;
  for (std::size_t k = 0; k < n; ++k) {
    double rest = 1;
    for (std::size_t a = offset_[k] + 1; a < offset_[k + 1]; ++a) {
      x_[a] = z[v];
      rest -= z[v++];
    }
    x_[offset_[k]] = rest;
  }
  values_.assign(full_, 0.0);
  if (jacobian) grad_.assign(full_ * full_, 0.0);
  ProfileSums sums{cells_.data(), payoffs_.data(), payoffs_.size(), x_.data(), values_.data(),
                   jacobian ? grad_.data() : nullptr, full_};
  switch (n) {  // the same sums in the same order; a known player count unrolls the inner loops
    case 2: sums.add<2>(n, prefix_.data(), suffix_.data()); break;
    case 3: sums.add<3>(n, prefix_.data(), suffix_.data()); break;
    case 4: sums.add<4>(n, prefix_.data(), suffix_.data()); break;
    case 5: sums.add<5>(n, prefix_.data(), suffix_.data()); break;
    case 6: sums.add<6>(n, prefix_.data(), suffix_.data()); break;
    default: sums.add<0>(n, prefix_.data(), suffix_.data()); break;
  }
  f.assign(dim_, 0.0);
  if (jacobian) jacobian->assign(dim_ * dim_, 0.0);
  std::size_t eq = 0;
  for (std::size_t k = 0; k < n; ++k)
    for (std::size_t ra = offset_[k] + 1, r0 = offset_[k]; ra < offset_[k + 1]; ++ra, ++eq) {
      f[eq] = values_[ra] - values_[r0];
      if (!jacobian) continue;
      std::size_t var = 0;
      for (std::size_t l = 0; l < n; ++l)
        for (std::size_t cb = offset_[l] + 1, c0 = offset_[l]; cb < offset_[l + 1]; ++cb, ++var) {
          if (l == k) continue;
          (*jacobian)[eq * dim_ + var] =
              (grad_[ra * full_ + cb] - grad_[r0 * full_ + cb]) - (grad_[ra * full_ + c0] - grad_[r0 * full_ + c0]);
        }
    }
}

bool sameProfile(const FloatProfile& a, const FloatProfile& b) {
  for (std::size_t k = 0; k < a.size(); ++k)
    for (std::size_t s = 0; s < a[k].size(); ++s)
      if (std::fabs(a[k][s] - b[k][s]) > 1e-7) return false;
  return true;
}

bool nearAny(const std::vector<double>& z, const std::vector<std::vector<double>>& roots) {
  return std::any_of(roots.begin(), roots.end(), [&](const std::vector<double>& root) {
    for (std::size_t i = 0; i < z.size(); ++i)
      if (std::fabs(z[i] - root[i]) > 1e-7) return false;
    return true;
  });
}

bool affineWithOneRoot(SupportSystem& system) {
  if (!system.affine()) return false;
  const std::size_t d = system.dim();
  std::vector<double> z(d, 0.0), f, jacobian;
  system.evaluate(z, f, &jacobian);
  return solveDense(jacobian, f, d);
}

std::optional<Root> newton(SupportSystem& system, const std::vector<double>& start, bool damped,
                           const std::vector<std::vector<double>>& found) {
  const std::size_t d = system.dim();
  SupportSystem::NewtonBuffers& b = system.newtonBuffers();
  std::vector<double>&z = b.z, &f = b.f, &jacobian = b.jacobian, &trialF = b.trialF, &step = b.step,
                      &trial = b.trial, &work = b.work;
  z = start;
  step.resize(d);
  trial.resize(d);
  constexpr double kTarget = 1e-13;
  if (system.hasZeroEquation()) {  // the first solve below would fail: the start is a root or nothing
    system.evaluate(z, f, nullptr);
    return norm(f) < kTarget ? std::optional(Root{system.profile(z), false}) : std::nullopt;
  }
  system.evaluate(z, f, &jacobian);
  double current = norm(f);
  // Plain Newton gives up when an iterate is this far from the simplices' box [0, 1]: the
  // roots that count are probabilities, and such runs nearly never come back to one.
  constexpr double kFar = 8;
  int polish = 0;
  for (int iteration = 0; iteration < 100; ++iteration) {
    if (current < kTarget && ++polish > 2) break;
    for (std::size_t i = 0; i < d; ++i) step[i] = -f[i];
    work = jacobian;
    if (!solveDense(work, step, d))
      return current < kTarget ? std::optional(Root{system.profile(z), false}) : std::nullopt;
    if (!damped) {  // plain Newton: larger basins of attraction on multilinear systems
      double farthest = 0;
      for (std::size_t i = 0; i < d; ++i) farthest = std::max(farthest, std::fabs((z[i] += step[i]) - 0.5));
      if (farthest > kFar || nearAny(z, found)) return std::nullopt;
      system.evaluate(z, f, &jacobian);
      current = norm(f);
      if (!std::isfinite(current) || current > 1e6) return std::nullopt;
      continue;
    }
    double lambda = 1;
    bool moved = false;
    while (lambda > 1e-6) {
      for (std::size_t i = 0; i < d; ++i) trial[i] = z[i] + lambda * step[i];
      system.evaluate(trial, trialF, nullptr);
      const double next = norm(trialF);
      if (next < (1 - 1e-4 * lambda) * current || (current < kTarget && next <= current)) {
        std::swap(z, trial);
        current = next;
        moved = true;
        break;
      }
      lambda /= 2;
    }
    if (!moved || nearAny(z, found)) break;
    system.evaluate(z, f, &jacobian);
    current = norm(f);
  }
  if (current >= kTarget) return std::nullopt;
  std::vector<double> probe(d, 1.0);
  return Root{system.profile(z), solveDense(jacobian, probe, d)};
}

FloatProfile toFloat(const MixedProfile& profile) {
  FloatProfile out(profile.size());
  for (std::size_t k = 0; k < profile.size(); ++k)
    for (const Rational& p : profile[k]) out[k].push_back(toDouble(p));
  return out;
}

MixedProfile roundProfile(const FloatProfile& x, long maxDenominator) {
  MixedProfile out(x.size());
  for (std::size_t k = 0; k < x.size(); ++k) {
    Rational sum = 0;
    for (double p : x[k]) {
      out[k].push_back(p > 0 ? approximate(p, maxDenominator) : Rational(0));
      sum += out[k].back();
    }
    if (sum == 0) {  // cannot happen for a probability vector; keep the profile well formed
      out[k].assign(x[k].size(), Rational(0));
      out[k][0] = 1;
      continue;
    }
    for (Rational& p : out[k]) p /= sum;
  }
  return out;
}

std::optional<MixedProfile> exactEquilibriumNear(const StrategicGame& game, const FloatGame& floatGame,
                                                 const FloatProfile& x) {
  for (long denominator : {10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L}) {
    MixedProfile candidate = roundProfile(x, denominator);
    const FloatProfile candidateFloat = toFloat(candidate);
    bool close = true;
    for (std::size_t k = 0; k < x.size() && close; ++k)
      for (std::size_t s = 0; s < x[k].size() && close; ++s) close = std::fabs(candidateFloat[k][s] - x[k][s]) <= 1e-6;
    // An exact equilibrium's regret is below 1e-13 in scaled units.
    if (close && maxRegret(floatGame, candidateFloat) <= 1e-9 && isNashEquilibrium(game, candidate)) return candidate;
  }
  return std::nullopt;
}

}  // namespace gamelab::nperson
