#include "ui/impartial/playview.h"

#include "ui/analysis/solverrunner.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/document/replacestatecommand.h"
#include "ui/impartial/hintpanel.h"
#include "ui/impartial/impartialanalysispanel.h"
#include "ui/impartial/impartialboard.h"
#include "ui/impartial/impartialdocument.h"
#include "ui/impartial/impartialplaycommands.h"
#include "ui/impartial/newgamedialog.h"
#include "ui/impartial/playviewtext.h"
#include "ui/impartial/whypanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

/// Gives the document the name of the game it now holds (a child of the New game step).
class RetitleCommand : public QUndoCommand {
 public:
  RetitleCommand(GameDocument* doc, QString title, QUndoCommand* parent)
      : QUndoCommand(parent), doc_(doc), before_(doc->title()), after_(std::move(title)) {}
  void redo() override { doc_->setTitle(after_); }
  void undo() override { doc_->setTitle(before_); }

 private:
  GameDocument* doc_;
  QString before_, after_;
};

}  // namespace

PlayView::PlayView(ImpartialDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), rng_(std::random_device{}()) {
  static const int moveType = qRegisterMetaType<gamelab::ImpartialMove>();
  static const int positionType = qRegisterMetaType<gamelab::ImpartialPosition>();
  Q_UNUSED(moveType);
  Q_UNUSED(positionType);
  computerRunner_ = new SolverRunner(this);
  hintRunner_ = new SolverRunner(this);
  buildControls();
  connect(doc_, &ImpartialDocument::stateChanged, this, [this] {
    ++generation_;
    if (!pushingComputerMove_) computerRunner_->cancel();
    refusal_.clear();
    refresh();
  });
  connect(doc_, &ImpartialDocument::hintsChanged, this, [this] {
    refreshControls();
    refreshHints();
  });
  connect(computerRunner_, &SolverRunner::cancelled, this, [this] { refreshStatus(); });
  qApp->installEventFilter(this);
  refresh();
  if (doc_->computerToMove() && doc_->history().empty()) QTimer::singleShot(0, this, [this] { letComputerMove(); });
}

PlayView::~PlayView() {
  qApp->removeEventFilter(this);
  computerRunner_->cancel();
  hintRunner_->cancel();
}

void PlayView::buildControls() {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  toolBar_ = new QToolBar(this);
  toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
  layout->addWidget(toolBar_);
  auto add = [this](const QString& name, const QString& text, const QString& tip, auto slot, const QKeySequence& key = {},
                    bool checkable = false) {
    auto* a = new QAction(text, this);
    a->setObjectName(name);
    a->setCheckable(checkable);
    a->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    if (!key.isEmpty()) {
      a->setShortcut(key);
      a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    }
    addAction(a);
    toolBar_->addAction(a);
    if (checkable) connect(a, &QAction::toggled, this, slot);
    else connect(a, &QAction::triggered, this, slot);
    return a;
  };
  // Ctrl+N is the window's File ▸ New too: the event filter routes it to this view (no shortcut here).
  QAction* newGame = add(QStringLiteral("newGame"), tr("New game…"), tr("Start a new game: choose the game and a size"),
                         [this] { newGameDialog(); });
  newGame->setToolTip(tr("Start a new game: choose the game and a size (%1)")
                          .arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
  add(QStringLiteral("undo"), tr("Undo"), tr("Take back your last move and the computer's reply (Ctrl+Z)"),
      [this] {
        computerRunner_->cancel();
        doc_->undoStack()->undo();
      });
  add(QStringLiteral("computerMove"), tr("Computer, move"), tr("Let the computer make its move now"),
      [this] { letComputerMove(); });
  toolBar_->addSeparator();
  add(QStringLiteral("edit"), tr("Edit position"), tr("Set up the position on the board (every change can be undone)"),
      [this](bool on) { setEditing(on); }, QKeySequence(Qt::Key_E), true);
  add(QStringLiteral("hints"), tr("Hints"), tr("Show Grundy values, the nim-sum and the winning moves"),
      [this](bool on) { doc_->setHintsVisible(on); }, QKeySequence(Qt::Key_H), true);
  add(QStringLiteral("analyse"), tr("Analyse"), tr("Show the analysis of this game's rule"), [this] { analyse(); },
      QKeySequence(Qt::Key_F5));

  // Settings row.
  auto* settings = new QHBoxLayout;
  layout->addLayout(settings);
  opponent_ = new QComboBox(this);
  opponent_->setObjectName(QStringLiteral("opponent"));
  opponent_->addItems({tr("the computer"), tr("a second human")});
  starts_ = new QComboBox(this);
  starts_->setObjectName(QStringLiteral("starts"));
  starts_->addItems({tr("You"), tr("The computer")});
  convention_ = new QComboBox(this);
  convention_->setObjectName(QStringLiteral("convention"));
  convention_->addItems({tr("Normal play (last move wins)"), tr("Misère play (last move loses)")});
  strength_ = new QComboBox(this);
  strength_->setObjectName(QStringLiteral("strength"));
  strength_->addItems({tr("Perfect"), tr("Makes mistakes")});
  mistake_ = new QDoubleSpinBox(this);
  mistake_->setObjectName(QStringLiteral("mistakeProbability"));
  mistake_->setRange(0.05, 1.0);
  mistake_->setSingleStep(0.05);
  mistake_->setDecimals(2);
  mistake_->setValue(0.3);
  mistake_->setToolTip(tr("The probability that the computer plays a random move instead of a winning one"));
  settings->addWidget(new QLabel(tr("Opponent:"), this));
  settings->addWidget(opponent_);
  settings->addWidget(new QLabel(tr("Starts:"), this));
  settings->addWidget(starts_);
  settings->addWidget(convention_);
  settings->addWidget(new QLabel(tr("Computer:"), this));
  settings->addWidget(strength_);
  settings->addWidget(mistake_);
  settings->addStretch(1);

  connect(opponent_, &QComboBox::activated, this, [this](int i) {
    changeSettings([i](ImpartialState& s) { s.settings.againstComputer = i == 0; },
                   i == 0 ? tr("Play against the computer") : tr("Two human players"));
  });
  connect(starts_, &QComboBox::activated, this, [this](int i) {
    changeSettings(
        [i](ImpartialState& s) {
          s.settings.humanStarts = i == 0;
          if (s.history.empty()) s.firstToMove = i == 0 ? Side::Human : Side::Computer;
        },
        i == 0 ? tr("You start") : tr("The computer starts"));
  });
  connect(convention_, &QComboBox::activated, this, [this](int i) {
    changeSettings([i](ImpartialState& s) { s.settings.convention = i == 1 ? PlayConvention::Misere : PlayConvention::Normal; },
                   i == 1 ? tr("Misère play") : tr("Normal play"));
  });
  connect(strength_, &QComboBox::activated, this, [this](int i) {
    const double p = i == 0 ? 0.0 : mistake_->value();
    changeSettings([p](ImpartialState& s) { s.settings.mistakeProbability = p; }, tr("Computer strength"));
  });
  connect(mistake_, &QDoubleSpinBox::editingFinished, this, [this] {
    if (strength_->currentIndex() != 1 || doc_->settings().mistakeProbability == mistake_->value()) return;
    const double p = mistake_->value();
    changeSettings([p](ImpartialState& s) { s.settings.mistakeProbability = p; }, tr("Computer strength"));
  });

  // Board, banner, status and move list on the left; hints, why and analysis on the right.
  auto* split = new QSplitter(Qt::Horizontal, this);
  layout->addWidget(split, 1);
  auto* left = new QWidget(split);
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  banner_ = new QLabel(left);
  banner_->setObjectName(QStringLiteral("banner"));
  banner_->setAlignment(Qt::AlignCenter);
  banner_->setVisible(false);
  QFont big = banner_->font();
  big.setPointSizeF(big.pointSizeF() * 1.6);
  big.setBold(true);
  banner_->setFont(big);
  leftLayout->addWidget(banner_);
  boardHost_ = new QWidget(left);
  auto* hostLayout = new QVBoxLayout(boardHost_);
  hostLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(boardHost_, 3);
  auto* statusRow = new QHBoxLayout;
  status_ = new QLabel(left);
  status_->setObjectName(QStringLiteral("status"));
  status_->setWordWrap(true);
  cancel_ = new QPushButton(tr("Cancel"), left);
  cancel_->setObjectName(QStringLiteral("cancel"));
  cancel_->setVisible(false);
  connect(cancel_, &QPushButton::clicked, this, [this] { computerRunner_->cancel(); });
  statusRow->addWidget(status_, 1);
  statusRow->addWidget(cancel_);
  leftLayout->addLayout(statusRow);
  leftLayout->addWidget(new QLabel(tr("Moves:"), left));
  moves_ = new QListWidget(left);
  moves_->setObjectName(QStringLiteral("moveList"));
  moves_->setMaximumHeight(150);
  leftLayout->addWidget(moves_, 1);

  side_ = new QSplitter(Qt::Vertical, split);
  auto* tabs = new QTabWidget(side_);
  hints_ = new HintPanel(tabs);
  why_ = new WhyPanel(tabs);
  tabs->addTab(hints_, tr("Hints"));
  tabs->addTab(why_, tr("Why?"));
  // The analysis scrolls rather than forcing the window taller than a laptop screen.
  auto* analysisScroll = new QScrollArea(side_);
  analysisScroll->setWidgetResizable(true);
  analysisScroll->setFrameShape(QFrame::NoFrame);
  analysis_ = new ImpartialAnalysisPanel(analysisScroll);
  analysisScroll->setWidget(analysis_);
  analysisScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  analysisScroll->setMinimumWidth(analysis_->minimumSizeHint().width() +
                                  analysisScroll->verticalScrollBar()->sizeHint().width());
  side_->addWidget(tabs);
  side_->addWidget(analysisScroll);
  side_->setStretchFactor(0, 1);  // the analysis (chart, tables) needs the height more than the hints
  side_->setStretchFactor(1, 3);
  side_->setSizes({220, 680});
  split->addWidget(left);
  split->addWidget(side_);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({720, 520});
  connect(hints_, &HintPanel::winningMoveChosen, this, [this](const ImpartialMove& m) {
    if (board_) board_->showMove(m);
  });
}

QAction* PlayView::action(const QString& name) const { return findChild<QAction*>(name); }

QString PlayView::statusText() const { return status_->text(); }
QString PlayView::bannerText() const { return banner_->isVisibleTo(const_cast<PlayView*>(this)) ? banner_->text() : QString(); }

bool PlayView::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress) return false;
  auto* w = qobject_cast<QWidget*>(watched);
  if (!w || (w != this && !isAncestorOf(w)) || !isVisible()) return false;
  auto* key = static_cast<QKeyEvent*>(event);
  if (!key->matches(QKeySequence::New)) return false;
  if (event->type() == QEvent::ShortcutOverride) {
    event->accept();  // the window's File ▸ New must not take it
    return true;
  }
  newGameDialog();
  return true;
}

void PlayView::refresh() {
  ensureBoard();
  board_->setPosition(doc_->position());
  refreshControls();
  refreshMoves();
  refreshStatus();
  refreshHints();
  if (whyComponent_ >= 0) why_->explain(doc_->position(), whyComponent_);
  analysis_->setPosition(doc_->position());
}

void PlayView::ensureBoard() {
  const int family = int(doc_->position().index());
  const int boardKind = family <= 1 ? 0 : family == 2 ? 2 : family <= 5 ? 3 : family;
  if (board_ && boardFamily_ == boardKind) return;
  if (board_) board_->deleteLater();
  board_ = createBoard(doc_->position(), boardHost_);
  board_->setObjectName(QStringLiteral("board"));
  boardFamily_ = boardKind;
  boardHost_->layout()->addWidget(board_);
  board_->setEditing(editing_);
  connect(board_, &ImpartialBoard::moveRequested, this, [this](const ImpartialMove& m) { requestMove(m); });
  connect(board_, &ImpartialBoard::positionEdited, this, [this](const ImpartialPosition& p) { positionEdited(p); });
  connect(board_, &ImpartialBoard::componentSelected, this, [this](int c) { componentSelected(c); });
}

void PlayView::refreshControls() {
  const auto& s = doc_->settings();
  const QSignalBlocker b1(opponent_), b2(starts_), b3(convention_), b4(strength_), b5(mistake_);
  opponent_->setCurrentIndex(s.againstComputer ? 0 : 1);
  starts_->setCurrentIndex(s.humanStarts ? 0 : 1);
  starts_->setEnabled(s.againstComputer);
  strength_->setEnabled(s.againstComputer);
  strength_->setCurrentIndex(s.mistakeProbability > 0 ? 1 : 0);
  if (s.mistakeProbability > 0) mistake_->setValue(s.mistakeProbability);
  mistake_->setEnabled(s.againstComputer && s.mistakeProbability > 0);
  convention_->setCurrentIndex(s.convention == PlayConvention::Misere ? 1 : 0);
  const bool misere = supportsMisere(doc_->position());
  if (auto* model = qobject_cast<QStandardItemModel*>(convention_->model())) {
    QStandardItem* item = model->item(1);
    item->setEnabled(misere || s.convention == PlayConvention::Misere);
    item->setToolTip(misere ? QString() : tr("Misère play is not supported for this game"));
  }
  convention_->setToolTip(misere ? tr("Normal play: the player who cannot move loses. Misère: that player wins.")
                                 : tr("Misère play is not supported for this game"));
  if (QAction* h = action(QStringLiteral("hints"))) {
    const QSignalBlocker b(h);
    h->setChecked(s.hints);
  }
  const bool thinking = computerRunner_->isRunning();
  action(QStringLiteral("computerMove"))->setEnabled(doc_->computerToMove() && !thinking && !editing_);
  action(QStringLiteral("undo"))->setEnabled(doc_->undoStack()->canUndo());
}

void PlayView::refreshMoves() {
  moves_->clear();
  ImpartialPosition p = doc_->state().start;
  int number = 1;
  for (const auto& m : doc_->history()) {
    QString who;
    if (doc_->settings().againstComputer) who = m.by == Side::Human ? tr("You") : tr("Computer");
    else who = m.by == Side::Human ? tr("Player 1") : tr("Player 2");
    moves_->addItem(QStringLiteral("%1. %2: %3").arg(number++).arg(who, moveText(p, m.move)));
    p = applyMove(p, m.move);
  }
  moves_->scrollToBottom();
}

void PlayView::setStatus(const QString& text, bool error) {
  showStatusText(status_, text, error);
}

void PlayView::refreshStatus() {
  const bool thinking = computerRunner_->isRunning();
  cancel_->setVisible(thinking);
  const bool over = doc_->gameOver();
  const bool vsComputer = doc_->settings().againstComputer;
  if (over) {
    const Side w = doc_->winner();
    QString text;
    if (vsComputer) text = w == Side::Human ? tr("You win!") : tr("The computer wins");
    else text = w == Side::Human ? tr("Player 1 wins!") : tr("Player 2 wins!");
    banner_->setText(text);
    banner_->setStyleSheet(vsComputer && w == Side::Computer ? QStringLiteral("color:%1").arg(errorColor().name()) : QStringLiteral("color:#1b7f3a"));
    banner_->setVisible(true);
  } else {
    banner_->setVisible(false);
  }
  if (board_) board_->setInteractive(!over && !thinking && (!vsComputer || doc_->toMove() == Side::Human));
  refreshControls();
  if (!refusal_.isEmpty()) {
    setStatus(refusal_, true);
    return;
  }
  if (editing_) return setStatus(tr("Editing the position: change it on the board, then leave Edit position to play."));
  if (over) return setStatus(tr("Game over: no move is left."));
  if (thinking) return setStatus(tr("The computer is thinking…"));
  if (!vsComputer) return setStatus(doc_->toMove() == Side::Human ? tr("Player 1 to move") : tr("Player 2 to move"));
  if (doc_->toMove() == Side::Human) return setStatus(tr("Your move"));
  setStatus(tr("The computer's turn: press “Computer, move”."));
}

void PlayView::refreshHints() {
  const bool on = doc_->settings().hints;
  hints_->setEnabled(on);
  if (!on) {
    hintRunner_->cancel();
    board_->setHints(std::nullopt);
    hints_->setMessage(tr("Hints are off (press H)."));
    return;
  }
  const ImpartialPosition position = doc_->position();
  const PlayConvention convention = doc_->settings().convention;
  hints_->setAnalysis(position, std::nullopt);
  const int generation = generation_;
  hintRunner_->run<PositionAnalysis>(
      tr("Hints"),
      [position, convention](const Progress&, const CancelToken& cancel) { return solvePosition(position, {.convention = convention}, Progress::none(), cancel); },
      [this, position, generation](const Expected<PositionAnalysis>& result) {
        if (generation != generation_) return;
        if (!result) {
          hints_->setMessage(errorReasonText(result.error()));
          board_->setHints(std::nullopt);
          return;
        }
        hints_->setAnalysis(position, *result);
        board_->setHints(*result);
      });
}

bool PlayView::requestMove(const ImpartialMove& move) {
  if (editing_ || computerRunner_->isRunning()) return false;
  if (doc_->settings().againstComputer && doc_->toMove() != Side::Human) return false;
  const MoveCheck check = checkMove(doc_->position(), move);
  if (!check.legal()) {
    refusal_ = tr("Illegal move: %1").arg(rejectionText(check));
    refreshStatus();
    return false;
  }
  refusal_.clear();
  doc_->undoStack()->push(new ImpartialMoveCommand(doc_, move, doc_->settings().againstComputer ? Side::Human : doc_->toMove()));
  if (doc_->computerToMove()) letComputerMove();
  return true;
}

void PlayView::letComputerMove() {
  if (editing_ || !doc_->computerToMove() || computerRunner_->isRunning()) return;
  const ImpartialPosition position = doc_->position();
  ComputerOptions options;
  options.convention = doc_->settings().convention;
  if (options.convention == PlayConvention::Misere && !supportsMisere(position)) options.convention = PlayConvention::Normal;
  options.mistakeProbability = doc_->settings().mistakeProbability;
  options.seed = rng_();
  const int generation = generation_;
  computerRunner_->run<ImpartialMove>(
      tr("The computer is thinking"),
      [position, options](const Progress&, const CancelToken& cancel) {
        return solveComputerMove(position, options, Progress::none(), cancel);
      },
      [this, generation](const Expected<ImpartialMove>& result) {
        if (generation != generation_) return;
        if (!result) {
          refusal_ = errorReasonText(result.error());
          refreshStatus();
          return;
        }
        const ImpartialMove move = *result;
        auto play = [this, move, generation] {
          if (generation != generation_ || !doc_->computerToMove()) return;
          if (!checkMove(doc_->position(), move).legal()) return;
          pushingComputerMove_ = true;
          doc_->undoStack()->push(new ImpartialMoveCommand(doc_, move, Side::Computer));
          pushingComputerMove_ = false;
          if (board_) board_->showMove(move);
        };
        board_->showMove(move);
        setStatus(tr("The computer plays %1").arg(moveText(doc_->position(), move)));
        if (delayMs_ <= 0) play();
        else QTimer::singleShot(delayMs_, this, play);
      });
  refreshStatus();
}

void PlayView::changeSettings(const std::function<void(ImpartialState&)>& edit, const QString& text) {
  ImpartialState state = doc_->state();
  edit(state);
  if (state == doc_->state()) return;
  computerRunner_->cancel();
  doc_->undoStack()->push(new ReplaceStateCommand<ImpartialDocument>(doc_, state, text));
  if (doc_->computerToMove() && !editing_) letComputerMove();
}

void PlayView::startNewGame(const ImpartialPosition& start) {
  computerRunner_->cancel();
  ImpartialState state = doc_->state();
  state.start = start;
  state.history.clear();
  state.firstToMove = (!state.settings.againstComputer || state.settings.humanStarts) ? Side::Human : Side::Computer;
  if (state.settings.convention == PlayConvention::Misere && !supportsMisere(start))
    state.settings.convention = PlayConvention::Normal;
  whyComponent_ = -1;
  why_->explain(start, -1);
  // One undo step: the new state and, when it names another game, the document's title.
  auto* command = new QUndoCommand(tr("New game"));
  new ReplaceStateCommand<ImpartialDocument>(doc_, state, tr("New game"), command);
  if (const QString name = gameName(start); doc_->title() != name) new RetitleCommand(doc_, name, command);
  doc_->undoStack()->push(command);
  if (doc_->computerToMove() && !editing_) letComputerMove();
}

void PlayView::newGameDialog() {
  NewGameDialog dialog(this);
  if (dialog.exec() != QDialog::Accepted) return;
  auto position = dialog.position(rng_);
  if (!position) {
    refusal_ = errorReasonText(position.error());
    refreshStatus();
    return;
  }
  startNewGame(*position);
}

void PlayView::positionEdited(const ImpartialPosition& position) {
  if (!editing_) return;
  ImpartialState state = doc_->state();
  state.firstToMove = doc_->toMove();
  state.start = position;
  state.history.clear();
  doc_->undoStack()->push(new ReplaceStateCommand<ImpartialDocument>(doc_, state, tr("Edit position")));
}

void PlayView::setEditing(bool on) {
  if (editing_ == on) return;
  editing_ = on;
  computerRunner_->cancel();
  if (QAction* a = action(QStringLiteral("edit"))) {
    const QSignalBlocker b(a);
    a->setChecked(on);
  }
  board_->setEditing(on);
  refusal_.clear();
  refreshStatus();
  if (!on && doc_->computerToMove() && doc_->history().empty()) letComputerMove();
}

void PlayView::componentSelected(int component) {
  whyComponent_ = component;
  why_->explain(doc_->position(), component);
}

void PlayView::analyse() {
  analysis_->setPosition(doc_->position());
  analysis_->show();
  const QList<int> sizes = side_->sizes();
  if (sizes.size() == 2 && sizes[1] < 80) side_->setSizes({sizes[0] / 2, sizes[0] / 2 + sizes[1]});
  analysis_->setFocus();
}

}  // namespace gamelab::ui
