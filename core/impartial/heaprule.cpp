#include "core/impartial/heaprule.h"

#include "core/common/utf8.h"
#include "core/impartial/ruletext.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <numeric>

namespace gamelab {

namespace {

constexpr std::size_t kMaxCodeLength = 1000000;  ///< digits of a typed code / largest subtraction element

std::uint8_t digitOf(const TakeBreakCode& code, HeapSize k) {
  if (code.digits.empty()) return 0;
  if (k < code.digits.size()) return code.digits[static_cast<std::size_t>(k)];
  return code.repeatLast ? code.digits.back() : 0;
}

using ruletext::lower;
using ruletext::trim;

bool endsWith(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

HeapRule codeRule(std::vector<std::uint8_t> digits, bool repeatLast = false, bool hex = false) {
  HeapRule rule;
  rule.kind = HeapRule::Kind::TakeBreak;
  rule.code.digits = std::move(digits);
  rule.code.repeatLast = repeatLast;
  rule.code.hex = hex;
  return rule;
}

HeapRule kindRule(HeapRule::Kind kind) {
  HeapRule rule;
  rule.kind = kind;
  rule.code = {};
  return rule;
}

/// The character that starts at byte i of UTF-8 `text` (its continuation bytes too), so an
/// error quotes "é" rather than half of it.
std::string characterAt(const std::string& text, std::size_t i) {
  return text.substr(i, utf8CharacterEnd(text, i) - i);
}

HeapRule laskerRule() { return codeRule({4, 3}, true); }

/// "0.77", "4.3...", "0.F" (hex).
Expected<HeapRule> parseCode(const std::string& text, bool hex) {
  std::string body = trim(text);
  bool repeat = false;
  if (endsWith(body, "...")) {
    repeat = true;
    body.resize(body.size() - 3);
  } else if (endsWith(body, "\u2026")) {  // …
    repeat = true;
    body.resize(body.size() - std::string_view("\u2026").size());
  }
  const auto point = body.find('.');
  if (point == std::string::npos || body.find('.', point + 1) != std::string::npos || point > 1)
    return makeProblemError(ErrorCode::SyntaxError, hex ? Problem::NotHexCode : Problem::NotOctalCode, {text});
  std::vector<std::uint8_t> digits;
  auto digitValue = [&](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (hex && c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (hex && c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string all = (point == 0 ? std::string("0") : body.substr(0, 1)) + body.substr(point + 1);
  if (all.size() > kMaxCodeLength)
    return makeProblemError(ErrorCode::TooLarge, Problem::CodeTooLong,
                            {std::to_string(all.size()), std::to_string(kMaxCodeLength)});
  for (std::size_t i = 0; i < all.size(); ++i) {
    const int v = digitValue(all[i]);
    if (v < 0 || (!hex && v > 7))
      return makeProblemError(ErrorCode::InvalidArgument, hex ? Problem::NotHexDigit : Problem::NotOctalDigit,
                              {characterAt(all, i), text});
    digits.push_back(static_cast<std::uint8_t>(v));
  }
  if (repeat && digits.size() < 2)
    return makeProblemError(ErrorCode::SyntaxError, Problem::RepeatWithoutDigit, {text});
  return codeRule(std::move(digits), repeat, hex);
}

Expected<HeapRule> parseSubtraction(const std::string& list) {
  auto set = ruletext::parseSubtractionList(trim(list), kMaxCodeLength);
  if (!set) return set.error();
  return HeapRule::subtraction(*set);
}

bool isPureSubtraction(const TakeBreakCode& code) {
  if (code.hex || code.repeatLast || code.digits.size() < 2 || code.digits[0] != 0 || code.digits.back() != 3)
    return false;
  return std::all_of(code.digits.begin(), code.digits.end(), [](std::uint8_t d) { return d == 0 || d == 3; });
}

void addSplits(std::vector<HeapOption>& out, HeapSize removed, HeapSize rest, int parts) {
  if (parts == 2) {
    for (HeapSize a = rest - 1; a >= rest - a && a >= 1; --a) out.push_back({removed, {a, rest - a}});
  } else if (parts == 3) {
    for (HeapSize a = rest - 2; a >= 1; --a)
      for (HeapSize b = std::min(a, rest - a - 1); b >= 1; --b) {
        const HeapSize c = rest - a - b;
        if (c > b) break;
        out.push_back({removed, {a, b, c}});
      }
  }
}

bool removalAllowed(const HeapRule& rule, HeapSize n, HeapSize k) {
  switch (rule.kind) {
    case HeapRule::Kind::PowersOfTwo: return std::has_single_bit(k);
    case HeapRule::Kind::AtLeastHalf: return k >= n - k;
    case HeapRule::Kind::AtMostHalf: return k <= n - k;
    case HeapRule::Kind::DimPlus: return n % k == 0;
    case HeapRule::Kind::Aliquot: return k < n && n % k == 0;
    case HeapRule::Kind::EvenIfNotAll: return (k % 2 == 0 && k < n) || (k == n && n % 2 == 1);
    case HeapRule::Kind::TakeBreak:
    case HeapRule::Kind::Grundy: break;
  }
  return false;
}

}  // namespace

HeapRule HeapRule::nim() { return codeRule({0, 3}, true); }

HeapRule HeapRule::subtraction(const std::vector<HeapSize>& set) {
  HeapSize top = 0;
  for (HeapSize s : set) top = std::max(top, s);
  std::vector<std::uint8_t> digits(static_cast<std::size_t>(top) + 1, 0);
  for (HeapSize s : set)
    if (s >= 1) digits[static_cast<std::size_t>(s)] = 3;
  return codeRule(std::move(digits));
}

Expected<HeapRule> HeapRule::parse(std::string_view spec) {
  std::string text = trim(spec);
  if (text.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptyRule);
  bool impatient = false;
  if (endsWith(lower(text), ",impatient")) {
    impatient = true;
    text = trim(text.substr(0, text.size() - std::string_view(",impatient").size()));
  }
  const auto colon = text.find(':');
  const std::string name = lower(trim(text.substr(0, colon)));
  const std::string argument = colon == std::string::npos ? std::string() : text.substr(colon + 1);
  const bool hasArgument = colon != std::string::npos;

  Expected<HeapRule> rule = makeError(ErrorCode::Internal);
  if (name == "octal" || name == "hex") {
    if (!hasArgument) return makeProblemError(ErrorCode::SyntaxError, Problem::RuleNeedsCode, {name});
    rule = parseCode(argument, name == "hex");
  } else if (name == "subtraction") {
    if (!hasArgument) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptySubtractionSet);
    rule = parseSubtraction(argument);
  } else {
    if (hasArgument) return makeProblemError(ErrorCode::SyntaxError, Problem::RuleTakesNoArgument, {name, text});
    if (name == "nim") rule = nim();
    else if (name == "kayles") rule = codeRule({0, 7, 7});
    else if (name == "dawson") rule = codeRule({0, 1, 3, 7});
    else if (name == "lasker") rule = laskerRule();
    else if (name == "grundy") rule = kindRule(Kind::Grundy);
    else if (name == "powers-of-two") rule = kindRule(Kind::PowersOfTwo);
    else if (name == "at-least-half") rule = kindRule(Kind::AtLeastHalf);
    else if (name == "at-most-half") rule = kindRule(Kind::AtMostHalf);
    else if (name == "dim-plus") rule = kindRule(Kind::DimPlus);
    else if (name == "aliquot") rule = kindRule(Kind::Aliquot);
    else if (name == "even-if-not-all") rule = kindRule(Kind::EvenIfNotAll);
    else return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownHeapRule, {name});
  }
  if (!rule) return rule;
  rule->impatient = impatient;
  return rule;
}

std::string HeapRule::spec() const {
  std::string text;
  switch (kind) {
    case Kind::Grundy: text = "grundy"; break;
    case Kind::PowersOfTwo: text = "powers-of-two"; break;
    case Kind::AtLeastHalf: text = "at-least-half"; break;
    case Kind::AtMostHalf: text = "at-most-half"; break;
    case Kind::DimPlus: text = "dim-plus"; break;
    case Kind::Aliquot: text = "aliquot"; break;
    case Kind::EvenIfNotAll: text = "even-if-not-all"; break;
    case Kind::TakeBreak: {
      if (code == nim().code) {
        text = "nim";
      } else if (code == laskerRule().code) {
        text = "lasker";
      } else if (isPureSubtraction(code)) {
        text = "subtraction:";
        bool first = true;
        for (std::size_t s = 1; s < code.digits.size(); ++s)
          if (code.digits[s] == 3) {
            if (!first) text += ',';
            text += std::to_string(s);
            first = false;
          }
      } else {
        static const char* kHexDigits = "0123456789ABCDEF";
        const bool hex = code.hex || std::any_of(code.digits.begin(), code.digits.end(), [](std::uint8_t d) { return d > 7; });
        text = hex ? "hex:" : "octal:";
        text += code.digits.empty() ? '0' : kHexDigits[code.digits[0] & 15];
        text += '.';
        for (std::size_t k = 1; k < code.digits.size(); ++k) text += kHexDigits[code.digits[k] & 15];
        if (code.repeatLast) text += "...";
      }
      break;
    }
  }
  if (impatient) text += ",impatient";
  return text;
}

std::vector<HeapOption> heapOptions(const HeapRule& rule, HeapSize n) {
  std::vector<HeapOption> out;
  if (n == 0) return out;
  bool takesAll = false;
  switch (rule.kind) {
    case HeapRule::Kind::TakeBreak: {
      // Without repeatLast only k <= K can have a non-zero digit (and k = n when impatient).
      const HeapSize last = rule.code.repeatLast || rule.code.digits.empty()
                                ? n
                                : std::min<HeapSize>(n, rule.code.digits.size() - 1);
      for (HeapSize k = 0; k <= n; k = (k == last && k < n) ? n : k + 1) {
        if (k > last && !(rule.impatient && k == n)) break;
        std::uint8_t d = digitOf(rule.code, k);
        if (rule.impatient && k == n) d |= 1;
        const HeapSize rest = n - k;
        if ((d & 1) && k == n) {
          out.push_back({k, {}});
          takesAll = true;
        }
        if ((d & 2) && k >= 1 && rest >= 1) out.push_back({k, {rest}});
        if ((d & 4) && rest >= 2) addSplits(out, k, rest, 2);
        if ((d & 8) && rest >= 3) addSplits(out, k, rest, 3);
        if (k == n) break;
      }
      break;
    }
    case HeapRule::Kind::Grundy:
      addSplits(out, 0, n, 2);
      out.erase(std::remove_if(out.begin(), out.end(), [](const HeapOption& o) { return o.parts[0] == o.parts[1]; }),
                out.end());
      break;
    case HeapRule::Kind::DimPlus:
    case HeapRule::Kind::Aliquot: {
      std::vector<HeapSize> divisors, large;
      for (HeapSize d = 1; d <= n / d; ++d)
        if (n % d == 0) {
          divisors.push_back(d);
          if (d != n / d) large.push_back(n / d);
        }
      divisors.insert(divisors.end(), large.rbegin(), large.rend());
      for (HeapSize k : divisors)
        if (removalAllowed(rule, n, k)) {
          if (k == n) {
            out.push_back({k, {}});
            takesAll = true;
          } else {
            out.push_back({k, {n - k}});
          }
        }
      break;
    }
    case HeapRule::Kind::PowersOfTwo:
      for (HeapSize k = 1; k <= n && k != 0; k <<= 1) {
        if (k == n) {
          out.push_back({k, {}});
          takesAll = true;
        } else {
          out.push_back({k, {n - k}});
        }
        if (k > n / 2) break;
      }
      break;
    case HeapRule::Kind::AtLeastHalf:
    case HeapRule::Kind::AtMostHalf:
    case HeapRule::Kind::EvenIfNotAll:
      for (HeapSize k = 1; k <= n; ++k)
        if (removalAllowed(rule, n, k)) {
          if (k == n) {
            out.push_back({k, {}});
            takesAll = true;
          } else {
            out.push_back({k, {n - k}});
          }
        }
      break;
  }
  if (rule.impatient && !takesAll && rule.kind != HeapRule::Kind::TakeBreak) out.push_back({n, {}});
  return out;
}

bool isHeapMove(const HeapRule& rule, HeapSize n, const std::vector<HeapSize>& parts) {
  HeapSize sum = 0;
  for (HeapSize p : parts) {
    if (p == 0 || p > n - sum) return false;
    sum += p;
  }
  const HeapSize k = n - sum;
  if (parts.empty() && n == 0) return false;
  if (rule.impatient && parts.empty()) return true;
  switch (rule.kind) {
    case HeapRule::Kind::TakeBreak: {
      const std::uint8_t d = digitOf(rule.code, k);
      switch (parts.size()) {
        case 0: return (d & 1) != 0;
        case 1: return k >= 1 && (d & 2) != 0;
        case 2: return (d & 4) != 0;
        case 3: return (d & 8) != 0;
        default: return false;
      }
    }
    case HeapRule::Kind::Grundy:
      return k == 0 && parts.size() == 2 && parts[0] != parts[1];
    default:
      return k >= 1 && parts.size() <= 1 && removalAllowed(rule, n, k);
  }
}

}  // namespace gamelab
