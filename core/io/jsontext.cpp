#include "core/io/jsontext.h"

#include <cstdint>

#include "core/common/textexcerpt.h"
#include "core/io/countingiterator.h"
#include "core/io/textlocation.h"

#include <iterator>
#include <limits>
#include <utility>
#include <optional>

namespace gamelab {
namespace {

/// nlohmann's DOM builder behind a depth bound; failures are recorded, never thrown.
class BoundedDomBuilder {
 public:
  using Json = nlohmann::json;
  using number_integer_t = Json::number_integer_t;
  using number_unsigned_t = Json::number_unsigned_t;
  using number_float_t = Json::number_float_t;
  using string_t = Json::string_t;
  using binary_t = Json::binary_t;

  BoundedDomBuilder(Json& result, const std::size_t* consumed) : dom_(result, false), consumed_(consumed) {}

  std::optional<std::size_t> tooDeepAt;  ///< offset of the first bracket beyond the limit
  struct Failure {
    std::size_t byte = 0;  ///< 1-based index of the last byte read
    std::string token;
    std::string message;
    bool numberOverflow = false;
  };
  std::optional<Failure> failure;

  bool null() { return dom_.null(); }
  bool boolean(bool v) { return dom_.boolean(v); }
  bool number_integer(number_integer_t v) { return dom_.number_integer(v); }
  bool number_unsigned(number_unsigned_t v) { return dom_.number_unsigned(v); }
  bool number_float(number_float_t v, const string_t& s) { return dom_.number_float(v, s); }
  bool string(string_t& v) { return dom_.string(v); }
  bool binary(binary_t& v) { return dom_.binary(v); }
  bool key(string_t& v) { return dom_.key(v); }
  bool start_object(std::size_t n) { return enter() && dom_.start_object(n); }
  bool start_array(std::size_t n) { return enter() && dom_.start_array(n); }
  bool end_object() {
    --depth_;
    return dom_.end_object();
  }
  bool end_array() {
    --depth_;
    return dom_.end_array();
  }
  bool parse_error(std::size_t byte, const std::string& token, const nlohmann::detail::exception& e) {
    // out_of_range 406 is a number that does not fit a double; the rest are syntax errors.
    failure = Failure{byte, token, e.what(), e.id == 406};
    return false;
  }

 private:
  bool enter() {
    if (++depth_ <= kMaxJsonDepth) return true;
    tooDeepAt = *consumed_ == 0 ? 0 : *consumed_ - 1;  // the bracket just read
    return false;
  }

  nlohmann::detail::json_sax_dom_parser<Json> dom_;
  const std::size_t* consumed_;
  int depth_ = 0;
};

/// nlohmann's message ends in "...: syntax error while parsing value - unexpected '}';
/// expected '[', '{', or a literal": what it expected and what it found, in its words.
struct NlohmannSyntax {
  std::string expected;  ///< empty when the message names nothing
  std::string found;
};

NlohmannSyntax splitSyntaxMessage(const std::string& message) {
  NlohmannSyntax out;
  const auto unexpected = message.find("unexpected ");
  if (unexpected != std::string::npos) {
    const auto semicolon = message.find("; expected ", unexpected);
    out.found = message.substr(unexpected + 11, semicolon == std::string::npos ? std::string::npos : semicolon - unexpected - 11);
    if (semicolon != std::string::npos) out.expected = message.substr(semicolon + 11);
  } else {
    const auto colon = message.rfind(": ");
    out.found = colon == std::string::npos ? message : message.substr(colon + 2);
  }
  return out;
}

/// The tokens nlohmann quotes in what it expected ("',' or '}'" -> {",", "}"}).
std::vector<std::string> quotedTokens(const std::string& text) {
  std::vector<std::string> tokens;
  for (std::size_t open = text.find('\''); open != std::string::npos; open = text.find('\'', open)) {
    const std::size_t close = text.find('\'', open + 1);
    if (close == std::string::npos) break;
    tokens.push_back(text.substr(open + 1, close - open - 1));
    open = close + 1;
  }
  return tokens;
}

/// What nlohmann expected as one of Problem's expectations, with its values from %2 on.
std::pair<Problem, std::vector<std::string>> expectation(const std::string& expected) {
  if (expected == "'[', '{', or a literal") return {Problem::ExpectedJsonValue, {}};
  if (expected == "end of input") return {Problem::ExpectedEndOfInput, {}};
  if (expected == "string literal") return {Problem::ExpectedString, {}};
  const auto tokens = quotedTokens(expected);
  if (tokens.size() == 1) return {Problem::ExpectedToken, tokens};
  if (tokens.size() == 2) return {Problem::ExpectedEitherToken, tokens};
  return {Problem::ExpectedValidJson, {}};
}

/// What nlohmann found, as an expectation's %1: a quoted token, or empty at the end.
std::string foundValue(const std::string& found) {
  if (found == "end of input" || found == "<end of input>") return {};
  for (const char* literal : {"true", "false", "null"})
    if (found == std::string(literal) + " literal") return literal;
  return excerpt(found);
}

/// nlohmann reports the last character it read; for a string or number token that is its
/// end (or one past a number), so step back to where the token starts.
std::size_t tokenStart(std::string_view text, std::size_t offset, const std::string& found) {
  if (offset >= text.size()) return text.size();
  if (found == "string literal" && text[offset] == '"') {
    std::size_t k = offset;
    while (k > 0) {
      --k;
      if (text[k] == '"' && (k == 0 || text[k - 1] != '\\')) return k;
    }
  }
  const auto numberChar = [](char c) {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
  };
  if (found.rfind("number literal", 0) == 0 || found.rfind("'", 0) == 0) {
    std::size_t k = offset;
    if (!numberChar(text[k]) && k > 0 && numberChar(text[k - 1])) --k;
    while (k > 0 && numberChar(text[k - 1])) --k;
    return numberChar(text[k]) ? k : offset;
  }
  return offset;
}

bool isBlank(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

}  // namespace

Expected<nlohmann::json> parseJsonText(std::string_view text, const std::string& fileName) {
  if (isBlank(text)) return makeError(ErrorCode::EmptyInput, {}, SourceLocation{fileName, 0, 0});
  // nlohmann's lexer skips a byte-order mark itself; offsets below count it.
  nlohmann::json result;
  std::size_t consumed = 0;
  BoundedDomBuilder builder(result, &consumed);
  CountingIterator first(text.data(), text.data(), &consumed);
  CountingIterator last(text.data() + text.size(), text.data(), &consumed);
  bool ok = false;
  try {
    ok = nlohmann::json::sax_parse(first, last, &builder);
  } catch (const nlohmann::json::exception& e) {  // not expected with this handler; never escapes
    return makeError(ErrorCode::Internal, {excerpt(e.what())}, SourceLocation{fileName, 1, 1});
  }
  if (ok) return result;
  if (builder.tooDeepAt)
    return makeError(ErrorCode::NestedTooDeep, {std::to_string(kMaxJsonDepth)},
                     locationOfOffset(text, *builder.tooDeepAt, fileName));
  if (builder.failure) {
    const auto& f = *builder.failure;
    const std::size_t last = f.byte == 0 ? 0 : f.byte - 1;
    if (f.numberOverflow) {
      const std::size_t start = tokenStart(text, std::min(last, text.size() - 1), "number literal");
      return makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedDoubleRangeNumber, {"'" + excerpt(f.token) + "'"},
                              locationOfOffset(text, start, fileName));
    }
    const NlohmannSyntax message = splitSyntaxMessage(f.message);
    const std::size_t start = tokenStart(text, last, message.found);
    // Quote the string or number found, not nlohmann's English name for its kind.
    const bool literal = message.found == "string literal" || message.found.rfind("number literal", 0) == 0;
    std::string found = literal && start <= last && last < text.size()
                            ? "'" + excerpt(text.substr(start, last + 1 - start)) + "'"
                            : foundValue(message.found);
    auto [problem, values] = expectation(message.expected);
    values.insert(values.begin(), std::move(found));
    return makeProblemError(ErrorCode::SyntaxError, problem, std::move(values), locationOfOffset(text, start, fileName));
  }
  return makeError(ErrorCode::Internal, {"the JSON parser stopped without saying why"}, SourceLocation{fileName, 1, 1});
}

std::string jsonExcerpt(const nlohmann::json& value) {
  if (value.is_string()) return excerpt(value.get_ref<const std::string&>());
  return excerpt(dumpJson(value));
}

std::string dumpJson(const nlohmann::json& value, int indent) {
  return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string dumpJson(const nlohmann::ordered_json& value, int indent) {
  return value.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::optional<Rational> exactJsonNumber(const nlohmann::json& value) {
  if (value.is_string()) return parseRational(value.get_ref<const std::string&>());
  // Integers straight from a machine word when it fits (tables hold millions of them).
  if (value.is_number_unsigned()) {
    const auto u = value.get<std::uint64_t>();
    if (u <= static_cast<std::uint64_t>(std::numeric_limits<long>::max())) return Rational(static_cast<long>(u));
    return Rational(mpz_class(std::to_string(u)));
  }
  if (value.is_number_integer()) {
    const auto i = value.get<std::int64_t>();
    if (i >= std::numeric_limits<long>::min() && i <= std::numeric_limits<long>::max())
      return Rational(static_cast<long>(i));
    return Rational(mpz_class(std::to_string(i)));
  }
  if (value.is_number_float()) return parseRational(value.dump());
  return std::nullopt;
}

Error payloadShapeError(Problem problem, const std::string& place, const std::string& fileName,
                        std::vector<std::string> more) {
  std::vector<std::string> values{"game" + place};
  for (auto& v : more) values.push_back(std::move(v));
  return makeProblemError(ErrorCode::WrongShape, problem, std::move(values), SourceLocation{fileName, 0, 0});
}

}  // namespace gamelab
