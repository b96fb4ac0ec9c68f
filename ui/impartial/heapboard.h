#pragma once
/// The board of heap games (HeapPosition: Nim, subtraction, take-and-break, Moore's Nim_k,
/// Staircase Nim) and Nimble's strip (NimblePosition).
///
/// Heaps are rows of counters. Play: a click on a counter takes it and every counter after it
/// (a drag along the row selects how many); when several moves remove that many (a
/// take-and-break rule may leave one heap or split it) a split chooser lists the part sizes;
/// Grundy's game splits the heap at the counter clicked. Moore's Nim_k: clicks mark new sizes
/// in up to k heaps, then Apply. Staircase: steps drawn as stairs, a click on a coin moves it
/// and the coins after it one step down. Nimble: numbered squares with stacked-coin badges;
/// drag a coin to a square further left. Edit mode: click a slot to set a heap's size, the ×
/// removes a heap, "+ heap" adds one (Nimble: click adds a coin, right-click removes one).
#include "ui/impartial/impartialboard.h"

#include <QPointF>
#include <QRectF>

class QMenu;
class QPushButton;
class QTimer;

namespace gamelab::ui {

class HeapBoard : public ImpartialBoard {
  Q_OBJECT
 public:
  explicit HeapBoard(QWidget* parent = nullptr);

  void setPosition(const ImpartialPosition& position) override;
  void setHints(const std::optional<PositionAnalysis>& analysis) override;
  void showMove(const ImpartialMove& move) override;
  void setEditing(bool editing) override;
  void setInteractive(bool interactive) override;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

  /// Widget coordinates of counter `counter` (0-based) of heap/step `heap`, also for empty
  /// slots in edit mode; of square `square` on Nimble's strip.
  QPointF counterCenter(std::size_t heap, HeapSize counter) const;
  QPointF squareCenter(std::size_t square) const;
  /// The × that removes heap `heap` and the "+ heap" button area (edit mode).
  QRectF removeHeapRect(std::size_t heap) const;
  QRectF addHeapRect() const;
  /// Moore's Nim_k: Apply and Clear of the marked sizes; the split chooser (a menu of the moves
  /// removing the same number of counters; nullptr when none is open).
  QPushButton* applyButton() const { return apply_; }
  QPushButton* clearButton() const { return clear_; }
  QMenu* splitChooser() const { return splitMenu_; }
  /// The sizes marked so far in Moore's Nim_k (the heaps' sizes when nothing is marked).
  std::vector<HeapSize> markedSizes() const { return marked_; }

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  struct Hit {
    int heap = -1;
    HeapSize counter = 0;
  };
  Hit hitCounter(QPointF point, bool allowEmpty) const;
  int hitSquare(QPointF point) const;
  std::size_t rowCount() const;
  HeapSize sizeOf(std::size_t heap) const;
  HeapSize maxSlots() const;
  double spacing() const;
  void actOnCounter(std::size_t heap, HeapSize counter);
  void emitHeapMoveChoice(std::size_t heap, HeapSize keep);
  void editHeapSize(std::size_t heap, HeapSize size);
  void updateButtons();
  void paintHeaps(class QPainter& painter);
  void paintNimble(class QPainter& painter);

  ImpartialPosition position_;
  std::optional<PositionAnalysis> hints_;
  std::optional<ImpartialMove> shown_;
  std::optional<ImpartialPosition> shownBefore_;
  bool editing_ = false;
  bool interactive_ = true;
  int pressHeap_ = -1;
  HeapSize hover_ = 0;
  int hoverHeap_ = -1;
  int dragSquare_ = -1;
  int dragTo_ = -1;
  std::vector<HeapSize> marked_;
  QPushButton* apply_;
  QPushButton* clear_;
  QMenu* splitMenu_ = nullptr;
  QTimer* flash_;
};

}  // namespace gamelab::ui
