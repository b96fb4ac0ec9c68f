#include "core/common/error.h"

#include "core/common/textexcerpt.h"

namespace gamelab {

bool Error::isInputError() const {
  switch (code) {
    case ErrorCode::FileUnreadable:
    case ErrorCode::FileUnwritable:
    case ErrorCode::SyntaxError:
    case ErrorCode::NotANumber:
    case ErrorCode::UnsupportedFormat:
    case ErrorCode::UnsupportedVersion:
    case ErrorCode::WrongShape:
    case ErrorCode::EmptyGame:
    case ErrorCode::NotZeroSum:
    case ErrorCode::TooLarge:
    case ErrorCode::InvalidArgument:
    case ErrorCode::InvalidTree:
    case ErrorCode::NotPerfectRecall:
    case ErrorCode::NotConstantSum:
    case ErrorCode::EmptyInput:
    case ErrorCode::NotText:
    case ErrorCode::IsDirectory:
    case ErrorCode::NestedTooDeep:
      return true;
    default:
      return false;
  }
}

Error makeError(ErrorCode code, std::vector<std::string> args, SourceLocation where) {
  return Error{code, std::move(args), std::move(where)};
}

Error makeProblemError(ErrorCode code, Problem problem, std::vector<std::string> values, SourceLocation where) {
  return Error{code, std::move(values), std::move(where), problem};
}

const char* errorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::FileUnreadable: return "file-unreadable";
    case ErrorCode::FileUnwritable: return "file-unwritable";
    case ErrorCode::SyntaxError: return "syntax-error";
    case ErrorCode::NotANumber: return "not-a-number";
    case ErrorCode::UnsupportedFormat: return "unsupported-format";
    case ErrorCode::UnsupportedVersion: return "unsupported-version";
    case ErrorCode::WrongShape: return "wrong-shape";
    case ErrorCode::EmptyGame: return "empty-game";
    case ErrorCode::NotZeroSum: return "not-zero-sum";
    case ErrorCode::TooLarge: return "too-large";
    case ErrorCode::InvalidArgument: return "invalid-argument";
    case ErrorCode::InvalidTree: return "invalid-tree";
    case ErrorCode::NotPerfectRecall: return "not-perfect-recall";
    case ErrorCode::NotConstantSum: return "not-constant-sum";
    case ErrorCode::EmptyInput: return "empty-input";
    case ErrorCode::NotText: return "not-text";
    case ErrorCode::IsDirectory: return "is-directory";
    case ErrorCode::NestedTooDeep: return "nested-too-deep";
    case ErrorCode::Cancelled: return "cancelled";
    case ErrorCode::Timeout: return "timeout";
    case ErrorCode::NumericalFailure: return "numerical-failure";
    case ErrorCode::Internal: return "internal";
  }
  return "internal";
}

namespace {

/// Longest argument or file name quoted whole; readers cut the tokens they quote much
/// shorter (excerpt()), this only keeps any message one line of sensible length.
constexpr std::size_t kMessageArgBytes = 300;

/// Argument i on one line (empty when absent, so no "(?)" reaches a user).
std::string arg(const Error& e, std::size_t i) {
  return i < e.args.size() ? excerpt(e.args[i], kMessageArgBytes) : std::string();
}

}  // namespace

std::string describe(const Error& e) {
  std::string where;
  if (!e.where.file.empty()) where += excerpt(e.where.file, kMessageArgBytes);
  if (e.where.line > 0) {
    where += (where.empty() ? "line " : ":") + std::to_string(e.where.line);
    if (e.where.column > 0) where += ":" + std::to_string(e.where.column);
  }
  std::string reason;
  if (e.problem != Problem::None) {
    std::vector<std::string> values;
    for (std::size_t i = 0; i < e.args.size(); ++i) values.push_back(arg(e, i));
    reason = fillProblemTemplate(problemEnglish(e.problem), values);
    if (isExpectation(e.problem)) {
      const std::string found = values.empty() || values[0].empty() ? "the end of the input" : values[0];
      reason = "expected " + reason + ", found " + found;
    }
    return where.empty() ? reason : where + ": " + reason;
  }
  switch (e.code) {
    case ErrorCode::FileUnreadable: reason = "cannot read file " + arg(e, 0); break;
    case ErrorCode::FileUnwritable: reason = "cannot write file " + arg(e, 0); break;
    case ErrorCode::SyntaxError:
      reason = "expected " + arg(e, 0) + (arg(e, 1).empty() ? "" : ", found " + excerpt(arg(e, 1)));
      break;
    case ErrorCode::NotANumber:
      reason = "'" + excerpt(arg(e, 0)) + "' is not a number" + (arg(e, 1).empty() ? "" : " (" + arg(e, 1) + ")");
      break;
    case ErrorCode::UnsupportedFormat: reason = "unsupported format " + arg(e, 0); break;
    case ErrorCode::UnsupportedVersion:
      reason = "document version " + arg(e, 0) + " is newer than this program supports (" + arg(e, 1) + ")";
      break;
    case ErrorCode::WrongShape: reason = arg(e, 0); break;
    case ErrorCode::EmptyGame: reason = "the game has no strategies"; break;
    case ErrorCode::NotZeroSum:
      reason = "payoffs do not sum to zero at row " + arg(e, 0) + ", column " + arg(e, 1);
      break;
    case ErrorCode::TooLarge:
      reason = "game too large: " + arg(e, 0) + (arg(e, 1).empty() ? "" : " (limit " + arg(e, 1) + ")");
      break;
    case ErrorCode::InvalidArgument: reason = "invalid " + arg(e, 0) + ": " + arg(e, 1); break;
    case ErrorCode::InvalidTree:
      reason = "the tree is not valid: " + arg(e, 0) + (arg(e, 1).empty() ? "" : " at node " + arg(e, 1));
      break;
    case ErrorCode::NotPerfectRecall:
      reason = "player " + arg(e, 0) + " does not have perfect recall (information set " + arg(e, 1) + ")";
      break;
    case ErrorCode::NotConstantSum:
      reason = "the payoffs are not zero-sum (or constant-sum) at node " + arg(e, 0);
      break;
    case ErrorCode::EmptyInput: reason = "the input is empty"; break;
    case ErrorCode::NotText: reason = "the input is not text (it holds a NUL byte)"; break;
    case ErrorCode::IsDirectory: reason = arg(e, 0) + " is a directory, not a file"; break;
    case ErrorCode::NestedTooDeep: reason = "nested more than " + arg(e, 0) + " levels deep"; break;
    case ErrorCode::Cancelled: reason = "cancelled"; break;
    case ErrorCode::Timeout: reason = "time limit reached"; break;
    case ErrorCode::NumericalFailure: reason = "numerical failure: " + arg(e, 0); break;
    case ErrorCode::Internal: reason = "internal error: " + arg(e, 0); break;
  }
  return where.empty() ? reason : where + ": " + reason;
}

}  // namespace gamelab
