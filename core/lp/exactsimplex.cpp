#include "core/lp/exactlp.h"

#include <cstddef>

namespace gamelab::lpdetail {
namespace {

/// Dense rational tableau T = B⁻¹M of the constraint matrix M = [L·A | −L].
class Tableau {
 public:
  Tableau(const ExactForm& form) : m_(form.m), w_(form.n + form.m), t_(static_cast<std::size_t>(m_) * w_) {
    for (int r = 0; r < m_; ++r) {
      for (const auto& [j, v] : form.rows[r]) at(r, j) = v;
      at(r, form.n + r) = -form.scale[r];
    }
    basisOf_.assign(m_, -1);
    rowOf_.assign(w_, -1);
  }
  Rational& at(int r, int c) { return t_[static_cast<std::size_t>(r) * w_ + c]; }
  int basisOf(int row) const { return basisOf_[row]; }
  int rowOf(int var) const { return rowOf_[var]; }

  /// False when `cancel` fired half-way (polled at every entry: with numbers of 10⁵ digits one
  /// pivot can take a second); the tableau is then unusable and the caller stops.
  [[nodiscard]] bool pivot(int row, int col, const CancelToken& cancel) {
    const Rational piv = at(row, col);
    std::vector<int> nz;
    for (int c = 0; c < w_; ++c)
      if (sgn(at(row, c)) != 0) nz.push_back(c);
    for (int c : nz) {
      if (cancel.isCancelled()) return false;
      at(row, c) /= piv;
    }
    Rational f;
    for (int i = 0; i < m_; ++i) {
      if (i == row || sgn(at(i, col)) == 0) continue;
      f = at(i, col);
      for (int c : nz) {
        if (cancel.isCancelled()) return false;  // cheap beside one product of such numbers
        at(i, c) -= f * at(row, c);
      }
    }
    if (basisOf_[row] >= 0) rowOf_[basisOf_[row]] = -1;
    basisOf_[row] = col;
    rowOf_[col] = row;
    return true;
  }

 private:
  int m_, w_;
  std::vector<Rational> t_;
  std::vector<int> basisOf_, rowOf_;
};

}  // namespace

Expected<SimplexOutcome> exactSimplex(const ExactForm& form, std::vector<VarState> states,
                                      const CancelToken& cancel) {
  const int n = form.n, m = form.m, N = form.size();
  Tableau T(form);
  SimplexOutcome out;

  // 1. A non-singular basis close to `states`: basic logicals first (their columns are
  //    unit vectors, so these pivots only rescale a row), then basic structurals, then
  //    complete the rows left over with any column that has a non-zero there.
  std::vector<char> rowDone(m, 0);
  for (int r = 0; r < m; ++r)
    if (states[n + r] == VarState::Basic) {
      if (!T.pivot(r, n + r, cancel)) return stopError(cancel);
      rowDone[r] = 1;
    }
  for (int j = 0; j < n; ++j) {
    if (states[j] != VarState::Basic) continue;
    if (cancel.isCancelled()) return stopError(cancel);
    int row = -1;
    for (int r = 0; r < m && row < 0; ++r)
      if (!rowDone[r] && sgn(T.at(r, j)) != 0) row = r;
    if (row < 0) {
      states[j] = form.nearestBound(j, 0.0);
      continue;
    }
    if (!T.pivot(row, j, cancel)) return stopError(cancel);
    rowDone[row] = 1;
  }
  for (int r = 0; r < m; ++r) {
    if (rowDone[r]) continue;
    if (cancel.isCancelled()) return stopError(cancel);
    int col = sgn(T.at(r, n + r)) != 0 && T.rowOf(n + r) < 0 ? n + r : -1;
    for (int c = 0; c < N && col < 0; ++c)
      if (T.rowOf(c) < 0 && sgn(T.at(r, c)) != 0) col = c;
    if (col < 0) return makeError(ErrorCode::Internal, {"exact simplex: rank deficient"});
    if (!T.pivot(r, col, cancel)) return stopError(cancel);
    states[col] = VarState::Basic;
    rowDone[r] = 1;
  }
  for (int v = 0; v < N; ++v)
    if (states[v] == VarState::Basic && T.rowOf(v) < 0) states[v] = form.nearestBound(v, 0.0);

  // 2. Values: non-basic at their bounds, basic from x_B = −Σ_nonbasic T_j x_j.
  RationalVector x(N, Rational(0));
  for (int v = 0; v < N; ++v)
    if (states[v] != VarState::Basic) x[v] = form.nonbasicValue(v, states[v]);
  for (int r = 0; r < m; ++r) {
    Rational sum(0);
    for (int v = 0; v < N; ++v)
      if (states[v] != VarState::Basic && sgn(x[v]) != 0 && sgn(T.at(r, v)) != 0) sum -= T.at(r, v) * x[v];
    x[T.basisOf(r)] = sum;
  }
  auto below = [&](int v) { return form.lo[v] && x[v] < *form.lo[v]; };
  auto above = [&](int v) { return form.up[v] && x[v] > *form.up[v]; };

  // 3. Simplex iterations.
  std::vector<int> cb(m);  // phase 1 costs of the basic variables: −1, 0, +1
  bool useBland = false;
  while (true) {
    if (cancel.isCancelled()) return stopError(cancel);
    bool phase1 = false;
    for (int r = 0; r < m; ++r) {
      const int b = T.basisOf(r);
      cb[r] = below(b) ? -1 : (above(b) ? 1 : 0);
      if (cb[r] != 0) phase1 = true;
    }
    // Reduced costs of the non-basic variables. Entering variable: largest |d_v| (Dantzig)
    // after a step that moved, Bland's rule (smallest index) after a degenerate step. A
    // cycle consists of degenerate steps only, so it would be all Bland steps: impossible.
    int enter = -1, dir = 0;
    Rational bestD;
    for (int v = 0; v < N && !(useBland && enter >= 0); ++v) {
      if (states[v] == VarState::Basic) continue;
      Rational dv = (!phase1 && v < n) ? form.cost[v] : Rational(0);
      for (int r = 0; r < m; ++r) {
        const int c = phase1 ? cb[r] : 0;
        if (phase1) {
          if (c != 0 && sgn(T.at(r, v)) != 0) dv -= c * T.at(r, v);
        } else {
          const int b = T.basisOf(r);
          if (b < n && sgn(form.cost[b]) != 0 && sgn(T.at(r, v)) != 0) dv -= form.cost[b] * T.at(r, v);
        }
      }
      // Moving x_v by t changes x_B by −T_v t and the objective by (c_v − c_B T_v) t = d_v t
      const int s = sgn(dv);
      int vdir = 0;
      if (s < 0 && !(form.up[v] && x[v] >= *form.up[v])) vdir = 1;
      else if (s > 0 && !(form.lo[v] && x[v] <= *form.lo[v])) vdir = -1;
      if (vdir == 0) continue;
      if (s < 0) dv = -dv;
      if (enter < 0 || dv > bestD) {
        enter = v;
        dir = vdir;
        bestD = dv;
      }
    }
    if (enter < 0) {
      out.status = phase1 ? LpStatus::Infeasible : LpStatus::Optimal;
      out.states = std::move(states);
      return out;
    }
    // Ratio test (Bland: ties go to the smallest variable index).
    std::optional<Rational> best;
    int leaveRow = -1;
    VarState leaveState = VarState::AtLower;
    for (int r = 0; r < m; ++r) {
      if (sgn(T.at(r, enter)) == 0) continue;
      const Rational alpha = dir > 0 ? Rational(-T.at(r, enter)) : T.at(r, enter);  // dx_b/dt
      const int b = T.basisOf(r);
      std::optional<Rational> limit;
      VarState st = VarState::AtLower;
      if (alpha > 0) {
        if (below(b)) { limit = (*form.lo[b] - x[b]) / alpha; st = VarState::AtLower; }
        else if (form.up[b] && !above(b)) { limit = (*form.up[b] - x[b]) / alpha; st = VarState::AtUpper; }
      } else {
        if (above(b)) { limit = (x[b] - *form.up[b]) / (-alpha); st = VarState::AtUpper; }
        else if (form.lo[b] && !below(b)) { limit = (x[b] - *form.lo[b]) / (-alpha); st = VarState::AtLower; }
      }
      if (!limit) continue;
      if (!best || *limit < *best || (*limit == *best && b < T.basisOf(leaveRow))) {
        best = limit;
        leaveRow = r;
        leaveState = st;
      }
    }
    std::optional<Rational> flip;
    if (dir > 0 && form.up[enter]) flip = *form.up[enter] - x[enter];
    if (dir < 0 && form.lo[enter]) flip = x[enter] - *form.lo[enter];
    if (!best && !flip) {
      if (phase1) return makeError(ErrorCode::Internal, {"exact simplex: unbounded phase 1"});
      out.status = LpStatus::Unbounded;
      out.states = std::move(states);
      return out;
    }
    const bool doFlip = flip && (!best || *flip <= *best);
    const Rational step = doFlip ? *flip : *best;
    useBland = sgn(step) == 0;
    if (sgn(step) != 0) {
      for (int r = 0; r < m; ++r) {
        if (sgn(T.at(r, enter)) == 0) continue;
        const int b = T.basisOf(r);
        if (dir > 0) x[b] -= T.at(r, enter) * step;
        else x[b] += T.at(r, enter) * step;
      }
      if (dir > 0) x[enter] += step;
      else x[enter] -= step;
    }
    if (doFlip) {
      states[enter] = dir > 0 ? VarState::AtUpper : VarState::AtLower;
      x[enter] = form.nonbasicValue(enter, states[enter]);
      continue;
    }
    const int leaving = T.basisOf(leaveRow);
    if (!T.pivot(leaveRow, enter, cancel)) return stopError(cancel);
    states[enter] = VarState::Basic;
    states[leaving] = leaveState;
    x[leaving] = form.nonbasicValue(leaving, leaveState);
    ++out.pivots;
  }
}

}  // namespace gamelab::lpdetail
