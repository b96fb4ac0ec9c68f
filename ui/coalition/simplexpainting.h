#pragma once
/// Drawing helpers of the imputation-simplex picture (ui/coalition/imputationsimplexwidget):
/// its colours, haloed labels placed clear of each other, and the Shapley/nucleolus/selection
/// markers. Shared by the triangle (3 players) and tetrahedron (4 players) painters.
#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace gamelab::ui::simplexpaint {

/// The picture's palette.
QColor coreFill();
QColor coreEdge();
QColor unstableFill();
QColor lineColor();
QColor shapleyColor();
QColor nucleolusColor();
QColor contourColor();
QColor frameColor();

/// Euclidean distance in pixels.
double distance(const QPointF& a, const QPointF& b);

/// Text centred at `centre`, rotated by `degrees` (kept upright), on a white halo.
void drawLabel(QPainter& p, const QPointF& centre, const QString& text, const QColor& color, double degrees = 0,
               bool halo = true);

/// The label's rectangle when drawn unrotated at `centre`.
QRectF labelRect(const QFontMetricsF& fm, const QPointF& centre, const QString& text);

/// Where to centre a label for a point at `at`, preferably in direction `dir` (unit), clear of
/// `placed` (the label's rectangle is added to it): tries turning away from `dir` in steps.
QPointF placeNear(const QFontMetricsF& fm, const QPointF& at, const QPointF& dir, const QString& text,
                  std::vector<QRectF>& placed);

/// A diamond (the Shapley value), a dot (the nucleolus) and a cross (the chosen point).
void drawShapleyMarker(QPainter& p, const QPointF& at, double r = 6.5);

void drawNucleolusMarker(QPainter& p, const QPointF& at, double r = 4.2);

void drawCross(QPainter& p, const QPointF& at, double r = 6);

/// `f` scaled by `factor`.
QFont smaller(const QFont& f, double factor = 0.9);

}  // namespace gamelab::ui::simplexpaint
