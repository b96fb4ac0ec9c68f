/// GameStore: the node table, interning, numbers and the named constructions.
#include "core/partizan/gamestore.h"

#include "core/partizan/dyadic.h"
#include "core/partizan/gamestoreimpl.h"

#include <algorithm>
#include <cassert>

namespace gamelab::partizan {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 31);
}

std::uint64_t hashForm(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  std::uint64_t h = mix(0x1234567ull, left.size());
  for (const GameId id : left) h = mix(h, id);
  h = mix(h, 0xffffffffull);
  for (const GameId id : right) h = mix(h, id);
  return h;
}

}  // namespace

void sortUnique(std::vector<GameId>& ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

GameId GameStore::Impl::append(Node node) {
  if (nodes.size() >= limits.maxNodes) throw StoreStopped{false};
  nodes.push_back(std::move(node));
  return static_cast<GameId>(nodes.size() - 1);
}

std::int64_t GameStore::Impl::nimberOfOptions(const std::vector<GameId>& left,
                                              const std::vector<GameId>& right) const {
  if (left != right || left.empty()) return -1;
  std::vector<bool> seen(left.size(), false);
  for (const GameId id : left) {
    const std::int64_t n = nodes[id].nimber;
    if (n < 0 || n >= static_cast<std::int64_t>(left.size()) || seen[static_cast<std::size_t>(n)]) return -1;
    seen[static_cast<std::size_t>(n)] = true;
  }
  return static_cast<std::int64_t>(left.size());
}

GameId GameStore::Impl::internForm(std::vector<GameId> left, std::vector<GameId> right) {
  const std::uint64_t h = hashForm(left, right);
  const auto [begin, end] = formIds.equal_range(h);
  for (auto it = begin; it != end; ++it) {
    const Node& node = nodes[it->second];
    if (node.left == left && node.right == right) return it->second;
  }
  Node node;
  int height = 0;
  for (const GameId id : left) height = std::max(height, nodes[id].height);
  for (const GameId id : right) height = std::max(height, nodes[id].height);
  node.height = height + 1;
  node.nimber = nimberOfOptions(left, right);
  if (node.nimber >= 0) {
    node.canonical = true;
  }
  node.left = std::move(left);
  node.right = std::move(right);
  const GameId id = append(std::move(node));
  if (nodes[id].nimber >= 0) nodes[id].canon = id;
  formIds.emplace(h, id);
  return id;
}

GameId GameStore::Impl::internNumber(const Rational& value) {
  if (const auto it = numberIds.find(value); it != numberIds.end()) return it->second;
  Node node;
  node.number = static_cast<std::int32_t>(values.size());
  node.canonical = true;
  node.optionsReady = false;
  const GameId id = append(std::move(node));
  nodes[id].canon = id;
  values.push_back(value);
  numberIds.emplace(value, id);
  return id;
}

const std::vector<GameId>& GameStore::Impl::opts(GameId g, Side side) {
  Node& node = nodes[g];
  if (!node.optionsReady) {
    const NumberOptions options = numberOptions(value(g));
    std::vector<GameId> left, right;
    if (options.left) left.push_back(internNumber(*options.left));
    if (options.right) right.push_back(internNumber(*options.right));
    Node& again = nodes[g];
    again.left = std::move(left);
    again.right = std::move(right);
    again.optionsReady = true;
  }
  return side == Side::Left ? nodes[g].left : nodes[g].right;
}

GameStore::GameStore(Limits limits) : impl_(std::make_unique<Impl>()) {
  impl_->limits = limits;
  impl_->limits.maxNodes = std::max<std::size_t>(limits.maxNodes, 1);
  impl_->maxOperations = limits.maxOperations != 0 ? limits.maxOperations
                                                   : std::uint64_t(impl_->limits.maxNodes) * 1000;
  impl_->cancel = CancelToken::none();
  impl_->internNumber(Rational(0));  // id 0
  impl_->nodes[0].nimber = 0;
}

GameStore::GameStore() : GameStore(Limits{}) {}

GameStore::~GameStore() = default;
GameStore::GameStore(GameStore&&) noexcept = default;
GameStore& GameStore::operator=(GameStore&&) noexcept = default;

void GameStore::setCancel(const CancelToken& cancel) { impl_->cancel = cancel; }
const CancelToken& GameStore::cancelToken() const { return impl_->cancel; }

GameStore::Limits GameStore::limits() const { return impl_->limits; }

GameId GameStore::form(std::vector<GameId> left, std::vector<GameId> right) {
  Impl& s = *impl_;
  sortUnique(left);
  sortUnique(right);
  // A number's exact canonical options give the number's node.
  if (left.size() <= 1 && right.size() <= 1 &&
      std::all_of(left.begin(), left.end(), [&](GameId id) { return s.isNum(id); }) &&
      std::all_of(right.begin(), right.end(), [&](GameId id) { return s.isNum(id); })) {
    if (left.empty() && right.empty()) return zero();
    if (right.empty()) {
      const Rational& l = s.value(left[0]);
      if (l >= 0 && dyadicExponent(l) == 0) return s.internNumber(Rational(l + 1));
    } else if (left.empty()) {
      const Rational& r = s.value(right[0]);
      if (r <= 0 && dyadicExponent(r) == 0) return s.internNumber(Rational(r - 1));
    } else {
      const Rational& l = s.value(left[0]);
      const Rational& r = s.value(right[0]);
      if (l < r) {
        const Rational middle((l + r) / 2);
        const NumberOptions options = numberOptions(middle);
        if (dyadicExponent(middle) > 0 && options.left == l && options.right == r)
          return s.internNumber(middle);
      }
    }
  }
  return s.internForm(std::move(left), std::move(right));
}

GameId GameStore::number(const Rational& value) {
  assert(isDyadic(value));
  return impl_->internNumber(value);
}

GameId GameStore::nimber(unsigned n) {
  Impl& s = *impl_;
  if (s.nimberIds.empty()) s.nimberIds.push_back(zero());
  while (s.nimberIds.size() <= n) {
    const std::vector<GameId> lower = s.nimberIds;  // *0 … *(k−1), a set of nimbers: interned as *k
    s.nimberIds.push_back(form(lower, lower));
  }
  return s.nimberIds[n];
}

GameId GameStore::up(int n) {
  if (n < 0) return negate(up(-n));
  const GameId star = nimber(1);
  GameId result = zero();
  for (int i = 0; i < n; ++i) result = canonical(form({zero()}, {add(result, star)}));
  return result;
}

GameId GameStore::plusMinus(GameId g) { return form({g}, {negate(g)}); }

std::span<const GameId> GameStore::options(GameId g, Side side) { return impl_->opts(g, side); }

std::optional<Rational> GameStore::numberValue(GameId g) const {
  if (!impl_->isNum(g)) return std::nullopt;
  return impl_->value(g);
}

bool GameStore::isCanonical(GameId g) const { return impl_->nodes[g].canonical; }
int GameStore::height(GameId g) const { return impl_->nodes[g].height; }
std::size_t GameStore::size() const { return impl_->nodes.size(); }

}  // namespace gamelab::partizan
