#include "core/partizan/expression.h"

#include "core/common/problem.h"
#include "core/common/utf8.h"
#include "core/partizan/expressionlexer.h"
#include "core/partizan/storesolver.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::partizan {
namespace {

using namespace detail;

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

}  // namespace

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
