#include "core/partizan/expression.h"

#include "core/common/problem.h"
#include "core/common/utf8.h"
#include "core/partizan/storesolver.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::partizan {
namespace {

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

SourceLocation at(int column) { return SourceLocation{{}, 1, column}; }

Error unexpected(const std::string& found, int column) {
  return makeProblemError(ErrorCode::SyntaxError, Problem::CgtUnexpected, {found}, at(column));
}

Error tooDeep(const std::string& found, int most, int column) {
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

// ---------------------------------------------------------------------------------------------
// Operator-precedence evaluation (no recursion: an operand stack and an operator stack)
// ---------------------------------------------------------------------------------------------

/// A value on the operand stack: one game, or (inside braces) a list of options.
struct Operand {
  GameId game = kNoGame;       ///< kNoGame: a list
  std::vector<GameId> list;   ///< when game == kNoGame (may be empty: "{|0}")
  std::vector<GameId> options() const { return game == kNoGame ? list : std::vector<GameId>{game}; }
};

enum class OpKind { Paren, Brace, Negate, Plus, PlusMinus, Add, Subtract, Comma, Bar };

struct Op {
  OpKind kind = OpKind::Add;
  int column = 0;
  int bars = 0;          ///< Bar: the run length
  bool barSeen = false;  ///< Brace: a bar was met in this group
};

/// Binding strength: prefix operators tightest, then + and −, then ",", then bar runs (a
/// longer run binds looser).
int precedence(const Op& op) {
  switch (op.kind) {
    case OpKind::Negate:
    case OpKind::Plus:
    case OpKind::PlusMinus: return 3;
    case OpKind::Add:
    case OpKind::Subtract: return 2;
    case OpKind::Comma: return 1;
    case OpKind::Bar: return -op.bars;
    default: return -1'000'000;  // brackets are never popped by precedence
  }
}

bool isBracket(OpKind kind) { return kind == OpKind::Paren || kind == OpKind::Brace; }

class Parser {
 public:
  Parser(GameStore& store, std::string_view text) : store_(store), lexer_(text), length_(text) {}

  Expected<GameId> run() {
    bool expectOperand = true;
    for (;;) {
      auto next = lexer_.next();
      if (!next) return next.error();
      const Token& token = *next;
      if (expectOperand) {
        if (auto e = operand(token, expectOperand)) return *e;
        continue;
      }
      if (auto e = operatorToken(token, expectOperand)) return *e;
      if (token.kind == Tok::End) break;
    }
    if (values_.size() != 1 || values_.back().game == kNoGame)
      return Error(unexpected({}, endColumn()));
    if (hugeNimber_) return *hugeNimber_;
    return values_.back().game;
  }

 private:
  int endColumn() const { return utf8ColumnOf(length_, length_.size()); }

  bool innermostIsBrace() const { return !brackets_.empty() && ops_[brackets_.back()].kind == OpKind::Brace; }

  /// A token where an operand must start.
  std::optional<Error> operand(const Token& token, bool& expectOperand) {
    switch (token.kind) {
      case Tok::Nus: {
        // A nimber too large to build stands as 0 while the rest is read: a syntax error
        // after it is still found; then it is refused (the text may be a symbolic sum).
        if (token.hugeNimber != 0 && !hugeNimber_)
          hugeNimber_ = makeProblemError(ErrorCode::TooLarge, Problem::CgtNimberTooLarge,
                                         {token.hugeNimberDigits, std::to_string(kMaxHeight)},
                                         at(token.hugeNimberColumn));
        // The parts summed (canonically); a lone part is its own canonical form.
        GameId g = kNoGame;
        auto plus = [&](GameId part) { g = g == kNoGame ? part : store_.add(g, part); };
        if (token.number != 0 || (token.ups == 0 && token.nimber == 0)) plus(store_.number(token.number));
        if (token.ups != 0) plus(store_.up(token.ups));
        if (token.nimber != 0) plus(store_.nimber(token.nimber));
        if (auto e = checkHeight(g, token.column)) return e;
        values_.push_back(Operand{g, {}});
        expectOperand = false;
        return std::nullopt;
      }
      case Tok::Minus: ops_.push_back({OpKind::Negate, token.column}); return std::nullopt;
      case Tok::Plus: ops_.push_back({OpKind::Plus, token.column}); return std::nullopt;
      case Tok::PlusMinus: ops_.push_back({OpKind::PlusMinus, token.column}); return std::nullopt;
      case Tok::LParen:
      case Tok::LBrace: {
        if (static_cast<int>(brackets_.size()) >= kMaxExpressionNesting)
          return tooDeep(std::to_string(brackets_.size() + 1), kMaxExpressionNesting, token.column);
        brackets_.push_back(ops_.size());
        ops_.push_back({token.kind == Tok::LParen ? OpKind::Paren : OpKind::Brace, token.column});
        return std::nullopt;
      }
      case Tok::Bars:
      case Tok::RBrace:
        // An empty side of a bar: "{|0}", "{0|}", "{|}".
        if (!ops_.empty() && (ops_.back().kind == OpKind::Brace || ops_.back().kind == OpKind::Bar)) {
          values_.push_back(Operand{});
          expectOperand = false;
          return operatorToken(token, expectOperand);
        }
        break;
      default: break;
    }
    return unexpected(token.text, token.kind == Tok::End ? endColumn() : token.column);
  }

  /// A token after a complete operand.
  std::optional<Error> operatorToken(const Token& token, bool& expectOperand) {
    switch (token.kind) {
      case Tok::Plus:
      case Tok::Minus:
        if (auto e = binary({token.kind == Tok::Plus ? OpKind::Add : OpKind::Subtract, token.column})) return e;
        expectOperand = true;
        return std::nullopt;
      case Tok::PlusMinus:  // "a+-b" = a + ±b
        if (auto e = binary({OpKind::Add, token.column})) return e;
        ops_.push_back({OpKind::PlusMinus, token.column});
        expectOperand = true;
        return std::nullopt;
      case Tok::Comma:
      case Tok::Bars: {
        if (!innermostIsBrace()) break;
        Op op{token.kind == Tok::Comma ? OpKind::Comma : OpKind::Bar, token.column, token.bars};
        if (auto e = binary(op)) return e;
        if (op.kind == OpKind::Bar) ops_[brackets_.back()].barSeen = true;
        expectOperand = true;
        return std::nullopt;
      }
      case Tok::RParen:
      case Tok::RBrace: {
        const OpKind open = token.kind == Tok::RParen ? OpKind::Paren : OpKind::Brace;
        if (brackets_.empty() || ops_[brackets_.back()].kind != open) break;
        if (auto e = reduceTo(brackets_.back())) return e;
        const bool barSeen = ops_.back().barSeen;
        ops_.pop_back();
        brackets_.pop_back();
        if (open == OpKind::Brace && !barSeen) break;  // "{1}": a group needs a bar
        return std::nullopt;
      }
      case Tok::End: {
        if (!brackets_.empty()) break;
        return reduceTo(0);
      }
      default: break;
    }
    return unexpected(token.text, token.kind == Tok::End ? endColumn() : token.column);
  }

  /// Pushes a binary operator after applying those on the stack that bind at least as
  /// tightly; two bar runs of the same length in one group are ambiguous.
  std::optional<Error> binary(const Op& op) {
    const int mine = precedence(op);
    while (!ops_.empty() && !isBracket(ops_.back().kind) && precedence(ops_.back()) >= mine) {
      if (op.kind == OpKind::Bar && ops_.back().kind == OpKind::Bar && ops_.back().bars == op.bars)
        return unexpected(std::string(static_cast<std::size_t>(op.bars), '|'), op.column);
      if (auto e = apply()) return e;
    }
    ops_.push_back(op);
    return std::nullopt;
  }

  /// Applies operators down to (not including) ops_[floor] (a bracket), or all when floor is
  /// 0 and there is no bracket.
  std::optional<Error> reduceTo(std::size_t floor) {
    const std::size_t keep = brackets_.empty() ? 0 : floor + 1;
    while (ops_.size() > keep)
      if (auto e = apply()) return e;
    return std::nullopt;
  }

  std::optional<Error> checkHeight(GameId g, int column) {
    const int h = store_.height(g);
    if (h > kMaxHeight) return tooDeep(std::to_string(h), kMaxHeight, column);
    return std::nullopt;
  }

  /// Pops the top operator and its operands, pushes the result.
  std::optional<Error> apply() {
    const Op op = ops_.back();
    ops_.pop_back();
    Operand right = std::move(values_.back());
    values_.pop_back();
    switch (op.kind) {
      case OpKind::Negate: values_.push_back(Operand{store_.negate(right.game), {}}); return std::nullopt;
      case OpKind::Plus: values_.push_back(std::move(right)); return std::nullopt;
      case OpKind::PlusMinus: {
        if (store_.height(right.game) + 1 > kMaxHeight)
          return tooDeep(std::to_string(store_.height(right.game) + 1), kMaxHeight, op.column);
        const GameId g = store_.plusMinus(right.game);
        values_.push_back(Operand{g, {}});
        return checkHeight(g, op.column);
      }
      default: break;
    }
    Operand left = std::move(values_.back());
    values_.pop_back();
    switch (op.kind) {
      case OpKind::Add:
      case OpKind::Subtract: {
        const GameId h = op.kind == OpKind::Add ? right.game : store_.negate(right.game);
        const int height = store_.height(left.game) + store_.height(h);
        if (height > kMaxHeight) return tooDeep(std::to_string(height), kMaxHeight, op.column);
        const double positions = double(store_.positionCount(left.game)) * double(store_.positionCount(h));
        values_.push_back(Operand{positions <= double(kMaxSumFormPositions) ? store_.sumForm(left.game, h)
                                                                           : store_.add(left.game, h),
                                  {}});
        return std::nullopt;
      }
      case OpKind::Comma: {
        Operand list{kNoGame, left.options()};
        for (GameId g : right.options()) list.list.push_back(g);
        values_.push_back(std::move(list));
        return std::nullopt;
      }
      case OpKind::Bar: {
        const GameId g = store_.form(left.options(), right.options());
        values_.push_back(Operand{g, {}});
        return checkHeight(g, op.column);
      }
      default: return unexpected({}, op.column);  // brackets are removed by their closer
    }
  }

  GameStore& store_;
  Lexer lexer_;
  std::string_view length_;
  std::vector<Operand> values_;
  std::vector<Op> ops_;
  std::vector<std::size_t> brackets_;  ///< indices in ops_ of the open brackets
  std::optional<Error> hugeNimber_;    ///< the first nimber too large to build
};

/// The sum of numbers and nimbers `text` denotes, or nullopt when it has other parts (braces,
/// ups, ±). `text` is a valid expression (it parsed but for a huge nimber). Iterative: a stack
/// of the open parentheses, each with the sum before it and the sign it is added with.
std::optional<NimberSum> readNimberSum(std::string_view text) {
  struct Group {
    NimberSum before;
    bool negated = false;
  };
  std::vector<Group> groups;
  NimberSum sum;
  bool negated = false;  // the sign the next operand is added with
  bool expectOperand = true;
  Lexer lexer(text);
  for (;;) {
    auto next = lexer.next();
    if (!next) return std::nullopt;
    const Token& token = *next;
    if (expectOperand) {
      switch (token.kind) {
        case Tok::Minus: negated = !negated; continue;
        case Tok::Plus: continue;
        case Tok::LParen:
          groups.push_back({sum, negated});
          sum = {};
          negated = false;
          continue;
        case Tok::Nus: {
          if (token.ups != 0) return std::nullopt;
          const NimberSum term{token.number, token.hugeNimber != 0 ? token.hugeNimber : mpz_class(token.nimber)};
          sum += negated ? -term : term;
          expectOperand = false;
          continue;
        }
        default: return std::nullopt;
      }
    }
    switch (token.kind) {
      case Tok::Plus:
      case Tok::Minus:
        negated = token.kind == Tok::Minus;
        expectOperand = true;
        continue;
      case Tok::RParen: {
        if (groups.empty()) return std::nullopt;
        const Group group = groups.back();
        groups.pop_back();
        const NimberSum inner = sum;
        sum = group.before;
        sum += group.negated ? -inner : inner;
        continue;
      }
      case Tok::End:
        if (!groups.empty()) return std::nullopt;
        return sum;
      default: return std::nullopt;
    }
  }
}

}  // namespace

Expected<std::vector<SumTerm>> splitSumTerms(std::string_view text) {
  if (text.size() > kMaxExpressionLength)
    return makeProblemError(ErrorCode::TooLarge, Problem::InputTooLarge,
                            {std::to_string(text.size()), std::to_string(kMaxExpressionLength)});
  Lexer lexer(text);
  std::vector<SumTerm> terms;
  std::size_t termStart = 0;
  bool negated = false;
  int depth = 0;
  bool afterOperand = false;  // the previous token ended an operand
  for (;;) {
    auto next = lexer.next();
    if (!next) return next.error();
    const Token& token = *next;
    const bool binary = depth == 0 && afterOperand &&
                        (token.kind == Tok::Plus || token.kind == Tok::Minus || token.kind == Tok::PlusMinus);
    if (binary || token.kind == Tok::End) {
      terms.push_back(SumTerm{std::string(text.substr(termStart, token.offset - termStart)), negated});
      if (token.kind == Tok::End) break;
      negated = token.kind == Tok::Minus;
      // "+" and "-" are left out of the next term; "+-" / "±" starts it (a + ±b).
      termStart = token.kind == Tok::PlusMinus ? token.offset : token.offset + 1;
      afterOperand = false;
      continue;
    }
    switch (token.kind) {
      case Tok::LParen:
      case Tok::LBrace: ++depth; afterOperand = false; break;
      case Tok::RParen:
      case Tok::RBrace: --depth; afterOperand = true; break;
      case Tok::Nus: afterOperand = true; break;
      default: afterOperand = false; break;
    }
  }
  return terms;
}

std::optional<Error> checkGameExpression(std::string_view text, std::size_t nodes) {
  GameStore scratch(GameStore::Limits{nodes});
  auto parsed = parseGameOrNimberSum(scratch, text);
  if (parsed || parsed.error().problem == Problem::TooManyPositions) return std::nullopt;
  return parsed.error();
}

Expected<ExpressionValue> parseGameOrNimberSum(GameStore& store, std::string_view text) {
  auto game = parseGameExpression(store, text);
  if (game) return ExpressionValue(*game);
  if (game.error().problem != Problem::CgtNimberTooLarge) return game.error();
  auto sum = readNimberSum(text);
  if (!sum) return game.error();
  if (!sum->fitsStore()) return ExpressionValue(*sum);
  try {  // the huge nimbers cancelled: *N + *N + *3 is *3
    return ExpressionValue(buildNimberSum(store, *sum));
  } catch (const StoreStopped& stopped) {
    return storeStoppedError(store, stopped, store.cancelToken());
  }
}

Expected<GameId> parseGameExpression(GameStore& store, std::string_view text) {
  if (text.size() > kMaxExpressionLength)
    return makeProblemError(ErrorCode::TooLarge, Problem::InputTooLarge,
                            {std::to_string(text.size()), std::to_string(kMaxExpressionLength)});
  try {
    Parser parser(store, text);
    return parser.run();
  } catch (const StoreStopped& stopped) {
    return storeStoppedError(store, stopped, store.cancelToken());
  }
}

}  // namespace gamelab::partizan
