#include "core/lp/exactlp.h"
#include "core/lp/integervector.h"
#include "core/lp/singletonsolve.h"

#include <cmath>
#include <cstddef>

namespace gamelab::lpdetail {

ExactForm ExactForm::from(const LpProblem& problem) {
  ExactForm f;
  f.n = problem.numVariables();
  f.m = problem.numRows();
  f.rows.resize(f.m);
  f.cols.resize(f.n);
  f.scale.resize(f.m);
  const bool maximize = problem.sense == LpSense::Maximize;
  f.cost.resize(f.n);
  for (int j = 0; j < f.n; ++j) f.cost[j] = maximize ? Rational(-problem.objective[j]) : problem.objective[j];
  f.lo.resize(f.n + f.m);
  f.up.resize(f.n + f.m);
  for (int j = 0; j < f.n; ++j) {
    f.lo[j] = problem.lower[j];
    f.up[j] = problem.upper[j];
  }
  for (int r = 0; r < f.m; ++r) {
    const auto& row = problem.rows[r];
    f.lo[f.n + r] = row.lower;
    f.up[f.n + r] = row.upper;
    mpz_class l = 1;
    for (const auto& t : row.terms) mpz_lcm(l.get_mpz_t(), l.get_mpz_t(), t.coefficient.get_den_mpz_t());
    f.scale[r] = l;
    for (const auto& t : row.terms) {
      if (t.coefficient == 0) continue;
      mpz_class v = t.coefficient.get_num();
      if (l != 1) {  // an integer row (a matrix game's) needs no scaling
        mpz_divexact(v.get_mpz_t(), l.get_mpz_t(), t.coefficient.get_den_mpz_t());
        v *= t.coefficient.get_num();
      }
      f.cols[t.variable].emplace_back(r, v);
      f.rows[r].emplace_back(t.variable, std::move(v));
    }
  }
  return f;
}

Rational ExactForm::nonbasicValue(int var, VarState state) const {
  switch (state) {
    case VarState::AtLower: return lo[var] ? *lo[var] : (up[var] ? *up[var] : Rational(0));
    case VarState::AtUpper: return up[var] ? *up[var] : (lo[var] ? *lo[var] : Rational(0));
    default: return Rational(0);
  }
}

VarState ExactForm::nearestBound(int var, double hint) const {
  const auto& l = lo[var];
  const auto& u = up[var];
  if (l && u) {
    if (*l == *u) return VarState::AtLower;
    return std::fabs(hint - toDouble(*l)) <= std::fabs(hint - toDouble(*u)) ? VarState::AtLower : VarState::AtUpper;
  }
  if (l) return VarState::AtLower;
  if (u) return VarState::AtUpper;
  return VarState::AtZero;
}

std::vector<VarState> statesFromClp(const ExactForm& form, const ClpResult& clp) {
  std::vector<VarState> states(form.size());
  for (int j = 0; j < form.n; ++j) {
    const bool basic = j < static_cast<int>(clp.columnBasic.size()) && clp.columnBasic[j];
    const double hint = j < static_cast<int>(clp.x.size()) ? clp.x[j] : 0.0;
    states[j] = basic ? VarState::Basic : form.nearestBound(j, hint);
  }
  for (int r = 0; r < form.m; ++r) {
    const bool basic = r < static_cast<int>(clp.rowBasic.size()) && clp.rowBasic[r];
    const double hint = r < static_cast<int>(clp.rowActivity.size()) ? clp.rowActivity[r] : 0.0;
    states[form.n + r] = basic ? VarState::Basic : form.nearestBound(form.n + r, hint);
  }
  return states;
}

Expected<BasisEvaluation> evaluateBasis(const ExactForm& form, const std::vector<VarState>& states,
                                        const CancelToken& cancel) {
  const int n = form.n, m = form.m;
  BasisEvaluation ev;
  std::vector<int> basicCols;     // S: basic structurals
  std::vector<int> posInS(n, -1);
  std::vector<int> tightRows;     // R: rows whose logical is non-basic
  std::vector<int> posInR(m, -1);
  for (int j = 0; j < n; ++j)
    if (states[j] == VarState::Basic) {
      posInS[j] = static_cast<int>(basicCols.size());
      basicCols.push_back(j);
    }
  for (int r = 0; r < m; ++r)
    if (states[n + r] != VarState::Basic) {
      posInR[r] = static_cast<int>(tightRows.size());
      tightRows.push_back(r);
    }
  const std::size_t k = basicCols.size();
  if (tightRows.size() != k) {
    ev.singular = true;
    return ev;
  }

  // Non-basic values.
  ev.z.assign(n + m, Rational(0));
  for (int v = 0; v < n + m; ++v)
    if (states[v] != VarState::Basic) ev.z[v] = form.nonbasicValue(v, states[v]);

  // Square block K (rows R × columns S), integer and sparse.
  std::vector<SparseIntegerRow> K(k);
  RationalVector rhsX(k);
  for (std::size_t a = 0; a < k; ++a) {
    const int r = tightRows[a];
    Rational rhs = ev.z[n + r] * form.scale[r];
    for (const auto& [j, v] : form.rows[r]) {
      if (posInS[j] >= 0) K[a].emplace_back(posInS[j], v);
      else if (ev.z[j] != 0) rhs -= ev.z[j] * v;
    }
    rhsX[a] = rhs;
  }
  RationalVector rhsY(k);
  for (std::size_t b = 0; b < k; ++b) rhsY[b] = form.cost[basicCols[b]];

  // K x_S = b and Kᵀ y'_R = c_S: singletons peeled, the core by one Dixon inverse modulo p.
  auto sol = solveBySingletons(K, rhsX, rhsY, cancel);
  if (!sol) return sol.error();
  if (sol->singular) {
    ev.singular = true;
    return ev;
  }
  K.clear();
  if (cancel.isCancelled()) return stopError(cancel);

  // Basic structurals x_S, and the scaled duals y'_R of the rows L_r a_r (the duals of the
  // original rows are y_r = L_r y'_r), both as integers over one denominator: the products
  // below are integer multiply-adds, with one gcd per result instead of one per term.
  const IntegerVector& x = sol->x;
  const IntegerVector& yScaled = sol->y;
  for (std::size_t b = 0; b < k; ++b) ev.z[basicCols[b]] = x.at(b);
  ev.y.assign(m, Rational(0));
  for (std::size_t a = 0; a < k; ++a)
    if (sgn(yScaled.numerators[a]) != 0) ev.y[tightRows[a]] = yScaled.at(a) * form.scale[tightRows[a]];

  // Basic logicals: s_r = a_r·x.
  mpz_class acc;
  for (int r = 0; r < m; ++r) {
    if (states[n + r] != VarState::Basic) continue;
    acc = 0;
    Rational nonbasicPart(0);
    for (const auto& [j, v] : form.rows[r]) {
      if (posInS[j] >= 0) mpz_addmul(acc.get_mpz_t(), v.get_mpz_t(), x.numerators[posInS[j]].get_mpz_t());
      else if (ev.z[j] != 0) nonbasicPart += ev.z[j] * v;
    }
    Rational basicPart(acc, x.denominator * form.scale[r]);
    basicPart.canonicalize();
    ev.z[n + r] = basicPart + nonbasicPart / form.scale[r];
  }
  // Reduced costs.
  ev.d.assign(n + m, Rational(0));
  for (int j = 0; j < n; ++j) {
    if (states[j] == VarState::Basic) continue;
    acc = 0;
    for (const auto& [r, v] : form.cols[j])
      if (posInR[r] >= 0) mpz_addmul(acc.get_mpz_t(), v.get_mpz_t(), yScaled.numerators[posInR[r]].get_mpz_t());
    Rational priced(acc, yScaled.denominator);
    priced.canonicalize();
    ev.d[j] = form.cost[j] - priced;
  }
  for (int r = 0; r < m; ++r) ev.d[n + r] = ev.y[r];

  // Proof.
  ev.primalFeasible = true;
  for (int v = 0; v < n + m && ev.primalFeasible; ++v) {
    if (form.lo[v] && ev.z[v] < *form.lo[v]) ev.primalFeasible = false;
    if (form.up[v] && ev.z[v] > *form.up[v]) ev.primalFeasible = false;
  }
  ev.dualFeasible = true;
  for (int v = 0; v < n + m && ev.dualFeasible; ++v) {
    const int s = sgn(ev.d[v]);
    if (s == 0) continue;
    if (states[v] == VarState::Basic) ev.dualFeasible = false;  // cannot happen; defensive
    const bool fixed = form.lo[v] && form.up[v] && *form.lo[v] == *form.up[v];
    if (fixed) continue;
    if (states[v] == VarState::AtLower && s < 0) ev.dualFeasible = false;
    if (states[v] == VarState::AtUpper && s > 0) ev.dualFeasible = false;
    if (states[v] == VarState::AtZero) ev.dualFeasible = false;
  }
  ev.objective = 0;
  for (int j = 0; j < n; ++j)
    if (form.cost[j] != 0 && ev.z[j] != 0) ev.objective += form.cost[j] * ev.z[j];
  // Dual objective Σ_nonbasic d_v · bound_v must equal the primal objective.
  Rational dualObjective(0);
  for (int v = 0; v < n + m; ++v)
    if (ev.d[v] != 0) dualObjective += ev.d[v] * ev.z[v];
  ev.proved = ev.primalFeasible && ev.dualFeasible && dualObjective == ev.objective;
  return ev;
}

}  // namespace gamelab::lpdetail
