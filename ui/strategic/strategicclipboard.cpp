#include "ui/strategic/strategicclipboard.h"

#include "ui/common/numberformat.h"
#include "ui/common/payoffblock.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gamelab::ui {

/// Translation context of this file's strings.
class StrategicClipboardText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::StrategicClipboardText)
};

namespace {


/// Splits a cell or a line into its number tokens (commas, semicolons, white space, parentheses).
QStringList numberTokens(const QString& text) {
  static const QRegularExpression separators(QStringLiteral("[\\s,;()]+"));
  return text.split(separators, Qt::SkipEmptyParts);
}

QStringList normalisedLines(const QString& text) {
  QString normalised = text;
  normalised.replace(QLatin1String("\r\n"), QLatin1String("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
  QStringList lines = normalised.split(QLatin1Char('\n'));
  while (!lines.isEmpty() && lines.last().trimmed().isEmpty()) lines.removeLast();
  while (!lines.isEmpty() && lines.first().trimmed().isEmpty()) lines.removeFirst();
  return lines;
}

/// The matrix form: `players` paragraphs separated by empty lines, each a rectangular block of
/// numbers of the same shape. Returns false when the text does not have that form.
bool parseMatrixPerPlayer(const QStringList& lines, std::size_t players, ParsedStrategicBlock& result) {
  std::vector<QStringList> paragraphs(1);
  for (const QString& line : lines) {
    if (line.trimmed().isEmpty()) {
      if (!paragraphs.back().isEmpty()) paragraphs.emplace_back();
    } else {
      paragraphs.back() << line;
    }
  }
  if (players < 2 || paragraphs.size() != players) return false;
  std::vector<ParsedMatrixBlock> blocks;
  for (const auto& p : paragraphs) {
    blocks.push_back(parseMatrixBlock(p.join(QLatin1Char('\n'))));
    if (!blocks.back().ok()) return false;
    if (blocks.back().rows.size() != blocks.front().rows.size() ||
        blocks.back().rows.front().size() != blocks.front().rows.front().size())
      return false;
  }
  const std::size_t h = blocks.front().rows.size(), w = blocks.front().rows.front().size();
  result.cells.assign(h, std::vector<RationalVector>(w));
  for (std::size_t i = 0; i < h; ++i)
    for (std::size_t j = 0; j < w; ++j)
      for (const auto& b : blocks) result.cells[i][j].push_back(b.rows[i][j]);
  return true;
}

}  // namespace

ParsedPayoffs parsePayoffCell(const QString& text, std::size_t players) {
  ParsedPayoffs result;
  const QStringList tokens = numberTokens(text);
  for (int k = 0; k < tokens.size(); ++k) {
    auto value = parseTypedNumber(tokens[k]);
    if (!value) {
      result.values.clear();
      result.error = StrategicClipboardText::tr("Entry %1, \"%2\", is not a number: enter integers, fractions such as -2/7 or decimals such "
                        "as 0.25, one per player, separated by commas (\"3, 1\").")
                         .arg(k + 1)
                         .arg(tokens[k]);
      return result;
    }
    result.values.push_back(*value);
  }
  if (result.values.size() != players) {
    result.error = tokens.isEmpty()
                       ? StrategicClipboardText::tr("The cell is empty: enter %1 payoffs, one per player, such as \"3, 1\".").arg(players)
                       : StrategicClipboardText::tr("Found %1 payoff(s), but the game has %2 players: enter one payoff per player, in player "
                            "order, separated by commas (\"3, 1\").")
                             .arg(result.values.size())
                             .arg(players);
    result.values.clear();
  }
  return result;
}

ParsedStrategicBlock parseStrategicBlock(const QString& text, std::size_t players) {
  ParsedStrategicBlock result;
  const QStringList lines = normalisedLines(text);
  if (lines.isEmpty()) {
    result.error = StrategicClipboardText::tr("The clipboard holds no payoffs.");
    return result;
  }
  if (parseMatrixPerPlayer(lines, players, result)) return result;
  const bool tabs = text.contains(QLatin1Char('\t'));
  for (int i = 0; i < lines.size(); ++i) {
    std::vector<RationalVector> row;
    if (tabs) {
      const QStringList cells = lines[i].split(QLatin1Char('\t'));
      for (int j = 0; j < cells.size(); ++j) {
        ParsedPayoffs cell = parsePayoffCell(cells[j], players);
        if (!cell.ok()) {
          result.cells.clear();
          result.error = StrategicClipboardText::tr("Nothing pasted: cell %1, %2 of the block: %3").arg(i + 1).arg(j + 1).arg(cell.error);
          return result;
        }
        row.push_back(std::move(cell.values));
      }
    } else {
      const QStringList tokens = numberTokens(lines[i]);
      if (tokens.isEmpty() || std::size_t(tokens.size()) % players != 0) {
        result.cells.clear();
        result.error = StrategicClipboardText::tr("Nothing pasted: line %1 of the block has %2 numbers, not a multiple of the %3 players "
                          "(each cell needs one payoff per player).")
                           .arg(i + 1)
                           .arg(tokens.size())
                           .arg(players);
        return result;
      }
      for (int t = 0; t < tokens.size(); ++t) {
        auto value = parseTypedNumber(tokens[t]);
        if (!value) {
          result.cells.clear();
          result.error = StrategicClipboardText::tr("Nothing pasted: \"%1\" (line %2 of the block) is not a number.").arg(tokens[t]).arg(i + 1);
          return result;
        }
        if (std::size_t(t) % players == 0) row.emplace_back();
        row.back().push_back(*value);
      }
    }
    if (!result.cells.empty() && row.size() != result.cells.front().size()) {
      result.error = StrategicClipboardText::tr("Nothing pasted: line %1 has %2 cells, but line 1 has %3.")
                         .arg(i + 1)
                         .arg(row.size())
                         .arg(result.cells.front().size());
      result.cells.clear();
      return result;
    }
    result.cells.push_back(std::move(row));
  }
  return result;
}

ParsedStrategicBlock parseSinglePayoffBlock(const QString& text) {
  ParsedStrategicBlock result;
  ParsedMatrixBlock block = parseMatrixBlock(text);
  if (!block.ok()) {
    result.error = block.error;
    return result;
  }
  for (auto& row : block.rows) {
    result.cells.emplace_back();
    for (auto& v : row) result.cells.back().push_back(RationalVector{v});
  }
  return result;
}

QString formatPayoffs(const StrategicGame& game, std::size_t profile) {
  QString out;
  for (std::size_t k = 0; k < game.players(); ++k) {
    if (k > 0) out += QStringLiteral(", ");
    out += QString::fromStdString(toString(game.payoff(profile, k)));
  }
  return out;
}

QString formatStrategicBlock(const StrategicGame& game, const PureProfile& slice, std::size_t top, std::size_t left,
                             std::size_t bottom, std::size_t right) {
  QString out;
  PureProfile profile = slice;
  profile.resize(game.players(), 0);
  const std::size_t cols = game.players() > 1 ? game.strategies(1) : 1;
  for (std::size_t i = top; i <= bottom && i < game.strategies(0); ++i) {
    for (std::size_t j = left; j <= right && j < cols; ++j) {
      if (j > left) out += QLatin1Char('\t');
      profile[0] = i;
      if (game.players() > 1) profile[1] = j;
      out += formatPayoffs(game, game.profileIndex(profile));
    }
    out += QLatin1Char('\n');
  }
  return out;
}

}  // namespace gamelab::ui
