#include "core/io/textlocation.h"

#include "core/io/countingiterator.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>
#include <utility>

namespace gamelab {

SourceLocation locationOfOffset(std::string_view text, std::size_t offset, const std::string& file) {
  if (offset > text.size()) offset = text.size();
  SourceLocation where{file, 1, 1};
  for (std::size_t k = 0; k < offset; ++k) {
    if (text[k] == '\n') {
      ++where.line;
      where.column = 1;
    } else {
      ++where.column;
    }
  }
  return where;
}

namespace {

/// SAX handler that records where the value at a path starts. The lexer may have read one
/// character past a number; value starts are found by skipping blanks and separators from
/// the end of the previous event, which is robust to that.
class Locator : public nlohmann::json_sax<nlohmann::json> {
 public:
  Locator(std::string_view text, const std::vector<std::string>& target, const std::size_t* consumed)
      : text_(text), target_(target), consumed_(consumed) {}

  std::optional<std::size_t> found;

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool string(string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool start_object(std::size_t) override {
    const bool go = value();
    frames_.push_back({false, 0});
    return go;
  }
  bool start_array(std::size_t) override {
    const bool go = value();
    frames_.push_back({true, 0});
    return go;
  }
  bool key(string_t& k) override {
    if (path_.size() >= depth()) path_.resize(depth() - 1);
    path_.push_back(k);
    mark();
    return true;
  }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  struct Frame {
    bool array;
    std::size_t index;
  };

  std::size_t depth() const { return frames_.size(); }

  /// A value starts here (containers push their frame afterwards).
  bool value() {
    if (!frames_.empty() && frames_.back().array) {
      if (path_.size() >= depth()) path_.resize(depth() - 1);
      path_.push_back(std::to_string(frames_.back().index++));
    }
    const std::size_t wanted = depth();
    if (!found && path_.size() == wanted && wanted == target_.size() &&
        std::equal(path_.begin(), path_.end(), target_.begin())) {
      std::size_t k = previousEnd_;
      while (k < text_.size() && (text_[k] == ' ' || text_[k] == '\t' || text_[k] == '\n' || text_[k] == '\r' ||
                                  text_[k] == ',' || text_[k] == ':'))
        ++k;
      found = k;
    }
    mark();
    return true;
  }

  bool close() {
    frames_.pop_back();
    if (path_.size() > depth()) path_.resize(depth());
    mark();
    return true;
  }

  void mark() { previousEnd_ = *consumed_; }

  std::string_view text_;
  const std::vector<std::string>& target_;
  const std::size_t* consumed_;
  std::vector<Frame> frames_;
  std::vector<std::string> path_;
  std::size_t previousEnd_ = 0;
};

}  // namespace

std::optional<std::size_t> findJsonValue(std::string_view text, const std::vector<std::string>& path) {
  std::size_t consumed = 0;
  CountingIterator first(text.data(), text.data(), &consumed);
  CountingIterator last(text.data() + text.size(), text.data(), &consumed);
  Locator locator(text, path, &consumed);
  try {
    nlohmann::json::sax_parse(first, last, &locator);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  return locator.found;
}

std::vector<std::string> jsonPointerPath(std::vector<std::string> prefix, const std::string& pointer) {
  std::vector<std::string> path = std::move(prefix);
  std::size_t start = 1;
  while (start <= pointer.size() && !pointer.empty()) {
    const auto slash = pointer.find('/', start);
    path.push_back(pointer.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  return path;
}

}  // namespace gamelab
