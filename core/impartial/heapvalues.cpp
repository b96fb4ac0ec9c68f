#include "core/impartial/heapvalues.h"

#include "core/impartial/octalgame.h"
#include "core/impartial/octalperiod.h"
#include "core/impartial/sparsespace.h"

#include <algorithm>
#include <bit>
#include <map>
#include <new>
#include <string>

namespace gamelab {

namespace {

constexpr HeapSize kMaxHeap = 2000000000ull;

/// TooLarge HeapSizeTooLarge: values up to heap `upTo` were asked for, beyond kMaxHeap.
Error heapTooLarge(HeapSize upTo) {
  return makeProblemError(ErrorCode::TooLarge, Problem::HeapSizeTooLarge, {std::to_string(upTo), std::to_string(kMaxHeap)});
}

/// Multiset of values with counts and "least absent value" in O(log₆₄ capacity): a 64-ary tree
/// of bits, bit set = value present (level 0) / word full (levels above).
class MexTracker {
 public:
  explicit MexTracker(std::size_t capacity) {
    std::size_t words = capacity / 64 + 1;
    for (;;) {
      levels_.emplace_back(words, 0ull);
      if (words == 1) break;
      words = words / 64 + 1;
    }
    count_.assign(levels_[0].size() * 64, 0u);
  }
  void add(std::uint32_t v) {
    if (count_[v]++ == 0) setBit(v);
  }
  void remove(std::uint32_t v) {
    if (--count_[v] == 0) clearBit(v);
  }
  std::uint32_t mex() const {
    std::size_t index = 0;
    for (std::size_t level = levels_.size(); level-- > 0;) {
      const std::uint64_t w = levels_[level][index];
      index = index * 64 + static_cast<std::size_t>(std::countr_one(w));
    }
    return static_cast<std::uint32_t>(index);
  }

 private:
  void setBit(std::size_t v) {
    for (auto& level : levels_) {
      std::uint64_t& w = level[v / 64];
      w |= 1ull << (v % 64);
      if (w != ~0ull) return;
      v /= 64;
    }
  }
  void clearBit(std::size_t v) {
    for (auto& level : levels_) {
      std::uint64_t& w = level[v / 64];
      const bool wasFull = w == ~0ull;
      w &= ~(1ull << (v % 64));
      if (!wasFull) return;
      v /= 64;
    }
  }
  std::vector<std::vector<std::uint64_t>> levels_;
  std::vector<std::uint32_t> count_;
};

/// mex of a short list of values.
std::uint32_t smallMex(std::vector<std::uint32_t>& opts) {
  std::sort(opts.begin(), opts.end());
  std::uint32_t m = 0;
  for (std::uint32_t v : opts) {
    if (v == m) ++m;
    else if (v > m) break;
  }
  return m;
}

/// Polls cancel and reports progress every 2¹⁶ heaps.
struct Poller {
  const Progress& progress;
  const CancelToken& cancel;
  std::size_t total;
  bool poll(std::size_t n) const {
    if ((n & 0xFFFF) != 0) return false;
    progress.report(double(n) / double(total), "values");
    return cancel.isCancelled();
  }
};

Expected<std::vector<std::uint32_t>> sizeDependentValues(const HeapRule& rule, std::size_t upTo, const Poller& poller) {
  std::vector<std::uint32_t> g(upTo + 1, 0u);
  const bool imp = rule.impatient;
  std::vector<std::uint32_t> opts;
  switch (rule.kind) {
    case HeapRule::Kind::PowersOfTwo:
      for (std::size_t n = 1; n <= upTo; ++n) {
        if (poller.poll(n)) return stopError(poller.cancel);
        opts.clear();
        for (std::size_t s = 1; s <= n; s *= 2) opts.push_back(g[n - s]);
        if (imp) opts.push_back(0);
        g[n] = smallMex(opts);
      }
      break;
    case HeapRule::Kind::AtLeastHalf: {
      // Options: leave r in [0, ⌊n/2⌋]; 0 is always among them (so impatient changes nothing).
      MexTracker set(upTo + 2);
      std::size_t added = 0;  // g(0..added−1) are in the set
      for (std::size_t n = 1; n <= upTo; ++n) {
        if (poller.poll(n)) return stopError(poller.cancel);
        while (added <= n / 2) set.add(g[added++]);
        g[n] = set.mex();
      }
      break;
    }
    case HeapRule::Kind::AtMostHalf: {
      // Options: leave r in [⌈n/2⌉, n − 1].
      MexTracker set(upTo + 2);
      std::size_t lo = 1, hi = 1;  // the set holds g(lo..hi−1)
      for (std::size_t n = 1; n <= upTo; ++n) {
        if (poller.poll(n)) return stopError(poller.cancel);
        const std::size_t wantLo = (n + 1) / 2;
        while (hi < n) set.add(g[hi++]);
        while (lo < wantLo) set.remove(g[lo++]);
        if (imp) set.add(0);
        g[n] = set.mex();
        if (imp) set.remove(0);
      }
      break;
    }
    case HeapRule::Kind::DimPlus:
    case HeapRule::Kind::Aliquot: {
      // Smallest prime factor sieve, then every divisor c of n (c < n for Aliquot) leaves n − c.
      std::vector<std::uint32_t> spf(upTo + 1, 0u);
      for (std::size_t i = 2; i <= upTo; ++i) {
        if (spf[i] != 0) continue;
        for (std::size_t k = i; k <= upTo; k += i)
          if (spf[k] == 0) spf[k] = static_cast<std::uint32_t>(i);
        if ((i & 0xFFFF) == 0 && poller.cancel.isCancelled()) return stopError(poller.cancel);
      }
      std::vector<std::uint64_t> divisors;
      for (std::size_t n = 1; n <= upTo; ++n) {
        if (poller.poll(n)) return stopError(poller.cancel);
        divisors.assign(1, 1);
        std::size_t x = n;
        while (x > 1) {
          const std::size_t p = spf[x];
          std::size_t e = 0;
          while (x % p == 0) {
            x /= p;
            ++e;
          }
          const std::size_t count = divisors.size();
          std::uint64_t pk = 1;
          for (std::size_t k = 1; k <= e; ++k) {
            pk *= p;
            for (std::size_t i = 0; i < count; ++i) divisors.push_back(divisors[i] * pk);
          }
        }
        opts.clear();
        for (std::uint64_t c : divisors)
          if (rule.kind == HeapRule::Kind::DimPlus || c < n) opts.push_back(g[n - c]);
        if (imp) opts.push_back(0);
        g[n] = smallMex(opts);
      }
      break;
    }
    case HeapRule::Kind::EvenIfNotAll: {
      // Options: leave r ≡ n (mod 2), 1 <= r <= n − 2; and nothing when n is odd.
      MexTracker sets[2] = {MexTracker(upTo + 2), MexTracker(upTo + 2)};
      for (std::size_t n = 1; n <= upTo; ++n) {
        if (poller.poll(n)) return stopError(poller.cancel);
        MexTracker& set = sets[n % 2];
        if (n >= 3) set.add(g[n - 2]);
        const bool zero = imp || n % 2 == 1;
        if (zero) set.add(0);
        g[n] = set.mex();
        if (zero) set.remove(0);
      }
      break;
    }
    case HeapRule::Kind::TakeBreak:
    case HeapRule::Kind::Grundy: return makeError(ErrorCode::Internal, {"not a size-dependent rule"});
  }
  return g;
}

struct SplitResult {
  std::vector<std::uint32_t> g;
  std::optional<HeapPeriodicity> periodicity;
};

Expected<SplitResult> splitGameValues(const HeapRule& rule, const SplitGameSpec& spec, std::size_t upTo,
                                      const Progress& progress, const CancelToken& cancel) {
  SplitResult result;
  std::optional<PeriodTheorem> theorem;
  if (rule.kind == HeapRule::Kind::TakeBreak) theorem = periodTheorem(rule.code, rule.impatient);
  bool cancelled = false;
  std::size_t nextCheck = 64;
  auto stop = [&](std::size_t n) {
    if (cancel.isCancelled()) {
      cancelled = true;
      return true;
    }
    progress.report(double(n) / double(upTo + 1), "values");
    if (theorem && n >= nextCheck) {
      nextCheck = 2 * n;
      result.periodicity = findProvedPeriod(result.g.data(), n, *theorem);
      if (result.periodicity) return true;
    }
    return false;
  };
  result.g.assign(1, 0u);
  const bool complete = computeSplitGameValues(spec, result.g, 1, upTo, SplitEngine::Automatic, stop);
  if (cancelled) return stopError(cancel);
  if (complete) {
    if (theorem && !result.periodicity) result.periodicity = findProvedPeriod(result.g, *theorem);
  } else {
    // Proved periodic: fill the rest by the period in O(N).
    const std::size_t have = result.g.size();
    const std::size_t p = result.periodicity->period;
    result.g.resize(upTo + 1);
    for (std::size_t n = have; n <= upTo; ++n) result.g[n] = result.g[n - p];
  }
  return result;
}

/// Subtraction-like codes (no splits, no repeatLast) run through the same engine; this wrapper
/// keeps the values as 32-bit entries until the end.
Expected<HeapValues> toHeapValues(std::vector<std::uint32_t>&& g, std::optional<HeapPeriodicity> periodicity) {
  HeapValues out;
  out.values.assign(g.begin(), g.end());
  std::vector<std::uint32_t>().swap(g);
  out.periodicity = periodicity;
  return out;
}

}  // namespace

Expected<HeapValues> solveHeapValues(const HeapRule& rule, const HeapRangeOptions& options, const Progress& progress,
                                     const CancelToken& cancel) {
  const HeapSize upTo = options.upTo;
  if (upTo > kMaxHeap) return heapTooLarge(upTo);
  const auto n = static_cast<std::size_t>(upTo);
  try {
    if (auto spec = splitGameSpec(rule)) {
      auto r = splitGameValues(rule, *spec, n, progress, cancel);
      if (!r) return r.error();
      progress.report(1.0, "values");
      return toHeapValues(std::move(r->g), r->periodicity);
    }
    Poller poller{progress, cancel, n + 1};
    auto g = sizeDependentValues(rule, n, poller);
    if (!g) return g.error();
    progress.report(1.0, "values");
    return toHeapValues(std::move(*g), std::nullopt);
  } catch (const std::bad_alloc&) {
    return makeProblemError(ErrorCode::TooLarge, Problem::OutOfMemoryForHeaps, {std::to_string(upTo)});
  }
}

namespace {

using Heaps = std::vector<std::uint32_t>;

/// Misère outcomes of sums of heaps of a splitting rule by an iterative memoised search.
class MisereSearch {
 public:
  MisereSearch(const HeapRule& rule, const CancelToken& cancel) : rule_(rule), cancel_(cancel) {}

  static constexpr std::size_t kMaxStates = std::size_t(1) << 21;

  /// true = N (the player to move wins), false = P; nullopt on cancel or too many states.
  std::optional<bool> outcome(const Heaps& start) {
    struct Frame {
      Heaps position;
      std::vector<Heaps> children;
      std::size_t next = 0;
    };
    if (auto it = memo_.find(start); it != memo_.end()) return it->second;
    std::vector<Frame> stack;
    stack.push_back({start, children(start), 0});
    while (!stack.empty()) {
      if (memo_.size() > kMaxStates) {
        tooLarge_ = true;
        return std::nullopt;
      }
      if ((++steps_ & 0x3FF) == 0 && cancel_.isCancelled()) return std::nullopt;
      Frame& top = stack.back();
      if (top.children.empty() && top.next == 0) {  // misère: no move = the mover wins
        memo_[top.position] = true;
        stack.pop_back();
        continue;
      }
      bool decided = false;
      bool pushed = false;
      while (top.next < top.children.size()) {
        const Heaps& child = top.children[top.next];
        auto it = memo_.find(child);
        if (it == memo_.end()) {
          Heaps c = child;
          auto grand = children(c);
          stack.push_back({std::move(c), std::move(grand), 0});
          pushed = true;
          break;
        }
        if (!it->second) {  // a move to a P-position
          memo_[top.position] = true;
          decided = true;
          break;
        }
        ++top.next;
      }
      if (pushed) continue;
      if (!decided) memo_[stack.back().position] = false;
      stack.pop_back();
    }
    return memo_.at(start);
  }

  bool tooLarge() const { return tooLarge_; }

 private:
  bool dead(std::uint32_t h) {
    if (h >= deadKnown_.size()) deadKnown_.resize(h + 1, -1);
    if (deadKnown_[h] < 0) deadKnown_[h] = heapMoveParts(rule_, h).empty() ? 1 : 0;
    return deadKnown_[h] == 1;
  }

  std::vector<Heaps> children(const Heaps& position) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < position.size(); ++i) {
      if (i > 0 && position[i] == position[i - 1]) continue;
      for (const auto& parts : heapMoveParts(rule_, position[i])) {
        Heaps next;
        for (std::size_t k = 0; k < position.size(); ++k)
          if (k != i) next.push_back(position[k]);
        for (std::uint32_t p : parts)
          if (!dead(p)) next.push_back(p);
        std::sort(next.begin(), next.end());
        out.push_back(std::move(next));
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

  const HeapRule& rule_;
  const CancelToken& cancel_;
  std::map<Heaps, bool> memo_;
  std::vector<int> deadKnown_;
  std::size_t steps_ = 0;
  bool tooLarge_ = false;
};

}  // namespace

Expected<std::vector<Outcome>> solveMisereHeapOutcomes(const HeapRule& rule, const HeapRangeOptions& options,
                                                       const Progress&, const CancelToken& cancel) {
  const HeapSize upTo = options.upTo;
  if (upTo > kMaxHeap) return heapTooLarge(upTo);
  const auto size = static_cast<std::size_t>(upTo);
  std::vector<Outcome> out(size + 1, Outcome::N);
  if (!ruleSplits(rule)) {
    // One heap stays one heap: backward induction; no move = the mover wins (N).
    std::vector<char> isP(size + 1, 0);
    for (std::size_t n = 0; n <= size; ++n) {
      if (((n & 0x3FF) == 0 || n > 100000) && cancel.isCancelled()) return stopError(cancel);
      const auto moves = heapMoveParts(rule, static_cast<std::uint32_t>(n));
      bool toP = false;
      for (const auto& parts : moves) {
        const std::size_t r = parts.empty() ? 0 : parts[0];
        if (isP[r]) {
          toP = true;
          break;
        }
      }
      isP[n] = (!moves.empty() && !toP) ? 1 : 0;
      out[n] = isP[n] ? Outcome::P : Outcome::N;
    }
    return out;
  }
  MisereSearch search(rule, cancel);
  for (std::size_t n = 0; n <= size; ++n) {
    const Heaps start = n == 0 ? Heaps{} : Heaps{static_cast<std::uint32_t>(n)};
    const auto o = search.outcome(start);
    if (!o) {
      if (search.tooLarge())
        return makeProblemError(ErrorCode::TooLarge, Problem::MisereTooManyPositions,
                                {std::to_string(upTo), std::to_string(MisereSearch::kMaxStates)});
      return stopError(cancel);
    }
    out[n] = *o ? Outcome::N : Outcome::P;
  }
  return out;
}

}  // namespace gamelab
