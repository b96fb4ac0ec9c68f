#include "ui/impartial/coinrowpainter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>

namespace gamelab::ui {

void paintCoin(QPainter& p, const QRectF& r, bool heads, double squeeze, const QFont& font) {
  const QPointF c = r.center();
  const double rx = r.width() / 2 * std::max(0.06, squeeze);
  const double ry = r.height() / 2;
  const QRectF disc(c.x() - rx, c.y() - ry, 2 * rx, 2 * ry);
  p.save();
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 40));
  p.drawEllipse(disc.translated(r.width() * 0.03, r.height() * 0.04));
  QRadialGradient g(c - QPointF(rx * 0.35, ry * 0.35), std::max(rx, ry) * 1.3);
  if (heads) {
    g.setColorAt(0, QColor(0xFF, 0xE8, 0x8A));
    g.setColorAt(0.55, QColor(0xE8, 0xB8, 0x30));
    g.setColorAt(1, QColor(0xA8, 0x78, 0x10));
  } else {
    g.setColorAt(0, QColor(0xF2, 0xF2, 0xF2));
    g.setColorAt(0.55, QColor(0xC4, 0xC4, 0xC4));
    g.setColorAt(1, QColor(0x88, 0x88, 0x88));
  }
  const QColor rim = heads ? QColor(0x8A, 0x60, 0x08) : QColor(0x6A, 0x6A, 0x6A);
  p.setBrush(g);
  p.setPen(QPen(rim, std::max(1.0, r.width() * 0.03)));
  p.drawEllipse(disc);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(rim.lighter(130), std::max(0.8, r.width() * 0.015)));
  p.drawEllipse(c, rx * 0.8, ry * 0.8);
  if (squeeze > 0.35 && r.height() >= 9) {
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(std::max(6, static_cast<int>(r.height() * 0.42)));
    p.setFont(f);
    p.setPen(heads ? QColor(0x5A, 0x3C, 0x00) : QColor(0x40, 0x40, 0x40));
    p.translate(c);
    p.scale(squeeze, 1);
    p.drawText(QRectF(-r.width() / 2, -r.height() / 2, r.width(), r.height()), Qt::AlignCenter,
               heads ? QCoreApplication::translate("gamelab::ui::CoinRowBoard", "H", "heads face of a coin")
                     : QCoreApplication::translate("gamelab::ui::CoinRowBoard", "T", "tails face of a coin"));
  }
  p.restore();
}

}  // namespace gamelab::ui
