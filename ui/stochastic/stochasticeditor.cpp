#include "ui/stochastic/stochasticeditor.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/progresspanel.h"
#include "ui/common/celltextdelegate.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/headerrenameedit.h"
#include "ui/common/numberformat.h"
#include "ui/stochastic/stochasticanalysis.h"
#include "ui/stochastic/stochasticdocument.h"
#include "ui/stochastic/stochasticpages.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

const QColor kBadCell(255, 205, 210);

/// Cell editors: the whole text selected on entry (CellTextDelegate); Enter commits and moves down.
class StochasticCellDelegate : public CellTextDelegate {
 public:
  StochasticCellDelegate(QObject* parent, std::function<void()> enter)
      : CellTextDelegate(parent), enter_(std::move(enter)) {}
  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QWidget* editor = CellTextDelegate::createEditor(parent, option, index);
    editor->setToolTip(QCoreApplication::translate(
        "StochasticEditor", "Payoff, then each next state with its probability: 4 + 3/10 G1 + 2/5 G2 (Tab, Enter: next cell)"));
    return editor;
  }
  bool eventFilter(QObject* object, QEvent* event) override {
    if (event->type() == QEvent::KeyPress) {
      const int key = static_cast<QKeyEvent*>(event)->key();
      if ((key == Qt::Key_Return || key == Qt::Key_Enter) && qobject_cast<QLineEdit*>(object)) {
        auto* editor = static_cast<QWidget*>(object);
        emit commitData(editor);
        emit closeEditor(editor, QAbstractItemDelegate::NoHint);
        QTimer::singleShot(0, this, enter_);
        return true;
      }
    }
    return CellTextDelegate::eventFilter(object, event);
  }

 private:
  std::function<void()> enter_;
};

QString cellName(int row, int col) { return QStringLiteral("(%1, %2)").arg(row + 1).arg(col + 1); }

}  // namespace

StochasticEditor::StochasticEditor(StochasticDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      states_(new QTabWidget),
      name_(new QLineEdit),
      q_(new QLineEdit),
      problems_(new QLabel),
      controller_(new AnalysisController(this, [this](const QString& hint) { showAnalysis(nullptr, hint); })),
      progress_(new ProgressPanel(controller_->runner())),
      pageTabs_(new QTabWidget) {
  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  auto* form = new QFormLayout;
  name_->setToolTip(tr("The name of the current state, used in the cells (\"3/10 G1\")"));
  q_->setPlaceholderText(tr("empty: every play ends"));
  q_->setToolTip(tr("Q, the payoff of a play that never ends (recursive games); empty when play ends with "
                    "probability 1"));
  form->addRow(tr("State name:"), name_);
  form->addRow(tr("Infinite play pays Q ="), q_);
  leftLayout->addLayout(form);
  auto* row = new QHBoxLayout;
  const std::vector<std::pair<QString, QString>> buttons{
      {QStringLiteral("add-state"), tr("Add state")},   {QStringLiteral("remove-state"), tr("Remove state")},
      {QStringLiteral("add-row"), tr("Add row")},       {QStringLiteral("remove-row"), tr("Remove row")},
      {QStringLiteral("add-column"), tr("Add column")}, {QStringLiteral("remove-column"), tr("Remove column")}};
  const QStringList tips{tr("Add a state with a 2×2 matrix of zeros"), tr("Remove the current state; moves into it end the game"),
                         tr("Add a row below the current cell"), tr("Remove the current cell's row"),
                         tr("Add a column right of the current cell"), tr("Remove the current cell's column")};
  for (std::size_t k = 0; k < buttons.size(); ++k) {
    auto* b = new QToolButton;
    b->setText(buttons[k].second);
    b->setToolTip(tips[static_cast<int>(k)]);
    b->setObjectName(buttons[k].first);
    connect(b, &QToolButton::clicked, this, [this, key = buttons[k].first] { structureEdit(key); });
    row->addWidget(b);
    buttons_.push_back(b);
  }
  row->addStretch(1);
  leftLayout->addLayout(row);
  states_->setToolTip(tr("The states of the game, each a matrix game whose cells may move to other states"));
  leftLayout->addWidget(states_, 1);
  problems_->setWordWrap(true);
  styleAsError(problems_);
  problems_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  leftLayout->addWidget(problems_);

  auto* right = new QWidget;
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->addWidget(progress_);
  pages_ = {new StochasticValuesPage, new StochasticOneShotPage, new StochasticIterationPage,
            new StochasticFixedPointPage};
  pageTabs_->addTab(pages_[0], tr("Values"));
  pageTabs_->addTab(pages_[1], tr("One-shot matrix"));
  pageTabs_->addTab(pages_[2], tr("Shapley iteration"));
  pageTabs_->addTab(pages_[3], tr("Fixed points"));
  pageTabs_->setTabToolTip(0, tr("The value of every state and stationary optimal strategies"));
  pageTabs_->setTabToolTip(1, tr("The current state's matrix with the values substituted"));
  pageTabs_->setTabToolTip(2, tr("Shapley's value iteration with its error bound"));
  pageTabs_->setTabToolTip(3, tr("One-state recursive games: the solutions of v = Val(A(v))"));
  rightLayout->addWidget(pageTabs_, 1);

  auto* splitter = new QSplitter;
  splitter->addWidget(left);
  splitter->addWidget(right);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(splitter);

  connect(states_, &QTabWidget::currentChanged, this, &StochasticEditor::onCurrentStateChanged);
  connect(name_, &QLineEdit::editingFinished, this, &StochasticEditor::commitName);
  connect(q_, &QLineEdit::editingFinished, this, &StochasticEditor::commitInfinitePlay);
  connect(doc_, &GameDocument::changed, this, &StochasticEditor::onDocumentChanged);
  connect(controller_, &AnalysisController::analysisFinished, this, &StochasticEditor::analysisFinished);
  controller_->setAutomaticRun([this] { runAnalysis(); });
  onDocumentChanged();
}

QTableWidget* StochasticEditor::table(int state) const { return qobject_cast<QTableWidget*>(states_->widget(state)); }

QToolButton* StochasticEditor::button(const QString& key) const {
  for (auto* b : buttons_)
    if (b->objectName() == key) return b;
  return nullptr;
}

QString StochasticEditor::problemsText() const { return problems_->text(); }

StochasticIterationPage* StochasticEditor::iterationPage() const {
  return static_cast<StochasticIterationPage*>(pages_[2]);
}
StochasticFixedPointPage* StochasticEditor::fixedPointPage() const {
  return static_cast<StochasticFixedPointPage*>(pages_[3]);
}

void StochasticEditor::buildTables() {
  const auto& game = doc_->game();
  const int current = states_->currentIndex();
  filling_ = true;
  while (states_->count() > game.stateCount()) {
    QWidget* w = states_->widget(states_->count() - 1);
    states_->removeTab(states_->count() - 1);
    w->deleteLater();
  }
  while (states_->count() < game.stateCount()) {
    auto* table = new QTableWidget;
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    table->setItemDelegate(new StochasticCellDelegate(table, [this, table] { moveDown(table); }));
    table->horizontalHeader()->setDefaultSectionSize(150);
    table->setToolTip(tr("Each cell: the payoff to player I, then the next states with their probabilities, "
                         "e.g. 4 + 3/10 G1 + 2/5 G2; the rest of the probability ends the game"));
    const int index = states_->count();
    connect(table, &QTableWidget::itemChanged, this, &StochasticEditor::onItemChanged);
    connect(table->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this,
            [this, index](int section) { renameHeader(index, Qt::Horizontal, section); });
    connect(table->verticalHeader(), &QHeaderView::sectionDoubleClicked, this,
            [this, index](int section) { renameHeader(index, Qt::Vertical, section); });
    states_->addTab(table, QString());
  }
  for (int k = 0; k < game.stateCount(); ++k) {
    states_->setTabText(k, QString::fromStdString(game.states[static_cast<std::size_t>(k)].name));
    fillTable(k);
  }
  if (current >= 0 && current < states_->count()) states_->setCurrentIndex(current);
  filling_ = false;
}

void StochasticEditor::fillTable(int k) {
  const auto& draft = doc_->state();
  const auto& state = draft.game.states[static_cast<std::size_t>(k)];
  QTableWidget* t = table(k);
  t->setRowCount(state.rows);
  t->setColumnCount(state.cols);
  QStringList rowHeaders, colHeaders;
  for (int i = 0; i < state.rows; ++i) {
    const std::string label = i < static_cast<int>(state.rowLabels.size()) ? state.rowLabels[static_cast<std::size_t>(i)] : "";
    rowHeaders << (label.empty() ? QString::number(i + 1) : QString::fromStdString(label));
  }
  for (int j = 0; j < state.cols; ++j) {
    const std::string label = j < static_cast<int>(state.colLabels.size()) ? state.colLabels[static_cast<std::size_t>(j)] : "";
    colHeaders << (label.empty() ? QString::number(j + 1) : QString::fromStdString(label));
  }
  t->setVerticalHeaderLabels(rowHeaders);
  t->setHorizontalHeaderLabels(colHeaders);
  for (int i = 0; i < state.rows; ++i)
    for (int j = 0; j < state.cols; ++j) {
      QTableWidgetItem* item = t->item(i, j);
      if (!item) {
        item = new QTableWidgetItem;
        t->setItem(i, j, item);
      }
      const QString text = QString::fromStdString(cellText(draft, k, i, j));
      if (item->text() != text) item->setText(text);
      const auto bad = draft.badCells.find({k, i, j});
      if (bad != draft.badCells.end()) {
        item->setBackground(kBadCell);
        auto parsed = stochastic::parseCellExpression(bad->second, draft.game);
        item->setToolTip(parsed ? QString() : errorReasonText(parsed.error()));
      } else {
        item->setBackground(QBrush());
        item->setToolTip(tr("Payoff %1 to player I, then the next state (double-click or type to edit)")
                             .arg(QString::fromStdString(toString(state.cell(i, j).payoff))));
      }
    }
}

void StochasticEditor::onDocumentChanged() {
  buildTables();
  const auto& game = doc_->game();
  const QString q = game.infinitePlay ? QString::fromStdString(toString(*game.infinitePlay)) : QString();
  if (qProblem_.isEmpty() && !q_->hasFocus()) q_->setText(q);
  onCurrentStateChanged(states_->currentIndex());
  updateProblems();
  if (!problems_->text().isEmpty())
    controller_->documentChanged(false, tr("Fix the problems shown under the states to see the analysis."));
  else
    controller_->documentChanged(true);
}

void StochasticEditor::onItemChanged(QTableWidgetItem* item) {
  if (filling_) return;
  const int k = states_->indexOf(item->tableWidget());
  if (k < 0) return;
  StochasticDraft draft = doc_->state();
  const std::string text = item->text().trimmed().toStdString();
  if (text == cellText(draft, k, item->row(), item->column())) return;
  (void)setCellText(draft, k, item->row(), item->column(), text);
  doc_->edit(std::move(draft), tr("Edit cell %1 of %2").arg(cellName(item->row(), item->column()),
                                                           QString::fromStdString(doc_->game().states[static_cast<std::size_t>(k)].name)));
}

void StochasticEditor::onCurrentStateChanged(int state) {
  if (state < 0 || state >= doc_->game().stateCount()) return;
  if (!name_->hasFocus()) name_->setText(QString::fromStdString(doc_->game().states[static_cast<std::size_t>(state)].name));
  for (auto* page : pages_) page->setCurrentState(state);
}

void StochasticEditor::commitName() {
  const int k = states_->currentIndex();
  if (k < 0) return;
  const std::string name = name_->text().trimmed().toStdString();
  if (name == doc_->game().states[static_cast<std::size_t>(k)].name) return;
  StochasticDraft draft = doc_->state();
  renameState(draft, k, name);
  doc_->edit(std::move(draft), tr("Rename state"));
}

void StochasticEditor::commitInfinitePlay() {
  const QString text = q_->text().trimmed();
  std::optional<Rational> q;
  if (!text.isEmpty()) {
    q = parseTypedNumber(text);
    if (!q) {
      qProblem_ = tr("Q: \"%1\" is not a number (an integer, a fraction such as -2/7 or a decimal).").arg(text);
      q_->setStyleSheet(QStringLiteral("QLineEdit { background: #ffcdd2; }"));
      q_->setToolTip(qProblem_);
      updateProblems();
      return;
    }
  }
  qProblem_.clear();
  q_->setStyleSheet(QString());
  if (q == doc_->game().infinitePlay) {
    updateProblems();
    return;
  }
  StochasticDraft draft = doc_->state();
  draft.game.infinitePlay = q;
  doc_->edit(std::move(draft), tr("Set Q"));
}

void StochasticEditor::structureEdit(const QString& key) {
  const int k = std::max(0, states_->currentIndex());
  StochasticDraft draft = doc_->state();
  QTableWidget* t = table(k);
  const int row = t && t->currentRow() >= 0 ? t->currentRow() : draft.game.states[static_cast<std::size_t>(k)].rows - 1;
  const int col = t && t->currentColumn() >= 0 ? t->currentColumn() : draft.game.states[static_cast<std::size_t>(k)].cols - 1;
  QString text;
  int select = k;
  if (key == QLatin1String("add-state")) {
    select = addState(draft);
    text = tr("Add state");
  } else if (key == QLatin1String("remove-state")) {
    removeState(draft, k);
    select = std::min(k, draft.game.stateCount() - 1);
    text = tr("Remove state");
  } else if (key == QLatin1String("add-row")) {
    insertRow(draft, k, row + 1);
    text = tr("Add row");
  } else if (key == QLatin1String("remove-row")) {
    removeRow(draft, k, row);
    text = tr("Remove row");
  } else if (key == QLatin1String("add-column")) {
    insertColumn(draft, k, col + 1);
    text = tr("Add column");
  } else if (key == QLatin1String("remove-column")) {
    removeColumn(draft, k, col);
    text = tr("Remove column");
  }
  doc_->edit(std::move(draft), text);
  states_->setCurrentIndex(select);
}

void StochasticEditor::moveDown(QTableWidget* t) {
  if (!t) return;
  int row = t->currentRow() + 1, col = t->currentColumn();
  if (row >= t->rowCount()) {
    row = 0;
    col = col + 1 < t->columnCount() ? col + 1 : 0;
  }
  const QModelIndex index = t->model()->index(row, col);
  t->setCurrentIndex(index);
  t->setFocus();
  t->edit(index);
}

void StochasticEditor::renameHeader(int k, Qt::Orientation orientation, int section) {
  QTableWidget* t = table(k);
  if (!t) return;
  const auto& state = doc_->game().states[static_cast<std::size_t>(k)];
  const bool rows = orientation == Qt::Vertical;
  const auto& labels = rows ? state.rowLabels : state.colLabels;
  const QString current = section < static_cast<int>(labels.size()) ? QString::fromStdString(labels[static_cast<std::size_t>(section)]) : QString();
  editHeaderSectionInPlace(rows ? t->verticalHeader() : t->horizontalHeader(), orientation, section, current,
                           rows ? tr("row label") : tr("column label"), tr("The label of this strategy"),
                           [this, k, rows, section](const QString& text) {
                             if (k >= doc_->game().stateCount()) return;
                             StochasticDraft draft = doc_->state();
                             auto& s = draft.game.states[static_cast<std::size_t>(k)];
                             auto& list = rows ? s.rowLabels : s.colLabels;
                             list.resize(static_cast<std::size_t>(rows ? s.rows : s.cols));
                             if (section >= static_cast<int>(list.size())) return;
                             list[static_cast<std::size_t>(section)] = text.trimmed().toStdString();
                             doc_->edit(std::move(draft), rows ? tr("Rename row") : tr("Rename column"));
                           });
}

void StochasticEditor::updateProblems() {
  const auto& draft = doc_->state();
  QStringList lines;
  for (const auto& [key, text] : draft.badCells) {
    auto parsed = stochastic::parseCellExpression(text, draft.game);
    lines << tr("State %1, cell %2: %3")
                 .arg(QString::fromStdString(draft.game.states[static_cast<std::size_t>(key[0])].name),
                      cellName(key[1], key[2]), parsed ? tr("not understood") : errorReasonText(parsed.error()));
  }
  if (!qProblem_.isEmpty()) lines << qProblem_;
  if (lines.isEmpty())
    for (const auto& problem : stochastic::validateStochasticGame(draft.game)) lines << errorReasonText(problem.error);
  problems_->setText(lines.join(QLatin1Char('\n')));
  problems_->setVisible(!lines.isEmpty());
}

void StochasticEditor::runAnalysis() {
  if (!problems_->text().isEmpty()) return;
  const stochastic::StochasticGame game = doc_->game();
  QPointer<StochasticEditor> self(this);
  controller_->run<StochasticAnalysis>(
      tr("Solving the stochastic game"),
      [game](const Progress& progress, const CancelToken& cancel) { return analyseStochastic(game, progress, cancel); },
      [self](const StochasticAnalysis& result) {
        return self && self->doc_->state().badCells.empty() && result.game == self->doc_->game();
      },
      [self](std::shared_ptr<const StochasticAnalysis> result) {
        if (self) self->showAnalysis(std::move(result), {});
      });
}

void StochasticEditor::showAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint) {
  for (auto* page : pages_) page->setAnalysis(analysis, hint);
}

}  // namespace gamelab::ui
