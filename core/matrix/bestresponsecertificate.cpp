#include "core/matrix/bestresponsecertificate.h"

#include "core/lp/integervector.h"
#include "core/lp/lpproblem.h"
#include "core/matrix/dominance.h"
#include "core/matrix/zerosumsolver.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace gamelab {
namespace {

using Cert = DominanceCertificate;

void raise(Cert& c, Cert to) {
  if (static_cast<int>(to) > static_cast<int>(c)) c = to;
}

/// `tied` (positions into `present`, non-empty) are the best responses to one witness q: all
/// are NotStrict; the unique one, or the unique maximiser of g·e_o among them for some o
/// (lexicographic tie-break), is NotDominated.
void markBestResponses(const IntegerLines& g, const std::vector<std::size_t>& present,
                       const std::vector<std::size_t>& others, const std::vector<std::size_t>& tied,
                       std::vector<Cert>& certs) {
  if (tied.size() == 1) {
    certs[tied.front()] = Cert::NotDominated;
    return;
  }
  for (std::size_t p : tied) raise(certs[p], Cert::NotStrict);
  for (std::size_t o : others) {
    if (std::all_of(tied.begin(), tied.end(), [&](std::size_t p) { return certs[p] == Cert::NotDominated; })) return;
    std::size_t best = tied.front();
    bool unique = true;
    for (std::size_t t = 1; t < tied.size(); ++t) {
      const int c = g.compare(present[tied[t]], present[best], o);
      if (c > 0) {
        best = tied[t];
        unique = true;
      } else if (c == 0) {
        unique = false;
      }
    }
    if (unique) certs[best] = Cert::NotDominated;
  }
}

/// Positions into `values` of its maximisers.
std::vector<std::size_t> argmaxPositions(const std::vector<mpz_class>& values) {
  std::vector<std::size_t> tied;
  for (std::size_t p = 0; p < values.size(); ++p) {
    const int c = tied.empty() ? 1 : cmp(values[p], values[tied.front()]);
    if (c > 0) tied.assign(1, p);
    else if (c == 0) tied.push_back(p);
  }
  return tied;
}

/// Integer weights over the other side's original indices, with an int64 copy (`small`, same
/// order) when every weight is at most IntegerLines::kSmallBound (else `small` is empty).
struct Weights {
  std::vector<std::pair<std::size_t, mpz_class>> exact;
  std::vector<std::pair<std::size_t, std::int64_t>> small;

  bool empty() const { return exact.empty(); }
  void add(std::size_t o, mpz_class w) {
    exact.emplace_back(o, std::move(w));
    if (small.size() + 1 == exact.size() && cmp(exact.back().second, IntegerLines::kSmallBound) <= 0)
      small.emplace_back(o, exact.back().second.get_si());
    else
      small.clear();
  }
};

/// Integer weights (a positive multiple of q) on q's support, if q is nonnegative, nonzero and
/// supported within `isOther`; empty otherwise.
Weights integerWeights(const RationalVector& q, const std::vector<bool>& isOther) {
  Weights weights;
  const IntegerVector scaled = toIntegerVector(q);
  for (std::size_t o = 0; o < q.size(); ++o) {
    const int s = sgn(q[o]);
    if (s == 0) continue;
    if (s < 0 || o >= isOther.size() || !isOther[o]) return {};
    weights.add(o, scaled.numerators[o]);
  }
  return weights;
}

/// The exact value of a 128-bit integer.
mpz_class toMpz128(__int128 v) {
  const bool negative = v < 0;
  const auto u = negative ? -static_cast<unsigned __int128>(v) : static_cast<unsigned __int128>(v);
  mpz_class r = mpz_class(static_cast<unsigned long>(u >> 64)) << 64;
  r += static_cast<unsigned long>(u & ~std::uint64_t{0});
  return negative ? mpz_class(-r) : r;
}

/// g_l · weights in 128-bit integers; needs g.fitsSmall and every weight in weights.small.
__int128 smallDot(const IntegerLines& g, std::size_t l, const Weights& weights) {
  __int128 sum = 0;
  for (const auto& [o, w] : weights.small) sum += static_cast<__int128>(w) * g.smallAt(l, o);
  return sum;
}

/// g_l · weights (in 128-bit integers when both fit, see IntegerLines).
mpz_class dot(const IntegerLines& g, std::size_t l, const Weights& weights) {
  if (g.fitsSmall && weights.small.size() == weights.exact.size()) return toMpz128(smallDot(g, l, weights));
  mpz_class sum = 0;
  for (const auto& [o, w] : weights.exact) {
    if (!g.fitsSmall) {
      mpz_addmul(sum.get_mpz_t(), w.get_mpz_t(), g.exact[l][o].get_mpz_t());
      continue;
    }
    const std::int64_t v = g.smallAt(l, o);  // |v| <= 2^31: fits an unsigned long
    if (v >= 0) mpz_addmul_ui(sum.get_mpz_t(), w.get_mpz_t(), static_cast<unsigned long>(v));
    else mpz_submul_ui(sum.get_mpz_t(), w.get_mpz_t(), static_cast<unsigned long>(-v));
  }
  return sum;
}

/// The lines of `present` other than k whose value against `weights` is at least k's, best
/// first (ties in `present` order). Value type: __int128 or mpz_class (see dot).
template <class Value, class DotFn>
std::vector<std::size_t> beatingOrTying(const std::vector<std::size_t>& present, std::size_t k, DotFn dotOf) {
  const Value mine = dotOf(k);
  std::vector<std::pair<Value, std::size_t>> beaten;
  for (std::size_t l : present) {
    if (l == k) continue;
    Value v = dotOf(l);
    if (v >= mine) beaten.emplace_back(std::move(v), l);
  }
  std::stable_sort(beaten.begin(), beaten.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::size_t> out;
  for (const auto& b : beaten) out.push_back(b.second);
  return out;
}

std::vector<std::size_t> beatingOrTying(const IntegerLines& g, const std::vector<std::size_t>& present, std::size_t k,
                                        const Weights& weights) {
  if (g.fitsSmall && weights.small.size() == weights.exact.size())
    return beatingOrTying<__int128>(present, k, [&](std::size_t l) { return smallDot(g, l, weights); });
  return beatingOrTying<mpz_class>(present, k, [&](std::size_t l) { return dot(g, l, weights); });
}

/// maximise δ s.t. (g_k − g_l)·q ≥ δ for l in `rivals`, Σ q = 1, q ≥ 0 (q over `others`).
LpProblem separationLp(const IntegerLines& g, const std::vector<std::size_t>& others, std::size_t k,
                       const std::vector<std::size_t>& rivals) {
  LpProblem lp;
  lp.sense = LpSense::Maximize;
  for (std::size_t a = 0; a < others.size(); ++a) lp.addVariable(0);
  const int delta = lp.addVariable(1, std::nullopt, std::nullopt);
  for (std::size_t l : rivals) {
    std::vector<LpTerm> terms;
    for (std::size_t a = 0; a < others.size(); ++a)
      terms.push_back({static_cast<int>(a), Rational(g.at(k, others[a]) - g.at(l, others[a]))});
    terms.push_back({delta, Rational(-1)});
    lp.addRow(std::move(terms), Rational(0), std::nullopt);
  }
  std::vector<LpTerm> sum;
  for (std::size_t a = 0; a < others.size(); ++a) sum.push_back({static_cast<int>(a), Rational(1)});
  lp.addRow(std::move(sum), Rational(1), Rational(1));
  return lp;
}

/// An approximate maximiser q of min_{l in rivals} (g_k − g_l)·q over mixed q: `rounds` of
/// Hedge for the rivals against the q-player's best responses; q = the counts of those
/// best responses (integer weights over `others`).
Weights hedgeGuess(const IntegerLines& g, const std::vector<std::size_t>& others,
                                                         std::size_t k, const std::vector<std::size_t>& rivals, int rounds) {
  const std::size_t m = others.size(), r = rivals.size();
  std::vector<double> d(r * m);
  double range = 0;
  for (std::size_t a = 0; a < r; ++a)
    for (std::size_t b = 0; b < m; ++b) {
      d[a * m + b] = g.fitsSmall ? static_cast<double>(g.smallAt(k, others[b]) - g.smallAt(rivals[a], others[b]))
                                 : mpz_class(g.at(k, others[b]) - g.at(rivals[a], others[b])).get_d();
      range = std::max(range, std::fabs(d[a * m + b]));
    }
  if (!(range > 0)) return {};
  const double eta = std::sqrt(8 * std::log(static_cast<double>(std::max<std::size_t>(r, 2))) / rounds) / range;
  std::vector<double> logw(r, 0), w(r), score(m);
  std::vector<long> counts(m, 0);
  for (int t = 0; t < rounds; ++t) {
    const double top = *std::max_element(logw.begin(), logw.end());
    for (std::size_t a = 0; a < r; ++a) w[a] = std::exp(logw[a] - top);
    std::fill(score.begin(), score.end(), 0.0);
    for (std::size_t a = 0; a < r; ++a)
      for (std::size_t b = 0; b < m; ++b) score[b] += w[a] * d[a * m + b];
    const auto best = static_cast<std::size_t>(std::max_element(score.begin(), score.end()) - score.begin());
    ++counts[best];
    for (std::size_t a = 0; a < r; ++a) logw[a] -= eta * d[a * m + best];
  }
  Weights weights;
  for (std::size_t b = 0; b < m; ++b)
    if (counts[b] > 0) weights.add(others[b], mpz_class(counts[b]));
  return weights;
}

bool isStop(const Error& e) { return e.code == ErrorCode::Cancelled || e.code == ErrorCode::Timeout; }

}  // namespace

std::vector<DominanceCertificate> certifyUndominated(const IntegerLines& g, const std::vector<std::size_t>& present,
                                                     const std::vector<std::size_t>& others,
                                                     const std::vector<RationalVector>& witnesses) {
  std::vector<Cert> certs(present.size(), Cert::None);
  if (present.empty() || others.empty()) return certs;
  for (std::size_t o : others) {  // pure witnesses
    std::vector<std::size_t> tied{0};
    for (std::size_t p = 1; p < present.size(); ++p) {
      const int c = g.compare(present[p], present[tied.front()], o);
      if (c > 0) tied.assign(1, p);
      else if (c == 0) tied.push_back(p);
    }
    markBestResponses(g, present, others, tied, certs);
  }
  std::vector<bool> isOther;
  for (std::size_t o : others) {
    if (o >= isOther.size()) isOther.resize(o + 1, false);
    isOther[o] = true;
  }
  for (const RationalVector& q : witnesses) {
    const auto weights = integerWeights(q, isOther);
    if (weights.empty()) continue;
    std::vector<mpz_class> values(present.size());
    for (std::size_t p = 0; p < present.size(); ++p) values[p] = dot(g, present[p], weights);
    markBestResponses(g, present, others, argmaxPositions(values), certs);
  }
  return certs;
}

Expected<bool> findUniqueWitness(const IntegerLines& g, const std::vector<std::size_t>& present,
                                 const std::vector<std::size_t>& others, std::size_t k, const CancelToken& cancel) {
  constexpr int kRounds = 8;
  constexpr std::size_t kAddPerRound = 8;
  constexpr double kScale = 1 << 30;  // float weights in [0,1] become integers up to 2^30
  Weights weights;  // first guess: uniform
  for (std::size_t o : others) weights.add(o, mpz_class(1));
  std::vector<std::size_t> rivals;
  for (int round = 0; round < kRounds; ++round) {
    if (cancel.isCancelled()) return stopError(cancel);
    // Exact check of the guess; the lines that beat or tie k, best first.
    const std::vector<std::size_t> beaten = beatingOrTying(g, present, k, weights);
    if (beaten.empty()) return true;
    for (std::size_t r = 0; r < beaten.size() && r < kAddPerRound; ++r) rivals.push_back(beaten[r]);
    if (round + 1 < kRounds / 2) {  // cheap guesses first, LPs after
      weights = hedgeGuess(g, others, k, rivals, round == 0 ? 30 : 100);  // short first: usually enough
      if (!weights.empty()) continue;
    }
    LpOptions fast;
    fast.exact = false;
    auto sol = solveLp(separationLp(g, others, k, rivals), fast, Progress::none(), cancel);
    if (!sol) {
      if (isStop(sol.error())) return sol.error();
      return false;
    }
    // δ* <= 0: k is no unique best response even against these rivals, so none exists.
    if (sol->status != LpStatus::Optimal || !(sol->objectiveFloat > 0)) return false;
    weights = {};
    for (std::size_t a = 0; a < others.size(); ++a) {
      const double w = std::nearbyint(sol->xFloat[a] * kScale);
      if (w > 0) weights.add(others[a], mpz_class(w));
    }
    if (weights.empty()) return false;
  }
  return false;
}

Expected<std::vector<RationalVector>> optimalWitnesses(const MatrixGame& game, const std::vector<std::size_t>& rows,
                                                       const std::vector<std::size_t>& cols,
                                                       const CancelToken& cancel) {
  std::vector<RationalVector> out(2);
  auto solution = solveZeroSum(subGame(game, rows, cols), ZeroSumOptions{}, Progress::none(), cancel);
  if (!solution) {
    if (isStop(solution.error())) return solution.error();
    return out;
  }
  if (!solution->verified) return out;
  out[0].assign(game.rows, Rational(0));
  out[1].assign(game.cols, Rational(0));
  for (std::size_t a = 0; a < rows.size(); ++a) out[0][rows[a]] = solution->rowStrategy[a];
  for (std::size_t b = 0; b < cols.size(); ++b) out[1][cols[b]] = solution->colStrategy[b];
  return out;
}

DominanceCertifier::DominanceCertifier(const MatrixGame& game, RationalVector rowHint, RationalVector colHint)
    : game_(game), hints_{std::move(rowHint), std::move(colHint)} {}

Expected<bool> DominanceCertifier::computeRound(const std::vector<std::size_t> (&present)[2],
                                                const CancelToken& cancel) {
  for (;;) {
    bool allProved = true;
    for (int side = 0; side < 2; ++side) {
      std::vector<RationalVector> witnesses;  // strategies of the other side's player
      for (const RationalVector* w : {&hints_[1 - side], &optimal_[1 - side]})
        if (!w->empty()) witnesses.push_back(*w);
      certs_[side] = certifyUndominated(lines(side), present[side], present[1 - side], witnesses);
      for (auto c : *certs_[side]) allProved = allProved && c == Cert::NotDominated;
    }
    // Hints that play present lines only (e.g. the whole game's optimal strategies while only
    // lines they do not play were removed) stand in for the reduced game's own.
    const bool hintsUsable = std::all_of(std::begin(hints_), std::end(hints_), [&](const RationalVector& h) {
      const int side = &h == &hints_[0] ? 0 : 1;
      if (h.empty()) return false;
      for (std::size_t i = 0; i < h.size(); ++i)
        if (sgn(h[i]) != 0 && std::find(present[side].begin(), present[side].end(), i) == present[side].end())
          return false;
      return true;
    });
    if (allProved || optimalTried_ || hintsUsable) return true;
    optimalTried_ = true;
    auto optimal = optimalWitnesses(game_, present[0], present[1], cancel);
    if (!optimal) return optimal.error();
    optimal_[0] = std::move((*optimal)[0]);
    optimal_[1] = std::move((*optimal)[1]);
  }
}

Expected<DominanceCertificate> DominanceCertifier::certificate(int s, std::size_t k,
                                                               const std::vector<std::size_t> (&present)[2],
                                                               const CancelToken& cancel) {
  if (!certs_[s]) {
    auto ok = computeRound(present, cancel);
    if (!ok) return ok.error();
  }
  const auto& own = present[s];
  auto& cert = (*certs_[s])[static_cast<std::size_t>(std::find(own.begin(), own.end(), k) - own.begin())];
  if (cert != Cert::NotDominated && searched_[s].insert(k).second) {
    auto found = findUniqueWitness(lines(s), own, present[1 - s], k, cancel);
    if (!found) return found.error();
    if (*found) cert = Cert::NotDominated;
  }
  return cert;
}

const IntegerLines& DominanceCertifier::lines(int side) {
  if (!linesBuilt_) {
    auto both = orientedIntegerLinesBoth(game_);
    lines_[0] = std::move(both[0]);
    lines_[1] = std::move(both[1]);
    linesBuilt_ = true;
  }
  return lines_[side];
}

void DominanceCertifier::forget(int s, std::size_t removed) {
  for (int side = 0; side < 2; ++side) {
    certs_[side].reset();
    searched_[side].clear();
  }
  if (!optimal_[s].empty() && sgn(optimal_[s][removed]) != 0) {
    optimal_[0].clear();
    optimal_[1].clear();
    optimalTried_ = false;
  }
}

}  // namespace gamelab
