#pragma once
/// Errors that core reports. Core never words a message for users: it returns a code, the
/// values to quote (`args`) and, for input errors, where the input is at fault. ui/common
/// (errortext) turns these into translated sentences; describe() gives plain English for
/// the CLI and logs.
#include "core/common/problem.h"

#include <string>
#include <vector>

namespace gamelab {

enum class ErrorCode {
  // Input: files and text typed by a user.
  FileUnreadable,      ///< args: path
  FileUnwritable,      ///< args: path
  SyntaxError,         ///< always with a Problem: what was expected (args[0]: what was found), or the fault
  NotANumber,          ///< args: the text, optionally where it stands ("payoffs[2][1]")
  UnsupportedFormat,   ///< args: format name
  UnsupportedVersion,  ///< args: found version, newest supported
  WrongShape,          ///< always with a Problem saying what is wrong
  EmptyGame,           ///< no strategies
  NotZeroSum,          ///< args: row, column (1-based)
  TooLarge,            ///< args: size, limit
  InvalidArgument,     ///< always with a Problem saying which argument and why
  InvalidTree,         ///< args: validation problem code (treeProblemCodeName), node number (NodeId + 1)
  NotPerfectRecall,    ///< args: player (1-based), information-set number
  NotConstantSum,      ///< args: node number (NodeId + 1) of a play whose payoffs break the constant sum
  EmptyInput,          ///< the file (or stdin) holds nothing but blanks
  NotText,             ///< the input holds a NUL byte (binary data); `where` is its place
  IsDirectory,         ///< args: path (given where a file was expected)
  NestedTooDeep,       ///< args: the nesting limit; `where` is the first bracket beyond it
  // Computation.
  Cancelled,
  Timeout,
  NumericalFailure,    ///< a Problem, or args: detail
  Internal,            ///< args: detail for a bug report (English, not translated)
};

/// Where in an input the error is; line and column are 1-based, 0 = unknown.
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

struct Error {
  ErrorCode code = ErrorCode::Internal;
  /// The args of `problem` when it is set, else those the code's comment lists.
  std::vector<std::string> args;
  SourceLocation where;
  /// What exactly is wrong (core/common/problem.h); None leaves the code's own sentence.
  Problem problem = Problem::None;

  /// True for errors in the user's input (CLI exit code 2).
  bool isInputError() const;
};

Error makeError(ErrorCode code, std::vector<std::string> args = {}, SourceLocation where = {});
/// An error of category `code` whose reason is `problem` quoting `values` (the problem's args).
Error makeProblemError(ErrorCode code, Problem problem, std::vector<std::string> values = {},
                       SourceLocation where = {});

/// Stable identifier of a code ("syntax-error"), for JSON and tests.
const char* errorCodeName(ErrorCode code);

/// English one-liner "file:line:column: reason" for the CLI and logs (not for the GUI, which
/// translates via ui/common/errortext).
std::string describe(const Error& error);

}  // namespace gamelab
