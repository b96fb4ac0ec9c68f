#include "core/tree/treenotation.h"

#include <cctype>
#include <map>
#include <optional>
#include <utility>

namespace gamelab {

namespace {

/// A parsed subtree before players are known: leaves keep their raw payoff lists.
struct RawNode {
  enum Kind { Leaf, Chance, Decision } kind = Leaf;
  RationalVector payoffs;  ///< Leaf
  bool scalar = false;     ///< Leaf given as one number (zero-sum shorthand)
  int player = 0;          ///< Decision, 0-based
  std::string setName;     ///< Decision; empty = singleton
  std::vector<std::string> labels;
  RationalVector probabilities;  ///< Chance
  std::vector<RawNode> children;
  int column = 0;
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Expected<RawNode> parseAll() {
    auto node = parseNode();
    if (!node) return node;
    skipSpace();
    if (pos_ != text_.size()) return syntax("end of text");
    return node;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  int column() const { return static_cast<int>(pos_) + 1; }
  Error syntax(const std::string& expected) const {
    std::string found = pos_ < text_.size() ? std::string(text_.substr(pos_, 12)) : std::string("end of text");
    return makeError(ErrorCode::SyntaxError, {expected, found}, SourceLocation{"", 1, column()});
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
  Expected<Rational> number() {
    skipSpace();
    const int col = column();
    auto w = word();
    if (!w) return syntax("a number");
    auto value = parseRational(*w);
    if (!value) return makeError(ErrorCode::NotANumber, {*w}, SourceLocation{"", 1, col});
    return *value;
  }
  static std::optional<int> playerOf(const std::string& w) {
    static const std::map<std::string, int> roman{{"I", 0}, {"II", 1}, {"III", 2}, {"IV", 3}, {"V", 4}};
    if (auto it = roman.find(w); it != roman.end()) return it->second;
    if (w.size() >= 2 && w[0] == 'P') {
      int n = 0;
      for (std::size_t i = 1; i < w.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(w[i]))) return std::nullopt;
        n = n * 10 + (w[i] - '0');
      }
      if (n >= 1) return n - 1;
    }
    return std::nullopt;
  }

  Expected<RawNode> parseNode() {
    skipSpace();
    RawNode node;
    node.column = column();
    if (accept('(')) {
      do {
        auto v = number();
        if (!v) return v.error();
        node.payoffs.push_back(*v);
      } while (accept(','));
      if (!accept(')')) return syntax("',' or ')'");
      return node;
    }
    const std::size_t start = pos_;
    auto w = word();
    if (!w) return syntax("a payoff, N{...} or a player");
    skipSpace();
    const bool opensBlock = pos_ < text_.size() && (text_[pos_] == '{' || text_[pos_] == '[');
    if (!opensBlock) {
      auto v = parseRational(*w);
      if (!v) return makeError(ErrorCode::NotANumber, {*w}, SourceLocation{"", 1, static_cast<int>(start) + 1});
      node.scalar = true;
      node.payoffs.push_back(*v);
      return node;
    }
    if (*w == "N") {
      node.kind = RawNode::Chance;
      if (!accept('{')) return syntax("'{'");
      do {
        auto p = number();
        if (!p) return p.error();
        std::string label = toString(*p);
        skipSpace();
        if (accept('(')) {
          auto l = word();
          if (!l || !accept(')')) return syntax("a label and ')'");
          label = *l;
        } else if (pos_ < text_.size() && text_[pos_] != ':') {
          auto l = word();
          if (!l) return syntax("':'");
          label = *l;
        }
        if (!accept(':')) return syntax("':'");
        auto child = parseNode();
        if (!child) return child;
        node.probabilities.push_back(*p);
        node.labels.push_back(label);
        node.children.push_back(std::move(*child));
      } while (accept(','));
      if (!accept('}')) return syntax("',' or '}'");
      return node;
    }
    auto player = playerOf(*w);
    if (!player) {
      pos_ = start;
      return syntax("N or a player (I, II, III, P4, ...)");
    }
    node.kind = RawNode::Decision;
    node.player = *player;
    if (accept('[')) {
      const std::size_t end = text_.find(']', pos_);
      if (end == std::string_view::npos) return syntax("']'");
      node.setName = std::string(text_.substr(pos_, end - pos_));
      while (!node.setName.empty() && std::isspace(static_cast<unsigned char>(node.setName.back()))) node.setName.pop_back();
      while (!node.setName.empty() && std::isspace(static_cast<unsigned char>(node.setName.front())))
        node.setName.erase(node.setName.begin());
      pos_ = end + 1;
    }
    if (!accept('{')) return syntax("'{'");
    do {
      auto label = word();
      if (!label) return syntax("an action label");
      if (!accept(':')) return syntax("':'");
      auto child = parseNode();
      if (!child) return child;
      node.labels.push_back(*label);
      node.children.push_back(std::move(*child));
    } while (accept(','));
    if (!accept('}')) return syntax("',' or '}'");
    return node;
  }
};

struct Builder {
  GameTree& tree;
  std::map<std::pair<int, std::string>, int> namedSets;

  std::optional<Error> build(const RawNode& raw, NodeId id) {
    if (raw.kind == RawNode::Leaf) {
      RationalVector pay = raw.payoffs;
      if (raw.scalar) {
        pay.assign(static_cast<std::size_t>(tree.players()), Rational(0));
        pay[0] = raw.payoffs[0];
        if (tree.players() >= 2) pay[1] = -raw.payoffs[0];
      } else if (pay.size() != static_cast<std::size_t>(tree.players())) {
        return makeError(ErrorCode::WrongShape,
                         {"expected " + std::to_string(tree.players()) + " payoffs, found " + std::to_string(pay.size())},
                         SourceLocation{"", 1, raw.column});
      }
      tree.node(id).outcome = tree.addOutcome({}, std::move(pay));
      return std::nullopt;
    }
    const int count = static_cast<int>(raw.children.size());
    if (raw.kind == RawNode::Chance) {
      const int set = tree.makeChance(id, count);
      tree.infoSets[static_cast<std::size_t>(set)].actions = raw.labels;
      tree.infoSets[static_cast<std::size_t>(set)].probabilities = raw.probabilities;
    } else if (!raw.setName.empty() && namedSets.count({raw.player, raw.setName})) {
      const int set = namedSets.at({raw.player, raw.setName});
      if (tree.infoSets[static_cast<std::size_t>(set)].actions != raw.labels)
        return makeError(ErrorCode::WrongShape, {"the nodes of set [" + raw.setName + "] have different actions"},
                         SourceLocation{"", 1, raw.column});
      const int own = tree.makeDecision(id, raw.player, count);
      tree.moveToInfoSet(id, set);
      (void)own;
    } else {
      const int set = tree.makeDecision(id, raw.player, count);
      tree.infoSets[static_cast<std::size_t>(set)].actions = raw.labels;
      tree.infoSets[static_cast<std::size_t>(set)].label = raw.setName;
      if (!raw.setName.empty()) namedSets[{raw.player, raw.setName}] = set;
    }
    const std::vector<NodeId> children = tree.node(id).children;
    for (int a = 0; a < count; ++a)
      if (auto e = build(raw.children[static_cast<std::size_t>(a)], children[static_cast<std::size_t>(a)])) return e;
    return std::nullopt;
  }
};

int playersNeeded(const RawNode& raw, bool& anyScalar) {
  int n = 0;
  if (raw.kind == RawNode::Leaf) {
    anyScalar = anyScalar || raw.scalar;
    return raw.scalar ? 0 : static_cast<int>(raw.payoffs.size());
  }
  if (raw.kind == RawNode::Decision) n = raw.player + 1;
  for (const RawNode& c : raw.children) n = std::max(n, playersNeeded(c, anyScalar));
  return n;
}

}  // namespace

Expected<GameTree> parseTreeNotation(std::string_view text) {
  Parser parser(text);
  auto raw = parser.parseAll();
  if (!raw) return raw.error();
  bool anyScalar = false;
  int players = playersNeeded(*raw, anyScalar);
  if (anyScalar) players = std::max(players, 2);
  GameTree tree(std::max(players, 1));
  Builder builder{tree, {}};
  if (auto e = builder.build(*raw, tree.root())) return *e;
  return tree;
}

}  // namespace gamelab
