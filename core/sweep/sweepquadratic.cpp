#include "core/sweep/sweepquadratic.h"

#include "core/sweep/sweepvertices.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace gamelab::sweep {
namespace {

using Surd = QuadraticSurd;
using SurdVector = std::vector<Surd>;

bool isZero(const Surd& q) { return q.rational == 0 && q.coefficient == 0; }

Surd polynomialAt(const Polynomial& p, const Surd& x) {
  Surd value;
  for (auto it = p.rbegin(); it != p.rend(); ++it) {
    value *= x;
    value += Surd(*it);
  }
  return value;
}

}  // namespace

std::optional<QuadraticSurd> valueAt(const RationalFunction& f, const QuadraticSurd& x) {
  const Surd d = polynomialAt(f.denominator(), x);
  if (isZero(d)) return std::nullopt;
  return polynomialAt(f.numerator(), x) / d;
}

Expected<std::vector<QuadraticEquilibrium>> equilibriaAtQuadratic(const SweepCandidates& bases, std::size_t m,
                                                                  std::size_t n, const RootCandidate& root,
                                                                  const QuadraticSurd& x, const CancelToken& cancel) {
  auto rows = verticesAt(bases.bases[0], m, root, cancel);
  if (!rows) return rows.error();
  auto cols = verticesAt(bases.bases[1], n, root, cancel);
  if (!cols) return cols.error();
  // A vertex's point: its basis's functions at x (no pole: the basis is nonsingular there).
  auto point = [&](const BasisRecord& r, std::size_t k, SurdVector& z, Surd& w) {
    z.assign(k, Surd());
    for (std::size_t a = 0; a < r.support.size(); ++a) z[r.support[a]] = *valueAt(r.z[a], x);
    w = *valueAt(r.w, x);
  };
  std::vector<QuadraticEquilibrium> out;
  for (const auto& [i, j] : complementaryPairs(*rows, *cols)) {
    QuadraticEquilibrium e;
    point(bases.bases[0][(*rows)[i].basis], m, e.strategies[0], e.payoffs[1]);
    point(bases.bases[1][(*cols)[j].basis], n, e.strategies[1], e.payoffs[0]);
    out.push_back(std::move(e));
  }
  std::sort(out.begin(), out.end(), [](const QuadraticEquilibrium& p, const QuadraticEquilibrium& q) {
    return p.strategies < q.strategies;
  });
  return out;
}

}  // namespace gamelab::sweep
