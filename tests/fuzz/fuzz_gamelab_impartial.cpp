#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/jsontext.h"
#include "core/impartial/impartialjson.h"

namespace gamelab::fuzz {

int fuzzGamelabImpartial(const std::uint8_t* data, std::size_t size) {
  auto game = loadImpartialGame(asText(data, size), "fuzz.gamelab");
  if (!game) return 0;
  auto again = loadImpartialGame(dumpJson(toJson(*game)), "written.json");
  if (!again) failRoundTrip("gamelab_impartial", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
