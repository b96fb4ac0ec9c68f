#pragma once
/// A bitset over node numbers with a summary level, for walking the set members of a
/// pre-order range (a subtree) in increasing order at a cost of about
/// members + range / 4096 word reads. Internal to core/kingmaker.
#include <bit>
#include <cstdint>
#include <vector>

namespace gamelab::kingmaker::detail {

class RangeBitset {
 public:
  RangeBitset() = default;
  explicit RangeBitset(std::size_t size) : words_((size + 63) / 64, 0), summary_((words_.size() + 63) / 64, 0) {}

  void set(std::size_t i) {
    words_[i >> 6] |= std::uint64_t{1} << (i & 63);
    summary_[i >> 12] |= std::uint64_t{1} << ((i >> 6) & 63);
  }
  void reset(std::size_t i) {
    auto& w = words_[i >> 6];
    w &= ~(std::uint64_t{1} << (i & 63));
    if (w == 0) summary_[i >> 12] &= ~(std::uint64_t{1} << ((i >> 6) & 63));
  }

  bool allocated() const { return !words_.empty(); }

  /// The least member >= from and < to, or `to` when there is none.
  std::size_t next(std::size_t from, std::size_t to) const {
    if (from >= to || words_.empty()) return to;
    std::size_t w = from >> 6;
    std::uint64_t bits = words_[w] & (~std::uint64_t{0} << (from & 63));
    if (bits != 0) return clamp(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)), to);
    // Next non-empty word through the summary.
    std::size_t s = (w + 1) >> 6;
    const std::size_t lastWord = (to - 1) >> 6;
    if (w + 1 > lastWord) return to;
    std::uint64_t sbits = summary_[s] & (((w + 1) & 63) == 0 ? ~std::uint64_t{0} : ~std::uint64_t{0} << ((w + 1) & 63));
    const std::size_t lastSummary = lastWord >> 6;
    while (sbits == 0) {
      if (++s > lastSummary) return to;
      sbits = summary_[s];
    }
    const std::size_t word = s * 64 + static_cast<std::size_t>(std::countr_zero(sbits));
    if (word > lastWord) return to;
    return clamp(word * 64 + static_cast<std::size_t>(std::countr_zero(words_[word])), to);
  }

 private:
  static std::size_t clamp(std::size_t i, std::size_t to) { return i < to ? i : to; }
  std::vector<std::uint64_t> words_;
  std::vector<std::uint64_t> summary_;
};

}  // namespace gamelab::kingmaker::detail
