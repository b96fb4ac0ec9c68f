#include "ui/coalition/coalitionalclipboard.h"

#include "ui/common/numberformat.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace gamelab::ui {

/// Translation context of this file's strings.
class CoalitionalClipboardText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::CoalitionalClipboardText)
};

namespace {


QStringList valueCells(const QString& text) {
  QString normalised = text;
  normalised.replace(QLatin1String("\r\n"), QLatin1String("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
  QStringList lines = normalised.split(QLatin1Char('\n'));
  while (!lines.isEmpty() && lines.last().trimmed().isEmpty()) lines.removeLast();
  while (!lines.isEmpty() && lines.first().trimmed().isEmpty()) lines.removeFirst();
  static const QRegularExpression cellSeparator(QStringLiteral("[\\t;]"));
  if (lines.size() == 1 && lines.front().contains(QLatin1Char('\t'))) {
    // One row of values (a spreadsheet row rather than a column).
    QStringList cells = lines.front().split(cellSeparator, Qt::SkipEmptyParts);
    for (QString& c : cells) c = c.trimmed();
    return cells;
  }
  QStringList cells;
  for (const QString& line : lines) {
    const QStringList parts = line.split(cellSeparator, Qt::SkipEmptyParts);
    QString last;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it)
      if (!it->trimmed().isEmpty()) {
        last = it->trimmed();
        break;
      }
    cells << last;
  }
  return cells;
}

}  // namespace

QString coalitionOrderName(CoalitionOrder order) {
  return order == CoalitionOrder::Bitmask ? CoalitionalClipboardText::tr("by bitmask (∅, 1, 2, 12, 3, 13, 23, 123)")
                                          : CoalitionalClipboardText::tr("by size, then lexicographically (∅, 1, 2, 3, 12, 13, 23, 123)");
}

ParsedCoalitionColumn parseCoalitionColumn(const QString& text, int players, CoalitionOrder order) {
  ParsedCoalitionColumn result;
  const QStringList cells = valueCells(text);
  if (cells.isEmpty()) {
    result.error = CoalitionalClipboardText::tr("The clipboard holds no values.");
    return result;
  }
  const std::size_t full = std::size_t(1) << players;
  const std::size_t count = std::size_t(cells.size());
  if (count != full && count != full - 1) {
    result.error = CoalitionalClipboardText::tr("Found %1 values, but %2 players have %3 coalitions: paste %4 values (v(∅) = 0 first) or %5 "
                      "(without v(∅)), one per line, %6.")
                       .arg(count)
                       .arg(players)
                       .arg(full)
                       .arg(full)
                       .arg(full - 1)
                       .arg(coalitionOrderName(order));
    return result;
  }
  RationalVector parsed;
  parsed.reserve(count);
  for (std::size_t k = 0; k < count; ++k) {
    const QString& cell = cells[qsizetype(k)];
    auto value = parseTypedNumber(cell);
    if (!value) {
      result.error = cell.isEmpty()
                         ? CoalitionalClipboardText::tr("Value %1 is empty: every coalition needs a value.").arg(k + 1)
                         : CoalitionalClipboardText::tr("Value %1, \"%2\", is not a number: enter integers, fractions such as -2/7 or decimals "
                              "such as 0.25, one per line.")
                               .arg(k + 1)
                               .arg(cell);
      return result;
    }
    parsed.push_back(std::move(*value));
  }
  result.hadEmptySet = count == full;
  if (result.hadEmptySet && parsed.front() != 0) {
    result.error = CoalitionalClipboardText::tr("The first of %1 values is v(∅), which must be 0, but it is %2. Paste %3 values to leave v(∅) out.")
                       .arg(count)
                       .arg(formatRational(parsed.front()))
                       .arg(full - 1);
    return result;
  }
  const std::vector<Coalition> coalitions = allCoalitions(players, order);
  result.values.assign(full, Rational(0));
  const std::size_t offset = result.hadEmptySet ? 0 : 1;
  for (std::size_t k = 0; k < count; ++k) result.values[coalitions[k + offset]] = parsed[k];
  return result;
}

std::optional<RationalVector> parseRationalList(const QString& text, const QString& what, QString& error) {
  error.clear();
  static const QRegularExpression separators(QStringLiteral("[\\s,;\\[\\]()]+"));
  const QStringList tokens = text.split(separators, Qt::SkipEmptyParts);
  if (tokens.isEmpty()) {
    error = CoalitionalClipboardText::tr("The %1 are missing: enter numbers separated by commas, such as \"10, 20, 30\".").arg(what);
    return std::nullopt;
  }
  RationalVector values;
  for (int k = 0; k < tokens.size(); ++k) {
    auto value = parseTypedNumber(tokens[k]);
    if (!value) {
      error = CoalitionalClipboardText::tr("Entry %1 of the %2, \"%3\", is not a number: enter integers, fractions such as -2/7 or decimals "
                 "such as 0.25, separated by commas.")
                  .arg(k + 1)
                  .arg(what, tokens[k]);
      return std::nullopt;
    }
    values.push_back(std::move(*value));
  }
  return values;
}

QString formatRationalList(const RationalVector& values) {
  QStringList parts;
  for (const auto& v : values) parts << formatRational(v);
  return parts.join(QStringLiteral(", "));
}

QString formatCoalitionRows(const CoalitionalGame& game, const std::vector<Coalition>& coalitions) {
  QStringList lines;
  for (Coalition s : coalitions)
    lines << QStringLiteral("%1\t%2").arg(QString::fromStdString(coalitionLabel(s, game.playerNames())),
                                          formatRational(game.value(s)));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
