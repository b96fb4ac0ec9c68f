#pragma once
/// Reading the bytes of an input file or stream with the checks every reader needs first: a
/// directory is not a file, the size is bounded before memory runs out, binary data (a NUL
/// byte) is refused as soon as it is seen.
#include "core/common/expected.h"

#include <cstdint>
#include <istream>
#include <string>

namespace gamelab {

/// The most bytes an input may hold: 1 GiB. The largest legitimate inputs are far smaller
/// (a 24-player coalitional game is 60 MB, an .nfg at the cell limit a few hundred MB).
inline constexpr std::uint64_t kMaxInputBytes = std::uint64_t{1} << 30;

/// The whole file as bytes. Errors: FileUnreadable (args: path), IsDirectory (args: path),
/// TooLarge (args: the size, the limit), NotText at the line and column of the first NUL
/// byte. A device or pipe given as path is read like a stream (readTextStream).
Expected<std::string> readTextFile(const std::string& path, std::uint64_t limit = kMaxInputBytes);

/// The same for a stream (stdin), read in blocks, `name` naming it in errors: reading stops
/// at the block holding a NUL byte (NotText) or at `limit` bytes (TooLarge), so endless input
/// such as /dev/zero ends at once.
Expected<std::string> readTextStream(std::istream& in, const std::string& name, std::uint64_t limit = kMaxInputBytes);

}  // namespace gamelab
