#include "core/strategic/bimatrixequilibria.h"

#include "core/polytope/vertexenumeration.h"
#include "core/strategic/bicliques.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <future>
#include <map>
#include <numeric>
#include <string>
#include <system_error>
#include <unordered_map>
#include <utility>

namespace gamelab {
namespace {

// Labels of the best-response polytopes, shared by P and Q: 0..m-1 are player 1's strategies
// (x_i = 0 in P, row i a best response in Q), m..m+n-1 player 2's (column j a best response
// in P, y_j = 0 in Q). A pair (x, y) is an equilibrium iff every label is in L(x) ∪ L(y).
using Labels = std::vector<std::uint64_t>;

struct LabelsHash {
  std::size_t operator()(const Labels& bits) const {
    std::size_t h = 0xcbf29ce484222325ULL;
    for (const auto w : bits) h = (h ^ w) * 0x100000001b3ULL ^ (h >> 31);
    return h;
  }
};

void setBit(Labels& bits, std::size_t k) { bits[k / 64] |= std::uint64_t{1} << (k % 64); }
bool testBit(const Labels& bits, std::size_t k) { return ((bits[k / 64] >> (k % 64)) & 1U) != 0; }

/// The constraints `coef · z <= 1` of one polytope besides z >= 0: `count` rows of `dim`
/// positive integer coefficients, with a double copy for a quick (safe) filter.
struct Constraints {
  std::size_t count = 0, dim = 0;
  std::vector<mpz_class> coef;  // row-major count x dim
  std::vector<double> approx;
  bool approxUsable = true;  // every coefficient converted to a finite double
};

/// One vertex of a best-response polytope with its labels.
struct LabelledVertex {
  Labels labels;
  std::size_t labelCount = 0;
  bool origin = false;
};

/// Labels of every vertex. Coordinates get labels coordinateOffset + k when zero, the
/// constraints constraintOffset + r when tight. Returns false when cancelled.
bool labelVertices(const std::vector<RationalVector>& vertices, const Constraints& c, std::size_t coordinateOffset,
                   std::size_t constraintOffset, std::size_t labelCount, std::vector<LabelledVertex>& out,
                   const CancelToken& cancel) {
  const std::size_t words = (labelCount + 63) / 64;
  out.assign(vertices.size(), LabelledVertex{});
  std::vector<std::size_t> support;
  std::vector<double> zd(c.dim);
  std::vector<mpz_class> zi(c.dim);
  mpz_class common, acc;
  for (std::size_t v = 0; v < vertices.size(); ++v) {
    if ((v & 255) == 0 && cancel.isCancelled()) return false;
    const RationalVector& z = vertices[v];
    LabelledVertex& lv = out[v];
    lv.labels.assign(words, 0);
    support.clear();
    common = 1;
    for (std::size_t k = 0; k < c.dim; ++k) {
      if (sgn(z[k]) == 0) {
        setBit(lv.labels, coordinateOffset + k);
        ++lv.labelCount;
      } else {
        support.push_back(k);
        zd[k] = z[k].get_d();
        mpz_lcm(common.get_mpz_t(), common.get_mpz_t(), z[k].get_den_mpz_t());
      }
    }
    lv.origin = support.empty();
    if (lv.origin) continue;  // no constraint is tight at 0 (right-hand sides are 1)
    // z = zi / common with integer zi: coef · z = 1  <=>  coef · zi = common.
    for (const std::size_t k : support) {
      mpz_divexact(zi[k].get_mpz_t(), common.get_mpz_t(), z[k].get_den_mpz_t());
      zi[k] *= z[k].get_num();
    }
    for (std::size_t r = 0; r < c.count; ++r) {
      const std::size_t row = r * c.dim;
      if (c.approxUsable) {
        // All terms are >= 0 and the exact sum is <= 1, so the rounding error is far below 1e-9.
        double s = 0;
        for (const std::size_t k : support) s += c.approx[row + k] * zd[k];
        if (std::fabs(s - 1.0) > 1e-9) continue;
      }
      acc = 0;
      for (const std::size_t k : support) mpz_addmul(acc.get_mpz_t(), c.coef[row + k].get_mpz_t(), zi[k].get_mpz_t());
      if (acc == common) {
        setBit(lv.labels, constraintOffset + r);
        ++lv.labelCount;
      }
    }
  }
  return true;
}

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

/// Vertices (indices into `vertices`) whose labels contain `required`, among those with
/// `allowed` set; `index[l]` is the set of vertices having label l.
std::vector<std::size_t> supersetsOf(const Labels& required, std::size_t labelCount, const std::vector<Labels>& index,
                                     Labels allowed) {
  for (std::size_t l = 0; l < labelCount; ++l)
    if (testBit(required, l))
      for (std::size_t w = 0; w < allowed.size(); ++w) allowed[w] &= index[l][w];
  std::vector<std::size_t> out;
  for (std::size_t w = 0; w < allowed.size(); ++w) {
    std::uint64_t bits = allowed[w];
    while (bits != 0) {
      out.push_back(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
      bits &= bits - 1;
    }
  }
  return out;
}

/// label -> set of vertices (bit per vertex) having it; and the set of vertices that pass `keep`.
template <class Keep>
std::pair<std::vector<Labels>, Labels> labelIndex(const std::vector<LabelledVertex>& vertices, std::size_t labelCount,
                                                  Keep keep) {
  const std::size_t words = (vertices.size() + 63) / 64;
  std::vector<Labels> index(labelCount, Labels(words, 0));
  Labels allowed(words, 0);
  for (std::size_t v = 0; v < vertices.size(); ++v) {
    if (!keep(vertices[v])) continue;
    setBit(allowed, v);
    for (std::size_t l = 0; l < labelCount; ++l)
      if (testBit(vertices[v].labels, l)) setBit(index[l], v);
  }
  return {std::move(index), std::move(allowed)};
}

Labels complement(const Labels& labels, std::size_t labelCount) {
  Labels out(labels.size());
  for (std::size_t w = 0; w < labels.size(); ++w) out[w] = ~labels[w];
  if (labelCount % 64 != 0) out.back() &= (std::uint64_t{1} << (labelCount % 64)) - 1;
  return out;
}

/// Every completely labelled pair (x, y), neither the origin, as index pairs.
/// Pairs of nondegenerate vertices (exactly m resp. n labels) match iff their label sets are
/// complementary, found by hashing; pairs with a degenerate vertex by intersecting label
/// indices. Returns false when cancelled.
bool completelyLabelledPairs(const std::vector<LabelledVertex>& p, const std::vector<LabelledVertex>& q, std::size_t m,
                             std::size_t n, std::vector<std::pair<std::size_t, std::size_t>>& pairs,
                             const CancelToken& cancel) {
  const std::size_t labelCount = m + n;
  auto pDegenerate = [m](const LabelledVertex& v) { return !v.origin && v.labelCount > m; };
  auto qDegenerate = [n](const LabelledVertex& v) { return !v.origin && v.labelCount > n; };

  std::unordered_map<Labels, std::size_t, LabelsHash> simpleQ;
  simpleQ.reserve(q.size());
  for (std::size_t k = 0; k < q.size(); ++k)
    if (!q[k].origin && q[k].labelCount == n) simpleQ.emplace(q[k].labels, k);
  for (std::size_t k = 0; k < p.size(); ++k) {
    if ((k & 1023) == 0 && cancel.isCancelled()) return false;
    if (p[k].origin || p[k].labelCount != m) continue;
    const auto it = simpleQ.find(complement(p[k].labels, labelCount));
    if (it != simpleQ.end()) pairs.emplace_back(k, it->second);
  }

  // Degenerate x with any y.
  if (std::any_of(p.begin(), p.end(), pDegenerate)) {
    const auto [index, allowed] = labelIndex(q, labelCount, [](const LabelledVertex& v) { return !v.origin; });
    for (std::size_t k = 0; k < p.size(); ++k) {
      if ((k & 63) == 0 && cancel.isCancelled()) return false;
      if (!pDegenerate(p[k])) continue;
      for (const std::size_t y : supersetsOf(complement(p[k].labels, labelCount), labelCount, index, allowed))
        pairs.emplace_back(k, y);
    }
  }
  // Nondegenerate x with degenerate y.
  if (std::any_of(q.begin(), q.end(), qDegenerate)) {
    const auto [index, allowed] =
        labelIndex(p, labelCount, [m](const LabelledVertex& v) { return !v.origin && v.labelCount == m; });
    for (std::size_t k = 0; k < q.size(); ++k) {
      if ((k & 63) == 0 && cancel.isCancelled()) return false;
      if (!qDegenerate(q[k])) continue;
      for (const std::size_t x : supersetsOf(complement(q[k].labels, labelCount), labelCount, index, allowed))
        pairs.emplace_back(x, k);
    }
  }
  return true;
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

Error cancelledError(const CancelToken& cancel) {
  return makeError(cancel.timedOut() ? ErrorCode::Timeout : ErrorCode::Cancelled);
}

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

Expected<AllEquilibria> enumerateEquilibria(const StrategicGame& game, const Progress& progress,
                                            const CancelToken& cancel) {
  if (game.players() != 2)
    return makeError(ErrorCode::WrongShape, {"expected 2 players, found " + std::to_string(game.players())});
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  const std::size_t labelCount = m + n;
  if (cancel.isCancelled()) return cancelledError(cancel);

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

  progress.report(0.0, "vertices-rows");
  auto pVertices = enumerateVertices(polytope(pConstraints), stage("vertices-rows"), cancel);
  if (!pVertices) return pVertices.error();

  // lrs runs one computation at a time per process: label P's vertices on a second thread
  // while lrs enumerates Q.
  std::vector<LabelledVertex> pLabelled, qLabelled;
  auto labelP = [&] { return labelVertices(pVertices->vertices, pConstraints, 0, m, labelCount, pLabelled, cancel); };
  std::future<bool> pLabelling;
  try {
    pLabelling = std::async(std::launch::async, labelP);
  } catch (const std::system_error&) {
    pLabelling = std::async(std::launch::deferred, labelP);  // no thread available: label afterwards
  }
  progress.report(0.0, "vertices-cols");
  auto qVertices = enumerateVertices(polytope(qConstraints), stage("vertices-cols"), cancel);
  const bool pLabelledOk = pLabelling.get();
  if (!qVertices) return qVertices.error();
  if (!pLabelledOk) return cancelledError(cancel);

  progress.report(0.0, "matching");
  if (!labelVertices(qVertices->vertices, qConstraints, m, 0, labelCount, qLabelled, cancel))
    return cancelledError(cancel);
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  if (!completelyLabelledPairs(pLabelled, qLabelled, m, n, pairs, cancel)) return cancelledError(cancel);

  AllEquilibria result;
  const auto countNonOrigin = [](const std::vector<LabelledVertex>& vs) {
    return static_cast<std::size_t>(std::count_if(vs.begin(), vs.end(), [](const LabelledVertex& v) { return !v.origin; }));
  };
  result.rowVertices = countNonOrigin(pLabelled);
  result.colVertices = countNonOrigin(qLabelled);

  std::map<std::size_t, RationalVector> rowStrategy, colStrategy;
  for (const auto& [x, y] : pairs) {
    if (!rowStrategy.count(x)) rowStrategy.emplace(x, normalised(pVertices->vertices[x]));
    if (!colStrategy.count(y)) colStrategy.emplace(y, normalised(qVertices->vertices[y]));
  }
  result.verified = true;
  result.equilibria.reserve(pairs.size());
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if ((k & 63) == 0 && cancel.isCancelled()) return cancelledError(cancel);
    Equilibrium e;
    e.strategies = {rowStrategy.at(pairs[k].first), colStrategy.at(pairs[k].second)};
    e.payoffs = expectedPayoffs(game, e.strategies);
    if (!isNashEquilibrium(game, e.strategies)) result.verified = false;
    result.equilibria.push_back(std::move(e));
  }
  std::sort(result.equilibria.begin(), result.equilibria.end(), [](const Equilibrium& e, const Equilibrium& f) {
    if (e.strategies[0] != f.strategies[0]) return lexLess(e.strategies[0], f.strategies[0]);
    return lexLess(e.strategies[1], f.strategies[1]);
  });
  progress.report(1.0, "matching");

  progress.report(0.0, "components");
  if (!fillComponents(result, cancel)) return cancelledError(cancel);
  progress.report(1.0, "components");
  return result;
}

void computeComponents(AllEquilibria& result) { fillComponents(result, CancelToken::none()); }

}  // namespace gamelab
