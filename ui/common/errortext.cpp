#include "ui/common/errortext.h"

#include "core/common/textexcerpt.h"
#include "ui/common/problemtext.h"

#include <QFileInfo>

namespace gamelab::ui {

namespace {
/// Argument i on one line of sensible length (input text is quoted whatever it holds).
QString arg(const Error& e, std::size_t i) {
  return i < e.args.size() ? QString::fromStdString(excerpt(e.args[i], 300)) : QStringLiteral("?");
}
/// The problem an InvalidTree error names by its stable code (treeProblemCodeName), in words:
/// the code itself is never shown.
QString treeProblemPhrase(const QString& code) {
  if (code == QLatin1String("probabilities-not-summing-to-one"))
    return ErrorText::tr("chance probabilities that do not sum to 1");
  if (code == QLatin1String("negative-probability")) return ErrorText::tr("a negative chance probability");
  if (code == QLatin1String("info-set-on-one-path")) return ErrorText::tr("an information set met twice on one play");
  if (code == QLatin1String("perfect-recall-violated")) return ErrorText::tr("a player who forgets what they knew");
  if (code == QLatin1String("missing-payoff")) return ErrorText::tr("an end of play without payoffs");
  return ErrorText::tr("a problem in the tree");
}
bool hasArg(const Error& e, std::size_t i) { return i < e.args.size() && !e.args[i].empty(); }
}  // namespace

QString errorLocationText(const SourceLocation& where) {
  const QString file = QString::fromStdString(where.file);
  const bool hasFile = !file.isEmpty();
  const bool hasLine = where.line > 0;
  const bool hasColumn = hasLine && where.column > 0;
  if (hasFile && hasColumn)
    return ErrorText::tr("%1, line %2, column %3").arg(file).arg(where.line).arg(where.column);
  if (hasFile && hasLine) return ErrorText::tr("%1, line %2").arg(file).arg(where.line);
  if (hasColumn) return ErrorText::tr("line %1, column %2").arg(where.line).arg(where.column);
  if (hasLine) return ErrorText::tr("line %1").arg(where.line);
  return file;
}

QString errorReasonText(const Error& e) {
  if (e.problem != Problem::None && isExpectation(e.problem)) {
    const QString found = hasArg(e, 0) ? arg(e, 0) : ErrorText::tr("the end of the text");
    return ErrorText::tr("Expected %1, but found %2.").arg(problemText(e), found);
  }
  if (e.problem != Problem::None) return problemText(e);
  switch (e.code) {
    case ErrorCode::FileUnreadable: return ErrorText::tr("The file “%1” cannot be read.").arg(arg(e, 0));
    case ErrorCode::FileUnwritable: return ErrorText::tr("The file “%1” cannot be written.").arg(arg(e, 0));
    case ErrorCode::SyntaxError:
      return ErrorText::tr("Expected %1, but found %2.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::NotANumber:
      if (hasArg(e, 1)) return ErrorText::tr("“%1” (%2) is not a number.").arg(arg(e, 0), arg(e, 1));
      return ErrorText::tr("“%1” is not a number.").arg(arg(e, 0));
    case ErrorCode::UnsupportedFormat: return ErrorText::tr("Unsupported format: %1.").arg(arg(e, 0));
    case ErrorCode::UnsupportedVersion:
      return ErrorText::tr("The document has version %1, but this program reads versions up to %2.")
          .arg(arg(e, 0), arg(e, 1));
    case ErrorCode::WrongShape: return ErrorText::tr("The game is malformed: %1.").arg(arg(e, 0));
    case ErrorCode::EmptyGame: return ErrorText::tr("The game has no strategies.");
    case ErrorCode::NotZeroSum:
      return ErrorText::tr("The payoffs do not sum to zero at row %1, column %2.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::TooLarge: return ErrorText::tr("The game is too large: %1 (the limit is %2).").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::InvalidArgument: return ErrorText::tr("Invalid %1: %2.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::InvalidTree:
      return ErrorText::tr("The tree is not valid at node %1: %2; see the problems listed beside the tree.")
          .arg(arg(e, 1), treeProblemPhrase(arg(e, 0)));
    case ErrorCode::NotPerfectRecall:
      return ErrorText::tr("Player %1 does not have perfect recall (information set %2).").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::NotConstantSum:
      return ErrorText::tr("The payoffs are not zero-sum (nor constant-sum) at node %1.").arg(arg(e, 0));
    case ErrorCode::EmptyInput: return ErrorText::tr("The file is empty.");
    case ErrorCode::NotText: return ErrorText::tr("The file is not a text file (it contains a NUL byte).");
    case ErrorCode::IsDirectory: return ErrorText::tr("“%1” is a folder, not a file.").arg(arg(e, 0));
    case ErrorCode::NestedTooDeep:
      return ErrorText::tr("The file is nested more than %1 levels deep; no game needs that many.").arg(arg(e, 0));
    case ErrorCode::Cancelled: return ErrorText::tr("The computation was cancelled.");
    case ErrorCode::Timeout: return ErrorText::tr("The computation reached its time limit.");
    case ErrorCode::NumericalFailure:
      return ErrorText::tr("The computation failed numerically (detail for a bug report: %1).").arg(arg(e, 0));
    case ErrorCode::Internal: return ErrorText::tr("Internal error: %1.").arg(arg(e, 0));
  }
  return ErrorText::tr("Internal error: %1.").arg(QString::fromLatin1(errorCodeName(e.code)));
}

QString errorText(const Error& error) {
  const QString where = errorLocationText(error.where);
  const QString reason = errorReasonText(error);
  return where.isEmpty() ? reason : ErrorText::tr("%1: %2").arg(where, reason);
}

}  // namespace gamelab::ui
