#include "core/io/textfile.h"

#include "core/io/textlocation.h"

#include <sys/stat.h>

#include <cstring>
#include <fstream>
#include <optional>
#include <string_view>

namespace gamelab {
namespace {

constexpr std::size_t kBlockBytes = 64 * 1024;

Error tooLarge(const std::string& name, std::uint64_t size, bool atLeast, std::uint64_t limit) {
  return makeProblemError(ErrorCode::TooLarge, atLeast ? Problem::InputTooLargeAtLeast : Problem::InputTooLarge,
                          {std::to_string(size), std::to_string(limit)}, SourceLocation{name, 0, 0});
}

/// NotText at the first NUL byte of text[from..], if any.
std::optional<Error> nulByte(const std::string& text, std::size_t from, const std::string& name) {
  const void* nul = std::memchr(text.data() + from, '\0', text.size() - from);
  if (!nul) return std::nullopt;
  const auto offset = static_cast<std::size_t>(static_cast<const char*>(nul) - text.data());
  return makeError(ErrorCode::NotText, {}, locationOfOffset(text, offset, name));
}

}  // namespace

Expected<std::string> readTextStream(std::istream& in, const std::string& name, std::uint64_t limit) {
  std::string text;
  while (in) {
    const std::size_t before = text.size();
    text.resize(before + kBlockBytes);
    in.read(text.data() + before, static_cast<std::streamsize>(kBlockBytes));
    text.resize(before + static_cast<std::size_t>(in.gcount()));
    if (auto e = nulByte(text, before, name)) return *e;
    if (text.size() > limit) return tooLarge(name, limit, true, limit);
  }
  if (in.bad()) return makeError(ErrorCode::FileUnreadable, {name}, SourceLocation{name, 0, 0});
  return text;
}

Expected<std::string> readTextFile(const std::string& path, std::uint64_t limit) {
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0) {
    if (S_ISDIR(info.st_mode)) return makeError(ErrorCode::IsDirectory, {path}, SourceLocation{path, 0, 0});
    if (S_ISREG(info.st_mode) && static_cast<std::uint64_t>(info.st_size) > limit)
      return tooLarge(path, static_cast<std::uint64_t>(info.st_size), false, limit);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return makeError(ErrorCode::FileUnreadable, {path}, SourceLocation{path, 0, 0});
  return readTextStream(in, path, limit);
}

}  // namespace gamelab
