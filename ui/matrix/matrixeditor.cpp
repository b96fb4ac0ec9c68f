#include "ui/matrix/matrixeditor.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/payofftableview.h"
#include "ui/common/tableeditorparts.h"
#include "ui/document/documentopener.h"
#include "ui/matrix/matrixanalysis.h"
#include "ui/matrix/matrixanalysispanel.h"
#include "ui/matrix/matrixcellcommands.h"
#include "ui/matrix/matrixcelldelegate.h"
#include "ui/common/payoffblock.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixstructurecommands.h"
#include "ui/matrix/matrixtablemodel.h"
#include "ui/matrix/matrixconversion.h"
#include "ui/parameters/parametersweepcontroller.h"
#include "ui/parameters/parameterpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QTableView>
#include <QToolBar>

#include <algorithm>

namespace gamelab::ui {

MatrixEditor::MatrixEditor(MatrixDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      model_(new MatrixTableModel(doc, this)),
      view_(new PayoffTableView),
      panel_(new MatrixAnalysisPanel),
      controller_(new AnalysisController(this, [this](const QString& hint) { panel_->setAnalysis(nullptr, hint); })),
      progress_(new ProgressPanel(controller_->runner())),
      toolBar_(new QToolBar),
      status_(new QLabel),
      parameters_(new ParameterPanel(doc)) {
  auto* delegate = new MatrixCellDelegate(view_);
  setUpEditableTable(view_, model_, delegate, PayoffTableMetrics{72, 36, 10}, status_, [this] { clearSelection(); });

  setUpStatusLine(status_);

  buildActions();

  QWidget* left = stackTableSide({{toolBar_, 0}, {parameters_, 0}, {view_, 1}, {status_, 0}});
  connect(doc_, &MatrixDocument::parametersChanged, parameters_, &ParameterPanel::refresh);
  parameters_->refresh();  // now that it has a parent: hidden without parameters
  connect(parameters_, &ParameterPanel::message, this, [this](const QString& m, bool error) { showStatus(m, error); });
  // Give the table what a small matrix needs and the analysis the rest.
  const int tableWidth = 90 + 74 * int(std::min<std::size_t>(doc_->colCount() + 2, 12));
  layOutEditorWithAnalysis(this, left, progress_, panel_, std::max(tableWidth, toolBar_->sizeHint().width()));

  connect(model_, &MatrixTableModel::inputRejected, this, [this](const QString& m) { showStatus(m, true); });
  connect(delegate, &MatrixCellDelegate::inputRejected, this, [this](const QString& m) { showStatus(m, true); });
  connect(model_, &MatrixTableModel::solutionVisibilityChanged, this, &MatrixEditor::applyHiddenMargins);
  connect(model_, &QAbstractItemModel::modelReset, this, &MatrixEditor::applyHiddenMargins);
  connect(doc_, &GameDocument::changed, this, &MatrixEditor::onDocumentChanged);
  controller_->setAutomaticRun([this] { solve(); });
  addParameterSweepTab(
      panel_, doc_, [this] { return sweepableParameters(doc_->parameterState().parameters); },
      [this](const std::string& name) { return zeroSumSweepRequest(doc_->game(), doc_->parameterState(), name); }, this);
  connect(controller_, &AnalysisController::analysisFinished, this, &MatrixEditor::analysisFinished);
  connect(view_, &QWidget::customContextMenuRequested, this, &MatrixEditor::showContextMenu);
  connectHeaderRename(view_, this, [this](Qt::Orientation o, int s) { renameHeader(o, s); });
  // The margins (row min, p, col max, q) are not strategies: a right-click there selects nothing.
  connectHeaderContextMenus(
      view_, this,
      [this](Qt::Orientation o, int s) { return s < int(o == Qt::Horizontal ? doc_->colCount() : doc_->rowCount()); },
      [this](const QPoint& p) { showContextMenu(p); });

  applyHiddenMargins();
  view_->setCurrentIndex(model_->index(0, 0));
  onDocumentChanged();
}

MatrixEditor::~MatrixEditor() = default;

SolverRunner* MatrixEditor::runner() const { return controller_->runner(); }

QString MatrixEditor::statusText() const { return status_->text(); }

void MatrixEditor::showStatus(const QString& text, bool error) {
  showStatusText(status_, text, error);
}

void MatrixEditor::buildActions() {
  setUpEditorToolBar(toolBar_);
  auto add = [this](const QString& text, const QString& tip, std::function<void()> slot, const QKeySequence& key = {}) {
    return addEditorAction(this, text, tip, std::move(slot), key);
  };
  solveAction_ = add(tr("Solve"), tr("Analyse the game now"), [this] { solve(); }, QKeySequence(Qt::Key_F5));
  toolBar_->addAction(solveAction_);
  toolBar_->addSeparator();
  toolBar_->addAction(add(tr("+Row↑"), tr("Insert a row above the current one"), [this] { insertLine(Side::Row, false); }));
  toolBar_->addAction(add(tr("+Row↓"), tr("Insert a row below the current one"), [this] { insertLine(Side::Row, true); },
                          QKeySequence(Qt::CTRL | Qt::Key_R)));
  toolBar_->addAction(add(tr("+Col←"), tr("Insert a column left of the current one"), [this] { insertLine(Side::Column, false); }));
  toolBar_->addAction(add(tr("+Col→"), tr("Insert a column right of the current one"), [this] { insertLine(Side::Column, true); },
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)));
  toolBar_->addSeparator();
  toolBar_->addAction(add(tr("−Row"), tr("Delete the selected rows"), [this] { deleteLines(Side::Row); }));
  toolBar_->addAction(add(tr("−Col"), tr("Delete the selected columns"), [this] { deleteLines(Side::Column); }));
  toolBar_->addSeparator();
  toolBar_->addAction(add(tr("↑"), tr("Move the current row up"), [this] { moveLine(Side::Row, -1); }, QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Up)));
  toolBar_->addAction(add(tr("↓"), tr("Move the current row down"), [this] { moveLine(Side::Row, +1); }, QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Down)));
  toolBar_->addAction(add(tr("←"), tr("Move the current column left"), [this] { moveLine(Side::Column, -1); }, QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Left)));
  toolBar_->addAction(add(tr("→"), tr("Move the current column right"), [this] { moveLine(Side::Column, +1); }, QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Right)));
  toolBar_->addSeparator();
  toolBar_->addAction(add(tr("+c"), tr("Add a constant to every payoff (the value shifts by it, optimal strategies stay)"), [this] { addConstant(); }));
  toolBar_->addAction(add(tr("Size…"), tr("Set the number of rows and columns"), [this] { resizeMatrix(); }));
  QAction* addParameter = add(tr("+Param"), tr("Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1"),
                              [this] { parameters_->addParameter(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
  addParameter->setObjectName(QStringLiteral("addParameter"));
  toolBar_->addAction(addParameter);
  toolBar_->addSeparator();
  QAction* generalSum = add(tr("→ General-sum"), tr("Open this game in the general-sum (strategic-form) editor, with B = −A"), [this] {
    if (!openNewDocument(this, toGeneralSumDocument(*doc_)))
      showStatus(tr("The general-sum version can only be opened from the main window."), true);
  });
  generalSum->setObjectName(QStringLiteral("convertToGeneralSum"));
  toolBar_->addAction(generalSum);

  add(tr("Copy"), tr("Copy the selected payoffs"), [this] { copySelection(); }, QKeySequence::Copy);
  add(tr("Paste"), tr("Paste a tab- or comma-separated block at the current cell"), [this] { paste(); }, QKeySequence::Paste);
}

void MatrixEditor::applyHiddenMargins() {
  // Every section is set, not only the probability margins: the view keeps a section hidden by
  // its number across a model reset, so after Size… the row minima (now at the number where the
  // probabilities were) would stay hidden.
  const bool show = model_->hasSolution();
  const int rows = model_->rowCount(), cols = model_->columnCount();
  const int rowProbability = int(doc_->rowCount()) + 1, colProbability = int(doc_->colCount()) + 1;
  for (int c = 0; c < cols; ++c) {
    const bool hide = c == colProbability && !show;
    if (view_->isColumnHidden(c) != hide) view_->setColumnHidden(c, hide);
  }
  for (int r = 0; r < rows; ++r) {
    const bool hide = r == rowProbability && !show;
    if (view_->isRowHidden(r) != hide) view_->setRowHidden(r, hide);
  }
}

void MatrixEditor::onDocumentChanged() {
  const bool automatic = doc_->rowCount() * doc_->colCount() <= kAutoSolveCells;
  controller_->documentChanged(automatic, tr("This game is large (%1 x %2): press Solve (F5) to analyse it.")
                                            .arg(doc_->rowCount()).arg(doc_->colCount()));
}

void MatrixEditor::solve() {
  const MatrixGame game = doc_->game();
  const auto options = MatrixAnalysisOptions::forSize(game.rows, game.cols);
  controller_->run<MatrixAnalysis>(
      tr("Analysing the %1 x %2 game").arg(game.rows).arg(game.cols),
      [game, options](const Progress& progress, const CancelToken& cancel) {
        return analyzeMatrixGame(game, options, progress, cancel);
      },
      [this](const MatrixAnalysis& result) { return result.game == doc_->game(); },
      [this](std::shared_ptr<const MatrixAnalysis> analysis) {
        model_->setDominance(analysis->dominance);
        model_->setSolution(analysis->solution);
        panel_->setAnalysis(analysis);
      });
}

std::vector<std::size_t> MatrixEditor::selectedLines(Side side) const {
  std::vector<std::size_t> lines;
  const std::size_t limit = side == Side::Row ? doc_->rowCount() : doc_->colCount();
  auto consider = [&](const QModelIndex& index) {
    if (!index.isValid()) return;
    const int k = side == Side::Row ? index.row() : index.column();
    if (k >= 0 && std::size_t(k) < limit) lines.push_back(std::size_t(k));
  };
  for (const auto& index : view_->selectionModel()->selectedIndexes()) consider(index);
  if (lines.empty()) consider(view_->currentIndex());
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  return lines;
}

void MatrixEditor::insertLine(Side side, bool after) {
  const QModelIndex current = view_->currentIndex();
  const std::size_t count = side == Side::Row ? doc_->rowCount() : doc_->colCount();
  std::size_t at = after ? count : 0;
  if (current.isValid()) {
    const std::size_t k = std::size_t(side == Side::Row ? current.row() : current.column());
    if (k < count) at = after ? k + 1 : k;
  }
  doc_->undoStack()->push(new InsertMatrixLinesCommand(doc_, side, at, 1));
  view_->setCurrentIndex(side == Side::Row ? model_->index(int(at), std::max(0, current.column()))
                                           : model_->index(std::max(0, current.row()), int(at)));
}

void MatrixEditor::deleteLines(Side side) {
  auto lines = selectedLines(side);
  const std::size_t count = side == Side::Row ? doc_->rowCount() : doc_->colCount();
  if (lines.empty()) return;
  if (lines.size() >= count) {
    showStatus(side == Side::Row ? tr("A game needs at least one row.") : tr("A game needs at least one column."), true);
    return;
  }
  doc_->undoStack()->beginMacro(side == Side::Row ? tr("Delete %n row(s)", nullptr, int(lines.size()))
                                                  : tr("Delete %n column(s)", nullptr, int(lines.size())));
  // From the end so earlier indices stay valid; contiguous runs in one command.
  std::size_t k = lines.size();
  while (k > 0) {
    std::size_t end = k - 1, start = end;
    while (start > 0 && lines[start - 1] + 1 == lines[start]) --start;
    doc_->undoStack()->push(new DeleteMatrixLinesCommand(doc_, side, lines[start], lines[end] - lines[start] + 1));
    k = start;
  }
  doc_->undoStack()->endMacro();
}

void MatrixEditor::moveLine(Side side, int delta) {
  const QModelIndex current = view_->currentIndex();
  if (!current.isValid()) return;
  const int k = side == Side::Row ? current.row() : current.column();
  const int count = int(side == Side::Row ? doc_->rowCount() : doc_->colCount());
  const int to = k + delta;
  if (k >= count || to < 0 || to >= count) return;
  doc_->undoStack()->push(new MoveMatrixLineCommand(doc_, side, std::size_t(k), std::size_t(to)));
  view_->setCurrentIndex(side == Side::Row ? model_->index(to, current.column()) : model_->index(current.row(), to));
}

void MatrixEditor::addConstant() {
  bool ok = false;
  const QString text = QInputDialog::getText(this, tr("Add a constant"),
                                             tr("Add to every payoff (e.g. 2 or -1/2). The value shifts by this amount; "
                                                "the optimal strategies stay the same."),
                                             QLineEdit::Normal, QStringLiteral("1"), &ok);
  if (!ok) return;
  auto c = parseTypedNumber(text);
  if (!c) {
    showStatus(tr("\"%1\" is not a number; nothing changed.").arg(text), true);
    return;
  }
  if (*c != 0) doc_->undoStack()->push(new AddConstantCommand(doc_, *c));
}

void MatrixEditor::resizeMatrix() {
  QDialog dialog(this);
  dialog.setWindowTitle(tr("Matrix size"));
  auto* form = new QFormLayout(&dialog);
  auto* rows = new QSpinBox;
  auto* cols = new QSpinBox;
  rows->setRange(1, 5000);
  cols->setRange(1, 5000);
  rows->setValue(int(doc_->rowCount()));
  cols->setValue(int(doc_->colCount()));
  form->addRow(tr("Rows (player I):"), rows);
  form->addRow(tr("Columns (player II):"), cols);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  if (dialog.exec() != QDialog::Accepted) return;
  if (std::size_t(rows->value()) == doc_->rowCount() && std::size_t(cols->value()) == doc_->colCount()) return;
  doc_->undoStack()->push(new ResizeMatrixCommand(doc_, std::size_t(rows->value()), std::size_t(cols->value())));
}

void MatrixEditor::copySelection() {
  const auto rows = selectedLines(Side::Row), cols = selectedLines(Side::Column);
  if (rows.empty() || cols.empty()) return;
  QApplication::clipboard()->setText(formatMatrixBlock(doc_->game(), rows.front(), cols.front(), rows.back(), cols.back()));
  showStatus(tr("Copied %1 x %2 payoffs.").arg(rows.back() - rows.front() + 1).arg(cols.back() - cols.front() + 1));
}

void MatrixEditor::paste() { pasteText(QApplication::clipboard()->text()); }

bool MatrixEditor::pasteText(const QString& text) {
  auto parsed = parseMatrixBlock(text);
  if (!parsed.ok()) {
    showStatus(parsed.error, true);
    return false;
  }
  QModelIndex current = view_->currentIndex();
  std::size_t top = 0, left = 0;
  if (current.isValid()) {
    top = std::min(std::size_t(current.row()), doc_->rowCount());
    left = std::min(std::size_t(current.column()), doc_->colCount());
  }
  const std::size_t h = parsed.rows.size(), w = parsed.rows.front().size();
  doc_->undoStack()->push(new PasteMatrixBlockCommand(doc_, top, left, std::move(parsed.rows)));
  showStatus(tr("Pasted %1 x %2 payoffs.").arg(h).arg(w));
  return true;
}

void MatrixEditor::clearSelection() {
  std::vector<MatrixCell> cells;
  auto indexes = view_->selectionModel()->selectedIndexes();
  if (indexes.isEmpty() && view_->currentIndex().isValid()) indexes << view_->currentIndex();
  for (const auto& index : indexes)
    if (model_->isPayoff(index) && (doc_->game().at(std::size_t(index.row()), std::size_t(index.column())) != 0 ||
                                    !doc_->expression(std::size_t(index.row()), std::size_t(index.column())).empty()))
      cells.push_back({std::size_t(index.row()), std::size_t(index.column()), Rational(0)});
  if (!cells.empty()) doc_->undoStack()->push(new SetMatrixCellsCommand(doc_, std::move(cells)));
}

void MatrixEditor::renameHeader(Qt::Orientation orientation, int section) {
  const int count = int(orientation == Qt::Vertical ? doc_->rowCount() : doc_->colCount());
  if (section < 0 || section >= count) return;
  renameHeaderSectionInPlace(view_, model_, orientation, section,
                             tr("Strategy name; leave empty for the default number. Enter confirms, Esc cancels."));
}

void MatrixEditor::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  const auto acts = actions();
  for (QAction* a : acts) {
    menu.addAction(a);
    if (a == solveAction_) menu.addSeparator();
  }
  menu.exec(view_->viewport()->mapToGlobal(pos));
}

}  // namespace gamelab::ui
