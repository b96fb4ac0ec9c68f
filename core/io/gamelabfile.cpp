#include "core/io/gamelabfile.h"

#include "core/io/jsontext.h"
#include "core/io/textfile.h"
#include "core/io/textlocation.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gamelab {
namespace {

/// Location of the key's value if the text has it, else of the document start.
SourceLocation whereIs(std::string_view text, const std::string& key, const std::string& file) {
  const auto offset = key.empty() ? std::nullopt : findJsonValue(text, {key});
  if (offset) return locationOfOffset(text, *offset, file);
  const auto start = text.find_first_not_of(" \t\r\n");
  return locationOfOffset(text, start == std::string_view::npos ? 0 : start, file);
}

/// A WrongShape error about the document's `key` (its args: `values`), placed at its value.
Error wrongShape(std::string_view text, const std::string& file, const std::string& key, Problem problem,
                 std::vector<std::string> values) {
  return makeProblemError(ErrorCode::WrongShape, problem, std::move(values), whereIs(text, key, file));
}

}  // namespace

Expected<GamelabFile> parseGamelab(std::string_view text, const std::string& fileName) {
  auto doc = parseJsonText(text, fileName);
  if (!doc) return doc.error();
  return gamelabFromJson(std::move(*doc), text, fileName);
}

Expected<GamelabFile> gamelabFromJson(nlohmann::json doc, std::string_view text, const std::string& fileName) {
  if (!doc.is_object()) return wrongShape(text, fileName, "", Problem::DocumentMustBeObject, {});

  const auto format = doc.find("format");
  if (format == doc.end()) return wrongShape(text, fileName, "format", Problem::DocumentMissingKey, {"format"});
  if (!format->is_string()) return wrongShape(text, fileName, "format", Problem::MustBeString, {"format"});
  if (format->get<std::string>() != "gamelab")
    return makeError(ErrorCode::UnsupportedFormat, {jsonExcerpt(*format)}, whereIs(text, "format", fileName));

  const auto version = doc.find("version");
  if (version == doc.end()) return wrongShape(text, fileName, "version", Problem::DocumentMissingKey, {"version"});
  if (!version->is_number_integer() || version->get<long long>() < 1)
    return wrongShape(text, fileName, "version", Problem::MustBePositiveInteger, {"version", jsonExcerpt(*version)});
  if (version->get<long long>() > kGamelabSchemaVersion)
    return makeError(ErrorCode::UnsupportedVersion,
                     {std::to_string(version->get<long long>()), std::to_string(kGamelabSchemaVersion)},
                     whereIs(text, "version", fileName));

  GamelabFile file;
  const auto kind = doc.find("kind");
  if (kind == doc.end()) return wrongShape(text, fileName, "kind", Problem::DocumentMissingKey, {"kind"});
  if (!kind->is_string()) return wrongShape(text, fileName, "kind", Problem::MustBeString, {"kind"});
  file.kind = kind->get<std::string>();

  if (const auto title = doc.find("title"); title != doc.end()) {
    if (!title->is_string()) return wrongShape(text, fileName, "title", Problem::MustBeString, {"title"});
    file.title = title->get<std::string>();
  }
  if (const auto parameters = doc.find("parameters"); parameters != doc.end() && !parameters->is_null()) {
    if (!parameters->is_object())
      return wrongShape(text, fileName, "parameters", Problem::MustBeObject, {"parameters"});
    file.parameters = std::move(*parameters);
  }
  const auto game = doc.find("game");
  if (game == doc.end()) return wrongShape(text, fileName, "game", Problem::DocumentMissingKey, {"game"});
  if (!game->is_object()) return wrongShape(text, fileName, "game", Problem::MustBeObject, {"game"});
  file.game = std::move(*game);  // moved, not copied: the document is ours
  if (const auto view = doc.find("view"); view != doc.end()) {
    if (!view->is_object()) return wrongShape(text, fileName, "view", Problem::MustBeObject, {"view"});
    file.view = std::move(*view);
  }
  return file;
}

std::string serializeGamelab(const GamelabFile& file) {
  nlohmann::ordered_json doc;
  doc["format"] = "gamelab";
  doc["version"] = kGamelabSchemaVersion;
  doc["kind"] = file.kind;
  doc["title"] = file.title;
  if (!file.parameters.is_null()) doc["parameters"] = nlohmann::ordered_json::parse(dumpJson(file.parameters));
  doc["game"] = nlohmann::ordered_json::parse(dumpJson(file.game));
  doc["view"] = nlohmann::ordered_json::parse(file.view.is_null() ? "{}" : dumpJson(file.view));
  return dumpJson(doc, 2) + "\n";
}

Expected<GamelabFile> readGamelabFile(const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return text.error();
  return parseGamelab(*text, path);
}

Expected<bool> writeGamelabFile(const std::string& path, const GamelabFile& file) {
  const std::string text = serializeGamelab(file);
  const auto fail = [&] { return makeError(ErrorCode::FileUnwritable, {path}, SourceLocation{path, 0, 0}); };

  std::string directory = ".";
  if (const auto slash = path.rfind('/'); slash != std::string::npos) directory = slash == 0 ? "/" : path.substr(0, slash);
  std::string temp = path + ".tmp-XXXXXX";
  const int fd = mkstemp(temp.data());
  if (fd < 0) return fail();
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      ::unlink(temp.c_str());
      return fail();
    }
    written += static_cast<std::size_t>(n);
  }
  // mkstemp creates 0600: keep the mode of the file being replaced, else 0644.
  struct stat existing {};
  ::fchmod(fd, ::stat(path.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : 0644);
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(temp.c_str());
    return fail();
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    ::unlink(temp.c_str());
    return fail();
  }
  if (const int dir = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY); dir >= 0) {
    ::fsync(dir);  // make the rename durable; best effort
    ::close(dir);
  }
  return true;
}

}  // namespace gamelab
