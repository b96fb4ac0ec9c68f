#include "core/io/treejson.h"

// Skeleton: implemented with the tree file formats.
namespace gamelab {

nlohmann::json treeToJson(const GameTree&) { return nlohmann::json::object(); }

Expected<GameTree> treeFromJson(const nlohmann::json&, const std::string&, const std::string&) {
  return makeError(ErrorCode::UnsupportedFormat, {"tree"});
}

Expected<GameTree> loadTreeFile(const std::string&) { return makeError(ErrorCode::UnsupportedFormat, {"tree"}); }

}  // namespace gamelab
