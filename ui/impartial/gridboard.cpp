#include "ui/impartial/gridboard.h"

#include "core/impartial/cointurning.h"
#include "core/impartial/wythoff.h"
#include "ui/common/playercolors.h"
#include "ui/impartial/boardbuttonbar.h"
#include "ui/impartial/coinrowpainter.h"
#include "ui/impartial/gridboardstyle.h"
#include "ui/impartial/gridrejectiontext.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRadialGradient>
#include <QPolygonF>
#include <QTimer>
#include <QTransform>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <map>

namespace gamelab::ui {

using namespace gridstyle;

namespace {
constexpr std::size_t kMaxCoinSide = 32;
constexpr std::size_t kMaxQueenSide = 64;
constexpr std::size_t kMaxNorthcottWidth = 64;
constexpr std::size_t kMaxValueCells = 1 << 16;
}  // namespace

GridBoard::GridBoard(QWidget* parent) : ImpartialBoard(parent) {
  setFocusPolicy(Qt::StrongFocus);
  buttonBar_ = new BoardButtonBar(
      tr("Clear"), tr("Turn"),
      {.smaller = tr("Make the board smaller (key \u2212)"),
       .larger = tr("Make the board larger (key +)"),
       .clear = tr("Clear the selection (Esc)"),
       .turn = tr("Turn the selected coins over (Enter); the lowest-right (SE) coin must show heads")},
      this);
  connect(buttonBar_->turn(), &QPushButton::clicked, this, &GridBoard::turnSelection);
  connect(buttonBar_->clear(), &QPushButton::clicked, this, &GridBoard::clearSelection);
  connect(buttonBar_->smaller(), &QPushButton::clicked, this, [this] { resizeBoard(-1); });
  connect(buttonBar_->larger(), &QPushButton::clicked, this, [this] { resizeBoard(+1); });
  updateButtons();
}

QSize GridBoard::sizeHint() const { return {560, 560}; }
QSize GridBoard::minimumSizeHint() const { return {220, 220}; }

// --- position and shape -------------------------------------------------------------------

void GridBoard::setPosition(const ImpartialPosition& position) {
  Mode mode = Mode::None;
  std::size_t rows = 0, cols = 0;
  if (const auto* g = std::get_if<CoinGridPosition>(&position)) {
    mode = Mode::Coins;
    rows = g->rows;
    cols = g->cols;
  } else if (const auto* q = std::get_if<QueensPosition>(&position)) {
    mode = Mode::Queens;
    rows = cols = q->size;
  } else if (const auto* n = std::get_if<NorthcottPosition>(&position)) {
    mode = Mode::Northcott;
    rows = n->rows.size();
    cols = n->width;
  } else {
    return;
  }
  const bool sameShape = position_ && mode == mode_ && rows == rows_ && cols == cols_ &&
                         (mode != Mode::Coins || std::get<CoinGridPosition>(*position_).rule ==
                                                     std::get<CoinGridPosition>(position).rule);
  const bool changed = !position_ || !(*position_ == position);
  mode_ = mode;
  rows_ = rows;
  cols_ = cols;
  position_ = position;
  if (!sameShape) recomputeValues();
  if (changed) {
    selection_.clear();
    picked_ = -1;
    dragging_ = false;
    hover_.reset();
    status_.clear();
  }
  if (rows_ > 0 && cursor_.first >= rows_) cursor_.first = rows_ - 1;
  if (cols_ > 0 && cursor_.second >= cols_) cursor_.second = cols_ - 1;
  updateStatus();
  updateButtons();
  update();
}

void GridBoard::recomputeValues() {
  values_.clear();
  borderRows_.clear();
  borderCols_.clear();
  if (rows_ == 0 || cols_ == 0 || rows_ * cols_ > kMaxValueCells) return;
  if (mode_ == Mode::Coins) {
    const auto& g = std::get<CoinGridPosition>(*position_);
    if (auto v = solveCoinGridValues(g.rule, {.rows = rows_, .cols = cols_})) values_ = std::move(*v);
    if (g.rule.kind == CoinGridRule::Kind::Tartan) {
      if (auto v = solveCoinValues(g.rule.rows, {.count = rows_})) borderRows_ = std::move(*v);
      if (auto v = solveCoinValues(g.rule.cols, {.count = cols_})) borderCols_ = std::move(*v);
    }
  } else if (mode_ == Mode::Queens) {
    if (auto v = solveWythoffTable({.size = static_cast<int>(rows_)})) values_ = std::move(*v);
  }
}

int GridBoard::originRow() const {
  if (mode_ == Mode::Coins) {
    const auto& g = std::get<CoinGridPosition>(*position_);
    if (g.rule.kind == CoinGridRule::Kind::Tartan) return g.rule.rows.origin();
  }
  return mode_ == Mode::Northcott ? 1 : 0;
}

int GridBoard::originCol() const {
  if (mode_ == Mode::Coins) {
    const auto& g = std::get<CoinGridPosition>(*position_);
    if (g.rule.kind == CoinGridRule::Kind::Tartan) return g.rule.cols.origin();
  }
  return mode_ == Mode::Northcott ? 1 : 0;
}

GridBoard::Cell GridBoard::toDisplay(std::size_t a, std::size_t b) const {
  if (mode_ == Mode::Queens) return {rows_ - 1 - b, a};
  return {a, b};
}

GridBoard::Cell GridBoard::fromDisplay(std::size_t row, std::size_t col) const {
  if (mode_ == Mode::Queens) return {col, rows_ - 1 - row};
  return {row, col};
}

QString GridBoard::cellName(Cell m) const {
  return QStringLiteral("(%1, %2)")
      .arg(m.first + static_cast<std::size_t>(originRow()))
      .arg(m.second + static_cast<std::size_t>(originCol()));
}

// --- hints, moves, modes ------------------------------------------------------------------

void GridBoard::setHints(const std::optional<PositionAnalysis>& analysis) {
  hints_ = analysis;
  winning_.clear();
  winningGaps_.clear();
  if (hints_) {
    for (const ImpartialMove& m : hints_->winningMoves) {
      // coins: the cells of the first winning move (the union of many moves covers the board)
      if (const auto* c = std::get_if<CoinGridMove>(&m); c && &m == &hints_->winningMoves.front())
        winning_.insert(c->coins.begin(), c->coins.end());
      if (const auto* q = std::get_if<QueenMove>(&m)) winning_.insert(q->to);
      if (const auto* n = std::get_if<NorthcottMove>(&m)) {
        winning_.insert({n->row, n->to});
        const auto* nc = position_ ? std::get_if<NorthcottPosition>(&*position_) : nullptr;
        if (nc && n->row < nc->rows.size()) {
          const std::size_t other = n->white ? nc->rows[n->row].second : nc->rows[n->row].first;
          winningGaps_[n->row].insert(dist(n->to, other) - 1);
        }
      }
    }
  }
  updateStatus();
  update();
}

void GridBoard::showMove(const ImpartialMove& move) {
  shown_.clear();
  if (const auto* c = std::get_if<CoinGridMove>(&move)) shown_.insert(c->coins.begin(), c->coins.end());
  if (const auto* q = std::get_if<QueenMove>(&move)) {
    shown_.insert(q->to);
    if (const auto* qp = position_ ? std::get_if<QueensPosition>(&*position_) : nullptr)
      if (q->queen < qp->queens.size()) shown_.insert(qp->queens[q->queen]);
  }
  if (const auto* n = std::get_if<NorthcottMove>(&move)) shown_.insert({n->row, n->to});
  const std::set<Cell> cells = shown_;
  QTimer::singleShot(2500, this, [this, cells] {
    if (shown_ == cells) {
      shown_.clear();
      update();
    }
  });
  update();
}

void GridBoard::setEditing(bool editing) {
  editing_ = editing;
  selection_.clear();
  picked_ = -1;
  dragging_ = false;
  updateStatus();
  updateButtons();
  update();
}

void GridBoard::setInteractive(bool interactive) {
  interactive_ = interactive;
  if (!interactive) {
    picked_ = -1;
    dragging_ = false;
  }
  updateButtons();
  update();
}

void GridBoard::updateButtons() {
  const bool coinsPlay = mode_ == Mode::Coins && !editing_;
  buttonBar_->turn()->setVisible(coinsPlay);
  buttonBar_->clear()->setVisible(coinsPlay);
  buttonBar_->turn()->setEnabled(coinsPlay && interactive_ && !selection_.empty());
  buttonBar_->clear()->setEnabled(coinsPlay && !selection_.empty());
  buttonBar_->smaller()->setVisible(editing_);
  buttonBar_->larger()->setVisible(editing_);
  buttonBar_->setVisible(coinsPlay || editing_);
}

void GridBoard::updateStatus() {
  statusBad_ = false;
  status_.clear();
  if (!position_ || editing_) {
    updateButtons();
    return;
  }
  if (mode_ == Mode::Coins && !selection_.empty()) {
    const CoinGridMove move{selection()};
    const MoveCheck check = checkMove(*position_, move);
    QStringList cells;
    for (const Cell& c : selection_) cells << cellName(c);
    const QString list = cells.size() > 6 ? tr("%n coins", nullptr, static_cast<int>(cells.size())) : cells.join(QStringLiteral(", "));
    if (check.legal()) {
      status_ = tr("Turn %1: press Turn or Enter.").arg(list);
    } else {
      status_ = tr("%1: %2").arg(list, GridRejectionText::text(check));
      statusBad_ = true;
    }
  } else if (mode_ == Mode::Queens && picked_ >= 0) {
    const auto& q = std::get<QueensPosition>(*position_);
    if (static_cast<std::size_t>(picked_) < q.queens.size())
      status_ = tr("Queen on %1: choose a square to the left, below, or diagonally down-left.").arg(cellName(q.queens[picked_]));
  } else if (mode_ == Mode::Northcott && picked_ >= 0) {
    status_ = pickedWhite_ ? tr("White checker of row %1: choose a square in its row.").arg(picked_ + 1)
                           : tr("Black checker of row %1: choose a square in its row.").arg(picked_ + 1);
  }
  updateButtons();
}

// --- interaction --------------------------------------------------------------------------

std::set<GridBoard::Cell> GridBoard::reachable() const {
  std::set<Cell> out;
  if (!position_ || picked_ < 0) return out;
  if (mode_ == Mode::Queens) {
    const auto& q = std::get<QueensPosition>(*position_);
    if (static_cast<std::size_t>(picked_) >= q.queens.size()) return out;
    const auto [x, y] = q.queens[picked_];
    for (std::size_t k = 1; k <= x; ++k) out.insert({x - k, y});
    for (std::size_t k = 1; k <= y; ++k) out.insert({x, y - k});
    for (std::size_t k = 1; k <= std::min(x, y); ++k) out.insert({x - k, y - k});
  } else if (mode_ == Mode::Northcott) {
    const auto& n = std::get<NorthcottPosition>(*position_);
    if (static_cast<std::size_t>(picked_) >= n.rows.size()) return out;
    const auto [w, b] = n.rows[picked_];
    const std::size_t self = pickedWhite_ ? w : b, other = pickedWhite_ ? b : w;
    std::size_t lo = 0, hi = n.width;  // [lo, hi)
    if (other < self) lo = other + 1;
    else hi = other;
    for (std::size_t c = lo; c < hi; ++c)
      if (c != self) out.insert({static_cast<std::size_t>(picked_), c});
  }
  return out;
}

void GridBoard::edited(const ImpartialPosition& position) {
  setPosition(position);
  emit positionEdited(position);
}

void GridBoard::pressCell(Cell m, bool secondary) {
  if (!position_) return;
  if (editing_) {
    if (mode_ == Mode::Coins) {
      auto g = std::get<CoinGridPosition>(*position_);
      const std::size_t i = m.first * g.cols + m.second;
      if (i < g.heads.size()) g.heads[i] = !g.heads[i];
      edited(g);
    } else if (mode_ == Mode::Queens) {
      auto q = std::get<QueensPosition>(*position_);
      auto it = std::find(q.queens.begin(), q.queens.end(), m);
      if (it != q.queens.end()) q.queens.erase(it);
      else q.queens.push_back(m);
      edited(q);
    } else if (mode_ == Mode::Northcott) {
      auto n = std::get<NorthcottPosition>(*position_);
      if (m.first >= n.rows.size()) return;
      auto& [w, b] = n.rows[m.first];
      if (m.second == w || m.second == b) return;
      (secondary ? b : w) = m.second;
      edited(n);
    }
    return;
  }
  if (!interactive_) return;
  if (mode_ == Mode::Coins) {
    const auto& g = std::get<CoinGridPosition>(*position_);
    shown_.clear();
    if (g.rule.kind == CoinGridRule::Kind::TurningCorners && selection_.size() == 1) {
      const Cell a = *selection_.begin();
      if (a.first != m.first && a.second != m.second) {
        selection_ = {a, m, {a.first, m.second}, {m.first, a.second}};
        updateStatus();
        update();
        return;
      }
    }
    if (!selection_.erase(m)) selection_.insert(m);
    if (m.first * g.cols + m.second < g.heads.size() && g.heads[m.first * g.cols + m.second])
      emit componentSelected(static_cast<int>(m.first * g.cols + m.second));
    updateStatus();
    update();
  }
}

void GridBoard::pick(Cell m) {
  picked_ = -1;
  if (mode_ == Mode::Queens) {
    const auto& q = std::get<QueensPosition>(*position_);
    for (std::size_t i = q.queens.size(); i-- > 0;)
      if (q.queens[i] == m) {
        picked_ = static_cast<int>(i);
        emit componentSelected(picked_);
        break;
      }
  } else if (mode_ == Mode::Northcott) {
    const auto& n = std::get<NorthcottPosition>(*position_);
    if (m.first < n.rows.size() && (n.rows[m.first].first == m.second || n.rows[m.first].second == m.second)) {
      picked_ = static_cast<int>(m.first);
      pickedWhite_ = n.rows[m.first].first == m.second;
      emit componentSelected(picked_);
    }
  }
  updateStatus();
  update();
}

void GridBoard::tryPieceMove(Cell target) {
  if (!position_ || picked_ < 0) return;
  ImpartialMove move;
  if (mode_ == Mode::Queens) {
    move = QueenMove{static_cast<std::size_t>(picked_), target};
  } else {
    if (target.first != static_cast<std::size_t>(picked_)) {
      status_ = tr("A checker moves only along its own row.");
      statusBad_ = true;
      update();
      return;
    }
    move = NorthcottMove{static_cast<std::size_t>(picked_), pickedWhite_, target.second};
  }
  const MoveCheck check = checkMove(*position_, move);
  picked_ = -1;
  dragging_ = false;
  hover_.reset();
  updateStatus();
  if (!check.legal()) {
    status_ = GridRejectionText::text(check);
    statusBad_ = true;
  }
  update();
  emit moveRequested(move);
}

void GridBoard::mousePressEvent(QMouseEvent* event) {
  setFocus(Qt::MouseFocusReason);
  const auto m = cellAt(event->position());
  if (!m || !position_) return;
  cursor_ = toDisplay(m->first, m->second);
  const bool secondary = event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier);
  if (editing_ || mode_ == Mode::Coins) {
    if (event->button() == Qt::LeftButton || (editing_ && event->button() == Qt::RightButton)) pressCell(*m, secondary);
    return;
  }
  if (!interactive_ || event->button() != Qt::LeftButton) return;
  // queens and checkers: a second click on a target completes a picked move
  if (picked_ >= 0) {
    const std::set<Cell> r = reachable();
    if (r.count(*m)) {
      tryPieceMove(*m);
      return;
    }
  }
  const int before = picked_;
  const bool beforeWhite = pickedWhite_;
  pick(*m);
  if (picked_ < 0 && before >= 0) {
    // a click on a square the picked piece cannot reach: form the move so it is refused with a reason
    picked_ = before;
    pickedWhite_ = beforeWhite;
    tryPieceMove(*m);
    return;
  }
  pressCell_ = m;
  dragging_ = picked_ >= 0;
  hover_ = m;
}

void GridBoard::mouseMoveEvent(QMouseEvent* event) {
  if (!dragging_) return;
  hover_ = cellAt(event->position());
  update();
}

void GridBoard::mouseReleaseEvent(QMouseEvent* event) {
  if (!dragging_ || event->button() != Qt::LeftButton) return;
  dragging_ = false;
  const auto m = cellAt(event->position());
  if (m && pressCell_ && *m != *pressCell_) tryPieceMove(*m);  // a drag
  else if (!m) {
    picked_ = -1;  // dropped off the board
    updateStatus();
  }
  hover_.reset();
  update();
}

void GridBoard::turnSelection() {
  if (mode_ != Mode::Coins || editing_ || !interactive_ || selection_.empty()) return;
  emit moveRequested(ImpartialMove{CoinGridMove{selection()}});
}

void GridBoard::clearSelection() {
  selection_.clear();
  picked_ = -1;
  dragging_ = false;
  updateStatus();
  update();
}

void GridBoard::resizeBoard(int delta) {
  if (!position_ || !editing_) return;
  if (mode_ == Mode::Coins) {
    auto g = std::get<CoinGridPosition>(*position_);
    const std::size_t side = std::max(g.rows, g.cols);
    const std::size_t n = delta < 0 ? (side > 1 ? side - 1 : 1) : std::min(side + 1, kMaxCoinSide);
    std::vector<bool> heads(n * n, false);
    for (std::size_t r = 0; r < std::min(n, g.rows); ++r)
      for (std::size_t c = 0; c < std::min(n, g.cols); ++c) heads[r * n + c] = g.heads[r * g.cols + c];
    g.rows = g.cols = n;
    g.heads = std::move(heads);
    edited(g);
  } else if (mode_ == Mode::Queens) {
    auto q = std::get<QueensPosition>(*position_);
    q.size = delta < 0 ? (q.size > 1 ? q.size - 1 : 1) : std::min(q.size + 1, kMaxQueenSide);
    std::erase_if(q.queens, [&](const Cell& c) { return c.first >= q.size || c.second >= q.size; });
    edited(q);
  } else if (mode_ == Mode::Northcott) {
    auto n = std::get<NorthcottPosition>(*position_);
    n.width = delta < 0 ? (n.width > 2 ? n.width - 1 : 2) : std::min(n.width + 1, kMaxNorthcottWidth);
    for (auto& [w, b] : n.rows) {
      if (w >= n.width) w = (b == n.width - 1) ? n.width - 2 : n.width - 1;
      if (b >= n.width) b = (w == n.width - 1) ? n.width - 2 : n.width - 1;
    }
    edited(n);
  }
}

void GridBoard::keyPressEvent(QKeyEvent* event) {
  if (!position_ || rows_ == 0 || cols_ == 0) return ImpartialBoard::keyPressEvent(event);
  auto& [r, c] = cursor_;
  const Cell here = fromDisplay(r, c);
  switch (event->key()) {
    case Qt::Key_Left: c = c > 0 ? c - 1 : 0; break;
    case Qt::Key_Right: c = std::min(cols_ - 1, c + 1); break;
    case Qt::Key_Up: r = r > 0 ? r - 1 : 0; break;
    case Qt::Key_Down: r = std::min(rows_ - 1, r + 1); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: {
      const bool enter = event->key() != Qt::Key_Space;
      if (editing_ || mode_ == Mode::Coins) {
        if (enter && mode_ == Mode::Coins && !editing_) turnSelection();
        else if (!enter) pressCell(here, event->modifiers() & Qt::ShiftModifier);
      } else if (interactive_) {
        if (picked_ >= 0 && reachable().count(here)) tryPieceMove(here);
        else pick(here);
      }
      break;
    }
    case Qt::Key_Escape: clearSelection(); break;
    case Qt::Key_Plus:
    case Qt::Key_Equal: resizeBoard(+1); break;
    case Qt::Key_Minus: resizeBoard(-1); break;
    default: return ImpartialBoard::keyPressEvent(event);
  }
  cursorShown_ = true;
  update();
}

bool GridBoard::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip && position_) {
    auto* help = static_cast<QHelpEvent*>(event);
    const auto m = cellAt(help->pos());
    if (!m) {
      QToolTip::hideText();
      event->ignore();
      return true;
    }
    QString text;
    if (mode_ == Mode::Coins) {
      const auto& g = std::get<CoinGridPosition>(*position_);
      const std::size_t i = m->first * g.cols + m->second;
      text = g.heads[i] ? tr("Coin %1: heads").arg(cellName(*m)) : tr("Coin %1: tails").arg(cellName(*m));
      if (hints_ && i < values_.size()) text += QStringLiteral("\n") + tr("g = %1").arg(values_[i]);
      text += QStringLiteral("\n") + (editing_ ? tr("Click to turn it over.") : tr("Click to add it to the move or take it out."));
    } else if (mode_ == Mode::Queens) {
      const auto& q = std::get<QueensPosition>(*position_);
      const auto count = std::count(q.queens.begin(), q.queens.end(), *m);
      text = m->first == 0 && m->second == 0 ? tr("Square %1: the target corner").arg(cellName(*m))
                                             : tr("Square %1").arg(cellName(*m));
      if (count > 0) text += QStringLiteral("\n") + tr("%n queen(s)", nullptr, static_cast<int>(count));
      if (hints_) {
        const std::size_t i = m->first * rows_ + m->second;
        if (i < values_.size()) text += QStringLiteral("\n") + tr("g = %1").arg(values_[i]);
        if (isWythoffP(m->first, m->second)) text += QStringLiteral("\n") + tr("P-position: the player who moves here wins");
      }
      text += QStringLiteral("\n") + (editing_ ? tr("Click to add or remove a queen.")
                                               : tr("Drag a queen, or click it and then a target square."));
    } else {
      const auto& n = std::get<NorthcottPosition>(*position_);
      const auto [w, b] = n.rows[m->first];
      text = tr("Row %1: gap %2").arg(m->first + 1).arg(dist(w, b) - 1);
      text += QStringLiteral("\n") + (editing_ ? tr("Click: put the white checker here; right or Shift-click: the black one.")
                                               : tr("Drag a checker along its row (no jumping)."));
    }
    QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return ImpartialBoard::event(event);
}

ImpartialBoard* createGridBoard(QWidget* parent) { return new GridBoard(parent); }

}  // namespace gamelab::ui
