#include "ui/analysis/charts/imputationsimplexwidget.h"

#include "ui/analysis/analysisformat.h"
#include "ui/analysis/charts/simplexprojection.h"
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

namespace {

constexpr double kDefaultYaw = 0.25;
constexpr double kDefaultPitch = 0.35;

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
void drawLabel(QPainter& p, const QPointF& centre, const QString& text, const QColor& color, double degrees = 0,
               bool halo = true) {
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

void drawShapleyMarker(QPainter& p, const QPointF& at, double r = 6.5) {
  QPolygonF diamond{{at.x(), at.y() - r}, {at.x() + r, at.y()}, {at.x(), at.y() + r}, {at.x() - r, at.y()}};
  p.setPen(QPen(Qt::white, 1.2));
  p.setBrush(shapleyColor());
  p.drawPolygon(diamond);
}

void drawNucleolusMarker(QPainter& p, const QPointF& at, double r = 4.2) {
  p.setPen(QPen(Qt::white, 1.2));
  p.setBrush(nucleolusColor());
  p.drawEllipse(at, r, r);
}

void drawCross(QPainter& p, const QPointF& at, double r = 6) {
  p.setPen(QPen(Qt::white, 4, Qt::SolidLine, Qt::RoundCap));
  p.drawLine(at + QPointF(-r, -r), at + QPointF(r, r));
  p.drawLine(at + QPointF(-r, r), at + QPointF(r, -r));
  p.setPen(QPen(Qt::black, 2, Qt::SolidLine, Qt::RoundCap));
  p.drawLine(at + QPointF(-r, -r), at + QPointF(r, r));
  p.drawLine(at + QPointF(-r, r), at + QPointF(r, -r));
}

QFont smaller(const QFont& f, double factor = 0.9) {
  QFont g = f;
  if (g.pointSizeF() > 0) g.setPointSizeF(std::max(6.0, g.pointSizeF() * factor));
  else g.setPixelSize(std::max(8, int(g.pixelSize() * factor)));
  return g;
}

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

void ImputationSimplexWidget::paintTriangle(QPainter& p) {
  const auto& game = analysis_->game;
  const ImputationFrame& f = *frame_;
  const Triangle t = triangle();
  const std::vector<QPointF> tri(t.begin(), t.end());
  const QPointF centroid = (t[0] + t[1] + t[2]) / 3.0;
  auto toScreen = [&](const RationalVector& x) {
    const auto l = toSimplexCoordinates(f, x);
    return fromBarycentric(t, {l[0], l[1], l[2]});
  };
  const QFont baseFont = font();
  const QFont small = smaller(baseFont);
  const QFontMetricsF fm(baseFont);
  const QFontMetricsF sfm(small);

  // The lines x(N − k) = v(N − k), i.e. x_k = v(N) − v(N − k), at barycentric height τ_k.
  struct CutLine {
    int k;
    Coalition s;
    Rational tau;
    std::optional<QLineF> segment;
  };
  std::vector<CutLine> cuts;
  QPainterPath unstable;
  for (int k = 0; k < 3; ++k) {
    const Coalition s = game.grand() & ~(Coalition(1) << k);
    Rational tau = (f.total - game.value(s) - f.lower[std::size_t(k)]) / f.span;
    CutLine cut{k, s, tau, std::nullopt};
    const int i = (k + 1) % 3, j = (k + 2) % 3;
    const double td = toDouble(tau);
    Barycentric a{}, b{};
    a[std::size_t(k)] = td;
    a[std::size_t(i)] = 1 - td;
    b[std::size_t(k)] = td;
    b[std::size_t(j)] = 1 - td;
    const QPointF pa = fromBarycentric(t, a), pb = fromBarycentric(t, b);
    if (sgn(tau) > 0 && tau < 1) cut.segment = clipLineToConvex(pa, pb, tri);
    if (tau < 1) {
      // The unstable side: where x_k exceeds v(N) − v(N − k), towards corner k.
      std::vector<QPointF> region;
      if (sgn(tau) <= 0) region = tri;
      else {
        const double side = (pb - pa).x() * (t[std::size_t(k)] - pa).y() - (pb - pa).y() * (t[std::size_t(k)] - pa).x();
        region = side >= 0 ? clipPolygonToLeftOf(tri, pa, pb) : clipPolygonToLeftOf(tri, pb, pa);
      }
      if (region.size() >= 3) {
        QPainterPath path;
        path.addPolygon(QPolygonF(QList<QPointF>(region.begin(), region.end())));
        path.closeSubpath();
        unstable = unstable.united(path);
      }
    }
    cuts.push_back(cut);
  }

  // Triangle, unstable regions, core.
  p.setPen(Qt::NoPen);
  p.setBrush(Qt::white);
  p.drawPolygon(QPolygonF(QList<QPointF>(tri.begin(), tri.end())));
  p.setBrush(unstableFill());
  p.drawPath(unstable);
  p.setBrush(QBrush(QColor(0xc4, 0xc4, 0xc4), Qt::BDiagPattern));
  p.drawPath(unstable);

  std::vector<QPointF> corePts;
  for (const auto& x : core_) corePts.push_back(toScreen(x));
  if (core_.size() >= 3) {
    p.setPen(Qt::NoPen);
    p.setBrush(coreFill());
    p.drawPolygon(QPolygonF(QList<QPointF>(corePts.begin(), corePts.end())));
  }

  // Labels are collected first and drawn last, on top; each avoids those placed before it.
  struct Label {
    QPointF centre;
    QString text;
    QColor color;
    double degrees;
    bool halo;
  };
  std::vector<Label> labels;
  std::vector<QRectF> placed;
  auto boxOf = [&](const QPointF& centre, const QString& text, double degrees) {
    const QRectF r = labelRect(sfm, QPointF(0, 0), text);
    QTransform xf;
    xf.translate(centre.x(), centre.y());
    xf.rotate(degrees);
    return xf.mapRect(r);
  };
  auto clashes = [&](const QRectF& r) {
    for (const auto& o : placed)
      if (r.intersects(o)) return true;
    return false;
  };
  auto upright = [](double degrees) {
    while (degrees > 90) degrees -= 180;
    while (degrees <= -90) degrees += 180;
    return degrees;
  };
  /// A label along the segment a–b, `offset` pixels to the side of `normal`, at the first
  /// position along it that clears the labels placed so far.
  auto placeAlong = [&](const QPointF& a, const QPointF& b, const QPointF& normal, double offset, const QString& text,
                        const QColor& color, bool halo) {
    const double degrees = upright(-QLineF(a, b).angle());
    QPointF at = (a + b) / 2 + normal * offset;
    for (double s : {0.5, 0.38, 0.62, 0.27, 0.73, 0.18, 0.82}) {
      const QPointF c = a + (b - a) * s + normal * offset;
      if (!clashes(boxOf(c, text, degrees))) {
        at = c;
        break;
      }
    }
    placed.push_back(boxOf(at, text, degrees));
    labels.push_back({at, text, color, degrees, halo});
  };
  auto unitNormalTowards = [](const QPointF& a, const QPointF& b, const QPointF& target) {
    QPointF n(-(b - a).y(), (b - a).x());
    const double len = std::hypot(n.x(), n.y());
    if (len < 1e-12) return QPointF(0, -1);
    n /= len;
    const QPointF d = target - (a + b) / 2;
    return n.x() * d.x() + n.y() * d.y() >= 0 ? n : -n;
  };

  // Fixed things first: the corners' labels and the markers.
  QFont bold = baseFont;
  bold.setBold(true);
  const QFontMetricsF bm(bold);
  std::array<QPointF, 3> cornerAt;
  for (int i = 0; i < 3; ++i) {
    const QPointF c = t[std::size_t(i)];
    const QString name = QString::fromStdString(game.playerNames()[std::size_t(i)]);
    const double w = bm.horizontalAdvance(name) + fm.horizontalAdvance(QLatin1Char(' ')) +
                     fm.horizontalAdvance(fmt::vector(f.corner(i)));
    cornerAt[std::size_t(i)] = i == 0 ? c + QPointF(0, -bm.height() * 0.5 - 6) : c + QPointF(0, bm.height() * 0.5 + 6);
    placed.push_back(QRectF(cornerAt[std::size_t(i)].x() - w / 2, cornerAt[std::size_t(i)].y() - bm.height() / 2, w, bm.height()));
  }
  std::vector<std::pair<int, QPointF>> markers;  // 0 Shapley, 1 nucleolus, 2 selected
  if (analysis_->shapley && analysis_->shapley->size() == 3) markers.emplace_back(0, toScreen(*analysis_->shapley));
  if (analysis_->nucleolus && analysis_->nucleolus->x.size() == 3) markers.emplace_back(1, toScreen(analysis_->nucleolus->x));
  if (selected_.size() == 3) markers.emplace_back(2, toScreen(selected_));
  for (const auto& m : markers) placed.push_back(QRectF(m.second - QPointF(7, 7), QSizeF(14, 14)));

  // ε-core contours: the ε-core cut to the triangle, its edges on the sides left out; a point
  // or a segment when the ε-core is one.
  for (const auto& [eps, poly] : epsilonCores_) {
    if (poly.empty()) continue;
    const QString text = QStringLiteral("ε = ") + formatRational(eps);
    p.setPen(QPen(contourColor(), 1.3, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    if (poly.size() <= 2) {
      const QPointF u = toScreen(poly.front()), v = toScreen(poly.back());
      if (poly.size() == 2) p.drawLine(u, v);
      else {
        p.setPen(QPen(contourColor(), 1.5));
        p.drawEllipse(u, 8, 8);
      }
      placeAlong(u + QPointF(0, -10), v + QPointF(0, -10), QPointF(0, -1), sfm.height() * 0.4, text, contourColor(), true);
      continue;
    }
    std::vector<QPointF> pts;
    for (const auto& x : poly) pts.push_back(toScreen(x));
    const auto clipped = clipPolygonToConvex(pts, tri);
    if (clipped.size() < 2) continue;
    QPointF la, lb;
    double best = -1;
    for (std::size_t a = 0; a < clipped.size(); ++a) {
      const QPointF u = clipped[a], v = clipped[(a + 1) % clipped.size()];
      const Barycentric lu = toBarycentric(t, u), lv = toBarycentric(t, v);
      bool onSide = false;
      for (int i = 0; i < 3; ++i) onSide = onSide || (std::abs(lu[std::size_t(i)]) < 1e-6 && std::abs(lv[std::size_t(i)]) < 1e-6);
      if (onSide) continue;
      p.drawLine(u, v);
      if (distance(u, v) > best) {
        best = distance(u, v);
        la = u;
        lb = v;
      }
    }
    if (best > 0) placeAlong(la, lb, QPointF(0, 0), 0, text, contourColor(), true);
  }

  // The core's outline (a polygon, a segment or a point) and its vertices.
  if (core_.size() >= 3) {
    p.setPen(QPen(coreEdge(), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(QPolygonF(QList<QPointF>(corePts.begin(), corePts.end())));
  } else if (core_.size() == 2) {
    p.setPen(QPen(coreEdge(), 5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(corePts[0], corePts[1]);
    p.setPen(QPen(coreFill(), 2.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(corePts[0], corePts[1]);
  }
  QPointF coreCentre = centroid;
  if (!corePts.empty()) {
    coreCentre = QPointF();
    for (const auto& q : corePts) coreCentre += q;
    coreCentre /= double(corePts.size());
  }
  for (std::size_t a = 0; a < core_.size(); ++a) {
    bool isCorner = false;
    for (int i = 0; i < 3; ++i) isCorner = isCorner || core_[a] == f.corner(i);
    if (isCorner) continue;  // the corner's own label shows it
    const QString text = fmt::vector(core_[a]);
    QPointF dir = corePts[a] - coreCentre;
    if (core_.size() == 1) dir = QPointF(1, -1.2);
    if (core_.size() == 2) dir = corePts[a] - centroid;  // away from the middle of the triangle
    double len = std::hypot(dir.x(), dir.y());
    if (len < 1e-9) dir = QPointF(0, -1), len = 1;
    dir /= len;
    labels.push_back({placeNear(sfm, corePts[a], dir, text, placed), text, coreEdge().darker(150), 0, true});
  }

  // The cut lines, labelled on their unstable side (towards corner k); a short segment gets
  // the coalition alone.
  std::vector<QString> sideExtra(3);
  for (const auto& cut : cuts) {
    const QString full = QStringLiteral("x(%1) = %2").arg(coalitionText(cut.s), formatRational(game.value(cut.s)));
    if (sgn(cut.tau) == 0) {
      sideExtra[std::size_t(cut.k)] = full;  // the line is the side x_k = v(k)
      continue;
    }
    if (!cut.segment) continue;
    const QLineF seg = *cut.segment;
    p.setPen(QPen(lineColor(), 1.3));
    p.drawLine(seg);
    const QString text = sfm.horizontalAdvance(full) + 12 < seg.length() ? full : coalitionText(cut.s);
    const QPointF n = unitNormalTowards(seg.p1(), seg.p2(), t[std::size_t(cut.k)]);
    placeAlong(seg.p1(), seg.p2(), n, sfm.height() * 0.7, text, lineColor(), true);
  }

  // The triangle's sides x_i = v(i), labelled outside.
  p.setPen(QPen(frameColor(), 1.6));
  p.setBrush(Qt::NoBrush);
  p.drawPolygon(QPolygonF(QList<QPointF>(tri.begin(), tri.end())));
  for (int i = 0; i < 3; ++i) {
    const QPointF a = t[std::size_t((i + 1) % 3)], b = t[std::size_t((i + 2) % 3)];
    const QPointF out = -unitNormalTowards(a, b, t[std::size_t(i)]);
    const QString name = QString::fromStdString(game.playerNames()[std::size_t(i)]);
    bool digits = !name.isEmpty();
    for (QChar ch : name) digits = digits && ch.isDigit();
    QString text = (digits ? QStringLiteral("x") + name : QStringLiteral("x(%1)").arg(name)) + QStringLiteral(" = ") +
                   formatRational(f.lower[std::size_t(i)]);
    if (!sideExtra[std::size_t(i)].isEmpty()) text += QStringLiteral(",  ") + sideExtra[std::size_t(i)];
    // Shrink the side's span so that the label stays clear of the corners.
    placeAlong(a + (b - a) * 0.12, b + (a - b) * 0.12, out, sfm.height() * 0.8, text, QColor(0x55, 0x55, 0x55), false);
  }

  // Core vertices, markers, corners, labels on top.
  p.setPen(QPen(coreEdge(), 1.2));
  p.setBrush(core_.size() == 1 ? coreFill() : coreEdge());
  for (const auto& q : corePts) p.drawEllipse(q, core_.size() == 1 ? 6.5 : 3.0, core_.size() == 1 ? 6.5 : 3.0);
  for (const auto& [which, at] : markers) {
    if (which == 0) drawShapleyMarker(p, at);
    else if (which == 1) drawNucleolusMarker(p, at);
    else drawCross(p, at);
  }
  p.setFont(small);
  for (const auto& l : labels) drawLabel(p, l.centre, l.text, l.color, l.degrees, l.halo);

  for (int i = 0; i < 3; ++i) {
    const QPointF c = t[std::size_t(i)];
    const QPointF at = cornerAt[std::size_t(i)];
    const QString name = QString::fromStdString(game.playerNames()[std::size_t(i)]);
    const QString coords = fmt::vector(f.corner(i));
    const double wn = bm.horizontalAdvance(name), wc = fm.horizontalAdvance(coords), gap = fm.horizontalAdvance(QLatin1Char(' '));
    double x0 = at.x() - (wn + gap + wc) / 2;
    x0 = std::clamp(x0, 2.0, std::max(2.0, width() - 2 - (wn + gap + wc)));
    const double baseline = at.y() + bm.ascent() - bm.height() / 2;
    p.setPen(playerColor(i));
    p.setFont(bold);
    p.drawText(QPointF(x0, baseline), name);
    p.setPen(frameColor());
    p.setFont(baseFont);
    p.drawText(QPointF(x0 + wn + gap, baseline), coords);
    p.setPen(QPen(Qt::white, 1));
    p.setBrush(playerColor(i));
    p.drawEllipse(c, 3.5, 3.5);
  }
  p.setFont(baseFont);
  paintLegend(p, !core_.empty());
  paintCaption(p, message());
  if (hover_) paintHover(p, *hover_);
}

void ImputationSimplexWidget::paintLegend(QPainter& p, bool withCore) {
  const QFont small = smaller(font(), 0.95);
  p.setFont(small);
  const QFontMetricsF fm(small);
  const double lh = fm.height() + 2;
  const double sw = 16;
  // Left: areas and lines.
  double y = 6;
  auto row = [&](double x, const QString& text, const std::function<void(const QRectF&)>& swatch, bool right) {
    const double w = fm.horizontalAdvance(text);
    const double x0 = right ? width() - 8 - w - sw - 6 : x;
    const QRectF box(x0, y + (lh - 11) / 2, sw, 11);
    swatch(box);
    p.setPen(QColor(0x33, 0x33, 0x33));
    p.drawText(QPointF(x0 + sw + 6, y + fm.ascent() + 1), text);
    y += lh;
  };
  const bool triangleView = kind() == Kind::Triangle;
  if (withCore)
    row(8, tr("Core"), [&](const QRectF& b) {
      p.setPen(QPen(coreEdge(), 1.5));
      p.setBrush(coreFill());
      p.drawRect(b);
    }, false);
  if (triangleView)
    row(8, tr("Unstable: x(S) < v(S)"), [&](const QRectF& b) {
      p.setPen(QPen(QColor(0xaa, 0xaa, 0xaa), 1));
      p.setBrush(unstableFill());
      p.drawRect(b);
      p.setBrush(QBrush(QColor(0xc4, 0xc4, 0xc4), Qt::BDiagPattern));
      p.drawRect(b);
    }, false);
  if (triangleView && !epsilonCores_.empty())
    row(8, tr("ε-core boundary"), [&](const QRectF& b) {
      p.setPen(QPen(contourColor(), 1.3, Qt::DashLine));
      p.drawLine(QPointF(b.left(), b.center().y()), QPointF(b.right(), b.center().y()));
    }, false);
  // Right: the points.
  y = 6;
  const int n = analysis_->game.players();
  if (analysis_->shapley && int(analysis_->shapley->size()) == n)
    row(0, tr("Shapley value %1").arg(fmt::vector(*analysis_->shapley)),
        [&](const QRectF& b) { drawShapleyMarker(p, b.center(), 5.5); }, true);
  if (analysis_->nucleolus && int(analysis_->nucleolus->x.size()) == n)
    row(0, tr("Nucleolus %1").arg(fmt::vector(analysis_->nucleolus->x)),
        [&](const QRectF& b) { drawNucleolusMarker(p, b.center(), 4); }, true);
  if (int(selected_.size()) == n)
    row(0, tr("Selected %1").arg(fmt::vector(selected_)), [&](const QRectF& b) { drawCross(p, b.center(), 4.5); }, true);
  p.setFont(font());
}

void ImputationSimplexWidget::paintHover(QPainter& p, const QPointF& at) {
  const RationalVector x = pointAt(at);
  if (x.empty()) return;
  const auto& game = analysis_->game;
  const QFont small = smaller(font(), 0.95);
  QFont bold = small;
  bold.setBold(true);
  const QFontMetricsF fm(small);
  const double lh = fm.height();
  // Two columns of excesses: the players, then the pairs.
  const std::vector<Coalition> order = allCoalitions(3, CoalitionOrder::SizeThenLexicographic);
  std::vector<std::pair<QString, Rational>> cells;
  QStringList unstableVia;
  for (Coalition s : order) {
    if (s == 0 || s == game.grand()) continue;
    const Rational e = game.value(s) - coalitionTotal(s, x);
    cells.emplace_back(QStringLiteral("e(%1) = %2").arg(coalitionText(s), formatRational(e)), e);
    if (sgn(e) > 0) unstableVia << coalitionText(s);
  }
  const QString head = QStringLiteral("x = ") + fmt::vector(x);
  const QString foot = unstableVia.isEmpty() ? tr("in the core (no excess > 0)") : tr("unstable via %1").arg(unstableVia.join(QStringLiteral(", ")));
  double colW = 0;
  for (const auto& c : cells) colW = std::max(colW, QFontMetricsF(sgn(c.second) > 0 ? bold : small).horizontalAdvance(c.first));
  const double w = std::max({2 * colW + 18, QFontMetricsF(bold).horizontalAdvance(head), fm.horizontalAdvance(foot)}) + 16;
  const double h = lh * 5 + 14;
  QPointF topLeft = at + QPointF(16, 16);
  if (topLeft.x() + w > width() - 4) topLeft.setX(at.x() - 16 - w);
  if (topLeft.y() + h > height() - 4) topLeft.setY(at.y() - 16 - h);
  topLeft.setX(std::max(4.0, topLeft.x()));
  topLeft.setY(std::max(4.0, topLeft.y()));
  const QRectF box(topLeft, QSizeF(w, h));
  p.setPen(QPen(QColor(0x99, 0x99, 0x99), 1));
  p.setBrush(QColor(255, 255, 250, 240));
  p.drawRoundedRect(box, 4, 4);
  double y = box.top() + 6 + fm.ascent();
  p.setFont(bold);
  p.setPen(frameColor());
  p.drawText(QPointF(box.left() + 8, y), head);
  for (std::size_t r = 0; r < 3; ++r) {
    y += lh;
    for (std::size_t c = 0; c < 2; ++c) {
      const auto& cell = cells[c * 3 + r];
      const bool positive = sgn(cell.second) > 0;
      p.setFont(positive ? bold : small);
      p.setPen(positive ? shapleyColor() : QColor(0x33, 0x33, 0x33));
      p.drawText(QPointF(box.left() + 8 + double(c) * (colW + 18), y), cell.first);
    }
  }
  y += lh;
  p.setFont(small);
  p.setPen(unstableVia.isEmpty() ? coreEdge().darker(130) : shapleyColor());
  p.drawText(QPointF(box.left() + 8, y), foot);
  p.setFont(font());
}

void ImputationSimplexWidget::paintTetrahedron(QPainter& p) {
  const auto& game = analysis_->game;
  const ImputationFrame& f = *frame_;
  const auto [centre, scale] = tetrahedronView();
  const auto corners = tetrahedronCorners();
  std::array<Vec3, 4> rc;
  std::array<QPointF, 4> pc;
  for (int i = 0; i < 4; ++i) {
    rc[std::size_t(i)] = rotate(corners[std::size_t(i)], yaw_, pitch_);
    pc[std::size_t(i)] = project(rc[std::size_t(i)], centre, scale);
  }
  auto toRotated = [&](const RationalVector& x) { return rotate(barycentricPoint(corners, toSimplexCoordinates(f, x)), yaw_, pitch_); };

  // Hidden edges (both neighbouring faces turned away) dashed first.
  struct Edge {
    int a, b;
    bool hidden;
  };
  std::vector<Edge> edges;
  for (int a = 0; a < 4; ++a)
    for (int b = a + 1; b < 4; ++b) {
      int others[2], m = 0;
      for (int c = 0; c < 4; ++c)
        if (c != a && c != b) others[m++] = c;
      // The face opposite corner c faces away when corner c is nearer the viewer than the centre.
      edges.push_back({a, b, rc[std::size_t(others[0])].z > 1e-9 && rc[std::size_t(others[1])].z > 1e-9});
    }
  // Faint fill of the faces turned towards the viewer, for a sense of solidity.
  for (int c = 0; c < 4; ++c) {
    if (rc[std::size_t(c)].z > -1e-9) continue;
    QPolygonF face;
    for (int i = 0; i < 4; ++i)
      if (i != c) face << pc[std::size_t(i)];
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x55, 0x6b, 0x80, 14));
    p.drawPolygon(face);
  }
  for (const auto& e : edges)
    if (e.hidden) {
      p.setPen(QPen(QColor(0x99, 0x99, 0x99), 1.1, Qt::DashLine));
      p.drawLine(pc[std::size_t(e.a)], pc[std::size_t(e.b)]);
    }

  // The core: faces far to near (painter's algorithm), translucent.
  const bool haveCore = analysis_->core && !analysis_->core->empty && analysis_->core->verticesComputed;
  std::vector<Vec3> rv;
  std::vector<QPointF> pv;
  if (haveCore)
    for (const auto& x : analysis_->core->vertices) {
      rv.push_back(toRotated(x));
      pv.push_back(project(rv.back(), centre, scale));
    }
  std::vector<std::pair<double, std::size_t>> order;
  for (std::size_t k = 0; k < faces_.size(); ++k) {
    double z = 0;
    for (int v : faces_[k]) z += rv[std::size_t(v)].z;
    order.emplace_back(z / double(faces_[k].size()), k);
  }
  std::sort(order.begin(), order.end());
  for (const auto& [z, k] : order) {
    QPolygonF poly;
    for (int v : faces_[k]) poly << pv[std::size_t(v)];
    QColor fill = coreFill();
    fill.setAlpha(150);
    p.setPen(QPen(coreEdge(), 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(fill);
    p.drawPolygon(poly);
  }
  if (haveCore && faces_.empty() && pv.size() == 2) {
    p.setPen(QPen(coreEdge(), 4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(pv[0], pv[1]);
  }
  p.setPen(QPen(coreEdge(), 1));
  p.setBrush(pv.size() == 1 ? coreFill() : coreEdge());
  for (const auto& q : pv) p.drawEllipse(q, pv.size() == 1 ? 6.0 : 2.8, pv.size() == 1 ? 6.0 : 2.8);

  // Visible tetrahedron edges over the core.
  for (const auto& e : edges)
    if (!e.hidden) {
      p.setPen(QPen(frameColor(), 1.5));
      p.drawLine(pc[std::size_t(e.a)], pc[std::size_t(e.b)]);
    }

  // Core vertex labels (a few only).
  const QFont small = smaller(font());
  const QFontMetricsF sfm(small);
  // Where the corner labels go (drawn last), so that the vertex labels keep clear of them.
  QFont bold = font();
  bold.setBold(true);
  const QFontMetricsF bm(bold);
  const QFontMetricsF fm(font());
  std::array<QPointF, 4> cornerOrigin;  // left end of the baseline
  std::vector<QRectF> placed;
  for (int i = 0; i < 4; ++i) {
    const QPointF c = pc[std::size_t(i)];
    const double w = bm.horizontalAdvance(QString::fromStdString(game.playerNames()[std::size_t(i)])) +
                     fm.horizontalAdvance(QLatin1Char(' ')) + fm.horizontalAdvance(fmt::vector(f.corner(i)));
    QPointF dir = c - centre;
    double len = std::hypot(dir.x(), dir.y());
    if (len < 1e-6) dir = QPointF(0, -1), len = 1;
    dir /= len;
    const QPointF at = c + dir * (std::abs(dir.x()) * w / 2 + std::abs(dir.y()) * bm.height() / 2 + 6);
    const double x0 = std::clamp(at.x() - w / 2, 2.0, std::max(2.0, width() - 2 - w));
    cornerOrigin[std::size_t(i)] = QPointF(x0, at.y() + bm.ascent() - bm.height() / 2);
    placed.push_back(QRectF(x0, at.y() - bm.height() / 2, w, bm.height()));
    placed.push_back(QRectF(c - QPointF(5, 5), QSizeF(10, 10)));
  }
  if (haveCore && pv.size() <= 8) {
    QPointF cc;
    for (const auto& q : pv) cc += q;
    cc /= double(pv.size());
    p.setFont(small);
    for (std::size_t a = 0; a < pv.size(); ++a) {
      const QString text = fmt::vector(analysis_->core->vertices[a]);
      QPointF dir = pv[a] - cc;
      const double len = std::hypot(dir.x(), dir.y());
      dir = len < 1e-6 ? QPointF(0.7, -0.7) : dir / len;
      const QPointF at = placeNear(sfm, pv[a], dir, text, placed);
      drawLabel(p, at, text, coreEdge().darker(140));
    }
  }

  if (analysis_->shapley && analysis_->shapley->size() == 4)
    drawShapleyMarker(p, project(toRotated(*analysis_->shapley), centre, scale));
  if (analysis_->nucleolus && analysis_->nucleolus->x.size() == 4)
    drawNucleolusMarker(p, project(toRotated(analysis_->nucleolus->x), centre, scale));
  if (selected_.size() == 4) drawCross(p, project(toRotated(selected_), centre, scale));

  // Corner labels, pushed away from the centre of the picture.
  for (int i = 0; i < 4; ++i) {
    const QString name = QString::fromStdString(game.playerNames()[std::size_t(i)]);
    const QPointF origin = cornerOrigin[std::size_t(i)];
    p.setFont(bold);
    p.setPen(playerColor(i));
    p.drawText(origin, name);
    p.setFont(font());
    p.setPen(frameColor());
    p.drawText(origin + QPointF(bm.horizontalAdvance(name) + fm.horizontalAdvance(QLatin1Char(' ')), 0), fmt::vector(f.corner(i)));
    p.setPen(QPen(Qt::white, 1));
    p.setBrush(playerColor(i));
    p.drawEllipse(pc[std::size_t(i)], 3.5, 3.5);
  }

  p.setFont(font());
  paintLegend(p, haveCore);
  paintCaption(p, tetrahedronCaption());
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
