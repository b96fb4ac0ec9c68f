// HackenbushBoard painting: the ground, the edges (cut, falling, loose), vertices and hints.
#include "ui/impartial/hackenbushboard.h"

#include "ui/common/playercolors.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

namespace {

const QColor kEdge(0x2E, 0x8B, 0x3A);
const QColor kEdgeDark(0x1E, 0x5E, 0x27);
const QColor kCut(0xD0, 0x40, 0x40);
const QColor kLoose(0x9A, 0x9A, 0x9A);
const QColor kGround(0x6B, 0x55, 0x3A);
const QColor kVertex(0x24, 0x24, 0x24);

}  // namespace

void HackenbushBoard::paintGround(QPainter& p) const {
  const double y = groundY();
  if (y > height() + 20) return;
  // A hatched band under a dotted ground line, across the whole board.
  p.save();
  const double band = 12;
  p.fillRect(QRectF(0, y, width(), band), QColor(0xEF, 0xE8, 0xDC));
  p.setPen(QPen(QColor(0xB8, 0xA5, 0x88), 1));
  for (double x = std::fmod(-y, 9.0) - band; x < width() + band; x += 9)
    p.drawLine(QPointF(x, y + band), QPointF(x + band, y));
  QPen dotted(kGround, 3, Qt::DotLine, Qt::RoundCap);
  p.setPen(dotted);
  p.drawLine(QPointF(0, y), QPointF(width(), y));
  p.restore();
}

void HackenbushBoard::paintHints(QPainter& p, const std::vector<CanvasCurve>& curves) const {
  if (!hints_) return;
  // Under each component: its value, centred below its feet on the ground.
  QFont bold = font();
  bold.setBold(true);
  p.setFont(bold);
  const QFontMetricsF fm(bold);
  std::vector<QRectF> placed;
  for (std::size_t k = 0; k < pieceFirst_.size(); ++k) {
    if (!pieceValue_[k]) continue;
    double x0 = 1e300, x1 = -1e300;
    for (std::size_t e = 0; e < curves.size(); ++e) {
      if (piece_[e] != static_cast<int>(k)) continue;
      for (const QPointF& q : {curves[e].p0, curves[e].p3}) {
        x0 = std::min(x0, q.x());
        x1 = std::max(x1, q.x());
      }
    }
    const QString text = tr("g = %1").arg(*pieceValue_[k]);
    const double w = fm.horizontalAdvance(text) + 12, h = fm.height() + 4;
    QRectF box((x0 + x1) / 2 - w / 2, groundY() + 16, w, h);
    // Components standing on the same stretch of ground (a house and its door): stack badges.
    for (bool clash = true; clash;) {
      clash = false;
      for (const QRectF& other : placed)
        if (other.adjusted(-3, -2, 3, 2).intersects(box)) {
          box.translate(0, h + 4);
          clash = true;
        }
    }
    placed.push_back(box);
    const bool zero = *pieceValue_[k] == 0;
    const bool hot = hoverEdge_ >= 0 && static_cast<std::size_t>(hoverEdge_) < piece_.size() &&
                     piece_[static_cast<std::size_t>(hoverEdge_)] == static_cast<int>(k);
    p.setPen(QPen(zero ? playerColor(0) : playerColor(4).darker(115), hot ? 2.6 : 1.2));
    p.setBrush(zero ? playerTint(0) : QColor(0xFF, 0xF4, 0xE0));
    p.drawRoundedRect(box, 5, 5);
    p.setPen(QColor(0x20, 0x20, 0x20));
    p.drawText(box, Qt::AlignCenter, text);
  }
  // The nim-sum and what it means, at the top left (where edit mode shows its gestures).
  const QString caption = hintCaption();
  if (caption.isEmpty()) return;
  p.setFont(font());
  const QRectF line(10, 8, width() - 20, QFontMetricsF(font()).height() * 2.4);
  p.setPen(hints_->outcome == Outcome::P ? playerColor(0) : playerColor(4).darker(130));
  p.drawText(line, Qt::AlignLeft | Qt::AlignTop, caption);
}

QString HackenbushBoard::hintCaption() const {
  if (!hints_ || editing_) return {};
  QStringList parts;
  for (const auto& v : pieceValue_)
    if (v) parts << QString::number(*v);
  if (parts.isEmpty())
    return hints_->outcome == Outcome::P ? tr("No edges left: the value is 0\nThe player to move cannot cut and loses")
                                         : tr("No edges left\nThe player to move cannot cut and wins (misère play)");
  QString sum = parts.join(QStringLiteral(" \u2295 "));
  if (parts.size() > 1) sum += QStringLiteral(" = %1").arg(hints_->total);
  const QString verdict = hints_->outcome == Outcome::P ? tr("P-position: every cut loses against best play")
                                                        : tr("N-position: the highlighted cuts win");
  return tr("Nim-sum %1\n%2").arg(sum, verdict);
}

void HackenbushBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), QColor(0xFC, 0xFB, 0xF7));
  paintGround(p);
  const auto curves = curvesOf(picture_, xy_);
  const double u = unit();
  const double stroke = std::clamp(0.055 * u, 2.2, 6.0);

  // Winning cuts: an orange halo underneath.
  if (hints_ && !editing_) {
    QPen halo(QColor(0xFF, 0xA6, 0x2B, 170), stroke + 8, Qt::SolidLine, Qt::RoundCap);
    p.setPen(halo);
    p.setBrush(Qt::NoBrush);
    for (std::size_t e : winning_)
      if (e < curves.size()) p.drawPath(curves[e].path());
  }
  if (selectedEdge_ >= 0 && editing_ && selectedEdge_ < static_cast<int>(curves.size())) {
    p.setPen(QPen(QColor(0x30, 0x70, 0xE0, 110), stroke + 8, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(curves[static_cast<std::size_t>(selectedEdge_)].path());
  }
  for (std::size_t e = 0; e < curves.size(); ++e) {
    QColor c = kEdge;
    double w = stroke;
    Qt::PenStyle style = Qt::SolidLine;
    if (!grounded_[e]) {
      c = kLoose;
      style = Qt::DashLine;
      w = std::max(1.5, stroke * 0.6);
    }
    if (static_cast<int>(e) == hoverEdge_ || static_cast<int>(e) == flashEdge_) {
      c = kCut;
      w = stroke + 1.5;
    } else if (hoverFalling_.count(e) || flashFalling_.count(e)) {
      c = QColor(kEdge.red(), kEdge.green(), kEdge.blue(), 80);
      style = Qt::DashLine;
    }
    p.setPen(QPen(c, w, style, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawPath(curves[e].path());
  }
  // The ghost of the last cut: the cut edge in red, the falling part dropping, both fading.
  if (ghost_ && fade_ > 0) {
    const auto ghostCurves = curvesOf(*ghost_, ghostXY_);
    const double drop = (1 - fade_) * 40;
    for (std::size_t e : ghostEdges_) {
      if (e >= ghostCurves.size()) continue;
      QColor c = e == ghostCut_ ? kCut : kEdge;
      c.setAlphaF(static_cast<float>(fade_));
      p.setPen(QPen(c, stroke, Qt::SolidLine, Qt::RoundCap));
      QPainterPath path = ghostCurves[e].path();
      if (e != ghostCut_) path.translate(0, drop);
      p.drawPath(path);
    }
  }
  // Vertices: small dots; in edit mode larger, with isolated ones hollow.
  const double r = editing_ ? std::clamp(0.07 * u, 3.5, 6.5) : std::clamp(0.05 * u, 2.6, 5.0);
  for (int v = 1; v < picture_.vertices; ++v) {
    const bool isolated = degree_[static_cast<std::size_t>(v)] == 0;
    if (isolated && !editing_) continue;
    const QPointF c = vertexPoint(v);
    if (editing_ && (v == hoverVertex_ || v == selectedVertex_)) {
      p.setPen(QPen(QColor(0x30, 0x70, 0xE0), 2));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, r + 4, r + 4);
    }
    p.setPen(QPen(kVertex, 1.2));
    p.setBrush(isolated ? QBrush(Qt::white) : QBrush(kVertex));
    p.drawEllipse(c, r, r);
  }
  paintHints(p, curves);

  if (editing_) {
    if (drag_ == Drag::Edge && moved_) {
      const QPointF from = dragFrom_ == 0 ? QPointF(dragPoint_.x(), groundY()) : vertexPoint(dragFrom_);
      p.setPen(QPen(kEdgeDark, 2, Qt::DashLine, Qt::RoundCap));
      const int target = vertexAt(dragPoint_);
      if (target == dragFrom_ && target > 0)
        p.drawPath(loopCurve(from, -std::numbers::pi / 2, std::clamp(0.42 * u, 14.0, 60.0)).path());
      else p.drawLine(from, dragPoint_);
    } else if (drag_ == Drag::MoveVertex && moved_) {
      p.setPen(QPen(QColor(0x30, 0x70, 0xE0), 1.5, Qt::DashLine));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(dragPoint_, r + 3, r + 3);
    }
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.setFont(font());
    p.drawText(QRectF(10, 8, width() - 20 - stripWidth(), 40), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("Click: add a vertex \u00b7 Drag from a vertex or the ground: draw an edge (back to the vertex: a loop)"
                  "\nShift+drag: move a vertex \u00b7 Right-click or Delete: remove"));
  }
}

ImpartialBoard* createHackenbushBoard(QWidget* parent) { return new HackenbushBoard(parent); }

}  // namespace gamelab::ui
