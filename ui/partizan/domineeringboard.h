#pragma once
/// The Domineering board of a component: a grid of cells, "." empty or "#" filled (ruleset.h).
/// A click toggles a cell; a drag across two adjacent empty cells places a domino there
/// (vertical: Left's, previewed blue; horizontal: Right's, previewed red), filling both cells.
/// The widget never edits the document itself: it emits edited() with the new position text.
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

namespace gamelab::ui {

class DomineeringBoard : public QWidget {
  Q_OBJECT
 public:
  explicit DomineeringBoard(QWidget* parent = nullptr);

  /// "..../..#." (rows separated by "/"); an empty text is a 0×0 board.
  void setPosition(const QString& text);
  QString position() const;
  int rows() const { return int(cells_.size()); }
  int columns() const { return cells_.empty() ? 0 : int(cells_.front().size()); }
  /// The centre of cell (row, col) in widget coordinates (for tests and hit-testing).
  QPoint cellCenter(int row, int col) const;
  /// The cell (row, column) under `point` (widget coordinates), for the Play page's clicks.
  std::optional<std::pair<int, int>> cellIndexAt(QPointF point) const;
  /// Dominoes placed in play, drawn in their player's colour over the filled cells (a filled
  /// cell alone does not say whose domino it was). Cells as (row, column), the two covered.
  struct PlacedDomino {
    int row1 = 0, col1 = 0, row2 = 0, col2 = 0;
    bool left = true;  ///< Left's (vertical, blue) or Right's (horizontal, red)
  };
  void setPlacedDominoes(std::vector<PlacedDomino> dominoes);
  /// The same board with `rows` × `columns` cells, keeping the cells that stay.
  static QString resized(const QString& text, int rows, int columns);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override { return {120, 120}; }

 signals:
  void edited(const QString& position, const QString& undoText);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  struct Cell {
    int row = 0, col = 0;
    bool operator==(const Cell&) const = default;
  };
  QRectF boardRect() const;
  double cellSize() const;
  std::optional<Cell> cellAt(QPointF point) const;
  bool adjacent(Cell a, Cell b) const { return std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1; }

  std::vector<std::vector<bool>> cells_;  ///< true = filled
  std::vector<PlacedDomino> placed_;
  std::optional<Cell> pressed_, hovered_;
};

}  // namespace gamelab::ui
