#pragma once
/// JSON building blocks for gamelab-cli output: exact numbers as strings, keys in the order
/// they are added, one object per run.
#include "core/common/rational.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <ostream>
#include <vector>

namespace gamelab::cli {

using Json = nlohmann::ordered_json;

Json exact(const Rational& value);
Json exactList(const RationalVector& values);
Json exactLists(const std::vector<RationalVector>& lists);
/// The `_float` twin of exactList: each value as the nearest double.
Json floatList(const RationalVector& values);
Json indexList(const std::vector<std::size_t>& indices);
/// One line on `out`, followed by a newline. Labels that are not valid UTF-8 (an .efg may
/// be Latin-1) are written with U+FFFD in place of the bad bytes.
void printJson(std::ostream& out, const Json& json);

class Watchdog;
/// A command's answer: `out` printed on stdout and flushed, unless the watchdog has already
/// reported a timeout; the exit code either way (kExitOk, kExitCancelled).
int printAnswer(const Json& out, Watchdog& watchdog);

}  // namespace gamelab::cli
