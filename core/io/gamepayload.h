#pragma once
/// The game object of a text that is either a whole `.gamelab` document of one kind or the bare
/// short form a CLI command also accepts, and errors found in it placed at their line and column.
#include "core/common/expected.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gamelab {

struct GamePayload {
  nlohmann::json game;              ///< the object to read the game from
  std::string title;                ///< the document's title ("" for the short form)
  std::vector<std::string> prefix;  ///< where `game` sits in the text: {"game"} or {}
  nlohmann::json parameters = nullptr;  ///< the document's "parameters" (null: none, or the short form)
};

/// A value that could not be read from a payload: the error and the JSON pointer (within the
/// payload) of the value at fault, which locatedAt turns into a line and column.
struct PayloadFailure {
  Error error;
  std::string pointer;
};
template <class T>
using PayloadResult = std::variant<T, PayloadFailure>;

/// The place of a value of the game object as errors quote it: the JSON pointer within the
/// game object after "game" ("/payoffs/1" -> "game/payoffs/1", "" -> "game").
std::string gamePlace(const std::string& pointer);
/// The JSON pointer a place made by gamePlace names ("game/payoffs/1" -> "/payoffs/1"), or
/// nullopt when `place` is not one.
std::optional<std::string> pointerOfGamePlace(const std::string& place);
/// A WrongShape (or other) error whose problem quotes the place of the value at fault first.
Error gameProblem(ErrorCode code, Problem problem, const std::string& pointer, std::vector<std::string> values,
                  const std::string& fileName);

/// A document (an object with "format" or "game") must be of `kind` (UnsupportedFormat at its
/// "kind" otherwise); anything else is taken as the short form. The text is parsed once, by
/// parseJsonText (jsontext.h), whose errors (EmptyInput, NestedTooDeep, SyntaxError at line and
/// column) are returned; nothing throws for bad input.
Expected<GamePayload> readGamePayload(std::string_view text, const std::string& fileName, const std::string& kind);

/// Places `error` at the value the JSON pointer `pointer` (within the payload) names in `text`,
/// when it can be found.
Error locatedAt(Error error, std::string_view text, const GamePayload& payload, const std::string& pointer,
                const std::string& fileName);

}  // namespace gamelab
