#include "core/sweep/sweepvertices.h"

#include <set>

namespace gamelab::sweep {
namespace {

/// The sign of f at the root, f's denominator not vanishing there; 2 when undecided.
int signOf(const RationalFunction& f, const RootCandidate& root) {
  if (f.isConstant()) return sgn(f.constantValue());
  const int n = signAtRoot(f.numerator(), root);
  const int d = signAtRoot(f.denominator(), root);
  if (n == 2 || d == 2) return 2;
  return n * d;
}

}  // namespace

Expected<std::vector<VertexAt>> verticesAt(const std::vector<BasisRecord>& records, std::size_t k,
                                           const RootCandidate& root, const CancelToken& cancel) {
  std::vector<VertexAt> out;
  std::set<std::pair<std::vector<bool>, std::vector<bool>>> seen;
  auto undecided = [] { return makeError(ErrorCode::Internal, {"sweep: a sign at an irrational point undecided"}); };
  for (std::size_t b = 0; b < records.size(); ++b) {
    if (b % 256 == 0 && cancel.isCancelled()) return stopError(cancel);
    const BasisRecord& r = records[b];
    const int det = signAtRoot(r.det, root);
    if (det == 2) return undecided();
    if (det == 0) continue;  // singular there: its point, if a vertex, has another basis
    VertexAt v;
    v.basis = b;
    v.zero.assign(k, true);
    bool feasible = true;
    for (std::size_t a = 0; a < r.support.size() && feasible; ++a) {
      const int sg = signOf(r.z[a], root);
      if (sg == 2) return undecided();
      feasible = sg >= 0;
      v.zero[r.support[a]] = sg == 0;
    }
    v.best.assign(r.slack.size(), false);
    for (std::size_t c = 0; c < r.slack.size() && feasible; ++c) {
      const int sg = signOf(r.slack[c], root);
      if (sg == 2) return undecided();
      feasible = sg >= 0;
      v.best[c] = sg == 0;
    }
    if (feasible && seen.insert({v.zero, v.best}).second) out.push_back(std::move(v));
  }
  return out;
}

std::vector<std::pair<std::size_t, std::size_t>> complementaryPairs(const std::vector<VertexAt>& rows,
                                                                    const std::vector<VertexAt>& cols) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t x = 0; x < rows.size(); ++x)
    for (std::size_t y = 0; y < cols.size(); ++y) {
      bool complementary = true;
      const auto& vx = rows[x];
      const auto& vy = cols[y];
      for (std::size_t i = 0; i < vx.zero.size() && complementary; ++i) complementary = vx.zero[i] || vy.best[i];
      for (std::size_t j = 0; j < vy.zero.size() && complementary; ++j) complementary = vy.zero[j] || vx.best[j];
      if (complementary) out.emplace_back(x, y);
    }
  return out;
}

}  // namespace gamelab::sweep
