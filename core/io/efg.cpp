#include "core/io/efg.h"

// Skeleton: implemented with the tree file formats.
namespace gamelab {

Expected<GameTree> parseEfg(std::string_view, const std::string&) {
  return makeError(ErrorCode::UnsupportedFormat, {"efg"});
}

std::string writeEfg(const GameTree&) { return {}; }

}  // namespace gamelab
