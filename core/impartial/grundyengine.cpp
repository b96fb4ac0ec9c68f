#include "core/impartial/grundyengine.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>

namespace gamelab {

std::size_t HeapMultisetHash::operator()(const HeapMultiset& heaps) const noexcept {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ heaps.size();
  for (HeapSize x : heaps) {
    h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdULL;
  }
  return static_cast<std::size_t>(h ^ (h >> 33));
}

HeapMultiset canonicalHeaps(std::vector<HeapSize> heaps) {
  heaps.erase(std::remove(heaps.begin(), heaps.end(), HeapSize{0}), heaps.end());
  std::sort(heaps.begin(), heaps.end(), std::greater<>());
  return heaps;
}

GrundyEngine<HeapMultiset, HeapMultisetHash> makeHeapSumEngine(const HeapRule& rule, std::size_t stateLimit) {
  // Options of one heap size are cached: the same sizes recur in many sums.
  auto cache = std::make_shared<std::map<HeapSize, std::vector<HeapOption>>>();
  auto successors = [rule, cache](const HeapMultiset& heaps, std::vector<HeapMultiset>& out) {
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (i > 0 && heaps[i] == heaps[i - 1]) continue;  // equal heaps give the same followers
      auto it = cache->find(heaps[i]);
      if (it == cache->end()) it = cache->emplace(heaps[i], heapOptions(rule, heaps[i])).first;
      for (const HeapOption& option : it->second) {
        HeapMultiset next;
        next.reserve(heaps.size() + option.parts.size());
        for (std::size_t j = 0; j < heaps.size(); ++j)
          if (j != i) next.push_back(heaps[j]);
        next.insert(next.end(), option.parts.begin(), option.parts.end());
        out.push_back(canonicalHeaps(std::move(next)));
      }
    }
  };
  return GrundyEngine<HeapMultiset, HeapMultisetHash>(successors, stateLimit);
}

Expected<Outcome> bruteForceHeapOutcome(const HeapRule& rule, const std::vector<HeapSize>& heaps,
                                        PlayConvention convention, std::size_t stateLimit,
                                        const CancelToken& cancel) {
  auto engine = makeHeapSumEngine(rule, stateLimit);
  return engine.outcome(canonicalHeaps(heaps), convention, cancel);
}

}  // namespace gamelab
