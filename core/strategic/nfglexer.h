#pragma once
/// Tokens of Gambit's .nfg text: braces, commas, quoted strings (\" and \\ escapes), numbers
/// (integers, decimals, fractions 3/2, exponents) and bare words (NFG, R, D).
#include "core/common/error.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace gamelab {

enum class NfgTokenKind { LeftBrace, RightBrace, Comma, String, Number, Word, End, Invalid };

struct NfgToken {
  NfgTokenKind kind = NfgTokenKind::End;
  std::string text;  ///< unescaped contents for strings, raw text otherwise
  int line = 1;
  int column = 1;
};

class NfgLexer {
 public:
  NfgLexer(std::string_view text, std::string fileName) : text_(text), file_(std::move(fileName)) {}

  /// The next token; End at the end of input, Invalid for an unterminated string (text: '"'
  /// and the rest of the input) or a character that starts no token (text holds it).
  NfgToken next();
  /// Where a token is, for errors.
  SourceLocation where(const NfgToken& token) const { return SourceLocation{file_, token.line, token.column}; }
  /// How a token is quoted in an error as what was found ("'abc'", "\"name\"", cut short);
  /// empty at the end of the input (see Problem's expectations).
  static std::string describe(const NfgToken& token);
  /// True for the Invalid token of a string that never closes.
  static bool isUnterminatedString(const NfgToken& token);
  /// Bytes not yet read: what bounds how many more tokens the text can hold.
  std::size_t remaining() const { return text_.size() - pos_; }

 private:
  char peek(std::size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
  void advance();

  std::string_view text_;
  std::string file_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
};

}  // namespace gamelab
