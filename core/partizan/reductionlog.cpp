/// solveCanonicalWithLog: the generic reduction loop of spec §6 (no number fast path), run on
/// every position of the form's DAG bottom-up, logging each deletion and bypass.
#include "core/partizan/reductionlog.h"

#include "core/partizan/storesolver.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace gamelab::partizan {

namespace {

class Logger {
 public:
  Logger(GameStore& store, const ReductionOptions& options, CanonicalWithLog& out)
      : store_(store), options_(options), out_(out) {}

  /// The canonical form of {left | right} (options canonical), logging the steps at `position`.
  GameId reduce(GameId position, std::vector<GameId> left, std::vector<GameId> right) {
    sortUnique(left);
    sortUnique(right);
    for (;;) {
      removeDominated(position, left, right, Side::Left);
      removeDominated(position, left, right, Side::Right);
      if (!bypassOne(position, left, right, Side::Left) && !bypassOne(position, left, right, Side::Right))
        break;
    }
    return store_.form(std::move(left), std::move(right));
  }

 private:
  static void sortUnique(std::vector<GameId>& ids) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  }

  void log(ReductionStep step) {
    if (out_.steps.size() >= options_.maxSteps) {
      out_.truncated = true;
      return;
    }
    out_.steps.push_back(std::move(step));
  }

  /// Deletes dominated options of `side` one at a time (each step sees the previous ones).
  void removeDominated(GameId position, std::vector<GameId>& left, std::vector<GameId>& right, Side side) {
    std::vector<GameId>& options = side == Side::Left ? left : right;
    for (std::size_t i = 0; i < options.size();) {
      const GameId a = options[i];
      GameId by = kNoGame;
      for (const GameId b : options) {
        if (b == a) continue;
        if (side == Side::Left ? store_.lessEq(a, b) : store_.lessEq(b, a)) { by = b; break; }
      }
      if (by == kNoGame) {
        ++i;
        continue;
      }
      log({position, store_.form(left, right), side, Reduction::Dominated, a, by, {}});
      options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }

  /// Bypasses the first reversible option of `side`; false when there is none.
  bool bypassOne(GameId position, std::vector<GameId>& left, std::vector<GameId>& right, Side side) {
    std::vector<GameId>& options = side == Side::Left ? left : right;
    const GameId current = store_.form(left, right);
    for (std::size_t i = 0; i < options.size(); ++i) {
      const GameId option = options[i];
      const auto replies = store_.options(option, opponent(side));
      for (const GameId reply : replies) {
        const bool reverses = side == Side::Left ? store_.lessEq(reply, current) : store_.lessEq(current, reply);
        if (!reverses) continue;
        const auto brought = store_.options(reply, side);
        std::vector<GameId> replacement(brought.begin(), brought.end());
        log({position, current, side, Reduction::Reversible, option, reply, replacement});
        options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
        options.insert(options.end(), replacement.begin(), replacement.end());
        sortUnique(options);
        return true;
      }
    }
    return false;
  }

  GameStore& store_;
  const ReductionOptions& options_;
  CanonicalWithLog& out_;
};

/// Non-number positions of the form's DAG, each after its options (iterative post-order,
/// left options first).
std::vector<GameId> postOrder(GameStore& store, GameId root) {
  std::vector<GameId> order;
  std::unordered_set<GameId> started;
  std::vector<std::pair<GameId, bool>> stack{{root, false}};
  while (!stack.empty()) {
    const auto [g, expanded] = stack.back();
    stack.pop_back();
    if (expanded) {
      order.push_back(g);
      continue;
    }
    if (store.isNumber(g) || !started.insert(g).second) continue;
    stack.emplace_back(g, true);  // the DAG has no cycles: every option is finished before g
    // Pushed in reverse, so left options are simplified before right ones, in id order.
    for (const Side side : {Side::Right, Side::Left}) {
      const auto options = store.options(g, side);
      for (auto it = options.rbegin(); it != options.rend(); ++it)
        if (!started.contains(*it)) stack.emplace_back(*it, false);
    }
  }
  return order;
}

}  // namespace

Expected<CanonicalWithLog> solveCanonicalWithLog(GameStore& store, GameId form,
                                                 const ReductionOptions& options,
                                                 const Progress& progress, const CancelToken& cancel) {
  if (store.height(form) > kMaxHeight)
    return makeProblemError(ErrorCode::TooLarge, Problem::CgtTooDeep,
                            {std::to_string(store.height(form)), std::to_string(kMaxHeight)});
  return runStoreSolver<CanonicalWithLog>(store, cancel, [&] {
    CanonicalWithLog out;
    Logger logger(store, options, out);
    const std::vector<GameId> order = postOrder(store, form);
    std::unordered_map<GameId, GameId> canonicalOf;
    const auto canonicalOption = [&](GameId g) {
      if (store.isNumber(g)) return g;
      return canonicalOf.at(g);
    };
    for (std::size_t k = 0; k < order.size(); ++k) {
      if (cancel.isCancelled()) throw StoreStopped{true};
      if ((k & 255u) == 0) progress.report(double(k) / double(order.size()), "canonical");
      const GameId position = order[k];
      std::vector<GameId> left, right;
      for (const GameId option : store.options(position, Side::Left)) left.push_back(canonicalOption(option));
      for (const GameId option : store.options(position, Side::Right)) right.push_back(canonicalOption(option));
      canonicalOf[position] = logger.reduce(position, std::move(left), std::move(right));
    }
    out.canonical = store.isNumber(form) ? form : canonicalOf.at(form);
    progress.report(1.0, "canonical");
    return out;
  });
}

}  // namespace gamelab::partizan
