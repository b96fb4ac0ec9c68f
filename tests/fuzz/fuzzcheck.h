#pragma once
/// Helpers shared by the fuzz entry points.
#include "core/common/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace gamelab::fuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// A written document that its own reader refuses: a save that cannot be opened again.
[[noreturn]] inline void failRoundTrip(const char* target, const Error& error) {
  std::fprintf(stderr, "fuzz %s: the written text does not read back: %s\n", target, describe(error).c_str());
  std::abort();
}

}  // namespace gamelab::fuzz
