#include "core/tree/sequenceformlp.h"

#include <optional>
#include <utility>

namespace gamelab {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

}  // namespace

Expected<SequenceLp> buildSequenceLp(const GameTree& tree, const SequenceFormData& data, int side,
                                     const CancelToken& cancel) {
  const PlayerSequences& own = data.players[ix(side)];
  const PlayerSequences& other = data.players[ix(1 - side)];
  SequenceLp lp;
  LpProblem& problem = lp.problem;
  problem.sense = side == 0 ? LpSense::Maximize : LpSense::Minimize;
  for (int s = 0; s < own.count; ++s) problem.addVariable(0);
  const int v0 = problem.addVariable(1, std::nullopt, std::nullopt);
  std::vector<int> vOfSet(tree.infoSets.size(), -1);
  for (int t : other.sets) vOfSet[ix(t)] = problem.addVariable(0, std::nullopt, std::nullopt);
  // E x = e (side 1: F y = f).
  problem.addRow({LpTerm{0, 1}}, Rational(1), Rational(1));
  for (int s : own.sets) {
    std::vector<LpTerm> terms;
    const int actions = static_cast<int>(tree.infoSets[ix(s)].actions.size());
    for (int a = 0; a < actions; ++a) terms.push_back({own.base[ix(s)] + a, 1});
    if (own.parent[ix(s)] >= 0) terms.push_back({own.parent[ix(s)], -1});
    problem.addRow(std::move(terms), Rational(0), Rational(0));
  }
  // Fᵀ v − Aᵀ x <= 0, one row per sequence τ of player 2 (column τ of F and of A); side 1:
  // Eᵀ u − A y >= 0, one row per sequence σ of player 1.
  std::vector<std::vector<LpTerm>> rows(ix(other.count));
  rows[0].push_back({v0, 1});
  for (int t : other.sets) {
    const int actions = static_cast<int>(tree.infoSets[ix(t)].actions.size());
    for (int b = 0; b < actions; ++b) rows[ix(other.base[ix(t)] + b)].push_back({vOfSet[ix(t)], 1});
    if (other.parent[ix(t)] >= 0) rows[ix(other.parent[ix(t)])].push_back({vOfSet[ix(t)], -1});
  }
  for (std::size_t k = 0; k < data.payoffs.size(); ++k) {
    if ((k & 4095) == 0 && cancel.isCancelled()) return stopError(cancel);
    const SequencePayoff& e = data.payoffs[k];
    if (side == 0)
      rows[ix(e.column)].push_back({e.row, -e.value});
    else
      rows[ix(e.row)].push_back({e.column, -e.value});
  }
  lp.firstTauRow = problem.numRows();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if ((r & 4095) == 0 && cancel.isCancelled()) return stopError(cancel);
    auto& terms = rows[r];
    if (side == 0)
      problem.addRow(std::move(terms), std::nullopt, Rational(0));
    else
      problem.addRow(std::move(terms), Rational(0), std::nullopt);
  }
  return lp;
}

}  // namespace gamelab
