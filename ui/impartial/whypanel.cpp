#include "ui/impartial/whypanel.h"

#include "ui/common/errortext.h"
#include "ui/impartial/playviewtext.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

namespace {
constexpr std::size_t kMaxRows = 500;
}

WhyPanel::WhyPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  heading_ = new QLabel(this);
  heading_->setWordWrap(true);
  table_ = new QTableWidget(0, 2, this);
  table_->setObjectName(QStringLiteral("whyTable"));
  table_->setHorizontalHeaderLabels({tr("Follower"), tr("Grundy value")});
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->verticalHeader()->setVisible(false);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  result_ = new QLabel(this);
  result_->setWordWrap(true);
  result_->setTextFormat(Qt::RichText);
  layout->addWidget(heading_);
  layout->addWidget(table_, 1);
  layout->addWidget(result_);
  explain(HeapPosition{}, -1);
}

void WhyPanel::explain(const ImpartialPosition& position, int component) {
  component_ = component;
  table_->setRowCount(0);
  if (component < 0) {
    heading_->setText(tr("Click a component on the board to see why it has its Grundy value."));
    result_->clear();
    return;
  }
  heading_->setText(tr("%1: its followers and their values").arg(componentName(position, std::size_t(component))));
  auto explanation = solveMexExplanation(position, {.component = std::size_t(component)});
  if (!explanation) {
    result_->setText(errorReasonText(explanation.error()).toHtmlEscaped());
    return;
  }
  const auto& e = *explanation;
  const std::size_t n = std::min(e.followers.size(), kMaxRows);
  table_->setRowCount(int(n));
  for (std::size_t i = 0; i < n; ++i) {
    table_->setItem(int(i), 0, new QTableWidgetItem(QString::fromStdString(e.followers[i])));
    table_->setItem(int(i), 1, new QTableWidgetItem(i < e.values.size() ? QString::number(e.values[i]) : QString()));
  }
  std::vector<Nimber> values = e.values;
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  QStringList set;
  for (Nimber v : values) set << QString::number(v);
  QString text = tr("mex{%1} = <b>%2</b>: the smallest value no follower has.").arg(set.join(QStringLiteral(", "))).arg(e.mex);
  if (e.followers.empty()) text = tr("No followers: mex{} = <b>0</b>.");
  if (e.followers.size() > kMaxRows) text += QLatin1Char(' ') + tr("(first %1 of %2 followers listed)").arg(kMaxRows).arg(e.followers.size());
  result_->setText(text);
}

QString WhyPanel::text() const {
  QString s = heading_->text() + QLatin1Char('\n');
  QString r = result_->text();
  r.remove(QStringLiteral("<b>")).remove(QStringLiteral("</b>"));
  s += r + QLatin1Char('\n');
  for (int i = 0; i < table_->rowCount(); ++i)
    s += table_->item(i, 0)->text() + QStringLiteral(": ") + table_->item(i, 1)->text() + QLatin1Char('\n');
  return s;
}

}  // namespace gamelab::ui
