#include "ui/coalition/coalitionaleditor.h"

#include "core/coalition/properties.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/progresspanel.h"
#include "ui/coalition/coalitionalanalysispanel.h"
#include "ui/coalition/coalitionalclipboard.h"
#include "ui/coalition/coalitionalconversion.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/coalition/coalitionalgeneratordialog.h"
#include "ui/coalition/coalitionalpropertiesbar.h"
#include "ui/coalition/coalitionaltablemodel.h"
#include "ui/coalition/coalitionalvotingform.h"
#include "ui/coalition/coalitionstructurecommands.h"
#include "ui/coalition/coalitionvaluecommands.h"
#include "ui/common/celltextdelegate.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/payofftableview.h"
#include "ui/common/tableeditorparts.h"
#include "ui/document/documentopener.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace gamelab::ui {

namespace {
/// Properties are computed on the GUI thread up to this many players (O(3^n) superadditivity);
/// larger games take them from the analysis.
constexpr int kDirectPropertiesPlayers = 10;
}  // namespace

CoalitionalEditor::CoalitionalEditor(CoalitionalDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      model_(new CoalitionalTableModel(doc, this)),
      view_(new PayoffTableView),
      panel_(new CoalitionalAnalysisPanel),
      controller_(new AnalysisController(this, [this](const QString& hint) { panel_->setAnalysis(nullptr, hint); })),
      progress_(new ProgressPanel(controller_->runner())),
      toolBar_(new QToolBar),
      playerBar_(new QWidget),
      playerGrid_(new QGridLayout(playerBar_)),
      voting_(new CoalitionalVotingForm),
      properties_(new CoalitionalPropertiesBar),
      sizeFilter_(new QComboBox),
      containsFilter_(new QLineEdit),
      filterBar_(new QWidget),
      pointLine_(new QLabel),
      tableNote_(new QLabel),
      status_(new QLabel),
      pasteMenu_(new QMenu(this)) {
  setUpEditableTable(view_, model_, new CellTextDelegate(view_), PayoffTableMetrics{90, 36, 10}, status_);
  view_->setSelectionBehavior(QAbstractItemView::SelectItems);
  view_->verticalHeader()->hide();
  view_->horizontalHeader()->setStretchLastSection(false);
  view_->setColumnWidth(CoalitionalTableModel::ExcessColumn, 170);
  view_->setColumnWidth(CoalitionalTableModel::CoalitionColumn, 150);
  view_->setColumnWidth(CoalitionalTableModel::SizeColumn, 40);
  view_->setColumnWidth(CoalitionalTableModel::ValueColumn, 100);

  setUpPlayerGrid(playerGrid_);
  pointLine_->setWordWrap(true);
  pointLine_->setTextFormat(Qt::RichText);
  tableNote_->setWordWrap(true);
  tableNote_->setStyleSheet(QStringLiteral("color: #616161; padding: 8px;"));
  tableNote_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  setUpStatusLine(status_);

  buildActions();
  buildFilterBar(filterBar_);

  QWidget* left = stackTableSide({{toolBar_, 0}, {playerBar_, 0}, {voting_, 0}, {properties_, 0}, {filterBar_, 0}, {view_, 1},
                                  {tableNote_, 1}, {pointLine_, 0}, {status_, 0}});
  layOutEditorWithAnalysis(this, left, progress_, panel_, std::max(520, toolBar_->sizeHint().width()));

  connect(model_, &CoalitionalTableModel::inputRejected, this, [this](const QString& m) { showStatus(m, true); });
  connect(model_, &CoalitionalTableModel::rowsRebuilt, this, [this] {
    updatePointLine();
    if (!view_->currentIndex().isValid() && model_->rowCount() > 0)
      view_->setCurrentIndex(model_->index(std::min(1, model_->rowCount() - 1), CoalitionalTableModel::ValueColumn));
  });
  connect(doc_, &GameDocument::changed, this, &CoalitionalEditor::onDocumentChanged);
  connect(doc_, &CoalitionalDocument::playerNameChanged, this, [this] { updatePlayerNames(); });
  controller_->setAutomaticRun([this] { runAnalysis(CoalitionalAnalysisOptions::forGame(doc_->game()), true); });
  connect(controller_, &AnalysisController::analysisFinished, this, &CoalitionalEditor::analysisFinished);
  connect(panel_, &CoalitionalAnalysisPanel::pointSelected, this, &CoalitionalEditor::showPoint);
  connect(voting_, &CoalitionalVotingForm::rejected, this, [this](const QString& m) { showStatus(m, true); });
  connect(voting_, &CoalitionalVotingForm::votingEdited, this, [this](const WeightedVotingGame& v) {
    if (doc_->game().voting() && *doc_->game().voting() == v) return;
    std::vector<std::string> names = doc_->game().playerNames();
    const std::vector<std::string> defaults = defaultPlayerNames(v.players());
    names.resize(std::size_t(v.players()));
    for (std::size_t k = 0; k < names.size(); ++k)
      if (names[k].empty()) names[k] = defaults[k];
    auto game = CoalitionalGame::fromVoting(v, names);
    if (!game) {
      showStatus(errorReasonText(game.error()), true);
      return;
    }
    replaceGame(game.value(), tr("Edit voting game"));
  });
  connect(properties_, &CoalitionalPropertiesBar::normaliseRequested, this, [this] { normalise(); });
  connect(view_, &QWidget::customContextMenuRequested, this, &CoalitionalEditor::showContextMenu);
  // A right-click on the column headers selects nothing: the rows are the coalitions.
  connectHeaderContextMenus(
      view_, this, [](Qt::Orientation, int) { return false; }, [this](const QPoint& p) { showContextMenu(p); });

  rebuildPlayerBar();
  view_->setCurrentIndex(model_->index(std::min(1, model_->rowCount() - 1), CoalitionalTableModel::ValueColumn));
  view_->setFocus();
  setFocusProxy(view_);
  onDocumentChanged();
}

CoalitionalEditor::~CoalitionalEditor() = default;

SolverRunner* CoalitionalEditor::runner() const { return controller_->runner(); }

QString CoalitionalEditor::statusText() const { return status_->text(); }

QAction* CoalitionalEditor::action(const QString& name) const { return findEditorAction(this, name); }

QLineEdit* CoalitionalEditor::playerNameEdit(int player) const {
  return player >= 0 && player < int(nameEdits_.size()) ? nameEdits_[std::size_t(player)] : nullptr;
}

void CoalitionalEditor::showStatus(const QString& text, bool error) {
  showStatusText(status_, text, error);
}

void CoalitionalEditor::buildActions() {
  setUpEditorToolBar(toolBar_);
  auto add = [this](const QString& name, const QString& text, const QString& tip, std::function<void()> slot,
                    const QKeySequence& key = {}) { return addEditorAction(this, text, tip, std::move(slot), key, name); };
  toolBar_->addAction(add(QStringLiteral("solve"), tr("Solve"),
                          tr("Run the full analysis now (core vertices, nucleolus, Shapley value and power indices at any size)"),
                          [this] { solve(); }, QKeySequence(Qt::Key_F5)));
  toolBar_->addSeparator();
  QAction* pasteAction = add(QStringLiteral("paste"), tr("Paste"),
                             tr("Paste a column of 2ⁿ values (v(∅) = 0 first) or 2ⁿ − 1 values, in the order the table is sorted"),
                             [this] { paste(); }, QKeySequence::Paste);
  QAction* bitmask = add(QStringLiteral("pasteBitmask"), tr("Paste in bitmask order"),
                         tr("Paste a column of values ordered ∅, 1, 2, 12, 3, 13, 23, 123, … (with or without v(∅))"),
                         [this] { pasteText(QApplication::clipboard()->text(), CoalitionOrder::Bitmask); });
  QAction* sizeLex = add(QStringLiteral("pasteSizeLex"), tr("Paste by size, then lexicographically"),
                         tr("Paste a column of values ordered ∅, 1, 2, 3, 12, 13, 23, 123, … (with or without v(∅))"),
                         [this] { pasteText(QApplication::clipboard()->text(), CoalitionOrder::SizeThenLexicographic); });
  pasteMenu_->setTitle(tr("Paste"));
  pasteMenu_->setToolTipsVisible(true);
  pasteMenu_->addAction(pasteAction);
  pasteMenu_->addSeparator();
  pasteMenu_->addAction(bitmask);
  pasteMenu_->addAction(sizeLex);
  toolBar_->addWidget(menuToolButton(pasteAction, pasteMenu_));
  toolBar_->addAction(add(QStringLiteral("copy"), tr("Copy"),
                          tr("Copy the selected rows (all rows shown when nothing is selected) as \"coalition<Tab>value\" lines"),
                          [this] { copySelection(); }, QKeySequence::Copy));
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("generate"), tr("Generate…"),
                          tr("Fill the table from a family of games: weighted voting, glove market, bankruptcy, airport, "
                             "unanimity, symmetric"),
                          [this] { generate(); }, QKeySequence(Qt::CTRL | Qt::Key_G)));
  toolBar_->addAction(add(QStringLiteral("addPlayer"), tr("+Player"),
                          tr("Add a player who is a dummy (v(S ∪ {new}) = v(S)) until you edit the values"),
                          [this] { addPlayer(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)));
  QAction* order = add(QStringLiteral("bitmaskOrder"), tr("Bitmask order"),
                       tr("Sort the coalitions by bitmask (∅, 1, 2, 12, 3, …) instead of by size, then lexicographically"),
                       [this] {
                         const bool bitmask = action(QStringLiteral("bitmaskOrder"))->isChecked();
                         model_->setOrder(bitmask ? CoalitionOrder::Bitmask : CoalitionOrder::SizeThenLexicographic);
                       },
                       QKeySequence(Qt::CTRL | Qt::Key_B));
  order->setCheckable(true);
  toolBar_->addAction(order);
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("strategicForm"), tr("Strategic form (4.2)"),
                          tr("Open the strategic-form game (4.2) of this game in a new tab: each player names a coalition; "
                             "if all members of S name S they share v(S) equally"),
                          [this] { openStrategicForm(); }));
  add(QStringLiteral("normalise"), tr("(0,1)-normalise"),
      tr("Replace the game by its (0,1)-normalised form (every v(i) = 0, v(N) = 1; undoable)"), [this] { normalise(); });
  add(QStringLiteral("filter"), tr("Filter by players"), tr("Show only coalitions that contain the players typed here"),
      [this] {
        containsFilter_->setFocus();
        containsFilter_->selectAll();
      },
      QKeySequence::Find);
}

void CoalitionalEditor::buildFilterBar(QWidget* bar) {
  auto* row = new QHBoxLayout(bar);
  row->setContentsMargins(4, 0, 4, 0);
  row->setSpacing(6);
  row->addWidget(new QLabel(tr("Show:")));
  sizeFilter_->setToolTip(tr("Show the coalitions of one size only"));
  sizeFilter_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  row->addWidget(sizeFilter_);
  row->addWidget(new QLabel(tr("containing")));
  containsFilter_->setPlaceholderText(tr("players, e.g. 1, 3"));
  containsFilter_->setToolTip(tr("Show only coalitions that contain all these players: names or numbers separated by "
                                 "commas (\"1, 3\", \"Ann, Bob\"; \"13\" when every name is one character) (%1)")
                                  .arg(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
  containsFilter_->setClearButtonEnabled(true);
  containsFilter_->setMaximumWidth(200);
  row->addWidget(containsFilter_, 1);
  row->addStretch();
  connect(sizeFilter_, &QComboBox::activated, this, [this](int index) { model_->setSizeFilter(sizeFilter_->itemData(index).toInt()); });
  connect(containsFilter_, &QLineEdit::textChanged, this, [this](const QString& text) {
    const QString error = model_->setContainsFilter(text);
    containsFilter_->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("QLineEdit { color: %1; }").arg(errorColor().name()));
    if (!error.isEmpty()) showStatus(error, true);
    else if (status_->styleSheet().contains(QLatin1String("c62828"))) showStatus({});
  });
}

void CoalitionalEditor::updateFilterSizes() {
  const int n = doc_->players();
  if (sizeFilter_->count() == n + 2) return;
  const int current = model_->sizeFilter();
  sizeFilter_->clear();
  sizeFilter_->addItem(tr("all sizes"), -1);
  for (int k = 0; k <= n; ++k) sizeFilter_->addItem(tr("|S| = %1").arg(k), k);
  sizeFilter_->setCurrentIndex(std::max(0, sizeFilter_->findData(current)));
}

void CoalitionalEditor::rebuildPlayerBar() {
  const int n = doc_->game().hasTable() ? doc_->players() : 0;
  if (n == playerBarPlayers_) {
    updatePlayerNames();
    return;
  }
  playerBarPlayers_ = n;
  while (QLayoutItem* item = playerGrid_->takeAt(0)) {
    if (QWidget* w = item->widget()) {
      w->hide();
      w->deleteLater();
    }
    delete item;
  }
  nameEdits_.assign(std::size_t(n), nullptr);
  playerBar_->setVisible(n > 0);
  const int perLine = 5;
  for (int k = 0; k < n; ++k) {
    auto* cell = new QWidget;
    auto* row = new QHBoxLayout(cell);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    auto* number = new QLabel(QStringLiteral("%1.").arg(k + 1));
    number->setStyleSheet(QStringLiteral("color: #757575;"));
    row->addWidget(number);
    auto* name = new QLineEdit(QString::fromStdString(doc_->game().playerNames()[std::size_t(k)]));
    name->setPlaceholderText(QString::number(k + 1));
    name->setToolTip(tr("Name of player %1; coalitions are written with these names. Enter confirms; empty means \"%1\".")
                         .arg(k + 1));
    name->setMaximumWidth(110);
    name->setMinimumWidth(50);
    connect(name, &QLineEdit::editingFinished, this, [this, k, name] {
      if (k >= doc_->players()) return;
      const std::string stored = name->text().trimmed().toStdString();
      const std::string current = doc_->game().playerNames()[std::size_t(k)];
      if (stored == current || (stored.empty() && current == std::to_string(k + 1))) return;
      doc_->undoStack()->push(new SetCoalitionPlayerNameCommand(doc_, k, stored));
    });
    nameEdits_[std::size_t(k)] = name;
    row->addWidget(name);
    auto* remove = new QToolButton;
    remove->setText(QStringLiteral("×"));
    remove->setAutoRaise(true);
    remove->setToolTip(tr("Remove player %1: the game on the other players (undoable)").arg(k + 1));
    remove->setEnabled(n > 1);
    connect(remove, &QToolButton::clicked, this, [this, k] { removePlayer(k); });
    row->addWidget(remove);
    playerGrid_->addWidget(cell, k / perLine, k % perLine);
  }
  for (int column = 0; column <= perLine; ++column) playerGrid_->setColumnStretch(column, column == perLine ? 1 : 0);
}

void CoalitionalEditor::updatePlayerNames() {
  for (std::size_t k = 0; k < nameEdits_.size() && k < std::size_t(doc_->players()); ++k) {
    const QString name = QString::fromStdString(doc_->game().playerNames()[k]);
    if (nameEdits_[k] && nameEdits_[k]->text() != name && !nameEdits_[k]->hasFocus()) nameEdits_[k]->setText(name);
  }
}

void CoalitionalEditor::updateActions() {
  const CoalitionalGame& game = doc_->game();
  if (QAction* a = action(QStringLiteral("addPlayer"))) a->setEnabled(game.hasTable() && game.players() < kMaxVotingTablePlayers);
  for (const char* name : {"strategicForm", "paste", "pasteBitmask", "pasteSizeLex", "copy", "normalise", "bitmaskOrder", "filter"})
    if (QAction* a = action(QLatin1String(name))) a->setEnabled(game.hasTable());
}

void CoalitionalEditor::updateVotingForm() {
  const auto& voting = doc_->game().voting();
  voting_->setVisible(voting.has_value());
  if (voting) voting_->setVoting(*voting);
  const bool table = doc_->game().hasTable();
  view_->setVisible(table);
  filterBar_->setVisible(table);
  properties_->setVisible(table);
  pointLine_->setVisible(table);
  tableNote_->setVisible(!table);
  if (!table)
    tableNote_->setText(tr("This voting game has %1 players: its table of 2^%1 coalitions is not shown (the table holds at "
                           "most %2 players). The analysis computes the power indices from the weights and the quota; "
                           "edit them above.")
                            .arg(doc_->players())
                            .arg(kMaxVotingTablePlayers));
}

void CoalitionalEditor::updateProperties() {
  const CoalitionalGame& game = doc_->game();
  if (!game.hasTable()) {
    properties_->setProperties(nullptr, game, tr("A voting game without table: simple and monotone by construction."));
    return;
  }
  if (game.players() <= kDirectPropertiesPlayers) {
    auto p = solveProperties(game);
    if (p) {
      properties_->setProperties(&p.value(), game);
      return;
    }
  }
  if (analysis_ && analysis_->properties && analysis_->game == game) {
    properties_->setProperties(&*analysis_->properties, game);
    return;
  }
  properties_->setProperties(nullptr, game, tr("(Solve, F5)"));
}

void CoalitionalEditor::showPoint(const RationalVector& x, const QString& name) {
  model_->setPoint(x, name);
  const QString header = model_->headerData(CoalitionalTableModel::ExcessColumn, Qt::Horizontal).toString();
  view_->setColumnWidth(CoalitionalTableModel::ExcessColumn,
                        std::max(170, view_->horizontalHeader()->fontMetrics().horizontalAdvance(header) + 28));
  updatePointLine();
}

void CoalitionalEditor::updatePointLine() {
  if (model_->point().empty() || !doc_->game().hasTable()) {
    pointLine_->setText(QStringLiteral("<span style='color:#757575'>%1</span>")
                            .arg(tr("Choose a point in the analysis (Shapley value, nucleolus, a core vertex, …) to see "
                                    "each coalition's excess e(x, S) = v(S) − x(S).")));
    return;
  }
  std::size_t blocking = 0, tight = 0;
  const Coalition grand = doc_->game().grand();
  for (Coalition s = 1; s != 0 && s <= grand; ++s) {
    const int sign = sgn(model_->excess(s));
    if (sign > 0) ++blocking;
    else if (sign == 0) ++tight;
  }
  QString text = tr("Excess at <b>%1</b> = %2: ").arg(model_->pointName().toHtmlEscaped(), fmt::vector(model_->point()));
  text += blocking == 0
              ? tr("no coalition blocks it")
              : tr("<span style='color:#b71c1c'><b>%n coalition(s) block it</b></span> (red)", nullptr, int(blocking));
  text += tr(", %n tight (green).", nullptr, int(tight));
  pointLine_->setText(text);
}

void CoalitionalEditor::onDocumentChanged() {
  analysis_.reset();
  rebuildPlayerBar();
  updateActions();
  updateVotingForm();
  updateFilterSizes();
  updateProperties();
  updatePointLine();
  controller_->documentChanged(true);
}

void CoalitionalEditor::solve() { runAnalysis(CoalitionalAnalysisOptions::everything(), false); }

void CoalitionalEditor::runAnalysis(const CoalitionalAnalysisOptions& options, bool automatic) {
  const CoalitionalGame game = doc_->game();
  const std::optional<StrategicGame> origin = doc_->origin();
  controller_->run<CoalitionalAnalysis>(
      automatic ? tr("Analysing the %n-player game", nullptr, game.players())
                : tr("Solving the %n-player game completely", nullptr, game.players()),
      [game, origin, options](const Progress& progress, const CancelToken& cancel) {
        return analyzeCoalitionalGame(game, origin, options, progress, cancel);
      },
      [this](const CoalitionalAnalysis& result) { return result.game == doc_->game(); },
      [this](std::shared_ptr<const CoalitionalAnalysis> analysis) {
        analysis_ = std::move(analysis);
        panel_->setAnalysis(analysis_);
        updateProperties();
      });
}

std::vector<Coalition> CoalitionalEditor::selectedCoalitions() const {
  std::vector<int> rows;
  for (const auto& index : view_->selectionModel()->selectedIndexes()) rows.push_back(index.row());
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  std::vector<Coalition> result;
  if (rows.size() <= 1) return model_->coalitions();  // one cell is the cursor: copy the whole column
  for (int r : rows) result.push_back(model_->coalitionAt(r));
  return result;
}

void CoalitionalEditor::copySelection() {
  if (!doc_->game().hasTable()) return;
  const std::vector<Coalition> coalitions = selectedCoalitions();
  QApplication::clipboard()->setText(formatCoalitionRows(doc_->game(), coalitions));
  showStatus(tr("Copied %n coalition value(s).", nullptr, int(coalitions.size())));
}

void CoalitionalEditor::paste() { pasteText(QApplication::clipboard()->text(), model_->order()); }

bool CoalitionalEditor::pasteText(const QString& text, CoalitionOrder order) {
  const CoalitionalGame& game = doc_->game();
  if (!game.hasTable()) {
    showStatus(tr("This voting game has no table to paste into (more than %1 players).").arg(kMaxVotingTablePlayers), true);
    return false;
  }
  ParsedCoalitionColumn parsed = parseCoalitionColumn(text, game.players(), order);
  if (!parsed.ok()) {
    showStatus(parsed.error, true);
    return false;
  }
  std::vector<CoalitionValue> changes;
  for (Coalition s = 1; s < Coalition(parsed.values.size()); ++s)
    if (parsed.values[s] != game.value(s)) changes.push_back({s, parsed.values[s]});
  if (changes.empty()) {
    showStatus(tr("The pasted values equal the table's; nothing changed."));
    return true;
  }
  const std::size_t count = parsed.values.size() - (parsed.hadEmptySet ? 0 : 1);
  doc_->undoStack()->push(new SetCoalitionValuesCommand(doc_, std::move(changes),
                                                        tr("Paste %n value(s)", nullptr, int(count))));
  showStatus(tr("Pasted %1 values %2.").arg(count).arg(coalitionOrderName(order)));
  return true;
}

void CoalitionalEditor::replaceGame(const CoalitionalGame& game, const QString& what) {
  doc_->undoStack()->push(new ReplaceCoalitionalGameCommand(doc_, CoalitionalState{game, std::nullopt}, what));
}

void CoalitionalEditor::addPlayer() {
  const CoalitionalGame& game = doc_->game();
  if (!game.hasTable() || game.players() >= kMaxVotingTablePlayers) {
    showStatus(tr("The table holds at most %1 players.").arg(kMaxVotingTablePlayers), true);
    return;
  }
  std::string name = std::to_string(game.players() + 1);
  const auto& names = game.playerNames();
  if (std::find(names.begin(), names.end(), name) != names.end()) name = "P" + name;
  replaceGame(game.withPlayerAdded(name), tr("Add player"));
  showStatus(tr("Added player %1, a dummy until you edit the values of the coalitions containing it.")
                 .arg(QString::fromStdString(name)));
}

void CoalitionalEditor::removePlayer(int player) {
  const CoalitionalGame& game = doc_->game();
  if (!game.hasTable() || player < 0 || player >= game.players()) return;
  if (game.players() < 2) {
    showStatus(tr("A game needs at least one player."), true);
    return;
  }
  const QString name = QString::fromStdString(game.playerNames()[std::size_t(player)]);
  replaceGame(game.withoutPlayer(player), tr("Remove player %1").arg(name));
  showStatus(tr("Removed player %1: the table now holds the coalitions of the others.").arg(name));
}

void CoalitionalEditor::generate() {
  CoalitionalGeneratorDialog dialog(doc_->players(), this);
  if (dialog.exec() != QDialog::Accepted || !dialog.result()) return;
  replaceGame(*dialog.result(), tr("Generate %1").arg(CoalitionalGeneratorDialog::familyName(dialog.family())));
  showStatus(tr("Generated: %1.").arg(CoalitionalGeneratorDialog::familyName(dialog.family())));
}

bool CoalitionalEditor::normalise() {
  if (!doc_->game().hasTable()) return false;
  auto normalised = zeroOneNormalized(doc_->game());
  if (!normalised) {
    showStatus(tr("Only an essential game (Σ v(i) < v(N)) can be (0,1)-normalised."), true);
    return false;
  }
  replaceGame(normalised.value(), tr("(0,1)-normalise"));
  showStatus(tr("Replaced by the (0,1)-normalised game: every v(i) = 0, v(N) = 1."));
  return true;
}

void CoalitionalEditor::openStrategicForm() {
  auto converted = strategicFormDocument(*doc_);
  if (!converted) {
    showStatus(tr("No strategic form: %1").arg(errorReasonText(converted.error())), true);
    return;
  }
  if (!openNewDocument(this, std::move(converted).value()))
    showStatus(tr("The strategic form can only be opened from the main window."), true);
}

void CoalitionalEditor::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  addActionsWithSeparators(&menu, actions(), {"solve", "copy", "bitmaskOrder"});
  menu.exec(view_->viewport()->mapToGlobal(pos));
}

}  // namespace gamelab::ui
