#include "ui/impartial/gridboard.h"

#include "core/impartial/cointurning.h"
#include "core/impartial/wythoff.h"
#include "ui/common/playercolors.h"
#include "ui/impartial/coinrowpainter.h"
#include "ui/impartial/gridrejectiontext.h"

#include <QHBoxLayout>
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

namespace {
constexpr double kMargin = 10;
constexpr std::size_t kMaxCoinSide = 32;
constexpr std::size_t kMaxQueenSide = 64;
constexpr std::size_t kMaxNorthcottWidth = 64;
constexpr std::size_t kMaxValueCells = 1 << 16;

const QString kXor = QStringLiteral(" \u2295 ");

QColor lightSquare() { return {0xF0, 0xD9, 0xB5}; }
QColor darkSquare() { return {0xB5, 0x88, 0x63}; }
QColor felt() { return {0x2E, 0x6B, 0x4A}; }

std::size_t dist(std::size_t a, std::size_t b) { return a > b ? a - b : b - a; }
}  // namespace

GridBoard::GridBoard(QWidget* parent) : ImpartialBoard(parent) {
  setFocusPolicy(Qt::StrongFocus);
  buttonBar_ = new QWidget(this);
  auto* bar = new QHBoxLayout(buttonBar_);
  bar->setContentsMargins(0, 0, 0, 0);
  bar->addStretch(1);
  smallerButton_ = new QPushButton(QStringLiteral("\u2212"), buttonBar_);
  smallerButton_->setToolTip(tr("Make the board smaller (key \u2212)"));
  largerButton_ = new QPushButton(QStringLiteral("+"), buttonBar_);
  largerButton_->setToolTip(tr("Make the board larger (key +)"));
  clearButton_ = new QPushButton(tr("Clear"), buttonBar_);
  clearButton_->setToolTip(tr("Clear the selection (Esc)"));
  turnButton_ = new QPushButton(tr("Turn"), buttonBar_);
  turnButton_->setToolTip(tr("Turn the selected coins over (Enter); the lowest-right (SE) coin must show heads"));
  for (QPushButton* b : {smallerButton_, largerButton_, clearButton_, turnButton_}) {
    b->setFocusPolicy(Qt::NoFocus);
    bar->addWidget(b);
  }
  bar->addStretch(1);
  connect(turnButton_, &QPushButton::clicked, this, &GridBoard::turnSelection);
  connect(clearButton_, &QPushButton::clicked, this, &GridBoard::clearSelection);
  connect(smallerButton_, &QPushButton::clicked, this, [this] { resizeBoard(-1); });
  connect(largerButton_, &QPushButton::clicked, this, [this] { resizeBoard(+1); });
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
    if (auto v = coinGridValues(g.rule, rows_, cols_)) values_ = std::move(*v);
    if (g.rule.kind == CoinGridRule::Kind::Tartan) {
      if (auto v = coinValues(g.rule.rows, rows_)) borderRows_ = std::move(*v);
      if (auto v = coinValues(g.rule.cols, cols_)) borderCols_ = std::move(*v);
    }
  } else if (mode_ == Mode::Queens) {
    if (auto v = wythoffTable(static_cast<int>(rows_))) values_ = std::move(*v);
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
  turnButton_->setVisible(coinsPlay);
  clearButton_->setVisible(coinsPlay);
  turnButton_->setEnabled(coinsPlay && interactive_ && !selection_.empty());
  clearButton_->setEnabled(coinsPlay && !selection_.empty());
  smallerButton_->setVisible(editing_);
  largerButton_->setVisible(editing_);
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

// --- geometry -----------------------------------------------------------------------------

GridBoard::Layout GridBoard::layout() const {
  Layout l;
  const QFontMetricsF fm(font());
  const double h = fm.height();
  const bool tartanHints = mode_ == Mode::Coins && hints_ && !borderRows_.empty();
  const double numW = fm.horizontalAdvance(QStringLiteral("888")) + 8;
  double leftW = numW + (tartanHints ? numW : 0);
  double topH = (mode_ == Mode::Coins ? 1.3 * h : 0.3 * h) + (tartanHints ? 1.2 * h : 0) +
                (mode_ == Mode::Northcott ? 1.2 * h : 0);
  double bottomH = mode_ == Mode::Queens ? 1.3 * h : 0.3 * h;
  double rightW = mode_ == Mode::Northcott ? fm.horizontalAdvance(QStringLiteral("88 \u2192 88, 88")) + 16 : 8;
  const double textH = 2.6 * h;
  const double barH = buttonBar_->isVisible() ? buttonBar_->sizeHint().height() + 6 : 0;
  const double availW = width() - 2 * kMargin - leftW - rightW;
  const double availH = height() - 2 * kMargin - topH - bottomH - textH - barH;
  const double r = std::max<std::size_t>(rows_, 1), c = std::max<std::size_t>(cols_, 1);
  l.cell = std::clamp(std::min(availW / c, availH / r), 4.0, 96.0);
  const double boardW = l.cell * c, boardH = l.cell * r;
  l.left = kMargin + leftW + std::max(0.0, (availW - boardW) / 2);
  l.top = kMargin + topH + std::max(0.0, (availH - boardH) / 2);
  l.textY = l.top + boardH + bottomH;
  return l;
}

QRectF GridBoard::displayRect(std::size_t row, std::size_t col) const {
  const Layout l = layout();
  return {l.left + static_cast<double>(col) * l.cell, l.top + static_cast<double>(row) * l.cell, l.cell, l.cell};
}

QRectF GridBoard::cellRect(std::size_t a, std::size_t b) const {
  if (!position_) return {};
  const Cell d = toDisplay(a, b);
  if (mode_ == Mode::Queens ? (a >= cols_ || b >= rows_) : (a >= rows_ || b >= cols_)) return {};
  return displayRect(d.first, d.second);
}

std::optional<GridBoard::Cell> GridBoard::displayCellAt(const QPointF& point) const {
  if (!position_ || rows_ == 0 || cols_ == 0) return std::nullopt;
  const Layout l = layout();
  const double c = std::floor((point.x() - l.left) / l.cell);
  const double r = std::floor((point.y() - l.top) / l.cell);
  if (c < 0 || r < 0 || c >= static_cast<double>(cols_) || r >= static_cast<double>(rows_)) return std::nullopt;
  return Cell{static_cast<std::size_t>(r), static_cast<std::size_t>(c)};
}

std::optional<GridBoard::Cell> GridBoard::cellAt(const QPointF& point) const {
  const auto d = displayCellAt(point);
  if (!d) return std::nullopt;
  return fromDisplay(d->first, d->second);
}

void GridBoard::resizeEvent(QResizeEvent* event) {
  ImpartialBoard::resizeEvent(event);
  const int h = buttonBar_->sizeHint().height();
  buttonBar_->setGeometry(0, height() - h - 4, width(), h);
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

// --- painting -----------------------------------------------------------------------------

void GridBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().window());
  if (!position_ || rows_ == 0 || cols_ == 0) return;
  const Layout l = layout();
  if (mode_ == Mode::Coins) paintCoins(p, l);
  else if (mode_ == Mode::Queens) paintQueens(p, l);
  else paintNorthcott(p, l);
  // keyboard cursor
  if (cursorShown_ && hasFocus()) {
    p.setPen(QPen(playerColor(3), 2, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(displayRect(cursor_.first, cursor_.second).adjusted(2, 2, -2, -2));
  }
  paintText(p, l);
}

void GridBoard::paintCoins(QPainter& p, const Layout& l) {
  const auto& g = std::get<CoinGridPosition>(*position_);
  const QFontMetricsF fm(font());
  const double h = fm.height();
  const QRectF board(l.left, l.top, l.cell * cols_, l.cell * rows_);
  p.fillRect(board, editing_ ? felt().lighter(125) : felt());
  p.setPen(QPen(felt().darker(140), 1));
  for (std::size_t r = 0; r <= rows_; ++r) p.drawLine(QPointF(board.left(), l.top + r * l.cell), QPointF(board.right(), l.top + r * l.cell));
  for (std::size_t c = 0; c <= cols_; ++c) p.drawLine(QPointF(l.left + c * l.cell, board.top()), QPointF(l.left + c * l.cell, board.bottom()));
  const bool showValues = hints_ && values_.size() == rows_ * cols_;
  const bool tartan = hints_ && !borderRows_.empty() && borderCols_.size() == cols_;
  // labels: row numbers left, column numbers on top (origin of the rule); tartan g1/g2 outside them
  const double numW = fm.horizontalAdvance(QStringLiteral("888")) + 8;
  const QColor ink = palette().color(QPalette::WindowText);
  const QColor valueInk = playerColor(4).darker(120);
  const int step = l.cell < fm.horizontalAdvance(QStringLiteral("88")) + 2 ? 2 : 1;
  for (std::size_t r = 0; r < rows_; ++r) {
    if (r % step) continue;
    p.setPen(ink);
    p.drawText(QRectF(l.left - numW, l.top + r * l.cell, numW - 6, l.cell), Qt::AlignRight | Qt::AlignVCenter,
               QString::number(r + static_cast<std::size_t>(originRow())));
    if (tartan && r < borderRows_.size()) {
      p.setPen(valueInk);
      p.drawText(QRectF(l.left - 2 * numW, l.top + r * l.cell, numW - 6, l.cell), Qt::AlignRight | Qt::AlignVCenter,
                 QString::number(borderRows_[r]));
    }
  }
  for (std::size_t c = 0; c < cols_; ++c) {
    if (c % step) continue;
    p.setPen(ink);
    p.drawText(QRectF(l.left + c * l.cell, l.top - 1.3 * h, l.cell, h), Qt::AlignCenter,
               QString::number(c + static_cast<std::size_t>(originCol())));
    if (tartan) {
      p.setPen(valueInk);
      p.drawText(QRectF(l.left + c * l.cell, l.top - 2.5 * h, l.cell, h), Qt::AlignCenter, QString::number(borderCols_[c]));
    }
  }
  if (tartan) {
    QFont it = font();
    it.setItalic(true);
    p.setFont(it);
    p.setPen(valueInk);
    p.drawText(QRectF(l.left - 2 * numW, l.top - 2.5 * h, 2 * numW - 6, h), Qt::AlignRight | Qt::AlignVCenter,
               tr("g\u2081 \\ g\u2082", "tartan border caption: row values g1, column values g2"));
    p.setFont(font());
  }
  QFont small = font();
  small.setPixelSize(std::clamp(static_cast<int>(l.cell * 0.22), 7, 13));
  const QFontMetricsF sfm(small);
  for (std::size_t r = 0; r < rows_; ++r)
    for (std::size_t c = 0; c < cols_; ++c) {
      const QRectF cell = displayRect(r, c);
      const Cell m{r, c};
      const bool selected = selection_.count(m) > 0;
      const double inset = l.cell * (showValues ? 0.16 : 0.09);
      QRectF coin = cell.adjusted(inset, inset, -inset * (showValues ? 0.5 : 1), -inset * (showValues ? 0.5 : 1));
      const double d = std::min(coin.width(), coin.height());
      coin = QRectF(coin.center().x() - d / 2, coin.center().y() - d / 2, d, d);
      if (winning_.count(m) && !editing_) {
        p.setPen(QPen(QColor(0x9F, 0xF0, 0xC0), std::max(2.0, l.cell * 0.045)));
        p.setBrush(Qt::NoBrush);
        const double in = std::max(2.0, l.cell * 0.04);
        p.drawRoundedRect(cell.adjusted(in, in, -in, -in), 4, 4);
      }
      paintCoin(p, coin, g.heads[r * cols_ + c], 1.0, font());
      if (selected || shown_.count(m)) {
        p.setPen(QPen(selected ? playerColor(5) : playerColor(1), std::max(2.0, l.cell * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(coin.adjusted(-2, -2, 2, 2));
      }
      if (showValues && l.cell >= 18) {
        p.setFont(small);
        p.setPen(QColor(0xFF, 0xE0, 0x80));
        p.drawText(QRectF(cell.left() + 2, cell.top() + 1, cell.width() - 4, sfm.height()), Qt::AlignLeft | Qt::AlignTop,
                   QString::number(values_[r * cols_ + c]));
        p.setFont(font());
      }
    }
}

void GridBoard::paintQueens(QPainter& p, const Layout& l) {
  const auto& q = std::get<QueensPosition>(*position_);
  const QFontMetricsF fm(font());
  const double h = fm.height();
  const std::size_t n = rows_;
  const bool showValues = hints_ && values_.size() == n * n;
  const std::set<Cell> reach = editing_ ? std::set<Cell>{} : reachable();
  QFont small = font();
  small.setPixelSize(std::clamp(static_cast<int>(l.cell * 0.22), 7, 13));
  const QColor ink = palette().color(QPalette::WindowText);
  const int step = l.cell < fm.horizontalAdvance(QStringLiteral("88")) + 2 ? 2 : 1;
  for (std::size_t x = 0; x < n; ++x)
    for (std::size_t y = 0; y < n; ++y) {
      const QRectF sq = cellRect(x, y);
      QColor base = (x + y) % 2 == 0 ? darkSquare() : lightSquare();
      if (editing_) base = base.lighter(110);
      p.fillRect(sq, base);
      if (hints_ && isWythoffP(x, y)) {
        QColor tint = playerColor(2);
        tint.setAlpha(120);
        p.fillRect(sq, tint);
      }
      if (winning_.count({x, y}) && !editing_) {
        p.setPen(QPen(playerColor(2).darker(130), std::max(2.0, l.cell * 0.07), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(sq.adjusted(2, 2, -2, -2));
      }
      if (shown_.count({x, y})) {
        p.setPen(QPen(playerColor(1), std::max(2.0, l.cell * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(sq.adjusted(2, 2, -2, -2));
      }
      if (reach.count({x, y})) {
        QColor dot = playerColor(0);
        dot.setAlpha(hover_ && *hover_ == Cell{x, y} ? 200 : 110);
        p.setPen(Qt::NoPen);
        p.setBrush(dot);
        p.drawEllipse(sq.center(), l.cell * 0.16, l.cell * 0.16);
      }
      if (showValues && l.cell >= 18) {
        p.setFont(small);
        p.setPen(QColor(0x20, 0x20, 0x20, 190));
        p.drawText(sq.adjusted(3, 1, -2, -1), Qt::AlignLeft | Qt::AlignTop, QString::number(values_[x * n + y]));
        p.setFont(font());
      }
    }
  {  // the target corner (0,0): a small vermilion triangle in its outer corner
    const QRectF sq = cellRect(0, 0);
    const double k = l.cell * 0.28;
    QColor c = playerColor(1);
    c.setAlpha(200);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawPolygon(QPolygonF{sq.bottomLeft(), sq.bottomLeft() + QPointF(k, 0), sq.bottomLeft() - QPointF(0, k)});
  }
  p.setPen(QPen(darkSquare().darker(160), 1.5));
  p.setBrush(Qt::NoBrush);
  p.drawRect(QRectF(l.left, l.top, l.cell * n, l.cell * n));
  // ranks left (y), files below (x); (0,0) is the target corner
  p.setPen(ink);
  for (std::size_t k = 0; k < n; ++k) {
    if (k % step) continue;
    const QRectF sqY = cellRect(0, k), sqX = cellRect(k, 0);
    p.drawText(QRectF(sqY.left() - 40, sqY.top(), 34, sqY.height()), Qt::AlignRight | Qt::AlignVCenter, QString::number(k));
    p.drawText(QRectF(sqX.left(), sqX.bottom() + 2, sqX.width(), h), Qt::AlignHCenter | Qt::AlignTop, QString::number(k));
  }
  // queens
  QFont qf(QStringLiteral("DejaVu Sans"));
  qf.setPixelSize(std::max(6, static_cast<int>(l.cell * 0.78)));
  std::map<Cell, int> count;
  for (const Cell& c : q.queens) ++count[c];
  auto drawQueen = [&](const QPointF& centre, double alpha) {
    QPainterPath path;
    path.addText(0, 0, qf, QStringLiteral("\u265B"));
    const QRectF br = path.boundingRect();
    const double scale = l.cell * 0.74 / std::max(br.width(), br.height());
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.scale(scale, scale);
    t.translate(-br.center().x(), -br.center().y());
    path = t.map(path);
    p.setOpacity(alpha);
    p.strokePath(path, QPen(QColor(0xFA, 0xFA, 0xF0), std::max(1.5, l.cell * 0.06), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.fillPath(path, QColor(0x1C, 0x1C, 0x24));
    p.setOpacity(1);
  };
  const Cell pickedSquare = picked_ >= 0 && static_cast<std::size_t>(picked_) < q.queens.size() ? q.queens[picked_] : Cell{n, n};
  for (const auto& [c, k] : count) {
    if (c.first >= n || c.second >= n) continue;
    const QRectF sq = cellRect(c.first, c.second);
    if (c == pickedSquare) {
      p.setPen(QPen(playerColor(5), std::max(2.0, l.cell * 0.07)));
      p.setBrush(Qt::NoBrush);
      p.drawRect(sq.adjusted(2, 2, -2, -2));
    }
    const bool dragged = dragging_ && c == pickedSquare && hover_ && *hover_ != c;
    drawQueen(sq.center(), dragged && k == 1 ? 0.35 : 1.0);
    if (k > 1) {
      QFont bf = font();
      bf.setBold(true);
      bf.setPixelSize(std::clamp(static_cast<int>(l.cell * 0.24), 7, 14));
      p.setFont(bf);
      const QRectF badge(sq.right() - l.cell * 0.42, sq.bottom() - l.cell * 0.3, l.cell * 0.4, l.cell * 0.28);
      p.setPen(Qt::NoPen);
      p.setBrush(playerColor(1));
      p.drawRoundedRect(badge, 4, 4);
      p.setPen(Qt::white);
      p.drawText(badge, Qt::AlignCenter, QStringLiteral("\u00D7%1").arg(k));
      p.setFont(font());
    }
  }
  if (dragging_ && hover_ && *hover_ != pickedSquare) drawQueen(cellRect(hover_->first, hover_->second).center(), 0.85);
}

void GridBoard::paintNorthcott(QPainter& p, const Layout& l) {
  const auto& nc = std::get<NorthcottPosition>(*position_);
  const QFontMetricsF fm(font());
  const double h = fm.height();
  const std::set<Cell> reach = editing_ ? std::set<Cell>{} : reachable();
  const QColor light(0xEE, 0xE3, 0xC8), dark(0xB8, 0xA0, 0x78);
  const QColor ink = palette().color(QPalette::WindowText);
  for (std::size_t r = 0; r < rows_; ++r)
    for (std::size_t c = 0; c < cols_; ++c) {
      const QRectF sq = displayRect(r, c);
      QColor base = (r + c) % 2 == 0 ? light : dark;
      p.fillRect(sq, editing_ ? base.lighter(108) : base);
      if (winning_.count({r, c}) && !editing_) {
        const double k = l.cell * 0.2;
        const QPointF o = sq.center();
        p.setPen(QPen(playerColor(2).darker(120), std::max(1.0, l.cell * 0.03)));
        p.setBrush(playerTint(2));
        p.drawPolygon(QPolygonF{{o.x(), o.y() - k}, {o.x() + k, o.y()}, {o.x(), o.y() + k}, {o.x() - k, o.y()}});
      }
      if (shown_.count({r, c})) {
        p.setPen(QPen(playerColor(1), std::max(2.0, l.cell * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(sq.adjusted(2, 2, -2, -2));
      }
      if (reach.count({r, c})) {
        QColor dot = playerColor(0);
        dot.setAlpha(hover_ && *hover_ == Cell{r, c} ? 200 : 110);
        p.setPen(Qt::NoPen);
        p.setBrush(dot);
        p.drawEllipse(sq.center(), l.cell * 0.14, l.cell * 0.14);
      }
    }
  p.setPen(QPen(dark.darker(150), 1.5));
  p.setBrush(Qt::NoBrush);
  p.drawRect(QRectF(l.left, l.top, l.cell * cols_, l.cell * rows_));
  // header and gaps at the right edge, row numbers at the left
  const double gapX = l.left + l.cell * cols_ + 8;
  QFont bold = font();
  bold.setBold(true);
  p.setPen(ink);
  p.drawText(QRectF(gapX, l.top - 1.3 * h, 200, h), Qt::AlignLeft | Qt::AlignVCenter, tr("gap"));
  auto drawChecker = [&](const QPointF& centre, bool white, double alpha) {
    const double rad = l.cell * 0.38;
    QRadialGradient g(centre - QPointF(rad * 0.3, rad * 0.3), rad * 1.4);
    g.setColorAt(0, white ? QColor(0xFF, 0xFF, 0xFA) : QColor(0x5A, 0x5A, 0x5A));
    g.setColorAt(1, white ? QColor(0xD8, 0xD4, 0xC8) : QColor(0x10, 0x10, 0x10));
    p.setOpacity(alpha);
    p.setPen(QPen(white ? QColor(0x70, 0x70, 0x70) : QColor(0, 0, 0), std::max(1.0, l.cell * 0.035)));
    p.setBrush(g);
    p.drawEllipse(centre, rad, rad);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(white ? QColor(0xB0, 0xAC, 0xA0) : QColor(0x60, 0x60, 0x60), std::max(0.8, l.cell * 0.02)));
    p.drawEllipse(centre, rad * 0.65, rad * 0.65);
    p.setOpacity(1);
  };
  for (std::size_t r = 0; r < nc.rows.size(); ++r) {
    const auto [w, b] = nc.rows[r];
    const QRectF rowR = displayRect(r, 0);
    p.setPen(ink);
    p.setFont(font());
    p.drawText(QRectF(l.left - 40, rowR.top(), 34, l.cell), Qt::AlignRight | Qt::AlignVCenter, QString::number(r + 1));
    p.setFont(bold);
    const QString gap = QString::number(dist(w, b) - 1);
    p.drawText(QRectF(gapX, rowR.top(), 200, l.cell), Qt::AlignLeft | Qt::AlignVCenter, gap);
    p.setFont(font());
    if (auto it = winningGaps_.find(r); it != winningGaps_.end() && !editing_) {
      QStringList to;
      for (std::size_t g : it->second) to << QString::number(g);
      p.setPen(playerColor(2).darker(110));
      p.drawText(QRectF(gapX + QFontMetricsF(bold).horizontalAdvance(gap) + 4, rowR.top(), 200, l.cell),
                 Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("\u2192 ") + to.join(QStringLiteral(", ")));
    }
    for (const bool white : {true, false}) {
      const std::size_t col = white ? w : b;
      if (col >= cols_) continue;
      const bool isPicked = picked_ == static_cast<int>(r) && pickedWhite_ == white;
      const QRectF sq = displayRect(r, col);
      if (isPicked) {
        p.setPen(QPen(playerColor(5), std::max(2.0, l.cell * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(sq.adjusted(2, 2, -2, -2));
      }
      const bool dragged = isPicked && dragging_ && hover_ && hover_->first == r && hover_->second != col;
      drawChecker(sq.center(), white, dragged ? 0.35 : 1.0);
      if (dragged) drawChecker(displayRect(r, hover_->second).center(), white, 0.85);
    }
  }
}

QStringList GridBoard::hintLines() const {
  QStringList lines;
  if (!hints_ || editing_ || !position_) return lines;
  QStringList terms;
  if (mode_ == Mode::Coins && values_.size() == rows_ * cols_) {
    const auto& g = std::get<CoinGridPosition>(*position_);
    for (std::size_t i = 0; i < g.heads.size(); ++i)
      if (g.heads[i]) terms << QString::number(values_[i]);
  } else if (mode_ == Mode::Queens && values_.size() == rows_ * cols_) {
    for (const Cell& c : std::get<QueensPosition>(*position_).queens)
      if (c.first < rows_ && c.second < rows_) terms << QString::number(values_[c.first * rows_ + c.second]);
  } else if (mode_ == Mode::Northcott) {
    for (const auto& [w, b] : std::get<NorthcottPosition>(*position_).rows) terms << QString::number(dist(w, b) - 1);
  }
  QString sum;
  if (hints_->convention == PlayConvention::Normal) {
    if (terms.size() > 10) terms = QStringList{terms.mid(0, 8).join(kXor), QStringLiteral("\u2026")};
    sum = terms.isEmpty()     ? tr("g = 0")
          : terms.size() == 1 ? tr("g = %1").arg(hints_->total)
                              : tr("g = %1 = %2").arg(terms.join(kXor)).arg(hints_->total);
    if (mode_ == Mode::Northcott) sum = tr("gaps: %1").arg(sum);
  }
  const QString outcome = hints_->outcome == Outcome::P ? tr("P: the player to move loses") : tr("N: the player to move wins");
  lines << (sum.isEmpty() ? outcome : sum + QStringLiteral(" \u2014 ") + outcome);
  if (!hints_->winningMoves.empty()) {
    QStringList ms;
    const std::size_t shown = mode_ == Mode::Coins ? 2 : 3;
    for (std::size_t k = 0; k < hints_->winningMoves.size() && k < shown; ++k) {
      const ImpartialMove& m = hints_->winningMoves[k];
      if (const auto* c = std::get_if<CoinGridMove>(&m)) {
        std::set<std::size_t> rs, cs;
        for (const Cell& x : c->coins) {
          rs.insert(x.first);
          cs.insert(x.second);
        }
        if (rs.size() * cs.size() == c->coins.size() && c->coins.size() > 2) {
          QStringList a, b;
          for (std::size_t x : rs) a << QString::number(x + static_cast<std::size_t>(originRow()));
          for (std::size_t x : cs) b << QString::number(x + static_cast<std::size_t>(originCol()));
          ms << tr("rows {%1} \u00D7 columns {%2}").arg(a.join(QStringLiteral(", ")), b.join(QStringLiteral(", ")));
        } else {
          QStringList cells;
          for (const Cell& x : c->coins) cells << cellName(x);
          ms << QStringLiteral("{") + cells.join(QStringLiteral(", ")) + QStringLiteral("}");
        }
      } else if (const auto* q = std::get_if<QueenMove>(&m)) {
        ms << tr("queen to %1").arg(cellName(q->to));
      } else if (const auto* n = std::get_if<NorthcottMove>(&m)) {
        const auto [w, b] = std::get<NorthcottPosition>(*position_).rows[n->row];
        const std::size_t other = n->white ? b : w;
        ms << (n->white ? tr("row %1: white, gap %2").arg(n->row + 1).arg(dist(n->to, other) - 1)
                        : tr("row %1: black, gap %2").arg(n->row + 1).arg(dist(n->to, other) - 1));
      }
    }
    if (hints_->winningMoves.size() > shown) ms << tr("\u2026 (%n in all)", nullptr, static_cast<int>(hints_->winningMoves.size()));
    lines << tr("Winning: %1").arg(ms.join(QStringLiteral("; ")));
  }
  return lines;
}

void GridBoard::paintText(QPainter& p, const Layout& l) {
  const QFontMetricsF fm(font());
  const double h = fm.height();
  const QRectF box(kMargin, l.textY + 0.2 * h, width() - 2 * kMargin, h);
  double y = box.top();
  const QColor ink = palette().color(QPalette::WindowText);
  for (const QString& line : hintLines()) {
    p.setPen(playerColor(2).darker(130));
    p.drawText(QRectF(box.left(), y, box.width(), h), Qt::AlignHCenter | Qt::AlignVCenter,
               fm.elidedText(line, Qt::ElideRight, box.width()));
    y += h;
  }
  QString line = status_;
  bool bad = statusBad_;
  if (line.isEmpty() && editing_) {
    bad = false;
    line = mode_ == Mode::Coins    ? tr("Set up: click a coin to turn it over; + and \u2212 change the board size.")
           : mode_ == Mode::Queens ? tr("Set up: click a square to add or remove a queen; + and \u2212 change the board size.")
                                   : tr("Set up: click to place the white checker, right or Shift-click for the black one.");
  }
  if (line.isEmpty()) return;
  QFont f = font();
  f.setBold(bad);
  p.setFont(f);
  p.setPen(bad ? playerColor(1) : ink);
  p.drawText(QRectF(box.left(), y, box.width(), h), Qt::AlignHCenter | Qt::AlignVCenter,
             QFontMetricsF(f).elidedText(line, Qt::ElideRight, box.width()));
  p.setFont(font());
}

ImpartialBoard* createGridBoard(QWidget* parent) { return new GridBoard(parent); }

}  // namespace gamelab::ui
