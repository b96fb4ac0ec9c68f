#include "core/io/gamepayload.h"

#include "core/common/textexcerpt.h"
#include "core/io/gamelabfile.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"

namespace gamelab {

std::string gamePlace(const std::string& pointer) { return "game" + pointer; }

std::optional<std::string> pointerOfGamePlace(const std::string& place) {
  if (place.rfind("game", 0) != 0 || (place.size() > 4 && place[4] != '/')) return std::nullopt;
  return place.substr(4);
}

Error gameProblem(ErrorCode code, Problem problem, const std::string& pointer, std::vector<std::string> values,
                  const std::string& fileName) {
  values.insert(values.begin(), gamePlace(pointer));
  return makeProblemError(code, problem, std::move(values), SourceLocation{fileName, 0, 0});
}

Expected<GamePayload> readGamePayload(std::string_view text, const std::string& fileName, const std::string& kind) {
  auto root = parseJsonText(text, fileName);
  if (!root) return root.error();
  if (!root->is_object() || !(root->contains("format") || root->contains("game")))
    return GamePayload{std::move(*root), {}, {}, nullptr};
  auto doc = gamelabFromJson(std::move(*root), text, fileName);
  if (!doc) return doc.error();
  if (doc->kind != kind) {
    const auto at = findJsonValue(text, {"kind"});
    return makeProblemError(ErrorCode::UnsupportedFormat, Problem::WrongDocumentKind, {excerpt(doc->kind), kind},
                     at ? locationOfOffset(text, *at, fileName) : SourceLocation{fileName, 0, 0});
  }
  return GamePayload{std::move(doc->game), doc->title, {"game"}, std::move(doc->parameters)};
}

Error locatedAt(Error error, std::string_view text, const GamePayload& payload, const std::string& pointer,
                const std::string& fileName) {
  if (const auto at = findJsonValue(text, jsonPointerPath(payload.prefix, pointer)))
    error.where = locationOfOffset(text, *at, fileName);
  return error;
}

}  // namespace gamelab
