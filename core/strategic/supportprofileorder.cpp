#include "core/strategic/supportprofileorder.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gamelab::nperson {

namespace {

double binomial(std::size_t n, std::size_t k) {
  double out = 1;
  for (std::size_t i = 1; i <= k; ++i) out = out * double(n - k + i) / double(i);
  return std::round(out);
}

/// The next k-subset of {0..n-1} in lexicographic order; false after the last.
bool nextCombination(std::vector<std::size_t>& c, std::size_t n) {
  const std::size_t k = c.size();
  std::size_t i = k;
  while (i > 0 && c[i - 1] == n - k + i - 1) --i;
  if (i == 0) return false;
  ++c[i - 1];
  for (std::size_t j = i; j < k; ++j) c[j] = c[j - 1] + 1;
  return true;
}

}  // namespace

SupportProfileOrder::SupportProfileOrder(std::vector<std::size_t> counts) : counts_(std::move(counts)) {
  const std::size_t n = counts_.size();
  std::vector<std::size_t> sizes(n, 1);
  for (;;) {
    sizeVectors_.push_back(sizes);
    std::size_t k = 0;
    while (k < n && ++sizes[k] > counts_[k]) sizes[k++] = 1;
    if (k == n) break;
  }
  auto total = [](const std::vector<std::size_t>& s) { return std::accumulate(s.begin(), s.end(), std::size_t{0}); };
  auto balance = [](const std::vector<std::size_t>& s) {
    const auto [low, high] = std::minmax_element(s.begin(), s.end());
    return *high - *low;
  };
  std::stable_sort(sizeVectors_.begin(), sizeVectors_.end(), [&](const auto& a, const auto& b) {
    const std::size_t ta = total(a), tb = total(b);
    return ta != tb ? ta < tb : balance(a) < balance(b);
  });
  for (const auto& s : sizeVectors_) {
    double product = 1;
    for (std::size_t k = 0; k < n; ++k) product *= binomial(counts_[k], s[k]);
    total_ += product;
  }
  if (n > 0) startSizeVector();
}

bool SupportProfileOrder::startSizeVector() {
  if (sizeIndex_ >= sizeVectors_.size()) return false;
  const auto& sizes = sizeVectors_[sizeIndex_];
  current_.assign(counts_.size(), {});
  for (std::size_t k = 0; k < counts_.size(); ++k) {
    current_[k].resize(sizes[k]);
    std::iota(current_[k].begin(), current_[k].end(), std::size_t{0});
  }
  fresh_ = true;
  return true;
}

bool SupportProfileOrder::next(Support& out) {
  if (counts_.empty() || sizeIndex_ >= sizeVectors_.size()) return false;
  if (!fresh_) {
    // Odometer over the players' combinations: the first player's advances fastest.
    std::size_t k = 0;
    while (k < counts_.size() && !nextCombination(current_[k], counts_[k])) {
      std::iota(current_[k].begin(), current_[k].end(), std::size_t{0});
      ++k;
    }
    if (k == counts_.size()) {
      ++sizeIndex_;
      if (!startSizeVector()) return false;
    }
  }
  fresh_ = false;
  out = current_;
  given_ += 1;
  return true;
}

}  // namespace gamelab::nperson
