#include "core/coalition/coalitionaltablestream.h"

#include "core/common/textexcerpt.h"
#include "core/io/gamelabfile.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace gamelab {
namespace {

using Json = nlohmann::json;
using DomBuilder = nlohmann::detail::json_sax_dom_parser<Json>;

/// "[+-]digits" or "[+-]digits/digits" with at most 18 digits each and a denominator that is
/// not 0, as (numerator, denominator): the common forms of exact values, read without GMP.
/// Anything else (spaces, decimals, longer numbers) is left to exactJsonNumber.
std::optional<std::pair<std::int64_t, std::int64_t>> machineFraction(std::string_view text) {
  constexpr std::size_t kMaxDigits = 18;  // below 10^18 < 2^63
  const auto digits = [](std::string_view part) -> std::optional<std::int64_t> {
    if (part.empty() || part.size() > kMaxDigits) return std::nullopt;
    std::int64_t value = 0;
    for (char c : part) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + (c - '0');
    }
    return value;
  };
  bool negative = false;
  if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  const std::size_t slash = text.find('/');
  const auto numerator = digits(text.substr(0, slash));
  if (!numerator) return std::nullopt;
  std::int64_t denominator = 1;
  if (slash != std::string_view::npos) {
    const auto d = digits(text.substr(slash + 1));
    if (!d || *d == 0) return std::nullopt;
    denominator = *d;
  }
  return std::pair{negative ? -*numerator : *numerator, denominator};
}

/// SAX handler: a JSON tree of everything but the "v" tables, which become numbers.
class TableStreamer : public nlohmann::json_sax<Json> {
 public:
  explicit TableStreamer(StreamedCoalitionalJson& out) : out_(out), dom_(out.root, false) {}

  /// Set when a container opens deeper than kMaxJsonDepth (the parse stops there).
  bool tooDeep = false;
  /// Set by parse_error.
  std::size_t errorPosition = 0;
  std::string errorToken;
  int errorId = 0;

  bool null() override {
    if (table_ && nested_ == 0) return bad(Json(nullptr));
    return forward([](auto& d) { return d.null(); });
  }
  bool boolean(bool b) override {
    if (table_ && nested_ == 0) return bad(Json(b));
    return forward([&](auto& d) { return d.boolean(b); });
  }
  bool number_integer(number_integer_t i) override {
    if (table_ && nested_ == 0) {
      table_->values.append(static_cast<std::int64_t>(i));
      return true;
    }
    return forward([&](auto& d) { return d.number_integer(i); });
  }
  bool number_unsigned(number_unsigned_t u) override {
    if (table_ && nested_ == 0) {
      if (u > static_cast<number_unsigned_t>(INT64_MAX)) return entry(*exactJsonNumber(Json(u)));
      table_->values.append(static_cast<std::int64_t>(u));
      return true;
    }
    return forward([&](auto& d) { return d.number_unsigned(u); });
  }
  bool number_float(number_float_t f, const string_t& s) override {
    // Floats as every payload reads them (exactJsonNumber: 0.1 is 1/10).
    if (table_ && nested_ == 0) {
      Json value(f);
      if (auto number = exactJsonNumber(value)) return entry(std::move(*number));
      return bad(std::move(value));
    }
    return forward([&](auto& d) { return d.number_float(f, s); });
  }
  bool string(string_t& s) override {
    if (table_ && nested_ == 0) {
      if (auto fraction = machineFraction(s)) {
        table_->values.append(fraction->first, fraction->second);
        return true;
      }
      Json value(std::move(s));
      if (auto number = exactJsonNumber(value)) return entry(std::move(*number));
      return bad(std::move(value));
    }
    return forward([&](auto& d) { return d.string(s); });
  }
  bool binary(binary_t& b) override { return forward([&](auto& d) { return d.binary(b); }); }

  bool start_object(std::size_t size) override {
    if (!open()) return false;
    if (table_) return openInsideTable([&](auto& d) { return d.start_object(size); });
    frames_.push_back(Frame{true, {}});
    return dom_.start_object(size);
  }
  bool key(string_t& k) override {
    if (table_) return !badDom_ || badDom_->key(k);
    frames_.back().key = k;
    return dom_.key(k);
  }
  bool end_object() override {
    --depth_;
    if (table_) return closeInsideTable([](auto& d) { return d.end_object(); });
    frames_.pop_back();
    return dom_.end_object();
  }
  bool start_array(std::size_t size) override {
    if (!open()) return false;
    if (table_) return openInsideTable([&](auto& d) { return d.start_array(size); });
    if (StreamedTable* table = tableStartingHere()) {
      *table = StreamedTable{};
      table->present = true;
      table_ = table;
      return true;
    }
    frames_.push_back(Frame{false, {}});
    return dom_.start_array(size);
  }
  bool end_array() override {
    --depth_;
    if (table_ && nested_ == 0) {
      table_ = nullptr;
      // The tree keeps an empty array in the table's place.
      return dom_.start_array(0) && dom_.end_array();
    }
    if (table_) return closeInsideTable([](auto& d) { return d.end_array(); });
    frames_.pop_back();
    return dom_.end_array();
  }
  bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& e) override {
    errorPosition = position;
    errorToken = lastToken;
    errorId = e.id;
    return false;
  }

 private:
  struct Frame {
    bool object;
    std::string key;  ///< of the value being read, in an object
  };

  /// Counts a container opening; false (and tooDeep) beyond kMaxJsonDepth, before any tree is
  /// built that deep (nlohmann copies and compares values recursively).
  bool open() {
    if (++depth_ <= kMaxJsonDepth) return true;
    tooDeep = true;
    return false;
  }

  /// The table an array starting now is: "v" of the top-level object or of its "game".
  StreamedTable* tableStartingHere() {
    const auto isKey = [&](std::size_t depth, const char* key) {
      return frames_[depth].object && frames_[depth].key == key;
    };
    if (frames_.size() == 1 && isKey(0, "v")) return &out_.topLevel;
    if (frames_.size() == 2 && isKey(0, "game") && isKey(1, "v")) return &out_.inGame;
    return nullptr;
  }

  bool entry(Rational value) {
    table_->values.append(std::move(value));
    return true;
  }
  /// An entry that is not a number: the first one is kept for the message.
  bool bad(Json value) {
    if (!table_->firstBadIndex) {
      table_->firstBadIndex = table_->values.size();
      table_->firstBad = std::move(value);
    }
    table_->values.append(std::int64_t(0));
    return true;
  }
  /// Outside the tables: to the tree. Inside an entry of a table (a container where a number
  /// belongs): to the copy of the first such entry, if this is it.
  template <class Call>
  bool forward(Call call) {
    if (!table_) return call(dom_);
    return !badDom_ || call(*badDom_);
  }
  template <class Call>
  bool openInsideTable(Call call) {
    if (nested_ == 0) {
      if (!table_->firstBadIndex) {
        table_->firstBadIndex = table_->values.size();
        badDom_.emplace(table_->firstBad, false);
      }
      table_->values.append(std::int64_t(0));
    }
    ++nested_;
    return !badDom_ || call(*badDom_);
  }
  template <class Call>
  bool closeInsideTable(Call call) {
    --nested_;
    const bool go = !badDom_ || call(*badDom_);
    if (nested_ == 0) badDom_.reset();
    return go;
  }

  StreamedCoalitionalJson& out_;
  DomBuilder dom_;
  std::vector<Frame> frames_;
  StreamedTable* table_ = nullptr;  ///< the table being read, if any
  int nested_ = 0;                  ///< containers open inside the current table entry
  int depth_ = 0;                   ///< containers open in the whole document
  std::optional<DomBuilder> badDom_;
};

}  // namespace

Expected<StreamedCoalitionalJson> streamCoalitionalJson(std::string_view text, const std::string& fileName) {
  StreamedCoalitionalJson out;
  TableStreamer streamer(out);
  bool parsed = false;
  try {
    parsed = Json::sax_parse(text.data(), text.data() + text.size(), &streamer);
  } catch (const nlohmann::json::exception&) {
    parsed = false;
  }
  if (parsed) return out;
  if (streamer.tooDeep) {
    // parseJsonText stops at the same bracket and words the error with its place.
    auto placed = parseJsonText(text, fileName);
    if (!placed) return placed.error();
    return makeError(ErrorCode::NestedTooDeep, {std::to_string(kMaxJsonDepth)}, SourceLocation{fileName, 0, 0});
  }

  const std::size_t end = std::min(streamer.errorPosition, text.size());
  if (streamer.errorId == 406) {
    // A number beyond a double's range: the token ends where the parser stopped.
    const std::size_t at = streamer.errorToken.empty() ? std::string_view::npos : text.rfind(streamer.errorToken, end);
    return makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedDoubleRangeNumber,
                            {"'" + excerpt(streamer.errorToken) + "'"},
                            locationOfOffset(text, at == std::string_view::npos ? end : at, fileName));
  }
  // Malformed JSON: worded and placed as parseGamelab does (it fails at the same token).
  try {
    auto doc = parseGamelab(text, fileName);
    if (!doc) return doc.error();
  } catch (const std::exception&) {
  }
  return makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedValidJson, {"'" + excerpt(streamer.errorToken) + "'"},
                          locationOfOffset(text, end, fileName));
}

}  // namespace gamelab
