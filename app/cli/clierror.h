#pragma once
/// How gamelab-cli reports a core Error: one line on stderr and an exit code
/// (2 bad input, 1 internal failure, 3 cancelled or timed out).
#include "core/common/error.h"

#include <string>

namespace gamelab::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitCancelled = 3;

int exitCodeFor(const Error& error);
/// Prints describe(error) on stderr and returns exitCodeFor(error).
int reportError(const Error& error);
/// The same for a solver's error, naming the input `fileName` when the error has no place of
/// its own.
int reportError(Error error, const std::string& fileName);

}  // namespace gamelab::cli
