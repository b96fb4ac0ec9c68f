#include "core/kingmaker/detail/lazycounts.h"

#include <utility>

namespace gamelab::kingmaker::detail {
namespace {

std::size_t bitsOf(const std::vector<mpz_class>& xs) {
  std::size_t bits = 0;
  for (const mpz_class& x : xs) bits += sgn(x) == 0 ? 1 : mpz_sizeinbase(x.get_mpz_t(), 2);
  return bits;
}

std::vector<mpz_class> times(const CountMatrix& m, const std::vector<mpz_class>& x) {
  const std::size_t n = x.size();
  std::vector<mpz_class> y(n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (sgn(m[i * n + j]) != 0 && sgn(x[j]) != 0)
        mpz_addmul(y[i].get_mpz_t(), m[i * n + j].get_mpz_t(), x[j].get_mpz_t());
  return y;
}

/// a · b for n × n matrices.
CountMatrix product(const CountMatrix& a, const CountMatrix& b, std::size_t n) {
  CountMatrix c(n * n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t k = 0; k < n; ++k) {
      if (sgn(a[i * n + k]) == 0) continue;
      for (std::size_t j = 0; j < n; ++j)
        if (sgn(b[k * n + j]) != 0)
          mpz_addmul(c[i * n + j].get_mpz_t(), a[i * n + k].get_mpz_t(), b[k * n + j].get_mpz_t());
    }
  return c;
}

}  // namespace

void LazyCounts::assign(std::vector<mpz_class> x) {
  x_ = std::move(x);
  xBits_ = bitsOf(x_);
  pending_.clear();
  pendingBits_.clear();
}

void LazyCounts::apply(CountMatrix m) {
  if (pending_.empty() && xBits_ < eagerBits_) {
    x_ = times(m, x_);
    xBits_ = bitsOf(x_);
    return;
  }
  pendingBits_.push_back(bitsOf(m));
  pending_.push_back(std::move(m));
  // Merge while the older of the two newest maps is not more than twice the newer's size.
  while (pending_.size() >= 2 && pendingBits_[pending_.size() - 2] <= 2 * pendingBits_.back()) {
    const std::size_t r = pending_.size();
    CountMatrix merged = product(pending_[r - 1], pending_[r - 2], x_.size());
    pending_.pop_back();
    pendingBits_.pop_back();
    pendingBits_.back() = bitsOf(merged);
    pending_.back() = std::move(merged);
  }
}

const std::vector<mpz_class>& LazyCounts::materialise() {
  for (const CountMatrix& m : pending_) x_ = times(m, x_);
  if (!pending_.empty()) xBits_ = bitsOf(x_);
  pending_.clear();
  pendingBits_.clear();
  return x_;
}

std::size_t LazyCounts::bits() const {
  std::size_t bits = xBits_;
  for (std::size_t b : pendingBits_) bits += b;
  return bits;
}

}  // namespace gamelab::kingmaker::detail
