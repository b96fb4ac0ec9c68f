#include "core/tree/sequencelemkesystem.h"

#include "core/tree/sequenceformlinear.h"

#include <algorithm>
#include <utility>

namespace gamelab::seqlemke {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// One player's constraint matrix (E or F) by columns: per sequence, (row, ±1); row 0 is ∅,
/// row k + 1 the k-th set of `sequences.sets`.
std::vector<std::vector<std::pair<int, int>>> constraintColumns(const GameTree& tree, const PlayerSequences& sequences) {
  std::vector<std::vector<std::pair<int, int>>> columns(ix(sequences.count));
  columns[0].push_back({0, 1});
  for (std::size_t k = 0; k < sequences.sets.size(); ++k) {
    const int s = sequences.sets[k];
    const int row = static_cast<int>(k) + 1;
    if (sequences.parent[ix(s)] >= 0) columns[ix(sequences.parent[ix(s)])].push_back({row, -1});
    const auto actions = static_cast<int>(tree.infoSets[ix(s)].actions.size());
    for (int a = 0; a < actions; ++a) columns[ix(sequences.base[ix(s)] + a)].push_back({row, 1});
  }
  return columns;
}

/// The player's sets (of `sequences.sets`, as positions k) children-first: decreasing id of
/// their first member (with perfect recall a set's parent set has an earlier first member).
std::vector<int> setsChildrenFirst(const GameTree& tree, const PlayerSequences& sequences) {
  std::vector<NodeId> first(tree.infoSets.size(), tree.nodeCount());
  for (NodeId id = tree.nodeCount() - 1; id >= 0; --id) {
    const int s = tree.node(id).infoSet;
    if (s >= 0) first[ix(s)] = id;
  }
  std::vector<int> order(sequences.sets.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return first[ix(sequences.sets[ix(a)])] > first[ix(sequences.sets[ix(b)])];
  });
  return order;
}

/// A pure best reply at every set (reached or not) to the sequence payoffs `value` (per
/// sequence: the expected payoff of the sequence against the prior): per set position k the
/// chosen sequence. Ties go to the first action.
std::vector<int> pureBestReply(const GameTree& tree, const PlayerSequences& sequences, RationalVector value) {
  std::vector<int> chosen(sequences.sets.size(), -1);
  for (int k : setsChildrenFirst(tree, sequences)) {
    const int s = sequences.sets[ix(k)];
    const int base = sequences.base[ix(s)];
    const auto actions = static_cast<int>(tree.infoSets[ix(s)].actions.size());
    int best = base;
    for (int a = 1; a < actions; ++a)
      if (value[ix(base + a)] > value[ix(best)]) best = base + a;
    chosen[ix(k)] = best;
    if (sequences.parent[ix(s)] >= 0) value[ix(sequences.parent[ix(s)])] += value[ix(best)];
  }
  return chosen;
}

}  // namespace

Expected<LemkeSystem> buildLemkeSystem(const GameTree& tree, const SequenceFormData& data, const RationalVector& xPrior,
                                       const RationalVector& yPrior, const CancelToken& cancel) {
  LemkeSystem sys;
  const PlayerSequences& one = data.players[0];
  const PlayerSequences& two = data.players[1];
  sys.n1 = one.count;
  sys.n2 = two.count;
  sys.m1 = static_cast<int>(one.sets.size()) + 1;
  sys.m2 = static_cast<int>(two.sets.size()) + 1;
  sys.rows = sys.n1 + sys.n2 + sys.m1 + sys.m2;
  sys.variables = 2 * sys.n1 + 2 * sys.n2 + sys.m1 + sys.m2 + 1;
  sys.columns.resize(ix(sys.variables));
  sys.rhs.assign(ix(sys.rows), Rational(0));
  const int sigmaRow = 0, tauRow = sys.n1, eRow = sys.n1 + sys.n2, fRow = eRow + sys.m1;
  sys.rhs[ix(eRow)] = 1;
  sys.rhs[ix(fRow)] = 1;

  // Payoff parts: (A y)_σ in y_τ's column, (Bᵀx)_τ in x_σ's column, and the prior's (A ȳ), (Bᵀx̄).
  RationalVector aPrior(ix(sys.n1), Rational(0)), bPrior(ix(sys.n2), Rational(0));
  std::size_t count = 0;
  for (const SequencePayoff& e : data.payoffs) {
    if ((++count & 4095) == 0 && cancel.isCancelled()) return stopError(cancel);
    if (e.value != 0) {
      sys.columns[ix(sys.y(e.column))].push_back({sigmaRow + e.row, e.value});
      aPrior[ix(e.row)] += e.value * yPrior[ix(e.column)];
    }
    if (e.value2 != 0) {
      sys.columns[ix(sys.x(e.row))].push_back({tauRow + e.column, e.value2});
      bPrior[ix(e.column)] += e.value2 * xPrior[ix(e.row)];
    }
  }
  // Constraint parts: E in x's columns (E rows) and −Eᵀ in p's columns (σ rows); F likewise.
  const auto eColumns = constraintColumns(tree, one);
  const auto fColumns = constraintColumns(tree, two);
  for (int s = 0; s < sys.n1; ++s)
    for (const auto& [h, v] : eColumns[ix(s)]) {
      sys.columns[ix(sys.x(s))].push_back({eRow + h, Rational(v)});
      sys.columns[ix(sys.p(h))].push_back({sigmaRow + s, Rational(-v)});
    }
  for (int t = 0; t < sys.n2; ++t)
    for (const auto& [h, v] : fColumns[ix(t)]) {
      sys.columns[ix(sys.y(t))].push_back({fRow + h, Rational(v)});
      sys.columns[ix(sys.q(h))].push_back({tauRow + t, Rational(-v)});
    }
  for (int s = 0; s < sys.n1; ++s) sys.columns[ix(sys.wx(s))].push_back({sigmaRow + s, Rational(1)});
  for (int t = 0; t < sys.n2; ++t) sys.columns[ix(sys.wy(t))].push_back({tauRow + t, Rational(1)});
  auto& z0 = sys.columns[ix(sys.z0())];
  for (int s = 0; s < sys.n1; ++s)
    if (aPrior[ix(s)] != 0) z0.push_back({sigmaRow + s, aPrior[ix(s)]});
  for (int t = 0; t < sys.n2; ++t)
    if (bPrior[ix(t)] != 0) z0.push_back({tauRow + t, bPrior[ix(t)]});
  z0.push_back({eRow, Rational(1)});
  z0.push_back({fRow, Rational(1)});
  for (auto& column : sys.columns)
    std::sort(column.begin(), column.end(), [](const auto& a, const auto& b) { return a.row < b.row; });
  if (cancel.isCancelled()) return stopError(cancel);

  // Initial basis; its order is the order of the ε powers: the slacks w first (unit columns:
  // cheap lexicographic keys), then x and y, then z0, p, q.
  std::vector<char> inB1(ix(sys.n1), 0), inB2(ix(sys.n2), 0);
  inB1[0] = inB2[0] = 1;
  for (int s : pureBestReply(tree, one, aPrior)) inB1[ix(s)] = 1;
  for (int t : pureBestReply(tree, two, bPrior)) inB2[ix(t)] = 1;
  sys.initialBasis.reserve(ix(sys.rows));
  for (int s = 1; s < sys.n1; ++s)
    if (!inB1[ix(s)]) sys.initialBasis.push_back(sys.wx(s));
  for (int t = 0; t < sys.n2; ++t)
    if (!inB2[ix(t)]) sys.initialBasis.push_back(sys.wy(t));
  for (int s = 1; s < sys.n1; ++s)
    if (inB1[ix(s)]) sys.initialBasis.push_back(sys.x(s));
  for (int t = 0; t < sys.n2; ++t)
    if (inB2[ix(t)]) sys.initialBasis.push_back(sys.y(t));
  sys.initialBasis.push_back(sys.z0());
  for (int h = 0; h < sys.m1; ++h) sys.initialBasis.push_back(sys.p(h));
  for (int h = 0; h < sys.m2; ++h) sys.initialBasis.push_back(sys.q(h));
  sys.firstEntering = sys.x(0);
  return sys;
}

Expected<std::optional<RationalVector>> solveBasisExactly(const LemkeSystem& system, const std::vector<int>& basis,
                                                          const CancelToken& cancel) {
  SparseSystem linear;
  linear.unknowns = system.rows;
  linear.rows.resize(ix(system.rows));
  linear.rhs = system.rhs;
  for (int k = 0; k < system.rows; ++k)
    for (const SparseColumnEntry& e : system.columns[ix(basis[ix(k)])]) linear.rows[ix(e.row)].push_back({k, e.value});
  auto solved = solveSparseSystem(linear, cancel);
  if (!solved) return solved.error();
  if (!solved->consistent || !solved->unique) return std::optional<RationalVector>{};
  RationalVector values(ix(system.variables), Rational(0));
  for (int k = 0; k < system.rows; ++k) values[ix(basis[ix(k)])] = std::move(solved->values[ix(k)]);
  return std::optional<RationalVector>{std::move(values)};
}

}  // namespace gamelab::seqlemke
