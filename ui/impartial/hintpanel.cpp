#include "ui/impartial/hintpanel.h"

#include "ui/impartial/playviewtext.h"

#include <QLabel>
#include <QListWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gamelab::ui {

HintPanel::HintPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("hintSummary"));
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);
  table_ = new QLabel(this);
  table_->setObjectName(QStringLiteral("nimSumTable"));
  table_->setTextFormat(Qt::RichText);
  auto* movesTitle = new QLabel(tr("Winning moves (click to show on the board):"), this);
  moves_ = new QListWidget(this);
  moves_->setObjectName(QStringLiteral("winningMoves"));
  layout->addWidget(summary_);
  layout->addWidget(table_);
  layout->addWidget(movesTitle);
  layout->addWidget(moves_, 1);
  connect(moves_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    const int row = moves_->row(item);
    if (row >= 0 && std::size_t(row) < winning_.size()) emit winningMoveChosen(winning_[std::size_t(row)]);
  });
}

QString HintPanel::columnAdditionHtml(const ImpartialPosition& position, const PositionAnalysis& analysis) {
  std::vector<std::pair<std::size_t, Nimber>> rows;
  for (const auto& c : analysis.components)
    if (!c.value.infinite) rows.emplace_back(c.index, c.value.value);
  Nimber top = analysis.total;
  for (const auto& r : rows) top |= r.second;
  int bits = 1;
  while (bits < 64 && (top >> bits) != 0) ++bits;
  const int lead = analysis.total == 0 ? -1 : 63 - __builtin_clzll(analysis.total);
  auto cells = [&](Nimber v, bool bold) {
    QString s;
    for (int b = bits - 1; b >= 0; --b) {
      const bool one = (v >> b) & 1;
      QString style = QStringLiteral("padding:0 4px;");
      if (b == lead) style += QStringLiteral("background:#fde0a0;");
      if (bold) style += QStringLiteral("font-weight:bold;");
      s += QStringLiteral("<td align='center' style='%1'><tt>%2</tt></td>").arg(style, one ? QStringLiteral("1") : QStringLiteral("0"));
    }
    return s;
  };
  QString html = QStringLiteral("<table cellspacing='0' cellpadding='1'>");
  for (const auto& [index, value] : rows) {
    const bool candidate = lead >= 0 && ((value >> lead) & 1);
    html += QStringLiteral("<tr><td style='padding-right:8px'>%1</td><td align='right' style='padding-right:6px'>%2</td>%3<td>%4</td></tr>")
                .arg(componentName(position, index).toHtmlEscaped())
                .arg(value)
                .arg(cells(value, false))
                .arg(candidate ? QStringLiteral("&nbsp;◀") : QString());
  }
  html += QStringLiteral("<tr><td colspan='%1'><hr/></td></tr>").arg(bits + 3);
  html += QStringLiteral("<tr><td style='padding-right:8px'><b>%1</b></td><td align='right' style='padding-right:6px'><b>%2</b></td>%3<td></td></tr>")
              .arg(PlayText::tr("nim-sum").toHtmlEscaped())
              .arg(analysis.total)
              .arg(cells(analysis.total, true));
  html += QStringLiteral("</table>");
  return html;
}

void HintPanel::setAnalysis(const ImpartialPosition& position, const std::optional<PositionAnalysis>& analysis) {
  moves_->clear();
  winning_.clear();
  if (!analysis) {
    summary_->setText(tr("Computing hints…"));
    table_->clear();
    return;
  }
  const auto& a = *analysis;
  QString outcome;
  switch (a.outcome) {
    case Outcome::P: outcome = tr("<b>P-position</b>: the player to move loses against correct play."); break;
    case Outcome::N: outcome = tr("<b>N-position</b>: the player to move can win."); break;
    case Outcome::Draw: outcome = tr("<b>Draw</b>: correct play goes on for ever."); break;
  }
  QString head;
  if (a.convention == PlayConvention::Misere) head = tr("Misère play. ");
  if (!a.components.empty()) head += tr("Nim-sum of the component values: <b>%1</b>. ").arg(a.total);
  if (!a.complete) head += tr("(Approximate: the search hit its limit.) ");
  summary_->setText(head + outcome);
  if (!a.components.empty() && a.convention == PlayConvention::Normal) table_->setText(columnAdditionHtml(position, a));
  else table_->clear();
  // Moves that read the same (two coins on one Nimble square) are listed once.
  QStringList seen;
  for (const auto& m : a.winningMoves) {
    const QString text = moveText(position, m);
    if (seen.contains(text)) continue;
    seen << text;
    winning_.push_back(m);
    moves_->addItem(text);
  }
  if (winning_.empty()) moves_->addItem(tr("(none: every move loses)"));
}

void HintPanel::setMessage(const QString& message) {
  moves_->clear();
  winning_.clear();
  summary_->setText(message.toHtmlEscaped());
  table_->clear();
}

QString HintPanel::text() const {
  QTextDocument doc;
  doc.setHtml(summary_->text());
  QString s = doc.toPlainText() + QLatin1Char('\n');
  doc.setHtml(table_->text());
  s += doc.toPlainText() + QLatin1Char('\n');
  for (int i = 0; i < moves_->count(); ++i) s += moves_->item(i)->text() + QLatin1Char('\n');
  return s;
}

}  // namespace gamelab::ui
