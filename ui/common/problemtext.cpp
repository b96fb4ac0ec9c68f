#include "ui/common/problemtext.h"

#include "core/common/textexcerpt.h"
#include "ui/common/errortext.h"

#include <string>
#include <vector>

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
    case Problem::MustBeFinite: return ErrorText::tr("%1 must be a finite number (found %2).");
    case Problem::MustBeAscending: return ErrorText::tr("%1 must be larger than the value before it (found %2 after %3).");
    // --- what a parser expected (noun phrases) ---
    case Problem::ExpectedEndOfInput: return ErrorText::tr("the end of the text");
    case Problem::ExpectedToken: return ErrorText::tr("“%2”");
    case Problem::ExpectedEitherToken: return ErrorText::tr("“%2” or “%3”");
    case Problem::ExpectedNumber: return ErrorText::tr("a number");
    case Problem::ExpectedString: return ErrorText::tr("a string in double quotes");
    case Problem::ExpectedValidJson: return ErrorText::tr("valid JSON");
    case Problem::ExpectedJsonValue: return ErrorText::tr("a value (“[”, “{”, a string, a number, true, false or null)");
    case Problem::ExpectedDoubleRangeNumber: return ErrorText::tr("a number between -1e308 and 1e308 (write exact numbers as strings)");
    case Problem::ExpectedClosingQuote: return ErrorText::tr("a closing “\"”");
    case Problem::ExpectedNfgHeader: return ErrorText::tr("“NFG” (a Gambit .nfg file)");
    case Problem::ExpectedEfgHeader: return ErrorText::tr("“EFG” (a Gambit .efg file)");
    case Problem::ExpectedFormatVersion: return ErrorText::tr("the format version %2");
    case Problem::ExpectedRationalOrDecimal: return ErrorText::tr("“R” or “D”");
    case Problem::ExpectedTitle: return ErrorText::tr("the title in double quotes");
    case Problem::ExpectedBraceBeforePlayers: return ErrorText::tr("“{” before the player names");
    case Problem::ExpectedBraceBeforeStrategies: return ErrorText::tr("“{” before the strategies");
    case Problem::ExpectedPlayerName: return ErrorText::tr("a player name in double quotes or “}”");
    case Problem::ExpectedStrategyName: return ErrorText::tr("a strategy name in double quotes or “}”");
    case Problem::ExpectedStrategyCount: return ErrorText::tr("a positive number of strategies");
    case Problem::ExpectedBraceAfterStrategies: return ErrorText::tr("“}” after the strategies");
    case Problem::ExpectedOutcomeName: return ErrorText::tr("the outcome’s name in double quotes");
    case Problem::ExpectedBraceAfterPayoffs: return ErrorText::tr("“}” after the outcome’s payoffs");
    case Problem::ExpectedPayoff: return ErrorText::tr("a payoff");
    case Problem::ExpectedPayoffOrBrace: return ErrorText::tr("a payoff or “}”");
    case Problem::ExpectedOutcomeListBrace: return ErrorText::tr("“{” or “}” in the outcome list");
    case Problem::ExpectedOutcomeNumber: return ErrorText::tr("an outcome number");
    case Problem::ExpectedOutcomeNumberOrZero: return ErrorText::tr("an outcome number (0 for none)");
    case Problem::ExpectedNode: return ErrorText::tr("a node (“p”, “c” or “t”)");
    case Problem::ExpectedAnotherNode: return ErrorText::tr("another node (“p”, “c” or “t”): the tree is incomplete");
    case Problem::ExpectedNodeName: return ErrorText::tr("the node’s name in double quotes");
    case Problem::ExpectedPlayerNumber: return ErrorText::tr("a player number");
    case Problem::ExpectedInfoSetNumber: return ErrorText::tr("an information set number");
    case Problem::ExpectedChanceProbability: return ErrorText::tr("a chance probability");
    case Problem::ExpectedChanceAction: return ErrorText::tr("an action name in double quotes and its probability, or “}”");
    case Problem::ExpectedAction: return ErrorText::tr("an action name in double quotes or “}”");
    case Problem::ExpectedPayoffNodeOrPlayer: return ErrorText::tr("a payoff, N{…} or a player");
    case Problem::ExpectedMover: return ErrorText::tr("N or a player (I, II, III, P4, …)");
    case Problem::ExpectedLabelAndParen: return ErrorText::tr("a label and “)”");
    case Problem::ExpectedActionLabel: return ErrorText::tr("an action label");
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
    case Problem::UnknownDocumentKind:
      return ErrorText::tr("This program does not know documents of kind “%1” (a newer version may).");
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
    case Problem::NotOctalCode: return ErrorText::tr("“%1” is not an octal code such as 0.77.");
    case Problem::NotHexCode: return ErrorText::tr("“%1” is not a hex code such as 0.F.");
    case Problem::CodeTooLong: return ErrorText::tr("The number of digits in the code is %1, but the limit is %2.");
    case Problem::NotOctalDigit: return ErrorText::tr("“%1” in “%2” is not an octal digit (0 to 7).");
    case Problem::NotHexDigit: return ErrorText::tr("“%1” in “%2” is not a hexadecimal digit (0 to 9, A to F).");
    case Problem::RepeatWithoutDigit:
      return ErrorText::tr("“%1” repeats its last digit (“...”) but has no digit after the point.");
    case Problem::EmptySubtractionSet: return ErrorText::tr("The subtraction set is empty.");
    case Problem::SubtractionNotNumber: return ErrorText::tr("“%1” in the subtraction set is not a whole number.");
    case Problem::SubtractionOutOfRange:
      return ErrorText::tr("The subtraction set holds %1, but its numbers must be from 1 to %2.");
    case Problem::RuleNeedsCode: return ErrorText::tr("“%1” needs a code after a colon, such as %1:0.77.");
    case Problem::RuleTakesNoArgument: return ErrorText::tr("“%1” takes nothing after a colon (found “%2”).");
    case Problem::UnknownHeapRule: return ErrorText::tr("“%1” is not the name of a heap rule.");
    case Problem::UnknownCoinRule:
      return ErrorText::tr("“%1” is not a coin rule (the rules are turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:S and one-or-two:S).");
    case Problem::EmptyRule: return ErrorText::tr("No rule was given.");
    case Problem::EmptyCode: return ErrorText::tr("No code was given (such as 0.77).");
    case Problem::MooreKOutOfRange: return ErrorText::tr("k must be a whole number from %2 to %3 (found “%1”).");
    case Problem::HeapSizeTooLarge: return ErrorText::tr("Values up to heap %1 were asked for, but the limit is %2.");
    case Problem::OutOfMemoryForHeaps: return ErrorText::tr("There is not enough memory for the values up to heap %1.");
    case Problem::MisereTooManyPositions:
      return ErrorText::tr("The misère analysis up to heap %1 needs more than %2 positions.");
    case Problem::TooManyPositions: return ErrorText::tr("The analysis needs more than %1 positions.");
    case Problem::TooManyArcs: return ErrorText::tr("The number of arcs is %1, but the limit is %2.");
    case Problem::WythoffSizeOutOfRange:
      return ErrorText::tr("The Wythoff board size must be from 0 to %2 (found %1).");
    case Problem::StoneCountOutOfRange: return ErrorText::tr("The number of stones must be from %2 to %3 (found %1).");
    case Problem::PyramidRowsOutOfRange: return ErrorText::tr("The number of rows must be from %2 to %3 (found %1).");
    case Problem::RowLengthOutOfRange: return ErrorText::tr("Row %1 has length %2, but a length must be from 0 to %3.");
    case Problem::TooManyRows: return ErrorText::tr("The number of non-empty rows is %1, but the limit is %2.");
    case Problem::NoSticks: return ErrorText::tr("The rows hold no sticks.");
    case Problem::VertexOutOfRange:
      return ErrorText::tr("%1 names vertex %2, but the number of vertices is %3 (numbered from 0).");
    case Problem::NoGroundVertex:
      return ErrorText::tr("The picture has no ground vertex 0 (the number of vertices is %1).");
    case Problem::MisereNotSupported: return ErrorText::tr("Misère play is not supported for this game.");
    case Problem::NoMovePossible: return ErrorText::tr("No move is possible in this position.");
    case Problem::NoSuchComponent: return ErrorText::tr("The position has no component %1.");
    case Problem::QueenOffBoard: return ErrorText::tr("Queen %1 stands at (%2, %3), off the board of size %4.");
    case Problem::RuleCountMismatch:
      return ErrorText::tr("The number of rules is %1 and the number of heaps is %2; give one rule, or one rule per heap.");
    case Problem::NorthcottRowInvalid:
      return ErrorText::tr("Row %1 has its checkers on squares %2 and %3, but they must stand on different squares of a board of width %4 (numbered from 0).");
    case Problem::GameHasCycle:
      return ErrorText::tr("A position can be reached from itself, so the game has no Grundy values.");
    case Problem::MustBeProbability: return ErrorText::tr("%1 must be a number from 0 to 1 (found %2).");
    // --- coalitional, matrix, strategic, models, polytope, lp ---
    case Problem::NotTwoPlayers: return ErrorText::tr("This needs a game of 2 players; this game has %1.");
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
    case Problem::DuopolyCostNotBelowIntercept: return ErrorText::tr("The unit cost %1 = %2 must be below the demand intercept a = %3; otherwise no firm would produce.");
    case Problem::DuopolySubstitutionOutOfRange: return ErrorText::tr("The substitution parameter b must be above 0 and below 2 (found %1); otherwise there is no interior price equilibrium.");
    case Problem::DuopolyLeaderPriceUnbounded: return ErrorText::tr("With b = %1 (b squared at least 2) the price leader's profit grows without bound; the Stackelberg-Bertrand model needs b squared below 2.");
    case Problem::DuopolyMissingParameter: return ErrorText::tr("The %1 model needs the parameter %2.");
    case Problem::DuopolyParameterNotUsed: return ErrorText::tr("The %1 model does not use the parameter %2.");
    case Problem::DuopolyNegativeQuantity: return ErrorText::tr("Firm %1 would produce %2, a negative quantity, in the interior Cournot formula; its cost is too high for an interior equilibrium.");
    case Problem::NoFeasiblePoints: return ErrorText::tr("The feasible set has no points: give at least one payoff pair.");
    case Problem::BinaryChanceNode: return ErrorText::tr("Node %1 is a chance node. The kingmaker analysis needs a tree without chance.");
    case Problem::BinaryImperfectInformation: return ErrorText::tr("Node %1 shares its information set with %2 nodes. The kingmaker analysis needs perfect information.");
    case Problem::BinaryLeafNotOneWinner: return ErrorText::tr("The play ending at node %1 pays %2. In a win/lose game every play pays 1 to exactly one player and 0 to the others.");
    case Problem::BinaryPlayerCount: return ErrorText::tr("The game has %1 players. The kingmaker analysis needs from %2 to %3.");
    case Problem::BracketUnexpected: return ErrorText::tr("Unexpected %1: expected a player letter (a–z for a move, A–Z for a win), “(”, “,” or “)”.");
    case Problem::BracketUnknownPlayer: return ErrorText::tr("The letter %1 names a player beyond the %2 players of the game.");
    case Problem::StochasticProbabilitiesExceedOne: return ErrorText::tr("In state %1, cell %2: the probabilities of moving on sum to %3, more than 1.");
    case Problem::StochasticNegativeProbability: return ErrorText::tr("In state %1, cell %2: the probability %3 is negative.");
    case Problem::StochasticUnknownState: return ErrorText::tr("In state %2, cell %3: there is no state named %1.");
    case Problem::StochasticDuplicateState: return ErrorText::tr("Two states are named %1; give each state its own name.");
    case Problem::StochasticEmptyStateName: return ErrorText::tr("State %1 has no name.");
    case Problem::StochasticEmptyState: return ErrorText::tr("State %1 has no rows or no columns.");
    case Problem::StochasticNeverStops: return ErrorText::tr("Play can stay in the states %1 forever with probability 1, and the game gives no payoff Q for infinite play: give Q, or let these cells stop with some probability.");
    case Problem::StochasticStateTwiceInCell: return ErrorText::tr("The state %1 appears twice in one cell; add its probabilities into one term.");
    case Problem::CellExpressionUnexpected: return ErrorText::tr("Unexpected %1: expected a number, a state name, + or −.");
    case Problem::PokerBetNotPositive: return ErrorText::tr("The bet size must be a positive number (found %1).");
    case Problem::CgtUnexpected: return ErrorText::tr("Unexpected %1 in the game expression.");
    case Problem::CgtNotDyadic: return ErrorText::tr("%1 is not a dyadic fraction: the numbers of a short game have a power of 2 as denominator.");
    case Problem::TooManyProfiles:
      return ErrorText::tr("The game has %1 pure strategy profiles; at most %2 can be analysed.");
    case Problem::PayoffsTooFarApart:
      return ErrorText::tr("The payoffs lie about %1 orders of magnitude apart: the value could not be proved, and "
                           "floating point cannot hold them together.");
    case Problem::TooManyStates: return ErrorText::tr("The game has %1 states; at most %2 can be analysed.");
    case Problem::TooManyStrategies: return ErrorText::tr("A player has %1 strategies; at most %2 can be analysed.");
    case Problem::TooManySupportProfiles: return ErrorText::tr("%1 supports would have to be tried; at most %2 are.");
    case Problem::CgtTooDeep: return ErrorText::tr("The game is nested %1 deep; at most %2 can be analysed.");
    case Problem::CgtNimberTooLarge:
      return ErrorText::tr("*%1 is larger than *%2, the largest nimber built explicitly; a larger one is computed only in sums and differences of numbers and nimbers.");
    case Problem::CgtUnknownRuleset: return ErrorText::tr("Unknown ruleset %1 (known: %2).");
    case Problem::CgtBoardNotRectangle: return ErrorText::tr("The board is not a rectangle: row %1 has %2 cells, the first row %3.");
    case Problem::CgtBadCell: return ErrorText::tr("Unexpected %1 on the board (allowed: %2).");
    case Problem::CgtBadEdge: return ErrorText::tr("%1 is not an edge u-v:C with vertex numbers and C one of L, R, G.");
    case Problem::CgtBadCakeSize: return ErrorText::tr("%1 is not a cake size WxH with positive whole numbers.");
    case Problem::CgtPositionTooLarge: return ErrorText::tr("The position is too large (%1; at most %2).");
    case Problem::ExpressionUnexpected: return ErrorText::tr("%1: the expression \"%2\" cannot be read at column %3 (found \"%4\").");
    case Problem::ExpressionIncomplete: return ErrorText::tr("%1: the expression \"%2\" ends too early.");
    case Problem::ExpressionTooLong: return ErrorText::tr("%1: the expression is too long (%2 characters; at most %3).");
    case Problem::ExpressionDivisionByZero: return ErrorText::tr("%1: the expression \"%2\" divides by zero at %3.");
    case Problem::UnknownParameter: return ErrorText::tr("%1: there is no parameter named \"%2\".");
    case Problem::ParameterBadName: return ErrorText::tr("%1: \"%2\" is not a parameter name (a letter, then letters, digits or _).");
    case Problem::ParameterOutOfRange: return ErrorText::tr("Parameter %1 = %2 is outside its range [%3, %4].");
    case Problem::ParameterEmptyRange: return ErrorText::tr("Parameter %1: its range [%2, %3] is empty.");
    case Problem::SweepNeedsRange: return ErrorText::tr("Parameter %1 needs a range (min and max) to be swept.");
    case Problem::SweepTooLarge: return ErrorText::tr("The sweep is too large (%1; at most %2).");
    case Problem::SweepNeedsPerfectInformation: return ErrorText::tr("Node %1 lies in an information set of %2 nodes: the subgame-perfect sweep needs perfect information (a zero-sum tree can be swept by its value).");
  }
  return {};
}

QString problemText(const Error& error) {
  // Core's filler: one pass over the (UTF-8) template, so a value that itself holds "%2" is
  // quoted as it is.
  std::vector<std::string> values;
  for (const auto& value : error.args) values.push_back(excerpt(value, 300));
  return QString::fromStdString(fillProblemTemplate(problemTemplate(error.problem).toStdString(), values));
}

}  // namespace gamelab::ui
