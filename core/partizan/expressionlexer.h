#pragma once
/// The tokens of the game expression language (expression.h), internal to core/partizan: the
/// parser (expression.cpp) and the readers that see an expression as a sum (expressionsums.cpp)
/// read the same tokens.
#include "core/common/problem.h"
#include "core/common/rational.h"
#include "core/common/utf8.h"
#include "core/partizan/expression.h"
#include "core/partizan/gamestore.h"

#include <gmpxx.h>

#include <optional>
#include <string>
#include <string_view>

namespace gamelab::partizan::detail {

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

enum class Tok { Nus, Plus, Minus, PlusMinus, LParen, RParen, LBrace, RBrace, Comma, Bars, End };

/// One token; `column` is 1-based in characters (code points).
struct Token {
  Tok kind = Tok::End;
  int column = 0;
  std::size_t offset = 0;  ///< byte offset of its first character
  std::string text;  ///< as written (for messages)
  // Nus: number + ups.↑ + *nimber (parts absent are 0).
  Rational number = 0;
  int ups = 0;
  unsigned nimber = 0;
  mpz_class hugeNimber = 0;  ///< a nimber above kMaxHeight (then `nimber` is 0)
  std::string hugeNimberDigits;  ///< as written
  int hugeNimberColumn = 0;
  int bars = 0;  ///< Bars: the length of the run
};

inline SourceLocation at(int column) { return SourceLocation{{}, 1, column}; }

inline Error unexpected(const std::string& found, int column) {
  return makeProblemError(ErrorCode::SyntaxError, Problem::CgtUnexpected, {found}, at(column));
}

inline Error tooDeep(const std::string& found, int most, int column) {
  return makeProblemError(ErrorCode::TooLarge, Problem::CgtTooDeep, {found, std::to_string(most)}, at(column));
}

/// Reads tokens off the text, counting columns in code points.
class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  /// The next token, or the error at the first character that cannot start or continue one.
  Expected<Token> next() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) advance(1);
    Token token;
    token.column = column_;
    token.offset = pos_;
    if (pos_ >= text_.size()) return token;  // End
    const char c = text_[pos_];
    const std::size_t start = pos_;
    auto single = [&](Tok kind) {
      advance(1);
      token.kind = kind;
      token.text = std::string(1, c);
      return token;
    };
    switch (c) {
      case '(': return single(Tok::LParen);
      case ')': return single(Tok::RParen);
      case '{': return single(Tok::LBrace);
      case '}': return single(Tok::RBrace);
      case ',': return single(Tok::Comma);
      case '-': return single(Tok::Minus);
      case '+':
        if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '-') {
          advance(2);
          token.kind = Tok::PlusMinus;
          token.text = "+-";
          return token;
        }
        return single(Tok::Plus);
      case '|': {
        while (pos_ < text_.size() && text_[pos_] == '|') advance(1);
        token.kind = Tok::Bars;
        token.bars = static_cast<int>(pos_ - start);
        token.text = std::string(text_.substr(start, pos_ - start));
        if (token.bars > kMaxExpressionNesting) return tooDeep(std::to_string(token.bars), kMaxExpressionNesting, token.column);
        return token;
      }
      default: break;
    }
    if (matches("\xC2\xB1")) {  // ±
      advance(2);
      token.kind = Tok::PlusMinus;
      token.text = "\xC2\xB1";
      return token;
    }
    if (isDigit(c) || c == '*' || upSign(pos_) != 0) return nus(token);
    return unexpected(characterAt(pos_), column_);
  }

 private:
  static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
  static bool isDigit(char c) { return c >= '0' && c <= '9'; }

  bool matches(std::string_view s) const { return text_.substr(pos_, s.size()) == s; }

  /// Moves `bytes` bytes on (never inside a code point: callers pass whole characters).
  void advance(std::size_t bytes) {
    const std::string_view passed = text_.substr(pos_, bytes);
    column_ += static_cast<int>(utf8Columns(passed));
    pos_ += passed.size();
  }

  /// +1 / −1 per up / down sign at `p` ("^", "↑", "v", "↓"), ±2 for "⇑" / "⇓", 0 otherwise;
  /// `bytes` receives its length.
  int upSign(std::size_t p, std::size_t* bytes = nullptr) const {
    std::size_t n = 1;
    int sign = 0;
    auto is = [&](std::string_view s) { return text_.substr(p, s.size()) == s; };
    if (p >= text_.size()) return 0;
    if (text_[p] == '^') sign = 1;
    else if (text_[p] == 'v') sign = -1;
    else if (is("\xE2\x86\x91")) sign = 1, n = 3;   // ↑
    else if (is("\xE2\x86\x93")) sign = -1, n = 3;  // ↓
    else if (is("\xE2\x87\x91")) sign = 2, n = 3;   // ⇑
    else if (is("\xE2\x87\x93")) sign = -2, n = 3;  // ⇓
    if (bytes) *bytes = n;
    return sign;
  }

  /// The whole character at `p` (or "\xNN" for a byte that does not start valid UTF-8).
  std::string characterAt(std::size_t p) const {
    if (const std::size_t n = utf8SequenceLength(text_, p)) return std::string(text_.substr(p, n));
    const auto b = static_cast<unsigned char>(text_[p]);
    static const char* hex = "0123456789ABCDEF";
    return std::string("\\x") + hex[b >> 4] + hex[b & 15];
  }

  std::string_view digits() {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && isDigit(text_[pos_])) advance(1);
    return text_.substr(start, pos_ - start);
  }

  /// A whole number ≤ `most` from `text`, or nullopt.
  static std::optional<int> smallNumber(std::string_view text, int most) {
    long value = 0;
    for (char d : text) {
      value = value * 10 + (d - '0');
      if (value > most) return std::nullopt;
    }
    return static_cast<int>(value);
  }

  /// NUMBER? UPS? STAR?, juxtaposed: "3/4", "1*", "1/2^", "3.v*", "^^*2", "*5".
  Expected<Token> nus(Token token) {
    token.kind = Tok::Nus;
    const std::size_t start = pos_;
    if (isDigit(text_[pos_])) {
      const int numberColumn = column_;
      const std::string_view whole = digits();
      if (pos_ + 1 < text_.size() && text_[pos_] == '.' && upSign(pos_ + 1) != 0) {
        // n.^ / n.v: a multiple of up.
        const int multiplierColumn = numberColumn;
        advance(1);
        std::size_t bytes = 1;
        const int sign = upSign(pos_, &bytes);
        advance(bytes);
        // n.^ is n + 1 deep (2n + 1 for n.^^): the depth found against kMaxHeight, as everywhere
        // (a multiplier too long to read is quoted as written).
        const auto n = smallNumber(whole, kMaxHeight);
        const int factor = sign == 2 || sign == -2 ? 2 : 1;
        if (!n || factor * *n > kMaxHeight - 1)
          return tooDeep(n ? std::to_string(factor * *n + 1) : std::string(whole), kMaxHeight, multiplierColumn);
        token.ups = sign * *n;
      } else {
        mpz_class numerator(std::string(whole), 10), denominator = 1;  // base 10: "010" is ten
        std::string written(whole);
        if (pos_ < text_.size() && text_[pos_] == '/') {
          advance(1);
          if (pos_ >= text_.size() || !isDigit(text_[pos_]))
            return unexpected(pos_ >= text_.size() ? std::string() : characterAt(pos_), column_);
          const std::string_view below = digits();
          denominator = mpz_class(std::string(below), 10);
          written += "/" + std::string(below);
        }
        bool dyadic = denominator != 0;
        if (dyadic) {
          Rational value{numerator, denominator};
          value.canonicalize();
          const mpz_class& d = value.get_den();
          dyadic = mpz_popcount(d.get_mpz_t()) == 1;
          token.number = value;
        }
        if (!dyadic)
          return makeProblemError(ErrorCode::SyntaxError, Problem::CgtNotDyadic, {written}, at(numberColumn));
        if (auto e = ups(token)) return *e;
      }
    } else if (auto e = ups(token)) {
      return *e;
    }
    if (pos_ < text_.size() && text_[pos_] == '*') {
      advance(1);
      token.nimber = 1;
      if (pos_ < text_.size() && isDigit(text_[pos_])) {
        const int nimberColumn = column_;
        const std::string_view k = digits();
        if (const auto n = smallNumber(k, kMaxHeight)) {
          token.nimber = static_cast<unsigned>(*n);
        } else {  // kept for a symbolic sum (parseNimberSum); the store refuses it
          token.nimber = 0;
          token.hugeNimber = mpz_class(std::string(k), 10);
          token.hugeNimberDigits = std::string(k);
          token.hugeNimberColumn = nimberColumn;
        }
      }
    }
    token.text = std::string(text_.substr(start, pos_ - start));
    return token;
  }

  /// A run of up / down signs added to token.ups.
  std::optional<Error> ups(Token& token) {
    std::size_t bytes = 1;
    while (int sign = upSign(pos_, &bytes)) {
      const int column = column_;
      token.ups += sign;
      advance(bytes);
      if (token.ups > kMaxHeight - 1 || token.ups < -(kMaxHeight - 1))  // k ups are k + 1 deep
        return tooDeep(std::to_string((token.ups < 0 ? -token.ups : token.ups) + 1), kMaxHeight, column);
    }
    return std::nullopt;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int column_ = 1;
};

}  // namespace gamelab::partizan::detail
