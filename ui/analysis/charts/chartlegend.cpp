/// The full legend of chartstyle.h: a text item below the plot, one cell per entry.
#include "ui/analysis/charts/chartstyle.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

namespace gamelab::ui::charts {

extern const char* const kNoLegend;
const char* const kNoLegend = "gamelabNoLegend";

namespace {

constexpr int kSwatchWidth = 28, kSwatchHeight = 14;
constexpr qreal kPad = 8;
constexpr int kColumnWidth = 240;  ///< a column per this many pixels of the chart's width

struct Entry {
  QString name;
  QImage swatch;
};

QImage blank() {
  QImage image(kSwatchWidth, kSwatchHeight, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  return image;
}

/// A piece of the series' line, its marker or a patch of its fill.
QImage swatch(QAbstractSeries* series, const QColor& fill = {}) {
  QImage image = blank();
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
    p.setPen(scatter->pen());
    p.setBrush(scatter->brush());
    const qreal d = std::clamp(scatter->markerSize(), 6.0, qreal(kSwatchHeight - 2));
    const QRectF r(kSwatchWidth / 2.0 - d / 2, kSwatchHeight / 2.0 - d / 2, d, d);
    if (scatter->markerShape() == QScatterSeries::MarkerShapeRectangle) p.drawRect(r);
    else p.drawEllipse(r);
  } else if (auto* line = qobject_cast<QLineSeries*>(series)) {
    QPen pen = line->pen();
    pen.setWidthF(std::min(pen.widthF(), 4.0));
    p.setPen(pen);
    p.drawLine(QPointF(1, kSwatchHeight / 2.0), QPointF(kSwatchWidth - 1, kSwatchHeight / 2.0));
  } else {
    QColor colour = fill;
    if (auto* area = qobject_cast<QAreaSeries*>(series)) colour = area->brush().color();
    p.setPen(colour.darker(130));
    p.setBrush(colour);
    p.drawRect(QRectF(4, 1, kSwatchWidth - 8, kSwatchHeight - 2));
  }
  return image;
}

std::vector<Entry> entries(const QChart* chart) {
  std::vector<Entry> out;
  for (QAbstractSeries* series : chart->series()) {
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
      for (QBarSet* set : bars->barSets())
        if (!set->label().isEmpty()) out.push_back({set->label(), swatch(series, set->color())});
      continue;
    }
    if (series->name().isEmpty() || series->property(kNoLegend).toBool() || !series->isVisible()) continue;
    out.push_back({series->name(), swatch(series)});
  }
  return out;
}

/// The legend item: lays itself out in the chart's bottom margin whenever the chart resizes.
class FullLegend : public QGraphicsTextItem {
 public:
  explicit FullLegend(QChart* chart) : QGraphicsTextItem(chart), chart_(chart) {
    setObjectName(QStringLiteral("fullLegend"));
    bottom_ = chart->margins().bottom();
    setFont(chart->legend()->font());
    setDefaultTextColor(chart->legend()->labelColor());
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, this, [this] { layOut(); });
    refresh();
  }

  /// Reads the entries from the chart's series again.
  void refresh() {
    entries_ = entries(chart_);
    for (std::size_t k = 0; k < entries_.size(); ++k)
      document()->addResource(QTextDocument::ImageResource, url(k), entries_[k].swatch);
    columns_ = 0;
    setVisible(!entries_.empty());
    layOut();
  }

 private:
  static QUrl url(std::size_t k) { return QUrl(QStringLiteral("swatch:%1").arg(k)); }

  void layOut() {
    if (entries_.empty()) {
      if (chart_->margins().bottom() != bottom_) {
        QMargins margins = chart_->margins();
        margins.setBottom(bottom_);
        chart_->setMargins(margins);
      }
      return;
    }
    const qreal width = std::max<qreal>(chart_->size().width() - 2 * kPad, 120);
    const int columns = std::clamp(int(width / kColumnWidth), 1, int(entries_.size()));
    if (columns != columns_) {
      columns_ = columns;
      QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\" width=\"100%\">");
      for (std::size_t k = 0; k < entries_.size(); ++k) {
        if (k % std::size_t(columns) == 0) html += QStringLiteral("<tr>");
        html += QStringLiteral("<td width=\"%1%\"><img src=\"%2\" width=\"%3\" height=\"%4\" style=\"vertical-align: middle\">&nbsp;%5</td>")
                    .arg(100 / columns)
                    .arg(url(k).toString())
                    .arg(kSwatchWidth)
                    .arg(kSwatchHeight)
                    .arg(entries_[k].name.toHtmlEscaped());
        if (k % std::size_t(columns) == std::size_t(columns) - 1 || k + 1 == entries_.size()) html += QStringLiteral("</tr>");
      }
      setHtml(html + QStringLiteral("</table>"));
    }
    setTextWidth(width);
    const qreal height = document()->size().height();
    QMargins margins = chart_->margins();
    const int bottom = bottom_ + int(std::ceil(height));
    if (margins.bottom() != bottom) {
      margins.setBottom(bottom);
      chart_->setMargins(margins);
    }
    setPos(kPad, chart_->size().height() - height - 2);
  }

  QChart* chart_;
  std::vector<Entry> entries_;
  int bottom_ = 0;
  int columns_ = 0;
};

}  // namespace

QGraphicsTextItem* fullLegend(const QChart* chart) {
  if (!chart) return nullptr;
  for (QGraphicsItem* child : chart->childItems())
    if (auto* text = dynamic_cast<FullLegend*>(child)) return text->isVisible() ? text : nullptr;
  return nullptr;
}

void useFullLegend(QChart* chart) {
  if (!chart) return;
  chart->legend()->setVisible(false);
  for (QGraphicsItem* child : chart->childItems())
    if (auto* legend = dynamic_cast<FullLegend*>(child)) {
      legend->refresh();
      return;
    }
  new FullLegend(chart);
}

}  // namespace gamelab::ui::charts
