#pragma once
/// A flat open-addressing hash map from a 64-bit key (two GameIds) to a small value, for the
/// store's memo tables: one allocation, linear probing, grown at half load. The key
/// 0xffff…ff (kNoGame twice) is reserved as the empty mark.
#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab::partizan {

template <class Value>
class IdPairMap {
 public:
  std::optional<Value> find(std::uint64_t key) const {
    if (slots_.empty()) return std::nullopt;
    for (std::size_t i = indexOf(key);; i = (i + 1) & mask_) {
      if (slots_[i].key == key) return slots_[i].value;
      if (slots_[i].key == kEmpty) return std::nullopt;
    }
  }
  /// Inserts or overwrites.
  void put(std::uint64_t key, Value value) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    for (std::size_t i = indexOf(key);; i = (i + 1) & mask_) {
      if (slots_[i].key == key) {
        slots_[i].value = value;
        return;
      }
      if (slots_[i].key == kEmpty) {
        slots_[i] = {key, value};
        ++size_;
        return;
      }
    }
  }
  std::size_t size() const { return size_; }
  void clear() {
    slots_.clear();
    slots_.shrink_to_fit();
    size_ = 0;
    mask_ = 0;
  }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t(0);
  struct Slot {
    std::uint64_t key = kEmpty;
    Value value{};
  };
  std::size_t indexOf(std::uint64_t key) const {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdull;
    key ^= key >> 33;
    return static_cast<std::size_t>(key) & mask_;
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
    mask_ = slots_.size() - 1;
    size_ = 0;
    for (const Slot& slot : old)
      if (slot.key != kEmpty) put(slot.key, slot.value);
  }
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
};

}  // namespace gamelab::partizan
