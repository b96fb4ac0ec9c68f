#include "ui/tree/treeeditor.h"

#include "ui/analysis/progresspanel.h"
#include "ui/common/editorframe.h"
#include "ui/document/documentopener.h"
#include "ui/parameters/parameterpanel.h"
#include "ui/parameters/parametersweepcontroller.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treebinaryedits.h"
#include "ui/tree/treeclipboard.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treegeneratedialog.h"
#include "ui/tree/treepictureexport.h"
#include "ui/tree/treevalidationlist.h"
#include "ui/tree/treeview.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace gamelab::ui {

TreeEditor::TreeEditor(TreeDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  view_ = new TreeView(doc, this);
  validation_ = new TreeValidationList;
  toolBar_ = new QToolBar;
  status_ = new QLabel;
  summary_ = new QLabel;
  status_->setWordWrap(true);
  status_->setMinimumHeight(status_->fontMetrics().height() * 2);
  summary_->setStyleSheet(QStringLiteral("color: #616161;"));
  panel_ = new TreeAnalysisPanel(doc, this);
  parameters_ = new ParameterPanel(doc, this);

  buildActions();

  auto* problemsSide = new QWidget;
  auto* problemsLayout = new QVBoxLayout(problemsSide);
  problemsLayout->setContentsMargins(0, 0, 0, 0);
  auto* problemsTitle = new QLabel(tr("Problems"));
  problemsTitle->setStyleSheet(QStringLiteral("font-weight: bold;"));
  problemsLayout->addWidget(problemsTitle);
  problemsLayout->addWidget(validation_, 1);
  problemsLayout->addWidget(summary_);
  summary_->setWordWrap(true);

  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(view_);
  split->addWidget(problemsSide);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 0);
  split->setChildrenCollapsible(false);
  split->setSizes({620, 200});

  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->setSpacing(2);
  leftLayout->addWidget(toolBar_);
  leftLayout->addWidget(parameters_);
  leftLayout->addWidget(split, 1);
  leftLayout->addWidget(status_);
  QWidget* progress = panel_->progressPanel();
  if (!progress) progress = new QWidget;
  layOutEditorWithAnalysis(this, left, progress, panel_, 980);

  connect(view_, &TreeView::statusMessage, this, [this](const QString& text, bool error) { showStatus(text, error); });
  connect(doc_, &TreeDocument::parametersChanged, parameters_, &ParameterPanel::refresh);
  parameters_->refresh();  // hidden without parameters
  connect(parameters_, &ParameterPanel::message, this, [this](const QString& text, bool error) { showStatus(text, error); });
  connect(view_, &TreeView::contextMenuRequestedAt, this, [this](const QPoint& p, NodeId) { showContextMenu(p); });
  connect(validation_, &TreeValidationList::problemActivated, this,
          [this](const std::vector<NodeId>& nodes) { view_->selectNodes(nodes, true); });
  connect(doc_, &TreeDocument::treeChanged, this, &TreeEditor::onTreeChanged);
  connect(panel_, &TreeAnalysisPanel::overlayRequested, this, &TreeEditor::setOverlay);
  addParameterSweepTab(
      panel_->tabs(), doc_, [this] { return sweepableParameters(doc_->parameters()); },
      [this](const std::string& name) { return treeSweepRequest(doc_->tree(), doc_->parameters(), name); }, this);
  connect(panel_, &TreeAnalysisPanel::nodeSelectionRequested, this, [this](NodeId node) {
    if (node >= 0 && node < doc_->tree().nodeCount()) view_->selectNodes({node}, true);
  });
  connect(panel_, &TreeAnalysisPanel::openDocumentRequested, this,
          [this](GameDocument* document) { openNewDocument(this, DocumentPtr(document)); });
  setFocusProxy(view_);
  onTreeChanged();
  showStatus(tr("Click a node to select it (Ctrl+click adds), double-click a text to edit it; keys 1–9 and C set "
                "the mover, + adds an action, Delete removes a subtree, J joins an information set."),
             false);
}

TreeEditor::~TreeEditor() = default;

QString TreeEditor::statusText() const { return status_->text(); }

QAction* TreeEditor::action(const QString& name) const {
  for (QAction* a : actions())
    if (a->objectName() == name) return a;
  return nullptr;
}

void TreeEditor::setOverlay(const TreeOverlay& overlay) { view_->setOverlay(overlay); }
void TreeEditor::clearOverlay() { view_->setOverlay({}); }

void TreeEditor::showStatus(const QString& text, bool error) { showStatusText(status_, text, error); }

bool TreeEditor::report(const QString& refusal) {
  if (!refusal.isEmpty()) {
    showStatus(refusal, true);
    return false;
  }
  showStatus({}, false);
  return true;
}

void TreeEditor::onTreeChanged() {
  const GameTree& t = doc_->tree();
  validation_->setTree(t);
  view_->setProblemMarks(validation_->marks());
  const TreeSize size = treeSize(t);
  summary_->setText(tr("%n node(s)", nullptr, int(size.nodes)) + QStringLiteral(", ") +
                    tr("%n leaf/leaves", nullptr, int(size.terminals)) + QStringLiteral(", ") +
                    tr("%n information set(s)", nullptr, int(size.infoSets)) +
                    (t.hasPerfectInformation() ? tr("; perfect information") : QString()));
}

void TreeEditor::buildActions() {
  toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
  auto add = [this](const QString& name, const QString& text, const QString& tip, std::function<void()> slot,
                    const QKeySequence& key = {}) { return addEditorAction(this, text, tip, std::move(slot), key, name); };

  auto* moverMenu = new QMenu(tr("Mover"), this);
  moverMenu->setToolTipsVisible(true);
  for (int k = 0; k < 9; ++k)
    moverMenu->addAction(add(QStringLiteral("player%1").arg(k + 1), tr("Player %1").arg(k + 1),
                             tr("Player %1 moves at the selected nodes (a leaf gets two actions)").arg(k + 1),
                             [this, k] { setMover(k); }, QKeySequence(Qt::Key_1 + k)));
  moverMenu->addSeparator();
  moverMenu->addAction(add(QStringLiteral("chance"), tr("Chance"), tr("Chance moves at the selected nodes (uniform probabilities)"),
                           [this] { setMover(kChancePlayer); }, QKeySequence(Qt::Key_C)));
  moverMenu->addAction(add(QStringLiteral("terminal"), tr("Leaf"), tr("Make the selected nodes leaves (deletes what lies below)"),
                           [this] { deleteSubtree(); }, QKeySequence(Qt::Key_T)));
  auto* moverButton = new QToolButton;
  moverButton->setText(tr("Mover"));
  moverButton->setToolTip(tr("Who moves at the selected nodes: keys 1–9, C for chance, T for a leaf"));
  moverButton->setMenu(moverMenu);
  moverButton->setPopupMode(QToolButton::InstantPopup);
  toolBar_->addWidget(moverButton);

  toolBar_->addAction(add(QStringLiteral("addAction"), tr("Add action"),
                          tr("Add an action to the selected node's move (every node of its information set gets it)"),
                          [this] { addAction(); }, QKeySequence(Qt::Key_Plus)));
  menuOnly_.push_back(add(QStringLiteral("removeAction"), tr("Remove action"),
                          tr("Remove the action leading to the selected node, with what lies below it"),
                          [this] { removeAction(); }, QKeySequence(Qt::Key_Minus)));
  toolBar_->addAction(add(QStringLiteral("deleteSubtree"), tr("Delete subtree"),
                          tr("Delete everything below the selected node (it becomes a leaf)"), [this] { deleteSubtree(); },
                          QKeySequence::Delete));
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("join"), tr("Join"),
                          tr("Put the selected nodes into one information set (same player, same number of actions)"),
                          [this] { joinSelected(); }, QKeySequence(Qt::Key_J)));
  toolBar_->addAction(add(QStringLiteral("split"), tr("Split"), tr("Give each selected node its own information set"),
                          [this] { splitSelected(); }, QKeySequence(Qt::Key_S)));
  add(QStringLiteral("nameSet"), tr("Name information set…"), tr("Name the selected node's information set"), [this] {
    if (view_->currentNode() != kNoNode) view_->editPart(TreeGeometry::Part::Node, view_->currentNode());
  });
  add(QStringLiteral("nameOutcome"), tr("Name outcome…"), tr("Name the selected leaf's outcome so other leaves can share it"),
      [this] {
        if (view_->currentNode() == kNoNode) return;
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Name outcome"), tr("Name:"), QLineEdit::Normal, {}, &ok);
        if (ok) report(TreeEdits::nameOutcome(doc_, doc_->tree().pathOf(view_->currentNode()), name));
      });
  add(QStringLiteral("copy"), tr("Copy subtree"), tr("Copy the subtree of the selected node"), [this] { copySubtree(); },
      QKeySequence::Copy);
  add(QStringLiteral("cut"), tr("Cut subtree"), tr("Copy the subtree of the selected node and delete it"),
      [this] { cutSubtree(); }, QKeySequence::Cut);
  add(QStringLiteral("paste"), tr("Paste subtree"), tr("Put the copied subtree at the selected node (replacing its subtree)"),
      [this] { pasteSubtree(); }, QKeySequence::Paste);

  auto* playersMenu = new QMenu(tr("Players"), this);
  playersMenu->addAction(add(QStringLiteral("addPlayer"), tr("Add player"), tr("Add a player (payoff 0 everywhere)"),
                             [this] { report(TreeEdits::addPlayer(doc_)); }));
  playersMenu->addAction(add(QStringLiteral("renamePlayer"), tr("Rename player…"), tr("Rename a player"), [this] {
    const GameTree& t = doc_->tree();
    QStringList names;
    for (int k = 0; k < t.players(); ++k) names << TreeEdits::playerName(t, k);
    bool ok = false;
    const QString who = QInputDialog::getItem(this, tr("Rename player"), tr("Player:"), names, 0, false, &ok);
    if (!ok) return;
    const int player = int(names.indexOf(who));
    const QString name = QInputDialog::getText(this, tr("Rename player"), tr("New name:"), QLineEdit::Normal, who, &ok);
    if (ok) report(TreeEdits::renamePlayer(doc_, player, name));
  }));
  playersMenu->addAction(add(QStringLiteral("removePlayer"), tr("Remove last player"),
                             tr("Remove the last player (refused while the player still moves)"),
                             [this] { report(TreeEdits::removePlayer(doc_, doc_->tree().players() - 1)); }));
  playersMenu->addSeparator();
  playersMenu->addAction(add(QStringLiteral("addParameter"), tr("Add parameter"),
                             tr("Add a parameter t (0 in [0, 1]): payoffs and chance probabilities may then be "
                                "expressions such as 3*t - 1 or 1 - t"),
                             [this] { parameters_->addParameter(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)));
  auto* playersButton = new QToolButton;
  playersButton->setText(tr("Players"));
  playersButton->setToolTip(tr("Add, rename or remove players; add a parameter"));
  playersButton->setMenu(playersMenu);
  playersButton->setPopupMode(QToolButton::InstantPopup);
  toolBar_->addWidget(playersButton);
  toolBar_->addSeparator();

  menuOnly_.push_back(add(QStringLiteral("zoomIn"), tr("Zoom in"), tr("Zoom in (also Ctrl+wheel)"), [this] { view_->zoomIn(); },
                          QKeySequence::ZoomIn));
  menuOnly_.push_back(add(QStringLiteral("zoomOut"), tr("Zoom out"), tr("Zoom out (also Ctrl+wheel)"),
                          [this] { view_->zoomOut(); }, QKeySequence::ZoomOut));
  toolBar_->addAction(add(QStringLiteral("fit"), tr("Fit"), tr("Show the whole tree"), [this] { view_->fitTree(); },
                          QKeySequence(Qt::CTRL | Qt::Key_0)));
  QAction* orientation = add(QStringLiteral("orientation"), tr("Left to right"),
                             tr("Draw the tree from left to right instead of top-down"), [this] {
                               doc_->setOrientation(doc_->orientation() == TreeOrientation::TopDown
                                                        ? TreeOrientation::LeftRight
                                                        : TreeOrientation::TopDown);
                             },
                             QKeySequence(Qt::Key_O));
  orientation->setCheckable(true);
  orientation->setChecked(doc_->orientation() == TreeOrientation::LeftRight);
  connect(doc_, &TreeDocument::orientationChanged, orientation,
          [orientation](TreeOrientation o) { orientation->setChecked(o == TreeOrientation::LeftRight); });
  toolBar_->addAction(orientation);
  toolBar_->addSeparator();
  QAction* binary = add(QStringLiteral("binaryMode"), tr("Win/lose"),
                        tr("Binary (win/lose) mode: a digit on a leaf makes that player win there (payoff 1 to the "
                           "player, 0 to the others), leaves show the winner's name, and M turns a leaf into a move "
                           "(B)"),
                        [this] { doc_->setBinaryMode(!doc_->binaryMode()); }, QKeySequence(Qt::Key_B));
  binary->setCheckable(true);
  binary->setChecked(doc_->binaryMode());
  connect(doc_, &TreeDocument::binaryModeChanged, binary, [binary](bool on) { binary->setChecked(on); });
  toolBar_->addAction(binary);
  toolBar_->addAction(add(QStringLiteral("generateBinary"), tr("Generate…"),
                          tr("Open a generated win/lose tree in a new tab: the Diamond game, Nim for 3 or 4 players, or a "
                             "random tree"),
                          [this] {
                            TreeGenerateDialog dialog(this);
                            if (dialog.exec() == QDialog::Accepted) openGenerated(dialog);
                          }));
  menuOnly_.push_back(add(QStringLiteral("growLeaf"), tr("Make a move"),
                          tr("Turn the selected leaf into a two-action move of the player after its parent's mover "
                             "(in win/lose mode the digits set winners on leaves) (M)"),
                          [this] { growLeaf(); }, QKeySequence(Qt::Key_M)));
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("exportPicture"), tr("Export picture…"),
                          tr("Save the tree picture as SVG, PNG or PDF (TikZ and .efg: File ▸ Export)"),
                          [this] { chooseExportFile(); }));
  toolBar_->addSeparator();
  toolBar_->addAction(add(QStringLiteral("solve"), tr("Solve"),
                          tr("Compute every analysis now, whatever the size of the tree"), [this] { panel_->solve(); },
                          QKeySequence(Qt::Key_F5)));
}

namespace {
std::vector<NodePath> pathsOf(const TreeView* view) { return view->selectedPaths(); }
}  // namespace

bool TreeEditor::setMover(int player) {
  const auto paths = pathsOf(view_);
  if (paths.empty()) return report(tr("Select a node first."));
  if (doc_->binaryMode() && player != kChancePlayer) {
    const GameTree& t = doc_->tree();
    bool allLeaves = true;
    for (const NodePath& p : paths) allLeaves = allLeaves && t.nodeAt(p) != kNoNode && t.isTerminal(t.nodeAt(p));
    if (allLeaves) return report(TreeBinaryEdits::setWinner(doc_, paths, player));
  }
  if (paths.size() == 1) return report(TreeEdits::setPlayer(doc_, paths.front(), player));
  doc_->undoStack()->beginMacro(player == kChancePlayer ? tr("Set mover to chance") : tr("Set mover"));
  QString refusal;
  for (const NodePath& p : paths) {
    const QString r = TreeEdits::setPlayer(doc_, p, player);
    if (!r.isEmpty()) refusal = r;
  }
  doc_->undoStack()->endMacro();
  return report(refusal);
}

bool TreeEditor::openGenerated(const TreeGenerateDialog& dialog) { return report(dialog.openIn(this)); }

bool TreeEditor::growLeaf() {
  const NodeId id = view_->currentNode();
  if (id == kNoNode) return report(tr("Select a leaf first."));
  const GameTree& t = doc_->tree();
  if (!t.isTerminal(id)) return report(tr("The selected node is a move already; + adds an action to it."));
  const NodeId parent = t.node(id).parent;
  const int before = parent == kNoNode ? -1 : t.playerAt(parent);
  const int player = before < 0 ? 0 : (before + 1) % t.players();
  return report(TreeBinaryEdits::growLeaf(doc_, t.pathOf(id), player));
}

bool TreeEditor::addAction() {
  if (view_->currentNode() == kNoNode) return report(tr("Select a node first."));
  return report(TreeEdits::addAction(doc_, doc_->tree().pathOf(view_->currentNode())));
}

bool TreeEditor::removeAction() {
  if (view_->currentNode() == kNoNode) return report(tr("Select the node an action leads to."));
  return report(TreeEdits::removeAction(doc_, doc_->tree().pathOf(view_->currentNode())));
}

bool TreeEditor::deleteSubtree() {
  if (view_->currentNode() == kNoNode) return report(tr("Select a node first."));
  return report(TreeEdits::makeTerminal(doc_, doc_->tree().pathOf(view_->currentNode())));
}

bool TreeEditor::joinSelected() { return report(TreeEdits::joinInfoSet(doc_, pathsOf(view_))); }
bool TreeEditor::splitSelected() { return report(TreeEdits::splitInfoSet(doc_, pathsOf(view_))); }

void TreeEditor::copySubtree() {
  if (view_->currentNode() == kNoNode) return;
  const GameTree piece = doc_->tree().extractSubtree(view_->currentNode());
  copyTreeToClipboard(piece);
  showStatus(tr("Copied a subtree of %n node(s).", nullptr, int(piece.nodes.size())), false);
}

bool TreeEditor::cutSubtree() {
  if (view_->currentNode() == kNoNode) return report(tr("Select a node first."));
  copySubtree();
  if (doc_->tree().isTerminal(view_->currentNode())) return true;
  return report(TreeEdits::makeTerminal(doc_, doc_->tree().pathOf(view_->currentNode())));
}

bool TreeEditor::pasteSubtree() {
  if (view_->currentNode() == kNoNode) return report(tr("Select the node to paste at."));
  QString why;
  auto piece = treeFromClipboard(&why, doc_->parameters().values());
  if (!piece) return report(why);
  return report(TreeEdits::pasteSubtree(doc_, doc_->tree().pathOf(view_->currentNode()), *piece));
}

bool TreeEditor::exportPicture(const QString& formatId, const QString& path) {
  const QString error = exportTreePicture(*doc_, view_->overlay(), formatId, path);
  if (!error.isEmpty()) return report(error);
  showStatus(tr("Saved the picture as %1.").arg(QFileInfo(path).fileName()), false);
  return true;
}

void TreeEditor::chooseExportFile() {
  QStringList filters;
  const auto formats = treePictureFormats();
  for (const auto& f : formats) filters << f.nameFilter;
  QString selected = filters.front();
  const QString path = QFileDialog::getSaveFileName(this, tr("Export picture"), doc_->displayName(),
                                                    filters.join(QStringLiteral(";;")), &selected);
  if (path.isEmpty()) return;
  QString id = formats.front().id;
  for (const auto& f : formats)
    if (f.nameFilter == selected) id = f.id;
  const QString suffix = QFileInfo(path).suffix().toLower();
  for (const auto& f : formats)
    if (f.suffix == suffix) id = f.id;
  QString file = path;
  if (suffix.isEmpty())
    for (const auto& f : formats)
      if (f.id == id) file += QLatin1Char('.') + f.suffix;
  exportPicture(id, file);
}

void TreeEditor::showContextMenu(const QPoint& globalPos) {
  QMenu menu(this);
  menu.setToolTipsVisible(true);
  const NodeId current = view_->currentNode();
  const GameTree& t = doc_->tree();
  auto* mover = menu.addMenu(tr("Mover"));
  for (int k = 0; k < t.players() && k < 9; ++k) {
    QAction* a = action(QStringLiteral("player%1").arg(k + 1));
    mover->addAction(a);
    a->setText(TreeEdits::playerName(t, k));
  }
  mover->addAction(action(QStringLiteral("chance")));
  mover->addAction(action(QStringLiteral("terminal")));
  for (const char* name : {"addAction", "removeAction", "deleteSubtree"}) menu.addAction(action(QLatin1String(name)));
  menu.addSeparator();
  for (const char* name : {"join", "split", "nameSet"}) menu.addAction(action(QLatin1String(name)));
  if (current != kNoNode && t.isTerminal(current)) {
    auto* outcomes = menu.addMenu(tr("Outcome"));
    const NodePath path = t.pathOf(current);
    for (int o = 0; o < int(t.outcomes.size()); ++o) {
      const TreeOutcome& oc = t.outcomes[std::size_t(o)];
      QStringList pays;
      for (const Rational& v : oc.payoffs) pays << QString::fromStdString(toString(v));
      const QString text = (oc.label.empty() ? tr("Outcome %1").arg(o + 1) : QString::fromStdString(oc.label)) +
                           QStringLiteral(" (") + pays.join(QStringLiteral(", ")) + QLatin1Char(')');
      QAction* a = outcomes->addAction(text, this, [this, path, o] { report(TreeEdits::setOutcome(doc_, path, o)); });
      a->setCheckable(true);
      a->setChecked(t.node(current).outcome == o);
    }
    outcomes->addSeparator();
    outcomes->addAction(tr("None"), this, [this, path] { report(TreeEdits::setOutcome(doc_, path, -1)); });
    outcomes->addAction(action(QStringLiteral("nameOutcome")));
  }
  menu.addSeparator();
  for (const char* name : {"copy", "cut", "paste"}) menu.addAction(action(QLatin1String(name)));
  menu.exec(globalPos);
}

}  // namespace gamelab::ui
