#include "ui/matrix/pivotpage.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/matrix/pivottableauwidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

PivotPage::PivotPage(QWidget* parent)
    : MatrixPage(parent),
      grid_(new PivotTableauWidget),
      header_(new QLabel),
      info_(new QLabel),
      back_(new QPushButton(tr("◀ Back"))),
      next_(new QPushButton(tr("Next ▶"))),
      choose_(new QPushButton(tr("Choose pivot column"))),
      restart_(new QPushButton(tr("Restart"))),
      constant_(new QLineEdit) {
  auto* layout = new QVBoxLayout(this);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(restart_);
  buttons->addWidget(back_);
  buttons->addWidget(next_);
  buttons->addWidget(choose_);
  buttons->addStretch();
  buttons->addWidget(new QLabel(tr("Constant added:")));
  constant_->setMaximumWidth(70);
  constant_->setToolTip(tr("Step 1: the number added to every entry so that the value is positive. "
                           "Change it to follow a worked example; Enter restarts."));
  buttons->addWidget(constant_);
  layout->addLayout(buttons);
  header_->setWordWrap(true);
  header_->setTextFormat(Qt::RichText);
  layout->addWidget(header_);
  scroll_ = new QScrollArea;
  scroll_->setWidget(grid_);
  scroll_->setWidgetResizable(false);
  scroll_->setFrameShape(QFrame::NoFrame);
  layout->addWidget(scroll_);
  info_->setWordWrap(true);
  info_->setTextFormat(Qt::RichText);
  info_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(info_);
  layout->addStretch(1);
  choose_->setCheckable(true);
  back_->setToolTip(tr("Show the previous tableau."));
  next_->setToolTip(tr("Show the next tableau; at the last one, pivot with the automatic rule (smallest label first)."));
  choose_->setToolTip(tr("Pick the pivot column yourself: click a red bottom-border cell (a negative entry). "
                         "The pivot row follows from the ratio test."));
  restart_->setToolTip(tr("Go back to the starting tableau and forget the pivots taken."));
  connect(back_, &QPushButton::clicked, this, &PivotPage::back);
  connect(next_, &QPushButton::clicked, this, &PivotPage::next);
  connect(restart_, &QPushButton::clicked, this, [this] { rebuild({}); });
  connect(choose_, &QPushButton::toggled, grid_, &PivotTableauWidget::setChoosing);
  connect(grid_, &PivotTableauWidget::columnChosen, this, &PivotPage::chooseColumn);
  connect(constant_, &QLineEdit::returnPressed, this, [this] {
    auto c = parseTypedNumber(constant_->text());
    if (!c || !setConstant(*c)) constant_->setText(trace_ ? fmt::exact(trace_->constant) : QString());
  });
  refresh();
}

void PivotPage::setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint) {
  analysis_ = analysis;
  start_.reset();
  trace_.reset();
  columns_.clear();
  shown_ = 0;
  if (!analysis) {
    header_->setText(hint);
  } else if (analysis->pivotError) {
    header_->setText(analysis->pivotError->code == ErrorCode::TooLarge
                         ? tr("The pivot tableaux are shown for games up to %1 x %1.").arg(8)
                         : errorText(*analysis->pivotError));
  } else if (analysis->pivotStart) {
    start_ = analysis->pivotStart;
    trace_ = start_;
  }
  constant_->setText(trace_ ? fmt::exact(trace_->constant) : QString());
  constant_->setEnabled(trace_.has_value());
  refresh();
}

bool PivotPage::setConstant(const Rational& constant) {
  if (!analysis_) return false;
  PivotOptions options;
  options.constant = constant;
  options.maxRows = options.maxCols = MatrixAnalysisOptions{}.pivotLimit;
  auto start = startPivotMethod(analysis_->game, options);
  if (!start) return false;
  start_ = start.value();
  constant_->setText(fmt::exact(constant));
  rebuild({});
  return true;
}

void PivotPage::rebuild(const std::vector<std::size_t>& columns) {
  if (!start_) return;
  trace_ = start_;
  columns_.clear();
  for (auto c : columns) {
    auto step = pivotOnColumn(*trace_, c);
    if (!step || trace_->status == PivotStatus::Unbounded) break;
    columns_.push_back(c);
  }
  shown_ = trace_->tableaux.size() - 1;
  refresh();
}

void PivotPage::next() {
  if (!trace_) return;
  if (shown_ + 1 < trace_->tableaux.size()) {
    ++shown_;
  } else if (trace_->status == PivotStatus::InProgress) {
    if (auto c = automaticPivotColumn(*trace_)) {
      chooseColumn(*c);
      return;
    }
  }
  refresh();
}

void PivotPage::back() {
  if (shown_ > 0) --shown_;
  refresh();
}

void PivotPage::chooseColumn(std::size_t column) {
  if (!trace_) return;
  // Choosing from an earlier tableau starts a new branch from there.
  std::vector<std::size_t> columns(columns_.begin(), columns_.begin() + std::ptrdiff_t(std::min(shown_, columns_.size())));
  columns.push_back(column);
  rebuild(columns);
}

QString PivotPage::readOutText() const { return info_->text(); }

QString PivotPage::headerText() const { return header_->text(); }

void PivotPage::refresh() {
  const bool have = trace_.has_value();
  back_->setEnabled(have && shown_ > 0);
  restart_->setEnabled(have && !columns_.empty());
  const bool more = have && (shown_ + 1 < trace_->tableaux.size() || trace_->status == PivotStatus::InProgress);
  next_->setEnabled(more);
  choose_->setEnabled(more);
  if (!have) {
    grid_->setDisplay(std::nullopt);
    info_->clear();
    return;
  }
  const auto& t = *trace_;
  PivotTableauWidget::Display d;
  d.tableau = t.tableaux[shown_];
  const bool last = shown_ + 1 == t.tableaux.size();
  for (std::size_t j = 0; j < d.tableau.top.size(); ++j)
    if (sgn(d.tableau.cells.back()[j]) < 0) d.eligibleColumns.push_back(j);
  if (!last) {
    const auto& step = t.steps[shown_];
    d.pivotRow = step.row;
    d.pivotColumn = step.column;
    d.ratios = step.ratios;
    d.minimumRatioRows = step.minimumRatioRows;
  }
  if (shown_ > 0) {
    d.swappedRow = t.steps[shown_ - 1].row;
    d.swappedColumn = t.steps[shown_ - 1].column;
  }
  grid_->setDisplay(d);
  grid_->resize(grid_->sizeHint());
  scroll_->setFixedHeight(std::min(grid_->sizeHint().height() + 4, 420));

  // The total is known only once the method has finished (or stopped unbounded).
  QString head = t.status == PivotStatus::InProgress ? tr("<b>Tableau %1.</b>").arg(shown_ + 1)
                                                     : tr("<b>Tableau %1 of %2.</b>").arg(shown_ + 1).arg(t.tableaux.size());
  if (shown_ == 0)
    head += QLatin1Char(' ') + (t.constant == 0 ? tr("All entries are positive; nothing added.")
                                                : tr("Step 1: added %1 to every entry so that the value is positive.").arg(fmt::exact(t.constant)));
  if (!last) {
    const auto& step = t.steps[shown_];
    const auto& top = d.tableau.top[step.column];
    const QString name = QStringLiteral("%1%2").arg(top.player == PivotLabel::Player::X ? QLatin1Char('x') : QLatin1Char('y')).arg(top.index + 1);
    head += QLatin1Char(' ') + tr("Pivot column %1 (negative bottom entry); ratios right border / entry; the minimum gives the pivot %2 (circled).")
                                   .arg(name, fmt::exact(step.pivot));
  } else if (t.status == PivotStatus::InProgress) {
    head += QLatin1Char(' ') + tr("Red bottom-border cells are negative: their columns are eligible. Press Next, or pick one with "
                                  "“Choose pivot column”.");
  } else if (t.status == PivotStatus::Unbounded) {
    head += QLatin1Char(' ') + tr("<span style='color:#c62828'>The eligible column has no positive entry: the constant was too small.</span>");
  } else {
    head += QLatin1Char(' ') + tr("No negative entry left in the bottom border: done.");
  }
  header_->setText(head);

  if (last && t.status == PivotStatus::Finished) {
    QString r = tr("Read-out: value = 1/corner − constant = 1/(%1) − %2 = <b>%3</b>.")
                    .arg(fmt::exact(t.corner), fmt::exact(t.constant), fmt::exactApprox(t.value));
    r += QStringLiteral("<br>") + tr("p (bottom entries under the x's on top, divided by the corner) = %1").arg(fmt::vector(t.rowStrategy));
    r += QStringLiteral("<br>") + tr("q (right entries beside the y's on the left, divided by the corner) = %1").arg(fmt::vector(t.colStrategy));
    r += QStringLiteral("<br>") + tr("Corner check: %1 = %2 = %3 %4")
                                      .arg(fmt::exact(t.bottomSumUnderX), fmt::exact(t.rightSumBesideY), fmt::exact(t.corner),
                                           t.cornerCheckPasses ? QStringLiteral("<span style='color:#2e7d32'>✓</span>")
                                                               : QStringLiteral("<span style='color:#c62828'>✗</span>"));
    info_->setText(r);
  } else {
    info_->setText(tr("Labels: <span style='color:#1565c0'>x</span> = player I, <span style='color:#2e7d32'>y</span> = player II; "
                      "yellow labels were just swapped."));
  }
}

}  // namespace gamelab::ui
