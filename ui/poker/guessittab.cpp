#include "ui/poker/guessittab.h"

#include "core/stochastic/multistagegames.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/numberformat.h"
#include "ui/common/errortext.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

GuessItTab::GuessItTab(QWidget* parent)
    : QWidget(parent), size_(new QSpinBox), table_(new QTableWidget), status_(new QLabel),
      runner_(new SolverRunner(this)), progress_(new ProgressPanel(runner_, this)) {
  auto* intro = new QLabel(
      tr("<b>Guess it!</b> (Ferguson §2.6.2): I holds m cards and II holds n of a deck of m + n + 1; "
         "the hidden card is guessed or a card is named, honestly or as a bluff. Each cell: the value "
         "V(m, n) to the player to move / the probability that I bluffs / that II calls."));
  intro->setWordWrap(true);
  size_->setRange(1, kMaxGuessItCards);
  size_->setValue(6);
  size_->setToolTip(tr("The largest number of cards of either player in the table"));
  auto* form = new QFormLayout;
  form->addRow(tr("Cards up to:"), size_);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setToolTip(tr("Value / P(bluff) / P(call); hover a cell for the exact fractions"));
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addLayout(form);
  layout->addWidget(progress_);
  layout->addWidget(table_, 1);
  layout->addWidget(status_);
  connect(size_, &QSpinBox::valueChanged, this, &GuessItTab::compute);
}

GuessItTab::~GuessItTab() { runner_->cancel(); }

void GuessItTab::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (shownSize_ != size_->value()) compute();  // computed when first seen, not at start-up
}

void GuessItTab::compute() {
  const int size = size_->value();
  status_->clear();
  runner_->run<GuessItTable>(
      tr("Solving the Guess it! games"),
      [size](const Progress& progress, const CancelToken& cancel) { return solveGuessIt(size, progress, cancel); },
      [this, size](const Expected<GuessItTable>& table) {
        if (size != size_->value()) return;  // stale: a newer run follows
        if (!table) {
          status_->setText(errorText(table.error()));
          return;
        }
        shownSize_ = size;
        table_->setRowCount(size);
        table_->setColumnCount(size);
        QStringList rows, cols;
        for (int k = 1; k <= size; ++k) {
          rows << tr("m = %1").arg(k);
          cols << tr("n = %1").arg(k);
        }
        table_->setVerticalHeaderLabels(rows);
        table_->setHorizontalHeaderLabels(cols);
        for (int m = 1; m <= size; ++m) {
          for (int n = 1; n <= size; ++n) {
            const GuessItEntry& e = table->at(m, n);
            auto* item = new QTableWidgetItem(QStringLiteral("%1 / %2 / %3")
                                                  .arg(formatDecimal(e.value, 4), formatDecimal(e.bluff, 4),
                                                       formatDecimal(e.call, 4)));
            item->setToolTip(tr("V(%1, %2) = %3, P(bluff) = %4, P(call) = %5")
                                 .arg(m)
                                 .arg(n)
                                 .arg(formatRational(e.value), formatRational(e.bluff), formatRational(e.call)));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(m - 1, n - 1, item);
          }
        }
        emit tableFilled();
      });
}

}  // namespace gamelab::ui
