#include "ui/common/problemtext.h"

#include "core/common/textexcerpt.h"
#include "ui/common/errortext.h"

namespace gamelab::ui {

QString problemTemplate(Problem problem) {
  switch (problem) {
    case Problem::None: return {};
    // --- generic ---
    case Problem::MustBeString: return ErrorText::tr("%1 must be a string.");
    case Problem::MustBeList: return ErrorText::tr("%1 must be a list.");
    case Problem::MustBeObject: return ErrorText::tr("%1 must be an object.");
    case Problem::MustBeInteger: return ErrorText::tr("%1 must be a whole number.");
    case Problem::MustBeBoolean: return ErrorText::tr("%1 must be true or false.");
    case Problem::MustBeNonNegative: return ErrorText::tr("%1 must not be negative (found %2).");
    case Problem::MustBePositive: return ErrorText::tr("%1 must be positive (found %2).");
    case Problem::MustBeAtLeast: return ErrorText::tr("%1 must be at least %2 (found %3).");
    case Problem::MustBeAtMost: return ErrorText::tr("%1 must be at most %2 (found %3).");
    case Problem::MissingField: return ErrorText::tr("%1 has no “%2”.");
    case Problem::WrongCount: return ErrorText::tr("%1 must have %2 entries, but has %3.");
    case Problem::IndexOutOfRange:
      return ErrorText::tr("%1 is %2, but there are only %3 (numbered from 0).");
    case Problem::MustBeBetween: return ErrorText::tr("%1 must be between %2 and %3 (found %4).");
    // --- JSON documents and file readers ---
    // --- impartial games ---
    // --- coalitional, matrix, strategic, models, polytope, lp ---
    case Problem::NotTwoPlayers: return ErrorText::tr("This needs a game of 2 players; this game has %1.");
    case Problem::CoalitionTableSize: return ErrorText::tr("A table of coalition values must hold 2ⁿ values (n ≥ 1), but this one holds %1.");
    case Problem::EmptyCoalitionNotZero: return ErrorText::tr("v(∅) must be 0, but it is %1.");
    case Problem::NoCoalitionTable: return ErrorText::tr("This analysis needs the table of coalition values, which is kept only for games of up to %2 players; this game has %1.");
    case Problem::NoImputation: return ErrorText::tr("The game has no imputation: the players get %1 alone but only %2 together.");
    case Problem::Inessential: return ErrorText::tr("The game is not essential (v(N) − Σ v({i}) = %1 is not positive), so it has no (0, 1)-normalisation.");
    case Problem::NotSimpleGame: return ErrorText::tr("The game is not simple (a value other than 0 and 1, or a losing coalition containing a winning one).");
    case Problem::PlayersChangeAlongPath: return ErrorText::tr("The number of players changes along the path (%1, then %2).");
    case Problem::BadCarrier: return ErrorText::tr("The carrier must be a non-empty coalition of the players, not %1.");
    case Problem::VotingWeightRangeTooLarge: return ErrorText::tr("The weights are too large to count swings exactly (their sum exceeds %1).");
    case Problem::VotingTableTooLarge: return ErrorText::tr("Counting swings would need a table of more than %1 cells.");
    case Problem::NotTwoByN: return ErrorText::tr("The graphical method for 2 × n games needs 2 rows; the game is %1.");
    case Problem::NotMByTwo: return ErrorText::tr("The graphical method for m × 2 games needs 2 columns; the game is %1.");
    case Problem::NotTwoRowsOrColumns: return ErrorText::tr("The graphical method needs 2 rows or 2 columns; the game is %1.");
    case Problem::NotTwoByTwo: return ErrorText::tr("This needs a 2 × 2 game; the game is %1.");
    case Problem::NotSquare: return ErrorText::tr("This needs a square matrix, not %1.");
    case Problem::EmptyIndexList: return ErrorText::tr("%1 must not be empty.");
    case Problem::DuplicateIndex: return ErrorText::tr("%1 names a strategy twice.");
    case Problem::PivotFinished: return ErrorText::tr("The pivot method has already finished.");
    case Problem::PivotColumnNotEligible: return ErrorText::tr("Column %1 has no negative entry in the bottom row, so it cannot be pivoted on.");
    case Problem::PivotRowNotPositive: return ErrorText::tr("The entry in row %1, column %2 is not positive, so it cannot be the pivot.");
    case Problem::PivotRowNotMinimumRatio: return ErrorText::tr("Row %1 does not have the smallest ratio in column %2, so it cannot be the pivot.");
    case Problem::PivotTooLarge: return ErrorText::tr("The pivot method shows games up to %2; this one is %1.");
    case Problem::DiceSidesOutOfRange: return ErrorText::tr("A die must have between %2 and %3 sides, not %1.");
    case Problem::StrategicFormTooLarge: return ErrorText::tr("The strategic form would have %1 strategies, more than %2 cells.");
  }
  return {};
}

QString problemText(const Error& error) {
  const QString text = problemTemplate(error.problem);
  // One pass over the template (single-digit placeholders, as in core), so a value that itself
  // holds "%2" is quoted as it is.
  QStringList values;
  for (const auto& value : error.args) values << QString::fromStdString(excerpt(value, 300));
  QString out;
  for (qsizetype i = 0; i < text.size(); ++i) {
    if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1].isDigit()) {
      const int n = text[i + 1].digitValue();
      if (n >= 1 && n <= values.size()) out += values[n - 1];
      ++i;
      continue;
    }
    out += text[i];
  }
  return out;
}

}  // namespace gamelab::ui
