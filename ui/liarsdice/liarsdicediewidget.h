#pragma once
/// One die of Liar's Dice: a face with pips (N ≤ 9) or the number (larger N), "?" while hidden
/// under a cup. roll() plays a short tumbling animation before showing the value (0 ms in tests).
#include <QWidget>

class QTimer;

namespace gamelab::ui {

class LiarsDiceDieWidget : public QWidget {
  Q_OBJECT
 public:
  explicit LiarsDiceDieWidget(QWidget* parent = nullptr);

  void setSides(int sides);
  /// Shows `value` (1..N) at once; 0 = no die.
  void setValue(int value, bool hidden);
  /// Tumbles for animationMs() and then shows `value` (face down when `hidden`).
  void roll(int value, bool hidden);
  int value() const { return value_; }
  bool isHidden() const { return hidden_; }
  bool isRolling() const;
  void setAnimationMs(int ms) { animationMs_ = ms; }
  int animationMs() const { return animationMs_; }
  /// Marks the die: green (claim true) or red (claim false) frame after a call; none = normal.
  enum class Verdict { None, True, False };
  void setVerdict(Verdict verdict);

  QSize sizeHint() const override { return {120, 120}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QTimer* timer_;
  int sides_ = 6;
  int value_ = 0;
  int shown_ = 0;
  bool hidden_ = false;
  int ticks_ = 0;
  int animationMs_ = 700;
  double angle_ = 0;
  Verdict verdict_ = Verdict::None;
};

}  // namespace gamelab::ui
