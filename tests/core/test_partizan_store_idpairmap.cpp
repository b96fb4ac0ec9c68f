// The store's flat memo map: lookups after growth, overwrite, clear.
#include "core/partizan/idpairmap.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace gamelab::partizan {
namespace {

TEST(PartizanStoreIdPairMap, AgreesWithStdMap) {
  IdPairMap<std::uint32_t> map;
  std::map<std::uint64_t, std::uint32_t> reference;
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t key = (rng() % 5000) << 32 | (rng() % 7);
    const auto value = static_cast<std::uint32_t>(rng());
    map.put(key, value);
    reference[key] = value;
  }
  EXPECT_EQ(map.size(), reference.size());
  for (const auto& [key, value] : reference) EXPECT_EQ(map.find(key), value);
  EXPECT_FALSE(map.find(std::uint64_t(6000) << 32).has_value());
  map.clear();
  EXPECT_EQ(map.size(), 0u);
  EXPECT_FALSE(map.find(reference.begin()->first).has_value());
  map.put(1, 2);
  EXPECT_EQ(map.find(1), 2u);
}

}  // namespace
}  // namespace gamelab::partizan
