// Painting the 3-player imputation triangle (see imputationsimplexwidget.h).
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

}  // namespace gamelab::ui
