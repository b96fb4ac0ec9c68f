#include "core/partizan/expression.h"

#include "core/common/problem.h"
#include "core/partizan/expressionlexer.h"
#include "core/partizan/storesolver.h"

#include <optional>
#include <string>
#include <vector>

// The readers that see an expression as a sum: of its summands (splitSumTerms), of numbers and
// nimbers kept symbolic (parseGameOrNimberSum), or only whether it reads (checkGameExpression).

namespace gamelab::partizan {
namespace {

using namespace detail;

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

}  // namespace gamelab::partizan
