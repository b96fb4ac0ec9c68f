#pragma once
/// How gamelab-cli reports a core Error: one line on stderr and an exit code
/// (2 bad input, 1 internal failure, 3 cancelled or timed out).
#include "core/common/error.h"

namespace gamelab::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitCancelled = 3;

int exitCodeFor(const Error& error);
/// Prints describe(error) on stderr and returns exitCodeFor(error).
int reportError(const Error& error);

}  // namespace gamelab::cli
