#include "ui/poker/pokerpictures.h"

#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {

QColor outcomeColor(PokerOutcome outcome, bool win) {
  switch (outcome) {
    case PokerOutcome::IFolds: return QColor(200, 200, 200);
    case PokerOutcome::BothCheck: return QColor(236, 236, 236);
    case PokerOutcome::ShowdownAntes: return win ? QColor(190, 215, 240) : QColor(160, 190, 225);
    case PokerOutcome::BetFolded: return QColor(190, 230, 190);
    case PokerOutcome::BetCalled: return win ? QColor(250, 205, 150) : QColor(240, 170, 140);
  }
  return Qt::white;
}

/// "+3", "−1", "0".
QString signedText(const Rational& r) {
  QString t = formatRational(r);
  if (sgn(r) > 0) t.prepend(QLatin1Char('+'));
  return t.replace(QLatin1Char('-'), QChar(0x2212));
}

}  // namespace

PokerSquareView::PokerSquareView(QWidget* parent) : QWidget(parent) {
  setMinimumSize(320, 320);
  setToolTip(tr("Hands x (I) and y (II) on the unit square: who bets, bluffs, calls and folds, and I's payoff"));
}

void PokerSquareView::setGame(const PokerGame& game) {
  game_ = game;
  auto regions = continuousPokerRegions(game);
  auto solution = continuousPokerSolution(game);
  regions_ = regions ? std::move(regions).value() : std::vector<PokerRegion>{};
  thresholds_ = solution ? solution->thresholds : std::vector<PokerThreshold>{};
  update();
}

QString PokerSquareView::regionText(const PokerRegion& r) {
  const QString payoff = sgn(r.payoff) > 0   ? tr("I wins %1").arg(formatRational(r.payoff))
                         : sgn(r.payoff) < 0 ? tr("I loses %1").arg(formatRational(-r.payoff))
                                             : tr("nobody wins");
  QString what;
  switch (r.outcome) {
    case PokerOutcome::IFolds: what = tr("I folds"); break;
    case PokerOutcome::ShowdownAntes: what = tr("I checks, showdown for the antes"); break;
    case PokerOutcome::BothCheck: what = tr("I checks, II checks back"); break;
    case PokerOutcome::BetFolded: what = r.bluff ? tr("I bluffs, II folds") : tr("I bets, II folds"); break;
    case PokerOutcome::BetCalled: what = r.bluff ? tr("I bluffs, II calls") : tr("I bets, II calls"); break;
  }
  return tr("%1: %2 (probability %3)").arg(what, payoff, formatRationalWithDecimal(r.area()));
}

QRectF PokerSquareView::squareRect() const {
  // left: the axis title and the threshold labels; right: the legend; below: two label rows
  constexpr qreal left = 100, right = 150, top = 20, bottom = 70;
  const qreal side = std::max<qreal>(60, std::min(width() - left - right, height() - top - bottom));
  return QRectF(left, top, side, side);
}

QPointF PokerSquareView::toWidget(const Rational& x, const Rational& y) const {
  const QRectF s = squareRect();
  return {s.left() + toDouble(x) * s.width(), s.bottom() - toDouble(y) * s.height()};
}

void PokerSquareView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  const QRectF s = squareRect();
  const bool relanceModel = game_.model == PokerModel::LaRelance;
  std::vector<qreal> lines;  // II's thresholds (dashed): payoff labels keep clear of them
  for (const auto& t : thresholds_)
    if (relanceModel ? t.name == "b" : (t.name == "c" || t.name == "d"))
      lines.push_back(s.bottom() - toDouble(t.value) * s.height());
  for (const auto& r : regions_) {
    QPolygonF poly;
    for (const auto& [x, y] : r.polygon) poly << toWidget(x, y);
    p.setPen(QPen(QColor(120, 120, 120), 0.8));
    p.setBrush(outcomeColor(r.outcome, sgn(r.payoff) > 0));
    p.drawPolygon(poly);
    if (r.bluff) {
      p.setBrush(QBrush(QColor(90, 90, 90, 90), Qt::BDiagPattern));
      p.drawPolygon(poly);
    }
    // the payoff at the centroid of the corners, when the region is big enough to hold it
    const QRectF box = poly.boundingRect();
    if (box.width() > 26 && box.height() > 16) {
      QPointF c;
      for (const auto& q : poly) c += q;
      c /= poly.size();
      for (qreal y : lines)
        if (std::abs(c.y() - y) < 12) c.setY(y + 14);
      p.setPen(palette().text().color());
      p.drawText(QRectF(c.x() - 30, c.y() - 9, 60, 18), Qt::AlignCenter, signedText(r.payoff));
    }
  }
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(palette().text().color(), 1.2));
  p.drawRect(s);
  // axes: 0 and 1, the thresholds (I's on x, II's on y)
  const QFontMetrics fm(font());
  auto xTick = [&](double v, const QString& label, int row) {
    const qreal x = s.left() + v * s.width();
    p.drawLine(QPointF(x, s.bottom()), QPointF(x, s.bottom() + 5));
    p.drawText(QRectF(x - 50, s.bottom() + 6 + row * fm.height(), 100, fm.height()), Qt::AlignHCenter, label);
  };
  auto yTick = [&](double v, const QString& label) {
    const qreal y = s.bottom() - v * s.height();
    p.drawLine(QPointF(s.left() - 5, y), QPointF(s.left(), y));
    p.drawText(QRectF(0, y - fm.height() / 2.0, s.left() - 7, fm.height()), Qt::AlignRight | Qt::AlignVCenter, label);
  };
  xTick(0, QStringLiteral("0"), 0);
  xTick(1, QStringLiteral("1"), 0);
  yTick(0, QStringLiteral("0"));
  yTick(1, QStringLiteral("1"));
  int row = 1;
  const bool relance = game_.model == PokerModel::LaRelance;
  for (const auto& t : thresholds_) {
    const bool forII = relance ? t.name == "b" : (t.name == "c" || t.name == "d");
    const QString name = t.name == "b2" ? QStringLiteral("b²") : QString::fromStdString(t.name);
    const QString label = QStringLiteral("%1 = %2").arg(name, formatRational(t.value));
    if (forII) {
      yTick(toDouble(t.value), label);
      p.save();
      p.setPen(QPen(QColor(60, 60, 60), 1, Qt::DashLine));
      const qreal y = s.bottom() - toDouble(t.value) * s.height();
      p.drawLine(QPointF(s.left(), y), QPointF(s.right(), y));
      p.restore();
      if (relance) xTick(toDouble(t.value), label, row++ % 2);  // I's bluffs end at x = b
    } else {
      xTick(toDouble(t.value), label, row++ % 2);
    }
  }
  p.drawText(QRectF(s.left(), s.bottom() + 8 + 2 * fm.height(), s.width(), fm.height()), Qt::AlignHCenter,
             tr("x (I's hand)"));
  p.save();
  p.translate(12, s.center().y());
  p.rotate(-90);
  p.drawText(QRectF(-s.height() / 2, -fm.height() / 2.0, s.height(), fm.height()), Qt::AlignHCenter,
             tr("y (II's hand)"));
  p.restore();
  // legend to the right
  struct Key {
    QColor color;
    QString text;
  };
  std::vector<Key> keys{{outcomeColor(PokerOutcome::BetCalled, true), tr("bet, called")},
                        {outcomeColor(PokerOutcome::BetFolded, true), tr("bet, folded")},
                        {outcomeColor(PokerOutcome::ShowdownAntes, true), tr("check, showdown")}};
  if (relance) keys[2] = {outcomeColor(PokerOutcome::IFolds, false), tr("I folds")};
  if (game_.model == PokerModel::CheckBack) keys.push_back({outcomeColor(PokerOutcome::BothCheck, false), tr("both check")});
  qreal ly = s.top();
  const qreal lx = s.right() + 8;
  for (const auto& k : keys) {
    p.setPen(Qt::NoPen);
    p.setBrush(k.color);
    p.drawRect(QRectF(lx, ly + 2, 12, 12));
    p.setPen(palette().text().color());
    p.drawText(QPointF(lx + 16, ly + 12), k.text);
    ly += fm.height() + 4;
  }
  p.setBrush(QBrush(QColor(90, 90, 90, 140), Qt::BDiagPattern));
  p.setPen(QPen(QColor(120, 120, 120), 0.8));
  p.drawRect(QRectF(lx, ly + 2, 12, 12));
  p.setPen(palette().text().color());
  p.drawText(QPointF(lx + 16, ly + 12), tr("bluff"));
}

bool PokerSquareView::event(QEvent* e) {
  if (e->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(e);
    for (const auto& r : regions_) {
      QPolygonF poly;
      for (const auto& [x, y] : r.polygon) poly << toWidget(x, y);
      if (poly.containsPoint(help->pos(), Qt::OddEvenFill)) {
        QToolTip::showText(help->globalPos(), regionText(r), this);
        return true;
      }
    }
  }
  return QWidget::event(e);
}

PokerTreeView::PokerTreeView(QWidget* parent) : QWidget(parent) {
  setMinimumSize(300, 200);
  setToolTip(tr("The betting tree: I moves knowing x, then II knowing y and I's action; payoffs to I"));
}

void PokerTreeView::setGame(const PokerGame& game) {
  game_ = game;
  update();
}

void PokerTreeView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  const QString pot = QStringLiteral("±%1").arg(formatRational(game_.beta + 1));
  // nodes in units of the widget: root at the top, I's actions, then II's
  const qreal w = width(), h = height();
  const QPointF root(w / 2, h * 0.14);
  const QPointF passive(w * 0.27, h * 0.48), bet(w * 0.73, h * 0.48);
  auto edge = [&](QPointF a, QPointF b, const QString& label) {
    p.setPen(QPen(palette().text().color(), 1.4));
    p.drawLine(a, b);
    const QPointF mid = (a + b) / 2;
    p.drawText(QRectF(mid.x() - 70, mid.y() - 18, 140, 16), Qt::AlignCenter, label);
  };
  auto decision = [&](QPointF at, int player, const QString& label) {
    p.setPen(QPen(playerColor(player), 2));
    p.setBrush(palette().base());
    p.drawEllipse(at, 15, 15);
    p.setPen(playerColor(player));
    p.drawText(QRectF(at.x() - 15, at.y() - 15, 30, 30), Qt::AlignCenter, label);
  };
  auto leaf = [&](QPointF at, const QString& payoff) {
    p.setPen(palette().text().color());
    p.setBrush(palette().alternateBase());
    p.drawRect(QRectF(at.x() - 24, at.y(), 48, 20));
    p.drawText(QRectF(at.x() - 24, at.y(), 48, 20), Qt::AlignCenter, payoff);
  };
  const qreal leafY = h * 0.8;
  const bool relance = game_.model == PokerModel::LaRelance;
  edge(root, passive, relance ? tr("fold") : tr("check"));
  edge(root, bet, tr("bet %1").arg(formatRational(game_.beta)));
  const QPointF fold(w * 0.6, leafY), call(w * 0.86, leafY);
  edge(bet, fold, tr("fold"));
  edge(bet, call, tr("call"));
  leaf(fold, QStringLiteral("+1"));
  leaf(call, pot);
  if (game_.model == PokerModel::CheckBack) {
    const QPointF check(w * 0.14, leafY), callCheck(w * 0.4, leafY);
    edge(passive, check, tr("check"));
    edge(passive, callCheck, tr("call"));
    leaf(check, QStringLiteral("0"));
    leaf(callCheck, QStringLiteral("±1"));
    decision(passive, 1, QStringLiteral("II"));
  } else {
    leaf(passive, relance ? QStringLiteral("\u22121") : QStringLiteral("±1"));
  }
  decision(root, 0, QStringLiteral("I"));
  decision(bet, 1, QStringLiteral("II"));
  p.setPen(palette().text().color());
  p.drawText(QRectF(0, h - 22, w, 20), Qt::AlignCenter,
             tr("Antes 1 each; ± is a showdown: the higher hand wins it."));
}

}  // namespace gamelab::ui
