#include "core/impartial/sparsespace.h"

#include "core/impartial/sparsebytes.h"

#include <algorithm>
#include <bit>
#include <memory>

namespace gamelab {

namespace {

/// A set of small values cleared in O(1) by bumping a stamp.
class StampSet {
 public:
  void clear() {
    if (++current_ == 0) {
      std::fill(mark_.begin(), mark_.end(), 0u);
      current_ = 1;
    }
  }
  void insert(std::uint32_t v) {
    if (v >= mark_.size()) mark_.resize(std::max<std::size_t>(std::size_t(v) + 1, mark_.size() * 2), 0u);
    mark_[v] = current_;
  }
  bool contains(std::uint32_t v) const { return v < mark_.size() && mark_[v] == current_; }

 private:
  std::vector<std::uint32_t> mark_ = std::vector<std::uint32_t>(64, 0u);
  std::uint32_t current_ = 0;
};

/// A growing set of values (never cleared).
struct FlagSet {
  std::vector<char> has;
  void insert(std::uint32_t v) {
    if (v >= has.size()) has.resize(std::max<std::size_t>(std::size_t(v) + 1, has.size() * 2), 0);
    has[v] = 1;
  }
  bool contains(std::uint32_t v) const { return v < has.size() && has[v]; }
};

inline bool isCommon(std::uint32_t v, std::uint32_t mask) { return (std::popcount(v & mask) & 1) != 0; }

constexpr std::size_t kWorkPerPoll = std::size_t(1) << 20;

class Engine {
 public:
  Engine(const SplitGameSpec& spec, std::vector<std::uint32_t>& g, bool byteKernel) : spec_(spec), g_(g) {
    needPairSets_ = !spec.leaveThree.empty() || (spec.repeatLast && (spec.repeatDigit & 8));
    if (byteKernel) bytes_ = std::make_unique<ByteSparseKernel>(spec, g.size());
  }

  /// One heap by the plain mex. Returns the work done.
  std::size_t stepPlain(std::size_t n) {
    std::size_t work = 1;
    seen_.clear();
    addDirect(n);
    for (std::uint32_t j : spec_.leaveTwo) {
      if (n < std::size_t(j) + 2) continue;
      const std::size_t m = n - j;
      for (std::size_t a = 1; 2 * a <= m; ++a) {
        if (spec_.unequalParts && 2 * a == m) continue;
        seen_.insert(g_[a] ^ g_[m - a]);
      }
      work += m / 2;
    }
    for (std::uint32_t j : spec_.leaveThree) {
      if (n < std::size_t(j) + 3) continue;
      const std::size_t m = n - j;
      for (std::size_t c = 1; c + 2 <= m; ++c) {
        for (std::uint32_t v : pairSets_[m - c]) seen_.insert(v ^ g_[c]);
        work += pairSets_[m - c].size();
      }
    }
    if (spec_.repeatLast) work += mergeRepeated(n);
    std::uint32_t v = 0;
    while (seen_.contains(v) || repeatedContains(v)) ++v;
    g_[n] = v;
    if (needPairSets_) work += storePairSet(n);
    return work;
  }

  /// One heap by the sparse-space method with the current mask and rare list.
  std::size_t stepSparse(std::size_t n) {
    if (bytes_ && bytes_->size() == n) return stepBytes(n);
    std::size_t work = 1;
    seen_.clear();
    addDirect(n);
    for (std::uint32_t j : spec_.leaveTwo) {
      if (n < std::size_t(j) + 2) continue;
      const std::size_t m = n - j;
      for (std::size_t r : rare_) {
        if (r >= m) break;
        const std::size_t q = m - r;
        if (spec_.unequalParts && q == r) continue;
        seen_.insert(g_[r] ^ g_[q]);
      }
      work += rare_.size();
      rareSteps_ += rare_.size();
    }
    std::uint32_t cstar = 0;
    while (!isCommon(cstar, mask_) || seen_.contains(cstar)) ++cstar;
    std::size_t need = 0;
    for (std::uint32_t v = 0; v < cstar; ++v)
      if (!seen_.contains(v)) ++need;  // only rare values can be missing below c*
    if (need > 0) {
      for (std::uint32_t j : spec_.leaveTwo) {
        if (n < std::size_t(j) + 2) continue;
        const std::size_t m = n - j;
        const std::uint32_t* lo = g_.data();
        const std::uint32_t* hi = g_.data() + m;
        std::size_t a = 1;
        for (; 2 * a <= m; ++a) {
          const std::uint32_t v = lo[a] ^ hi[-static_cast<std::ptrdiff_t>(a)];
          if (v < cstar && !seen_.contains(v)) {
            if (spec_.unequalParts && 2 * a == m) continue;
            seen_.insert(v);
            if (--need == 0) break;
          }
        }
        work += a;
        scanSteps_ += a;
        if (need == 0) break;
      }
    }
    std::uint32_t v = 0;
    while (seen_.contains(v)) ++v;
    g_[n] = v;
    if (need > 0) ++fullScans_;
    return work;
  }

  /// One heap by ByteSparseKernel (all values so far < 256): the same value as stepSparse.
  std::size_t stepBytes(std::size_t n) {
    direct_.clear();
    forEachDirect(n, [&](std::uint32_t v) { direct_.push_back(v); });
    const std::size_t before = rareSteps_ + scanSteps_;
    bool full = false;
    g_[n] = bytes_->step(n, direct_.data(), direct_.size(), rareSteps_, scanSteps_, full);
    if (full) ++fullScans_;
    return 1 + rareSteps_ + scanSteps_ - before;
  }

  void noteValue(std::size_t n) {
    if (mask_ != 0 && n >= 1 && !isCommon(g_[n], mask_)) rare_.push_back(n);
    if (bytes_ && bytes_->size() == n) {
      if (g_[n] < ByteSparseKernel::kLimit) bytes_->push(g_[n]);
      else bytes_.reset();
    }
  }

  void setMask(std::uint32_t mask, std::size_t upToExclusive) {
    if (bytes_) bytes_->setMask(mask);
    mask_ = mask;
    rare_.clear();
    for (std::size_t n = 1; n < upToExclusive; ++n)
      if (!isCommon(g_[n], mask_)) rare_.push_back(n);
  }

  std::uint32_t mask() const { return mask_; }
  std::size_t rareCount() const { return rare_.size(); }

  /// Prepares the pair sets / repeated sets for heaps 1..from−1 computed elsewhere.
  void prime(std::size_t from) {
    for (std::size_t s = 0; s < from && bytes_; ++s) noteValue(s);
    if (needPairSets_) {
      pairSets_.assign(1, {});
      for (std::size_t s = 1; s < from; ++s) storePairSet(s);
    }
  }

 private:
  /// The option values of the moves that leave no heap or one heap.
  template <class Fn>
  void forEachDirect(std::size_t n, Fn&& fn) const {
    for (std::uint32_t j : spec_.leaveNone)
      if (n == j) fn(0u);
    if (spec_.impatient && n >= 1) fn(0u);
    if (spec_.repeatLast && (spec_.repeatDigit & 1) && n > spec_.repeatFrom) fn(0u);
    for (std::uint32_t j : spec_.leaveOne)
      if (n > j) fn(g_[n - j]);
  }

  void addDirect(std::size_t n) {
    forEachDirect(n, [&](std::uint32_t v) { seen_.insert(v); });
  }

  std::size_t storePairSet(std::size_t s) {
    if (pairSets_.size() <= s) pairSets_.resize(s + 1);
    pairScratch_.clear();
    std::vector<std::uint32_t>& out = pairSets_[s];
    out.clear();
    for (std::size_t a = 1; 2 * a <= s; ++a) {
      const std::uint32_t v = g_[a] ^ g_[s - a];
      if (!pairScratch_.contains(v)) {
        pairScratch_.insert(v);
        out.push_back(v);
      }
    }
    return s / 2 + 1;
  }

  /// Adds to the repeated-digit sets every heap sum r <= n − repeatFrom − 1.
  std::size_t mergeRepeated(std::size_t n) {
    if (n < std::size_t(spec_.repeatFrom) + 2) return 0;
    const std::size_t target = n - spec_.repeatFrom - 1;
    std::size_t work = 0;
    for (std::size_t r = merged_ + 1; r <= target; ++r) {
      if (spec_.repeatDigit & 2) repeatedOne_.insert(g_[r]);
      if (spec_.repeatDigit & 4)
        for (std::size_t a = 1; 2 * a <= r; ++a) repeatedTwo_.insert(g_[a] ^ g_[r - a]);
      if (spec_.repeatDigit & 8)
        for (std::size_t c = 1; c + 2 <= r; ++c)
          for (std::uint32_t v : pairSets_[r - c]) repeatedThree_.insert(v ^ g_[c]);
      work += r;
    }
    merged_ = std::max(merged_, target);
    return work;
  }

  bool repeatedContains(std::uint32_t v) const {
    return spec_.repeatLast &&
           (repeatedOne_.contains(v) || repeatedTwo_.contains(v) || repeatedThree_.contains(v));
  }

  const SplitGameSpec& spec_;
  std::vector<std::uint32_t>& g_;
  StampSet seen_;
  StampSet pairScratch_;
  bool needPairSets_ = false;
  std::vector<std::vector<std::uint32_t>> pairSets_{1};
  FlagSet repeatedOne_, repeatedTwo_, repeatedThree_;
  std::size_t merged_ = 0;
  std::uint32_t mask_ = 0;
  std::vector<std::size_t> rare_;
  std::unique_ptr<ByteSparseKernel> bytes_;  ///< while every value is < 256 (sparse specs only)
  std::vector<std::uint32_t> direct_;

 public:
  std::size_t scanSteps_ = 0;
  std::size_t rareSteps_ = 0;
  std::size_t fullScans_ = 0;
};

bool isPowerOfTwo(std::size_t n) { return n != 0 && (n & (n - 1)) == 0; }

}  // namespace

std::uint32_t chooseSparseMask(const std::vector<std::uint32_t>& g, std::size_t& rareCount) {
  rareCount = g.size() > 1 ? g.size() - 1 : 0;
  if (g.size() < 2) return 0;
  std::uint32_t maxValue = 0;
  for (std::size_t n = 1; n < g.size(); ++n) maxValue = std::max(maxValue, g[n]);
  const int bits = std::min(11, std::max(1, static_cast<int>(std::bit_width(maxValue))));
  const std::uint32_t limit = (1u << bits);
  std::vector<std::size_t> count(limit, 0);
  for (std::size_t n = 1; n < g.size(); ++n) ++count[g[n] & (limit - 1)];
  std::uint32_t best = 0;
  for (std::uint32_t mask = 1; mask < limit; ++mask) {
    std::size_t rare = 0;
    for (std::uint32_t v = 0; v < limit; ++v)
      if (count[v] != 0 && !isCommon(v, mask)) rare += count[v];
    if (rare < rareCount) {
      rareCount = rare;
      best = mask;
    }
  }
  return best;
}

bool computeSplitGameValuesImpl(const SplitGameSpec& spec, std::vector<std::uint32_t>& g, std::size_t from,
                                std::size_t upTo, SplitEngine engine, bool (*stop)(void*, std::size_t),
                                void* stopContext, SplitGameStats* stats) {
  g.resize(upTo + 1);
  if (from < 1) {
    g[0] = 0;
    from = 1;
  }
  const bool sparseAllowed = engine != SplitEngine::Plain && spec.leaveThree.empty() && !spec.repeatLast &&
                             !spec.leaveTwo.empty();
  Engine e(spec, g, sparseAllowed);
  e.prime(from);
  const std::size_t firstMaskAt = engine == SplitEngine::Sparse ? 64 : 1024;
  bool sparseNow = false;
  std::size_t work = 0;
  bool usedSparse = false;
  for (std::size_t n = from; n <= upTo; ++n) {
    if (isPowerOfTwo(n) || work >= kWorkPerPoll) {
      work = 0;
      if (stop(stopContext, n)) {
        g.resize(n);
        return false;
      }
      if (sparseAllowed && n >= firstMaskAt) {
        const bool bad = e.mask() == 0 || e.rareCount() * 8 > n;
        if (isPowerOfTwo(n) && bad) {
          std::size_t rare = 0;
          const std::uint32_t mask = chooseSparseMask(std::vector<std::uint32_t>(g.begin(), g.begin() + n), rare);
          if (mask != 0) e.setMask(mask, n);
          sparseNow = mask != 0 && (engine == SplitEngine::Sparse || rare * 8 <= n);
        } else if (e.mask() != 0 && e.rareCount() * 8 <= n) {
          sparseNow = true;  // the mask kept has become good enough (it was not when chosen)
        }
      }
    }
    work += sparseNow ? e.stepSparse(n) : e.stepPlain(n);
    usedSparse = usedSparse || sparseNow;
    e.noteValue(n);
  }
  if (stats) {
    stats->usedSparse = usedSparse;
    stats->mask = e.mask();
    stats->rarePositions = e.rareCount();
    stats->scanSteps = e.scanSteps_;
    stats->rareSteps = e.rareSteps_;
    stats->fullScans = e.fullScans_;
  }
  return true;
}

}  // namespace gamelab
