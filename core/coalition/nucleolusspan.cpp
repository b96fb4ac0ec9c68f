#include "core/coalition/nucleolusspan.h"

#include <algorithm>

namespace gamelab::coalitiondetail {

bool CoalitionSpan::add(Coalition s) {
  RationalVector v(static_cast<std::size_t>(players_), Rational(0));
  for (int p : members(s)) v[static_cast<std::size_t>(p)] = 1;
  for (std::size_t r = 0; r < rows_.size(); ++r) {
    const auto p = static_cast<std::size_t>(pivots_[r]);
    if (v[p] == 0) continue;
    const Rational factor = v[p];
    for (std::size_t j = 0; j < v.size(); ++j)
      if (rows_[r][j] != 0) v[j] -= factor * rows_[r][j];
  }
  const auto nonzero = std::find_if(v.begin(), v.end(), [](const Rational& a) { return a != 0; });
  if (nonzero == v.end()) return false;
  const auto pivot = static_cast<std::size_t>(nonzero - v.begin());
  const Rational scale = v[pivot];
  for (auto& a : v) a /= scale;
  for (auto& row : rows_) {
    if (row[pivot] == 0) continue;
    const Rational factor = row[pivot];
    for (std::size_t j = 0; j < row.size(); ++j)
      if (v[j] != 0) row[j] -= factor * v[j];
  }
  rows_.push_back(std::move(v));
  pivots_.push_back(static_cast<int>(pivot));
  return true;
}

void CoalitionSpan::prepare() {
  const auto n = static_cast<std::size_t>(players_);
  std::vector<bool> isPivot(n, false);
  for (int p : pivots_) isPivot[static_cast<std::size_t>(p)] = true;
  std::vector<std::vector<mpz_class>> complement;
  for (std::size_t f = 0; f < n; ++f) {
    if (isPivot[f]) continue;
    RationalVector z(n, Rational(0));
    z[f] = 1;
    for (std::size_t r = 0; r < rows_.size(); ++r) z[static_cast<std::size_t>(pivots_[r])] = -rows_[r][f];
    mpz_class common = 1;
    for (const auto& a : z) mpz_lcm(common.get_mpz_t(), common.get_mpz_t(), a.get_den_mpz_t());
    std::vector<mpz_class> integers;
    for (const auto& a : z) integers.push_back(mpz_class(a.get_num() * (common / a.get_den())));
    complement.push_back(std::move(integers));
  }
  // int64 is safe when n · max|z| < 2^62.
  const mpz_class limit = mpz_class(1) << 56;
  wide_ = false;
  for (const auto& z : complement)
    for (const auto& a : z)
      if (abs(a) >= limit) wide_ = true;
  low_.clear();
  high_.clear();
  wideComplement_.clear();
  if (wide_) {
    wideComplement_ = std::move(complement);
    return;
  }
  lowBits_ = players_ / 2;
  const std::size_t lowSize = std::size_t(1) << lowBits_, highSize = std::size_t(1) << (players_ - lowBits_);
  for (const auto& z : complement) {
    std::vector<std::int64_t> low(lowSize, 0), high(highSize, 0);
    for (std::size_t s = 1; s < lowSize; ++s)
      low[s] = low[s & (s - 1)] + z[static_cast<std::size_t>(std::countr_zero(s))].get_si();
    for (std::size_t s = 1; s < highSize; ++s)
      high[s] = high[s & (s - 1)] + z[static_cast<std::size_t>(std::countr_zero(s) + lowBits_)].get_si();
    low_.push_back(std::move(low));
    high_.push_back(std::move(high));
  }
}

bool CoalitionSpan::inSpan(Coalition s) const {
  if (wide_) {
    for (const auto& z : wideComplement_) {
      mpz_class total = 0;
      for (int p : members(s)) total += z[static_cast<std::size_t>(p)];
      if (total != 0) return false;
    }
    return true;
  }
  const Coalition lowMask = (Coalition(1) << lowBits_) - 1;
  for (std::size_t k = 0; k < low_.size(); ++k)
    if (low_[k][s & lowMask] + high_[k][s >> lowBits_] != 0) return false;
  return true;
}

}  // namespace gamelab::coalitiondetail
