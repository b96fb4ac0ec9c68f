#pragma once
/// The exact fault an error names, as a code with the values it quotes. An Error's code is the
/// category (input or internal, the CLI's exit code, the JSON "code"); its `problem`, when not
/// None, says precisely what is wrong, and `args` then hold only values: numbers, JSON paths,
/// names and tokens quoted from the input. No English phrase travels in args: describe() fills
/// the English template below and the GUI a translated one (ui/common/problemtext), so a
/// Japanese user never reads half a sentence in English.
///
/// Adding a problem: add the enumerator in its area's block with a comment naming its args in
/// order, a row in problem.cpp's table (stable id, English template with %1…%n) and a tr()
/// sentence with the same placeholders in ui/common/problemtext.cpp. Tests check all three
/// agree.
#include <string>
#include <vector>

namespace gamelab {

enum class Problem {
  None,
  // --- generic (any reader or argument) ---
  MustBeString,          ///< args: place (a JSON path or a name)
  MustBeList,            ///< args: place
  MustBeObject,          ///< args: place
  MustBeInteger,         ///< args: place
  MustBeBoolean,         ///< args: place
  MustBeNonNegative,     ///< args: place, the value found
  MustBePositive,        ///< args: place, the value found
  MustBeAtLeast,         ///< args: place, the least value allowed, the value found
  MustBeAtMost,          ///< args: place, the greatest value allowed, the value found
  MissingField,          ///< args: place of the object, the missing key
  WrongCount,            ///< args: place, the count expected, the count found
  IndexOutOfRange,       ///< args: place, the index found, how many there are (indices from 0)
  MustBeBetween,         ///< args: place, least, most, the value found
  MustBeFinite,          ///< args: place, the value found (inf, nan, or beyond the double range)
  MustBeAscending,       ///< args: place, the value found, the value before it
  // --- what a parser expected (SyntaxError, NotANumber): args[0] is what was found, quoted,
  //     or empty at the end of the input; the template (a noun phrase) uses %2… only ---
  ExpectedEndOfInput,            ///< args: found
  ExpectedToken,                 ///< args: found, the token
  ExpectedEitherToken,           ///< args: found, the token, the other token
  ExpectedNumber,                ///< args: found
  ExpectedString,                ///< args: found
  ExpectedValidJson,             ///< args: found
  ExpectedJsonValue,             ///< args: found
  ExpectedDoubleRangeNumber,     ///< args: found
  ExpectedClosingQuote,          ///< args: found
  ExpectedNfgHeader,             ///< args: found
  ExpectedEfgHeader,             ///< args: found
  ExpectedFormatVersion,         ///< args: found, the version expected
  ExpectedRationalOrDecimal,     ///< args: found
  ExpectedTitle,                 ///< args: found
  ExpectedBraceBeforePlayers,    ///< args: found
  ExpectedBraceBeforeStrategies, ///< args: found
  ExpectedPlayerName,            ///< args: found
  ExpectedStrategyName,          ///< args: found
  ExpectedStrategyCount,         ///< args: found
  ExpectedBraceAfterStrategies,  ///< args: found
  ExpectedOutcomeName,           ///< args: found
  ExpectedBraceAfterPayoffs,     ///< args: found
  ExpectedPayoff,                ///< args: found
  ExpectedPayoffOrBrace,         ///< args: found
  ExpectedOutcomeListBrace,      ///< args: found
  ExpectedOutcomeNumber,         ///< args: found
  ExpectedOutcomeNumberOrZero,   ///< args: found
  ExpectedNode,                  ///< args: found
  ExpectedAnotherNode,           ///< args: found
  ExpectedNodeName,              ///< args: found
  ExpectedPlayerNumber,          ///< args: found
  ExpectedInfoSetNumber,         ///< args: found
  ExpectedChanceProbability,     ///< args: found
  ExpectedChanceAction,          ///< args: found
  ExpectedAction,                ///< args: found
  ExpectedPayoffNodeOrPlayer,    ///< args: found
  ExpectedMover,                 ///< args: found
  ExpectedLabelAndParen,         ///< args: found
  ExpectedActionLabel,           ///< args: found
  // --- JSON documents and file readers (core/io, core/tree/treenotation) ---
  StrategiesListOrCount,  ///< args: place
  OnePayoffVectorPerProfile,///< args: place, the number of pure profiles, the number of entries found
  NoPlayers,              ///< args: none
  StrategiesPerPlayer,    ///< args: the number of players, the number of strategy lists found
  TooFewPayoffs,          ///< args: the number of payoffs needed, the number found
  TooManyPayoffsGiven,    ///< args: the number of payoffs needed
  TooFewOutcomeNumbers,   ///< args: the number needed, the number found
  TooManyOutcomeNumbers,  ///< args: the number needed
  OutcomePayoffCount,     ///< args: the outcome number, the number of players, the number of payoffs found
  NoSuchOutcome,          ///< args: the outcome number found, the number of outcomes
  ZeroSumNeedsTwoPlayers, ///< args: the number of players
  ProfileCount,           ///< args: the number of profiles needed, the number found
  ProfileNeedsTwoPayoffs, ///< args: none
  TextAfterTree,          ///< args: the token found
  OutcomeWithoutPayoffs,  ///< args: the outcome number
  WholeNumberAtLeast,     ///< args: the token found, the least value allowed
  NoSuchPlayer,           ///< args: the player number found, the number of players
  NegativeProbability,    ///< args: the action, the probability found
  InfoSetWithoutActions,  ///< args: none
  InfoSetActionsDiffer,   ///< args: the set number, the action count at its first node, the count here
  InfoSetFirstWithoutActions,///< args: the set number
  OutcomeNumberTooLarge,  ///< args: the number found, the limit, the nodes so far, the slack
  PlayerBeyondLimit,      ///< args: the player as written, the limit
  LeafTooManyPayoffs,     ///< args: the number of payoffs, the limit
  ShorthandTooLarge,      ///< args: the payoffs, the one-number leaves, the players, the limit
  LeafPayoffCount,        ///< args: the number of players, the number of payoffs found
  NamedSetActionsDiffer,  ///< args: the set's name
  MustBeNonEmptyList,     ///< args: place
  MustBeOneOf,            ///< args: place, the values allowed, the value found
  MustBePositiveInteger,  ///< args: place, the value found
  TooManyEntries,         ///< args: place, the count found, the limit
  TooManyPlayers,         ///< args: the count found, the limit
  TooManyNodes,           ///< args: the count found, the limit
  TooManyProfiles,        ///< args: the pure strategy profiles found (may be "2^56"), the limit
  TooManyStates,          ///< args: the states found, the limit
  TooManyStrategies,      ///< args: the most strategies of one player found, the limit
  TooManySupportProfiles, ///< args: the support profiles (or pairs) to try, the limit
  PayoffsTooFarApart,     ///< args: the decimal orders of magnitude between the payoffs
  TooManyCells,           ///< args: the strategy counts ("3 x 4"), the limit
  TooManyPayoffs,         ///< args: the strategy counts, cells, players, payoffs, the limit
  InputTooLarge,          ///< args: the size read, the limit (both in bytes)
  InputTooLargeAtLeast,   ///< args: the size read so far, the limit (both in bytes)
  WrongDocumentKind,      ///< args: the kind found, the kind expected
  UnknownDocumentKind,    ///< args: the kind found
  UnknownInputFormat,     ///< args: none
  EfgWhereNfgExpected,    ///< args: none
  DocumentMustBeObject,   ///< args: none
  DocumentMissingKey,     ///< args: the key
  OnePayoffPerPlayer,     ///< args: place, the number of players, the number of payoffs found
  OneProbabilityPerAction,///< args: place, the number of actions, the number of probabilities found
  PlayerNumberOrChance,   ///< args: place, the number of players
  ProbabilitiesOnlyForChance,///< args: place
  DuplicateInfoSetNumber, ///< args: place, the number
  ChildIsRoot,            ///< args: place
  ChildIsItself,          ///< args: place, the node
  TwoParents,             ///< args: place, the node, one parent, the other parent
  LeafInInfoSet,          ///< args: place, the node, the information set
  MoverMissing,           ///< args: place of the node
  ChildrenActionsMismatch,///< args: place, children, the information set, its actions
  InfoSetUnused,          ///< args: place
  NodeCycle,              ///< args: place, the nodes ("1 → 2 → 1")
  NodeUnreachable,        ///< args: place
  MustBePair,             ///< args: place
  MustBePoint,            ///< args: place
  OnePointPerVertex,      ///< args: place, the number of vertices, the number of points found
  HeadsLetter,            ///< args: place, the character found
  CoinFace,               ///< args: place
  HeadsValue,             ///< args: place
  RuleCount,              ///< args: place, the number of heaps, the number of rules found
  RuleSpecOrList,         ///< args: place
  NimMovesOnly,           ///< args: place, the variant
  OffStrip,               ///< args: place, the square, the number of squares
  OffBoard,               ///< args: place, the board size
  OffBoardWidth,          ///< args: place, the board width
  CheckersOnOneSquare,    ///< args: place
  VotingRule,             ///< args: place
  PlayersListOrCount,     ///< args: place
  TableOrVoting,          ///< args: place
  WeightsPlayersMismatch, ///< args: place, the number of weights, the number of players
  CoalitionTableLength,   ///< args: place, the number of entries found
  CoalitionTableTooLarge, ///< args: the number of players, the limit
  CoalitionValueMissing,  ///< args: place
  EmptyCoalitionValue,    ///< args: place, the value found
  TableVotingDisagree,    ///< args: place, the value in "v", the value the voting rule gives
  // --- impartial games (core/impartial) ---
  NotOctalCode,           ///< args: the code typed
  NotHexCode,             ///< args: the code typed
  CodeTooLong,            ///< args: digits found, the limit
  NotOctalDigit,          ///< args: the digit, the code typed
  NotHexDigit,            ///< args: the digit, the code typed
  RepeatWithoutDigit,     ///< args: the code typed
  EmptySubtractionSet,    ///< args: none
  SubtractionNotNumber,   ///< args: the item typed
  SubtractionOutOfRange,  ///< args: the item typed, the largest allowed
  RuleNeedsCode,          ///< args: the rule name
  RuleTakesNoArgument,    ///< args: the rule name, the spec typed
  UnknownHeapRule,        ///< args: the name typed
  UnknownCoinRule,        ///< args: the spec typed
  EmptyRule,              ///< args: none
  EmptyCode,              ///< args: none
  MooreKOutOfRange,       ///< args: the text typed, the least k, the greatest k
  HeapSizeTooLarge,       ///< args: the heap size asked for, the limit
  OutOfMemoryForHeaps,    ///< args: the heap size asked for
  MisereTooManyPositions, ///< args: the heap size asked for, the position limit
  TooManyPositions,       ///< args: the position limit
  TooManyArcs,            ///< args: arcs found, the limit
  WythoffSizeOutOfRange,  ///< args: the size asked for, the limit
  StoneCountOutOfRange,   ///< args: the count asked for, the least, the greatest
  PyramidRowsOutOfRange,  ///< args: the count asked for, the least, the greatest
  RowLengthOutOfRange,    ///< args: row (from 0), the length found, the greatest length
  TooManyRows,            ///< args: non-empty rows found, the limit
  NoSticks,               ///< args: none
  VertexOutOfRange,       ///< args: place, the vertex found, the number of vertices
  NoGroundVertex,         ///< args: the number of vertices
  MisereNotSupported,     ///< args: none
  NoMovePossible,         ///< args: none
  NoSuchComponent,        ///< args: the component asked for (from 0)
  QueenOffBoard,          ///< args: queen (from 0), its column, its row, the board size
  RuleCountMismatch,      ///< args: rules found, heaps found
  NorthcottRowInvalid,    ///< args: row (from 0), white's square, black's square, the board width
  GameHasCycle,           ///< args: none
  MustBeProbability,      ///< args: place, the value found
  // --- coalitional, matrix, strategic, models, polytope, lp (the rest of core) ---
  NotTwoPlayers,             ///< args: the number of players found
  NoCoalitionTable,          ///< args: players, the most players whose table of values is kept
  NoImputation,              ///< args: Σ v({i}), v(N)
  Inessential,               ///< args: v(N) − Σ v({i}) (zero or negative)
  NotSimpleGame,             ///< no args
  PlayersChangeAlongPath,    ///< args: players before, players after
  BadCarrier,                ///< args: the carrier found (a coalition as a bit mask)
  VotingWeightRangeTooLarge, ///< args: the limit on the sum of weights
  VotingTableTooLarge,       ///< args: the limit on table cells
  NotTwoByN,                 ///< args: the size found ("3x4")
  NotMByTwo,                 ///< args: the size found
  NotTwoRowsOrColumns,       ///< args: the size found
  NotTwoByTwo,               ///< args: the size found
  NotSquare,                 ///< args: the size found
  EmptyIndexList,            ///< args: place
  DuplicateIndex,            ///< args: place
  PivotFinished,             ///< no args
  PivotColumnNotEligible,    ///< args: column (1-based)
  PivotRowNotPositive,       ///< args: row (1-based), column (1-based)
  PivotRowNotMinimumRatio,   ///< args: row (1-based), column (1-based)
  PivotTooLarge,             ///< args: the size found, the largest size
  DiceSidesOutOfRange,       ///< args: sides found, least, most
  StrategicFormTooLarge,     ///< args: the strategy counts ("4 x 8"), the limit on cells
  // --- duopoly models (core/duopoly: duopoly*, polynomialcournot, advertising) ---
  DuopolyCostNotBelowIntercept,  ///< args: the cost's name ("c", "c_2"), its value, the intercept a
  DuopolySubstitutionOutOfRange, ///< args: the substitution parameter b found
  DuopolyLeaderPriceUnbounded,   ///< args: the substitution parameter b found (b² ≥ 2)
  DuopolyMissingParameter,       ///< args: the model ("stackelberg-bertrand"), the parameter ("b")
  DuopolyParameterNotUsed,       ///< args: the model, the parameter
  DuopolyNegativeQuantity,       ///< args: the firm (from 1), the quantity the interior formula gives
  // --- cooperative two-person games (bargaining) ---
  NoFeasiblePoints,          ///< no args (a bargaining set given by no points)
  // --- binary (win/lose) game trees and kingmakers (core/kingmaker) ---
  BinaryChanceNode,          ///< args: node number (NodeId + 1)
  BinaryImperfectInformation,///< args: node number, the number of nodes in its information set
  BinaryLeafNotOneWinner,    ///< args: node number, the payoff vector found ("(1, 1, 0)")
  BinaryPlayerCount,         ///< args: the number of players, the least (2), the most (64)
  BracketUnexpected,         ///< args: the character found; `where` is its place
  BracketUnknownPlayer,      ///< args: the letter, the number of players
  // --- stochastic, recursive and multistage games; continuous poker (core/stochastic, core/poker) ---
  StochasticProbabilitiesExceedOne, ///< args: state name, cell "(row, column)" 1-based, the sum found
  StochasticNegativeProbability,    ///< args: state name, cell, the probability found
  StochasticUnknownState,           ///< args: the name found, state name, cell
  StochasticDuplicateState,         ///< args: the name
  StochasticEmptyStateName,         ///< args: state number (1-based)
  StochasticEmptyState,             ///< args: state name (no rows or no columns)
  StochasticNeverStops,             ///< args: the states play can stay in forever ("G1, G2")
  StochasticStateTwiceInCell,       ///< args: state name
  CellExpressionUnexpected,         ///< args: the text found; `where` is its column
  PokerBetNotPositive,              ///< args: the bet size found
  // --- short partizan games (core/partizan) ---
  CgtUnexpected,          ///< args: the text found (empty at the end); `where` is its column
  CgtNotDyadic,           ///< args: the number found ("1/3")
  CgtTooDeep,             ///< args: the nesting or height found, the most allowed
  CgtNimberTooLarge,      ///< args: the nimber's n as written, the largest n computed with
  CgtUnknownRuleset,      ///< args: the name found, the names known ("domineering, hackenbush, …")
  CgtBoardNotRectangle,   ///< args: the row (1-based), its length, the first row's length
  CgtBadCell,             ///< args: the character found, the characters allowed (". #"); `where` is its column
  CgtBadEdge,             ///< args: the edge as written; `where` is its column
  CgtBadCakeSize,         ///< args: the piece as written; `where` is its column
  CgtPositionTooLarge,    ///< args: the size found ("17 rows", "65 edges"), the most allowed
  // --- parameters in payoffs and probabilities (core/param) ---
  ExpressionUnexpected,     ///< args: place, the expression, the column (1-based), the text found there
  ExpressionIncomplete,     ///< args: place, the expression
  ExpressionTooLong,        ///< args: place, the length found, the most allowed
  ExpressionDivisionByZero, ///< args: place, the expression, the parameter values ("t = 0")
  UnknownParameter,         ///< args: place, the name found
  ParameterBadName,         ///< args: place, the name found
  ParameterOutOfRange,      ///< args: the name, the value, the least value, the greatest value
  ParameterEmptyRange,      ///< args: the name, min, max
  SweepNeedsRange,          ///< args: the name
  SweepTooLarge,            ///< args: the size found, the most allowed
  SweepNeedsPerfectInformation, ///< args: node number (NodeId + 1), the number of nodes in its information set
};

/// Every problem but None, in declaration order (for tests and tables).
const std::vector<Problem>& allProblems();
/// Stable identifier ("must-be-string") for JSON and tests.
const char* problemName(Problem problem);
/// The English template with %1…%n standing for the args, e.g. "%1 must be a string".
const char* problemEnglish(Problem problem);
/// The template with each %i replaced by args[i-1] (an absent arg becomes empty).
std::string fillProblemTemplate(const std::string& text, const std::vector<std::string>& args);
/// True for the problems that name what a parser expected ("expected-…"; see their block).
bool isExpectation(Problem problem);
/// The highest placeholder number in a template (0 when it has none).
int problemPlaceholderCount(const std::string& text);

}  // namespace gamelab
