// The bracket text of binary games ("a(b(A,C),B)") and the P_k{…} notation of the spec.
#include "core/kingmaker/binarygame.h"

#include "core/common/textexcerpt.h"
#include "core/common/utf8.h"

#include <limits>

namespace gamelab::kingmaker {

namespace {

class BracketReader {
 public:
  BracketReader(std::string_view text, int players) : text_(text), players_(players) {}

  Expected<BinaryGame> read() {
    if (text_.size() >= static_cast<std::size_t>(std::numeric_limits<NodeIndex>::max())) {
      return makeProblemError(ErrorCode::TooLarge, Problem::InputTooLarge,
                              {std::to_string(text_.size()), std::to_string(std::numeric_limits<NodeIndex>::max() - 1)});
    }
    BinaryGameBuilder builder(kMaxPlayers);
    int highest = -1;
    int depth = 0;
    skipBlanks();
    if (pos_ == text_.size()) return makeError(ErrorCode::EmptyInput);
    for (;;) {
      // A node.
      skipBlanks();
      if (pos_ == text_.size()) return expectation(Problem::ExpectedNode);
      const char c = text_[pos_];
      const bool lower = c >= 'a' && c <= 'z';
      const bool upper = c >= 'A' && c <= 'Z';
      if (!lower && !upper) {
        if (c == '(' || c == ')' || c == ',') return expectation(Problem::ExpectedNode);
        return unexpected();
      }
      const int player = lower ? c - 'a' : c - 'A';
      if (players_ > 0 && player >= players_) {
        return makeProblemError(ErrorCode::SyntaxError, Problem::BracketUnknownPlayer,
                                {std::string(1, c), std::to_string(players_)}, here());
      }
      highest = std::max(highest, player);
      advance();
      if (upper) {
        builder.leaf(player);
      } else {
        skipBlanks();
        if (pos_ == text_.size() || text_[pos_] != '(') {
          if (pos_ < text_.size() && !isBracketChar(text_[pos_])) return unexpected();
          return expectation(Problem::ExpectedToken, {"("});
        }
        advance();
        builder.beginNode(player);
        ++depth;
        continue;
      }
      // After a node: ',' (another sibling) or ')' (close the parent), or the end at depth 0.
      bool another = false;
      while (!another) {
        skipBlanks();
        if (depth == 0) {
          if (pos_ != text_.size()) {
            if (!isBracketChar(text_[pos_])) return unexpected();
            return expectation(Problem::ExpectedEndOfInput);
          }
          BinaryGame game = builder.finish();
          game.players = players_ > 0 ? players_ : std::max(2, highest + 1);
          game.playerNames.assign(static_cast<std::size_t>(game.players), std::string());
          return game;
        }
        if (pos_ == text_.size()) return expectation(Problem::ExpectedEitherToken, {",", ")"});
        const char d = text_[pos_];
        if (d == ',') {
          another = true;
        } else if (d == ')') {
          builder.endNode();
          --depth;
        } else if (isBracketChar(d)) {
          return expectation(Problem::ExpectedEitherToken, {",", ")"});
        } else {
          return unexpected();
        }
        advance();
      }
    }
  }

 private:
  std::string_view text_;
  int players_;
  std::size_t pos_ = 0;
  int line_ = 1;
  std::size_t lineStart_ = 0;

  static bool isBracketChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '(' || c == ')' || c == ',';
  }
  void advance() { ++pos_; }
  /// Skips blanks, newlines and comments ('#' to the end of the line).
  void skipBlanks() {
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '\n') {
        ++line_;
        lineStart_ = ++pos_;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        ++pos_;
      } else if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else {
        return;
      }
    }
  }
  SourceLocation here() const {
    return SourceLocation{"", line_, utf8ColumnOf(text_.substr(lineStart_), pos_ - lineStart_)};
  }
  /// The character at pos_ (a whole UTF-8 sequence), quoted printably.
  std::string foundCharacter() const {
    return excerpt(text_.substr(pos_, utf8CharacterEnd(text_, pos_) - pos_), 12);
  }
  Error unexpected() const {
    return makeProblemError(ErrorCode::SyntaxError, Problem::BracketUnexpected, {foundCharacter()}, here());
  }
  Error expectation(Problem expected, std::vector<std::string> values = {}) const {
    values.insert(values.begin(), pos_ < text_.size() ? foundCharacter() : std::string());
    return makeProblemError(ErrorCode::SyntaxError, expected, std::move(values), here());
  }
};

/// Writes the game in pre-order: head(v) for every node, then the separators of the
/// children, then tail(v) after the last child. Iterative.
template <class Head, class Tail>
void writePreOrder(const BinaryGame& game, std::string& out, Head head, Tail tail) {
  if (game.nodeCount() == 0) return;
  struct Frame {
    NodeIndex node;
    int next;
  };
  std::vector<Frame> stack;
  NodeIndex v = 0;
  for (;;) {
    head(v);
    if (!game.isLeaf(v)) stack.push_back({v, 0});
    v = -1;
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (top.next < game.childCount(top.node)) {
        if (top.next > 0) out += ',';
        v = game.children(top.node)[static_cast<std::size_t>(top.next++)];
        break;
      }
      tail(top.node);
      stack.pop_back();
    }
    if (v < 0) return;
  }
}

}  // namespace

Expected<BinaryGame> parseBracketTree(std::string_view text, int players) {
  if (players != 0 && (players < 2 || players > kMaxPlayers)) {
    return makeProblemError(ErrorCode::InvalidArgument, Problem::BinaryPlayerCount,
                            {std::to_string(players), "2", std::to_string(kMaxPlayers)});
  }
  return BracketReader(text, players).read();
}

std::string bracketText(const BinaryGame& game) {
  std::string out;
  out.reserve(static_cast<std::size_t>(game.nodeCount()) * 3);
  auto letter = [](int player, bool leaf) {
    if (player < 0 || player >= 26) return '?';
    return static_cast<char>((leaf ? 'A' : 'a') + player);
  };
  writePreOrder(
      game, out,
      [&](NodeIndex v) {
        out += letter(game.player[static_cast<std::size_t>(v)], game.isLeaf(v));
        if (!game.isLeaf(v)) out += '(';
      },
      [&](NodeIndex) { out += ')'; });
  return out;
}

std::string braceText(const BinaryGame& game) {
  std::string out;
  writePreOrder(
      game, out,
      [&](NodeIndex v) {
        const std::string number = std::to_string(game.player[static_cast<std::size_t>(v)] + 1);
        if (game.isLeaf(v)) out += "[" + number + "]";
        else out += "P" + number + "{";
      },
      [&](NodeIndex) { out += '}'; });
  return out;
}

}  // namespace gamelab::kingmaker
