#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/strategicgamejson.h"

namespace gamelab::fuzz {

int fuzzGamelabStrategic(const std::uint8_t* data, std::size_t size) {
  auto game = loadStrategicGame(asText(data, size), "fuzz.gamelab");
  if (!game) return 0;
  GamelabFile file;
  file.kind = "strategic";
  file.game = toJson(*game);
  auto again = loadStrategicGame(serializeGamelab(file), "written.gamelab");
  if (!again) failRoundTrip("gamelab_strategic", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
