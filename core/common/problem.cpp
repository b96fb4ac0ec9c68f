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
