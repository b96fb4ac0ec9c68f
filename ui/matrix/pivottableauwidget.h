#pragma once
/// Paints one tableau of Williams' pivot method (source 000 §2.4.5): top and left labels, the
/// interior, the right border (+1s) and bottom border (−1s) separated by lines, the corner,
/// the ratio test column, the pivot circled and eligible bottom-border cells marked. In
/// choosing mode a click on an eligible bottom-border cell emits columnChosen.
#include "core/matrix/pivotmethod.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace gamelab::ui {

class PivotTableauWidget : public QWidget {
  Q_OBJECT
 public:
  explicit PivotTableauWidget(QWidget* parent = nullptr);

  struct Display {
    PivotTableau tableau;
    std::vector<std::size_t> eligibleColumns;
    std::optional<std::size_t> pivotRow, pivotColumn;  ///< circled
    std::vector<std::optional<Rational>> ratios;        ///< empty: no ratio column
    std::vector<std::size_t> minimumRatioRows;
    std::optional<std::size_t> swappedRow, swappedColumn;  ///< labels just swapped
  };
  void setDisplay(std::optional<Display> display);
  /// Clicking eligible bottom-border cells chooses the pivot column.
  void setChoosing(bool choosing);
  bool isChoosing() const { return choosing_; }
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override { return sizeHint(); }

 signals:
  void columnChosen(std::size_t column);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;

 private:
  QRect cellRect(int row, int column) const;  ///< grid coordinates incl. label row/col
  int cellWidth() const;
  std::optional<Display> display_;
  bool choosing_ = false;
  int hoverColumn_ = -1;
};

}  // namespace gamelab::ui
