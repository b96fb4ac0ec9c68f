#include "core/tree/sequencelemkelu.h"

namespace gamelab::seqlemke {

thread_local ReusableOrdering::Cache* ReusableOrdering::current = nullptr;

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// The transpose of n × n compressed columns (start, index, value): compressed rows.
void transpose(int n, const std::vector<int>& start, const std::vector<int>& index, const std::vector<double>& value,
               std::vector<int>& tStart, std::vector<int>& tIndex, std::vector<double>& tValue) {
  tStart.assign(ix(n) + 1, 0);
  for (int i : index) ++tStart[ix(i) + 1];
  for (int i = 0; i < n; ++i) tStart[ix(i) + 1] += tStart[ix(i)];
  tIndex.resize(index.size());
  tValue.resize(value.size());
  std::vector<int> next(tStart.begin(), tStart.end() - 1);
  for (int j = 0; j < n; ++j)
    for (int e = start[ix(j)]; e < start[ix(j) + 1]; ++e) {
      const int at = next[ix(index[ix(e)])]++;
      tIndex[ix(at)] = j;
      tValue[ix(at)] = value[ix(e)];
    }
}

}  // namespace

void PlainLuFactors::assign(const EigenLu& lu, int n) {
  n_ = n;
  lStart_.assign(1, 0);
  uStart_.assign(1, 0);
  lRow_.clear();
  uRow_.clear();
  lValue_.clear();
  uValue_.clear();
  diagonal_.assign(ix(n), 0.0);
  const auto lower = lu.matrixL();
  const auto upper = lu.matrixU();
  for (int j = 0; j < n; ++j) {
    for (EigenLu::SCMatrix::InnerIterator it(lower.m_mapL, j); it; ++it) {
      const auto i = static_cast<int>(it.row());
      if (i > j) {
        lRow_.push_back(i);
        lValue_.push_back(it.value());
      } else if (i == j) {
        diagonal_[ix(j)] = it.value();
      } else {
        uRow_.push_back(i);
        uValue_.push_back(it.value());
      }
    }
    for (Eigen::MappedSparseMatrix<double, Eigen::ColMajor, int>::InnerIterator it(upper.m_mapU, j); it; ++it) {
      uRow_.push_back(static_cast<int>(it.index()));
      uValue_.push_back(it.value());
    }
    lStart_.push_back(static_cast<int>(lRow_.size()));
    uStart_.push_back(static_cast<int>(uRow_.size()));
  }
  rowPerm_.assign(lu.rowsPermutation().indices().data(), lu.rowsPermutation().indices().data() + n);
  colPerm_.assign(lu.colsPermutation().indices().data(), lu.colsPermutation().indices().data() + n);
  transpose(n, lStart_, lRow_, lValue_, ltStart_, ltCol_, ltValue_);
  transpose(n, uStart_, uRow_, uValue_, utStart_, utCol_, utValue_);
  work_.resize(n);
}

void PlainLuFactors::solve(Eigen::Ref<Eigen::VectorXd> x) const {
  double* w = work_.data();
  for (int i = 0; i < n_; ++i) w[rowPerm_[ix(i)]] = x[i];
  for (int j = 0; j < n_; ++j) {
    const double v = w[j];
    if (v == 0) continue;
    for (int e = lStart_[ix(j)]; e < lStart_[ix(j) + 1]; ++e) w[lRow_[ix(e)]] -= lValue_[ix(e)] * v;
  }
  for (int j = n_ - 1; j >= 0; --j) {
    if (w[j] == 0) continue;
    const double v = w[j] /= diagonal_[ix(j)];
    for (int e = uStart_[ix(j)]; e < uStart_[ix(j) + 1]; ++e) w[uRow_[ix(e)]] -= uValue_[ix(e)] * v;
  }
  for (int i = 0; i < n_; ++i) x[i] = w[colPerm_[ix(i)]];
}

void PlainLuFactors::solveTransposed(Eigen::Ref<Eigen::VectorXd> x) const {
  double* w = work_.data();
  for (int i = 0; i < n_; ++i) w[colPerm_[ix(i)]] = x[i];
  // Uᵀ (lower, row j of U is column j of Uᵀ) forward, then Lᵀ backward, by scatter.
  for (int j = 0; j < n_; ++j) {
    if (w[j] == 0) continue;
    const double v = w[j] /= diagonal_[ix(j)];
    for (int e = utStart_[ix(j)]; e < utStart_[ix(j) + 1]; ++e) w[utCol_[ix(e)]] -= utValue_[ix(e)] * v;
  }
  for (int j = n_ - 1; j >= 0; --j) {
    const double v = w[j];
    if (v == 0) continue;
    for (int e = ltStart_[ix(j)]; e < ltStart_[ix(j) + 1]; ++e) w[ltCol_[ix(e)]] -= ltValue_[ix(e)] * v;
  }
  for (int i = 0; i < n_; ++i) x[i] = w[rowPerm_[ix(i)]];
}

}  // namespace gamelab::seqlemke
