#include "ui/strategic/strategiceditor.h"

#include "ui/strategic/strategicequilibriapage.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/progresspanel.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/payofftableview.h"
#include "ui/common/playercolors.h"
#include "ui/common/tableeditorparts.h"
#include "ui/document/documentopener.h"
#include "ui/parameters/parametersweepcontroller.h"
#include "ui/parameters/parametersweeppage.h"
#include "ui/parameters/sweepchart.h"
#include "ui/parameters/parameterpanel.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategiccellcommands.h"
#include "ui/strategic/strategiccelldelegate.h"
#include "ui/strategic/strategicclipboard.h"
#include "ui/strategic/strategicdocumentactions.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategicequilibriapage.h"
#include "ui/strategic/strategicplayers.h"
#include "ui/strategic/strategicstructurecommands.h"
#include "ui/strategic/strategictablemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace gamelab::ui {

StrategicEditor::StrategicEditor(StrategicDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      model_(new StrategicTableModel(doc, this)),
      view_(new PayoffTableView),
      panel_(new StrategicAnalysisPanel),
      controller_(new AnalysisController(this, [this](const QString& hint) { panel_->setAnalysis(nullptr, hint); })),
      progress_(new ProgressPanel(controller_->runner())),
      toolBar_(new QToolBar),
      playerBar_(new QWidget),
      playerGrid_(new QGridLayout(playerBar_)),
      safety_(new QLabel),
      status_(new QLabel),
      pasteMenu_(new QMenu(this)),
      parameters_(new ParameterPanel(doc)) {
  auto* delegate = new StrategicCellDelegate(view_);
  setUpEditableTable(view_, model_, delegate, PayoffTableMetrics{96, 48, 14}, status_);

  setUpPlayerGrid(playerGrid_);
  safety_->setWordWrap(true);
  safety_->setTextFormat(Qt::RichText);
  safety_->setToolTip(tr("Safety level (maxmin value) of each player: what it can guarantee whatever the others do, "
                         "with a mixed strategy that guarantees it (exact LP)."));
  setUpStatusLine(status_);

  buildActions();
  rebuildPlayerBar();

  QWidget* left = stackTableSide({{toolBar_, 0}, {playerBar_, 0}, {parameters_, 0}, {view_, 1}, {safety_, 0}, {status_, 0}});
  connect(doc_, &StrategicDocument::parametersChanged, parameters_, &ParameterPanel::refresh);
  parameters_->refresh();  // now that it has a parent: hidden without parameters
  connect(parameters_, &ParameterPanel::dragFinished, this, [this] { controller_->documentChanged(true); });
  connect(parameters_, &ParameterPanel::message, this, [this](const QString& m, bool error) { showStatus(m, error); });
  const std::size_t cols = doc_->players() > 1 ? doc_->strategies(1) : 1;
  const int tableWidth = 110 + 100 * int(std::min<std::size_t>(cols, 8));
  layOutEditorWithAnalysis(this, left, progress_, panel_, std::max(tableWidth, toolBar_->sizeHint().width()));

  connect(model_, &StrategicTableModel::inputRejected, this, [this](const QString& m) { showStatus(m, true); });
  connect(delegate, &StrategicCellDelegate::inputRejected, this, [this](const QString& m) { showStatus(m, true); });
  connect(model_, &StrategicTableModel::sliceChanged, this, &StrategicEditor::updatePlayerBar);
  connect(model_, &StrategicTableModel::analysisChanged, this, [this] {
    updatePlayerBar();
    fitColumns();
  });
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    rebuildPlayerBar();
    fitColumns();
  });
  connect(doc_, &GameDocument::changed, this, &StrategicEditor::onDocumentChanged);
  controller_->setAutomaticRun([this] { runAnalysis(StrategicAnalysisOptions::forGame(doc_->game()), true); });
  connect(controller_, &AnalysisController::analysisFinished, this, &StrategicEditor::analysisFinished);
  connect(panel_, &StrategicAnalysisPanel::equilibriumSelected, model_, &StrategicTableModel::setSelectedEquilibrium);
  connect(panel_->equilibriaPage(), &StrategicEquilibriaPage::findMoreRequested, this, &StrategicEditor::findMore);
  sweepPage_ = addParameterSweepTab(
      panel_, doc_, [this] { return sweepableParameters(doc_->parameterState().parameters); },
      [this](const std::string& name) {
        return doc_->players() == 2 ? strategicSweepRequest(doc_->game(), doc_->parameterState(), name)
                                    : sampledSweepRequest(doc_->game(), doc_->parameterState(), name);
      },
      this);
  connect(sweepPage_, &ParameterSweepPage::pieceSelected, this, &StrategicEditor::selectSweepPiece);
  connect(view_, &QWidget::customContextMenuRequested, this, &StrategicEditor::showContextMenu);
  connectHeaderRename(view_, this, [this](Qt::Orientation o, int s) { renameHeader(o, s); });
  connectHeaderContextMenus(
      view_, this, [](Qt::Orientation, int) { return true; }, [this](const QPoint& p) { showContextMenu(p); });

  fitColumns();
  view_->setCurrentIndex(model_->index(0, 0));
  view_->setFocus();
  setFocusProxy(view_);
  onDocumentChanged();
}

StrategicEditor::~StrategicEditor() = default;

void StrategicEditor::selectSweepPiece(int piece) {
  // The piece's first equilibrium at the current value, highlighted on the table when the
  // current value lies in the piece and the analysis lists that equilibrium.
  const auto view = sweepPage_->view();
  const auto analysis = panel_->analysis();
  if (!view || !analysis || piece < 0 || static_cast<std::size_t>(piece) >= view->pieces.size()) return;
  const Parameter* p = doc_->parameterState().parameters.find(view->parameter.toStdString());
  if (!p || sweepPage_->chart()->pieceAt(toDouble(p->value)) != piece) return;
  for (const auto& e : view->pieces[static_cast<std::size_t>(piece)].equilibria) {
    MixedProfile profile;
    for (const auto& player : e.strategies) {
      RationalVector x;
      for (const auto& f : player) x.push_back(f.at(p->value).value_or(Rational(-1)));
      profile.push_back(std::move(x));
    }
    const int index = equilibriumIndex(*analysis, profile);
    if (index < 0) continue;
    panel_->selectEquilibrium(index);
    model_->setSelectedEquilibrium(index);
    return;
  }
}

SolverRunner* StrategicEditor::runner() const { return controller_->runner(); }

QString StrategicEditor::statusText() const { return status_->text(); }

QString StrategicEditor::safetyText() const {
  QString text = safety_->text();
  text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
  return text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" ")).replace(QStringLiteral("&lt;"), QStringLiteral("<"))
      .replace(QStringLiteral("&gt;"), QStringLiteral(">")).replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

QAction* StrategicEditor::action(const QString& name) const { return findEditorAction(this, name); }

QComboBox* StrategicEditor::sliceSelector(std::size_t player) const {
  return player < sliceCombos_.size() ? sliceCombos_[player] : nullptr;
}

QLineEdit* StrategicEditor::playerNameEdit(std::size_t player) const {
  return player < nameEdits_.size() ? nameEdits_[player] : nullptr;
}

void StrategicEditor::showStatus(const QString& text, bool error) {
  showStatusText(status_, text, error);
}

void StrategicEditor::buildActions() {
  setUpEditorToolBar(toolBar_);
  auto add = [this](const QString& name, const QString& text, const QString& tip, std::function<void()> slot,
                    const QKeySequence& key = {}) { return addEditorAction(this, text, tip, std::move(slot), key, name); };
  toolBar_->addAction(add(QStringLiteral("solve"), tr("Solve"), tr("Run the full analysis now (every equilibrium, correlated equilibria, pictures)"),
                          [this] { solve(); }, QKeySequence(Qt::Key_F5)));
  toolBar_->addSeparator();
  QAction* firstEdit = add(QStringLiteral("insertRowAbove"), tr("+Row↑"), tr("Insert a strategy of the row player above the current one"),
                           [this] { insertStrategy(0, false); });
  toolBar_->addAction(firstEdit);
  toolBar_->addAction(add(QStringLiteral("insertRowBelow"), tr("+Row↓"), tr("Insert a strategy of the row player below the current one"),
                          [this] { insertStrategy(0, true); }, QKeySequence(Qt::CTRL | Qt::Key_R)));
  toolBar_->addAction(add(QStringLiteral("insertColumnLeft"), tr("+Col←"), tr("Insert a strategy of the column player left of the current one"),
                          [this] { insertStrategy(1, false); }));
  toolBar_->addAction(add(QStringLiteral("insertColumnRight"), tr("+Col→"), tr("Insert a strategy of the column player right of the current one"),
                          [this] { insertStrategy(1, true); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)));
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("deleteRows"), tr("−Row"), tr("Delete the selected strategies of the row player"),
                          [this] { deleteStrategies(0); }));
  toolBar_->addAction(add(QStringLiteral("deleteColumns"), tr("−Col"), tr("Delete the selected strategies of the column player"),
                          [this] { deleteStrategies(1); }));
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("moveRowUp"), tr("↑"), tr("Move the current row up"), [this] { moveStrategy(0, -1); },
                          QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Up)));
  toolBar_->addAction(add(QStringLiteral("moveRowDown"), tr("↓"), tr("Move the current row down"), [this] { moveStrategy(0, +1); },
                          QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Down)));
  toolBar_->addAction(add(QStringLiteral("moveColumnLeft"), tr("←"), tr("Move the current column left"), [this] { moveStrategy(1, -1); },
                          QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Left)));
  toolBar_->addAction(add(QStringLiteral("moveColumnRight"), tr("→"), tr("Move the current column right"), [this] { moveStrategy(1, +1); },
                          QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Right)));
  toolBar_->addSeparator();
  add(QStringLiteral("addPlayer"), tr("+Player"),
                          tr("Add a player with two strategies (the game does not depend on its choice until you edit it); "
                             "choose its strategy in the slice selector"),
                          [this] { addPlayer(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
  add(QStringLiteral("removePlayer"), tr("−Player"),
      tr("Remove the last player, keeping the payoffs of the strategy its slice selector shows"), [this] { removeLastPlayer(); });
  toolBar_->addAction(add(QStringLiteral("addParameter"), tr("+Param"),
                          tr("Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1"),
                          [this] { parameters_->addParameter(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)));
  toolBar_->addAction(add(QStringLiteral("convertToZeroSum"), tr("→ Zero-sum"),
                          tr("Open this game in the zero-sum editor (two players whose payoffs sum to zero in every cell)"),
                          [this] { convertToZeroSum(); }));

  add(QStringLiteral("characteristicFunction"), tr("Characteristic function (4.1)…"),
      tr("Open the characteristic function of this game in a new coalitional tab: v(S) is what S can guarantee "
         "playing as one against the others (4.1)"),
      [this] {
        if (const auto& open = strategicDocumentActions().openCharacteristicFunction)
          if (const QString e = open(this, *doc_); !e.isEmpty()) showStatus(e, true);
      });
  if (!strategicDocumentActions().openCharacteristicFunction) action(QStringLiteral("characteristicFunction"))->setEnabled(false);
  add(QStringLiteral("copy"), tr("Copy"), tr("Copy the selected cells as tab-separated \"3, 1\" cells"), [this] { copySelection(); },
      QKeySequence::Copy);
  QAction* pasteAction = add(QStringLiteral("paste"), tr("Paste"),
                             tr("Paste cells with every player's payoffs (\"3,1<Tab>0,2\"), or one matrix per player "
                                "separated by empty lines, at the current cell"),
                             [this] { paste(); }, QKeySequence::Paste);
  pasteMenu_->setTitle(tr("Paste"));
  pasteMenu_->setToolTipsVisible(true);
  QToolButton* pasteButton = menuToolButton(pasteAction, pasteMenu_);
  // Right after Solve: the arrows and the conversion (with shortcuts / in the context menu)
  // may go to the overflow menu of a narrow pane, paste should not.
  toolBar_->insertWidget(firstEdit, pasteButton);
  toolBar_->insertSeparator(firstEdit);
  connect(pasteMenu_, &QMenu::aboutToShow, this, [this, pasteAction] {
    pasteMenu_->clear();
    pasteMenu_->addAction(pasteAction);
    pasteMenu_->addSeparator();
    for (std::size_t k = 0; k < doc_->players(); ++k) {
      QAction* a = pasteMenu_->addAction(tr("Paste payoffs of %1").arg(model_->playerName(k)));
      a->setToolTip(tr("Paste a block of single numbers (one matrix) as %1's payoffs at the current cell").arg(model_->playerName(k)));
      connect(a, &QAction::triggered, this, [this, k] { pastePlayerPayoffs(k, QApplication::clipboard()->text()); });
    }
  });
}

void StrategicEditor::fitColumns() {
  // Contents (payoffs with stars, labels with probabilities) decide, but never narrower than a
  // comfortable cell; very large tables keep the default width (sizing them would be slow).
  if (model_->columnCount() > 200) return;
  view_->resizeColumnsToContents();
  const int minimum = view_->fontMetrics().horizontalAdvance(QStringLiteral("-00, -00")) + 24;
  for (int c = 0; c < model_->columnCount(); ++c)
    if (view_->columnWidth(c) < minimum) view_->setColumnWidth(c, minimum);
}

void StrategicEditor::updateActions() {
  const std::size_t n = doc_->players();
  if (QAction* a = action(QStringLiteral("addPlayer"))) a->setEnabled(int(n) < kMaxStrategicPlayers);
  if (QAction* a = action(QStringLiteral("removePlayer"))) a->setEnabled(int(n) > kMinStrategicPlayers);
  if (QAction* a = action(QStringLiteral("convertToZeroSum")))
    a->setEnabled(n == 2 && doc_->game().isZeroSum() && strategicDocumentActions().toZeroSum);
  const bool twoD = n > 1;
  for (const char* name : {"insertColumnLeft", "insertColumnRight", "deleteColumns", "moveColumnLeft", "moveColumnRight"})
    if (QAction* a = action(QLatin1String(name))) a->setEnabled(twoD);
}

void StrategicEditor::updateSafetyLine() {
  auto analysis = model_->analysis();
  if (!analysis) {
    safety_->setText(QStringLiteral("<span style='color:#757575'>%1</span>").arg(tr("Safety levels: after the analysis.")));
    return;
  }
  if (analysis->safetyError) {
    safety_->setText(tr("Safety levels: %1").arg(errorText(*analysis->safetyError).toHtmlEscaped()));
    return;
  }
  if (!analysis->safety) {
    safety_->setText(QStringLiteral("<span style='color:#757575'>%1</span>").arg(tr("Safety levels: press Solve (F5).")));
    return;
  }
  QStringList parts;
  for (std::size_t k = 0; k < analysis->safety->size(); ++k) {
    const SafetyLevel& level = (*analysis->safety)[k];
    parts << tr("<b style='color:%1'>%2</b> %3 with %4")
                 .arg(playerColor(int(k)).name(), model_->playerName(k).toHtmlEscaped(), fmt::exact(level.value),
                      fmt::vector(level.strategy));
  }
  safety_->setText(tr("Safety levels: %1").arg(parts.join(QStringLiteral(" &nbsp;·&nbsp; "))));
}

void StrategicEditor::onDocumentChanged() {
  updateActions();
  updatePlayerBar();
  updateSafetyLine();
  findMoreRounds_ = 0;
  // A slider drag on a small game: the light analysis at once, each step (the pages keep the
  // previous result until it lands); the full one follows when the slider is released.
  if (parameters_->isDragging() && doc_->game().profileCount() <= kDragAnalysisProfiles) {
    runAnalysis(StrategicAnalysisOptions::whileDragging(doc_->game()), true);
    return;
  }
  controller_->documentChanged(true);
}

void StrategicEditor::solve() { runAnalysis(StrategicAnalysisOptions::everything(), false); }

void StrategicEditor::findMore() {
  if (doc_->players() < 3) return;
  ++findMoreRounds_;
  QStringList sizes;
  for (std::size_t count : doc_->game().strategyCounts()) sizes << QString::number(count);
  runAnalysis(StrategicAnalysisOptions::findMore(doc_->game(), findMoreRounds_), false,
              tr("Finding more equilibria of the %1 game").arg(sizes.join(QStringLiteral(" x "))));
}

void StrategicEditor::runAnalysis(const StrategicAnalysisOptions& options, bool automatic, const QString& description) {
  const StrategicGame game = doc_->game();
  QStringList sizes;
  for (std::size_t count : game.strategyCounts()) sizes << QString::number(count);
  controller_->run<StrategicAnalysis>(
      !description.isEmpty() ? description
      : automatic            ? tr("Analysing the %1 game").arg(sizes.join(QStringLiteral(" x ")))
                             : tr("Solving the %1 game completely").arg(sizes.join(QStringLiteral(" x "))),
      [game, options](const Progress& progress, const CancelToken& cancel) {
        return analyzeStrategicGame(game, options, progress, cancel);
      },
      [this](const StrategicAnalysis& result) { return result.game == doc_->game(); },
      [this](std::shared_ptr<const StrategicAnalysis> analysis) {
        model_->setAnalysis(analysis);
        panel_->setAnalysis(analysis);
        updateSafetyLine();
        updatePlayerBar();
        fitColumns();
      });
}

std::vector<std::size_t> StrategicEditor::selectedStrategies(std::size_t player) const {
  std::vector<std::size_t> lines;
  auto consider = [&](const QModelIndex& index) {
    if (index.isValid()) lines.push_back(std::size_t(player == 0 ? index.row() : index.column()));
  };
  for (const auto& index : view_->selectionModel()->selectedIndexes()) consider(index);
  if (lines.empty()) consider(view_->currentIndex());
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  return lines;
}

std::size_t StrategicEditor::currentStrategy(std::size_t player) const {
  if (player >= 2) return model_->slice()[player];
  const QModelIndex current = view_->currentIndex();
  if (!current.isValid()) return 0;
  return std::size_t(player == 0 ? current.row() : current.column());
}

void StrategicEditor::insertStrategy(std::size_t player, bool after) {
  if (player >= doc_->players()) return;
  const std::size_t current = currentStrategy(player);
  const std::size_t at = after ? current + 1 : current;
  const QModelIndex index = view_->currentIndex();
  // Players 1 and 2 get a zero line; a slice player a copy of the slice shown.
  doc_->undoStack()->push(new InsertStrategyCommand(doc_, player, at, player >= 2 ? int(current) : -1));
  if (player >= 2) model_->setSliceStrategy(player, at);
  else if (player == 0) view_->setCurrentIndex(model_->index(int(at), std::max(0, index.column())));
  else view_->setCurrentIndex(model_->index(std::max(0, index.row()), int(at)));
}

void StrategicEditor::deleteStrategies(std::size_t player) {
  if (player >= doc_->players()) return;
  std::vector<std::size_t> lines = player >= 2 ? std::vector<std::size_t>{model_->slice()[player]} : selectedStrategies(player);
  if (lines.empty()) return;
  if (lines.size() >= doc_->strategies(player)) {
    showStatus(tr("%1 needs at least one strategy.").arg(model_->playerName(player)), true);
    return;
  }
  doc_->undoStack()->beginMacro(tr("Delete %n strategies of %1", nullptr, int(lines.size())).arg(model_->playerName(player)));
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) doc_->undoStack()->push(new RemoveStrategyCommand(doc_, player, *it));
  doc_->undoStack()->endMacro();
}

void StrategicEditor::moveStrategy(std::size_t player, int delta) {
  if (player >= doc_->players()) return;
  const int k = int(currentStrategy(player));
  const int to = k + delta;
  if (to < 0 || to >= int(doc_->strategies(player))) return;
  const QModelIndex current = view_->currentIndex();
  doc_->undoStack()->push(new MoveStrategyCommand(doc_, player, std::size_t(k), std::size_t(to)));
  if (player >= 2) model_->setSliceStrategy(player, std::size_t(to));
  else if (player == 0) view_->setCurrentIndex(model_->index(to, std::max(0, current.column())));
  else view_->setCurrentIndex(model_->index(std::max(0, current.row()), to));
}

void StrategicEditor::addPlayer() {
  if (int(doc_->players()) >= kMaxStrategicPlayers) {
    showStatus(tr("The editor handles at most %1 players.").arg(kMaxStrategicPlayers), true);
    return;
  }
  doc_->undoStack()->push(new AddPlayerCommand(doc_, 2));
  showStatus(tr("Added %1 with two strategies; pick the slice to edit in its selector.").arg(model_->playerName(doc_->players() - 1)));
}

void StrategicEditor::removeLastPlayer() {
  if (int(doc_->players()) <= kMinStrategicPlayers) {
    showStatus(tr("A game in this editor has at least %1 players.").arg(kMinStrategicPlayers), true);
    return;
  }
  const std::size_t last = doc_->players() - 1;
  doc_->undoStack()->push(new RemovePlayerCommand(doc_, last, model_->slice()[last]));
}

void StrategicEditor::convertToZeroSum() {
  const auto& toZeroSum = strategicDocumentActions().toZeroSum;
  if (!toZeroSum) return;
  auto converted = toZeroSum(*doc_);
  if (!converted) {
    showStatus(tr("Not a zero-sum game: %1").arg(errorReasonText(converted.error())), true);
    return;
  }
  if (!openNewDocument(this, std::move(converted).value()))
    showStatus(tr("The zero-sum version can only be opened from the main window."), true);
}

void StrategicEditor::copySelection() {
  const auto rows = selectedStrategies(0), cols = selectedStrategies(1);
  if (rows.empty() || cols.empty()) return;
  QApplication::clipboard()->setText(
      formatStrategicBlock(doc_->game(), model_->slice(), rows.front(), cols.front(), rows.back(), cols.back()));
  showStatus(tr("Copied %1 x %2 cells.").arg(rows.back() - rows.front() + 1).arg(cols.back() - cols.front() + 1));
}

void StrategicEditor::paste() { pasteText(QApplication::clipboard()->text()); }

bool StrategicEditor::pasteText(const QString& text) {
  ParsedStrategicBlock parsed = parseStrategicBlock(text, doc_->players());
  if (!parsed.ok()) {
    QString message = parsed.error;
    if (parseSinglePayoffBlock(text).ok())
      message += QLatin1Char(' ') + tr("For one player's payoff matrix use Paste ▸ Paste payoffs of a player.");
    showStatus(message, true);
    return false;
  }
  return pasteBlock(parsed.cells, -1);
}

bool StrategicEditor::pastePlayerPayoffs(std::size_t player, const QString& text) {
  if (player >= doc_->players()) return false;
  ParsedStrategicBlock parsed = parseSinglePayoffBlock(text);
  if (!parsed.ok()) {
    showStatus(parsed.error, true);
    return false;
  }
  return pasteBlock(parsed.cells, int(player));
}

bool StrategicEditor::pasteBlock(const std::vector<std::vector<RationalVector>>& cells, int player) {
  if (cells.empty()) return false;
  const QModelIndex current = view_->currentIndex();
  const std::size_t top = current.isValid() ? std::size_t(current.row()) : 0;
  const std::size_t left = current.isValid() && doc_->players() > 1 ? std::size_t(current.column()) : 0;
  const std::size_t h = cells.size(), w = cells.front().size();
  doc_->undoStack()->push(new PasteStrategicBlockCommand(doc_, model_->slice(), top, left, cells, player));
  if (player < 0) showStatus(tr("Pasted %1 x %2 cells.").arg(h).arg(w));
  else showStatus(tr("Pasted %1 x %2 payoffs of %3.").arg(h).arg(w).arg(model_->playerName(std::size_t(player))));
  return true;
}

void StrategicEditor::renameHeader(Qt::Orientation orientation, int section) {
  const std::size_t player = orientation == Qt::Vertical ? 0 : 1;
  if (player >= doc_->players() || section < 0 || std::size_t(section) >= doc_->strategies(player)) return;
  renameHeaderSectionInPlace(view_, model_, orientation, section,
                             tr("Strategy name; leave empty for the default number. Enter confirms, Esc cancels."));
}

void StrategicEditor::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  addActionsWithSeparators(&menu, actions(), {"solve", "moveColumnRight", "removePlayer", "convertToZeroSum"});
  for (std::size_t k = 0; k < doc_->players(); ++k) {
    QAction* a = menu.addAction(tr("Paste payoffs of %1").arg(model_->playerName(k)));
    connect(a, &QAction::triggered, this, [this, k] { pastePlayerPayoffs(k, QApplication::clipboard()->text()); });
  }
  menu.exec(view_->viewport()->mapToGlobal(pos));
}

}  // namespace gamelab::ui
