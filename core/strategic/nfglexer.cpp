#include "core/strategic/nfglexer.h"

#include "core/common/textexcerpt.h"

#include <cctype>

namespace gamelab {

void NfgLexer::advance() {
  if (pos_ >= text_.size()) return;
  if (text_[pos_] == '\n') {
    ++line_;
    column_ = 1;
  } else {
    ++column_;
  }
  ++pos_;
}

NfgToken NfgLexer::next() {
  while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(peek()))) advance();
  NfgToken token;
  token.line = line_;
  token.column = column_;
  if (pos_ >= text_.size()) return token;  // End

  const char c = peek();
  if (c == '{' || c == '}' || c == ',') {
    token.kind = c == '{' ? NfgTokenKind::LeftBrace : c == '}' ? NfgTokenKind::RightBrace : NfgTokenKind::Comma;
    token.text = std::string(1, c);
    advance();
    return token;
  }
  if (c == '"') {
    advance();
    while (pos_ < text_.size() && peek() != '"') {
      if (peek() == '\\' && pos_ + 1 < text_.size()) advance();  // \" and \\ stand for the next character
      token.text += peek();
      advance();
    }
    if (pos_ >= text_.size()) {
      token.kind = NfgTokenKind::Invalid;
      token.text = '"' + token.text;  // what was found: an opening quote and the rest of the text
      return token;
    }
    advance();  // closing quote
    token.kind = NfgTokenKind::String;
    return token;
  }
  const auto isNumberChar = [](char ch) {
    return std::isdigit(static_cast<unsigned char>(ch)) || ch == '+' || ch == '-' || ch == '.' || ch == '/' ||
           ch == 'e' || ch == 'E';
  };
  if (std::isdigit(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.') {
    while (pos_ < text_.size() && isNumberChar(peek())) {
      token.text += peek();
      advance();
    }
    // A number glued to letters ("12abc") is one bad token, reported whole.
    while (pos_ < text_.size() && std::isalnum(static_cast<unsigned char>(peek()))) {
      token.text += peek();
      advance();
    }
    token.kind = NfgTokenKind::Number;
    return token;
  }
  if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_' ||
                                   peek() == '.' || peek() == '/')) {
      token.text += peek();
      advance();
    }
    token.kind = NfgTokenKind::Word;
    return token;
  }
  token.kind = NfgTokenKind::Invalid;
  token.text = std::string(1, c);
  advance();
  return token;
}

bool NfgLexer::isUnterminatedString(const NfgToken& token) {
  return token.kind == NfgTokenKind::Invalid && !token.text.empty() && token.text[0] == '"';
}

std::string NfgLexer::describe(const NfgToken& token) {
  switch (token.kind) {
    case NfgTokenKind::End: return {};
    case NfgTokenKind::String: return excerpt("\"" + token.text + "\"");
    default: return "'" + excerpt(token.text) + "'";
  }
}

}  // namespace gamelab
