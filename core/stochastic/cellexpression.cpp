#include "core/stochastic/stochasticgame.h"

#include "core/common/utf8.h"

#include <cstddef>
#include <set>
#include <string>

namespace gamelab::stochastic {
namespace {

/// Reads the editor's notation left to right; positions are byte offsets, columns count
/// UTF-8 code points from 1.
class CellParser {
 public:
  CellParser(std::string_view text, const StochasticGame& game) : text_(text), game_(game) {}

  Expected<StochasticCell> parse() {
    StochasticCell cell;
    std::set<int> seen;
    bool havePayoff = false;
    skipBlanks();
    if (atEnd()) return cell;  // a blank cell pays 0 and stops
    bool first = true;
    while (!atEnd()) {
      int sign = 1;
      const std::size_t signAt = pos_;
      if (int s = readSign(); s != 0) {
        sign = s;
        skipBlanks();
      } else if (!first) {
        return unexpected(signAt);
      }
      first = false;
      const std::size_t termAt = pos_;
      std::optional<Rational> factor;
      if (startsNumber()) {
        const std::size_t numberAt = pos_;
        factor = readNumber();
        if (!factor) return unexpected(numberAt);
        skipBlanks();
        if (!atEnd() && text_[pos_] == '*') {
          ++pos_;
          skipBlanks();
          if (!startsName()) return unexpected(pos_);
        }
      }
      if (startsName()) {
        const std::size_t nameAt = pos_;
        const std::string name = readName();
        const int state = game_.findState(name);
        if (state < 0)
          return makeProblemError(ErrorCode::InvalidArgument, Problem::StochasticUnknownState, {name, "", ""},
                                  SourceLocation{{}, 1, utf8ColumnOf(text_, nameAt)});
        if (!seen.insert(state).second)
          return makeProblemError(ErrorCode::InvalidArgument, Problem::StochasticStateTwiceInCell, {name},
                                  SourceLocation{{}, 1, utf8ColumnOf(text_, nameAt)});
        Rational p = factor ? *factor : Rational(1);
        if (sign < 0) p = -p;
        cell.next.push_back({state, p});
      } else if (factor) {
        if (havePayoff) return unexpected(termAt);
        havePayoff = true;
        cell.payoff = sign < 0 ? Rational(-*factor) : *factor;
      } else {
        return unexpected(pos_);
      }
      skipBlanks();
    }
    return cell;
  }

 private:
  bool atEnd() const { return pos_ >= text_.size(); }
  void skipBlanks() {
    while (!atEnd() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  bool isDigit(std::size_t at) const { return at < text_.size() && text_[at] >= '0' && text_[at] <= '9'; }
  bool startsNumber() const { return isDigit(pos_) || (!atEnd() && text_[pos_] == '.' && isDigit(pos_ + 1)); }
  static bool isNameStart(unsigned char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c >= 0x80;
  }
  bool isMinusSign(std::size_t at) const { return text_.substr(at, 3) == "\xE2\x88\x92"; }
  bool startsName() const {
    return !atEnd() && isNameStart(static_cast<unsigned char>(text_[pos_])) && !isMinusSign(pos_);
  }
  /// +1, −1 (ASCII '-' or U+2212), or 0 when no sign is here.
  int readSign() {
    if (atEnd()) return 0;
    if (text_[pos_] == '+') return ++pos_, 1;
    if (text_[pos_] == '-') return ++pos_, -1;
    if (isMinusSign(pos_)) return pos_ += 3, -1;
    return 0;
  }
  std::optional<Rational> readNumber() {
    const std::size_t start = pos_;
    while (isDigit(pos_)) ++pos_;
    if (!atEnd() && text_[pos_] == '.') {
      ++pos_;
      while (isDigit(pos_)) ++pos_;
    }
    if (!atEnd() && text_[pos_] == '/') {
      ++pos_;
      if (!isDigit(pos_)) return std::nullopt;
      while (isDigit(pos_)) ++pos_;
    }
    return parseRational(text_.substr(start, pos_ - start));
  }
  std::string readName() {
    const std::size_t start = pos_;
    while (!atEnd()) {
      const auto c = static_cast<unsigned char>(text_[pos_]);
      if (!(isNameStart(c) || (c >= '0' && c <= '9') || c == '\'') || isMinusSign(pos_)) break;
      ++pos_;
    }
    return std::string(text_.substr(start, pos_ - start));
  }
  /// SyntaxError at `at`: the rest of the word found there (up to a blank, at most 20 bytes).
  Error unexpected(std::size_t at) const {
    std::size_t end = at;
    while (end < text_.size() && end - at < 20 && text_[end] != ' ') ++end;
    while (end < text_.size() && isUtf8Continuation(text_[end])) ++end;  // whole code point
    return makeProblemError(ErrorCode::SyntaxError, Problem::CellExpressionUnexpected,
                            {std::string(text_.substr(at, end - at))}, SourceLocation{{}, 1, utf8ColumnOf(text_, at)});
  }

  std::string_view text_;
  const StochasticGame& game_;
  std::size_t pos_ = 0;
};

/// " + x" / " - x" joining a term after the first, or "x" / "-x" for the first.
void appendTerm(std::string& out, const Rational& value, const std::string& name) {
  const bool negative = sgn(value) < 0;
  const Rational magnitude = negative ? Rational(-value) : value;
  if (out.empty())
    out += negative ? "-" : "";
  else
    out += negative ? " - " : " + ";
  if (name.empty())
    out += toString(magnitude);
  else if (magnitude == 1)
    out += name;
  else
    out += toString(magnitude) + " " + name;
}

}  // namespace

std::string cellExpression(const StochasticCell& cell, const StochasticGame& game) {
  std::string out;
  if (sgn(cell.payoff) != 0 || cell.next.empty()) appendTerm(out, cell.payoff, {});
  for (const auto& t : cell.next) {
    const bool known = t.state >= 0 && t.state < game.stateCount();
    appendTerm(out, t.probability, known ? game.states[static_cast<std::size_t>(t.state)].name : "#" + std::to_string(t.state + 1));
  }
  return out;
}

Expected<StochasticCell> parseCellExpression(std::string_view text, const StochasticGame& game) {
  return CellParser(text, game).parse();
}

}  // namespace gamelab::stochastic
