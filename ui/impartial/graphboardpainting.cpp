// GraphBoard painting: arcs, vertices with their values, tokens and the legend.
#include "ui/impartial/graphboard.h"

#include "ui/common/playercolors.h"
#include "ui/impartial/graphlayout.h"

#include <QHelpEvent>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

namespace {

const QColor kInk(0x22, 0x22, 0x22);
const QColor kArc(0x44, 0x44, 0x4C);
const QColor kWin(0x2E, 0x9E, 0x4F);
const QColor kFlash(0x30, 0x70, 0xE0);
const QColor kPFill(0xCF, 0xE3, 0xF7);
const QColor kDrawFill(0xFF, 0xF1, 0xB8);
const QColor kDrawEdge(0xB0, 0x85, 0x00);

}  // namespace

void GraphBoard::paintArcs(QPainter& p, const std::vector<ArcShape>& shapes) const {
  const double stroke = std::clamp(0.025 * unit(), 1.5, 3.0);
  const double head = std::clamp(0.14 * unit(), 8.0, 16.0);
  for (std::size_t a = 0; a < shapes.size(); ++a) {
    const ArcShape& s = shapes[a];
    QPainterPath path(s.curve.pointAt(s.t0));
    constexpr int kSteps = 32;
    // Stop the shaft short of the tip so the arrow head stays sharp.
    const double tEnd = s.t1 - (s.t1 - s.t0) * 0.02;
    for (int k = 1; k <= kSteps; ++k) path.lineTo(s.curve.pointAt(s.t0 + (tEnd - s.t0) * k / kSteps));
    QColor c = kArc;
    double w = stroke;
    const bool winning = hints_ && !editing_ && winningArcs_.count(a);
    if (winning) {
      p.setPen(QPen(QColor(kWin.red(), kWin.green(), kWin.blue(), 70), stroke + 7, Qt::SolidLine, Qt::RoundCap));
      p.drawPath(path);
      c = kWin;
      w = stroke + 1.2;
    }
    if (static_cast<int>(a) == flashArc_) {
      c = kFlash;
      w = stroke + 1.5;
    }
    if (editing_ && (static_cast<int>(a) == selectedArc_ || static_cast<int>(a) == hoverArc_)) {
      c = kFlash;
      w = stroke + 1;
    }
    p.setPen(QPen(c, w, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setPen(QPen(c, 1));
    drawArrowHead(p, s.curve.pointAt(s.t1), s.curve.tangentAt(s.t1), head + (w - stroke));
  }
}

void GraphBoard::paintVertices(QPainter& p, const std::vector<ArcShape>& shapes) const {
  const double r = radius();
  QFont f = font();
  f.setPixelSize(static_cast<int>(std::clamp(r * 0.85, 10.0, 20.0)));
  QFont valueFont = f;
  valueFont.setBold(true);
  valueFont.setPixelSize(static_cast<int>(std::clamp(r * 0.75, 10.0, 17.0)));
  std::vector<int> targets;
  if (selectedToken_ >= 0) targets = targetsOf(static_cast<std::size_t>(selectedToken_));
  if (drag_ == Drag::Token && moved_) targets = targetsOf(static_cast<std::size_t>(dragFrom_));
  for (int v = 0; v < position_.graph.vertices; ++v) {
    const QPointF c = vertexPoint(v);
    QColor fill = Qt::white;
    QPen outline(kInk, 1.6);
    const bool known = hints_ && static_cast<std::size_t>(v) < values_.size();
    if (known) {
      switch (values_[static_cast<std::size_t>(v)].outcome()) {
        case Outcome::P: fill = kPFill; outline = QPen(playerColor(0), 2); break;
        case Outcome::N: break;
        case Outcome::Draw: fill = kDrawFill; outline = QPen(kDrawEdge, 2, Qt::DashLine); break;
      }
    }
    if (std::find(targets.begin(), targets.end(), v) != targets.end()) {
      p.setPen(QPen(kFlash, 2, Qt::DashLine));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, r + 5, r + 5);
    }
    if ((editing_ && (v == selectedVertex_ || v == hoverVertex_)) || ((drag_ == Drag::Token || drag_ == Drag::Arc) && v == hoverVertex_)) {
      p.setPen(QPen(kFlash, 2));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, r + 4, r + 4);
    }
    if (known && !editing_ && winningTargets_.count(v)) {
      p.setPen(QPen(kWin, 2.5));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, r + 3, r + 3);
    }
    p.setPen(outline);
    p.setBrush(fill);
    p.drawEllipse(c, r, r);
    p.setPen(kInk);
    p.setFont(f);
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, nameOf(v));
    if (known) {
      const QString text = valueLabel(v);
      p.setFont(valueFont);
      const QFontMetricsF fm(valueFont);
      const double w = fm.horizontalAdvance(text) + 8, h = fm.height() + 2;
      // The first corner whose label clears every arrow (top right, top left, bottom right, …).
      const QRectF candidates[] = {
          QRectF(c.x() + r * 0.7, c.y() - r * 0.7 - h, w, h), QRectF(c.x() - r * 0.7 - w, c.y() - r * 0.7 - h, w, h),
          QRectF(c.x() + r * 0.7, c.y() + r * 0.7, w, h),     QRectF(c.x() - r * 0.7 - w, c.y() + r * 0.7, w, h),
          QRectF(c.x() + r + 3, c.y() - h / 2, w, h),         QRectF(c.x() - r - 3 - w, c.y() - h / 2, w, h),
          QRectF(c.x() - w / 2, c.y() - r - 4 - h, w, h),     QRectF(c.x() - w / 2, c.y() + r + 4, w, h)};
      QRectF box = candidates[0];
      for (const QRectF& candidate : candidates) {
        const QRectF grown = candidate.adjusted(-3, -3, 3, 3);
        bool clear = true;
        for (const ArcShape& s : shapes)
          for (int k = 0; k <= 16 && clear; ++k)
            if (grown.contains(s.curve.pointAt(s.t0 + (s.t1 - s.t0) * k / 16.0))) clear = false;
        if (clear) {
          box = candidate;
          break;
        }
      }
      const Outcome o = values_[static_cast<std::size_t>(v)].outcome();
      const QColor ink = o == Outcome::P ? playerColor(0) : o == Outcome::Draw ? kDrawEdge.darker(120) : playerColor(1);
      p.setPen(QPen(ink, 1));
      p.setBrush(QColor(255, 255, 255, 225));
      p.drawRoundedRect(box, 4, 4);
      p.drawText(box, Qt::AlignCenter, text);
    }
  }
}

void GraphBoard::paintTokens(QPainter& p) const {
  const double r = radius();
  const auto shapes = slideToken_ >= 0 && flashArc_ >= 0 ? arcShapes() : std::vector<ArcShape>{};
  for (std::size_t t = 0; t < position_.tokens.size(); ++t) {
    QPointF c = tokenPoint(t);
    if (static_cast<int>(t) == slideToken_ && flashArc_ >= 0 && static_cast<std::size_t>(flashArc_) < shapes.size())
      c = shapes[static_cast<std::size_t>(flashArc_)].curve.pointAt(slide_);
    if (drag_ == Drag::Token && moved_ && static_cast<int>(t) == dragFrom_) c = dragPoint_;
    int share = 0;
    for (int other : position_.tokens) share += other == position_.tokens[t] ? 1 : 0;
    const double tr_ = share > 1 ? r * 0.45 : r * 0.62;
    QColor colour = playerColor(static_cast<int>(t % 8 == 0 ? 1 : (t % 8 == 1 ? 0 : t % 8)));
    QRadialGradient g(c - QPointF(tr_ * 0.3, tr_ * 0.3), tr_ * 1.3);
    g.setColorAt(0, colour.lighter(150));
    g.setColorAt(1, colour.darker(115));
    p.setPen(QPen(colour.darker(160), 1.2));
    p.setBrush(g);
    if (static_cast<int>(t) == selectedToken_) {
      p.save();
      p.setPen(QPen(kFlash, 2.5));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, tr_ + 4, tr_ + 4);
      p.restore();
    }
    p.drawEllipse(c, tr_, tr_);
    if (share <= 1) {
      // The vertex's name stays readable on the token.
      QFont f = font();
      f.setBold(true);
      f.setPixelSize(static_cast<int>(std::clamp(r * 0.8, 10.0, 19.0)));
      p.setFont(f);
      p.setPen(Qt::white);
      p.drawText(QRectF(c.x() - tr_, c.y() - tr_, 2 * tr_, 2 * tr_), Qt::AlignCenter,
                 nameOf(position_.tokens[t]));
    }
  }
}

void GraphBoard::paintLegend(QPainter& p) const {
  if (!hints_ || values_.empty()) return;
  p.setFont(font());
  const QFontMetricsF fm(font());
  double x = 10;
  const double y = 10, s = fm.height();
  auto item = [&](const QColor& fill, const QPen& pen, const QString& text) {
    p.setPen(pen);
    p.setBrush(fill);
    p.drawEllipse(QRectF(x, y, s, s));
    x += s + 5;
    p.setPen(kInk);
    p.drawText(QPointF(x, y + fm.ascent()), text);
    x += fm.horizontalAdvance(text) + 14;
  };
  item(kPFill, QPen(playerColor(0), 2), tr("P: value 0"));
  item(Qt::white, QPen(kInk, 1.6), tr("N: value > 0"));
  bool anyDraw = false;
  for (const auto& v : values_) anyDraw = anyDraw || v.outcome() == Outcome::Draw;
  if (anyDraw) item(kDrawFill, QPen(kDrawEdge, 2, Qt::DashLine), tr("draw: \u221e(K), 0 \u2209 K"));
  const bool cyclic = std::any_of(values_.begin(), values_.end(), [](const GeneralisedValue& v) { return v.infinite; });
  if (cyclic) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QPointF(10, y + s + 4 + fm.ascent()),
               tr("The graph has cycles: \u221e(K) marks a vertex without a Sprague\u2013Grundy value; K lists its "
                  "followers' values."));
  }
}

void GraphBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  p.fillRect(rect(), QColor(0xFC, 0xFB, 0xF7));
  const auto shapes = arcShapes();
  paintArcs(p, shapes);
  paintVertices(p, shapes);
  paintTokens(p);
  if (editing_ && drag_ == Drag::Arc && moved_) {
    p.setPen(QPen(kFlash, 2, Qt::DashLine));
    const QPointF from = vertexPoint(dragFrom_);
    if (hoverVertex_ == dragFrom_) p.drawPath(loopCurve(from, -std::numbers::pi / 2, radius() * 2.3).path());
    else {
      p.drawLine(from, dragPoint_);
      p.setPen(QPen(kFlash, 1));
      drawArrowHead(p, dragPoint_, dragPoint_ - from, 12);
    }
  }
  if (editing_) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.setFont(font());
    p.drawText(QRectF(10, 8, width() - 20 - stripWidth(), 40), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("Click: add a vertex \u00b7 Drag between vertices: add an arc \u00b7 Shift+drag: move \u00b7 "
                  "Shift+click: token \u00b7 Double-click: rename \u00b7 Right-click or Delete: remove"));
  } else {
    paintLegend(p);
  }
}

}  // namespace gamelab::ui
