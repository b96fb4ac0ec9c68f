#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/jsontext.h"
#include "core/tree/efg.h"
#include "core/tree/treejson.h"
#include "core/tree/treevalidation.h"

namespace gamelab::fuzz {

int fuzzEfg(const std::uint8_t* data, std::size_t size) {
  auto tree = parseEfg(asText(data, size), "fuzz.efg");
  if (!tree) return 0;
  (void)validateTree(*tree);
  (void)dumpJson(treeToJson(*tree));
  auto again = parseEfg(writeEfg(*tree), "written.efg");
  if (!again) failRoundTrip("efg", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
