#include "ui/coalition/simplexpainting.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gamelab::ui::simplexpaint {

QColor coreFill() { return QColor(0xff, 0xd9, 0x66); }
QColor coreEdge() { return QColor(0xa6, 0x76, 0x00); }
QColor unstableFill() { return QColor(0xe4, 0xe4, 0xe4); }
QColor lineColor() { return QColor(0x55, 0x6b, 0x80); }
QColor shapleyColor() { return QColor(0xc0, 0x39, 0x2b); }
QColor nucleolusColor() { return QColor(0x1f, 0x3a, 0x93); }
QColor contourColor() { return QColor(0x6a, 0x3d, 0x9a); }
QColor frameColor() { return QColor(0x22, 0x22, 0x22); }

double distance(const QPointF& a, const QPointF& b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

/// Text centred at `centre`, rotated by `degrees` (kept upright), on a white halo.
void drawLabel(QPainter& p, const QPointF& centre, const QString& text, const QColor& color, double degrees,
               bool halo) {
  while (degrees > 90) degrees -= 180;
  while (degrees <= -90) degrees += 180;
  p.save();
  p.translate(centre);
  p.rotate(degrees);
  const QFontMetricsF fm(p.font());
  QRectF r(-fm.horizontalAdvance(text) / 2 - 2, -fm.height() / 2, fm.horizontalAdvance(text) + 4, fm.height());
  if (halo) {
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 215));
    p.drawRoundedRect(r, 3, 3);
  }
  p.setPen(color);
  p.drawText(r, Qt::AlignCenter, text);
  p.restore();
}

/// The label's rectangle when drawn unrotated at `centre`.
QRectF labelRect(const QFontMetricsF& fm, const QPointF& centre, const QString& text) {
  const double w = fm.horizontalAdvance(text) + 4;
  return {centre.x() - w / 2, centre.y() - fm.height() / 2, w, fm.height()};
}

/// Where to centre a label for a point at `at`, preferably in direction `dir` (unit), clear of
/// `placed` (the label's rectangle is added to it): tries turning away from `dir` in steps.
QPointF placeNear(const QFontMetricsF& fm, const QPointF& at, const QPointF& dir, const QString& text,
                  std::vector<QRectF>& placed) {
  const double w = fm.horizontalAdvance(text) + 4;
  QPointF first;
  for (double extra : {0.0, 0.7}) {
    for (double degrees : {0.0, 35.0, -35.0, 70.0, -70.0, 110.0, -110.0, 150.0, -150.0, 180.0}) {
      const double a = degrees * std::numbers::pi / 180.0;
      const QPointF d(dir.x() * std::cos(a) - dir.y() * std::sin(a), dir.x() * std::sin(a) + dir.y() * std::cos(a));
      const QPointF c = at + d * (std::abs(d.x()) * w / 2 + std::abs(d.y()) * fm.height() / 2 + 6 + extra * fm.height());
      if (degrees == 0.0 && extra == 0.0) first = c;
      const QRectF r = labelRect(fm, c, text);
      bool clash = false;
      for (const auto& o : placed) clash = clash || r.intersects(o);
      if (!clash) {
        placed.push_back(r);
        return c;
      }
    }
  }
  placed.push_back(labelRect(fm, first, text));
  return first;
}

void drawShapleyMarker(QPainter& p, const QPointF& at, double r) {
  QPolygonF diamond{{at.x(), at.y() - r}, {at.x() + r, at.y()}, {at.x(), at.y() + r}, {at.x() - r, at.y()}};
  p.setPen(QPen(Qt::white, 1.2));
  p.setBrush(shapleyColor());
  p.drawPolygon(diamond);
}

void drawNucleolusMarker(QPainter& p, const QPointF& at, double r) {
  p.setPen(QPen(Qt::white, 1.2));
  p.setBrush(nucleolusColor());
  p.drawEllipse(at, r, r);
}

void drawCross(QPainter& p, const QPointF& at, double r) {
  p.setPen(QPen(Qt::white, 4, Qt::SolidLine, Qt::RoundCap));
  p.drawLine(at + QPointF(-r, -r), at + QPointF(r, r));
  p.drawLine(at + QPointF(-r, r), at + QPointF(r, -r));
  p.setPen(QPen(Qt::black, 2, Qt::SolidLine, Qt::RoundCap));
  p.drawLine(at + QPointF(-r, -r), at + QPointF(r, r));
  p.drawLine(at + QPointF(-r, r), at + QPointF(r, -r));
}

QFont smaller(const QFont& f, double factor) {
  QFont g = f;
  if (g.pointSizeF() > 0) g.setPointSizeF(std::max(6.0, g.pointSizeF() * factor));
  else g.setPixelSize(std::max(8, int(g.pixelSize() * factor)));
  return g;
}

}  // namespace gamelab::ui::simplexpaint
