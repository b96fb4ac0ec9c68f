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
    // --- JSON documents and file readers ---
    case Problem::StrategiesListOrCount: return ErrorText::tr("%1 must be a list of strategy labels or a number of strategies.");
    case Problem::OnePayoffVectorPerProfile: return ErrorText::tr("%1 must hold one payoff vector per pure profile (%2), but holds %3.");
    case Problem::NoPlayers: return ErrorText::tr("The game has no players.");
    case Problem::StrategiesPerPlayer: return ErrorText::tr("The game has %1 players, but strategies are given for %2.");
    case Problem::TooFewPayoffs: return ErrorText::tr("The game needs %1 payoffs, but the file ends after %2.");
    case Problem::TooManyPayoffsGiven: return ErrorText::tr("The file gives more payoffs than the %1 the game needs.");
    case Problem::TooFewOutcomeNumbers: return ErrorText::tr("The game needs %1 outcome numbers, but the file ends after %2.");
    case Problem::TooManyOutcomeNumbers: return ErrorText::tr("The file gives more outcome numbers than the %1 the game needs.");
    case Problem::OutcomePayoffCount: return ErrorText::tr("Outcome %1 must hold one payoff per player (%2), but holds %3.");
    case Problem::NoSuchOutcome: return ErrorText::tr("Outcome %1 does not exist: the outcomes are numbered from 1 to %2 (0 for none).");
    case Problem::ZeroSumNeedsTwoPlayers: return ErrorText::tr("A zero-sum game has 2 players; the number of players here is %1.");
    case Problem::ProfileCount: return ErrorText::tr("The game needs %1 payoff profiles, but the file gives %2.");
    case Problem::ProfileNeedsTwoPayoffs: return ErrorText::tr("Every payoff profile of a two-player game needs 2 payoffs.");
    case Problem::TextAfterTree: return ErrorText::tr("Text follows the end of the tree (%1): every node of the tree has been read.");
    case Problem::OutcomeWithoutPayoffs: return ErrorText::tr("Outcome %1 is used, but its payoffs are never given.");
    case Problem::WholeNumberAtLeast: return ErrorText::tr("A whole number of at least %2 is expected here, but the file has “%1”.");
    case Problem::NoSuchPlayer: return ErrorText::tr("Player %1 does not exist (the number of players is %2).");
    case Problem::NegativeProbability: return ErrorText::tr("The probability of action “%1” must not be negative (found %2).");
    case Problem::InfoSetWithoutActions: return ErrorText::tr("An information set needs at least one action.");
    case Problem::InfoSetActionsDiffer: return ErrorText::tr("Information set %1 of this player has %2 actions at its first node but %3 here.");
    case Problem::InfoSetFirstWithoutActions: return ErrorText::tr("Information set %1 of this player appears for the first time without its list of actions.");
    case Problem::OutcomeNumberTooLarge: return ErrorText::tr("Outcome number %1 is larger than %2 (the %3 nodes so far + %4).");
    case Problem::PlayerBeyondLimit: return ErrorText::tr("Player %1 is beyond the limit of %2 players.");
    case Problem::LeafTooManyPayoffs: return ErrorText::tr("A leaf has %1 payoffs, but a tree has at most %2 players.");
    case Problem::ShorthandTooLarge: return ErrorText::tr("One-number leaves expand to %1 payoffs (%2 leaves × %3 players), more than the limit of %4.");
    case Problem::LeafPayoffCount: return ErrorText::tr("A leaf must hold one payoff per player (%1), but holds %2.");
    case Problem::NamedSetActionsDiffer: return ErrorText::tr("The nodes of set [%1] have different actions.");
    case Problem::MustBeNonEmptyList: return ErrorText::tr("%1 must be a non-empty list.");
    case Problem::MustBeOneOf: return ErrorText::tr("%1 must be one of %2, but is “%3”.");
    case Problem::MustBePositiveInteger: return ErrorText::tr("%1 must be a positive whole number (found %2).");
    case Problem::TooManyEntries: return ErrorText::tr("%1 has %2 entries, more than the limit of %3.");
    case Problem::TooManyPlayers: return ErrorText::tr("The game has %1 players, more than the limit of %2.");
    case Problem::TooManyNodes: return ErrorText::tr("The tree has %1 nodes, more than the limit of %2.");
    case Problem::TooManyCells: return ErrorText::tr("A game of %1 strategies has more than %2 cells (strategy profiles).");
    case Problem::TooManyPayoffs: return ErrorText::tr("A game of %1 strategies has %2 cells × %3 players = %4 payoffs, more than the limit of %5.");
    case Problem::InputTooLarge: return ErrorText::tr("The input has %1 bytes, more than the limit of %2 bytes.");
    case Problem::InputTooLargeAtLeast: return ErrorText::tr("The input has more than %1 bytes, more than the limit of %2 bytes.");
    case Problem::WrongDocumentKind: return ErrorText::tr("The document is of kind “%1”, but “%2” is expected here.");
    case Problem::UnknownInputFormat: return ErrorText::tr("The text is neither a .nfg file nor a .gamelab document.");
    case Problem::EfgWhereNfgExpected: return ErrorText::tr("This is an extensive-form (.efg) file; a strategic-form (.nfg) file is expected here.");
    case Problem::DocumentMustBeObject: return ErrorText::tr("The document must be a JSON object.");
    case Problem::DocumentMissingKey: return ErrorText::tr("The document has no “%1”.");
    case Problem::OnePayoffPerPlayer: return ErrorText::tr("%1 must hold one payoff per player (%2), but holds %3.");
    case Problem::OneProbabilityPerAction: return ErrorText::tr("%1 must hold one probability per action (%2), but holds %3.");
    case Problem::PlayerNumberOrChance: return ErrorText::tr("%1 must be a player number from 1 to %2 or “chance”.");
    case Problem::ProbabilitiesOnlyForChance: return ErrorText::tr("%1: only chance information sets have probabilities.");
    case Problem::DuplicateInfoSetNumber: return ErrorText::tr("%1: another information set of the same player already has the number %2.");
    case Problem::ChildIsRoot: return ErrorText::tr("%1 lists the root (node 0) as a child.");
    case Problem::ChildIsItself: return ErrorText::tr("%1: node %2 lists itself as a child (a cycle).");
    case Problem::TwoParents: return ErrorText::tr("%1: node %2 has two parents (nodes %3 and %4); a node of a tree has one.");
    case Problem::LeafInInfoSet: return ErrorText::tr("%1: node %2 has no children but belongs to information set %3.");
    case Problem::MoverMissing: return ErrorText::tr("%1 has children but no “infoset” saying who moves there.");
    case Problem::ChildrenActionsMismatch: return ErrorText::tr("%1: the number of children (%2) differs from the number of actions of information set %3 (%4).");
    case Problem::InfoSetUnused: return ErrorText::tr("%1 is the information set of no node.");
    case Problem::NodeCycle: return ErrorText::tr("Nodes %2 form a cycle (at %1).");
    case Problem::NodeUnreachable: return ErrorText::tr("%1 cannot be reached from the root (node 0).");
    case Problem::MustBePair: return ErrorText::tr("%1 must be a pair [a, b] of whole numbers.");
    case Problem::MustBePoint: return ErrorText::tr("%1 must be a pair of numbers [x, y].");
    case Problem::OnePointPerVertex: return ErrorText::tr("%1 must hold one point per vertex (%2), but holds %3.");
    case Problem::HeadsLetter: return ErrorText::tr("%1 may hold only H (heads) and T (tails), but holds “%2”.");
    case Problem::CoinFace: return ErrorText::tr("%1 must be true/false or 1/0.");
    case Problem::HeadsValue: return ErrorText::tr("%1 must be a string of H and T or a list of booleans.");
    case Problem::RuleCount: return ErrorText::tr("%1 must hold one rule, or one per heap (%2), but holds %3.");
    case Problem::RuleSpecOrList: return ErrorText::tr("%1 must be a rule spec or a list of them.");
    case Problem::NimMovesOnly: return ErrorText::tr("“%2” is played with Nim moves; %1 must be “nim”.");
    case Problem::OffStrip: return ErrorText::tr("%1: square %2 is off the strip of %3 squares.");
    case Problem::OffBoard: return ErrorText::tr("%1 is off the %2 × %2 board.");
    case Problem::OffBoardWidth: return ErrorText::tr("%1: a checker is off the board of width %2.");
    case Problem::CheckersOnOneSquare: return ErrorText::tr("%1: both checkers are on one square.");
    case Problem::NoSuchVertex: return ErrorText::tr("%1 names vertex %2, but there are only %3 vertices (numbered from 0).");
    case Problem::VotingRule: return ErrorText::tr("%1 must be “greater” (a coalition wins if its weight is above the quota) or “at-least” (if its weight reaches the quota).");
    case Problem::PlayersListOrCount: return ErrorText::tr("%1 must be a list of names or a number of players.");
    case Problem::TableOrVoting: return ErrorText::tr("%1 needs “v” (one value per coalition) or “voting” (quota and weights).");
    case Problem::WeightsPlayersMismatch: return ErrorText::tr("%1: the number of weights (%2) differs from the number of players (%3).");
    case Problem::CoalitionTableLength: return ErrorText::tr("%1 must have 2^n entries, one per coalition of n players with the empty one first (found %2).");
    case Problem::CoalitionTableTooLarge: return ErrorText::tr("%1 players as a full table need 2^%1 coalition values; a table allows at most %2 players (give “voting” for a voting game).");
    case Problem::CoalitionValueMissing: return ErrorText::tr("%1 has no value (every coalition needs one; write 0 for none).");
    case Problem::EmptyCoalitionValue: return ErrorText::tr("%1, the value of the empty coalition, must be 0 (found %2).");
    case Problem::TableVotingDisagree: return ErrorText::tr("%1 is %2, but the voting rule gives %3.");
    // --- impartial games ---
    // --- coalitional, matrix, strategic, models, polytope, lp ---
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
