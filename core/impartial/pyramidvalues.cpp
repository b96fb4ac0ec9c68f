#include "core/impartial/pyramidvalues.h"

#include <algorithm>
#include <climits>

namespace gamelab {

namespace {

using Key = PyramidValueTable::Key;

/// Where the count of runs of length i lives: word (0 = lo, 1 = hi), shift and width. The widths
/// hold the most runs of each length that 120 rows of <= 12 sticks can have (720, 480, 360,
/// 240, 240, then 120): lo holds lengths 1, 2, 3, 6..10 (63 bits), hi lengths 4, 5, 11, 12.
struct Field {
  int word, shift, bits;
};
constexpr std::array<Field, kPyramidMaxRun + 1> kFields{{{0, 0, 0},
                                                          {0, 0, 10},
                                                          {0, 10, 9},
                                                          {0, 19, 9},
                                                          {1, 0, 8},
                                                          {1, 8, 8},
                                                          {0, 28, 7},
                                                          {0, 35, 7},
                                                          {0, 42, 7},
                                                          {0, 49, 7},
                                                          {0, 56, 7},
                                                          {1, 16, 7},
                                                          {1, 23, 7}}};

Key unitKey(int i) {
  Key k;
  if (i < 1) return k;
  const Field& f = kFields[static_cast<std::size_t>(i)];
  if (f.word == 0) k.lo = std::uint64_t(1) << f.shift;
  else k.hi = std::uint32_t(1) << f.shift;
  return k;
}

const std::array<Key, kPyramidMaxRun + 1>& units() {
  static const auto table = [] {
    std::array<Key, kPyramidMaxRun + 1> u{};
    for (int i = 0; i <= kPyramidMaxRun; ++i) u[static_cast<std::size_t>(i)] = unitKey(i);
    return u;
  }();
  return table;
}

int countOf(const Key& k, int i) {
  const Field& f = kFields[static_cast<std::size_t>(i)];
  const std::uint64_t word = f.word == 0 ? k.lo : k.hi;
  return int((word >> f.shift) & ((std::uint64_t(1) << f.bits) - 1));
}

/// The counts that decide the outcome, kept incrementally along a move.
struct Summary {
  int xorLengths = 0, runs = 0, bigRuns = 0;
  bool losing() const { return bigRuns > 0 ? xorLengths == 0 : (runs & 1) == 1; }
  Summary after(const PyramidMove& m) const {
    return {xorLengths ^ m.n ^ m.a ^ m.b, runs - 1 + (m.a > 0) + (m.b > 0),
            bigRuns - (m.n >= 2) + (m.a >= 2) + (m.b >= 2)};
  }
};

Summary summaryOf(const Key& k) {
  Summary s;
  for (int i = 1; i <= kPyramidMaxRun; ++i) {
    const int c = countOf(k, i);
    s.runs += c;
    if (c & 1) s.xorLengths ^= i;
    if (i >= 2) s.bigRuns += c;
  }
  return s;
}

Key childKey(const Key& k, const PyramidMove& m) {
  const auto& u = units();
  const Key& rn = u[static_cast<std::size_t>(m.n)];
  const Key& ra = u[static_cast<std::size_t>(m.a)];
  const Key& rb = u[static_cast<std::size_t>(m.b)];
  return {k.lo - rn.lo + ra.lo + rb.lo, static_cast<std::uint32_t>(k.hi - rn.hi + ra.hi + rb.hi)};
}

std::size_t hashOf(const Key& k) {
  std::uint64_t h = k.lo * 0x9E3779B97F4A7C15ull ^ (k.hi + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull;
  h ^= h >> 31;
  return static_cast<std::size_t>(h);
}

/// A child still to evaluate.
struct Child {
  Key key;
  Summary sum;
};

/// A search frame: the position, its outcome, its children (a range of the shared child list,
/// listed and prefetched when the frame opens), the next child and the value so far (min of
/// 1 + D over moves to lost positions for a win, max of W over all moves for a loss).
struct Frame {
  Key key;
  bool lose = false;
  std::size_t begin = 0, next = 0, end = 0;
  int acc = 0;
};

}  // namespace

const std::vector<PyramidMove>& pyramidMoves(int n) {
  static const auto table = [] {
    std::array<std::vector<PyramidMove>, kPyramidMaxRun + 1> t;
    for (int len = 1; len <= kPyramidMaxRun; ++len)
      for (int u2 = 1; 2 * u2 < len + 2; ++u2)
        for (int u3 = u2; u3 <= len - u2 + 1; ++u3)
          t[static_cast<std::size_t>(len)].push_back({len, u2, u3, u2 - 1, len - u3});
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

namespace {

/// The decisions on a run of length n whose lengths n ⊕ a ⊕ b equal x (x < 16): from a position
/// with at least two runs of length >= 2 exactly these can reach a lost position (xor 0).
const std::vector<PyramidMove>& movesWithXor(int n, int x) {
  static const auto table = [] {
    std::array<std::array<std::vector<PyramidMove>, 16>, kPyramidMaxRun + 1> t;
    for (int len = 1; len <= kPyramidMaxRun; ++len)
      for (const PyramidMove& m : pyramidMoves(len))
        t[static_cast<std::size_t>(len)][static_cast<std::size_t>(m.n ^ m.a ^ m.b)].push_back(m);
    return t;
  }();
  return table[static_cast<std::size_t>(n)][static_cast<std::size_t>(x)];
}

}  // namespace

bool pyramidLosing(const PyramidCounts& c) {
  Summary s;
  for (int i = 1; i <= kPyramidMaxRun; ++i) {
    const int k = c[static_cast<std::size_t>(i)];
    s.runs += k;
    if (k & 1) s.xorLengths ^= i;
    if (i >= 2) s.bigRuns += k;
  }
  return s.losing();
}

PyramidValueTable::PyramidValueTable(const CancelToken& cancel) : cancel_(cancel) {
  slots_.assign(1u << 12, Slot{});
}

int PyramidValueTable::find(const Key& k) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hashOf(k) & mask;; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (s.lo == k.lo && s.hi == k.hi) return s.value;
    if (s.lo == 0 && s.hi == 0) return -1;
  }
}

void PyramidValueTable::prefetch(const Key& k) const {
  __builtin_prefetch(&slots_[hashOf(k) & (slots_.size() - 1)]);
}

void PyramidValueTable::insert(const Key& k, int v) {
  if (2 * (used_ + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = hashOf(k) & mask;
  while (!(slots_[i].lo == 0 && slots_[i].hi == 0) && !(slots_[i].lo == k.lo && slots_[i].hi == k.hi))
    i = (i + 1) & mask;
  if (slots_[i].lo == 0 && slots_[i].hi == 0) ++used_;
  slots_[i] = {k.lo, k.hi, v};
}

void PyramidValueTable::grow() {
  std::vector<Slot> old(2 * slots_.size(), Slot{});
  old.swap(slots_);
  used_ = 0;
  for (const Slot& s : old)
    if (s.lo != 0 || s.hi != 0) insert({s.lo, s.hi}, s.value);
}

int PyramidValueTable::value(const PyramidCounts& c) {
  Key k;
  const auto& u = units();
  for (int i = 1; i <= kPyramidMaxRun; ++i) {
    const std::uint64_t n = c[static_cast<std::size_t>(i)];
    k.lo += n * u[static_cast<std::size_t>(i)].lo;
    k.hi += n * u[static_cast<std::size_t>(i)].hi;
  }
  return solve(k);
}

int PyramidValueTable::solve(const Key& root) {
  if (cancelled_) return -1;
  if (root == Key{}) return INT_MAX;
  const Key single = units()[1];
  if (root == single) return 0;  // lost: must take the last stick
  if (const int v = find(root); v >= 0) return v;
  std::vector<Frame> stack;
  std::vector<Child> children;
  const auto open = [&](const Key& k, const Summary& s) {
    const bool lose = s.losing();
    // A won position with two runs >= 2 keeps one after any move: only xor-0 children are lost.
    const bool byXor = !lose && s.bigRuns >= 2;
    const std::size_t begin = children.size();
    for (int n = 1; n <= kPyramidMaxRun; ++n) {
      if (countOf(k, n) == 0) continue;
      for (const PyramidMove& m : byXor ? movesWithXor(n, s.xorLengths) : pyramidMoves(n)) {
        if (s.runs == 1 && n >= 2 && m.a == 0 && m.b == 0) continue;  // no self-losing removal
        const Summary cs = s.after(m);
        if (!lose && !cs.losing()) continue;  // a win moves to lost positions only
        const Key ck = childKey(k, m);
        prefetch(ck);
        children.push_back({ck, cs});
      }
    }
    stack.push_back({k, lose, begin, begin, children.size(), lose ? 0 : INT_MAX});
  };
  open(root, summaryOf(root));
  int result = -1;
  while (!stack.empty()) {
    if ((++steps_ & 0xFFF) == 0 && cancel_.isCancelled()) {
      cancelled_ = true;
      return -1;
    }
    Frame& f = stack.back();
    if (result >= 0) {  // a child just finished
      f.acc = f.lose ? std::max(f.acc, result) : std::min(f.acc, 1 + result);
      result = -1;
    }
    bool descended = false;
    while (f.next < f.end && (f.lose || f.acc != 1)) {
      const Child c = children[f.next++];
      const int v = c.key == single ? 0 : find(c.key);
      if (v >= 0) {
        f.acc = f.lose ? std::max(f.acc, v) : std::min(f.acc, 1 + v);
        continue;
      }
      open(c.key, c.sum);  // invalidates f
      descended = true;
      break;
    }
    if (descended) continue;
    result = f.acc;
    insert(f.key, result);
    children.resize(f.begin);
    stack.pop_back();
  }
  return result;
}

}  // namespace gamelab
