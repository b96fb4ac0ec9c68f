#include "core/strategic/bicliques.h"

#include <algorithm>
#include <bit>
#include <unordered_set>

namespace gamelab::detail {
namespace {

/// A set of right vertices as bit words.
using Bits = std::vector<std::uint64_t>;

struct BitsHash {
  std::size_t operator()(const Bits& bits) const {
    std::size_t h = 0x9e3779b97f4a7c15ULL;
    for (const auto w : bits) h = (h ^ w) * 0x100000001b3ULL + (h >> 29);
    return h;
  }
};

bool isEmpty(const Bits& bits) {
  return std::all_of(bits.begin(), bits.end(), [](std::uint64_t w) { return w == 0; });
}

bool isSubset(const Bits& a, const Bits& b) {
  for (std::size_t k = 0; k < a.size(); ++k)
    if ((a[k] & ~b[k]) != 0) return false;
  return true;
}

std::vector<std::size_t> members(const Bits& bits) {
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < bits.size(); ++k) {
    std::uint64_t w = bits[k];
    while (w != 0) {
      out.push_back(k * 64 + static_cast<std::size_t>(std::countr_zero(w)));
      w &= w - 1;
    }
  }
  return out;
}

}  // namespace

std::optional<std::vector<Biclique>> maximalBicliques(std::size_t left, std::size_t right,
                                                      const std::vector<std::pair<std::size_t, std::size_t>>& edges,
                                                      const CancelToken& cancel) {
  const std::size_t words = (right + 63) / 64;
  std::vector<Bits> neighbours(left, Bits(words, 0));
  for (const auto& [l, r] : edges) neighbours[l][r / 64] |= std::uint64_t{1} << (r % 64);

  // Closed right sets = nonempty intersections of neighbourhoods of nonempty left sets.
  std::unordered_set<Bits, BitsHash> closed;
  std::vector<Bits> order;  // insertion order, so that new sets are intersected too
  for (std::size_t l = 0; l < left; ++l) {
    if (cancel.isCancelled()) return std::nullopt;
    const Bits& mine = neighbours[l];
    if (isEmpty(mine)) continue;
    const std::size_t before = order.size();
    std::vector<Bits> fresh;
    if (closed.insert(mine).second) fresh.push_back(mine);
    for (std::size_t k = 0; k < before; ++k) {
      if ((k & 1023) == 0 && cancel.isCancelled()) return std::nullopt;
      Bits meet = order[k];
      for (std::size_t w = 0; w < words; ++w) meet[w] &= mine[w];
      if (isEmpty(meet)) continue;
      if (closed.insert(meet).second) fresh.push_back(std::move(meet));
    }
    for (auto& f : fresh) order.push_back(std::move(f));
  }

  std::vector<Biclique> result;
  result.reserve(order.size());
  for (const Bits& rightSet : order) {
    if (cancel.isCancelled()) return std::nullopt;
    Biclique b;
    for (std::size_t l = 0; l < left; ++l)
      if (isSubset(rightSet, neighbours[l])) b.left.push_back(l);
    b.right = members(rightSet);
    result.push_back(std::move(b));
  }
  std::sort(result.begin(), result.end(), [](const Biclique& a, const Biclique& b) {
    return a.left != b.left ? a.left < b.left : a.right < b.right;
  });
  return result;
}

}  // namespace gamelab::detail
