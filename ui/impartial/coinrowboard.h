#pragma once
/// The board of a 1-D coin-turning game (CoinRowPosition): a row of coins with H/T faces and
/// their position numbers in the rule's origin. Play: clicking coins (or Space at the cursor)
/// builds a selection, Turn or Enter emits the CoinMove, Esc clears; the selection is checked
/// live with checkMove and the reason shown under the row. Hints: g(x) under every coin, the
/// single-head decomposition with its nim-sum, coins of winning moves ringed. Edit: a click
/// toggles a coin, +/− change the row length.
#include "ui/impartial/impartialboard.h"

#include <QRectF>

#include <set>

class QVariantAnimation;

namespace gamelab::ui {

class BoardButtonBar;

class CoinRowBoard : public ImpartialBoard {
  Q_OBJECT
 public:
  explicit CoinRowBoard(QWidget* parent = nullptr);

  void setPosition(const ImpartialPosition& position) override;
  void setHints(const std::optional<PositionAnalysis>& analysis) override;
  void showMove(const ImpartialMove& move) override;
  void setEditing(bool editing) override;
  void setInteractive(bool interactive) override;

  /// The coin's disc in widget coordinates (empty when out of range); for tests and tooltips.
  QRectF coinRect(std::size_t coin) const;
  /// The coin under `point`, or -1.
  int coinAt(const QPointF& point) const;
  /// The selected coins (0-based, increasing).
  std::vector<std::size_t> selection() const { return {selection_.begin(), selection_.end()}; }
  /// The line under the row: the live check of the selection or a refusal ("" when none).
  QString statusText() const { return status_; }
  int cursor() const { return cursor_; }
  /// Emits the selection as a CoinMove (nothing when empty or not interactive).
  void turnSelection();
  void clearSelection();

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Layout {
    double diameter = 0;
    double pitch = 0;
    double left = 0;     ///< x of coin 0's left edge
    double top = 0;      ///< y of the coins' top edge
    double labelW = 0;   ///< width of the row captions at the left
  };
  Layout layout() const;
  void toggleCoin(std::size_t coin);
  void resizeRow(int delta);
  void updateStatus();
  void updateButtons();
  QString faces() const;

  std::optional<CoinRowPosition> position_;
  std::vector<Nimber> values_;  ///< g(x) of every position of the row (empty if unavailable)
  std::optional<PositionAnalysis> hints_;
  std::set<std::size_t> selection_;
  std::set<std::size_t> shown_;  ///< coins of the move being shown
  std::set<std::size_t> winning_;  ///< coins in some winning move (hint mode)
  QString status_;
  bool statusBad_ = false;
  int cursor_ = -1;
  bool editing_ = false;
  bool interactive_ = true;
  double flip_ = 1.0;  ///< 0..1 progress of the flip animation of shown_
  QVariantAnimation* flipAnimation_ = nullptr;
  BoardButtonBar* buttonBar_ = nullptr;
};

}  // namespace gamelab::ui
