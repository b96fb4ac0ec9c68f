#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/matrix/matrixgamejson.h"

namespace gamelab::fuzz {

int fuzzGamelabZeroSum(const std::uint8_t* data, std::size_t size) {
  auto game = loadZeroSumGame(asText(data, size), "fuzz.gamelab");
  if (!game) return 0;
  GamelabFile file;
  file.kind = "zerosum";
  file.game = toJson(*game);
  auto again = loadZeroSumGame(serializeGamelab(file), "written.gamelab");
  if (!again) failRoundTrip("gamelab_zerosum", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
