#include "ui/impartial/shortestwintab.h"

#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

QTableWidgetItem* cell(const QString& text, bool win = false, bool lost = false) {
  auto* item = new QTableWidgetItem(text);
  item->setTextAlignment(Qt::AlignCenter);
  item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
  if (win) item->setBackground(QColor(0xd8, 0xef, 0xd3));
  if (lost) item->setBackground(QColor(0xf6, 0xd5, 0xd1));
  return item;
}

QTableWidget* makeTable(QWidget* parent, const QStringList& headers, const QStringList& tips) {
  auto* table = new QTableWidget(parent);
  table->setColumnCount(int(headers.size()));
  table->setHorizontalHeaderLabels(headers);
  for (int c = 0; c < headers.size(); ++c) table->horizontalHeaderItem(c)->setToolTip(tips.value(c));
  table->verticalHeader()->hide();
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setWordWrap(false);
  table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
  return table;
}

/// One row: the count, its size words, L, the verdict, v and 2v.
void fillRow(QTableWidget* table, int row, const QStringList& leading, int threshold, const ShortestWin& result) {
  int c = 0;
  for (const auto& text : leading) table->setItem(row, c++, cell(text));
  table->setItem(row, c++, cell(QString::number(threshold)));
  table->setItem(row, c++, cell(result.firstPlayerWins ? ShortestWinTab::tr("yes ○") : ShortestWinTab::tr("no ×"),
                                result.firstPlayerWins, !result.firstPlayerWins));
  table->setItem(row, c++, cell(result.firstPlayerWins ? QString::number(result.moves) : QStringLiteral("—"), result.firstPlayerWins));
  table->setItem(row, c++, cell(result.firstPlayerWins ? QString::number(2 * result.moves) : QStringLiteral("—")));
}

QString tableText(const QTableWidget* table) {
  QStringList out;
  QStringList header;
  for (int c = 0; c < table->columnCount(); ++c) header << table->horizontalHeaderItem(c)->text().replace(QLatin1Char('\n'), QLatin1Char(' '));
  out << header.join(QStringLiteral(" | "));
  for (int r = 0; r < table->rowCount(); ++r) {
    QStringList cells;
    for (int c = 0; c < table->columnCount(); ++c) cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
    out << cells.join(QStringLiteral(" | "));
  }
  return out.join(QLatin1Char('\n'));
}

}  // namespace

ShortestWinTab::ShortestWinTab(QWidget* parent)
    : QWidget(parent),
      maxStones_(new QSpinBox(this)),
      maxRows_(new QSpinBox(this)),
      stones_(nullptr),
      pyramid_(nullptr),
      pyramidStatus_(new QLabel(this)),
      runner_(new SolverRunner(this)),
      progress_(new ProgressPanel(runner_, this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);
  auto* note = new QLabel(tr("The first player wants the shortest sure win; the opponent, who cannot avoid losing, "
                             "delays as long as possible. <b>v</b> counts the first player's own moves (the number in the "
                             "source's table); the game then lasts <b>2v</b> moves: v own moves, v − 1 replies and the "
                             "opponent's forced take of the last piece. A winning strategy exists when the DP value is "
                             "at most L."),
                          this);
  note->setWordWrap(true);
  layout->addWidget(note);

  const QStringList verdictTips{tr("Whether the first player has a winning strategy (○) or not (×)"),
                                tr("Shortest forced win, counted in the first player's own moves (the source's number)"),
                                tr("Total number of moves in the game when both play this way: 2v")};
  auto* stoneBox = new QGroupBox(tr("Stone game: take 1, 2 or 3 stones; whoever takes the last stone loses"), this);
  auto* stoneLayout = new QVBoxLayout(stoneBox);
  auto* stoneRow = new QHBoxLayout;
  auto* stoneLabel = new QLabel(tr("M = 2 to"), stoneBox);
  stoneLabel->setBuddy(maxStones_);
  maxStones_->setRange(2, 400);
  maxStones_->setValue(20);
  stoneRow->addWidget(stoneLabel);
  stoneRow->addWidget(maxStones_);
  stoneRow->addStretch(1);
  stoneLayout->addLayout(stoneRow);
  stones_ = makeTable(stoneBox, {tr("M\nstones"), tr("L\n= ⌈M/2⌉"), tr("winning\nstrategy"), tr("shortest win v\n(own moves)"),
                                 tr("moves in\nthe game (2v)")},
                      QStringList{tr("Number of stones"), tr("The DP threshold: a value ≤ L means a sure win")} + verdictTips);
  stoneLayout->addWidget(stones_);

  auto* pyramidBox = new QGroupBox(tr("Pyramid: rows of 1, 2, …, p sticks; take adjacent sticks of one row; "
                                      "whoever takes the last stick loses"), this);
  auto* pyramidLayout = new QVBoxLayout(pyramidBox);
  auto* pyramidRow = new QHBoxLayout;
  auto* pyramidLabel = new QLabel(tr("p = 2 to"), pyramidBox);
  pyramidLabel->setBuddy(maxRows_);
  maxRows_->setRange(2, 12);
  maxRows_->setValue(10);
  maxRows_->setToolTip(tr("p = 11 and p = 12 visit up to a million positions and take a while"));
  auto* computeButton = new QPushButton(tr("Compute"), pyramidBox);
  pyramidRow->addWidget(pyramidLabel);
  pyramidRow->addWidget(maxRows_);
  pyramidRow->addWidget(computeButton);
  pyramidRow->addWidget(pyramidStatus_, 1);
  pyramidLayout->addLayout(pyramidRow);
  pyramidLayout->addWidget(progress_);
  pyramid_ = makeTable(pyramidBox, {tr("p\nrows"), tr("sticks"), tr("L = ⌈sticks/2⌉"), tr("winning\nstrategy"),
                                    tr("shortest win v\n(own moves)"), tr("moves in\nthe game (2v)")},
                       QStringList{tr("Rows of the pyramid"), tr("1 + 2 + … + p"), tr("The DP threshold: a value ≤ L means a sure win")} +
                           verdictTips);
  pyramidLayout->addWidget(pyramid_);

  auto* splitter = new QSplitter(Qt::Vertical, this);
  splitter->addWidget(stoneBox);
  splitter->addWidget(pyramidBox);
  layout->addWidget(splitter, 1);
  for (auto* table : {stones_, pyramid_}) {
    table->horizontalHeader()->setMinimumHeight(table->fontMetrics().height() * 2 + 10);
  }
  connect(maxStones_, &QSpinBox::valueChanged, this, &ShortestWinTab::fillStones);
  connect(computeButton, &QPushButton::clicked, this, &ShortestWinTab::computePyramid);
  connect(runner_, &SolverRunner::cancelled, this, [this] { pyramidStatus_->setText(tr("Cancelled.")); });
  fillStones();
}

void ShortestWinTab::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (!pyramidReady_ && !runner_->isRunning() && !pyramidStarted_) computePyramid();
}

ShortestWinTab::~ShortestWinTab() { runner_->cancel(); }

void ShortestWinTab::setMaxStones(int m) {
  maxStones_->setValue(m);
  fillStones();
}

void ShortestWinTab::setMaxRows(int p) {
  maxRows_->setValue(p);
  computePyramid();
}

void ShortestWinTab::fillStones() {
  auto table = solveStoneGameTable({.maxStones = maxStones_->value()});
  stones_->clearContents();
  if (!table) {
    stones_->setRowCount(1);
    stones_->setItem(0, 0, cell(errorReasonText(table.error())));
    return;
  }
  const auto& rows = table.value();
  stones_->setRowCount(int(rows.size()));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int m = int(i) + 2;
    fillRow(stones_, int(i), {QString::number(m)}, (m + 1) / 2, rows[i]);
  }
}

void ShortestWinTab::computePyramid() {
  const int p = maxRows_->value();
  pyramidReady_ = false;
  pyramidStarted_ = true;
  pyramidStatus_->setText(tr("Computing …"));
  runner_->run<std::vector<ShortestWin>>(
      tr("Shortest wins of the pyramid game, p = 2 to %1").arg(p),
      [p](const Progress&, const CancelToken& cancel) { return gamelab::solvePyramidTable({.maxRows = p}, Progress::none(), cancel); },
      [this](const Expected<std::vector<ShortestWin>>& result) {
        if (!result) {
          pyramidStatus_->setText(errorReasonText(result.error()));
          return;
        }
        fillPyramid(result.value());
      });
}

void ShortestWinTab::fillPyramid(const std::vector<ShortestWin>& rows) {
  pyramid_->clearContents();
  pyramid_->setRowCount(int(rows.size()));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int p = int(i) + 2, sticks = p * (p + 1) / 2;
    fillRow(pyramid_, int(i), {QString::number(p), QString::number(sticks)}, (sticks + 1) / 2, rows[i]);
  }
  pyramidStatus_->clear();
  pyramidReady_ = true;
  emit pyramidFinished();
}

QString ShortestWinTab::text() const {
  return tr("Stone game") + QLatin1Char('\n') + tableText(stones_) + QStringLiteral("\n\n") + tr("Pyramid") + QLatin1Char('\n') +
         tableText(pyramid_);
}

}  // namespace gamelab::ui
