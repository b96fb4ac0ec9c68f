#include "ui/liarsdice/liarsdicediewidget.h"

#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QTimer>

#include <array>
#include <vector>

namespace gamelab::ui {

namespace {

/// Pip positions on a 3 × 3 grid (column, row in 0..2) for 1..9.
std::vector<QPoint> pips(int v) {
  static const std::array<std::vector<QPoint>, 10> table = {{
      {},
      {{1, 1}},
      {{0, 0}, {2, 2}},
      {{0, 0}, {1, 1}, {2, 2}},
      {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
      {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
      {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
      {{0, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {2, 2}},
      {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}},
      {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}},
  }};
  return v >= 0 && v <= 9 ? table[v] : std::vector<QPoint>{};
}

}  // namespace

LiarsDiceDieWidget::LiarsDiceDieWidget(QWidget* parent) : QWidget(parent), timer_(new QTimer(this)) {
  setMinimumSize(96, 96);
  timer_->setInterval(70);
  connect(timer_, &QTimer::timeout, this, [this] {
    ++ticks_;
    if (ticks_ * timer_->interval() >= animationMs_) {
      timer_->stop();
      shown_ = value_;
      angle_ = 0;
    } else {
      shown_ = 1 + static_cast<int>(QRandomGenerator::global()->bounded(sides_));
      angle_ = (ticks_ % 2 ? 1 : -1) * (8.0 + 4.0 * (ticks_ % 3));
    }
    update();
  });
}

void LiarsDiceDieWidget::setSides(int sides) {
  sides_ = std::max(2, sides);
  update();
}

void LiarsDiceDieWidget::setValue(int value, bool hidden) {
  timer_->stop();
  value_ = shown_ = value;
  hidden_ = hidden;
  angle_ = 0;
  update();
}

void LiarsDiceDieWidget::roll(int value, bool hidden) {
  setValue(value, hidden);
  verdict_ = Verdict::None;
  if (animationMs_ <= 0 || value == 0) return;
  ticks_ = 0;
  shown_ = 1;
  timer_->start();
}

bool LiarsDiceDieWidget::isRolling() const { return timer_->isActive(); }

void LiarsDiceDieWidget::setVerdict(Verdict verdict) {
  verdict_ = verdict;
  update();
}

void LiarsDiceDieWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const double side = std::min(width(), height()) - 16;
  p.translate(width() / 2.0, height() / 2.0);
  p.rotate(angle_);
  const QRectF face(-side / 2, -side / 2, side, side);
  if (value_ == 0 && !isRolling()) {
    p.setPen(QPen(QColor(180, 180, 180), 2, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(face, side * 0.15, side * 0.15);
    return;
  }
  QColor border(60, 60, 60);
  if (verdict_ == Verdict::True) border = QColor(40, 150, 60);
  if (verdict_ == Verdict::False) border = QColor(200, 40, 40);
  if (hidden_) {
    // A cup over the die: the value is the roller's secret.
    p.setPen(QPen(QColor(70, 45, 25), 2));
    p.setBrush(QColor(120, 80, 45));
    QPainterPath cup;
    cup.moveTo(-side * 0.38, -side / 2);
    cup.lineTo(side * 0.38, -side / 2);
    cup.lineTo(side / 2, side / 2);
    cup.lineTo(-side / 2, side / 2);
    cup.closeSubpath();
    p.drawPath(cup);
    p.setPen(QColor(250, 235, 210));
    QFont f = font();
    f.setPixelSize(static_cast<int>(side * 0.45));
    f.setBold(true);
    p.setFont(f);
    p.drawText(face, Qt::AlignCenter, QStringLiteral("?"));
    return;
  }
  p.setPen(QPen(border, verdict_ == Verdict::None ? 2 : 5));
  p.setBrush(QColor(252, 252, 246));
  p.drawRoundedRect(face, side * 0.15, side * 0.15);
  if (sides_ <= 9 && shown_ >= 1 && shown_ <= 9) {
    p.setPen(Qt::NoPen);
    p.setBrush(shown_ == 1 ? QColor(200, 30, 30) : QColor(30, 30, 30));
    const double r = side * (shown_ == 1 ? 0.11 : 0.08);
    for (const QPoint& g : pips(shown_)) {
      const QPointF c(-side / 2 + side * (0.22 + 0.28 * g.x()), -side / 2 + side * (0.22 + 0.28 * g.y()));
      p.drawEllipse(c, r, r);
    }
  } else {
    p.setPen(QColor(30, 30, 30));
    QFont f = font();
    f.setPixelSize(static_cast<int>(side * (shown_ >= 100 ? 0.36 : 0.48)));
    f.setBold(true);
    p.setFont(f);
    p.drawText(face, Qt::AlignCenter, QString::number(shown_));
  }
}

}  // namespace gamelab::ui
