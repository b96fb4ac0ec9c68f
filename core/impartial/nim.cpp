#include "core/impartial/nim.h"

#include <algorithm>
#include <bit>
#include <set>
#include <utility>

namespace gamelab {

Nimber nimSum(const std::vector<HeapSize>& heaps) {
  Nimber s = 0;
  for (HeapSize x : heaps) s ^= x;
  return s;
}

std::vector<NimMove> nimWinningMoves(const std::vector<HeapSize>& heaps, PlayConvention convention) {
  std::vector<NimMove> moves;
  const Nimber s = nimSum(heaps);
  std::size_t big = 0, ones = 0, bigIndex = 0;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if (heaps[i] >= 2) {
      ++big;
      bigIndex = i;
    } else if (heaps[i] == 1) {
      ++ones;
    }
  }
  if (convention == PlayConvention::Misere && big <= 1) {
    if (big == 1) {
      // Bouton: leave an odd number of heaps of size 1.
      moves.push_back({bigIndex, ones % 2 == 1 ? HeapSize{0} : HeapSize{1}});
    } else if (ones % 2 == 0) {
      for (std::size_t i = 0; i < heaps.size(); ++i)
        if (heaps[i] == 1) moves.push_back({i, 0});
    }
    return moves;
  }
  // Normal play, and misère with two or more heaps >= 2 (a heap >= 2 remains after any move).
  if (s == 0) return moves;
  for (std::size_t i = 0; i < heaps.size(); ++i)
    if ((heaps[i] ^ s) < heaps[i]) moves.push_back({i, heaps[i] ^ s});
  return moves;
}

Outcome nimOutcome(const std::vector<HeapSize>& heaps, PlayConvention convention) {
  const Nimber s = nimSum(heaps);
  if (convention == PlayConvention::Normal) return s == 0 ? Outcome::P : Outcome::N;
  const bool anyBig = std::any_of(heaps.begin(), heaps.end(), [](HeapSize x) { return x >= 2; });
  if (anyBig) return s == 0 ? Outcome::P : Outcome::N;
  const auto ones = std::count(heaps.begin(), heaps.end(), HeapSize{1});
  return ones % 2 == 1 ? Outcome::P : Outcome::N;
}

bool isMooreP(const std::vector<HeapSize>& heaps, int k) {
  if (k < 1) k = 1;
  const std::uint64_t modulus = static_cast<std::uint64_t>(k) + 1;
  for (int bit = 0; bit < 64; ++bit) {
    std::uint64_t count = 0;
    for (HeapSize x : heaps) count += (x >> bit) & 1;
    if (count % modulus != 0) return false;
  }
  return true;
}

namespace {

/// Constructive search for Nim_k moves to P: the changed heaps `chosen` get new values bit by
/// bit from the top; a changed heap is "tight" while its prefix equals the old one. At every bit
/// the column (unchanged heaps + changed heaps) must be 0 mod (k+1); as at most k heaps change,
/// the number of changed heaps with a 1 is determined.
struct MooreSearch {
  const std::vector<HeapSize>& heaps;
  std::uint64_t modulus;
  std::size_t limit;
  std::vector<std::vector<HeapSize>>& results;
  std::set<std::vector<std::pair<HeapSize, HeapSize>>>& seen;
  std::uint64_t budget;

  std::vector<std::size_t> chosen;
  std::vector<HeapSize> value;   // new values (prefix) of the chosen heaps
  std::vector<char> tight;
  std::vector<std::uint64_t> columnRest;  // per bit: count of 1s among unchanged heaps

  void record() {
    std::vector<std::pair<HeapSize, HeapSize>> key;
    for (std::size_t j = 0; j < chosen.size(); ++j) key.emplace_back(heaps[chosen[j]], value[j]);
    std::sort(key.begin(), key.end());
    if (!seen.insert(key).second) return;
    std::vector<HeapSize> sizes = heaps;
    for (std::size_t j = 0; j < chosen.size(); ++j) sizes[chosen[j]] = value[j];
    results.push_back(std::move(sizes));
  }

  bool done() const { return results.size() >= limit || budget == 0; }

  // Choose the bits at position `bit` of chosen heaps j >= from, needing `need` more ones.
  void assign(int bit, std::size_t j, std::uint64_t need) {
    if (done()) return;
    --budget;
    if (j == chosen.size()) {
      if (need == 0) descend(bit - 1);
      return;
    }
    if (chosen.size() - j < need) return;
    const HeapSize old = heaps[chosen[j]];
    const bool oldBit = (old >> bit) & 1;
    const HeapSize saveValue = value[j];
    const char saveTight = tight[j];
    // bit 1
    if (need > 0 && (!tight[j] || oldBit)) {
      value[j] = saveValue | (HeapSize{1} << bit);
      assign(bit, j + 1, need - 1);
      value[j] = saveValue;
    }
    // bit 0
    value[j] = saveValue;
    if (tight[j] && oldBit) tight[j] = 0;
    assign(bit, j + 1, need);
    tight[j] = saveTight;
    value[j] = saveValue;
  }

  void descend(int bit) {
    if (done()) return;
    if (bit < 0) {
      for (char t : tight)
        if (t) return;
      record();
      return;
    }
    const std::uint64_t rest = columnRest[static_cast<std::size_t>(bit)] % modulus;
    const std::uint64_t need = rest == 0 ? 0 : modulus - rest;
    if (need > chosen.size()) return;
    assign(bit, 0, need);
  }
};

}  // namespace

std::vector<std::vector<HeapSize>> mooreWinningMoves(const std::vector<HeapSize>& heaps, int k, std::size_t limit) {
  std::vector<std::vector<HeapSize>> results;
  if (k < 1) k = 1;
  if (limit == 0 || isMooreP(heaps, k)) return results;
  std::set<std::vector<std::pair<HeapSize, HeapSize>>> seen;
  int topBit = 0;
  for (HeapSize x : heaps)
    if (x) topBit = std::max(topBit, static_cast<int>(std::bit_width(x)) - 1);
  const std::size_t n = heaps.size();
  const std::size_t maxChanged = std::min<std::size_t>(n, static_cast<std::size_t>(k));
  MooreSearch search{heaps, static_cast<std::uint64_t>(k) + 1, limit, results, seen, 20000000, {}, {}, {}, {}};
  // Enumerate sets of 1..k non-empty heaps to change, smallest sets first.
  std::vector<std::size_t> candidates;
  for (std::size_t i = 0; i < n; ++i)
    if (heaps[i] > 0) candidates.push_back(i);
  for (std::size_t size = 1; size <= maxChanged && !search.done(); ++size) {
    if (size > candidates.size()) break;
    std::vector<std::size_t> idx(size);
    for (std::size_t j = 0; j < size; ++j) idx[j] = j;
    while (!search.done()) {
      search.chosen.clear();
      for (std::size_t j : idx) search.chosen.push_back(candidates[j]);
      search.value.assign(size, 0);
      search.tight.assign(size, 1);
      search.columnRest.assign(static_cast<std::size_t>(topBit) + 1, 0);
      for (std::size_t i = 0; i < n; ++i) {
        if (std::find(search.chosen.begin(), search.chosen.end(), i) != search.chosen.end()) continue;
        for (int b = 0; b <= topBit; ++b) search.columnRest[static_cast<std::size_t>(b)] += (heaps[i] >> b) & 1;
      }
      search.descend(topBit);
      // next combination
      std::size_t j = size;
      while (j > 0 && idx[j - 1] == candidates.size() - size + (j - 1)) --j;
      if (j == 0) break;
      ++idx[j - 1];
      for (std::size_t t = j; t < size; ++t) idx[t] = idx[t - 1] + 1;
    }
  }
  return results;
}

Nimber staircaseValue(const std::vector<HeapSize>& coins) {
  Nimber s = 0;
  for (std::size_t j = 0; j < coins.size(); j += 2) s ^= coins[j];
  return s;
}

}  // namespace gamelab
