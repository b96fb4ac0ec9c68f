#pragma once
/// Positions in input text: byte offsets to 1-based line and column, and where a value of a
/// JSON document starts (for errors found after parsing).
#include "core/common/error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

/// Line and column (1-based, column counted in bytes) of byte `offset` in `text`; an offset
/// past the end points just after the last character.
SourceLocation locationOfOffset(std::string_view text, std::size_t offset, const std::string& file);

/// Byte offset where the JSON value at `path` starts, e.g. {"game", "payoffs", "0", "1"}
/// (object keys and 0-based array indices). nullopt if the text is not valid JSON or has no
/// such value.
std::optional<std::size_t> findJsonValue(std::string_view text, const std::vector<std::string>& path);

/// The path for findJsonValue of a JSON pointer under `prefix`: ({"game"}, "/payoffs/1/2") ->
/// {"game", "payoffs", "1", "2"}; an empty pointer gives `prefix`. No ~0/~1 unescaping.
std::vector<std::string> jsonPointerPath(std::vector<std::string> prefix, const std::string& pointer);

}  // namespace gamelab
