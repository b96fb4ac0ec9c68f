#include "core/common/problem.h"

#include <algorithm>
#include <cctype>
#include <string_view>

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
    case Problem::MustBeFinite: return {"must-be-finite", "%1 must be a finite number (found %2)"};
    case Problem::MustBeAscending: return {"must-be-ascending", "%1 must be larger than the value before it (found %2 after %3)"};
    // --- what a parser expected ---
    case Problem::ExpectedEndOfInput: return {"expected-end-of-input", "the end of the input"};
    case Problem::ExpectedToken: return {"expected-token", "'%2'"};
    case Problem::ExpectedEitherToken: return {"expected-either-token", "'%2' or '%3'"};
    case Problem::ExpectedNumber: return {"expected-number", "a number"};
    case Problem::ExpectedString: return {"expected-string", "a string in double quotes"};
    case Problem::ExpectedValidJson: return {"expected-valid-json", "valid JSON"};
    case Problem::ExpectedJsonValue: return {"expected-json-value", "a value ('[', '{', a string, a number, true, false or null)"};
    case Problem::ExpectedDoubleRangeNumber: return {"expected-double-range-number", "a number between -1e308 and 1e308 (write exact numbers as strings)"};
    case Problem::ExpectedClosingQuote: return {"expected-closing-quote", "a closing '\"'"};
    case Problem::ExpectedNfgHeader: return {"expected-nfg-header", "'NFG' (a Gambit .nfg file)"};
    case Problem::ExpectedEfgHeader: return {"expected-efg-header", "'EFG' (a Gambit .efg file)"};
    case Problem::ExpectedFormatVersion: return {"expected-format-version", "the format version %2"};
    case Problem::ExpectedRationalOrDecimal: return {"expected-rational-or-decimal", "'R' or 'D'"};
    case Problem::ExpectedTitle: return {"expected-title", "the title in double quotes"};
    case Problem::ExpectedBraceBeforePlayers: return {"expected-brace-before-players", "'{' before the player names"};
    case Problem::ExpectedBraceBeforeStrategies: return {"expected-brace-before-strategies", "'{' before the strategies"};
    case Problem::ExpectedPlayerName: return {"expected-player-name", "a player name in double quotes or '}'"};
    case Problem::ExpectedStrategyName: return {"expected-strategy-name", "a strategy name in double quotes or '}'"};
    case Problem::ExpectedStrategyCount: return {"expected-strategy-count", "a positive number of strategies"};
    case Problem::ExpectedBraceAfterStrategies: return {"expected-brace-after-strategies", "'}' after the strategies"};
    case Problem::ExpectedOutcomeName: return {"expected-outcome-name", "the outcome's name in double quotes"};
    case Problem::ExpectedBraceAfterPayoffs: return {"expected-brace-after-payoffs", "'}' after the outcome's payoffs"};
    case Problem::ExpectedPayoff: return {"expected-payoff", "a payoff"};
    case Problem::ExpectedPayoffOrBrace: return {"expected-payoff-or-brace", "a payoff or '}'"};
    case Problem::ExpectedOutcomeListBrace: return {"expected-outcome-list-brace", "'{' or '}' in the outcome list"};
    case Problem::ExpectedOutcomeNumber: return {"expected-outcome-number", "an outcome number"};
    case Problem::ExpectedOutcomeNumberOrZero: return {"expected-outcome-number-or-zero", "an outcome number (0 for none)"};
    case Problem::ExpectedNode: return {"expected-node", "a node ('p', 'c' or 't')"};
    case Problem::ExpectedAnotherNode: return {"expected-another-node", "another node ('p', 'c' or 't'): the tree is incomplete"};
    case Problem::ExpectedNodeName: return {"expected-node-name", "the node's name in double quotes"};
    case Problem::ExpectedPlayerNumber: return {"expected-player-number", "a player number"};
    case Problem::ExpectedInfoSetNumber: return {"expected-info-set-number", "an information set number"};
    case Problem::ExpectedChanceProbability: return {"expected-chance-probability", "a chance probability"};
    case Problem::ExpectedChanceAction: return {"expected-chance-action", "an action name in double quotes and its probability, or '}'"};
    case Problem::ExpectedAction: return {"expected-action", "an action name in double quotes or '}'"};
    case Problem::ExpectedPayoffNodeOrPlayer: return {"expected-payoff-node-or-player", "a payoff, N{...} or a player"};
    case Problem::ExpectedMover: return {"expected-mover", "N or a player (I, II, III, P4, ...)"};
    case Problem::ExpectedLabelAndParen: return {"expected-label-and-paren", "a label and ')'"};
    case Problem::ExpectedActionLabel: return {"expected-action-label", "an action label"};
    // --- JSON documents and file readers ---
    case Problem::StrategiesListOrCount: return {"strategies-list-or-count", "%1 must be a list of strategy labels or a number of strategies"};
    case Problem::OnePayoffVectorPerProfile: return {"one-payoff-vector-per-profile", "%1 must hold one payoff vector per pure profile (%2), but holds %3"};
    case Problem::NoPlayers: return {"no-players", "the game has no players"};
    case Problem::StrategiesPerPlayer: return {"strategies-per-player", "the game has %1 players, but strategies are given for %2"};
    case Problem::TooFewPayoffs: return {"too-few-payoffs", "the game needs %1 payoffs, but the file ends after %2"};
    case Problem::TooManyPayoffsGiven: return {"too-many-payoffs-given", "the file gives more payoffs than the %1 the game needs"};
    case Problem::TooFewOutcomeNumbers: return {"too-few-outcome-numbers", "the game needs %1 outcome numbers, but the file ends after %2"};
    case Problem::TooManyOutcomeNumbers: return {"too-many-outcome-numbers", "the file gives more outcome numbers than the %1 the game needs"};
    case Problem::OutcomePayoffCount: return {"outcome-payoff-count", "outcome %1 must hold one payoff per player (%2), but holds %3"};
    case Problem::NoSuchOutcome: return {"no-such-outcome", "outcome %1 does not exist: the outcomes are numbered from 1 to %2 (0 for none)"};
    case Problem::ZeroSumNeedsTwoPlayers: return {"zero-sum-needs-two-players", "a zero-sum game has 2 players; the number of players here is %1"};
    case Problem::ProfileCount: return {"profile-count", "the game needs %1 payoff profiles, but the file gives %2"};
    case Problem::ProfileNeedsTwoPayoffs: return {"profile-needs-two-payoffs", "every payoff profile of a two-player game needs 2 payoffs"};
    case Problem::TextAfterTree: return {"text-after-tree", "text after the end of the tree (%1): every node of the tree has been read"};
    case Problem::OutcomeWithoutPayoffs: return {"outcome-without-payoffs", "outcome %1 is used but its payoffs are never given"};
    case Problem::WholeNumberAtLeast: return {"whole-number-at-least", "expected a whole number of at least %2, found %1"};
    case Problem::NoSuchPlayer: return {"no-such-player", "player %1 does not exist (the number of players is %2)"};
    case Problem::NegativeProbability: return {"negative-probability", "the probability of action \"%1\" must not be negative (found %2)"};
    case Problem::InfoSetWithoutActions: return {"info-set-without-actions", "an information set needs at least one action"};
    case Problem::InfoSetActionsDiffer: return {"info-set-actions-differ", "information set %1 of this player has %2 actions at its first node but %3 here"};
    case Problem::InfoSetFirstWithoutActions: return {"info-set-first-without-actions", "information set %1 of this player appears for the first time without its list of actions"};
    case Problem::OutcomeNumberTooLarge: return {"outcome-number-too-large", "outcome number %1 is larger than %2 (the %3 nodes so far + %4)"};
    case Problem::PlayerBeyondLimit: return {"player-beyond-limit", "player %1 is beyond the limit of %2 players"};
    case Problem::LeafTooManyPayoffs: return {"leaf-too-many-payoffs", "a leaf has %1 payoffs, but a tree has at most %2 players"};
    case Problem::ShorthandTooLarge: return {"shorthand-too-large", "one-number leaves expand to %1 payoffs (%2 leaves x %3 players), more than the limit of %4"};
    case Problem::LeafPayoffCount: return {"leaf-payoff-count", "a leaf must hold one payoff per player (%1), but holds %2"};
    case Problem::NamedSetActionsDiffer: return {"named-set-actions-differ", "the nodes of set [%1] have different actions"};
    case Problem::MustBeNonEmptyList: return {"must-be-non-empty-list", "%1 must be a non-empty list"};
    case Problem::MustBeOneOf: return {"must-be-one-of", "%1 must be one of %2, found \"%3\""};
    case Problem::MustBePositiveInteger: return {"must-be-positive-integer", "%1 must be a positive whole number (found %2)"};
    case Problem::TooManyEntries: return {"too-many-entries", "%1 has %2 entries, more than the limit of %3"};
    case Problem::TooManyPlayers: return {"too-many-players", "the game has %1 players, more than the limit of %2"};
    case Problem::TooManyNodes: return {"too-many-nodes", "the tree has %1 nodes, more than the limit of %2"};
    case Problem::TooManyCells: return {"too-many-cells", "a game of %1 strategies has more than %2 cells (strategy profiles)"};
    case Problem::TooManyPayoffs: return {"too-many-payoffs", "a game of %1 strategies has %2 cells x %3 players = %4 payoffs, more than the limit of %5"};
    case Problem::InputTooLarge: return {"input-too-large", "the input has %1 bytes, more than the limit of %2 bytes"};
    case Problem::InputTooLargeAtLeast: return {"input-too-large-at-least", "the input has more than %1 bytes, more than the limit of %2 bytes"};
    case Problem::WrongDocumentKind: return {"wrong-document-kind", "the document is of kind \"%1\", expected \"%2\""};
    case Problem::UnknownDocumentKind: return {"unknown-document-kind", "this program does not know documents of kind \"%1\""};
    case Problem::UnknownInputFormat: return {"unknown-input-format", "the text is neither a .nfg file nor a .gamelab document"};
    case Problem::EfgWhereNfgExpected: return {"efg-where-nfg-expected", "this is an extensive-form (.efg) file; a strategic-form (.nfg) file is expected"};
    case Problem::DocumentMustBeObject: return {"document-must-be-object", "the document must be a JSON object"};
    case Problem::DocumentMissingKey: return {"document-missing-key", "the document has no \"%1\""};
    case Problem::OnePayoffPerPlayer: return {"one-payoff-per-player", "%1 must hold one payoff per player (%2), but holds %3"};
    case Problem::OneProbabilityPerAction: return {"one-probability-per-action", "%1 must hold one probability per action (%2), but holds %3"};
    case Problem::PlayerNumberOrChance: return {"player-number-or-chance", "%1 must be a player number from 1 to %2 or \"chance\""};
    case Problem::ProbabilitiesOnlyForChance: return {"probabilities-only-for-chance", "%1: only chance information sets have probabilities"};
    case Problem::DuplicateInfoSetNumber: return {"duplicate-info-set-number", "%1: another information set of the same player has the number %2"};
    case Problem::ChildIsRoot: return {"child-is-root", "%1 lists the root (node 0) as a child"};
    case Problem::ChildIsItself: return {"child-is-itself", "%1: node %2 lists itself as a child (a cycle)"};
    case Problem::TwoParents: return {"two-parents", "%1: node %2 has two parents (nodes %3 and %4); a tree node has one"};
    case Problem::LeafInInfoSet: return {"leaf-in-info-set", "%1: node %2 has no children but belongs to information set %3"};
    case Problem::MoverMissing: return {"mover-missing", "%1 has children but no \"infoset\" saying who moves there"};
    case Problem::ChildrenActionsMismatch: return {"children-actions-mismatch", "%1: the number of children (%2) differs from the number of actions of information set %3 (%4)"};
    case Problem::InfoSetUnused: return {"info-set-unused", "%1 is the information set of no node"};
    case Problem::NodeCycle: return {"node-cycle", "nodes %2 form a cycle (at %1)"};
    case Problem::NodeUnreachable: return {"node-unreachable", "%1 cannot be reached from the root (node 0)"};
    case Problem::MustBePair: return {"must-be-pair", "%1 must be a pair [a, b] of whole numbers"};
    case Problem::MustBePoint: return {"must-be-point", "%1 must be a pair of numbers [x, y]"};
    case Problem::OnePointPerVertex: return {"one-point-per-vertex", "%1 must hold one point per vertex (%2), but holds %3"};
    case Problem::HeadsLetter: return {"heads-letter", "%1 may hold only H (heads) and T (tails), found '%2'"};
    case Problem::CoinFace: return {"coin-face", "%1 must be true/false or 1/0"};
    case Problem::HeadsValue: return {"heads-value", "%1 must be a string of H and T or a list of booleans"};
    case Problem::RuleCount: return {"rule-count", "%1 must hold one rule, or one per heap (%2), but holds %3"};
    case Problem::RuleSpecOrList: return {"rule-spec-or-list", "%1 must be a rule spec or a list of them"};
    case Problem::NimMovesOnly: return {"nim-moves-only", "\"%2\" is played with Nim moves; %1 must be \"nim\""};
    case Problem::OffStrip: return {"off-strip", "%1: square %2 is off the strip of %3 squares"};
    case Problem::OffBoard: return {"off-board", "%1 is off the %2 x %2 board"};
    case Problem::OffBoardWidth: return {"off-board-width", "%1: a checker is off the board of width %2"};
    case Problem::CheckersOnOneSquare: return {"checkers-on-one-square", "%1: both checkers are on one square"};
    case Problem::VotingRule: return {"voting-rule", "%1 must be \"greater\" (wins iff weight > quota) or \"at-least\" (wins iff weight >= quota)"};
    case Problem::PlayersListOrCount: return {"players-list-or-count", "%1 must be a list of names or a number of players"};
    case Problem::TableOrVoting: return {"table-or-voting", "%1 needs \"v\" (one value per coalition) or \"voting\" (quota and weights)"};
    case Problem::WeightsPlayersMismatch: return {"weights-players-mismatch", "%1: the number of weights (%2) differs from the number of players (%3)"};
    case Problem::CoalitionTableLength: return {"coalition-table-length", "%1 must have 2^n entries, one per coalition of n players with the empty one first (found %2)"};
    case Problem::CoalitionTableTooLarge: return {"coalition-table-too-large", "%1 players as a full table need 2^%1 coalition values; a table allows at most %2 players (give \"voting\" for a voting game)"};
    case Problem::CoalitionValueMissing: return {"coalition-value-missing", "%1 has no value (every coalition needs one; write 0 for none)"};
    case Problem::EmptyCoalitionValue: return {"empty-coalition-value", "%1, the value of the empty coalition, must be 0 (found %2)"};
    case Problem::TableVotingDisagree: return {"table-voting-disagree", "%1 is %2, but the voting rule gives %3"};
    // --- impartial games ---
    case Problem::NotOctalCode: return {"not-octal-code", "\"%1\" is not an octal code such as 0.77"};
    case Problem::NotHexCode: return {"not-hex-code", "\"%1\" is not a hex code such as 0.F"};
    case Problem::CodeTooLong: return {"code-too-long", "the number of digits in the code is %1, but the limit is %2"};
    case Problem::NotOctalDigit: return {"not-octal-digit", "\"%1\" in \"%2\" is not an octal digit (0 to 7)"};
    case Problem::NotHexDigit: return {"not-hex-digit", "\"%1\" in \"%2\" is not a hexadecimal digit (0 to 9, A to F)"};
    case Problem::RepeatWithoutDigit: return {"repeat-without-digit", "\"%1\" repeats its last digit (\"...\") but has no digit after the point"};
    case Problem::EmptySubtractionSet: return {"empty-subtraction-set", "the subtraction set is empty"};
    case Problem::SubtractionNotNumber: return {"subtraction-not-number", "\"%1\" in the subtraction set is not a whole number"};
    case Problem::SubtractionOutOfRange: return {"subtraction-out-of-range", "the subtraction set holds %1, but its numbers must be from 1 to %2"};
    case Problem::RuleNeedsCode: return {"rule-needs-code", "\"%1\" needs a code after a colon, such as %1:0.77"};
    case Problem::RuleTakesNoArgument: return {"rule-takes-no-argument", "\"%1\" takes nothing after a colon (found \"%2\")"};
    case Problem::UnknownHeapRule: return {"unknown-heap-rule", "\"%1\" is not the name of a heap rule"};
    case Problem::UnknownCoinRule: return {"unknown-coin-rule", "\"%1\" is not a coin rule (the rules are turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:S and one-or-two:S)"};
    case Problem::EmptyRule: return {"empty-rule", "no rule was given"};
    case Problem::EmptyCode: return {"empty-code", "no code was given (such as 0.77)"};
    case Problem::MooreKOutOfRange: return {"moore-k-out-of-range", "k must be a whole number from %2 to %3 (found \"%1\")"};
    case Problem::HeapSizeTooLarge: return {"heap-size-too-large", "values up to heap %1 were asked for, but the limit is %2"};
    case Problem::OutOfMemoryForHeaps: return {"out-of-memory-for-heaps", "there is not enough memory for the values up to heap %1"};
    case Problem::MisereTooManyPositions: return {"misere-too-many-positions", "the misère analysis up to heap %1 needs more than %2 positions"};
    case Problem::TooManyPositions: return {"too-many-positions", "the analysis needs more than %1 positions"};
    case Problem::TooManyArcs: return {"too-many-arcs", "the number of arcs is %1, but the limit is %2"};
    case Problem::WythoffSizeOutOfRange: return {"wythoff-size-out-of-range", "the Wythoff board size must be from 0 to %2 (found %1)"};
    case Problem::StoneCountOutOfRange: return {"stone-count-out-of-range", "the number of stones must be from %2 to %3 (found %1)"};
    case Problem::PyramidRowsOutOfRange: return {"pyramid-rows-out-of-range", "the number of rows must be from %2 to %3 (found %1)"};
    case Problem::RowLengthOutOfRange: return {"row-length-out-of-range", "row %1 has length %2, but a length must be from 0 to %3"};
    case Problem::TooManyRows: return {"too-many-rows", "the number of non-empty rows is %1, but the limit is %2"};
    case Problem::NoSticks: return {"no-sticks", "the rows hold no sticks"};
    case Problem::VertexOutOfRange: return {"vertex-out-of-range", "%1 names vertex %2, but the number of vertices is %3 (numbered from 0)"};
    case Problem::NoGroundVertex: return {"no-ground-vertex", "the picture has no ground vertex 0 (the number of vertices is %1)"};
    case Problem::MisereNotSupported: return {"misere-not-supported", "misère play is not supported for this game"};
    case Problem::NoMovePossible: return {"no-move-possible", "no move is possible in this position"};
    case Problem::NoSuchComponent: return {"no-such-component", "the position has no component %1"};
    case Problem::QueenOffBoard: return {"queen-off-board", "queen %1 stands at (%2, %3), off the board of size %4"};
    case Problem::RuleCountMismatch: return {"rule-count-mismatch", "the number of rules is %1 and the number of heaps is %2; give one rule, or one rule per heap"};
    case Problem::NorthcottRowInvalid: return {"northcott-row-invalid", "row %1 has its checkers on squares %2 and %3, but they must stand on different squares of a board of width %4 (numbered from 0)"};
    case Problem::GameHasCycle: return {"game-has-cycle", "a position can be reached from itself, so the game has no Grundy values"};
    case Problem::MustBeProbability: return {"must-be-probability", "%1 must be a number from 0 to 1 (found %2)"};
    // --- coalitional, matrix, strategic, models, polytope, lp ---
    case Problem::NotTwoPlayers: return {"not-two-players", "this needs a game of 2 players, not %1"};
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
    case Problem::DuopolyCostNotBelowIntercept: return {"duopoly-cost-not-below-intercept", "the unit cost %1 = %2 must be below the demand intercept a = %3 (no firm would produce)"};
    case Problem::DuopolySubstitutionOutOfRange: return {"duopoly-substitution-out-of-range", "the substitution parameter b must be above 0 and below 2 (found %1): there is no interior price equilibrium"};
    case Problem::DuopolyLeaderPriceUnbounded: return {"duopoly-leader-price-unbounded", "with b = %1 (b squared at least 2) the price leader's profit grows without bound: the Stackelberg-Bertrand model needs b squared below 2"};
    case Problem::DuopolyMissingParameter: return {"duopoly-missing-parameter", "the %1 model needs the parameter %2"};
    case Problem::DuopolyParameterNotUsed: return {"duopoly-parameter-not-used", "the %1 model does not use the parameter %2"};
    case Problem::DuopolyNegativeQuantity: return {"duopoly-negative-quantity", "firm %1 would produce %2 (negative) in the interior Cournot formula: its cost is too high for an interior equilibrium"};
    // --- cooperative two-person games ---
    case Problem::NoFeasiblePoints: return {"no-feasible-points", "the feasible set has no points"};
    case Problem::BinaryChanceNode: return {"binary-chance-node", "node %1 is a chance node: the kingmaker analysis needs a tree without chance"};
    case Problem::BinaryImperfectInformation: return {"binary-imperfect-information", "node %1 shares its information set with %2 nodes: the kingmaker analysis needs perfect information"};
    case Problem::BinaryLeafNotOneWinner: return {"binary-leaf-not-one-winner", "the play ending at node %1 pays %2: in a win/lose game every play pays 1 to exactly one player and 0 to the others"};
    case Problem::BinaryPlayerCount: return {"binary-player-count", "the game has %1 players: the kingmaker analysis needs from %2 to %3"};
    case Problem::BracketUnexpected: return {"bracket-unexpected", "unexpected %1: expected a player letter (a-z for a move, A-Z for a win), '(', ',' or ')'"};
    case Problem::BracketUnknownPlayer: return {"bracket-unknown-player", "the letter %1 names a player beyond the %2 players of the game"};
    case Problem::StochasticProbabilitiesExceedOne: return {"stochastic-probabilities-exceed-one", "in state %1, cell %2: the probabilities of moving on sum to %3, more than 1"};
    case Problem::StochasticNegativeProbability: return {"stochastic-negative-probability", "in state %1, cell %2: the probability %3 is negative"};
    case Problem::StochasticUnknownState: return {"stochastic-unknown-state", "in state %2, cell %3: there is no state named %1"};
    case Problem::StochasticDuplicateState: return {"stochastic-duplicate-state", "two states are named %1"};
    case Problem::StochasticEmptyStateName: return {"stochastic-empty-state-name", "state %1 has no name"};
    case Problem::StochasticEmptyState: return {"stochastic-empty-state", "state %1 has no rows or no columns"};
    case Problem::StochasticNeverStops: return {"stochastic-never-stops", "play can stay in the states %1 forever with probability 1, and the game gives no payoff Q for infinite play"};
    case Problem::StochasticStateTwiceInCell: return {"stochastic-state-twice-in-cell", "the state %1 appears twice in one cell"};
    case Problem::CellExpressionUnexpected: return {"cell-expression-unexpected", "unexpected %1: expected a number, a state name, + or -"};
    case Problem::PokerBetNotPositive: return {"poker-bet-not-positive", "the bet size must be a positive number (found %1)"};
    case Problem::CgtUnexpected: return {"cgt-unexpected", "unexpected %1 in the game expression"};
    case Problem::CgtNotDyadic: return {"cgt-not-dyadic", "%1 is not a dyadic fraction: a short game's numbers have a power of 2 as denominator"};
    case Problem::TooManyProfiles:
      return {"too-many-profiles", "the game has %1 pure strategy profiles; at most %2 can be analysed"};
    case Problem::PayoffsTooFarApart:
      return {"payoffs-too-far-apart",
              "the payoffs lie about %1 orders of magnitude apart: the value could not be proved, and floating "
              "point cannot hold them together"};
    case Problem::TooManyStates: return {"too-many-states", "the game has %1 states; at most %2 can be analysed"};
    case Problem::TooManyStrategies:
      return {"too-many-strategies", "a player has %1 strategies; at most %2 can be analysed"};
    case Problem::TooManySupportProfiles:
      return {"too-many-support-profiles", "%1 supports would have to be tried; at most %2 are"};
    case Problem::CgtTooDeep: return {"cgt-too-deep", "the game is nested %1 deep; at most %2 can be analysed"};
    case Problem::CgtNimberTooLarge:
      return {"cgt-nimber-too-large", "*%1 is larger than *%2, the largest nimber built explicitly; a larger one is computed only in sums and differences of numbers and nimbers"};
    case Problem::CgtUnknownRuleset: return {"cgt-unknown-ruleset", "unknown ruleset %1 (known: %2)"};
    case Problem::CgtBoardNotRectangle: return {"cgt-board-not-rectangle", "the board is not a rectangle: row %1 has %2 cells, the first row %3"};
    case Problem::CgtBadCell: return {"cgt-bad-cell", "unexpected %1 on the board (allowed: %2)"};
    case Problem::CgtBadEdge: return {"cgt-bad-edge", "%1 is not an edge u-v:C with vertex numbers and C one of L, R, G"};
    case Problem::CgtBadCakeSize: return {"cgt-bad-cake-size", "%1 is not a cake size WxH with positive whole numbers"};
    case Problem::CgtPositionTooLarge: return {"cgt-position-too-large", "the position is too large (%1; at most %2)"};
    case Problem::ExpressionUnexpected: return {"expression-unexpected", "%1: the expression \"%2\" cannot be read at column %3 (found \"%4\")"};
    case Problem::ExpressionIncomplete: return {"expression-incomplete", "%1: the expression \"%2\" ends too early"};
    case Problem::ExpressionTooLong: return {"expression-too-long", "%1: the expression is too long (%2 characters; at most %3)"};
    case Problem::ExpressionDivisionByZero: return {"expression-division-by-zero", "%1: the expression \"%2\" divides by zero at %3"};
    case Problem::UnknownParameter: return {"unknown-parameter", "%1: there is no parameter named \"%2\""};
    case Problem::ParameterBadName: return {"parameter-bad-name", "%1: \"%2\" is not a parameter name (a letter, then letters, digits or _)"};
    case Problem::ParameterOutOfRange: return {"parameter-out-of-range", "parameter %1 = %2 is outside its range [%3, %4]"};
    case Problem::ParameterEmptyRange: return {"parameter-empty-range", "parameter %1: its range [%2, %3] is empty"};
    case Problem::SweepNeedsRange: return {"sweep-needs-range", "parameter %1 needs a range (min and max) to be swept"};
    case Problem::SweepTooLarge: return {"sweep-too-large", "the sweep is too large (%1; at most %2)"};
    case Problem::SweepNeedsPerfectInformation: return {"sweep-needs-perfect-information", "node %1 lies in an information set of %2 nodes: the subgame-perfect sweep needs perfect information (a zero-sum tree can be swept by its value)"};
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

bool isExpectation(Problem problem) { return std::string_view(problemName(problem)).starts_with("expected-"); }

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
