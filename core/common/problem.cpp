#include "core/common/problem.h"

#include <algorithm>
#include <cctype>

namespace gamelab {
namespace {

struct ProblemRow {
  const char* name = nullptr;  ///< nullptr: not a problem (None, or past the last one)
  const char* english = "";
};

/// The stable id and English template of each problem; a switch, so the compiler names any
/// problem left out.
ProblemRow rowOf(Problem problem) {
  switch (problem) {
    case Problem::None: return {};
    // --- generic ---
    case Problem::MustBeString: return {"must-be-string", "%1 must be a string"};
    case Problem::MustBeList: return {"must-be-list", "%1 must be a list"};
    case Problem::MustBeObject: return {"must-be-object", "%1 must be an object"};
    case Problem::MustBeInteger: return {"must-be-integer", "%1 must be a whole number"};
    case Problem::MustBeBoolean: return {"must-be-boolean", "%1 must be true or false"};
    case Problem::MustBeNonNegative: return {"must-be-non-negative", "%1 must not be negative (found %2)"};
    case Problem::MustBePositive: return {"must-be-positive", "%1 must be positive (found %2)"};
    case Problem::MustBeAtLeast: return {"must-be-at-least", "%1 must be at least %2 (found %3)"};
    case Problem::MustBeAtMost: return {"must-be-at-most", "%1 must be at most %2 (found %3)"};
    case Problem::MissingField: return {"missing-field", "%1 has no \"%2\""};
    case Problem::WrongCount: return {"wrong-count", "%1 must have %2 entries, found %3"};
    case Problem::IndexOutOfRange: return {"index-out-of-range", "%1 is %2, but there are only %3 (numbered from 0)"};
    case Problem::MustBeBetween: return {"must-be-between", "%1 must be between %2 and %3 (found %4)"};
    // --- JSON documents and file readers ---
    // --- impartial games ---
    // --- coalitional, matrix, strategic, models, polytope, lp ---
    case Problem::NotTwoPlayers: return {"not-two-players", "this needs a game of 2 players, not %1"};
    case Problem::CoalitionTableSize: return {"coalition-table-size", "a table of coalition values must hold 2^n values (n >= 1), not %1"};
    case Problem::EmptyCoalitionNotZero: return {"empty-coalition-not-zero", "v(∅) must be 0, not %1"};
    case Problem::NoCoalitionTable: return {"no-coalition-table", "this analysis needs the table of coalition values, which is kept only up to %2 players (the game has %1)"};
    case Problem::NoImputation: return {"no-imputation", "the game has no imputation: the players get %1 alone but only %2 together"};
    case Problem::Inessential: return {"inessential", "the game is not essential (v(N) minus the sum of v({i}) is %1, not positive), so it has no (0,1)-normalisation"};
    case Problem::NotSimpleGame: return {"not-simple-game", "the game is not simple (a value other than 0 and 1, or a losing superset of a winning coalition)"};
    case Problem::PlayersChangeAlongPath: return {"players-change-along-path", "the number of players changes along the path (%1, then %2)"};
    case Problem::BadCarrier: return {"bad-carrier", "the carrier must be a non-empty coalition of the players, not %1"};
    case Problem::VotingWeightRangeTooLarge: return {"voting-weight-range-too-large", "the weights are too large to count swings exactly (their sum exceeds %1)"};
    case Problem::VotingTableTooLarge: return {"voting-table-too-large", "the swing-counting table would exceed %1 cells"};
    case Problem::NotTwoByN: return {"not-two-by-n", "the graphical method for 2 x n needs 2 rows, the game is %1"};
    case Problem::NotMByTwo: return {"not-m-by-two", "the graphical method for m x 2 needs 2 columns, the game is %1"};
    case Problem::NotTwoRowsOrColumns: return {"not-two-rows-or-columns", "the graphical method needs 2 rows or 2 columns, the game is %1"};
    case Problem::NotTwoByTwo: return {"not-two-by-two", "this needs a 2 x 2 game, the game is %1"};
    case Problem::NotSquare: return {"not-square", "this needs a square matrix, not %1"};
    case Problem::EmptyIndexList: return {"empty-index-list", "%1 must not be empty"};
    case Problem::DuplicateIndex: return {"duplicate-index", "%1 names a strategy twice"};
    case Problem::PivotFinished: return {"pivot-finished", "the pivot method has already finished"};
    case Problem::PivotColumnNotEligible: return {"pivot-column-not-eligible", "column %1 has no negative entry in the bottom row, so it cannot be pivoted on"};
    case Problem::PivotRowNotPositive: return {"pivot-row-not-positive", "the entry in row %1, column %2 is not positive"};
    case Problem::PivotRowNotMinimumRatio: return {"pivot-row-not-minimum-ratio", "row %1 does not have the smallest ratio in column %2"};
    case Problem::PivotTooLarge: return {"pivot-too-large", "the pivot method shows games up to %2, this one is %1"};
    case Problem::DiceSidesOutOfRange: return {"dice-sides-out-of-range", "a die must have between %2 and %3 sides, not %1"};
    case Problem::StrategicFormTooLarge: return {"strategic-form-too-large", "the strategic form would have %1 strategies, more than %2 cells"};
  }
  return {};
}

}  // namespace

const std::vector<Problem>& allProblems() {
  static const std::vector<Problem> all = [] {
    std::vector<Problem> v;
    for (int i = 1; rowOf(static_cast<Problem>(i)).name; ++i) v.push_back(static_cast<Problem>(i));
    return v;
  }();
  return all;
}

const char* problemName(Problem problem) {
  const char* name = rowOf(problem).name;
  return name ? name : "none";
}

const char* problemEnglish(Problem problem) {
  return rowOf(problem).english;
}

std::string fillProblemTemplate(const std::string& text, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
      const std::size_t n = static_cast<std::size_t>(text[i + 1] - '0');
      if (n >= 1 && n <= args.size()) out += args[n - 1];
      ++i;
      continue;
    }
    out += text[i];
  }
  return out;
}

int problemPlaceholderCount(const std::string& text) {
  int highest = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '%' && std::isdigit(static_cast<unsigned char>(text[i + 1])))
      highest = std::max(highest, text[i + 1] - '0');
  return highest;
}

}  // namespace gamelab
