#pragma once
/// The text helpers shared by the readers of typed rules (heap rules in heaprule.cpp, coin rules
/// in cointurning.cpp). Internal to core/impartial.
#include "core/common/expected.h"
#include "core/impartial/heaprule.h"

#include <string>
#include <string_view>
#include <vector>

namespace gamelab::ruletext {

/// `s` without the ASCII white space at either end.
std::string trim(std::string_view s);
/// `s` with ASCII letters in lower case.
std::string lower(std::string s);

/// The numbers of a subtraction set typed as "1, 3, 4" (no white space around `body` itself:
/// the caller trims it), in the order typed, repeats kept. Each comma-separated item, trimmed,
/// must be a whole number from 1 to `largest`. Errors: EmptySubtractionSet for an empty body;
/// SubtractionNotNumber {item}; SubtractionOutOfRange {item, largest}, with InvalidArgument for 0
/// and TooLarge above `largest`.
Expected<std::vector<HeapSize>> parseSubtractionList(const std::string& body, HeapSize largest);

}  // namespace gamelab::ruletext
