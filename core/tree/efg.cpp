#include "core/tree/efg.h"

#include "core/common/textexcerpt.h"
#include "core/strategic/nfglexer.h"
#include "core/tree/treelimits.h"

#include <map>
#include <optional>
#include <utility>

namespace gamelab {
namespace {

/// Recursive-descent reader over NfgLexer tokens with one token of lookahead. Nodes come in
/// preorder; an explicit stack of open nodes replaces recursion (deep trees are fine).
class EfgReader {
 public:
  EfgReader(std::string_view text, const std::string& fileName) : lexer_(text, fileName), file_(fileName) {
    current_ = lexer_.next();
  }

  Expected<GameTree> read() {
    if (auto e = header()) return *e;
    GameTree& tree = *tree_;
    // Open decision/chance nodes with the number of children still to read.
    struct Open {
      NodeId node;
      std::size_t remaining;
    };
    std::vector<Open> open;
    bool first = true;
    while (first || !open.empty()) {
      NodeId id = 0;
      if (first) {
        first = false;
      } else {
        id = static_cast<NodeId>(tree.nodes.size());
        tree.nodes.emplace_back();
        const NodeId parent = open.back().node;
        tree.node(id).parent = parent;
        tree.node(parent).children.push_back(id);
        if (--open.back().remaining == 0) open.pop_back();
      }
      auto children = node(id);
      if (!children) return children.error();
      if (*children > 0) open.push_back(Open{id, *children});
    }
    if (current_.kind != NfgTokenKind::End)
      return makeProblemError(ErrorCode::WrongShape, Problem::TextAfterTree, {NfgLexer::describe(current_)}, lexer_.where(current_));
    for (std::size_t k = 0; k < outcomeDefined_.size(); ++k)
      if (!outcomeDefined_[k] && outcomeFirstUse_[k].line > 0)
        return makeProblemError(ErrorCode::WrongShape, Problem::OutcomeWithoutPayoffs, {std::to_string(k + 1)},
                                outcomeFirstUse_[k]);
    return std::move(*tree_);
  }

 private:
  NfgLexer lexer_;
  std::string file_;
  NfgToken current_;
  std::optional<GameTree> tree_;
  std::map<std::pair<int, int>, int> sets_;  ///< (player or kChancePlayer, number) -> index
  std::vector<bool> outcomeDefined_;
  std::vector<SourceLocation> outcomeFirstUse_;

  NfgToken take() {
    NfgToken t = std::move(current_);
    current_ = lexer_.next();
    return t;
  }
  /// A SyntaxError: `expected` (an expectation problem, with its `values` from %2 on) where the
  /// current token stands.
  Error syntax(Problem expected, std::vector<std::string> values = {}) const {
    if (NfgLexer::isUnterminatedString(current_))
      return makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedClosingQuote, {""}, lexer_.where(current_));
    values.insert(values.begin(), NfgLexer::describe(current_));
    return makeProblemError(ErrorCode::SyntaxError, expected, std::move(values), lexer_.where(current_));
  }
  /// A WrongShape error: `problem` quoting `values`, at the token `at`.
  Error shape(Problem problem, std::vector<std::string> values, const NfgToken& at) const {
    return makeProblemError(ErrorCode::WrongShape, problem, std::move(values), lexer_.where(at));
  }

  Expected<std::string> string(Problem what) {
    if (current_.kind != NfgTokenKind::String) return syntax(what);
    return take().text;
  }
  Expected<Rational> number(Problem what) {
    if (current_.kind != NfgTokenKind::Number) {
      if (current_.kind == NfgTokenKind::Word)
        return makeProblemError(ErrorCode::NotANumber, what, {NfgLexer::describe(current_)}, lexer_.where(current_));
      return syntax(what);
    }
    const NfgToken t = take();
    auto v = parseRational(t.text);
    if (!v) return makeProblemError(ErrorCode::NotANumber, what, {NfgLexer::describe(t)}, lexer_.where(t));
    return std::move(*v);
  }
  /// A positive (or, with allowZero, non-negative) whole number.
  Expected<int> count(Problem what, bool allowZero) {
    const NfgToken at = current_;
    auto v = number(what);
    if (!v) return v.error();
    if (v->get_den() != 1 || *v < (allowZero ? 0 : 1) || *v > 1000000000)
      return shape(Problem::WholeNumberAtLeast, {excerpt(at.text), allowZero ? "0" : "1"}, at);
    return static_cast<int>(v->get_num().get_si());
  }

  std::optional<Error> header() {
    if (current_.kind != NfgTokenKind::Word || current_.text != "EFG") return syntax(Problem::ExpectedEfgHeader);
    take();
    if (current_.kind != NfgTokenKind::Number) return syntax(Problem::ExpectedFormatVersion, {"2"});
    if (current_.text != "2")
      return makeError(ErrorCode::UnsupportedVersion, {current_.text, "2"}, lexer_.where(current_));
    take();
    if (current_.kind != NfgTokenKind::Word || (current_.text != "R" && current_.text != "D"))
      return syntax(Problem::ExpectedRationalOrDecimal);
    take();
    auto title = string(Problem::ExpectedTitle);
    if (!title) return title.error();
    if (current_.kind != NfgTokenKind::LeftBrace) return syntax(Problem::ExpectedBraceBeforePlayers);
    const NfgToken brace = take();
    std::vector<std::string> names;
    while (current_.kind == NfgTokenKind::String) names.push_back(take().text);
    if (current_.kind != NfgTokenKind::RightBrace) return syntax(Problem::ExpectedPlayerName);
    take();
    if (names.empty()) return shape(Problem::NoPlayers, {}, brace);
    if (names.size() > static_cast<std::size_t>(kMaxTreePlayers))
      return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPlayers,
                              {std::to_string(names.size()), std::to_string(kMaxTreePlayers)}, lexer_.where(brace));
    tree_.emplace(static_cast<int>(names.size()));
    tree_->playerNames = std::move(names);
    tree_->title = std::move(*title);
    if (current_.kind == NfgTokenKind::String) tree_->comment = take().text;
    return std::nullopt;
  }

  /// Reads one node line into node `id`; returns its number of children.
  Expected<std::size_t> node(NodeId id) {
    GameTree& tree = *tree_;
    if (current_.kind != NfgTokenKind::Word || (current_.text != "p" && current_.text != "c" && current_.text != "t"))
      return syntax(current_.kind == NfgTokenKind::End ? Problem::ExpectedAnotherNode : Problem::ExpectedNode);
    const NfgToken kind = take();
    auto label = string(Problem::ExpectedNodeName);
    if (!label) return label.error();
    tree.node(id).label = std::move(*label);
    std::size_t children = 0;
    if (kind.text != "t") {
      int player = kChancePlayer;
      if (kind.text == "p") {
        const NfgToken at = current_;
        auto p = count(Problem::ExpectedPlayerNumber, false);
        if (!p) return p.error();
        if (*p > tree.players())
          return shape(Problem::NoSuchPlayer, {std::to_string(*p), std::to_string(tree.players())}, at);
        player = *p - 1;
      }
      const NfgToken setAt = current_;
      auto number = count(Problem::ExpectedInfoSetNumber, false);
      if (!number) return number.error();
      auto set = infoSet(player, *number, setAt);
      if (!set) return set.error();
      tree.node(id).infoSet = *set;
      children = tree.infoSets[static_cast<std::size_t>(*set)].actions.size();
    }
    if (auto e = outcome(id)) return *e;
    return children;
  }

  /// The set's optional name and action list; creates the set at its first node.
  Expected<int> infoSet(int player, int setNumber, const NfgToken& at) {
    std::optional<std::string> name;
    if (current_.kind == NfgTokenKind::String) name = take().text;
    std::vector<std::string> actions;
    RationalVector probabilities;
    bool listed = false;
    const NfgToken listAt = current_;
    if (current_.kind == NfgTokenKind::LeftBrace) {
      take();
      listed = true;
      while (current_.kind == NfgTokenKind::String) {
        actions.push_back(take().text);
        if (player == kChancePlayer) {
          const NfgToken probAt = current_;
          auto p = number(Problem::ExpectedChanceProbability);
          if (!p) return p.error();
          if (*p < 0)
            return makeProblemError(ErrorCode::InvalidArgument, Problem::NegativeProbability,
                                    {excerpt(actions.back()), excerpt(probAt.text)}, lexer_.where(probAt));
          probabilities.push_back(std::move(*p));
        }
        if (current_.kind == NfgTokenKind::Comma) take();
      }
      if (current_.kind != NfgTokenKind::RightBrace)
        return syntax(player == kChancePlayer ? Problem::ExpectedChanceAction : Problem::ExpectedAction);
      take();
      if (actions.empty()) return shape(Problem::InfoSetWithoutActions, {}, listAt);
    }
    GameTree& tree = *tree_;
    const auto key = std::make_pair(player, setNumber);
    if (auto it = sets_.find(key); it != sets_.end()) {
      const InfoSet& s = tree.infoSets[static_cast<std::size_t>(it->second)];
      if (listed && actions.size() != s.actions.size())
        return shape(Problem::InfoSetActionsDiffer,
                     {std::to_string(setNumber), std::to_string(s.actions.size()), std::to_string(actions.size())},
                     listAt);
      return it->second;
    }
    if (!listed)
      return shape(Problem::InfoSetFirstWithoutActions, {std::to_string(setNumber)}, at);
    InfoSet s;
    s.player = player;
    s.number = setNumber;
    s.label = name.value_or(std::string());
    s.actions = std::move(actions);
    s.probabilities = std::move(probabilities);
    tree.infoSets.push_back(std::move(s));
    const int index = static_cast<int>(tree.infoSets.size()) - 1;
    sets_.emplace(key, index);
    return index;
  }

  /// The outcome number, and at a use that defines it, its name and payoffs.
  std::optional<Error> outcome(NodeId id) {
    GameTree& tree = *tree_;
    const NfgToken at = current_;
    auto k = count(Problem::ExpectedOutcomeNumberOrZero, true);
    if (!k) return k.error();
    if (*k == 0) {
      // Gambit writes no name or payoffs for "no outcome"; tolerate an empty name.
      if (current_.kind == NfgTokenKind::String && current_.text.empty()) take();
      return std::nullopt;
    }
    // Checked before the outcome list grows to the number read.
    const std::size_t limit = tree.nodes.size() + static_cast<std::size_t>(kEfgOutcomeNumberSlack);
    if (static_cast<std::size_t>(*k) > limit)
      return makeProblemError(ErrorCode::TooLarge, Problem::OutcomeNumberTooLarge,
                              {std::to_string(*k), std::to_string(limit), std::to_string(tree.nodes.size()),
                               std::to_string(kEfgOutcomeNumberSlack)},
                              lexer_.where(at));
    const auto index = static_cast<std::size_t>(*k - 1);
    if (index >= tree.outcomes.size()) {
      tree.outcomes.resize(index + 1, TreeOutcome{{}, RationalVector(static_cast<std::size_t>(tree.players())), {}});
      outcomeDefined_.resize(index + 1, false);
      outcomeFirstUse_.resize(index + 1);
    }
    if (!outcomeDefined_[index] && outcomeFirstUse_[index].line == 0) outcomeFirstUse_[index] = lexer_.where(at);
    tree.node(id).outcome = static_cast<int>(index);
    std::optional<std::string> name;
    if (current_.kind == NfgTokenKind::String) name = take().text;
    if (current_.kind != NfgTokenKind::LeftBrace) {
      if (name && !outcomeDefined_[index]) tree.outcomes[index].label = *name;
      return std::nullopt;
    }
    const NfgToken brace = take();
    RationalVector payoffs;
    while (current_.kind != NfgTokenKind::RightBrace) {
      if (current_.kind == NfgTokenKind::End) return syntax(Problem::ExpectedPayoffOrBrace);
      auto v = number(Problem::ExpectedPayoff);
      if (!v) return v.error();
      payoffs.push_back(std::move(*v));
      if (current_.kind == NfgTokenKind::Comma) take();
    }
    take();
    if (payoffs.size() != static_cast<std::size_t>(tree.players()))
      return shape(Problem::OutcomePayoffCount,
                   {std::to_string(*k), std::to_string(tree.players()), std::to_string(payoffs.size())}, brace);
    // As in Gambit, a later definition of the same outcome replaces the earlier one.
    tree.outcomes[index].label = name.value_or(tree.outcomes[index].label);
    tree.outcomes[index].payoffs = std::move(payoffs);
    outcomeDefined_[index] = true;
    return std::nullopt;
  }
};

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
  return out;
}

}  // namespace

Expected<GameTree> parseEfg(std::string_view text, const std::string& fileName) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return makeError(ErrorCode::EmptyInput, {}, SourceLocation{fileName, 0, 0});
  return EfgReader(text, fileName).read();
}

std::string writeEfg(const GameTree& tree) {
  std::string out = "EFG 2 R " + quoted(tree.title) + " {";
  for (const auto& name : tree.playerNames) out += " " + quoted(name);
  out += " }\n" + quoted(tree.comment) + "\n\n";
  std::vector<bool> written(tree.outcomes.size(), false);
  std::vector<NodeId> stack{tree.root()};
  while (!stack.empty()) {
    const NodeId id = stack.back();
    stack.pop_back();
    const TreeNode& n = tree.node(id);
    if (n.isTerminal()) {
      out += "t " + quoted(n.label) + " ";
    } else {
      const InfoSet& s = tree.infoSets[static_cast<std::size_t>(n.infoSet)];
      if (s.isChance()) out += "c " + quoted(n.label) + " " + std::to_string(s.number) + " ";
      else out += "p " + quoted(n.label) + " " + std::to_string(s.player + 1) + " " + std::to_string(s.number) + " ";
      out += quoted(s.label) + " {";
      for (std::size_t a = 0; a < s.actions.size(); ++a) {
        out += " " + quoted(s.actions[a]);
        if (s.isChance()) out += " " + toString(s.probabilities[a]);
      }
      out += " } ";
      for (auto it = n.children.rbegin(); it != n.children.rend(); ++it) stack.push_back(*it);
    }
    if (n.outcome < 0) {
      out += "0\n";
      continue;
    }
    const auto k = static_cast<std::size_t>(n.outcome);
    out += std::to_string(k + 1);
    if (!written[k]) {
      written[k] = true;
      const TreeOutcome& o = tree.outcomes[k];
      out += " " + quoted(o.label) + " {";
      for (std::size_t j = 0; j < o.payoffs.size(); ++j) out += (j ? ", " : " ") + toString(o.payoffs[j]);
      out += " }";
    }
    out += "\n";
  }
  return out;
}

}  // namespace gamelab
