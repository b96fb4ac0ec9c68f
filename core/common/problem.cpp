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
    case Problem::NoSuchVertex: return {"no-such-vertex", "%1 names vertex %2, but there are only %3 vertices (numbered from 0)"};
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
    // --- coalitional, matrix, strategic, models, polytope, lp ---
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
