#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/jsontext.h"
#include "core/coalition/coalitionalgamejson.h"

namespace gamelab::fuzz {

int fuzzGamelabCoalitional(const std::uint8_t* data, std::size_t size) {
  auto game = loadCoalitionalGame(asText(data, size), "fuzz.gamelab");
  if (!game) return 0;
  auto again = loadCoalitionalGame(dumpJson(toJson(*game)), "written.json");
  if (!again) failRoundTrip("gamelab_coalitional", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
