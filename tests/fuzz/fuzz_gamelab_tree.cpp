#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/gamelabfile.h"
#include "core/tree/treejson.h"
#include "core/tree/treevalidation.h"

namespace gamelab::fuzz {

int fuzzGamelabTree(const std::uint8_t* data, std::size_t size) {
  auto tree = loadTreeText(asText(data, size), "fuzz.gamelab");
  if (!tree) return 0;
  (void)validateTree(*tree);
  GamelabFile file;
  file.kind = "tree";
  file.game = treeToJson(*tree);
  auto again = loadTreeText(serializeGamelab(file), "written.gamelab");
  if (!again) failRoundTrip("gamelab_tree", again.error());
  return 0;
}

}  // namespace gamelab::fuzz
