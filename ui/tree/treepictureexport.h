#pragma once
/// The tree picture as a file: SVG (QSvgGenerator), PNG (QImage at twice the screen size) and
/// PDF (QPdfWriter), drawn by the same items as the view (no selection marks), with the
/// document's orientation and an optional analysis overlay.
#include "ui/tree/treedocument.h"
#include "ui/tree/treeoverlay.h"

#include <QString>

namespace gamelab::ui {

/// The picture formats: ids "svg", "png", "pdf".
QList<ExportFormat> treePictureFormats();

/// Writes the picture; returns an empty string or the translated reason it failed.
QString exportTreePicture(const TreeDocument& doc, const TreeOverlay& overlay, const QString& formatId,
                          const QString& path);

}  // namespace gamelab::ui
