#include "core/param/expression.h"

#include <algorithm>
#include <optional>

namespace gamelab {
namespace {

using Op = Expression::Op;

/// One lexical item: an operator character (ASCII after mapping the Unicode signs), a number or
/// a name, with its byte offset.
struct Token {
  enum class Kind { Number, Name, Symbol, End } kind = Kind::End;
  char symbol = 0;
  std::string_view text;
  std::size_t offset = 0;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isNameChar(char c) { return isNameStart(c) || isDigit(c); }

/// 1-based column of byte `offset` of `text`, counting code points.
std::size_t columnOf(std::string_view text, std::size_t offset) {
  std::size_t column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
  return column;
}

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  /// The next token, or nullopt for a character that starts none (at offset()).
  std::optional<Token> next() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
    Token t;
    t.offset = pos_;
    if (pos_ >= text_.size()) return t;
    const char c = text_[pos_];
    if (isDigit(c) || c == '.') {
      std::size_t end = pos_;
      while (end < text_.size() && (isDigit(text_[end]) || text_[end] == '.')) ++end;
      if (end < text_.size() && (text_[end] == 'e' || text_[end] == 'E')) {
        std::size_t k = end + 1;
        if (k < text_.size() && (text_[k] == '+' || text_[k] == '-')) ++k;
        if (k < text_.size() && isDigit(text_[k])) {
          while (k < text_.size() && isDigit(text_[k])) ++k;
          end = k;
        }
      }
      return take(Token::Kind::Number, 0, end - pos_);
    }
    if (isNameStart(c)) {
      std::size_t end = pos_;
      while (end < text_.size() && isNameChar(text_[end])) ++end;
      return take(Token::Kind::Name, 0, end - pos_);
    }
    if (std::string_view("+-*/^()").find(c) != std::string_view::npos) return take(Token::Kind::Symbol, c, 1);
    const std::string_view rest = text_.substr(pos_);
    if (rest.starts_with("\u2212")) return take(Token::Kind::Symbol, '-', 3);  // −
    if (rest.starts_with("\u00D7")) return take(Token::Kind::Symbol, '*', 2);  // ×
    if (rest.starts_with("\u00F7")) return take(Token::Kind::Symbol, '/', 2);  // ÷
    if (rest.starts_with("\u00B7")) return take(Token::Kind::Symbol, '*', 2);  // ·
    return std::nullopt;
  }

  std::size_t offset() const { return pos_; }

 private:
  Token take(Token::Kind kind, char symbol, std::size_t length) {
    Token t{kind, symbol, text_.substr(pos_, length), pos_};
    pos_ += length;
    return t;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

int precedence(Op op) {
  switch (op) {
    case Op::Add: case Op::Subtract: return 1;
    case Op::Multiply: case Op::Divide: return 2;
    case Op::Negate: return 3;
    default: return 0;
  }
}

/// An operator waiting on the shunting-yard stack; `open` marks a parenthesis.
struct Pending {
  Op op = Op::Add;
  bool open = false;
};

/// The text found at `offset`, as quoted in an error: the character there (a whole UTF-8 code
/// point).
std::string foundAt(std::string_view text, std::size_t offset) {
  std::size_t end = offset + 1;
  while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
  return std::string(text.substr(offset, end - offset));
}

/// The stack machine of postfix code over T: `leaf(name)` gives a name's value, `divide(a, b)`
/// divides (or fails). `size(x)` measures a value (bits of a number, degree of a function): no
/// step may make one larger than `limit`, and a power is refused before it is computed, so
/// hostile text ("((2^64)^64)^64…") fails at once with `tooLarge(size)`.
template <class T, class Leaf, class Divide, class Size, class TooLarge>
Expected<T> runPostfix(const Expression& e, Leaf&& leaf, Divide&& divide, Size&& size, std::size_t limit,
                       TooLarge&& tooLarge) {
  std::vector<T> stack;
  stack.reserve(16);
  for (const auto& step : e.postfix) {
    if (!stack.empty() && size(stack.back()) > limit) return tooLarge(size(stack.back()));
    if (step.op == Op::Power && size(stack.back()) * step.exponent > limit)
      return tooLarge(size(stack.back()) * step.exponent);
    if (step.op == Op::Multiply && size(stack.back()) + size(stack[stack.size() - 2]) > limit)
      return tooLarge(size(stack.back()) + size(stack[stack.size() - 2]));
    switch (step.op) {
      case Op::Number: stack.emplace_back(step.number); continue;
      case Op::Name: {
        auto value = leaf(step.name);
        if (!value) return value.error();
        stack.push_back(std::move(*value));
        continue;
      }
      case Op::Negate: stack.back() = -stack.back(); continue;
      case Op::Power: {
        T result = T(Rational(1));
        for (unsigned k = 0; k < step.exponent; ++k) result = result * stack.back();
        stack.back() = std::move(result);
        continue;
      }
      default: break;
    }
    T right = std::move(stack.back());
    stack.pop_back();
    T& left = stack.back();
    switch (step.op) {
      case Op::Add: left = left + right; break;
      case Op::Subtract: left = left - right; break;
      case Op::Multiply: left = left * right; break;
      case Op::Divide: {
        auto quotient = divide(left, right);
        if (!quotient) return quotient.error();
        left = std::move(*quotient);
        break;
      }
      default: break;
    }
  }
  if (size(stack.back()) > limit) return tooLarge(size(stack.back()));
  return std::move(stack.back());
}

/// The bits of a number's numerator and denominator.
std::size_t bitsOf(const Rational& x) {
  return mpz_sizeinbase(x.get_num_mpz_t(), 2) + mpz_sizeinbase(x.get_den_mpz_t(), 2);
}

std::string valuesText(const Expression& e, const ParameterValues& values) {
  std::string out;
  for (const auto& name : e.names()) {
    const auto it = values.find(name);
    if (it == values.end()) continue;
    if (!out.empty()) out += ", ";
    out += name + " = " + toString(it->second);
  }
  return out;
}

}  // namespace

std::vector<std::string> Expression::names() const {
  std::vector<std::string> out;
  for (const auto& step : postfix)
    if (step.op == Op::Name && std::find(out.begin(), out.end(), step.name) == out.end()) out.push_back(step.name);
  return out;
}

bool isParameterName(std::string_view text) {
  if (text.empty() || text.size() > 64 || !isNameStart(text[0])) return false;
  return std::all_of(text.begin(), text.end(), isNameChar);
}

Expected<Expression> parseExpression(std::string_view text, const std::string& place) {
  if (text.size() > kMaxExpressionLength)
    return makeProblemError(ErrorCode::SyntaxError, Problem::ExpressionTooLong,
                            {place, std::to_string(text.size()), std::to_string(kMaxExpressionLength)});
  Expression e;
  e.text = std::string(text);
  const auto unexpected = [&](std::size_t offset) {
    if (offset >= text.size())
      return makeProblemError(ErrorCode::SyntaxError, Problem::ExpressionIncomplete, {place, e.text});
    return makeProblemError(ErrorCode::SyntaxError, Problem::ExpressionUnexpected,
                            {place, e.text, std::to_string(columnOf(text, offset)), foundAt(text, offset)});
  };
  std::vector<Pending> ops;
  const auto emit = [&](Op op) { e.postfix.push_back(Expression::Step{op, {}, {}, 0}); };
  Lexer lexer(text);
  bool expectOperand = true;
  for (;;) {
    const auto token = lexer.next();
    if (!token) return unexpected(lexer.offset());
    if (token->kind == Token::Kind::End) break;
    if (expectOperand) {
      if (token->kind == Token::Kind::Number) {
        const auto value = parseRational(token->text);
        if (!value) return unexpected(token->offset);
        e.postfix.push_back(Expression::Step{Op::Number, *value, {}, 0});
        expectOperand = false;
      } else if (token->kind == Token::Kind::Name) {
        e.postfix.push_back(Expression::Step{Op::Name, {}, std::string(token->text), 0});
        expectOperand = false;
      } else if (token->symbol == '(') {
        ops.push_back({Op::Add, true});
      } else if (token->symbol == '-') {
        ops.push_back({Op::Negate, false});
      } else if (token->symbol != '+') {
        return unexpected(token->offset);
      }
      continue;
    }
    if (token->kind != Token::Kind::Symbol || token->symbol == '(') return unexpected(token->offset);
    if (token->symbol == ')') {
      while (!ops.empty() && !ops.back().open) {
        emit(ops.back().op);
        ops.pop_back();
      }
      if (ops.empty()) return unexpected(token->offset);
      ops.pop_back();
      continue;
    }
    if (token->symbol == '^') {
      const auto exponent = lexer.next();
      if (!exponent || exponent->kind == Token::Kind::End) return unexpected(exponent ? exponent->offset : lexer.offset());
      const auto value = exponent->kind == Token::Kind::Number ? parseRational(exponent->text) : std::nullopt;
      if (!value || value->get_den() != 1 || *value < 0 || *value > 64) return unexpected(exponent->offset);
      e.postfix.push_back(Expression::Step{Op::Power, {}, {}, static_cast<unsigned>(value->get_num().get_ui())});
      continue;
    }
    const Op op = token->symbol == '+' ? Op::Add
                  : token->symbol == '-' ? Op::Subtract
                  : token->symbol == '*' ? Op::Multiply
                                         : Op::Divide;
    while (!ops.empty() && !ops.back().open && precedence(ops.back().op) >= precedence(op)) {
      emit(ops.back().op);
      ops.pop_back();
    }
    ops.push_back({op, false});
    expectOperand = true;
  }
  if (expectOperand) return unexpected(text.size());
  while (!ops.empty()) {
    if (ops.back().open) return unexpected(text.size());
    emit(ops.back().op);
    ops.pop_back();
  }
  return e;
}

Expected<Rational> evaluateExpression(const Expression& e, const ParameterValues& values, const std::string& place) {
  return runPostfix<Rational>(
      e,
      [&](const std::string& name) -> Expected<Rational> {
        const auto it = values.find(name);
        if (it == values.end())
          return makeProblemError(ErrorCode::WrongShape, Problem::UnknownParameter, {place, name});
        return it->second;
      },
      [&](const Rational& a, const Rational& b) -> Expected<Rational> {
        if (b == 0)
          return makeProblemError(ErrorCode::WrongShape, Problem::ExpressionDivisionByZero,
                                  {place, e.text, valuesText(e, values)});
        return Rational(a / b);
      },
      bitsOf, kMaxExpressionBits,
      [&](std::size_t bits) {
        return makeError(ErrorCode::TooLarge, {place + ": a number of " + std::to_string(bits) + " bits",
                                               std::to_string(kMaxExpressionBits) + " bits"});
      });
}

Expected<RationalFunction> expressionFunction(const Expression& e, const ParameterValues& values,
                                              const std::string& variable, const std::string& place) {
  return runPostfix<RationalFunction>(
      e,
      [&](const std::string& name) -> Expected<RationalFunction> {
        if (name == variable) return RationalFunction::variable();
        const auto it = values.find(name);
        if (it == values.end())
          return makeProblemError(ErrorCode::WrongShape, Problem::UnknownParameter, {place, name});
        return RationalFunction(it->second);
      },
      [&](const RationalFunction& a, const RationalFunction& b) -> Expected<RationalFunction> {
        if (b.isZero())
          return makeProblemError(ErrorCode::WrongShape, Problem::ExpressionDivisionByZero,
                                  {place, e.text, variable + " = any value"});
        return a / b;
      },
      [](const RationalFunction& f) { return static_cast<std::size_t>(std::max(f.degree(), 0)); },
      static_cast<std::size_t>(kMaxExpressionDegree),
      [&](std::size_t degree) {
        return makeProblemError(ErrorCode::TooLarge, Problem::SweepTooLarge,
                                {place + ": degree " + std::to_string(degree), std::to_string(kMaxExpressionDegree)});
      });
}

}  // namespace gamelab
