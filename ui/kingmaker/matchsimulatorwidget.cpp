#include "ui/kingmaker/matchsimulatorwidget.h"

#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/kingmaker/kingmakertext.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace gamelab::ui {

using namespace kingmaker;

namespace {
constexpr Policy kPolicies[] = {Policy::RndAll, Policy::RndEta, Policy::EqProb,
                                Policy::OneEp,  Policy::MaxnFirst, Policy::Paranoid};
enum Column { MatchupColumn, SettingColumn, OfColumn, ExactColumn, DecimalColumn, ColumnCount };

QString policyTip(Policy policy) {
  switch (policy) {
    case Policy::RndAll: return MatchSimulatorWidget::tr("Uniform over all children");
    case Policy::RndEta: return MatchSimulatorWidget::tr("Uniform over the children of the best kmn-η class");
    case Policy::EqProb: return MatchSimulatorWidget::tr("Best predicted payoff, ties uniform (maxn with the average tie rule)");
    case Policy::OneEp: return MatchSimulatorWidget::tr("Best expected payoff; ties by SP-1EP, then uniform (the thesis's 1EP player)");
    case Policy::MaxnFirst: return MatchSimulatorWidget::tr("maxn, first tied child");
    case Policy::Paranoid: return MatchSimulatorWidget::tr("Assumes every other player plays against it");
  }
  return {};
}

QString csvField(QString text) {
  if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))) {
    text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
  }
  return text;
}
}  // namespace

QString policyText(Policy policy) {
  switch (policy) {
    case Policy::RndAll: return MatchSimulatorWidget::tr("RNDall");
    case Policy::RndEta: return MatchSimulatorWidget::tr("RNDeta");
    case Policy::EqProb: return MatchSimulatorWidget::tr("eqprob");
    case Policy::OneEp: return MatchSimulatorWidget::tr("1EP");
    case Policy::MaxnFirst: return MatchSimulatorWidget::tr("maxn-first");
    case Policy::Paranoid: return MatchSimulatorWidget::tr("paranoid");
  }
  return {};
}

MatchSimulatorWidget::MatchSimulatorWidget(QWidget* parent) : QWidget(parent), runner_(new SolverRunner(this)) {
  seatLayout_ = new QVBoxLayout;
  knowCheck_ = new QCheckBox(tr("Players &know the others' policies"), this);
  knowCheck_->setChecked(true);
  knowCheck_->setToolTip(tr("On: everyone best-responds to the actual policies (Table 5.4). Off: everyone "
                            "predicts the others by its own policy (Table 5.3)."));
  rotateCheck_ = new QCheckBox(tr("Average over seat &rotations"), this);
  rotateCheck_->setChecked(true);
  rotateCheck_->setToolTip(tr("Play every distinct assignment of the same policies to the seats and average"));
  readingCombo_ = new QComboBox(this);
  fillReadingCombo(readingCombo_);
  runButton_ = new QPushButton(tr("R&un"), this);
  runButton_->setToolTip(tr("Compute the exact expected win probabilities"));
  thesisButton_ = new QPushButton(tr("&Thesis experiment"), this);
  thesisButton_->setToolTip(tr("The six rows of Tables 5.3/5.4: one or two 1EP players against RNDall, RNDeta "
                               "and eqprob, with the current settings (three players)"));
  cancelButton_ = new QPushButton(tr("Cancel"), this);
  cancelButton_->setEnabled(false);
  copyButton_ = new QPushButton(tr("&Copy as CSV"), this);
  copyButton_->setToolTip(tr("Copy the results table to the clipboard as comma-separated values"));
  statusLabel_ = new QLabel(this);
  statusLabel_->setWordWrap(true);
  results_ = new QTableWidget(0, ColumnCount, this);
  results_->setHorizontalHeaderLabels({tr("Matchup"), tr("Setting"), tr("Of"), tr("Win probability"), tr("Decimal")});
  results_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  results_->horizontalHeader()->setStretchLastSection(true);
  results_->verticalHeader()->setVisible(false);
  results_->setEditTriggers(QAbstractItemView::NoEditTriggers);

  auto* settings = new QFormLayout;
  settings->addRow(tr("Reading:"), readingCombo_);
  auto* left = new QVBoxLayout;
  left->addLayout(seatLayout_);
  left->addWidget(knowCheck_);
  left->addWidget(rotateCheck_);
  left->addLayout(settings);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(runButton_);
  buttons->addWidget(thesisButton_);
  buttons->addWidget(cancelButton_);
  buttons->addStretch(1);
  buttons->addWidget(copyButton_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(left);
  layout->addLayout(buttons);
  layout->addWidget(statusLabel_);
  layout->addWidget(results_, 1);

  connect(runButton_, &QPushButton::clicked, this, &MatchSimulatorWidget::run);
  connect(thesisButton_, &QPushButton::clicked, this, &MatchSimulatorWidget::runThesisExperiment);
  connect(cancelButton_, &QPushButton::clicked, this, &MatchSimulatorWidget::cancel);
  connect(copyButton_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(csv()); });
  connect(runner_, &SolverRunner::cancelled, this, [this] {
    queue_.clear();
    queueNames_.clear();
    statusLabel_->setText(tr("Cancelled."));
    setBusy(false);
    emit finished();
  });
  clear();
}

void MatchSimulatorWidget::clear() {
  cancel();
  game_ = {};
  hasGame_ = false;
  rebuildSeats();
  statusLabel_->setText(tr("No binary game."));
  setBusy(false);
}

void MatchSimulatorWidget::setGame(const BinaryGame& game) {
  cancel();
  game_ = game;
  hasGame_ = true;
  rows_.clear();
  results_->setRowCount(0);
  rebuildSeats();
  statusLabel_->clear();
  setBusy(false);
}

void MatchSimulatorWidget::rebuildSeats() {
  for (QComboBox* combo : seatCombos_) delete combo->parentWidget();
  seatCombos_.clear();
  if (!hasGame_) return;
  for (int p = 0; p < game_.players; ++p) {
    auto* row = new QWidget(this);
    auto* box = new QHBoxLayout(row);
    box->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("Seat %1 (%2):").arg(p + 1).arg(kingmakerPlayerName(game_, p)), row);
    label->setStyleSheet(QStringLiteral("color: %1").arg(playerColor(p).name()));
    auto* combo = new QComboBox(row);
    for (Policy policy : kPolicies) {
      combo->addItem(policyText(policy), int(policy));
      combo->setItemData(combo->count() - 1, policyTip(policy), Qt::ToolTipRole);
    }
    combo->setCurrentIndex(combo->findData(int(p == 0 ? Policy::OneEp : Policy::RndAll)));
    combo->setToolTip(tr("The policy of seat %1").arg(p + 1));
    label->setBuddy(combo);
    box->addWidget(label);
    box->addWidget(combo, 1);
    seatLayout_->addWidget(row);
    seatCombos_.push_back(combo);
  }
}

void MatchSimulatorWidget::setOptions(const MatchOptions& options) {
  for (std::size_t p = 0; p < seatCombos_.size() && p < options.seats.size(); ++p)
    seatCombos_[p]->setCurrentIndex(seatCombos_[p]->findData(int(options.seats[p])));
  knowCheck_->setChecked(options.know);
  rotateCheck_->setChecked(options.rotateSeats);
  readingCombo_->setCurrentIndex(readingCombo_->findData(int(options.reading)));
}

MatchOptions MatchSimulatorWidget::options() const {
  MatchOptions options;
  for (QComboBox* combo : seatCombos_) options.seats.push_back(Policy(combo->currentData().toInt()));
  options.know = knowCheck_->isChecked();
  options.rotateSeats = rotateCheck_->isChecked();
  options.reading = Reading(readingCombo_->currentData().toInt());
  return options;
}

bool MatchSimulatorWidget::isRunning() const { return runner_->isRunning(); }

void MatchSimulatorWidget::cancel() {
  queue_.clear();
  queueNames_.clear();
  runner_->cancel();
}

void MatchSimulatorWidget::setBusy(bool busy) {
  runButton_->setEnabled(hasGame_ && !busy);
  thesisButton_->setEnabled(hasGame_ && !busy && game_.players == 3);
  cancelButton_->setEnabled(busy);
  copyButton_->setEnabled(!rows_.empty());
  for (QComboBox* combo : seatCombos_) combo->setEnabled(!busy);
}

void MatchSimulatorWidget::run() {
  if (!hasGame_ || isRunning()) return;
  const MatchOptions current = options();
  QStringList seats;
  for (Policy policy : current.seats) seats << policyText(policy);
  queue_ = {current};
  queueNames_ = {seats.join(QStringLiteral(" / "))};
  startNext();
}

void MatchSimulatorWidget::runThesisExperiment() {
  if (!hasGame_ || isRunning() || game_.players != 3) return;
  const MatchOptions base = options();
  queue_.clear();
  queueNames_.clear();
  for (Policy other : {Policy::RndAll, Policy::RndEta, Policy::EqProb}) {
    for (int ones = 1; ones <= 2; ++ones) {
      MatchOptions o = base;
      o.seats = {Policy::OneEp, ones == 2 ? Policy::OneEp : other, other};
      queue_.push_back(o);
      queueNames_.push_back(tr("1EP×%1 vs %2×%3").arg(ones).arg(policyText(other)).arg(3 - ones));
    }
  }
  startNext();
}

void MatchSimulatorWidget::startNext() {
  if (queue_.empty()) {
    setBusy(false);
    emit finished();
    return;
  }
  const MatchOptions options = queue_.front();
  const QString name = queueNames_.front();
  queue_.erase(queue_.begin());
  queueNames_.erase(queueNames_.begin());
  setBusy(true);
  statusLabel_->setText(tr("Playing %1…").arg(name));
  auto game = std::make_shared<const BinaryGame>(game_);
  runner_->run<MatchResult>(
      tr("Match"),
      [game, options](const Progress& progress, const CancelToken& cancel) {
        return solveMatch(*game, options, progress, cancel);
      },
      [this, options, name](const Expected<MatchResult>& result) {
        if (!result) {
          queue_.clear();
          queueNames_.clear();
          statusLabel_->setText(errorText(result.error()));
          setBusy(false);
          emit finished();
          return;
        }
        appendRow({name, options, *result});
        statusLabel_->setText(tr("%1: done (%n seat assignment(s) averaged).", nullptr, result->rotations).arg(name));
        startNext();
      });
}

void MatchSimulatorWidget::appendRow(const Row& row) {
  rows_.push_back(row);
  const QString setting = (row.options.know ? tr("know") : tr("don't know")) + QStringLiteral(", ") +
                          (row.options.rotateSeats ? tr("rotated") : tr("fixed seats"));
  auto add = [&](const QString& of, const Rational& value, bool policyRow) {
    const int r = results_->rowCount();
    results_->insertRow(r);
    results_->setItem(r, MatchupColumn, new QTableWidgetItem(row.matchup));
    results_->setItem(r, SettingColumn, new QTableWidgetItem(setting));
    auto* ofItem = new QTableWidgetItem(of);
    if (policyRow) {
      QFont bold = ofItem->font();
      bold.setBold(true);
      ofItem->setFont(bold);
    }
    results_->setItem(r, OfColumn, ofItem);
    results_->setItem(r, ExactColumn, new QTableWidgetItem(formatRational(value)));
    results_->setItem(r, DecimalColumn, new QTableWidgetItem(formatDecimal(value, 4)));
  };
  for (const auto& [policy, value] : row.result.perPolicy) add(tr("%1 (average)").arg(policyText(policy)), value, true);
  for (int p = 0; p < int(row.result.perSeat.size()); ++p)
    add(tr("Seat %1 (%2): %3").arg(p + 1).arg(kingmakerPlayerName(game_, p)).arg(policyText(row.options.seats[p])),
        row.result.perSeat[p], false);
  copyButton_->setEnabled(true);
}

QString MatchSimulatorWidget::csv() const {
  QStringList lines;
  QStringList header;
  for (int c = 0; c < results_->columnCount(); ++c) header << csvField(results_->horizontalHeaderItem(c)->text());
  lines << header.join(QLatin1Char(','));
  for (int r = 0; r < results_->rowCount(); ++r) {
    QStringList fields;
    for (int c = 0; c < results_->columnCount(); ++c) fields << csvField(results_->item(r, c)->text());
    lines << fields.join(QLatin1Char(','));
  }
  return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace gamelab::ui
