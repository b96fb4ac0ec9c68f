#include "ui/common/payoffblock.h"

#include "ui/common/numberformat.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gamelab::ui {

ParsedMatrixBlock parseMatrixBlock(const QString& text) {
  ParsedMatrixBlock result;
  QString normalised = text;
  normalised.replace(QLatin1String("\r\n"), QLatin1String("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
  QStringList lines = normalised.split(QLatin1Char('\n'));
  while (!lines.isEmpty() && lines.last().trimmed().isEmpty()) lines.removeLast();
  if (lines.isEmpty()) {
    result.error = QCoreApplication::translate("MatrixClipboard", "The clipboard holds no numbers.");
    return result;
  }
  const bool tabs = normalised.contains(QLatin1Char('\t'));
  const bool commas = !tabs && normalised.contains(QLatin1Char(','));
  const bool semicolons = !tabs && !commas && normalised.contains(QLatin1Char(';'));
  static const QRegularExpression spaces(QStringLiteral("\\s+"));
  for (int i = 0; i < lines.size(); ++i) {
    QStringList cells;
    if (tabs) cells = lines[i].split(QLatin1Char('\t'));
    else if (commas) cells = lines[i].split(QLatin1Char(','));
    else if (semicolons) cells = lines[i].split(QLatin1Char(';'));
    else cells = lines[i].trimmed().split(spaces, Qt::SkipEmptyParts);
    RationalVector row;
    for (int j = 0; j < cells.size(); ++j) {
      const QString cell = cells[j].trimmed();
      auto value = parseTypedNumber(cell);
      if (!value) {
        result.rows.clear();
        result.error = cell.isEmpty()
                           ? QCoreApplication::translate("MatrixClipboard", "Nothing pasted: cell %1, %2 of the block is empty.")
                                 .arg(i + 1).arg(j + 1)
                           : QCoreApplication::translate("MatrixClipboard",
                                                         "Nothing pasted: \"%1\" (cell %2, %3 of the block) is not a number.")
                                 .arg(cell).arg(i + 1).arg(j + 1);
        return result;
      }
      row.push_back(*value);
    }
    if (!result.rows.empty() && row.size() != result.rows.front().size()) {
      result.error = QCoreApplication::translate("MatrixClipboard",
                                                 "Nothing pasted: line %1 has %2 cells, but line 1 has %3.")
                         .arg(i + 1).arg(row.size()).arg(result.rows.front().size());
      result.rows.clear();
      return result;
    }
    result.rows.push_back(std::move(row));
  }
  return result;
}

QString formatMatrixBlock(const MatrixGame& game, std::size_t top, std::size_t left, std::size_t bottom,
                          std::size_t right) {
  QString out;
  for (std::size_t i = top; i <= bottom && i < game.rows; ++i) {
    for (std::size_t j = left; j <= right && j < game.cols; ++j) {
      if (j > left) out += QLatin1Char('\t');
      out += QString::fromStdString(toString(game.at(i, j)));
    }
    out += QLatin1Char('\n');
  }
  return out;
}

}  // namespace gamelab::ui
