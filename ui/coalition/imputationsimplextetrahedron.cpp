// Painting the 4-player imputation tetrahedron (see imputationsimplexwidget.h).
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

}  // namespace gamelab::ui
