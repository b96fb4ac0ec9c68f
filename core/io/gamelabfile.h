#pragma once
/// The native `.gamelab` document: a JSON object
///   {"format": "gamelab", "version": 1, "kind": "zerosum", "title": "...",
///    "parameters": {...}, "game": {...}, "view": {...}}
/// `game` is the kind's own JSON (e.g. matrixgamejson.h); `view` is optional GUI state that
/// core carries but does not interpret; `parameters` (optional) declares the parameters the
/// game's expressions use (core/param/parameters.h; read there, carried here as JSON).
#include "core/common/expected.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace gamelab {

inline constexpr int kGamelabSchemaVersion = 1;

struct GamelabFile {
  std::string kind;   ///< one of documentkind (documentkind.h): "zerosum", "tree", …
  std::string title;
  nlohmann::json game;
  nlohmann::json view = nlohmann::json::object();
  nlohmann::json parameters = nullptr;  ///< null when the document declares none, else an object
};

/// Errors carry file name, line and column: those of parseJsonText (jsontext.h: EmptyInput,
/// NestedTooDeep, SyntaxError), WrongShape (missing or mistyped keys, "parameters" not an
/// object), UnsupportedVersion.
/// Never throws for bad input.
Expected<GamelabFile> parseGamelab(std::string_view text, const std::string& fileName);
/// The same for a document already parsed from `text` (used to place errors); `doc` is
/// taken apart, not copied.
Expected<GamelabFile> gamelabFromJson(nlohmann::json doc, std::string_view text, const std::string& fileName);
/// Invalid UTF-8 in labels is written as U+FFFD (never throws).
std::string serializeGamelab(const GamelabFile& file);

/// Errors: those of readTextFile (textfile.h) and parseGamelab.
Expected<GamelabFile> readGamelabFile(const std::string& path);
/// Atomic: writes a temporary file beside `path`, then renames it over `path`.
Expected<bool> writeGamelabFile(const std::string& path, const GamelabFile& file);

}  // namespace gamelab
