#pragma once
/// The board of the grid families: a rectangular array of coins (2-D coin games: Acrostic Twins,
/// Turning Corners, tartan games), queens on a chessboard (Wythoff's game; (0,0) bottom-left is
/// the target corner) and Northcott's checkers (one white and one black per row, gaps at the
/// right edge).
///
/// Play: coins — clicks (or Space at the cursor) build a move set, Turn/Enter emits the
/// CoinGridMove, Esc clears; for Turning Corners a click on a second, opposite corner completes
/// the rectangle. Queens and checkers — press and drag to a target square, or click the piece
/// then the target; the reachable squares are highlighted meanwhile. Hints: values per cell
/// (coins: g(x,y) and, for tartan games, g1/g2 on the border; queens: P-squares and values),
/// winning moves outlined. Edit: coins toggle, queens are added/removed, checkers placed (left
/// click white, right or Shift-click black); +/− change the board size.
#include "ui/impartial/impartialboard.h"

#include <QRectF>

#include <map>
#include <set>
#include <utility>


namespace gamelab::ui {

class BoardButtonBar;

class GridBoard : public ImpartialBoard {
  Q_OBJECT
 public:
  enum class Mode { None, Coins, Queens, Northcott };
  using Cell = std::pair<std::size_t, std::size_t>;

  explicit GridBoard(QWidget* parent = nullptr);

  void setPosition(const ImpartialPosition& position) override;
  void setHints(const std::optional<PositionAnalysis>& analysis) override;
  void showMove(const ImpartialMove& move) override;
  void setEditing(bool editing) override;
  void setInteractive(bool interactive) override;

  Mode mode() const { return mode_; }
  /// Rows and columns as drawn (queens: size × size; Northcott: rows × width).
  std::size_t displayRows() const { return rows_; }
  std::size_t displayCols() const { return cols_; }
  /// The square of a board cell in widget coordinates, addressed as the model does: coins
  /// (row, col) with row 0 at the top; queens (x, y) with (0,0) bottom-left; Northcott (row,
  /// column) with row 0 at the top. Empty when out of range.
  QRectF cellRect(std::size_t a, std::size_t b) const;
  /// The model address (as cellRect) of the cell under `point`, if any.
  std::optional<Cell> cellAt(const QPointF& point) const;
  /// Coins: the selected cells (row, col), sorted.
  std::vector<Cell> selection() const { return {selection_.begin(), selection_.end()}; }
  /// Queens: the picked queen index; Northcott: the picked row (-1 none).
  int picked() const { return picked_; }
  /// The live check of the move being formed, or a refusal ("" when none).
  QString statusText() const { return status_; }
  /// Coins: emits the selection as a CoinGridMove.
  void turnSelection();
  void clearSelection();

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Layout {
    double cell = 0;
    double left = 0;  ///< x of the board's left edge
    double top = 0;   ///< y of the board's top edge
    double textY = 0; ///< y of the first text line under the board
  };
  Layout layout() const;
  QRectF displayRect(std::size_t row, std::size_t col) const;  ///< display row from the top
  std::optional<Cell> displayCellAt(const QPointF& point) const;
  Cell toDisplay(std::size_t a, std::size_t b) const;
  Cell fromDisplay(std::size_t row, std::size_t col) const;
  int originRow() const;
  int originCol() const;

  void recomputeValues();
  void updateStatus();
  void updateButtons();
  void pressCell(Cell model, bool secondary);
  void releaseCell(std::optional<Cell> model);
  void tryPieceMove(Cell target);
  void pick(Cell model);
  std::set<Cell> reachable() const;  ///< model addresses the picked piece can go to
  void resizeBoard(int delta);
  void edited(const ImpartialPosition& position);
  QString cellName(Cell model) const;

  void paintCoins(QPainter& p, const Layout& l);
  void paintQueens(QPainter& p, const Layout& l);
  void paintNorthcott(QPainter& p, const Layout& l);
  void paintText(QPainter& p, const Layout& l);
  QStringList hintLines() const;

  Mode mode_ = Mode::None;
  std::optional<ImpartialPosition> position_;
  std::size_t rows_ = 0;
  std::size_t cols_ = 0;
  std::vector<Nimber> values_;  ///< per cell, model-row-major (coins: row*cols+col; queens: x*size+y)
  std::vector<Nimber> borderRows_, borderCols_;  ///< tartan g1 (rows) and g2 (columns)
  std::optional<PositionAnalysis> hints_;
  std::set<Cell> winning_;       ///< cells (model) that a winning move turns (the first) or reaches
  std::map<std::size_t, std::set<std::size_t>> winningGaps_;  ///< Northcott: row → gaps a winning move leaves
  std::set<Cell> selection_;     ///< coins
  std::set<Cell> shown_;         ///< cells of the move being shown
  int picked_ = -1;              ///< queen index / Northcott row
  bool pickedWhite_ = true;      ///< Northcott: which checker
  bool dragging_ = false;
  std::optional<Cell> hover_;    ///< model cell under the mouse while dragging
  std::optional<Cell> pressCell_;
  Cell cursor_{0, 0};            ///< display coordinates
  bool cursorShown_ = false;
  QString status_;
  bool statusBad_ = false;
  bool editing_ = false;
  bool interactive_ = true;
  BoardButtonBar* buttonBar_ = nullptr;
};

}  // namespace gamelab::ui
