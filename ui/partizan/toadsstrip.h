#pragma once
/// The Toads and Frogs strip of a component (ruleset.h: "TT..FF"): a row of cells; a click
/// cycles a cell empty → toad (T, Left's, blue) → frog (F, Right's, red) → empty. The widget
/// never edits the document itself: it emits edited() with the new strip.
#include <QWidget>

#include <optional>

namespace gamelab::ui {

class ToadsStrip : public QWidget {
  Q_OBJECT
 public:
  explicit ToadsStrip(QWidget* parent = nullptr);

  void setPosition(const QString& text);
  QString position() const { return cells_; }
  QPoint cellCenter(int index) const;
  /// The cell under `point` (widget coordinates), for the Play page's clicks.
  std::optional<int> cellIndexAt(QPointF point) const;
  /// The strip with `length` cells, keeping the cells that stay.
  static QString resized(const QString& text, int length);

  QSize sizeHint() const override { return {std::max(200, int(cells_.size()) * 40 + 20), 70}; }
  QSize minimumSizeHint() const override { return {120, 50}; }

 signals:
  void edited(const QString& position, const QString& undoText);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  double cellSize() const;
  QRectF cellRect(int index) const;

  QString cells_;
};

}  // namespace gamelab::ui
