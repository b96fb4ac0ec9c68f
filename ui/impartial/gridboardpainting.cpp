// GridBoard painting: the coin grid, Wythoff queens, Northcott checkers, and the hint text.
#include "ui/impartial/gridboard.h"

#include "core/impartial/cointurning.h"
#include "core/impartial/wythoff.h"
#include "ui/common/playercolors.h"
#include "ui/impartial/coinrowpainter.h"
#include "ui/impartial/gridboardstyle.h"
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

using namespace gridstyle;

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
    if (terms.size() > 10) terms = QStringList{terms.mid(0, 8).join(xorSeparator()), QStringLiteral("\u2026")};
    sum = terms.isEmpty()     ? tr("g = 0")
          : terms.size() == 1 ? tr("g = %1").arg(hints_->total)
                              : tr("g = %1 = %2").arg(terms.join(xorSeparator())).arg(hints_->total);
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

}  // namespace gamelab::ui
