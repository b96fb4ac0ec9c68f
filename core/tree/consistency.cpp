#include "core/tree/consistency.h"

#include "core/lp/lpproblem.h"

#include <map>
#include <numeric>

namespace gamelab {
namespace {

constexpr unsigned long kMaxExponent = 4096;

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// What a member's path holds: the trembling actions on it (variable indices, with
/// multiplicity), the product of the positive probabilities, and whether a chance action of
/// probability 0 lies on it.
struct MemberPath {
  std::map<int, int> trembles;
  Rational positive = 1;
  bool impossible = false;
};

/// Variable index per (set, action): the actions a player plays with probability 0.
struct Trembles {
  std::vector<std::vector<int>> variable;
  std::vector<std::pair<int, int>> action;  ///< per variable: (set, action)
};

Trembles findTrembles(const GameTree& tree, const BehaviourProfile& behaviour) {
  Trembles t;
  t.variable.resize(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    t.variable[s].assign(behaviour[s].size(), -1);
    if (tree.infoSets[s].isChance()) continue;
    for (std::size_t a = 0; a < behaviour[s].size(); ++a)
      if (behaviour[s][a] == 0) {
        t.variable[s][a] = static_cast<int>(t.action.size());
        t.action.emplace_back(static_cast<int>(s), static_cast<int>(a));
      }
  }
  return t;
}

MemberPath pathOf(const GameTree& tree, const BehaviourProfile& behaviour, const Trembles& trembles, NodeId node) {
  MemberPath path;
  for (NodeId child = node, parent = tree.node(node).parent; parent != kNoNode;
       child = parent, parent = tree.node(parent).parent) {
    const std::size_t set = ix(tree.node(parent).infoSet);
    const std::size_t action = ix(tree.actionIndexOf(child));
    const int variable = trembles.variable[set][action];
    if (variable >= 0) ++path.trembles[variable];
    else if (behaviour[set][action] == 0) path.impossible = true;
    else path.positive *= behaviour[set][action];
  }
  return path;
}

/// One equation of the coefficient system: Σ coefficients · log c = log ratio.
struct Equation {
  std::map<int, Rational> lhs;
  std::map<int, Rational> combination;  ///< which original equations this row combines
};

/// Π ratio^u == 1 for integer u (the rational combination scaled); nullopt when too large.
std::optional<bool> productIsOne(const std::map<int, Rational>& combination, const RationalVector& ratios) {
  mpz_class scale = 1;
  for (const auto& [row, u] : combination) scale = lcm(scale, mpz_class(u.get_den()));
  Rational left = 1, right = 1;
  for (const auto& [row, u] : combination) {
    const mpz_class exponent = abs(mpz_class(u * scale));
    if (exponent > kMaxExponent) return std::nullopt;
    mpz_class num, den;
    mpz_pow_ui(num.get_mpz_t(), ratios[ix(row)].get_num_mpz_t(), exponent.get_ui());
    mpz_pow_ui(den.get_mpz_t(), ratios[ix(row)].get_den_mpz_t(), exponent.get_ui());
    (u > 0 ? left : right) *= Rational(num, den);
  }
  return left == right;
}

/// Forward elimination over Q; the rows left with an empty lhs span the left kernel. Returns
/// false when some kernel combination fails (inconsistent), nullopt when undecided.
std::optional<bool> coefficientsExist(std::vector<Equation> rows, const RationalVector& ratios,
                                      const CancelToken& cancel, std::vector<int>& failingRows) {
  std::vector<bool> used(rows.size(), false);
  bool undecided = false;
  for (std::size_t p = 0; p < rows.size(); ++p) {
    if (cancel.isCancelled()) return std::nullopt;
    // Pivot: the first unused row with a nonzero lhs; its first column.
    std::size_t pivot = rows.size();
    for (std::size_t r = 0; r < rows.size() && pivot == rows.size(); ++r)
      if (!used[r] && !rows[r].lhs.empty()) pivot = r;
    if (pivot == rows.size()) break;
    used[pivot] = true;
    const auto [column, value] = *rows[pivot].lhs.begin();
    for (std::size_t r = 0; r < rows.size(); ++r) {
      if (used[r]) continue;
      auto it = rows[r].lhs.find(column);
      if (it == rows[r].lhs.end()) continue;
      const Rational factor = it->second / value;
      auto subtract = [&](std::map<int, Rational>& target, const std::map<int, Rational>& source) {
        for (const auto& [k, v] : source) {
          Rational& entry = target[k];
          entry -= factor * v;
          if (entry == 0) target.erase(k);
        }
      };
      subtract(rows[r].lhs, rows[pivot].lhs);
      subtract(rows[r].combination, rows[pivot].combination);
    }
  }
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (used[r] || !rows[r].lhs.empty()) continue;
    const std::optional<bool> one = productIsOne(rows[r].combination, ratios);
    if (!one) undecided = true;
    else if (!*one) failingRows.push_back(rows[r].combination.rbegin()->first);
  }
  if (!failingRows.empty()) return false;
  if (undecided) return std::nullopt;
  return true;
}

}  // namespace

Expected<ConsistencyProof> proveConsistency(const GameTree& tree, const BehaviourProfile& behaviour,
                                            const Beliefs& beliefs, const CancelToken& cancel) {
  const Trembles trembles = findTrembles(tree, behaviour);
  const std::vector<std::vector<NodeId>> members = tree.infoSetMembers();
  const int variables = static_cast<int>(trembles.action.size());

  ConsistencyProof proof;
  LpProblem orders;
  for (int v = 0; v < variables; ++v) orders.addVariable(1, Rational(1));
  std::vector<Equation> equations;
  RationalVector ratios;
  std::vector<int> equationSet;  // the set each equation comes from
  std::vector<std::vector<MemberPath>> paths(tree.infoSets.size());
  auto difference = [](const MemberPath& a, const MemberPath& b) {
    std::map<int, Rational> terms;
    for (const auto& [v, count] : a.trembles) terms[v] += count;
    for (const auto& [v, count] : b.trembles) terms[v] -= count;
    std::erase_if(terms, [](const auto& term) { return term.second == 0; });
    return terms;
  };
  for (std::size_t set = 0; set < tree.infoSets.size(); ++set) {
    if (tree.infoSets[set].isChance()) continue;
    if (cancel.isCancelled()) return stopError(cancel);
    for (NodeId node : members[set]) paths[set].push_back(pathOf(tree, behaviour, trembles, node));
    const std::vector<MemberPath>& path = paths[set];
    const bool allImpossible =
        std::all_of(path.begin(), path.end(), [](const MemberPath& p) { return p.impossible; });
    if (allImpossible) continue;
    std::size_t first = path.size();
    for (std::size_t m = 0; m < path.size(); ++m) {
      if (beliefs[set][m] == 0) continue;
      if (path[m].impossible) {
        proof.failingSet = static_cast<int>(set);
        return proof;
      }
      if (first == path.size()) first = m;
    }
    if (first == path.size()) {
      proof.failingSet = static_cast<int>(set);
      return proof;
    }
    for (std::size_t m = 0; m < path.size(); ++m) {
      if (m == first || path[m].impossible) continue;
      std::vector<LpTerm> terms;
      for (const auto& [v, c] : difference(path[m], path[first])) terms.push_back({v, c});
      if (beliefs[set][m] > 0) {
        orders.addRow(terms, Rational(0), Rational(0));
        equations.push_back({difference(path[m], path[first]), {{static_cast<int>(equations.size()), Rational(1)}}});
        ratios.push_back(beliefs[set][m] * path[first].positive / (beliefs[set][first] * path[m].positive));
        equationSet.push_back(static_cast<int>(set));
      } else {
        orders.addRow(terms, Rational(1), std::nullopt);
      }
    }
  }

  // (2) coefficients, the cheaper part first.
  std::vector<int> failingRows;
  const std::optional<bool> coefficients = coefficientsExist(equations, ratios, cancel, failingRows);
  if (cancel.isCancelled()) return stopError(cancel);
  if (!coefficients) {
    proof.decided = false;
    return proof;
  }
  if (!*coefficients) {
    proof.failingSet = equationSet[ix(*std::min_element(failingRows.begin(), failingRows.end()))];
    return proof;
  }
  // (1) orders.
  auto solved = solveLp(orders, {}, Progress::none(), cancel);
  if (!solved) return solved.error();
  if (solved->status != LpStatus::Optimal) {
    // Name the first set whose rows alone are infeasible would take one LP per set; the
    // first off-path set is a fair pointer, and the caller only needs "not consistent".
    for (std::size_t set = 0; set < tree.infoSets.size() && proof.failingSet < 0; ++set)
      if (!tree.infoSets[set].isChance() && members[set].size() > 1) proof.failingSet = static_cast<int>(set);
    return proof;
  }
  proof.consistent = true;
  proof.actionOrders.resize(tree.infoSets.size());
  proof.memberOrders.resize(tree.infoSets.size());
  for (std::size_t set = 0; set < tree.infoSets.size(); ++set) {
    proof.actionOrders[set].assign(behaviour[set].size(), Rational(0));
    for (std::size_t a = 0; a < behaviour[set].size(); ++a)
      if (trembles.variable[set][a] >= 0) proof.actionOrders[set][a] = solved->x[ix(trembles.variable[set][a])];
    for (const MemberPath& p : paths[set]) {
      Rational order = 0;
      for (const auto& [v, count] : p.trembles) order += count * solved->x[ix(v)];
      proof.memberOrders[set].push_back(order);
    }
  }
  return proof;
}

}  // namespace gamelab
