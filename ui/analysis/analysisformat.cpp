#include "ui/analysis/analysisformat.h"

#include "ui/common/numberformat.h"

#include <QCoreApplication>

#include <algorithm>

namespace gamelab::ui::fmt {

QString exact(const Rational& value) { return formatRational(value); }

QString exactApprox(const Rational& value) { return formatRationalWithDecimal(value); }

QString tuple(const QStringList& parts) { return QLatin1Char('(') + parts.join(QLatin1String(", ")) + QLatin1Char(')'); }

QString vector(const RationalVector& values) {
  QStringList parts;
  for (const auto& v : values) parts << exact(v);
  return tuple(parts);
}

QString decimals(const RationalVector& values, int digits) {
  QStringList parts;
  for (const auto& v : values) parts << formatDecimal(v, digits);
  return tuple(parts);
}

QString tableStart(const QStringList& headers) {
  QString h = QStringLiteral("<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse;border-color:#bbb'><tr>");
  for (const auto& header : headers) h += QStringLiteral("<th style='background:#eeeeee'>%1</th>").arg(header);
  return h + QStringLiteral("</tr>");
}

QString tableRow(const QStringList& cells, Align align, const QString& background) {
  QString h = background.isEmpty() ? QStringLiteral("<tr>") : QStringLiteral("<tr style='background:%1'>").arg(background);
  const QString cell = align == Align::Right ? QStringLiteral("<td align='right'>%1</td>") : QStringLiteral("<td>%1</td>");
  for (const auto& c : cells) h += cell.arg(c);
  return h + QStringLiteral("</tr>");
}

QString label(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }

QString matrixHtml(const MatrixGame& game, const std::vector<std::pair<std::size_t, std::size_t>>& highlight) {
  QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' style='border-collapse:collapse'><tr><td></td>");
  for (std::size_t j = 0; j < game.cols; ++j)
    html += QStringLiteral("<td align='center'><b>%1</b></td>").arg(label(game.colLabel(j)));
  html += QStringLiteral("</tr>");
  for (std::size_t i = 0; i < game.rows; ++i) {
    html += QStringLiteral("<tr><td align='right'><b>%1</b></td>").arg(label(game.rowLabel(i)));
    for (std::size_t j = 0; j < game.cols; ++j) {
      const bool hi = std::find(highlight.begin(), highlight.end(), std::make_pair(i, j)) != highlight.end();
      const QString cell = hi ? QStringLiteral("<td align='center' style='background:#ffd54f;border:1px solid #888'><b>%1</b></td>")
                              : QStringLiteral("<td align='center' style='border:1px solid #bbb'>%1</td>");
      html += cell.arg(exact(game.at(i, j)));
    }
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

QString matrixHtml(const std::vector<RationalVector>& rows) {
  QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' style='border-collapse:collapse'>");
  for (const auto& row : rows) {
    html += QStringLiteral("<tr>");
    for (const auto& v : row) html += QStringLiteral("<td align='center' style='border:1px solid #bbb'>%1</td>").arg(exact(v));
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

}  // namespace gamelab::ui::fmt

namespace gamelab::ui::pagehtml {
QString warning(const QString& text) { return QStringLiteral("<p style='color:#c62828'><b>%1</b></p>").arg(text); }
QString ok(const QString& text) { return QStringLiteral("<p style='color:#2e7d32'><b>%1</b></p>").arg(text); }
QString note(const QString& text) { return QStringLiteral("<p style='color:#757575'>%1</p>").arg(text); }
}  // namespace gamelab::ui::pagehtml

namespace gamelab::ui::fmt {

QString lineName(Side side, std::size_t index, const MatrixGame& game) {
  return side == Side::Row ? QCoreApplication::translate("MatrixAnalysis", "row %1").arg(QString::fromStdString(game.rowLabel(index)))
                           : QCoreApplication::translate("MatrixAnalysis", "col %1").arg(QString::fromStdString(game.colLabel(index)));
}

QString dominanceRelation(const DominanceStep& step, const MatrixGame& game) {
  QStringList terms;
  for (const auto& [index, weight] : step.dominator) {
    const QString name = lineName(step.side, index, game);
    terms << (weight == 1 ? name : QStringLiteral("%1·%2").arg(exact(weight), name));
  }
  QString relation;
  if (step.side == Side::Row) relation = step.strict ? QStringLiteral("<") : QStringLiteral("≤");
  else relation = step.strict ? QStringLiteral(">") : QStringLiteral("≥");
  return QStringLiteral("%1 %2 %3").arg(lineName(step.side, step.removed, game), relation, terms.join(QLatin1String(" + ")));
}

}  // namespace gamelab::ui::fmt
