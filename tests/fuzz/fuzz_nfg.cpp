#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/jsontext.h"
#include "core/strategic/nfg.h"
#include "core/strategic/strategicgamejson.h"

namespace gamelab::fuzz {

int fuzzNfg(const std::uint8_t* data, std::size_t size) {
  auto nfg = parseNfg(asText(data, size), "fuzz.nfg");
  if (!nfg) return 0;
  (void)toMatrixGame(*nfg);
  (void)toMatrixGame(*nfg, true);
  const StrategicGame game = toStrategicGame(*nfg);
  (void)dumpJson(toJson(game));
  auto again = parseNfg(writeNfg(*nfg), "written.nfg");
  if (!again) failRoundTrip("nfg", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
