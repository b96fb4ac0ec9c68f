#include "ui/strategic/strategicpage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

std::vector<MixedProfile> equilibriumList(const StrategicAnalysis& a) {
  std::vector<MixedProfile> list;
  if (a.game.players() == 2 && a.equilibria) {
    for (const auto& e : a.equilibria->equilibria) list.push_back(e.strategies);
  } else if (a.game.players() == 2 && a.lemkeHowson) {
    for (const auto& e : a.lemkeHowson->equilibria) list.push_back(e.strategies);
  } else if (a.game.players() >= 3 && a.nPerson) {
    for (const auto& e : a.nPerson->found.equilibria) list.push_back(e.strategies);
  } else if (a.stars) {
    for (auto t : a.stars->pureEquilibria) list.push_back(toMixedProfile(a.game, a.game.profileAt(t)));
  }
  return list;
}

int equilibriumIndex(const StrategicAnalysis& analysis, const MixedProfile& profile) {
  const auto list = equilibriumList(analysis);
  for (std::size_t k = 0; k < list.size(); ++k)
    if (list[k] == profile) return int(k);
  return -1;
}

QString StrategicText::playerName(const StrategicGame& game, std::size_t player) {
  if (player < game.playerNames.size() && !game.playerNames[player].empty())
    return QString::fromStdString(game.playerNames[player]);
  return tr("Player %1").arg(player + 1);
}

QString StrategicText::colored(std::size_t player, const QString& text) {
  return QStringLiteral("<span style='color:%1'>%2</span>").arg(playerColor(int(player)).name(), text);
}

QString StrategicText::playerHtml(const StrategicGame& game, std::size_t player) {
  return QStringLiteral("<b style='color:%1'>%2</b>").arg(playerColor(int(player)).name(), playerName(game, player).toHtmlEscaped());
}

QString StrategicText::strategyLabel(const StrategicGame& game, std::size_t player, std::size_t strategy) {
  return QString::fromStdString(game.strategyLabel(player, strategy));
}

int StrategicText::pureIndex(const RationalVector& v) {
  int index = -1;
  for (std::size_t k = 0; k < v.size(); ++k) {
    if (v[k] == 0) continue;
    if (v[k] != 1 || index >= 0) return -1;
    index = int(k);
  }
  return index;
}

bool StrategicText::isPure(const MixedProfile& profile) {
  for (const auto& v : profile)
    if (pureIndex(v) < 0) return false;
  return true;
}

bool StrategicText::hasOwnLabels(const StrategicGame& game, std::size_t player) {
  for (const auto& label : game.strategyLabels[player])
    if (!label.empty()) return true;
  return false;
}

QString StrategicText::strategyName(const StrategicGame& game, std::size_t player, std::size_t strategy) {
  if (strategy < game.strategyLabels[player].size() && !game.strategyLabels[player][strategy].empty())
    return QString::fromStdString(game.strategyLabels[player][strategy]);
  if (game.players() == 2) return player == 0 ? tr("row %1").arg(strategy + 1) : tr("column %1").arg(strategy + 1);
  return tr("strategy %1").arg(strategy + 1);
}

QString StrategicText::strategy(const StrategicGame& game, std::size_t player, const RationalVector& v) {
  const int pure = pureIndex(v);
  return pure >= 0 ? strategyName(game, player, std::size_t(pure)) : fmt::vector(v);
}

QString StrategicText::mixture(const StrategicGame& game, std::size_t player, const RationalVector& v) {
  const int pure = pureIndex(v);
  if (pure >= 0) return strategyName(game, player, std::size_t(pure));
  QStringList terms;
  for (std::size_t k = 0; k < v.size(); ++k)
    if (v[k] != 0) terms << QStringLiteral("%1 %2").arg(formatRational(v[k]), strategyName(game, player, k));
  return terms.join(QLatin1String(" + "));
}

QString StrategicText::cell(const StrategicGame& game, std::size_t profileIndex) {
  const auto profile = game.profileAt(profileIndex);
  QStringList parts;
  for (std::size_t k = 0; k < profile.size(); ++k) parts << strategyLabel(game, k, profile[k]);
  return fmt::tuple(parts);
}

QString StrategicText::size(const StrategicGame& game) {
  QStringList parts;
  for (std::size_t k = 0; k < game.players(); ++k) parts << QString::number(game.strategies(k));
  return parts.join(QLatin1String(" x "));
}

QString StrategicText::size(const std::vector<std::vector<std::size_t>>& remaining) {
  QStringList parts;
  for (const auto& r : remaining) parts << QString::number(r.size());
  return parts.join(QLatin1String(" x "));
}

QString StrategicText::notComputed() {
  return tr("Not computed automatically for a game this size — press Solve (F5).");
}

QString StrategicText::unavailable(const std::optional<Error>& error) {
  return error ? pagehtml::warning(errorText(*error)) : pagehtml::note(notComputed());
}

QString StrategicText::gameTableHtml(const StrategicGame& game, const std::function<QString(std::size_t)>& cellText,
                                     const std::function<QString(std::size_t)>& background) {
  if (game.players() != 2) return {};
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  QString html = QStringLiteral("<table cellspacing='0' cellpadding='4' style='border-collapse:collapse'><tr><td></td>");
  for (std::size_t j = 0; j < n; ++j)
    html += QStringLiteral("<td align='center'><b>%1</b></td>").arg(colored(1, strategyLabel(game, 1, j).toHtmlEscaped()));
  html += QStringLiteral("</tr>");
  for (std::size_t i = 0; i < m; ++i) {
    html += QStringLiteral("<tr><td align='right'><b>%1</b></td>").arg(colored(0, strategyLabel(game, 0, i).toHtmlEscaped()));
    for (std::size_t j = 0; j < n; ++j) {
      const std::size_t t = game.profileIndex({i, j});
      const QString bg = background ? background(t) : QString();
      html += QStringLiteral("<td align='center' style='border:1px solid #bbb%1'>%2</td>")
                  .arg(bg.isEmpty() ? QString() : QStringLiteral(";background:%1").arg(bg), cellText(t));
    }
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

QString StrategicText::payoffTableHtml(const StrategicGame& game) {
  return gameTableHtml(game, [&game](std::size_t t) {
    return QStringLiteral("%1, %2").arg(colored(0, formatRational(game.payoff(t, 0))), colored(1, formatRational(game.payoff(t, 1))));
  });
}

QString StrategicText::verifiedHtml(bool verified) {
  return verified ? pagehtml::ok(tr("verified by definition ✓ (exactly: no player gains by any pure deviation)"))
                  : pagehtml::warning(tr("not verified: a result failed the exact check by definition"));
}

QString StrategicText::heading(const QString& title, const QString& intro) {
  return QStringLiteral("<h3>%1</h3><p>%2</p>").arg(title, intro);
}

QVBoxLayout* layOutUnderSummary(QWidget* page, QLabel* summary) {
  auto* layout = new QVBoxLayout(page);
  layout->setContentsMargins(0, 0, 0, 0);
  summary->setWordWrap(true);
  summary->setTextFormat(Qt::RichText);
  summary->setMargin(6);
  summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(summary);
  return layout;
}

QString resultTableText(const QTableWidget* table) {
  QString text;
  for (int r = 0; r < table->rowCount(); ++r) {
    QStringList cells;
    for (int c = 0; c < table->columnCount(); ++c) cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
    text += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
  }
  return text;
}

void setupResultTable(QTableWidget* table, const QStringList& headers) {
  table->setColumnCount(int(headers.size()));
  table->setHorizontalHeaderLabels(headers);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSelectionMode(QAbstractItemView::SingleSelection);
  table->setAlternatingRowColors(true);
  table->verticalHeader()->setVisible(false);
  table->horizontalHeader()->setStretchLastSection(true);
  table->setWordWrap(false);
}

void fitResultColumns(QTableWidget* table) {
  QHeaderView* header = table->horizontalHeader();
  header->setStretchLastSection(false);
  table->resizeColumnsToContents();
  int width = 0;
  for (int c = 0; c < table->columnCount(); ++c) width += header->sectionSize(c);
  header->setStretchLastSection(width < table->viewport()->width());
}

void fitTableHeight(QTableWidget* table, int rows) {
  const int height = table->horizontalHeader()->height() + 2 * table->frameWidth() + 4 +
                     (table->rowCount() > 0 ? table->rowCount() * table->rowHeight(0) : 0);
  table->setMaximumHeight(table->rowCount() <= rows ? std::max(height, 60) : QWIDGETSIZE_MAX);
}

QTableWidgetItem* resultItem(const QString& text, const QString& tooltip) {
  auto* item = new QTableWidgetItem(text);
  item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
  if (!tooltip.isEmpty()) item->setToolTip(tooltip);
  return item;
}

}  // namespace gamelab::ui
