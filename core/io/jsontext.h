#pragma once
/// Reading JSON that comes from outside (files, stdin, the clipboard) without trusting it:
/// the one entry point every .gamelab reader parses through, and the way readers quote a
/// JSON value in a message.
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

/// The deepest nesting of arrays and objects a document may have. Gamelab's documents need
/// fewer than ten levels; the limit keeps every later walk over the value (copies, dumps,
/// comparisons, which nlohmann does recursively) far from the stack's end.
inline constexpr int kMaxJsonDepth = 256;

/// Parses `text` (a UTF-8 byte-order mark is skipped). Never throws for bad input; errors
/// carry `fileName` with the line and column of the fault:
///  - EmptyInput: nothing but blanks;
///  - NestedTooDeep (args: kMaxJsonDepth) at the first bracket beyond the limit;
///  - SyntaxError (args: expected, found) at the offending token, also for a number too
///    large for a double ("1e400"; exact numbers belong in strings).
Expected<nlohmann::json> parseJsonText(std::string_view text, const std::string& fileName);

/// A JSON value quoted in a message: a string's own text, or the value's JSON text, cut with
/// excerpt() (textexcerpt.h). Never throws, whatever bytes the strings hold.
std::string jsonExcerpt(const nlohmann::json& value);

/// The value's JSON text with invalid UTF-8 in strings replaced by U+FFFD instead of
/// nlohmann's type_error (labels read from an .efg may be Latin-1). `indent` as for dump().
std::string dumpJson(const nlohmann::json& value, int indent = -1);
std::string dumpJson(const nlohmann::ordered_json& value, int indent = -1);

/// An exact number of a payload: the one reader of every kind's numbers (payoffs, values,
/// probabilities, parameters). Accepts
///  - a JSON string in parseRational's notation, read exactly: integers ("-2"), fractions
///    ("3/4"), decimals ("0.75", "-.5") and exponents ("1e-3", "2.5E+2"), blanks around ignored;
///  - a JSON integer (any int64 or uint64 the file writes), exactly;
///  - a JSON float (written with a point or an exponent: 0.1, 1e-3). nlohmann keeps only the
///    double, so it is read from the shortest decimal text that parses back to that double
///    (its dump()): 0.1 is 1/10, not the binary fraction nearest to it. That is the written
///    value whenever the file writes at most 15 significant digits (in a double's normal
///    range); longer digits are first rounded to the double. A number beyond a double's range
///    never gets here: parseJsonText refuses it (ExpectedDoubleRangeNumber).
/// nullopt for anything else (text that is not a number, a zero denominator, booleans, null,
/// arrays, objects); never throws. The error is the caller's: each reader reports
/// ErrorCode::NotANumber quoting jsonExcerpt(value) and the value's place in its payload.
std::optional<Rational> exactJsonNumber(const nlohmann::json& value);

/// A WrongShape error of a `.gamelab` payload: `problem` with the JSON pointer "game" + `place`
/// as its first value, then `more`.
Error payloadShapeError(Problem problem, const std::string& place, const std::string& fileName,
                        std::vector<std::string> more = {});

}  // namespace gamelab
