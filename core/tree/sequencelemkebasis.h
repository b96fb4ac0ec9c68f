#pragma once
/// Internal to floatLemkePath (sequencelemkefloat.cpp): the system in doubles and FloatBasis,
/// the inverse of the current basis as a sparse LU with z0's dense column kept out
/// (Sherman–Morrison) and product-form (eta) updates.
#include "core/tree/sequencelemkelu.h"
#include "core/tree/sequencelemkesystem.h"

#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

namespace gamelab::seqlemke::floatpath {

inline std::size_t ix(int i) { return static_cast<std::size_t>(i); }

constexpr int kOrderEvery = 16;         ///< factorisations per fresh COLAMD ordering
constexpr double kPivotTolerance = 1e-9; ///< smallest usable pivot entry (rows are scaled to max 1)
constexpr double kDropTolerance = 1e-14; ///< eta entries below this are dropped

/// The system in doubles, each row scaled so its largest entry is 1 in absolute value.
struct FloatSystem {
  std::vector<int> start;  ///< CSC: per unknown, its entries [start[v], start[v+1])
  std::vector<int> row;
  std::vector<double> value;
  std::vector<double> rhs;
};

inline FloatSystem toFloat(const LemkeSystem& system) {
  std::vector<double> scale(ix(system.rows), 0.0);
  for (const auto& column : system.columns)
    for (const SparseColumnEntry& e : column) scale[ix(e.row)] = std::max(scale[ix(e.row)], std::fabs(toDouble(e.value)));
  for (double& s : scale)
    if (!(s > 0) || !std::isfinite(s)) s = 1;
  FloatSystem out;
  out.start.reserve(ix(system.variables) + 1);
  out.start.push_back(0);
  for (const auto& column : system.columns) {
    for (const SparseColumnEntry& e : column) {
      out.row.push_back(e.row);
      out.value.push_back(toDouble(e.value) / scale[ix(e.row)]);
    }
    out.start.push_back(static_cast<int>(out.row.size()));
  }
  out.rhs.resize(ix(system.rows));
  for (int i = 0; i < system.rows; ++i) out.rhs[ix(i)] = toDouble(system.rhs[ix(i)]) / scale[ix(i)];
  return out;
}

/// One product-form update: the basis column at `row` was replaced; d = B_old⁻¹·(new column).
struct Eta {
  int row = 0;
  double pivot = 0;
  std::vector<int> index;  ///< rows other than `row` with d_i != 0
  std::vector<double> value;
  std::vector<std::pair<int, double>> cross;  ///< (row, value) on the rows of the etas and k_, by row
};

/// B⁻¹ of the current basis B. z0's column c0 (the prior's payoffs) is dense and would make
/// every B⁻¹·a and every eta dense, so while z0 is basic (at position k) the LU and the etas
/// are of B̃ = B with column k replaced by the right-hand side b (two nonzeros, the ∅ rows):
///   B = B̃ + u·e_kᵀ (u = c0 − b),  B⁻¹ = B̃⁻¹ − w·(e_kᵀB̃⁻¹)/(1 + w_k),  w = B̃⁻¹·u
/// (Sherman–Morrison); w is kept current by applying each new eta to it (O(eta)). Since
/// det B̃ = det B·(B⁻¹b)_k = det B·z0, B̃ stays nonsingular while z0 > 0. An update whose
/// pivot on B̃ is tiny anyway forces a refactorisation; when z0 is not basic or B̃ will not
/// factorise, the whole of B is factorised ("plain", no correction).
class FloatBasis {
 public:
  /// `refactorEvery`: pivots between refactorisations (PathContext::refactorEvery).
  FloatBasis(const FloatSystem& system, std::vector<int> basis, int z0, int refactorEvery)
      : sys_(system), basis_(std::move(basis)), z0_(z0), refactorEvery_(refactorEvery) {}

  const std::vector<int>& basis() const { return basis_; }

  /// Factorises the current basis afresh (drops the etas), bordered when z0 is basic. False
  /// when singular.
  bool refactor() {
    const auto k = static_cast<int>(std::find(basis_.begin(), basis_.end(), z0_) - basis_.begin());
    if (k < static_cast<int>(basis_.size()) && factorise(k)) return true;
    return factorise(-1);
  }

  /// B⁻¹·b.
  Eigen::VectorXd solveRhs() const {
    Eigen::VectorXd b(static_cast<Eigen::Index>(basis_.size()));
    for (std::size_t i = 0; i < basis_.size(); ++i) b[static_cast<Eigen::Index>(i)] = sys_.rhs[i];
    Eigen::VectorXd s = applyEtas(luSolve(std::move(b)));
    correct(s);
    return s;
  }

  /// B⁻¹·(column of unknown v); remembers B̃⁻¹·(column) for replace().
  Eigen::VectorXd ftran(int v) {
    Eigen::VectorXd a = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(basis_.size()));
    for (int e = sys_.start[ix(v)]; e < sys_.start[ix(v) + 1]; ++e) a[sys_.row[ix(e)]] = sys_.value[ix(e)];
    tilde_ = applyEtas(luSolve(std::move(a)));
    Eigen::VectorXd d = tilde_;
    correct(d);
    return d;
  }

  /// Rows `rows` of B⁻¹, as the columns of the result (one batched transposed solve).
  Eigen::MatrixXd btranRows(const std::vector<int>& rows) const {
    const auto count = static_cast<Eigen::Index>(rows.size());
    // Bordered: one more column for row k of B̃⁻¹.
    Eigen::MatrixXd u = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(basis_.size()), count + (bordered_ ? 1 : 0));
    for (Eigen::Index t = 0; t < count; ++t) u(rows[ix(static_cast<int>(t))], t) = 1;
    if (bordered_) u(k_, count) = 1;
    // Eᵀ⁻¹ only changes entry eta.row, so u is nonzero only on the starting rows and the etas'
    // rows: each eta's dot product needs its entries on those rows only, not all of them. Its
    // entries on the etas' rows (and k_) are kept in eta.cross by pushEta; the tied rows not
    // among them are looked up here (binary search; the eta indices increase).
    std::vector<int> extra;
    for (int j : rows)
      if (!isRegistered(j)) extra.push_back(j);
    std::sort(extra.begin(), extra.end());
    extra.erase(std::unique(extra.begin(), extra.end()), extra.end());
    std::vector<std::pair<int, double>> searched, merged;
    for (auto eta = etas_.rbegin(); eta != etas_.rend(); ++eta) {
      searched.clear();
      for (int j : extra) {
        const auto at = std::lower_bound(eta->index.begin(), eta->index.end(), j);
        if (at != eta->index.end() && *at == j) searched.emplace_back(j, eta->value[ix(static_cast<int>(at - eta->index.begin()))]);
      }
      const std::vector<std::pair<int, double>>* use = &eta->cross;
      if (!searched.empty()) {
        merged.clear();
        std::merge(eta->cross.begin(), eta->cross.end(), searched.begin(), searched.end(), std::back_inserter(merged),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
        use = &merged;
      }
      const std::vector<std::pair<int, double>>& entries = *use;
      for (Eigen::Index c = 0; c < u.cols(); ++c) {
        double* column = u.col(c).data();
        double sum = column[eta->row];
        for (const auto& [j, value] : entries) sum -= column[j] * value;
        column[eta->row] = sum / eta->pivot;
      }
    }
    Eigen::MatrixXd inverse = luSolveTransposed(std::move(u));
    if (!bordered_) return inverse;
    for (Eigen::Index t = 0; t < count; ++t)
      inverse.col(t) -= (w_[rows[ix(static_cast<int>(t))]] / (1 + w_[k_])) * inverse.col(count);
    inverse.conservativeResize(Eigen::NoChange, count);
    return inverse;
  }

  /// Unknown v (with d = ftran(v), the last ftran) replaces the basic unknown of row r.
  void replace(int r, int v, const Eigen::VectorXd& d) {
    basis_[ix(r)] = v;
    if (!valid_) return;
    if (!bordered_) {
      pushEta(r, d);
      return;
    }
    // B̃ loses column r too; singular (or z0 leaving, r = k) → refactorise from scratch.
    if (r == k_ || std::fabs(tilde_[r]) <= kBorderPivotTolerance) {
      valid_ = false;
      return;
    }
    pushEta(r, tilde_);
    w_ = applyEta(etas_.back(), std::move(w_));
  }

  /// True when the representation must be refactorised before the next solve.
  bool needsRefactor() const { return !valid_ || etas_.size() >= static_cast<std::size_t>(refactorEvery_); }

 private:
  static constexpr double kBorderPivotTolerance = 1e-7;  ///< smallest pivot of a B̃ update

  /// Factorises B (k < 0) or B̃ = B with column k replaced by b; drops the etas.
  bool factorise(int k) {
    const auto n = static_cast<Eigen::Index>(basis_.size());
    std::vector<Eigen::Triplet<double>> triplets;
    for (std::size_t j = 0; j < basis_.size(); ++j) {
      if (static_cast<int>(j) == k) {
        for (std::size_t i = 0; i < basis_.size(); ++i)
          if (sys_.rhs[i] != 0) triplets.emplace_back(static_cast<int>(i), k, sys_.rhs[i]);
        continue;
      }
      for (int e = sys_.start[ix(basis_[j])]; e < sys_.start[ix(basis_[j]) + 1]; ++e)
        triplets.emplace_back(sys_.row[ix(e)], static_cast<int>(j), sys_.value[ix(e)]);
    }
    matrix_.resize(n, n);
    matrix_.setFromTriplets(triplets.begin(), triplets.end());
    matrix_.makeCompressed();
    // A fresh COLAMD ordering every kOrderEvery-th factorisation (and whenever the last one
    // failed), else the previous one.
    ordering_.reuse = lastFactorised_ && factorisations_ % kOrderEvery != 0;
    ++factorisations_;
    ReusableOrdering::current = &ordering_;
    lu_.analyzePattern(matrix_);
    ReusableOrdering::current = nullptr;
    lu_.factorize(matrix_);
    etas_.clear();
    for (int j : registeredRows_) registered_[ix(j)] = 0;
    registeredRows_.clear();
    bordered_ = false;
    valid_ = lu_.info() == Eigen::Success;
    lastFactorised_ = valid_;
    if (valid_) copyFactors();
    if (!valid_ || k < 0) return valid_;
    Eigen::VectorXd u = Eigen::VectorXd::Zero(n);
    for (int e = sys_.start[ix(z0_)]; e < sys_.start[ix(z0_) + 1]; ++e) u[sys_.row[ix(e)]] = sys_.value[ix(e)];
    for (std::size_t i = 0; i < basis_.size(); ++i) u[static_cast<Eigen::Index>(i)] -= sys_.rhs[i];
    w_ = luSolve(std::move(u));
    const double denominator = 1 + w_[k];
    if (!std::isfinite(denominator) || std::fabs(denominator) < kBorderPivotTolerance || !w_.allFinite()) {
      valid_ = false;
      return false;
    }
    bordered_ = true;
    k_ = k;
    return true;
  }

  /// Copies the factors into plain columns (sequencelemkelu.h) and checks them against Eigen's
  /// solves on one vector; on a mismatch Eigen's solves are used.
  void copyFactors() {
    const auto n = static_cast<int>(basis_.size());
    factors_.assign(lu_, n);
    plainFactors_ = true;
    Eigen::VectorXd probe(n);
    for (int i = 0; i < n; ++i) probe[i] = 1.0 + (i % 7) * 0.125;
    const Eigen::VectorXd expected = lu_.solve(probe), expectedT = lu_.transpose().solve(probe);
    Eigen::VectorXd mine = probe, mineT = probe;
    factors_.solve(mine);
    factors_.solveTransposed(mineT);
    const double scale = 1e-8 * std::max(1.0, expected.cwiseAbs().maxCoeff() + expectedT.cwiseAbs().maxCoeff());
    plainFactors_ = (mine - expected).cwiseAbs().maxCoeff() <= scale && (mineT - expectedT).cwiseAbs().maxCoeff() <= scale;
  }

  Eigen::VectorXd luSolve(Eigen::VectorXd x) const {
    if (!plainFactors_) return lu_.solve(x);
    factors_.solve(x);
    return x;
  }

  Eigen::MatrixXd luSolveTransposed(Eigen::MatrixXd x) const {
    if (!plainFactors_) return lu_.transpose().solve(x);
    for (Eigen::Index c = 0; c < x.cols(); ++c) factors_.solveTransposed(x.col(c));
    return x;
  }

  /// B⁻¹ from B̃⁻¹·a (bordered; nothing when plain).
  void correct(Eigen::VectorXd& s) const {
    if (bordered_ && s[k_] != 0) s -= w_ * (s[k_] / (1 + w_[k_]));
  }

  void pushEta(int r, const Eigen::VectorXd& d) {
    Eta eta;
    eta.row = r;
    eta.pivot = d[r];
    // Branch-free gather into scratch (d is typically 10-20 % nonzero, so a branch per
    // entry mispredicts often), then one exact-size copy.
    const auto n = static_cast<std::size_t>(d.size());
    scratchIndex_.resize(n + 1);
    scratchValue_.resize(n + 1);
    std::size_t count = 0;
    const double* in = d.data();
    for (std::size_t i = 0; i < n; ++i) {
      scratchIndex_[count] = static_cast<int>(i);
      scratchValue_[count] = in[i];
      count += static_cast<std::size_t>(std::fabs(in[i]) > kDropTolerance);
    }
    for (std::size_t i = 0; i < count; ++i)
      if (scratchIndex_[i] == r) {  // the pivot's own row is not an entry
        std::copy(scratchIndex_.begin() + static_cast<std::ptrdiff_t>(i) + 1, scratchIndex_.begin() + static_cast<std::ptrdiff_t>(count), scratchIndex_.begin() + static_cast<std::ptrdiff_t>(i));
        std::copy(scratchValue_.begin() + static_cast<std::ptrdiff_t>(i) + 1, scratchValue_.begin() + static_cast<std::ptrdiff_t>(count), scratchValue_.begin() + static_cast<std::ptrdiff_t>(i));
        --count;
        break;
      }
    eta.index.assign(scratchIndex_.begin(), scratchIndex_.begin() + static_cast<std::ptrdiff_t>(count));
    eta.value.assign(scratchValue_.begin(), scratchValue_.begin() + static_cast<std::ptrdiff_t>(count));
    // Keep every eta's entries on the rows of the etas (and k_) current, for btranRows.
    if (registered_.size() != n) registered_.assign(n, 0);
    auto lookup = [](const Eta& e, int j, double& value) {
      const auto at = std::lower_bound(e.index.begin(), e.index.end(), j);
      if (at == e.index.end() || *at != j) return false;
      value = e.value[ix(static_cast<int>(at - e.index.begin()))];
      return true;
    };
    auto insertSorted = [](std::vector<std::pair<int, double>>& cross, int j, double value) {
      const auto at = std::lower_bound(cross.begin(), cross.end(), j, [](const auto& a, int b) { return a.first < b; });
      cross.insert(at, {j, value});
    };
    auto registerRow = [&](int j) {
      if (registered_[ix(j)]) return;
      registered_[ix(j)] = 1;
      registeredRows_.push_back(j);
      double value = 0;
      for (Eta& old : etas_)
        if (lookup(old, j, value)) insertSorted(old.cross, j, value);
    };
    if (bordered_) registerRow(k_);
    registerRow(r);
    double value = 0;
    for (int j : registeredRows_)
      if (lookup(eta, j, value)) insertSorted(eta.cross, j, value);
    etas_.push_back(std::move(eta));
  }

  /// E⁻¹ · v for one eta.
  static Eigen::VectorXd applyEta(const Eta& eta, Eigen::VectorXd v) {
    const double pivot = v[eta.row] / eta.pivot;
    v[eta.row] = pivot;
    if (pivot != 0)
      for (std::size_t k = 0; k < eta.index.size(); ++k) v[eta.index[k]] -= eta.value[k] * pivot;
    return v;
  }

  /// E_k⁻¹ ⋯ E_1⁻¹ · v.
  Eigen::VectorXd applyEtas(Eigen::VectorXd v) const {
    for (const Eta& eta : etas_) v = applyEta(eta, std::move(v));
    return v;
  }

  const FloatSystem& sys_;
  std::vector<int> basis_;
  int z0_ = 0;
  Eigen::SparseMatrix<double> matrix_;
  /// mutable: Eigen 3.4's transpose() view is not const.
  mutable TunedSparseLu lu_;
  std::vector<Eta> etas_;
  int refactorEvery_;
  std::vector<char> registered_;      ///< rows of etas_ (and k_): each eta's entries there are in its cross
  std::vector<int> registeredRows_;
  bool isRegistered(int j) const { return ix(j) < registered_.size() && registered_[ix(j)] != 0; }
  std::vector<int> scratchIndex_;     ///< pushEta's gather
  std::vector<double> scratchValue_;
  ReusableOrdering::Cache ordering_;
  int factorisations_ = 0;
  bool lastFactorised_ = false;
  PlainLuFactors factors_;    ///< lu_'s factors in plain columns, when plainFactors_
  bool plainFactors_ = false;
  bool valid_ = false;     ///< lu_ and etas_ represent the current basis
  bool bordered_ = false;  ///< lu_ and etas_ are of B̃; z0 basic at k_
  int k_ = 0;
  Eigen::VectorXd w_;      ///< B̃⁻¹·u (bordered)
  Eigen::VectorXd tilde_;  ///< B̃⁻¹·a of the last ftran
};

}  // namespace gamelab::seqlemke::floatpath
