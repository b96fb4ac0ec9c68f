#include "core/partizan/ruleset.h"

#include "core/common/problem.h"
#include "core/common/textexcerpt.h"
#include "core/common/utf8.h"
#include "core/partizan/expression.h"
#include "core/partizan/gametext.h"
#include "core/partizan/rulesetdetail.h"

#include <array>

namespace gamelab::partizan {
namespace {

struct RulesetEntry {
  Ruleset ruleset;
  const char* name;
};
constexpr std::array<RulesetEntry, 5> kRulesets{{
    {Ruleset::Expression, "expression"},
    {Ruleset::Domineering, "domineering"},
    {Ruleset::Hackenbush, "hackenbush"},
    {Ruleset::ToadsAndFrogs, "toads-and-frogs"},
    {Ruleset::Cutcake, "cutcake"},
}};

Expected<Position> readExpression(std::string_view text) {
  if (auto error = checkGameExpression(text)) return *error;
  return Position{Ruleset::Expression, std::string(text)};
}

/// The text of an option: its form as written when that is small, else its canonical form.
std::string optionText(GameStore& store, GameId option) {
  constexpr std::uint64_t kMaxWrittenNodes = 20'000;
  return store.treeSize(option) <= kMaxWrittenNodes ? formText(store, option) : canonicalText(store, option);
}

/// Moves of an expression, summand by summand: a move in one summand rewrites only that
/// summand, so the texts stay as short as the expression (writing the whole sum's option
/// out would be exponential in the number of summands).
std::vector<Move> expressionMoves(GameStore& store, const Position& position, Side side) {
  std::vector<Move> moves;
  auto terms = splitSumTerms(position.text);
  if (!terms || terms->empty()) return moves;
  try {
    for (std::size_t i = 0; i < terms->size(); ++i) {
      const SumTerm& term = (*terms)[i];
      auto game = parseGameExpression(store, term.negated ? "-(" + term.text + ")" : term.text);
      if (!game) return {};
      const auto options = store.options(*game, side);
      const std::vector<GameId> copy(options.begin(), options.end());
      for (std::size_t k = 0; k < copy.size(); ++k) {
        std::string text;
        for (std::size_t j = 0; j < terms->size(); ++j) {
          const bool replaced = j == i;
          const bool minus = !replaced && (*terms)[j].negated;
          if (j > 0 || minus) text += minus ? "-" : "+";
          text += "(" + (replaced ? optionText(store, copy[k]) : (*terms)[j].text) + ")";
        }
        if (terms->size() == 1) text = optionText(store, copy[k]);
        moves.push_back(Move{Position{Ruleset::Expression, std::move(text)},
                             {static_cast<int>(k), static_cast<int>(i)}});
      }
    }
  } catch (const StoreStopped&) {
    moves.clear();
  }
  return moves;
}

}  // namespace

const char* rulesetName(Ruleset ruleset) {
  for (const auto& entry : kRulesets)
    if (entry.ruleset == ruleset) return entry.name;
  return "expression";
}

std::optional<Ruleset> rulesetFromName(std::string_view name) {
  for (const auto& entry : kRulesets)
    if (name == entry.name) return entry.ruleset;
  return std::nullopt;
}

std::string rulesetNames() {
  std::string out;
  for (const auto& entry : kRulesets) {
    if (!out.empty()) out += ", ";
    out += entry.name;
  }
  return out;
}

Expected<Position> readPosition(Ruleset ruleset, std::string_view text) {
  const auto wrap = [ruleset](Expected<std::string> normal) -> Expected<Position> {
    if (!normal) return normal.error();
    return Position{ruleset, std::move(*normal)};
  };
  switch (ruleset) {
    case Ruleset::Expression: return readExpression(text);
    case Ruleset::Domineering: return wrap(detail::readDomineering(text));
    case Ruleset::Hackenbush: return wrap(detail::readHackenbush(text));
    case Ruleset::ToadsAndFrogs: return wrap(detail::readToadsAndFrogs(text));
    case Ruleset::Cutcake: return wrap(detail::readCutcake(text));
  }
  return readExpression(text);
}

std::vector<Move> movesOf(GameStore& store, const Position& position, Side side) {
  switch (position.ruleset) {
    case Ruleset::Expression: return expressionMoves(store, position, side);
    case Ruleset::Domineering: return detail::domineeringMoves(position.text, side);
    case Ruleset::Hackenbush: return detail::hackenbushMoves(position.text, side);
    case Ruleset::ToadsAndFrogs: return detail::toadsAndFrogsMoves(position.text, side);
    case Ruleset::Cutcake: return detail::cutcakeMoves(position.text, side);
  }
  return {};
}

namespace detail {

Error syntaxErrorAt(std::string_view text, std::size_t offset, Problem problem,
                    std::vector<std::string> values) {
  return makeProblemError(ErrorCode::SyntaxError, problem, std::move(values),
                          SourceLocation{{}, 1, utf8ColumnOf(text, offset)});
}

Error positionTooLarge(long long found, const char* what, long long most) {
  return makeProblemError(ErrorCode::TooLarge, Problem::CgtPositionTooLarge,
                          {std::to_string(found) + " " + what, std::to_string(most)});
}

std::string characterAt(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return {};
  return excerpt(text.substr(offset, utf8CharacterEnd(text, offset) - offset));
}

}  // namespace detail
}  // namespace gamelab::partizan
