#pragma once
/// The "Heat map" tab: g(x, y) of Wythoff's game (a queen moving towards the corner) or of a
/// two-dimensional coin game (Turning Corners, Acrostic Twins, tartan products such as Rugs),
/// drawn as coloured cells with the P-positions (g = 0) marked, the values printed when the cells
/// are big enough, and, for tartan games, the border values g1(x) and g2(y) of the factors.
#include "core/impartial/cointurning.h"
#include "core/impartial/nimber.h"

#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace gamelab::ui {

/// The painted grid. Cell (r, c) is values[r * cols + c]; with `yUp` row 0 is drawn at the
/// bottom (Wythoff: r = y, the row from the bottom), else at the top (coin grids).
class GrundyHeatMap : public QWidget {
  Q_OBJECT
 public:
  struct Data {
    std::vector<Nimber> values;  ///< row-major, rows × cols
    int rows = 0;
    int cols = 0;
    bool yUp = false;
    int rowOrigin = 0;           ///< how the rows / columns are numbered
    int colOrigin = 0;
    std::vector<Nimber> rowBorder;  ///< g1 per row (tartan), or empty
    std::vector<Nimber> colBorder;  ///< g2 per column (tartan), or empty
    QString rowName;                ///< axis words ("y", "row x")
    QString colName;
  };
  explicit GrundyHeatMap(QWidget* parent = nullptr);
  void setData(Data data);
  const Data& data() const { return data_; }
  /// Side of one cell in pixels at the current size (values are printed from 16 px on).
  double cellSize() const;
  bool showsNumbers() const { return cellSize() >= 16; }
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Geometry {
    double left = 0, top = 0, cell = 0;
  };
  Geometry geometry() const;
  /// (row, col) under a widget point, or (-1, -1).
  std::pair<int, int> cellAt(const QPointF& point) const;
  Data data_;
};

class HeatMapTab : public QWidget {
  Q_OBJECT
 public:
  explicit HeatMapTab(QWidget* parent = nullptr);

  /// Wythoff's game on a size × size board. Recomputes only when something changed.
  void showWythoff(int size);
  /// A 2-D coin game on rows × cols coins.
  void showCoinGrid(const CoinGridRule& rule, int rows, int cols);

  bool isWythoff() const { return !grid_; }
  const std::optional<CoinGridRule>& gridRule() const { return grid_; }
  int rows() const;
  int cols() const;
  /// Wythoff: g(x, y) with x the column from the left and y the row from the bottom.
  /// Coin grids: g(row, col). Out of range: 0.
  Nimber valueAt(int first, int second) const;
  GrundyHeatMap* map() const { return map_; }
  QString errorText() const;
  /// Title, the grid as rows of numbers (Wythoff: top row y = size − 1 first, as drawn) and the borders.
  QString text() const;

  static constexpr int kMaxSize = 128;

 private:
  void chooseGame(int index);
  void recompute();
  int gameIndexFor(const std::optional<CoinGridRule>& grid);
  QString gameName() const;

  std::optional<CoinGridRule> grid_;
  QComboBox* game_;
  QSpinBox* rows_;
  QSpinBox* cols_;
  QLabel* colsLabel_;
  QLabel* title_;
  QLabel* error_;
  GrundyHeatMap* map_;
  std::vector<std::optional<CoinGridRule>> games_;
  bool updating_ = false;
  int computedRows_ = -1, computedCols_ = -1;
  std::optional<CoinGridRule> computedGrid_;
  bool computedOnce_ = false;
};

}  // namespace gamelab::ui
