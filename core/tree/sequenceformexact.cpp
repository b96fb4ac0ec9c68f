#include "core/tree/sequenceformexact.h"

#include "core/tree/behaviour.h"
#include "core/tree/sequenceformlinear.h"

#include <algorithm>
#include <cmath>

namespace gamelab {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// Per sequence of the player, the terms of (Cᵀ w)_σ where C is the player's constraint matrix
/// (row 0: the empty sequence; row k: the k-th set, +1 on its actions, −1 on its parent).
std::vector<std::vector<std::pair<int, int>>> constraintColumns(const GameTree& tree, const PlayerSequences& seq) {
  std::vector<std::vector<std::pair<int, int>>> columns(ix(seq.count));
  columns[0].emplace_back(0, 1);
  for (std::size_t k = 0; k < seq.sets.size(); ++k) {
    const int s = seq.sets[k];
    const int row = static_cast<int>(k) + 1;
    const int actions = static_cast<int>(tree.infoSets[ix(s)].actions.size());
    for (int a = 0; a < actions; ++a) columns[ix(seq.base[ix(s)] + a)].emplace_back(row, 1);
    if (seq.parent[ix(s)] >= 0) columns[ix(seq.parent[ix(s)])].emplace_back(row, -1);
  }
  return columns;
}

/// The plan of `own` (support of `ownFloat`) that makes the other player's sequences in the
/// support of `otherFloat` tight. `payoffs[τ]` lists (σ, A_στ) seen from `own`'s side, i.e. the
/// entries of the column of the other player's sequence τ.
/// One attempt: `support` marks own sequences that may be positive; `zeroSlack` adds the
/// rows that are tight by the float slack only. Returns the plan, entries possibly negative.
Expected<std::optional<RationalVector>> solveOnSupport(const GameTree& tree, const PlayerSequences& own,
                                                       const PlayerSequences& other,
                                                       const std::vector<std::vector<std::pair<int, const Rational*>>>& payoffs,
                                                       const std::vector<char>& support,
                                                       const std::vector<double>& ownFloat,
                                                       const std::vector<double>& otherFloat,
                                                       const std::vector<double>& wFloat, double tolerance,
                                                       bool zeroSlack, const CancelToken& cancel) {
  SparseSystem system;
  std::vector<int> unknown(ix(own.count), -1);
  for (int s = 0; s < own.count; ++s)
    if (support[ix(s)]) unknown[ix(s)] = system.unknowns++;
  const int firstW = system.unknowns;
  system.unknowns += 1 + static_cast<int>(other.sets.size());
  // Own constraints C x = c over the support.
  system.addRow({{unknown[0], Rational(1)}}, Rational(1));
  for (int s : own.sets) {
    std::vector<SparseEntry> row;
    const int actions = static_cast<int>(tree.infoSets[ix(s)].actions.size());
    for (int a = 0; a < actions; ++a)
      if (const int u = unknown[ix(own.base[ix(s)] + a)]; u >= 0) row.push_back({u, Rational(1)});
    if (own.parent[ix(s)] >= 0)
      if (const int u = unknown[ix(own.parent[ix(s)])]; u >= 0) row.push_back({u, Rational(-1)});
    if (!row.empty()) system.addRow(std::move(row), Rational(0));
  }
  // The other player's played sequences are best replies: (Dᵀ w)_τ = (payoff column τ)·x.
  const auto columns = constraintColumns(tree, other);
  for (int tau = 0; tau < other.count; ++tau) {
    // Rows the float answer makes tight: the other player's played sequences (complementary
    // slackness) and, at a degenerate optimum, unplayed ones with zero slack as well.
    bool tight = tau == 0 || otherFloat[ix(tau)] > tolerance;
    if (!tight && zeroSlack && !wFloat.empty()) {
      double slack = 0;
      for (const auto& [w, coefficient] : columns[ix(tau)]) slack += coefficient * wFloat[ix(w)];
      for (const auto& [sigma, value] : payoffs[ix(tau)]) slack -= value->get_d() * ownFloat[ix(sigma)];
      tight = std::fabs(slack) <= tolerance;
    }
    if (!tight) continue;
    std::vector<SparseEntry> row;
    for (const auto& [w, coefficient] : columns[ix(tau)]) row.push_back({firstW + w, Rational(coefficient)});
    for (const auto& [sigma, value] : payoffs[ix(tau)])
      if (const int u = unknown[ix(sigma)]; u >= 0) row.push_back({u, -*value});
    system.addRow(std::move(row), Rational(0));
  }
  system.freeValues.assign(ix(system.unknowns), Rational(0));
  auto hint = [](double value) { return std::isfinite(value) ? approximate(value, 1000000) : Rational(0); };
  for (int s = 0; s < own.count; ++s)
    if (unknown[ix(s)] >= 0) system.freeValues[ix(unknown[ix(s)])] = hint(ownFloat[ix(s)]);
  for (std::size_t w = 0; w < wFloat.size() && firstW + static_cast<int>(w) < system.unknowns; ++w)
    system.freeValues[ix(firstW) + w] = hint(wFloat[w]);
  auto solved = solveSparseSystem(system, cancel);
  if (!solved) return solved.error();
  if (!solved->consistent) return std::optional<RationalVector>();
  RationalVector plan(ix(own.count), Rational(0));
  for (int s = 0; s < own.count; ++s)
    if (unknown[ix(s)] >= 0) plan[ix(s)] = solved->values[ix(unknown[ix(s)])];
  return std::optional<RationalVector>(std::move(plan));
}

/// The plan of `own` (support of `ownFloat`) that makes the other player's sequences in the
/// support of `otherFloat` tight. `payoffs[τ]` lists (σ, A_στ) seen from `own`'s side, i.e. the
/// entries of the column of the other player's sequence τ. When the system is inconsistent it
/// is solved again without the zero-slack rows; when entries come out negative, those
/// sequences leave the support and the system is solved again (a few rounds: Clp's near-zero
/// entries above the tolerance).
Expected<std::optional<RationalVector>> solvePlan(const GameTree& tree, const PlayerSequences& own,
                                                  const PlayerSequences& other,
                                                  const std::vector<std::vector<std::pair<int, const Rational*>>>& payoffs,
                                                  const std::vector<double>& ownFloat,
                                                  const std::vector<double>& otherFloat,
                                                  const std::vector<double>& wFloat, double tolerance,
                                                  const CancelToken& cancel) {
  constexpr int kRounds = 4;
  std::vector<char> support(ix(own.count), 0);
  for (int s = 0; s < own.count; ++s) support[ix(s)] = s == 0 || ownFloat[ix(s)] > tolerance;
  bool zeroSlack = true;
  for (int round = 0; round < kRounds; ++round) {
    auto plan = solveOnSupport(tree, own, other, payoffs, support, ownFloat, otherFloat, wFloat, tolerance,
                               zeroSlack, cancel);
    if (!plan) return plan.error();
    if (!*plan) {
      if (!zeroSlack) return plan;
      zeroSlack = false;
      continue;
    }
    bool negative = false;
    for (int s = 1; s < own.count; ++s)
      if ((**plan)[ix(s)] < 0) negative = true, support[ix(s)] = 0;
    if (!negative && (**plan)[0] >= 0) return plan;
    if ((**plan)[0] < 0) break;
  }
  return std::optional<RationalVector>();
}

}  // namespace

std::vector<double> supportTolerances(const FloatSequenceAnswer& answer) {
  constexpr double kLow = 1e-13, kHigh = 1e-3;
  std::vector<double> small{kLow};
  for (const std::vector<double>* plan : {&answer.x, &answer.y})
    for (double value : *plan)
      if (value > kLow && value < kHigh) small.push_back(value);
  std::sort(small.begin(), small.end());
  small.push_back(kHigh);
  double gap = 1, tolerance = 1e-7;
  for (std::size_t i = 0; i + 1 < small.size(); ++i)
    if (const double ratio = small[i + 1] / small[i]; ratio > gap) {
      gap = ratio;
      tolerance = std::sqrt(small[i] * small[i + 1]);
    }
  std::vector<double> tolerances{tolerance};
  for (double fixed : {1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-4, 1e-10})
    if (std::fabs(std::log10(fixed / tolerance)) > 0.2) tolerances.push_back(fixed);
  return tolerances;
}

Expected<std::optional<BehaviourProfile>> exactFromSupports(const GameTree& tree, const SequenceFormData& data,
                                                            const FloatSequenceAnswer& answer, double tolerance,
                                                            const CancelToken& cancel) {
  const PlayerSequences& p1 = data.players[0];
  const PlayerSequences& p2 = data.players[1];
  std::vector<std::vector<std::pair<int, const Rational*>>> byColumn(ix(p2.count)), byRow(ix(p1.count));
  for (const SequencePayoff& e : data.payoffs) {
    byColumn[ix(e.column)].emplace_back(e.row, &e.value);
    byRow[ix(e.row)].emplace_back(e.column, &e.value);
  }
  auto planX = solvePlan(tree, p1, p2, byColumn, answer.x, answer.y, answer.v, tolerance, cancel);
  if (!planX) return planX.error();
  if (!*planX) return std::optional<BehaviourProfile>();
  auto planY = solvePlan(tree, p2, p1, byRow, answer.y, answer.x, answer.u, tolerance, cancel);
  if (!planY) return planY.error();
  if (!*planY) return std::optional<BehaviourProfile>();
  BehaviourProfile behaviour = uniformBehaviour(tree);
  behaviourFromPlan(tree, p1, **planX, behaviour);
  behaviourFromPlan(tree, p2, **planY, behaviour);
  return std::optional<BehaviourProfile>(std::move(behaviour));
}

}  // namespace gamelab
