// Exhaustive P/N search over the followers of a position (misère play of small positions, and
// a cross-check of normal play in tests): iterative, memoised by a canonical key.
#include "core/impartial/playdetail.h"

#include <algorithm>
#include <unordered_map>

namespace gamelab::playdetail {
namespace {

void appendNumbers(std::string& out, std::vector<std::uint64_t> values, bool sortThem) {
  if (sortThem) std::sort(values.begin(), values.end());
  for (auto v : values) {
    out += std::to_string(v);
    out.push_back(',');
  }
  out.push_back(';');
}

std::string bits(const std::vector<bool>& heads) {
  std::string out(heads.size(), '0');
  for (std::size_t i = 0; i < heads.size(); ++i)
    if (heads[i]) out[i] = '1';
  return out;
}

}  // namespace

std::string positionKey(const ImpartialPosition& position) {
  std::string out;
  std::visit(
      [&](const auto& p) {
        using P = std::decay_t<decltype(p)>;
        if constexpr (std::is_same_v<P, HeapPosition>) {
          out = "h" + std::to_string(static_cast<int>(p.variant)) + ":" + std::to_string(p.mooreK) + ":";
          if (p.variant == HeapPosition::Variant::Staircase) {
            std::vector<std::uint64_t> steps(p.heaps.begin(), p.heaps.end());
            while (!steps.empty() && steps.back() == 0) steps.pop_back();
            appendNumbers(out, steps, false);
          } else if (p.rules.size() == 1) {
            std::vector<std::uint64_t> heaps;
            for (HeapSize h : p.heaps)
              if (h > 0) heaps.push_back(h);
            appendNumbers(out, heaps, true);
          } else {
            std::vector<std::string> items;
            for (std::size_t i = 0; i < p.heaps.size(); ++i)
              if (p.heaps[i] > 0) items.push_back(p.rules[i].spec() + "=" + std::to_string(p.heaps[i]));
            std::sort(items.begin(), items.end());
            for (const auto& item : items) out += item + ";";
          }
        } else if constexpr (std::is_same_v<P, NimblePosition>) {
          out = "n" + std::to_string(p.mooreK) + ":";
          std::vector<std::uint64_t> coins;
          for (HeapSize c : p.coins)
            if (c > 0) coins.push_back(c);
          appendNumbers(out, coins, true);
        } else if constexpr (std::is_same_v<P, CoinRowPosition>) {
          out = "c" + bits(p.heads);
        } else if constexpr (std::is_same_v<P, CoinGridPosition>) {
          out = "g" + bits(p.heads);
        } else if constexpr (std::is_same_v<P, QueensPosition>) {
          out = "q";
          std::vector<std::uint64_t> queens;
          for (const auto& [x, y] : p.queens)
            if (x || y) queens.push_back((static_cast<std::uint64_t>(x) << 32) | y);
          appendNumbers(out, queens, true);
        } else if constexpr (std::is_same_v<P, NorthcottPosition>) {
          out = "t";
          for (const auto& [w, b] : p.rows) out += std::to_string(w) + "," + std::to_string(b) + ";";
        } else if constexpr (std::is_same_v<P, HackenbushPosition>) {
          out = "k";
          for (const auto& [a, b] : p.picture.edges) out += std::to_string(a) + "-" + std::to_string(b) + ";";
        } else {
          out = "v";
          std::vector<std::uint64_t> tokens;
          for (int t : p.tokens) tokens.push_back(static_cast<std::uint64_t>(t));
          appendNumbers(out, tokens, true);
        }
      },
      position);
  return out;
}

namespace {

class Search {
 public:
  Search(PlayConvention convention, std::size_t stateLimit, const CancelToken& cancel)
      : convention_(convention), limit_(stateLimit), cancel_(cancel) {}

  /// The outcome (P or N) of `root`, or an error.
  Expected<Outcome> solve(const ImpartialPosition& root) {
    const std::string rootKey = positionKey(root);
    if (auto it = memo_.find(rootKey); it != memo_.end()) return it->second;
    struct Frame {
      ImpartialPosition position;
      std::string key;
      std::vector<ImpartialMove> moves;
      std::size_t next = 0;
      bool winning = false;
    };
    std::vector<Frame> stack;
    auto push = [&](ImpartialPosition position, std::string key) {
      auto moves = legalMoves(position);
      stack.push_back(Frame{std::move(position), std::move(key), std::move(moves), 0, false});
    };
    push(root, rootKey);
    std::size_t polls = 0;
    while (!stack.empty()) {
      if ((++polls & 255) == 0 && cancel_.isCancelled())
        return stopError(cancel_);
      Frame& top = stack.back();
      bool done = top.winning || top.next >= top.moves.size();
      if (!done) {
        // A work budget as well as a state budget: positions with hundreds of moves each would
        // otherwise take minutes before the state limit is reached.
        if (++expansions_ > kWorkFactor * limit_) return tooManyPositions();
        ImpartialPosition child = applyMove(top.position, top.moves[top.next]);
        std::string childKey = positionKey(child);
        if (auto it = memo_.find(childKey); it != memo_.end()) {
          if (it->second == Outcome::P) top.winning = true;
          ++top.next;
          continue;
        }
        if (memo_.size() + stack.size() >= limit_) return tooManyPositions();
        push(std::move(child), std::move(childKey));
        continue;
      }
      Outcome outcome;
      if (top.moves.empty()) outcome = convention_ == PlayConvention::Normal ? Outcome::P : Outcome::N;
      else outcome = top.winning ? Outcome::N : Outcome::P;
      memo_.emplace(top.key, outcome);
      stack.pop_back();
      if (!stack.empty()) {
        if (outcome == Outcome::P) stack.back().winning = true;
        ++stack.back().next;
      }
    }
    return memo_.at(rootKey);
  }

 private:
  /// TooLarge TooManyPositions: the search (its states or its work) outgrew the limit.
  Error tooManyPositions() const {
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPositions, {std::to_string(limit_)});
  }

  PlayConvention convention_;
  std::size_t limit_;
  const CancelToken& cancel_;
  std::unordered_map<std::string, Outcome> memo_;
  std::size_t expansions_ = 0;
  static constexpr std::size_t kWorkFactor = 2;
};

}  // namespace

Expected<BruteForce> bruteForce(const ImpartialPosition& position, PlayConvention convention, std::size_t stateLimit,
                                const CancelToken& cancel) {
  Search search(convention, stateLimit, cancel);
  BruteForce out;
  const auto moves = legalMoves(position);
  if (moves.empty()) {
    out.outcome = convention == PlayConvention::Normal ? Outcome::P : Outcome::N;
    return out;
  }
  out.outcome = Outcome::P;
  for (const auto& move : moves) {
    auto child = search.solve(applyMove(position, move));
    if (!child) return child.error();
    if (*child == Outcome::P) {
      out.outcome = Outcome::N;
      if (out.winningMoves.size() < kWinningMoveLimit) out.winningMoves.push_back(move);
    }
  }
  return out;
}

}  // namespace gamelab::playdetail
