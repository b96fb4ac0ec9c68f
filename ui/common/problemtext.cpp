#include "ui/common/problemtext.h"

#include "core/common/textexcerpt.h"
#include "ui/common/errortext.h"

namespace gamelab::ui {

QString problemTemplate(Problem problem) {
  switch (problem) {
    case Problem::None: return {};
    // --- generic ---
    case Problem::MustBeString: return ErrorText::tr("%1 must be a string.");
    case Problem::MustBeList: return ErrorText::tr("%1 must be a list.");
    case Problem::MustBeObject: return ErrorText::tr("%1 must be an object.");
    case Problem::MustBeInteger: return ErrorText::tr("%1 must be a whole number.");
    case Problem::MustBeBoolean: return ErrorText::tr("%1 must be true or false.");
    case Problem::MustBeNonNegative: return ErrorText::tr("%1 must not be negative (found %2).");
    case Problem::MustBePositive: return ErrorText::tr("%1 must be positive (found %2).");
    case Problem::MustBeAtLeast: return ErrorText::tr("%1 must be at least %2 (found %3).");
    case Problem::MustBeAtMost: return ErrorText::tr("%1 must be at most %2 (found %3).");
    case Problem::MissingField: return ErrorText::tr("%1 has no “%2”.");
    case Problem::WrongCount: return ErrorText::tr("%1 must have %2 entries, but has %3.");
    case Problem::IndexOutOfRange:
      return ErrorText::tr("%1 is %2, but there are only %3 (numbered from 0).");
    // --- JSON documents and file readers ---
    // --- impartial games ---
    // --- coalitional, matrix, strategic, models, polytope, lp ---
  }
  return {};
}

QString problemText(const Error& error) {
  const QString text = problemTemplate(error.problem);
  // One pass over the template (single-digit placeholders, as in core), so a value that itself
  // holds "%2" is quoted as it is.
  QStringList values;
  for (const auto& value : error.args) values << QString::fromStdString(excerpt(value, 300));
  QString out;
  for (qsizetype i = 0; i < text.size(); ++i) {
    if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1].isDigit()) {
      const int n = text[i + 1].digitValue();
      if (n >= 1 && n <= values.size()) out += values[n - 1];
      ++i;
      continue;
    }
    out += text[i];
  }
  return out;
}

}  // namespace gamelab::ui
