#include "core/strategic/bimatrixequilibria.h"

#include "core/matrix/exactlinear.h"
#include "core/polytope/vertexenumeration.h"
#include "core/strategic/bicliques.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <system_error>
#include <thread>
#include <utility>

namespace gamelab {
namespace {

/// The constraints `coef · z <= 1` of one polytope besides z >= 0: `count` rows of `dim`
/// positive integer coefficients, with a double copy for a quick (safe) filter.
struct Constraints {
  std::size_t count = 0, dim = 0;
  std::vector<mpz_class> coef;  // row-major count x dim
  std::vector<double> approx;
  bool approxUsable = true;  // every coefficient converted to a finite double
  bool approxExact = true;   // every coefficient is an integer of at most 52 bits (exact in a double)
};

/// Support and tight constraints of one point z of {z >= 0, coef · z <= 1}, exactly (a double
/// sum filters the rows that are clearly not tight). Reusable scratch space.
class Labeller {
 public:
  explicit Labeller(const Constraints& c) : c_(c), zd_(c.dim), zi_(c.dim) {}

  void label(const RationalVector& z, std::vector<std::size_t>& support, std::vector<std::size_t>& tight) {
    support.clear();
    tight.clear();
    common_ = 1;
    for (std::size_t k = 0; k < c_.dim; ++k)
      if (sgn(z[k]) != 0) {
        support.push_back(k);
        zd_[k] = z[k].get_d();
        mpz_lcm(common_.get_mpz_t(), common_.get_mpz_t(), z[k].get_den_mpz_t());
      }
    if (support.empty()) return;  // no constraint is tight at 0 (right-hand sides are 1)
    // z = zi / common with integer zi: coef · z = 1  <=>  coef · zi = common.
    for (const std::size_t k : support) {
      mpz_divexact(zi_[k].get_mpz_t(), common_.get_mpz_t(), z[k].get_den_mpz_t());
      zi_[k] *= z[k].get_num();
    }
    for (std::size_t r = 0; r < c_.count; ++r) {
      const std::size_t row = r * c_.dim;
      if (c_.approxUsable) {
        // All terms are >= 0 and the exact sum is <= 1, so the rounding error is far below 1e-9.
        double sum = 0;
        for (const std::size_t k : support) sum += c_.approx[row + k] * zd_[k];
        if (std::fabs(sum - 1.0) > 1e-9) continue;
      }
      acc_ = 0;
      for (const std::size_t k : support) mpz_addmul(acc_.get_mpz_t(), c_.coef[row + k].get_mpz_t(), zi_[k].get_mpz_t());
      if (acc_ == common_) tight.push_back(r);
    }
  }

 private:
  const Constraints& c_;
  std::vector<double> zd_;
  std::vector<mpz_class> zi_;
  mpz_class common_, acc_;
};

/// One player's payoffs mapped by a positive affine transformation (which keeps the
/// equilibria) to integers >= 1, as an m x n row-major matrix.
std::vector<mpz_class> positiveIntegerPayoffs(const StrategicGame& game, std::size_t player) {
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  mpz_class scale = 1;
  for (std::size_t t = 0; t < m * n; ++t)
    mpz_lcm(scale.get_mpz_t(), scale.get_mpz_t(), game.payoff(t, player).get_den_mpz_t());
  std::vector<mpz_class> out(m * n);
  mpz_class least;
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      const Rational& a = game.payoff(game.profileIndex({i, j}), player);
      mpz_class& e = out[i * n + j];
      mpz_divexact(e.get_mpz_t(), scale.get_mpz_t(), a.get_den_mpz_t());
      e *= a.get_num();
      if ((i == 0 && j == 0) || e < least) least = e;
    }
  for (auto& e : out) e += 1 - least;
  return out;
}

Constraints makeConstraints(std::size_t count, std::size_t dim, std::vector<mpz_class> coef) {
  Constraints c;
  c.count = count;
  c.dim = dim;
  c.coef = std::move(coef);
  c.approx.resize(c.coef.size());
  for (std::size_t k = 0; k < c.coef.size(); ++k) {
    c.approx[k] = c.coef[k].get_d();
    if (!std::isfinite(c.approx[k]) || c.approx[k] > 1e300) c.approxUsable = false;
    if (mpz_sizeinbase(c.coef[k].get_mpz_t(), 2) > 52) c.approxExact = false;
  }
  return c;
}

/// H-representation of {z >= 0, coef · z <= 1}.
HRepresentation polytope(const Constraints& c) {
  HRepresentation h;
  h.dimension = static_cast<int>(c.dim);
  for (std::size_t k = 0; k < c.dim; ++k) {
    RationalVector row(c.dim + 1, Rational(0));
    row[k + 1] = 1;
    h.inequalities.push_back(std::move(row));
  }
  for (std::size_t r = 0; r < c.count; ++r) {
    RationalVector row(c.dim + 1);
    row[0] = 1;
    for (std::size_t k = 0; k < c.dim; ++k) row[k + 1] = -Rational(c.coef[r * c.dim + k]);
    h.inequalities.push_back(std::move(row));
  }
  return h;
}

/// Certified floating-point test of the unique partner of a nondegenerate vertex: y solves
/// M y = 1 for the k x k integer matrix M = A[S, T] (exact in doubles). Returns true only when
/// y provably violates y >= 0 or a row A_i y <= 1 (i in `others`); false means "solve exactly".
/// The error of the double solution is bounded rigorously: with an approximate inverse R and
/// alpha >= ||I - R M||, ||y - y~|| <= ||R|| ||1 - M y~|| / (1 - alpha) (all in the max-norm,
/// every rounding error bounded by gamma = (k+2)u/(1-(k+2)u), doubled for safety).
class PartnerFilter {
 public:
  bool surelyInfeasible(const Constraints& q, const std::vector<std::size_t>& rows,
                        const std::vector<std::size_t>& cols) {
    const std::size_t k = rows.size(), n = q.dim;
    m_.resize(k * k);
    for (std::size_t r = 0; r < k; ++r)
      for (std::size_t c = 0; c < k; ++c) m_[r * k + c] = q.approx[rows[r] * n + cols[c]];
    // Gauss-Jordan with partial pivoting on [M | I] gives R ~ M^-1.
    w_.assign(k * 2 * k, 0.0);
    for (std::size_t r = 0; r < k; ++r) {
      for (std::size_t c = 0; c < k; ++c) w_[r * 2 * k + c] = m_[r * k + c];
      w_[r * 2 * k + k + r] = 1.0;
    }
    const std::size_t width = 2 * k;
    for (std::size_t c = 0; c < k; ++c) {
      std::size_t pivot = c;
      for (std::size_t r = c + 1; r < k; ++r)
        if (std::fabs(w_[r * width + c]) > std::fabs(w_[pivot * width + c])) pivot = r;
      if (w_[pivot * width + c] == 0.0) return false;
      if (pivot != c)
        for (std::size_t t = 0; t < width; ++t) std::swap(w_[pivot * width + t], w_[c * width + t]);
      const double inv = 1.0 / w_[c * width + c];
      for (std::size_t t = 0; t < width; ++t) w_[c * width + t] *= inv;
      for (std::size_t r = 0; r < k; ++r) {
        if (r == c) continue;
        const double f = w_[r * width + c];
        if (f == 0.0) continue;
        for (std::size_t t = 0; t < width; ++t) w_[r * width + t] -= f * w_[c * width + t];
      }
    }
    const double u = std::ldexp(1.0, -53);
    const double gamma = 2.0 * (static_cast<double>(k) + 2) * u / (1 - (static_cast<double>(k) + 2) * u);
    // alpha >= ||I - R M||, ||R||.
    double alpha = 0, normR = 0;
    for (std::size_t r = 0; r < k; ++r) {
      double rowSum = 0, rowR = 0;
      for (std::size_t l = 0; l < k; ++l) rowR += std::fabs(w_[r * width + k + l]);
      for (std::size_t c = 0; c < k; ++c) {
        double v = r == c ? 1.0 : 0.0, bound = 1.0;
        for (std::size_t l = 0; l < k; ++l) {
          const double p = w_[r * width + k + l] * m_[l * k + c];
          v -= p;
          bound += std::fabs(p);
        }
        rowSum += std::fabs(v) + gamma * bound;
      }
      alpha = std::max(alpha, rowSum * (1 + 4 * gamma));
      normR = std::max(normR, rowR * (1 + 4 * gamma));
    }
    if (!(alpha < 0.5)) return false;
    // y~ = R 1 (the solved right-hand side), residual bound rho >= ||1 - M y~||.
    y_.resize(k);
    for (std::size_t r = 0; r < k; ++r) {
      double v = 0;
      for (std::size_t l = 0; l < k; ++l) v += w_[r * width + k + l];
      y_[r] = v;
    }
    double rho = 0;
    for (std::size_t r = 0; r < k; ++r) {
      double v = 1.0, bound = 1.0;
      for (std::size_t l = 0; l < k; ++l) {
        const double p = m_[r * k + l] * y_[l];
        v -= p;
        bound += std::fabs(p);
      }
      rho = std::max(rho, (std::fabs(v) + gamma * bound) * (1 + 4 * gamma));
    }
    const double delta = normR * rho / (1 - alpha) * (1 + 16 * gamma) + 1e-300;
    if (!std::isfinite(delta)) return false;
    for (std::size_t c = 0; c < k; ++c)
      if (y_[c] + delta < 0) return true;
    // Rows outside S: A_i y >= A_i y~ - delta * sum A_i (entries are positive).
    others_.assign(q.count, true);
    for (const std::size_t r : rows) others_[r] = false;
    for (std::size_t i = 0; i < q.count; ++i) {
      if (!others_[i]) continue;
      double v = 0, bound = 0, sumA = 0;
      for (std::size_t c = 0; c < k; ++c) {
        const double a = q.approx[i * n + cols[c]];
        v += a * y_[c];
        bound += std::fabs(a * y_[c]);
        sumA += a;
      }
      if (v - gamma * bound * (1 + 4 * gamma) - delta * sumA * (1 + 4 * gamma) > 1.0) return true;
    }
    return false;
  }

 private:
  std::vector<double> m_, w_, y_;
  std::vector<bool> others_;
};

/// A vertex x of P whose partners are the vertices of the face of Q given by its labels.
struct PendingFace {
  RationalVector x;
  std::vector<std::size_t> support, tight;
};

/// The exact partner of x when M = A[S, T] is square: the unique y (lifted to R^n) if M is
/// nonsingular and y is in Q; nullopt if there is none; `face` set when M is singular and the
/// face must be enumerated.
std::optional<RationalVector> exactPartner(const Constraints& q, const std::vector<std::size_t>& rows,
                                           const std::vector<std::size_t>& cols, bool& face) {
  face = false;
  const std::size_t k = rows.size(), n = q.dim;
  RationalMatrix mat(k, RationalVector(k));
  for (std::size_t r = 0; r < k; ++r)
    for (std::size_t c = 0; c < k; ++c) mat[r][c] = Rational(q.coef[rows[r] * n + cols[c]]);
  const auto solved = solveLinearSystem(mat, RationalVector(k, Rational(1)), k);
  if (solved.status == LinearSystemStatus::Inconsistent) return std::nullopt;
  if (solved.status == LinearSystemStatus::Infinite) {
    face = true;
    return std::nullopt;
  }
  RationalVector y(n, Rational(0));
  for (std::size_t c = 0; c < k; ++c) {
    if (sgn(solved.solution[c]) < 0) return std::nullopt;
    y[cols[c]] = solved.solution[c];
  }
  Rational sum;
  for (std::size_t i = 0; i < q.count; ++i) {
    sum = 0;
    for (std::size_t c = 0; c < k; ++c) sum += Rational(q.coef[i * n + cols[c]]) * y[cols[c]];
    if (sum > 1) return std::nullopt;
  }
  return y;
}

/// The vertices of the face {y in Q : y_j = 0 (j not in T), A_i y = 1 (i in S)}, lifted to R^n.
Expected<std::vector<RationalVector>> faceVertices(const Constraints& q, const PendingFace& f,
                                                   const CancelToken& cancel) {
  const std::size_t n = q.dim, k = f.tight.size();
  HRepresentation h;
  h.dimension = static_cast<int>(k);
  std::vector<bool> inSupport(q.count, false);
  for (const auto i : f.support) inSupport[i] = true;
  for (std::size_t c = 0; c < k; ++c) {
    RationalVector row(k + 1, Rational(0));
    row[c + 1] = 1;
    h.inequalities.push_back(std::move(row));
  }
  for (std::size_t i = 0; i < q.count; ++i) {
    RationalVector row(k + 1);
    row[0] = 1;
    for (std::size_t c = 0; c < k; ++c) row[c + 1] = -Rational(q.coef[i * n + f.tight[c]]);
    (inSupport[i] ? h.equalities : h.inequalities).push_back(std::move(row));
  }
  auto vertices = enumerateVertices(h, Progress::none(), cancel);
  if (!vertices) return vertices.error();
  std::vector<RationalVector> out;
  for (const auto& v : vertices->vertices) {
    RationalVector y(n, Rational(0));
    for (std::size_t c = 0; c < k; ++c) y[f.tight[c]] = v[c];
    out.push_back(std::move(y));
  }
  return out;
}

RationalVector normalised(const RationalVector& z) {
  Rational sum = 0;
  for (const auto& v : z) sum += v;
  RationalVector out(z.size());
  for (std::size_t k = 0; k < z.size(); ++k) out[k] = z[k] / sum;
  return out;
}

bool lexLess(const RationalVector& a, const RationalVector& b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

struct LexLess {
  bool operator()(const RationalVector& a, const RationalVector& b) const { return lexLess(a, b); }
};

/// Fills components and connected sets; false when cancelled.
bool fillComponents(AllEquilibria& result, const CancelToken& cancel) {
  result.components.clear();
  result.connectedSets.clear();
  std::map<RationalVector, std::size_t, LexLess> rowIndex, colIndex;
  for (const auto& e : result.equilibria) {
    rowIndex.emplace(e.strategies[0], 0);
    colIndex.emplace(e.strategies[1], 0);
  }
  std::vector<const RationalVector*> rows, cols;
  for (auto& [key, index] : rowIndex) {
    index = rows.size();
    rows.push_back(&key);
  }
  for (auto& [key, index] : colIndex) {
    index = cols.size();
    cols.push_back(&key);
  }
  std::vector<std::pair<std::size_t, std::size_t>> edges;
  std::map<std::pair<std::size_t, std::size_t>, std::size_t> edgeToEquilibrium;
  for (std::size_t e = 0; e < result.equilibria.size(); ++e) {
    const std::pair<std::size_t, std::size_t> edge{rowIndex.at(result.equilibria[e].strategies[0]),
                                                   colIndex.at(result.equilibria[e].strategies[1])};
    edges.push_back(edge);
    edgeToEquilibrium.emplace(edge, e);
  }
  auto bicliques = detail::maximalBicliques(rows.size(), cols.size(), edges, cancel);
  if (!bicliques) return false;

  std::vector<std::vector<std::size_t>> componentsOf(result.equilibria.size());
  for (const auto& b : *bicliques) {
    EquilibriumComponent c;
    for (const auto l : b.left) c.rowStrategies.push_back(*rows[l]);
    for (const auto r : b.right) c.colStrategies.push_back(*cols[r]);
    for (const auto l : b.left)
      for (const auto r : b.right) c.equilibria.push_back(edgeToEquilibrium.at({l, r}));
    std::sort(c.equilibria.begin(), c.equilibria.end());
    for (const auto e : c.equilibria) componentsOf[e].push_back(result.components.size());
    result.components.push_back(std::move(c));
  }

  // Union-find over components linked by a shared extreme equilibrium.
  std::vector<std::size_t> parent(result.components.size());
  std::iota(parent.begin(), parent.end(), std::size_t{0});
  auto find = [&parent](std::size_t a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  };
  for (const auto& list : componentsOf)
    for (std::size_t k = 1; k < list.size(); ++k) parent[find(list[k])] = find(list[0]);
  std::map<std::size_t, std::size_t> setOfRoot;
  for (std::size_t c = 0; c < parent.size(); ++c) {
    const auto root = find(c);
    const auto [it, inserted] = setOfRoot.emplace(root, result.connectedSets.size());
    if (inserted) result.connectedSets.emplace_back();
    result.connectedSets[it->second].push_back(c);  // ascending: c increases
  }
  return true;
}

}  // namespace

Expected<AllEquilibria> solveEquilibria(const StrategicGame& game, const Progress& progress,
                                        const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  if (cancel.isCancelled()) return stopError(cancel);

  // P = {x in R^m : x >= 0, B'ᵀx <= 1}: constraint j has coefficients B'(., j).
  // Q = {y in R^n : y >= 0, A'y <= 1}: constraint i has coefficients A'(i, .).
  const std::vector<mpz_class> a = positiveIntegerPayoffs(game, 0);
  const std::vector<mpz_class> b = positiveIntegerPayoffs(game, 1);
  std::vector<mpz_class> bt(n * m);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) bt[j * m + i] = b[i * n + j];
  const Constraints pConstraints = makeConstraints(n, m, std::move(bt));
  const Constraints qConstraints = makeConstraints(m, n, a);

  auto stage = [&progress](const char* name) {
    return Progress([&progress, name](double fraction, const std::string&) { progress.report(fraction, name); });
  };

  // Only P is enumerated (by lrs, on this thread); a second thread takes its vertices in
  // batches and finds each one's partners y in Q: a vertex x with support S and tight columns
  // T (|T| >= |S|) is completed exactly by the vertices of the face {y in Q : y_j = 0 off T,
  // A_i y = 1 on S}. When |T| = |S| and A[S, T] is nonsingular that face is one point, found
  // by a linear solve (screened by a certified floating-point test); otherwise the face is
  // enumerated by lrs after P.
  std::vector<std::pair<RationalVector, RationalVector>> pairs;  // (x, y), unnormalised
  std::vector<PendingFace> faces;
  std::size_t rowVertices = 0;
  std::atomic<bool> workerCancelled{false};
  auto processBatch = [&, labeller = Labeller(pConstraints), filter = PartnerFilter(),
                       support = std::vector<std::size_t>(),
                       tight = std::vector<std::size_t>()](std::vector<RationalVector>& batch) mutable {
    for (auto& x : batch) {
      labeller.label(x, support, tight);
      if (support.empty()) continue;  // the origin
      ++rowVertices;
      if (tight.size() != support.size()) {
        faces.push_back({std::move(x), support, tight});
        continue;
      }
      if (qConstraints.approxExact && filter.surelyInfeasible(qConstraints, support, tight)) continue;
      bool face = false;
      auto y = exactPartner(qConstraints, support, tight, face);
      if (face) faces.push_back({std::move(x), support, tight});
      else if (y) pairs.emplace_back(std::move(x), std::move(*y));
    }
    batch.clear();
  };

  constexpr std::size_t batchSize = 64, maxQueued = 512;
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::vector<RationalVector>> queue;
  bool producerDone = false;
  std::thread worker;
  try {
    worker = std::thread([&] {
      std::vector<RationalVector> batch;
      for (;;) {
        {
          std::unique_lock<std::mutex> lock(mutex);
          changed.wait(lock, [&] { return producerDone || !queue.empty(); });
          if (queue.empty()) return;
          batch = std::move(queue.front());
          queue.pop_front();
        }
        changed.notify_all();
        if (workerCancelled.load(std::memory_order_relaxed)) continue;  // drain
        if (cancel.isCancelled()) {
          workerCancelled = true;
          continue;
        }
        processBatch(batch);
      }
    });
  } catch (const std::system_error&) {
    // No thread available: partners are found on this thread, batch by batch.
  }
  const bool threaded = worker.joinable();

  progress.report(0.0, "vertices-rows");
  std::vector<RationalVector> batch;
  auto flush = [&] {
    if (batch.empty()) return;
    if (!threaded) {
      processBatch(batch);
      return;
    }
    {
      std::unique_lock<std::mutex> lock(mutex);
      changed.wait(lock, [&] { return queue.size() < maxQueued; });
      queue.push_back(std::move(batch));
    }
    changed.notify_all();
    batch.clear();
  };
  auto visited = visitVertices(
      polytope(pConstraints),
      [&](const RationalVector& x) {
        batch.push_back(x);
        if (batch.size() >= batchSize) flush();
        return !workerCancelled.load(std::memory_order_relaxed);
      },
      stage("vertices-rows"), cancel);
  if (visited) flush();
  if (threaded) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      producerDone = true;
    }
    changed.notify_all();
    worker.join();
  }
  if (!visited) return visited.error();
  if (workerCancelled || cancel.isCancelled()) return stopError(cancel);

  progress.report(0.0, "vertices-cols");
  for (std::size_t k = 0; k < faces.size(); ++k) {
    auto ys = faceVertices(qConstraints, faces[k], cancel);
    if (!ys) return ys.error();
    for (auto& y : *ys) pairs.emplace_back(faces[k].x, std::move(y));
    progress.report(static_cast<double>(k + 1) / static_cast<double>(faces.size()), "vertices-cols");
  }

  progress.report(0.0, "matching");
  AllEquilibria result;
  result.rowVertices = rowVertices;
  result.verified = true;
  std::set<RationalVector, LexLess> partners;
  result.equilibria.reserve(pairs.size());
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if ((k & 63) == 0 && cancel.isCancelled()) return stopError(cancel);
    Equilibrium e;
    e.strategies = {normalised(pairs[k].first), normalised(pairs[k].second)};
    partners.insert(e.strategies[1]);
    e.payoffs = expectedPayoffs(game, e.strategies);
    if (!isNashEquilibrium(game, e.strategies)) result.verified = false;
    result.equilibria.push_back(std::move(e));
  }
  result.colVertices = partners.size();
  const auto less = [](const Equilibrium& e, const Equilibrium& f) {
    if (e.strategies[0] != f.strategies[0]) return lexLess(e.strategies[0], f.strategies[0]);
    return lexLess(e.strategies[1], f.strategies[1]);
  };
  std::sort(result.equilibria.begin(), result.equilibria.end(), less);
  result.equilibria.erase(std::unique(result.equilibria.begin(), result.equilibria.end(),
                                      [](const Equilibrium& e, const Equilibrium& f) { return e.strategies == f.strategies; }),
                          result.equilibria.end());
  progress.report(1.0, "matching");

  progress.report(0.0, "components");
  if (!fillComponents(result, cancel)) return stopError(cancel);
  progress.report(1.0, "components");
  return result;
}

void computeComponents(AllEquilibria& result) { fillComponents(result, CancelToken::none()); }

}  // namespace gamelab
