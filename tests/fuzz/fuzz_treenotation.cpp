#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/jsontext.h"
#include "core/tree/efg.h"
#include "core/tree/treejson.h"
#include "core/tree/treenotation.h"
#include "core/tree/treevalidation.h"

namespace gamelab::fuzz {

int fuzzTreeNotation(const std::uint8_t* data, std::size_t size) {
  auto tree = parseTreeNotation(asText(data, size));
  if (!tree) return 0;
  (void)validateTree(*tree);
  auto again = loadTreeText(dumpJson(treeToJson(*tree)), "written.gamelab");
  if (!again) failRoundTrip("treenotation", again.error());
  (void)writeEfg(*tree);
  return 0;
}

}  // namespace gamelab::fuzz
