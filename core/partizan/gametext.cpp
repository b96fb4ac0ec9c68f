#include "core/partizan/gametext.h"

#include "core/partizan/thermograph.h"

#include <algorithm>
#include <functional>
#include <variant>

namespace gamelab::partizan {
namespace {

/// k when `g` is the canonical nimber *k (k ≤ its number of options), else nullopt.
std::optional<unsigned> nimberOf(GameStore& store, GameId g) {
  if (g == GameStore::zero()) return 0u;
  if (store.isNumber(g)) return std::nullopt;
  const auto left = store.leftOptions(g);
  const auto right = store.rightOptions(g);
  if (left.size() != right.size() || !std::equal(left.begin(), left.end(), right.begin())) return std::nullopt;
  const auto k = static_cast<unsigned>(left.size());
  if (static_cast<int>(k) > store.height(g)) return std::nullopt;
  return store.nimber(k) == g ? std::optional<unsigned>(k) : std::nullopt;
}

std::string upsText(int n) {
  switch (n) {
    case 1: return "^";
    case -1: return "v";
    case 2: return "^^";
    case -2: return "vv";
    default: return std::to_string(n < 0 ? -n : n) + (n < 0 ? ".v" : ".^");
  }
}

/// Writes a game tree as text without recursion: `atom` gives the text of a node written
/// whole, or nullopt for a node written as braces around its options.
std::string writeTree(GameStore& store, GameId root, const std::function<std::optional<std::string>(GameId)>& atom) {
  std::string out;
  std::vector<std::variant<GameId, const char*>> work{root};
  while (!work.empty()) {
    auto item = work.back();
    work.pop_back();
    if (const char* const* literal = std::get_if<const char*>(&item)) {
      out += *literal;
      continue;
    }
    const GameId g = std::get<GameId>(item);
    if (auto text = atom(g)) {
      out += *text;
      continue;
    }
    // Pushed in reverse: "{" L0 "," L1 … "|" R0 "," … "}".
    const auto left = store.leftOptions(g);
    const std::vector<GameId> lefts(left.begin(), left.end());
    const auto right = store.rightOptions(g);
    const std::vector<GameId> rights(right.begin(), right.end());
    work.push_back("}");
    for (std::size_t i = rights.size(); i-- > 0;) {
      work.push_back(rights[i]);
      if (i > 0) work.push_back(",");
    }
    work.push_back("|");
    for (std::size_t i = lefts.size(); i-- > 0;) {
      work.push_back(lefts[i]);
      if (i > 0) work.push_back(",");
    }
    work.push_back("{");
  }
  return out;
}

}  // namespace

std::string dyadicText(const Rational& value) { return toString(value); }

namespace {
/// The largest |n| of n.↑ that nusOf looks for.
constexpr int kMaxNamedUps = 64;
}  // namespace

std::optional<Nus> nusOf(GameStore& store, GameId g) {
  const GameId c = store.canonical(g);
  if (auto x = store.numberValue(c)) return Nus{*x, 0, 0};
  ThermographTable stops(store);
  const Rational x = stops.leftStop(c);
  if (x != stops.rightStop(c)) return std::nullopt;
  // H = G − x is infinitesimal; look for n.↑ + *k equal to it, |n| bounded by its birthday.
  const GameId h = store.subtract(c, store.number(x));
  if (auto k = nimberOf(store, h)) return Nus{x, 0, *k};
  // Beyond kMaxNamedUps the search (each candidate a sum) costs more than a name is worth.
  const int b = std::min(store.birthday(h), kMaxNamedUps);
  for (int n = 1; n <= b; ++n) {
    for (int sign : {1, -1}) {
      const GameId rest = store.subtract(h, store.up(sign * n));
      if (auto k = nimberOf(store, rest)) return Nus{x, sign * n, *k};
    }
  }
  return std::nullopt;
}

std::optional<std::string> gameName(GameStore& store, GameId g) {
  const GameId c = store.canonical(g);
  if (auto nus = nusOf(store, c)) {
    std::string name;
    if (nus->number != 0) name = dyadicText(nus->number);
    if (nus->ups != 0) name += (name.empty() ? "" : "+") + upsText(nus->ups);
    if (nus->nimber == 1) name += "*";
    else if (nus->nimber > 1) name += (name.empty() ? "*" : "+*") + std::to_string(nus->nimber);
    return name.empty() ? std::string("0") : name;
  }
  const auto left = store.leftOptions(c);
  const auto right = store.rightOptions(c);
  if (left.size() == 1 && right.size() == 1) {
    const auto x = store.numberValue(left[0]);
    const auto y = store.numberValue(right[0]);
    if (x && y && *x > 0 && *y == -*x) return "+-" + dyadicText(*x);
  }
  return std::nullopt;
}

namespace {

/// The atoms canonical nodes are written as: numbers, ^, v, ^*, v*, *n.
class CanonicalAtoms {
 public:
  explicit CanonicalAtoms(GameStore& store)
      : store_(store), up_(store.up(1)), down_(store.up(-1)), upStar_(store.add(up_, store.nimber(1))),
        downStar_(store.add(down_, store.nimber(1))) {}
  /// The atom canonical node `x` is written as, or nullopt.
  std::optional<std::string> operator()(GameId x) const {
    if (auto value = store_.numberValue(x)) return dyadicText(*value);
    if (x == up_) return std::string("^");
    if (x == down_) return std::string("v");
    if (x == upStar_) return std::string("^*");
    if (x == downStar_) return std::string("v*");
    if (auto k = nimberOf(store_, x)) return *k == 1 ? std::string("*") : "*" + std::to_string(*k);
    return std::nullopt;
  }

 private:
  GameStore& store_;
  GameId up_, down_, upStar_, downStar_;
};

}  // namespace

std::string formText(GameStore& store, GameId form) {
  const CanonicalAtoms atom(store);
  return writeTree(store, form, [&](GameId g) -> std::optional<std::string> {
    if (auto x = store.numberValue(g)) return dyadicText(*x);
    if (store.isCanonical(g)) return atom(g);
    return std::nullopt;
  });
}

std::string canonicalText(GameStore& store, GameId g) {
  const CanonicalAtoms atom(store);
  return writeTree(store, store.canonical(g), [&](GameId x) { return atom(x); });
}

}  // namespace gamelab::partizan
