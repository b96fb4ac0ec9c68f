#include "core/tree/treenotation.h"

#include "core/common/playernumeral.h"

#include "core/common/textexcerpt.h"
#include "core/tree/treelimits.h"

#include <algorithm>
#include <cstdint>
#include <cctype>
#include <map>
#include <optional>
#include <utility>

namespace gamelab {

namespace {

/// A parsed node before players are known: leaves keep their raw payoff lists. Nodes are
/// kept flat, in preorder, so that neither parsing nor building recurses (a chain nested a
/// million levels deep is fine).
struct RawNode {
  enum Kind { Leaf, Chance, Decision } kind = Leaf;
  RationalVector payoffs;  ///< Leaf
  bool scalar = false;     ///< Leaf given as one number (zero-sum shorthand)
  int player = 0;          ///< Decision, 0-based
  std::string setName;     ///< Decision; empty = singleton
  std::vector<std::string> labels;
  RationalVector probabilities;       ///< Chance
  std::vector<std::size_t> children;  ///< indices into the preorder list, in action order
  int column = 0;
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  /// The nodes in preorder (the root first). An explicit stack of open blocks replaces
  /// recursion: `open` holds the chance and decision nodes whose '}' is still to come.
  Expected<std::vector<RawNode>> parseAll() {
    std::vector<std::size_t> open;
    auto root = nodeHead();
    if (!root) return root.error();
    if (*root) open.push_back(0);
    while (!open.empty()) {
      // The branch prefix ("label:" or "p label:") of open.back() has been read: a child follows.
      const std::size_t parent = open.back();
      const std::size_t child = nodes_.size();
      auto opened = nodeHead();
      if (!opened) return opened.error();
      nodes_[parent].children.push_back(child);
      if (*opened) {
        open.push_back(child);
        continue;
      }
      // A complete child: close the blocks that end here, or read the next branch's prefix.
      while (!open.empty()) {
        if (accept(',')) {
          if (auto e = branchPrefix(open.back())) return *e;
          break;
        }
        if (!accept('}')) return syntax(Problem::ExpectedEitherToken, {",", "}"});
        open.pop_back();
      }
    }
    skipSpace();
    if (pos_ != text_.size()) return syntax(Problem::ExpectedEndOfInput);
    return std::move(nodes_);
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::vector<RawNode> nodes_;

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  int column() const { return static_cast<int>(pos_) + 1; }
  /// A SyntaxError: `expected` (an expectation problem, with its `values` from %2 on) at the
  /// current column, quoting the text found there (empty at the end).
  Error syntax(Problem expected, std::vector<std::string> values = {}) const {
    values.insert(values.begin(), pos_ < text_.size() ? excerpt(text_.substr(pos_, kExcerptBytes + 8), 12) : std::string());
    return makeProblemError(ErrorCode::SyntaxError, expected, std::move(values), SourceLocation{"", 1, column()});
  }
  bool accept(char c) {
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  static bool isWordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '+' || c == '.' ||
           c == '*' || c == '/';
  }
  std::optional<std::string> word() {
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == '"') {
      const std::size_t end = text_.find('"', pos_ + 1);
      if (end == std::string_view::npos) return std::nullopt;
      std::string w(text_.substr(pos_ + 1, end - pos_ - 1));
      pos_ = end + 1;
      return w;
    }
    const std::size_t start = pos_;
    while (pos_ < text_.size() && isWordChar(text_[pos_])) ++pos_;
    if (pos_ == start) return std::nullopt;
    return std::string(text_.substr(start, pos_ - start));
  }
  Error notANumber(const std::string& w, int col) const {
    return makeError(ErrorCode::NotANumber, {excerpt(w)}, SourceLocation{"", 1, col});
  }
  Expected<Rational> number() {
    skipSpace();
    const int col = column();
    auto w = word();
    if (!w) return syntax(Problem::ExpectedNumber);
    auto value = parseRational(*w);
    if (!value) return notANumber(*w, col);
    return *value;
  }
  /// The player of a numeral ("I", "II", …, playerNumeral) or "P<n>" (0-based; numbers beyond
  /// kMaxTreePlayers are capped).
  static std::optional<long long> playerOf(const std::string& w) {
    if (auto player = playerOfNumeral(w)) return *player;
    if (w.size() >= 2 && w[0] == 'P') {
      long long n = 0;
      for (std::size_t i = 1; i < w.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(w[i]))) return std::nullopt;
        n = std::min<long long>(n * 10 + (w[i] - '0'), kMaxTreePlayers + 1LL);
      }
      if (n >= 1) return n - 1;
    }
    return std::nullopt;
  }

  /// Reads one node's head into a new entry of nodes_: a whole leaf (returns false), or a
  /// chance or decision node up to and including its first branch prefix (returns true).
  Expected<bool> nodeHead() {
    skipSpace();
    RawNode& node = nodes_.emplace_back();
    node.column = column();
    if (accept('(')) {
      do {
        auto v = number();
        if (!v) return v.error();
        nodes_.back().payoffs.push_back(*v);
      } while (accept(','));
      if (!accept(')')) return syntax(Problem::ExpectedEitherToken, {",", ")"});
      return false;
    }
    const std::size_t start = pos_;
    auto w = word();
    if (!w) return syntax(Problem::ExpectedPayoffNodeOrPlayer);
    skipSpace();
    const bool opensBlock = pos_ < text_.size() && (text_[pos_] == '{' || text_[pos_] == '[');
    if (!opensBlock) {
      auto v = parseRational(*w);
      if (!v) return notANumber(*w, static_cast<int>(start) + 1);
      node.scalar = true;
      node.payoffs.push_back(*v);
      return false;
    }
    if (*w == "N") {
      node.kind = RawNode::Chance;
    } else {
      auto player = playerOf(*w);
      if (!player) {
        pos_ = start;
        return syntax(Problem::ExpectedMover);
      }
      if (*player >= kMaxTreePlayers)
        return makeProblemError(ErrorCode::TooLarge, Problem::PlayerBeyondLimit,
                                {excerpt(*w), std::to_string(kMaxTreePlayers)},
                                SourceLocation{"", 1, static_cast<int>(start) + 1});
      node.kind = RawNode::Decision;
      node.player = static_cast<int>(*player);
      if (accept('[')) {
        const std::size_t end = text_.find(']', pos_);
        if (end == std::string_view::npos) return syntax(Problem::ExpectedToken, {"]"});
        node.setName = std::string(text_.substr(pos_, end - pos_));
        while (!node.setName.empty() && std::isspace(static_cast<unsigned char>(node.setName.back())))
          node.setName.pop_back();
        while (!node.setName.empty() && std::isspace(static_cast<unsigned char>(node.setName.front())))
          node.setName.erase(node.setName.begin());
        pos_ = end + 1;
      }
    }
    if (!accept('{')) return syntax(Problem::ExpectedToken, {"{"});
    if (auto e = branchPrefix(nodes_.size() - 1)) return *e;
    return true;
  }

  /// Reads what comes before a child in block `index`: "p [label]:" for chance, "label:" for
  /// a decision, and records the probability and label.
  std::optional<Error> branchPrefix(std::size_t index) {
    if (nodes_[index].kind == RawNode::Chance) {
      auto p = number();
      if (!p) return p.error();
      std::string label = toString(*p);
      skipSpace();
      if (accept('(')) {
        auto l = word();
        if (!l || !accept(')')) return syntax(Problem::ExpectedLabelAndParen);
        label = *l;
      } else if (pos_ < text_.size() && text_[pos_] != ':') {
        auto l = word();
        if (!l) return syntax(Problem::ExpectedToken, {":"});
        label = *l;
      }
      if (!accept(':')) return syntax(Problem::ExpectedToken, {":"});
      nodes_[index].probabilities.push_back(*p);
      nodes_[index].labels.push_back(std::move(label));
      return std::nullopt;
    }
    auto label = word();
    if (!label) return syntax(Problem::ExpectedActionLabel);
    if (!accept(':')) return syntax(Problem::ExpectedToken, {":"});
    nodes_[index].labels.push_back(std::move(*label));
    return std::nullopt;
  }
};

/// Builds the tree from the preorder list in one forward pass. Node ids come out as the
/// editing operations would give them (a node's children get consecutive ids when the node
/// is reached), and each new set the next number of its player, without their per-call cost.
class Builder {
 public:
  Builder(GameTree& tree, std::size_t rawCount) : tree_(tree), idOf_(rawCount, kNoNode) {}

  std::optional<Error> build(const std::vector<RawNode>& raw) {
    idOf_[0] = tree_.root();
    for (std::size_t i = 0; i < raw.size(); ++i) {
      const NodeId id = idOf_[i];
      if (auto e = buildNode(raw[i], id)) return e;
      const std::vector<NodeId>& children = tree_.node(id).children;
      for (std::size_t a = 0; a < raw[i].children.size(); ++a) idOf_[raw[i].children[a]] = children[a];
    }
    return std::nullopt;
  }

 private:
  GameTree& tree_;
  std::vector<NodeId> idOf_;  ///< raw index -> node id
  std::map<std::pair<int, std::string>, int> namedSets_;
  std::map<int, int> lastNumber_;  ///< player -> largest set number given

  std::optional<Error> buildNode(const RawNode& raw, NodeId id) {
    const auto players = static_cast<std::size_t>(tree_.players());
    if (raw.kind == RawNode::Leaf) {
      RationalVector pay = raw.payoffs;
      if (raw.scalar) {
        pay.assign(players, Rational(0));
        pay[0] = raw.payoffs[0];
        if (players >= 2) pay[1] = -raw.payoffs[0];
      } else if (pay.size() != players) {
        return makeProblemError(ErrorCode::WrongShape, Problem::LeafPayoffCount,
                                {std::to_string(players), std::to_string(pay.size())}, SourceLocation{"", 1, raw.column});
      }
      tree_.node(id).outcome = tree_.addOutcome({}, std::move(pay));
      return std::nullopt;
    }
    const int player = raw.kind == RawNode::Chance ? kChancePlayer : raw.player;
    int set = -1;
    if (raw.kind == RawNode::Decision && !raw.setName.empty()) {
      if (auto it = namedSets_.find({player, raw.setName}); it != namedSets_.end()) {
        set = it->second;
        if (tree_.infoSets[static_cast<std::size_t>(set)].actions != raw.labels)
          return makeProblemError(ErrorCode::WrongShape, Problem::NamedSetActionsDiffer, {excerpt(raw.setName)},
                                  SourceLocation{"", 1, raw.column});
      }
    }
    if (set < 0) {
      InfoSet s;
      s.player = player;
      s.number = ++lastNumber_[player];
      s.actions = raw.labels;
      if (raw.kind == RawNode::Chance) s.probabilities = raw.probabilities;
      else s.label = raw.setName;
      tree_.infoSets.push_back(std::move(s));
      set = static_cast<int>(tree_.infoSets.size()) - 1;
      if (!raw.setName.empty()) namedSets_[{player, raw.setName}] = set;
    }
    tree_.node(id).infoSet = set;
    for (std::size_t a = 0; a < raw.children.size(); ++a) {
      TreeNode child;
      child.parent = id;
      tree_.nodes.push_back(std::move(child));
      tree_.node(id).children.push_back(tree_.nodeCount() - 1);
    }
    return std::nullopt;
  }
};

/// The number of players the nodes need (a decision's player, a payoff tuple's length), at
/// least 2 when a leaf uses the zero-sum shorthand.
int playersNeeded(const std::vector<RawNode>& raw) {
  std::size_t n = 0;
  bool anyScalar = false;
  for (const RawNode& node : raw) {
    if (node.kind == RawNode::Decision) n = std::max(n, static_cast<std::size_t>(node.player) + 1);
    if (node.kind == RawNode::Leaf && !node.scalar) n = std::max(n, node.payoffs.size());
    anyScalar = anyScalar || node.scalar;
  }
  if (anyScalar) n = std::max<std::size_t>(n, 2);
  return static_cast<int>(std::max<std::size_t>(n, 1));
}

}  // namespace

Expected<GameTree> parseTreeNotation(std::string_view text) {
  Parser parser(text);
  auto raw = parser.parseAll();
  if (!raw) return raw.error();
  const int players = playersNeeded(*raw);
  std::uint64_t shorthandLeaves = 0;
  for (const RawNode& node : *raw) {
    if (node.kind == RawNode::Leaf && node.payoffs.size() > static_cast<std::size_t>(kMaxTreePlayers))
      return makeProblemError(ErrorCode::TooLarge, Problem::LeafTooManyPayoffs,
                              {std::to_string(node.payoffs.size()), std::to_string(kMaxTreePlayers)},
                              SourceLocation{"", 1, node.column});
    shorthandLeaves += node.scalar ? 1 : 0;
  }
  // A one-number leaf stands for a payoff per player: bound what the shorthand expands to.
  const std::uint64_t expanded = shorthandLeaves * static_cast<std::uint64_t>(players);
  if (players > 2 && expanded > kMaxTreeNotationPayoffs)
    return makeProblemError(ErrorCode::TooLarge, Problem::ShorthandTooLarge,
                            {std::to_string(expanded), std::to_string(shorthandLeaves), std::to_string(players),
                             std::to_string(kMaxTreeNotationPayoffs)},
                            SourceLocation{"", 1, 1});
  GameTree tree(players);
  tree.nodes.reserve(raw->size());
  Builder builder(tree, raw->size());
  if (auto e = builder.build(*raw)) return *e;
  return tree;
}

}  // namespace gamelab
