#include "ui/tree/treepictureexport.h"

#include "ui/tree/treegeometry.h"
#include "ui/tree/treeitem.h"
#include "ui/tree/treeoverlayitem.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace gamelab::ui {

/// Translation context of this file's strings.
class TreePictureExportText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::TreePictureExportText)
};

QList<ExportFormat> treePictureFormats() {
  return {ExportFormat{QStringLiteral("svg"), TreePictureExportText::tr("SVG picture (*.svg)"), QStringLiteral("svg")},
          ExportFormat{QStringLiteral("png"), TreePictureExportText::tr("PNG image (*.png)"), QStringLiteral("png")},
          ExportFormat{QStringLiteral("pdf"), TreePictureExportText::tr("PDF document (*.pdf)"), QStringLiteral("pdf")}};
}

QString exportTreePicture(const TreeDocument& doc, const TreeOverlay& overlay, const QString& formatId,
                          const QString& path) {
  auto geometry = std::make_shared<const TreeGeometry>(doc.snapshot(), doc.orientation(), TreeMetrics{}, doc.binaryMode());
  QGraphicsScene scene;
  auto* item = new TreeItem;
  item->setGeometry(geometry);
  auto* over = new TreeOverlayItem;
  over->setGeometry(geometry);
  over->setOverlay(overlay);
  scene.addItem(item);
  scene.addItem(over);
  QRectF source = item->boundingRect();
  if (!overlay.empty()) source |= over->boundingRect();
  const QSize size = source.size().toSize();
  const QString title = doc.displayName();

  if (formatId == QStringLiteral("svg")) {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(title);
    svg.setDescription(TreePictureExportText::tr("Game tree drawn by Gamelab"));
    QPainter painter;
    if (!painter.begin(&svg)) return TreePictureExportText::tr("Cannot write %1.").arg(path);
    painter.fillRect(QRectF(QPointF(0, 0), source.size()), Qt::white);
    scene.render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return {};
  }
  if (formatId == QStringLiteral("png")) {
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return TreePictureExportText::tr("The picture is too large for a PNG image (%1 × %2 pixels); use SVG or PDF.")
                                   .arg(size.width() * 2).arg(size.height() * 2);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size * 2)), source);
    painter.end();
    if (!image.save(path, "PNG")) return TreePictureExportText::tr("Cannot write %1.").arg(path);
    return {};
  }
  if (formatId == QStringLiteral("pdf")) {
    QPdfWriter pdf(path);
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("Gamelab"));
    pdf.setResolution(96);
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setPageSize(QPageSize(QSizeF(source.width() * 72.0 / 96.0, source.height() * 72.0 / 96.0), QPageSize::Point));
    QPainter painter;
    if (!painter.begin(&pdf)) return TreePictureExportText::tr("Cannot write %1.").arg(path);
    scene.render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return {};
  }
  return TreePictureExportText::tr("Unknown picture format “%1”.").arg(formatId);
}

}  // namespace gamelab::ui
