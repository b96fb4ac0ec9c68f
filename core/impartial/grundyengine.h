#pragma once
/// A generic memoised Sprague–Grundy engine (source 000 §1.3.2) for a finite impartial game given
/// by a successor function: g(x) = mex{ g(y) : y ∈ F(x) } in normal play, and the win/loss label in
/// misère play (a terminal position is a win for the player to move). The search is ITERATIVE
/// (an explicit stack, so play of any length is fine), memoised across calls, cancellable, and
/// bounded by a state limit. Intended for brute force: misère play of small positions and
/// cross-checks of closed forms.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/nimber.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gamelab {

/// Default bound on the number of memoised states of one engine.
inline constexpr std::size_t kDefaultGrundyStateLimit = std::size_t{1} << 22;

/// State: any copyable type with Hash and Eq. Successors(state, out) appends every follower of
/// `state` to `out` (which it receives empty). The game must be finite and acyclic from every
/// position asked about; a cycle is reported as InvalidArgument GameHasCycle.
template <class State, class Hash = std::hash<State>, class Eq = std::equal_to<State>>
class GrundyEngine {
 public:
  using Successors = std::function<void(const State&, std::vector<State>&)>;

  explicit GrundyEngine(Successors successors, std::size_t stateLimit = kDefaultGrundyStateLimit)
      : successors_(std::move(successors)), stateLimit_(stateLimit) {}

  /// The normal-play Grundy value. Errors: TooLarge TooManyPositions {limit}; Cancelled /
  /// Timeout; InvalidArgument GameHasCycle.
  Expected<Nimber> value(const State& state, const CancelToken& cancel = CancelToken::none()) {
    return solve(normal_, state, false, cancel);
  }

  /// P or N under `convention` (same errors as value()).
  Expected<Outcome> outcome(const State& state, PlayConvention convention,
                            const CancelToken& cancel = CancelToken::none()) {
    auto v = convention == PlayConvention::Normal ? solve(normal_, state, false, cancel)
                                                  : solve(misere_, state, true, cancel);
    if (!v) return v.error();
    return *v == 0 ? Outcome::P : Outcome::N;
  }

  /// The followers of `state` that are P-positions under `convention`, in successor order.
  Expected<std::vector<State>> winningMoves(const State& state, PlayConvention convention,
                                            const CancelToken& cancel = CancelToken::none()) {
    std::vector<State> followers;
    successors_(state, followers);
    std::vector<State> winning;
    for (const State& f : followers) {
      auto o = outcome(f, convention, cancel);
      if (!o) return o.error();
      if (*o == Outcome::P) winning.push_back(f);
    }
    return winning;
  }

  /// The followers of `state` (as the successor function lists them).
  std::vector<State> followers(const State& state) const {
    std::vector<State> out;
    successors_(state, out);
    return out;
  }

  /// Memoised states (normal and misère tables together).
  std::size_t stateCount() const { return normal_.size() + misere_.size(); }
  void clear() {
    normal_.clear();
    misere_.clear();
  }

 private:
  using Memo = std::unordered_map<State, Nimber, Hash, Eq>;
  static constexpr Nimber kInProgress = std::numeric_limits<Nimber>::max();

  struct Frame {
    State state;
    std::vector<State> children;
    std::size_t next = 0;
  };

  /// Misère table values: 1 = the player to move wins (N), 0 = P.
  Expected<Nimber> solve(Memo& memo, const State& root, bool misere, const CancelToken& cancel) {
    if (auto it = memo.find(root); it != memo.end() && it->second != kInProgress) return it->second;
    std::vector<Frame> stack;
    auto fail = [&](Error e) -> Expected<Nimber> {
      for (const Frame& f : stack) memo.erase(f.state);
      return e;
    };
    auto push = [&](const State& s) -> bool {
      if (memo.size() >= stateLimit_) return false;
      memo.emplace(s, kInProgress);
      Frame f{s, {}, 0};
      successors_(s, f.children);
      stack.push_back(std::move(f));
      return true;
    };
    if (!push(root)) return fail(tooManyStates());
    std::size_t steps = 0;
    std::vector<Nimber> values;
    while (!stack.empty()) {
      if ((++steps & 0x3ff) == 0 && cancel.isCancelled())
        return fail(stopError(cancel));
      Frame& top = stack.back();
      bool descended = false;
      while (top.next < top.children.size()) {
        const State& child = top.children[top.next];
        auto it = memo.find(child);
        if (it == memo.end()) {
          State copy = child;  // `top` may move when the stack grows
          if (!push(copy)) return fail(tooManyStates());
          descended = true;
          break;
        }
        if (it->second == kInProgress) return fail(makeProblemError(ErrorCode::InvalidArgument, Problem::GameHasCycle));
        ++top.next;
      }
      if (descended) continue;
      Nimber result = 0;
      if (misere) {
        result = top.children.empty() ? 1 : 0;
        for (const State& c : top.children)
          if (memo.find(c)->second == 0) { result = 1; break; }
      } else {
        values.clear();
        for (const State& c : top.children) values.push_back(memo.find(c)->second);
        result = mex(values);
      }
      memo[top.state] = result;
      stack.pop_back();
    }
    return memo.find(root)->second;
  }

  Error tooManyStates() const {
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPositions, {std::to_string(stateLimit_)});
  }

  Successors successors_;
  std::size_t stateLimit_;
  Memo normal_;
  Memo misere_;
};

// --- heap sums ------------------------------------------------------------------------------

/// A sum of heaps as a multiset: sizes sorted non-increasing, zeros dropped.
using HeapMultiset = std::vector<HeapSize>;

struct HeapMultisetHash {
  std::size_t operator()(const HeapMultiset& heaps) const noexcept;
};

/// Sorts non-increasing and drops empty heaps.
HeapMultiset canonicalHeaps(std::vector<HeapSize> heaps);

/// An engine whose states are sums of heaps all under `rule` (followers from heapOptions,
/// canonicalised). Suitable for heaps a board shows (brute force; the state limit applies).
GrundyEngine<HeapMultiset, HeapMultisetHash> makeHeapSumEngine(const HeapRule& rule,
                                                               std::size_t stateLimit = kDefaultGrundyStateLimit);

/// Brute-force outcome of a sum of heaps under one rule (normal or misère). Errors as
/// GrundyEngine::outcome.
Expected<Outcome> bruteForceHeapOutcome(const HeapRule& rule, const std::vector<HeapSize>& heaps,
                                        PlayConvention convention,
                                        std::size_t stateLimit = kDefaultGrundyStateLimit,
                                        const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
