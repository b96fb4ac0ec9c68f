#include "ui/partizan/partizanplaypage.h"

#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/partizan/domineeringboard.h"
#include "ui/partizan/hackenbushcanvas.h"
#include "ui/partizan/partizancolors.h"
#include "ui/partizan/partizandocument.h"
#include "ui/partizan/partizaneditor.h"
#include "ui/partizan/toadsstrip.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace gamelab::ui {

using partizan::Ruleset;
using partizan::Side;

namespace {

constexpr int kComputerPauseMs = 250;
constexpr const char* kComponentProperty = "playComponent";  ///< a board's component index

QString sideName(Side side) { return side == Side::Left ? PartizanPlayPage::tr("Left") : PartizanPlayPage::tr("Right"); }

/// A read-only picture of a component's current position.
QWidget* componentPicture(const partizan::Position& position, const partizan::PartizanComponent* original,
                          std::vector<DomineeringBoard::PlacedDomino> placed) {
  const QString text = QString::fromStdString(position.text);
  QWidget* w = nullptr;
  switch (position.ruleset) {
    case Ruleset::Domineering: {
      auto* b = new DomineeringBoard;
      b->setPosition(text);
      b->setPlacedDominoes(std::move(placed));
      b->setFixedSize(b->sizeHint().boundedTo({260, 260}));
      w = b;
      break;
    }
    case Ruleset::ToadsAndFrogs: {
      auto* s = new ToadsStrip;
      s->setPosition(text);
      s->setMinimumHeight(60);
      w = s;
      break;
    }
    case Ruleset::Hackenbush: {
      auto* c = new HackenbushCanvas;
      c->setPicture(text, original ? original->layout : HackenbushCanvas::Layout{});
      c->setDrawing(false);
      c->setFixedHeight(200);
      w = c;
      break;
    }
    case Ruleset::Cutcake:
    case Ruleset::Expression: {
      auto* l = new QLabel(QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped()));
      l->setWordWrap(true);
      w = l;
      break;
    }
  }
  // Boards take clicks (the Play page's event filter turns them into moves); a text does not.
  if (qobject_cast<QLabel*>(w)) w->setAttribute(Qt::WA_TransparentForMouseEvents);
  else w->setCursor(Qt::PointingHandCursor);
  w->setFocusPolicy(Qt::NoFocus);
  return w;
}

/// The cell or edge of a board under `point`, as partizanMoveAt takes it; empty when none.
std::vector<int> boardPlaceAt(QWidget* board, QPointF point) {
  if (auto* d = qobject_cast<DomineeringBoard*>(board)) {
    if (auto cell = d->cellIndexAt(point)) return {cell->first, cell->second};
  } else if (auto* t = qobject_cast<ToadsStrip*>(board)) {
    if (auto cell = t->cellIndexAt(point)) return {*cell};
  } else if (auto* h = qobject_cast<HackenbushCanvas*>(board)) {
    if (auto edge = h->edgeIndexAt(point)) return {*edge};
  }
  return {};
}

}  // namespace

PartizanPlayPage::PartizanPlayPage(PartizanDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), shared_(doc->sharedStore()), leftPlayer_(new QComboBox),
      rightPlayer_(new QComboBox), first_(new QComboBox), newGame_(new QPushButton(tr("New game"))),
      undo_(new QPushButton(tr("Undo move"))), hintsBox_(new QCheckBox(tr("Hints"))), status_(new QLabel),
      hintLabel_(new QLabel), board_(new QWidget), boardLayout_(new QVBoxLayout(board_)), moves_(new QListWidget),
      history_(new QListWidget), runner_(new SolverRunner(this)), progress_(new ProgressPanel(runner_, this)) {
  for (QComboBox* c : {leftPlayer_, rightPlayer_}) c->addItems({tr("Person"), tr("Computer")});
  leftPlayer_->setObjectName(QStringLiteral("leftPlayer"));
  rightPlayer_->setObjectName(QStringLiteral("rightPlayer"));
  leftPlayer_->setToolTip(tr("Who plays Left (blue): a person or the computer"));
  rightPlayer_->setToolTip(tr("Who plays Right (red): a person or the computer"));
  rightPlayer_->setCurrentIndex(1);
  first_->addItems({tr("Left first"), tr("Right first")});
  first_->setObjectName(QStringLiteral("firstPlayer"));
  first_->setToolTip(tr("Who makes the first move of a new game"));
  newGame_->setToolTip(tr("Start again from the components' positions"));
  undo_->setToolTip(tr("Take back your last move (and the computer's reply)"));
  hintsBox_->setToolTip(tr("Show the value of each component and of the total, and mark the winning moves"));
  hintsBox_->setChecked(true);
  auto* row = new QHBoxLayout;
  row->addWidget(new QLabel(tr("Left:")));
  row->addWidget(leftPlayer_);
  row->addWidget(new QLabel(tr("Right:")));
  row->addWidget(rightPlayer_);
  row->addWidget(first_);
  row->addWidget(newGame_);
  row->addWidget(undo_);
  row->addWidget(hintsBox_);
  row->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(row);
  status_->setObjectName(QStringLiteral("playStatus"));
  status_->setWordWrap(true);
  layout->addWidget(status_);
  hintLabel_->setObjectName(QStringLiteral("playHints"));
  hintLabel_->setWordWrap(true);
  hintLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(hintLabel_);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(board_);
  moves_->setObjectName(QStringLiteral("playMoves"));
  moves_->setToolTip(tr("The legal moves of the player to move: click one to play it"));
  history_->setObjectName(QStringLiteral("playHistory"));
  history_->setToolTip(tr("The moves played so far"));
  auto* side = new QSplitter(Qt::Vertical);
  side->addWidget(moves_);
  side->addWidget(history_);
  side->setStretchFactor(0, 3);
  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(scroll);
  split->addWidget(side);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({600, 400});
  scroll->setMinimumWidth(280);
  layout->addWidget(split, 1);
  layout->addWidget(progress_);

  connect(newGame_, &QPushButton::clicked, this, &PartizanPlayPage::startNewGame);
  connect(undo_, &QPushButton::clicked, this, &PartizanPlayPage::undoMove);
  connect(hintsBox_, &QCheckBox::toggled, this, [this] { showPosition(); });
  connect(leftPlayer_, &QComboBox::currentIndexChanged, this, [this] { showPosition(); });
  connect(rightPlayer_, &QComboBox::currentIndexChanged, this, [this] { showPosition(); });
  connect(first_, &QComboBox::currentIndexChanged, this, [this] {
    if (played_.empty()) startNewGame();
  });
  connect(moves_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    if (computerMoves(state_.toMove)) return;
    play(moves_->row(item));
  });
  connect(doc_, &PartizanDocument::stateChanged, this, &PartizanPlayPage::startNewGame);
  startNewGame();
}

PartizanPlayPage::~PartizanPlayPage() { runner_->cancel(); }

bool PartizanPlayPage::computerMoves(Side side) const {
  return (side == Side::Left ? leftPlayer_ : rightPlayer_)->currentIndex() == 1;
}

QString PartizanPlayPage::statusText() const { return status_->text(); }
QString PartizanPlayPage::hintText() const { return hintLabel_->text(); }

std::optional<Side> PartizanPlayPage::winner() const {
  if (!isOver()) return std::nullopt;
  return partizan::opponent(state_.toMove);
}

void PartizanPlayPage::startNewGame() {
  state_ = {};
  skipped_.clear();
  unplayable_.clear();
  const auto& components = doc_->state().components;
  for (std::size_t i = 0; i < components.size(); ++i) {
    auto position = partizan::readPosition(components[i].position.ruleset, components[i].position.text);
    if (position) state_.components.push_back(std::move(position).value());
    else skipped_ << tr("component %1 left out: %2").arg(i + 1).arg(errorText(position.error()));
  }
  state_.toMove = first_->currentIndex() == 0 ? Side::Left : Side::Right;
  if (const auto unplayable = partizan::unplayableComponent(state_))
    unplayable_ = tr("This sum cannot be played move by move: component %1 holds *%2, and each player has a move "
                     "to every *k with k < %2 there. Its value is on the Value page.")
                      .arg(unplayable->index + 1)
                      .arg(QString::fromStdString(unplayable->nimber));
  played_.clear();
  history_->clear();
  showPosition();
}

void PartizanPlayPage::play(int index) {
  if (index < 0 || index >= int(legal_.size())) return;
  const partizan::PlayMove& m = legal_[std::size_t(index)];
  const bool byComputer = computerMoves(state_.toMove);
  history_->addItem(tr("%1: %2 (component %3)")
                        .arg(sideName(state_.toMove),
                             partizanMoveText(state_.components[std::size_t(m.component)], m.move, state_.toMove))
                        .arg(m.component + 1));
  played_.push_back({state_, byComputer, m.component, m.move});
  state_.components[std::size_t(m.component)] = m.move.after;
  state_.toMove = partizan::opponent(state_.toMove);
  showPosition();
}

void PartizanPlayPage::undoMove() {
  if (played_.empty()) return;
  runner_->cancel();
  // Back to before the last person's move (the computer's replies after it go too).
  while (played_.size() > 1 && played_.back().byComputer) {
    played_.pop_back();
    delete history_->takeItem(history_->count() - 1);
  }
  state_ = played_.back().before;
  played_.pop_back();
  delete history_->takeItem(history_->count() - 1);
  showPosition();
}

void PartizanPlayPage::showPosition() {
  ++serial_;
  legal_ = unplayable_.isEmpty() ? partizan::playMoves(state_, state_.toMove) : std::vector<partizan::PlayMove>{};
  if (hints_ && !(hints_->state == state_)) hints_.reset();
  undo_->setEnabled(!played_.empty());
  showComponents();
  showMoves();
  if (!unplayable_.isEmpty()) {
    status_->setText(QStringLiteral("<b>%1</b>").arg(unplayable_.toHtmlEscaped()));
    runner_->cancel();
    return;
  }
  const QString mover = sideName(state_.toMove);
  const QString who = computerMoves(state_.toMove) ? tr("the computer") : tr("a person");
  if (isOver()) {
    status_->setText(QStringLiteral("<b>%1</b>").arg(tr("%1 has no move: %2 wins.").arg(mover, sideName(*winner()))));
    runner_->cancel();
    emit turnReady();
    emit gameOver();
    return;
  }
  QString status = tr("%1 to move (%2).").arg(mover, who);
  if (!skipped_.isEmpty()) status += QLatin1Char(' ') + skipped_.join(QStringLiteral("; "));
  status_->setText(status);
  if (hints_) {
    emit turnReady();
    if (computerMoves(state_.toMove)) QTimer::singleShot(kComputerPauseMs, this, [this, s = serial_] {
        if (s == serial_) computerMove();
      });
  } else {
    evaluate();
  }
}

void PartizanPlayPage::showComponents() {
  while (QLayoutItem* item = boardLayout_->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  const auto& original = doc_->state().components;
  for (std::size_t i = 0; i < state_.components.size(); ++i) {
    const auto& c = state_.components[i];
    QString title = tr("%1. %2").arg(i + 1).arg(PartizanEditor::rulesetTitle(c.ruleset));
    if (hints_ && hints_->analysed && hintsBox_->isChecked() && i < hints_->componentValues.size())
      title += QStringLiteral("  = ") + QString::fromStdString(hints_->componentValues[i]).toHtmlEscaped();
    boardLayout_->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(title)));
    const partizan::PartizanComponent* o = i < original.size() ? &original[i] : nullptr;
    std::vector<DomineeringBoard::PlacedDomino> placed;
    for (const Played& p : played_)
      if (p.component == int(i) && p.move.where.size() == 4 && c.ruleset == Ruleset::Domineering)
        placed.push_back({p.move.where[0], p.move.where[1], p.move.where[2], p.move.where[3], p.before.toMove == Side::Left});
    QWidget* picture = componentPicture(c, o && o->position.ruleset == c.ruleset ? o : nullptr, std::move(placed));
    picture->setProperty(kComponentProperty, int(i));
    picture->installEventFilter(this);
    boardLayout_->addWidget(picture);
  }
  boardLayout_->addStretch(1);
  const bool show = hintsBox_->isChecked();
  if (!show || isOver()) hintLabel_->clear();
  else if (!hints_) hintLabel_->setText(tr("Evaluating the position…"));
  else if (!hints_->analysed) hintLabel_->setText(tr("Too large to analyse (%1): the moves stay legal, the computer plays any.").arg(hints_->problem ? errorText(*hints_->problem) : QString()));
  else
    hintLabel_->setText(tr("Total G = %1; winning moves for %2: %3")
                            .arg(QString::fromStdString(hints_->total).toHtmlEscaped(), sideName(state_.toMove))
                            .arg(hints_->winning.size()));
}

void PartizanPlayPage::showMoves() {
  moves_->clear();
  const bool mark = hintsBox_->isChecked() && hints_ && hints_->analysed;
  const QColor colour = state_.toMove == Side::Left ? partizancolors::left() : partizancolors::right();
  for (const auto& m : legal_) {
    QString text = tr("%1: %2").arg(m.component + 1).arg(
        partizanMoveText(state_.components[std::size_t(m.component)], m.move, state_.toMove));
    auto* item = new QListWidgetItem(text);
    item->setForeground(colour);
    if (mark && hints_->isWinning(m)) {
      item->setText(text + QStringLiteral("   ✓ ") + tr("winning"));
      item->setBackground(QColor(0xd8, 0xf0, 0xd0));
      item->setToolTip(tr("A winning move: the total after it wins for %1 moving second").arg(sideName(state_.toMove)));
    }
    moves_->addItem(item);
  }
  moves_->setEnabled(!computerMoves(state_.toMove));
}

void PartizanPlayPage::evaluate() {
  const partizan::PlayState state = state_;
  auto shared = shared_;
  runner_->run<partizan::PlayHints>(
      tr("Evaluating the position"),
      [shared, state](const Progress& progress, const CancelToken& cancel) {
        return partizan::solvePlayHints(state, *shared, progress, cancel);
      },
      [this](const Expected<partizan::PlayHints>& hints) {
        if (!hints || !(hints->state == state_)) return;
        hints_ = *hints;
        showPosition();
      });
}

bool PartizanPlayPage::eventFilter(QObject* watched, QEvent* event) {
  const QEvent::Type type = event->type();
  auto* board = qobject_cast<QWidget*>(watched);
  if (!board || !board->property(kComponentProperty).isValid() ||
      (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonRelease && type != QEvent::MouseMove &&
       type != QEvent::MouseButtonDblClick))
    return QWidget::eventFilter(watched, event);
  auto* mouse = static_cast<QMouseEvent*>(event);
  if (type == QEvent::MouseButtonRelease && mouse->button() == Qt::LeftButton)
    clickBoard(board->property(kComponentProperty).toInt(), boardPlaceAt(board, mouse->position()));
  return true;  // a board edits the document in the editor, never here
}

void PartizanPlayPage::clickBoard(int component, const std::vector<int>& at) {
  if (isOver() || computerMoves(state_.toMove) || at.empty()) return;
  const int index = partizanMoveAt(legal_, state_, component, at);
  if (index < 0) {
    status_->setText(tr("%1 to move: no move of %1 there. Click a cell a domino of %1 can cover, a piece of %1, "
                        "or an edge %1 may chop.")
                         .arg(sideName(state_.toMove)));
    return;
  }
  // Played after this click's event: the move redraws the boards, the clicked one included.
  // (Hints arriving meanwhile redraw them too but keep the position, and the move with it.)
  QTimer::singleShot(0, this, [this, index, before = state_] {
    if (state_ == before && index < int(legal_.size())) play(index);
  });
}

void PartizanPlayPage::computerMove() {
  if (isOver() || !computerMoves(state_.toMove)) return;
  int choice = 0;
  if (hints_ && hints_->analysed)
    for (std::size_t i = 0; i < legal_.size(); ++i)
      if (hints_->isWinning(legal_[i])) {
        choice = int(i);
        break;
      }
  play(choice);
}

}  // namespace gamelab::ui
