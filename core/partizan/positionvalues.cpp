/// PositionValues (ruleset.h): values of board positions as sums of cached component values.
/// A component's value is canonical {values after Left's moves | values after Right's moves};
/// it is computed with an explicit stack (no recursion grows with the position), children
/// first, each component key once for the life of the object.
#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/rulesetdetail.h"
#include "core/partizan/storesolver.h"

#include <algorithm>
#include <array>
#include <unordered_map>

namespace gamelab::partizan {
namespace {

using detail::Component;

std::vector<Component> componentsOf(Ruleset ruleset, const std::string& text) {
  switch (ruleset) {
    case Ruleset::Domineering: return detail::domineeringComponents(text);
    case Ruleset::Hackenbush: return detail::hackenbushComponents(text);
    case Ruleset::ToadsAndFrogs: return detail::toadsAndFrogsComponents(text);
    case Ruleset::Cutcake: return detail::cutcakeComponents(text);
    case Ruleset::Expression: break;
  }
  return {};
}

/// Thrown inside this file when a form grows higher than kMaxHeight; caught in the solvers.
struct TooHigh {
  int height = 0;
};

/// Resets the store's token when the solver returns.
struct CancelScope {
  CancelScope(GameStore& store, const CancelToken& cancel) : store_(store) { store_.setCancel(cancel); }
  ~CancelScope() { store_.setCancel(CancelToken::none()); }
  GameStore& store_;
};

Error tooHighError(const TooHigh& high) {
  return makeProblemError(ErrorCode::TooLarge, Problem::CgtTooDeep,
                          {std::to_string(high.height), std::to_string(kMaxHeight)});
}

}  // namespace

struct PositionValues::Caches {
  std::array<std::unordered_map<std::string, GameId>, 5> values;  ///< by ruleset, key → canonical

  std::unordered_map<std::string, GameId>& of(Ruleset ruleset) { return values[static_cast<std::size_t>(ruleset)]; }

  /// One frame of the explicit stack: a component key, and once expanded the components of
  /// the positions after each move.
  struct Frame {
    std::string key;
    bool expanded = false;
    std::array<std::vector<std::vector<Component>>, 2> after;  ///< [Left, Right][move]
  };

  /// The canonical value of the sum of `parts`, all cached.
  GameId sumOf(GameStore& store, Ruleset ruleset, const std::vector<Component>& parts) {
    GameId sum = GameStore::zero();
    auto& cache = of(ruleset);
    for (const auto& part : parts) {
      const GameId v = cache.at(part.key);
      sum = store.add(sum, part.negated ? store.negate(v) : v);
    }
    return sum;
  }

  GameId checked(GameStore& store, GameId form) {
    const int h = store.height(form);
    if (h > kMaxHeight) throw TooHigh{h};
    return form;
  }

  /// Computes every missing value among `parts`. Throws StoreStopped / TooHigh.
  void fill(GameStore& store, Ruleset ruleset, const std::vector<Component>& parts, const Progress& progress,
            const CancelToken& cancel) {
    auto& cache = of(ruleset);
    std::vector<Frame> stack;
    for (const auto& part : parts)
      if (!cache.contains(part.key)) stack.push_back(Frame{part.key, false, {}});
    std::size_t polls = 0;
    while (!stack.empty()) {
      if ((++polls & 255) == 0) {
        if (cancel.isCancelled()) throw StoreStopped{true};
        progress.report(-1.0, "positions");
      }
      Frame& top = stack.back();
      if (cache.contains(top.key)) {
        stack.pop_back();
        continue;
      }
      if (!top.expanded) {
        top.expanded = true;
        std::vector<std::string> missing;
        const Position position{ruleset, top.key};
        for (int s = 0; s < 2; ++s)
          for (auto& move : movesOf(store, position, s == 0 ? Side::Left : Side::Right)) {
            auto parts2 = componentsOf(ruleset, move.after.text);
            for (const auto& part : parts2)
              if (!cache.contains(part.key)) missing.push_back(part.key);
            top.after[s].push_back(std::move(parts2));
          }
        std::sort(missing.begin(), missing.end());
        missing.erase(std::unique(missing.begin(), missing.end()), missing.end());
        for (auto& key : missing) stack.push_back(Frame{std::move(key), false, {}});
        continue;
      }
      std::array<std::vector<GameId>, 2> options;
      for (int s = 0; s < 2; ++s)
        for (const auto& parts2 : top.after[s]) options[s].push_back(sumOf(store, ruleset, parts2));
      const GameId form = checked(store, store.form(std::move(options[0]), std::move(options[1])));
      cache.emplace(top.key, store.canonical(form));
      stack.pop_back();
    }
  }
};

PositionValues::PositionValues(GameStore& store) : store_(store), caches_(std::make_unique<Caches>()) {}
PositionValues::~PositionValues() = default;

Expected<GameId> PositionValues::solveValue(const Position& position, const Progress& progress,
                                            const CancelToken& cancel) {
  CancelScope scope(store_, cancel);
  try {
    if (position.ruleset == Ruleset::Expression) {
      auto form = parseGameExpression(store_, position.text);
      if (!form) return form.error();
      caches_->checked(store_, *form);
      return store_.canonical(*form);
    }
    const auto parts = componentsOf(position.ruleset, position.text);
    caches_->fill(store_, position.ruleset, parts, progress, cancel);
    return caches_->sumOf(store_, position.ruleset, parts);
  } catch (const StoreStopped& stopped) {
    return storeStoppedError(store_, stopped, cancel);
  } catch (const TooHigh& high) {
    return tooHighError(high);
  }
}

Expected<GameId> PositionValues::solveForm(const Position& position, const Progress& progress,
                                           const CancelToken& cancel) {
  if (position.ruleset == Ruleset::Expression) {
    CancelScope scope(store_, cancel);
    return parseGameExpression(store_, position.text);
  }
  std::array<std::vector<GameId>, 2> options;
  for (int s = 0; s < 2; ++s)
    for (const auto& move : movesOf(store_, position, s == 0 ? Side::Left : Side::Right)) {
      auto value = solveValue(move.after, progress, cancel);
      if (!value) return value.error();
      options[s].push_back(*value);
    }
  CancelScope scope(store_, cancel);
  try {
    return caches_->checked(store_, store_.form(std::move(options[0]), std::move(options[1])));
  } catch (const StoreStopped& stopped) {
    return storeStoppedError(store_, stopped, cancel);
  } catch (const TooHigh& high) {
    return tooHighError(high);
  }
}

}  // namespace gamelab::partizan
