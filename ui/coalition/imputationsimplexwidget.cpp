#include "ui/coalition/imputationsimplexwidget.h"

#include "ui/analysis/analysisformat.h"
#include "ui/coalition/simplexpainting.h"
#include "ui/coalition/simplexprojection.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gamelab::ui {

using namespace simplex;
using namespace simplexpaint;

namespace {

constexpr double kDefaultYaw = 0.25;
constexpr double kDefaultPitch = 0.35;

}  // namespace

ImputationSimplexWidget::ImputationSimplexWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setAutoFillBackground(false);
  resetView();
}

void ImputationSimplexWidget::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis) {
  analysis_ = std::move(analysis);
  recompute();
  update();
}

void ImputationSimplexWidget::setEpsilonContours(std::vector<Rational> epsilons) {
  epsilons_ = std::move(epsilons);
  recompute();
  update();
}

void ImputationSimplexWidget::setSelectedPoint(const RationalVector& x) {
  selected_ = x;
  update();
}

void ImputationSimplexWidget::resetView() {
  yaw_ = kDefaultYaw;
  pitch_ = kDefaultPitch;
  update();
}

ImputationSimplexWidget::Kind ImputationSimplexWidget::kind() const {
  if (!analysis_) return Kind::None;
  const auto& game = analysis_->game;
  if (game.players() != 3 && game.players() != 4) return Kind::OtherSize;
  if (!game.hasTable() || !frame_) return Kind::NoTable;
  if (sgn(frame_->span) < 0) return Kind::NoImputation;
  if (sgn(frame_->span) == 0) return Kind::Inessential;
  return game.players() == 3 ? Kind::Triangle : Kind::Tetrahedron;
}

void ImputationSimplexWidget::recompute() {
  frame_.reset();
  core_.clear();
  epsilonCores_.clear();
  faces_.clear();
  if (!analysis_) return;
  const auto& game = analysis_->game;
  if (!game.hasTable() || (game.players() != 3 && game.players() != 4)) return;
  frame_ = imputationFrame(game);
  if (sgn(frame_->span) <= 0) return;
  if (game.players() == 3) {
    core_ = corePolygon(game);
    for (const auto& e : epsilons_) epsilonCores_.emplace_back(e, corePolygon(game, e));
    return;
  }
  if (analysis_->core && analysis_->core->verticesComputed && !analysis_->core->empty) {
    const auto corners = tetrahedronCorners();
    std::vector<Vec3> positions;
    for (const auto& x : analysis_->core->vertices) positions.push_back(barycentricPoint(corners, toSimplexCoordinates(*frame_, x)));
    faces_ = tightFaces(game, analysis_->core->vertices, positions);
  }
}

QString ImputationSimplexWidget::message() const {
  const Kind k = kind();
  switch (k) {
    case Kind::None:
      return tr("No game to draw.");
    case Kind::NoTable:
      return tr("The imputation simplex needs the table of coalition values.");
    case Kind::OtherSize:
      return tr("The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); "
                "this game has %n player(s).", "", analysis_->game.players());
    case Kind::NoImputation: {
      Rational sum = frame_->total - frame_->span;
      return tr("There is no imputation: v(1) + … + v(n) = %1 exceeds v(N) = %2.")
          .arg(formatRational(sum), formatRational(frame_->total));
    }
    case Kind::Inessential: {
      const RationalVector& x = frame_->lower;
      bool inCore = true;
      for (Coalition s = 1; s < analysis_->game.grand(); ++s)
        if (coalitionTotal(s, x) < analysis_->game.value(s)) inCore = false;
      return inCore ? tr("The game is inessential: its only imputation %1 is the core.").arg(fmt::vector(x))
                    : tr("The game is inessential: its only imputation is %1, and the core is empty.").arg(fmt::vector(x));
    }
    case Kind::Triangle: {
      if (core_.empty()) {
        if (analysis_->core && !analysis_->core->leastCorePoint.empty())
          return tr("The core is empty (least-core ε = %1).").arg(formatRational(analysis_->core->leastCoreEpsilon));
        return tr("The core is empty.");
      }
      if (core_.size() == 1) return tr("The core is the single point %1.").arg(fmt::vector(core_[0]));
      if (core_.size() == 2)
        return tr("The core is the segment from %1 to %2.").arg(fmt::vector(core_[0]), fmt::vector(core_[1]));
      return {};
    }
    case Kind::Tetrahedron: {
      if (!analysis_->core) return tr("The core was not computed.");
      if (analysis_->core->empty) return tr("The core is empty.");
      if (!analysis_->core->verticesComputed) return tr("The core's vertices were not computed.");
      const auto& v = analysis_->core->vertices;
      if (v.size() == 1) return tr("The core is the single point %1.").arg(fmt::vector(v[0]));
      if (v.size() == 2) return tr("The core is the segment from %1 to %2.").arg(fmt::vector(v[0]), fmt::vector(v[1]));
      return {};
    }
  }
  return {};
}

QString ImputationSimplexWidget::cornerText(int player) const {
  const auto& names = analysis_->game.playerNames();
  const QString name = QString::fromStdString(names[std::size_t(player)]);
  if (!frame_ || sgn(frame_->span) <= 0) return name;
  return name + QLatin1String("  ") + fmt::vector(frame_->corner(player));
}

QString ImputationSimplexWidget::coalitionText(Coalition s) const {
  const auto& names = analysis_->game.playerNames();
  bool single = true;
  for (int i : members(s)) single = single && names[std::size_t(i)].size() == 1;
  QStringList parts;
  for (int i : members(s)) parts << QString::fromStdString(names[std::size_t(i)]);
  return parts.join(single ? QString() : QStringLiteral("+"));
}

QRectF ImputationSimplexWidget::captionRect(const QString& text) const {
  if (text.isEmpty()) return {};
  const QFontMetricsF fm(font());
  const double w = width() - 16;
  const QRectF r = fm.boundingRect(QRectF(0, 0, w, 1000), Qt::TextWordWrap | Qt::AlignHCenter, text);
  return {8, height() - r.height() - 6, w, r.height()};
}

void ImputationSimplexWidget::paintCaption(QPainter& p, const QString& text) {
  if (text.isEmpty()) return;
  p.setPen(QColor(0x33, 0x33, 0x33));
  p.drawText(captionRect(text), Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, text);
}

simplex::Triangle ImputationSimplexWidget::triangle() const {
  const QFontMetricsF fm(font());
  QFont bold = font();
  bold.setBold(true);
  const QFontMetricsF bm(bold);
  const double lh = fm.height();
  double labelWidth = 0;
  if (analysis_)
    for (int i = 1; i < 3 && i < analysis_->game.players(); ++i)
      labelWidth = std::max(labelWidth, bm.horizontalAdvance(cornerText(i)));
  const double side = std::max(labelWidth / 2 + 8, lh * 1.6 + 6);
  const double top = lh + 12;
  const QRectF caption = captionRect(message());
  const double bottom = lh * 1.8 + 10 + (caption.isEmpty() ? 0 : caption.height() + 4);
  const double availW = std::max(10.0, width() - 2 * side);
  const double availH = std::max(10.0, height() - top - bottom);
  const double s = std::min(availW, availH * 2 / std::sqrt(3.0));
  const double h = s * std::sqrt(3.0) / 2;
  const double cx = width() / 2.0;
  const double topY = top + (availH - h) / 2;
  return {QPointF(cx, topY), QPointF(cx - s / 2, topY + h), QPointF(cx + s / 2, topY + h)};
}

QString ImputationSimplexWidget::tetrahedronCaption() const {
  const QString hint = tr("Drag or use the arrow keys to rotate; Home resets the view.");
  const QString text = message();
  return text.isEmpty() ? hint : text + QLatin1Char('\n') + hint;
}

std::pair<QPointF, double> ImputationSimplexWidget::tetrahedronView() const {
  const QFontMetricsF fm(font());
  QFont bold = font();
  bold.setBold(true);
  const QFontMetricsF bm(bold);
  const double lh = fm.height();
  double labelWidth = 0;
  if (analysis_ && frame_)
    for (int i = 0; i < analysis_->game.players(); ++i)
      labelWidth = std::max(labelWidth, bm.horizontalAdvance(cornerText(i)));
  // Fitted to the default view, so that the scale stays put while the user rotates.
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  for (const auto& c : tetrahedronCorners()) {
    const Vec3 r = rotate(c, kDefaultYaw, kDefaultPitch);
    x0 = std::min(x0, r.x), x1 = std::max(x1, r.x), y0 = std::min(y0, -r.y), y1 = std::max(y1, -r.y);
  }
  const double marginX = labelWidth + 12;
  const double top = lh * 2.5 + bm.height() + 14;
  const double bottom = captionRect(tetrahedronCaption()).height() + bm.height() + 16;
  const QRectF avail(marginX, top, std::max(10.0, width() - 2 * marginX), std::max(10.0, height() - top - bottom));
  const double scale = std::min(avail.width() / (x1 - x0), avail.height() / (y1 - y0));
  return {avail.center() - QPointF((x0 + x1) / 2, (y0 + y1) / 2) * scale, scale};
}

std::optional<QPointF> ImputationSimplexWidget::positionOf(const RationalVector& x) const {
  const Kind k = kind();
  if (int(x.size()) != (analysis_ ? analysis_->game.players() : 0)) return std::nullopt;
  if (k == Kind::Triangle) {
    const auto l = toSimplexCoordinates(*frame_, x);
    return fromBarycentric(triangle(), {l[0], l[1], l[2]});
  }
  if (k == Kind::Tetrahedron) {
    const auto [centre, scale] = tetrahedronView();
    const Vec3 p = barycentricPoint(tetrahedronCorners(), toSimplexCoordinates(*frame_, x));
    return project(rotate(p, yaw_, pitch_), centre, scale);
  }
  return std::nullopt;
}

RationalVector ImputationSimplexWidget::pointAt(const QPointF& pos) const {
  if (kind() != Kind::Triangle) return {};
  const Triangle t = triangle();
  const double sidePx = distance(t[1], t[2]);
  if (sidePx < 1) return {};
  const Barycentric l = toBarycentric(t, pos);
  const double slack = 1.5 / sidePx;  // a pixel and a half outside still counts
  for (double li : l)
    if (li < -slack) return {};
  Barycentric clamped = l;
  double sum = 0;
  for (double& li : clamped) sum += (li = std::max(li, 0.0));
  for (double& li : clamped) li /= sum;
  const double tolerance = 0.75 / sidePx * toDouble(frame_->span);
  return simpleImputationNear(*frame_, clamped, tolerance);
}

void ImputationSimplexWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  p.fillRect(rect(), Qt::white);
  const Kind k = kind();
  if (k == Kind::Triangle) {
    paintTriangle(p);
    return;
  }
  if (k == Kind::Tetrahedron) {
    paintTetrahedron(p);
    return;
  }
  if (k == Kind::Inessential) {
    // The imputation set is one point.
    const QPointF c(width() / 2.0, height() / 2.0 - 10);
    p.setPen(QPen(coreEdge(), 1.5));
    p.setBrush(coreFill());
    p.drawEllipse(c, 6, 6);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    drawLabel(p, c + QPointF(0, -QFontMetricsF(bold).height()), fmt::vector(frame_->lower), frameColor());
    p.setFont(font());
  }
  const QString text = message();
  p.setPen(QColor(0x44, 0x44, 0x44));
  if (k == Kind::Inessential) {
    paintCaption(p, text);
  } else {
    p.drawText(rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap, text);
  }
}

void ImputationSimplexWidget::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton) {
    pressed_ = true;
    dragged_ = false;
    pressPos_ = lastDrag_ = event->position();
  }
  QWidget::mousePressEvent(event);
}

void ImputationSimplexWidget::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position();
  if (pressed_ && (event->buttons() & Qt::LeftButton)) {
    if (distance(pos, pressPos_) > 3) dragged_ = true;
    if (kind() == Kind::Tetrahedron && dragged_) {
      const QPointF d = pos - lastDrag_;
      yaw_ += d.x() * 0.01;
      pitch_ = std::clamp(pitch_ + d.y() * 0.01, -1.5, 1.5);
      lastDrag_ = pos;
      update();
      return;
    }
  }
  if (kind() == Kind::Triangle) {
    hover_ = pos;
    update();
  }
}

void ImputationSimplexWidget::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton && pressed_) {
    pressed_ = false;
    if (!dragged_ && kind() == Kind::Triangle) {
      const RationalVector x = pointAt(event->position());
      if (!x.empty()) emit pointClicked(x);
    }
  }
  QWidget::mouseReleaseEvent(event);
}

void ImputationSimplexWidget::mouseDoubleClickEvent(QMouseEvent* event) {
  if (kind() == Kind::Tetrahedron) resetView();
  QWidget::mouseDoubleClickEvent(event);
}

void ImputationSimplexWidget::leaveEvent(QEvent* event) {
  hover_.reset();
  update();
  QWidget::leaveEvent(event);
}

void ImputationSimplexWidget::keyPressEvent(QKeyEvent* event) {
  if (kind() != Kind::Tetrahedron) {
    QWidget::keyPressEvent(event);
    return;
  }
  const double step = 5.0 * std::numbers::pi / 180.0;
  switch (event->key()) {
    case Qt::Key_Left: yaw_ -= step; break;
    case Qt::Key_Right: yaw_ += step; break;
    case Qt::Key_Up: pitch_ = std::clamp(pitch_ - step, -1.5, 1.5); break;
    case Qt::Key_Down: pitch_ = std::clamp(pitch_ + step, -1.5, 1.5); break;
    case Qt::Key_Home:
    case Qt::Key_R: resetView(); return;
    default: QWidget::keyPressEvent(event); return;
  }
  update();
}

}  // namespace gamelab::ui
