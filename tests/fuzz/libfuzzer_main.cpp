/// libFuzzer's entry point for one target, chosen at compile time: GAMELAB_FUZZ_ENTRY names one
/// of the functions of fuzztargets.h (see CMakeLists.txt).
#include "tests/fuzz/fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gamelab::fuzz::GAMELAB_FUZZ_ENTRY(data, size);
}
