#pragma once
/// Reading the JSON text of a coalitional game in one pass, without a JSON tree of its 2ⁿ
/// coalition values: the table "v" of the short form (at the top) or of a document (under
/// "game") goes straight into exact numbers as it is read, everything else into a small
/// JSON tree. A 24-player table (16.8 million values) is read without a tree of 16.8 million
/// JSON values.
#include "core/coalition/coalitionvalues.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gamelab {

/// The entries of one "v" array, read as numbers where they are numbers, straight into a
/// coalition table (compact while the values allow: no Rational per entry).
struct StreamedTable {
  bool present = false;    ///< "v" was an array at this place
  CoalitionValues values;  ///< one per entry; 0 in place of entries that are not numbers
  /// The first entry that is not a number (null, true, "x", [1], …), as JSON, and its index.
  std::optional<std::size_t> firstBadIndex;
  nlohmann::json firstBad;
};

struct StreamedCoalitionalJson {
  /// The whole text as JSON, except that each streamed "v" array is an empty array here.
  nlohmann::json root;
  StreamedTable topLevel;  ///< "v" of the short form
  StreamedTable inGame;    ///< "v" under "game" of a document
};

/// One pass over `text`. Errors: SyntaxError at line:column for malformed JSON (as
/// parseGamelab words it) and for a number beyond the range of a double (e.g. 1e400), with
/// the number cut to a few dozen characters. Never throws.
Expected<StreamedCoalitionalJson> streamCoalitionalJson(std::string_view text, const std::string& fileName);

}  // namespace gamelab
