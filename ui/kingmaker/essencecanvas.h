#pragma once
/// A small drawing of a binary game for the essence view: leaves in pre-order from left to
/// right, a parent centred over its children, one row per depth. Leaves show the winner's
/// name in the player's colour, decision nodes the mover; strict kingmaker nodes get a double
/// ring. Iterative layout (no recursion); games above kMaxDrawnNodes are not drawn (a note
/// says so). A click (or Enter on the keyboard cursor, moved with the arrow keys) emits
/// nodeClicked.
#include "core/kingmaker/binarygame.h"

#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace gamelab::ui {

class EssenceCanvas : public QWidget {
  Q_OBJECT
 public:
  static constexpr kingmaker::NodeIndex kMaxDrawnNodes = 2000;

  explicit EssenceCanvas(QWidget* parent = nullptr);

  /// `names`: one display name per player.
  void setGame(const kingmaker::BinaryGame& game, const std::vector<char>& strictKingmaker,
               const QStringList& names);
  void clear();

  /// Centre of node v, or (-1,-1) when not drawn.
  QPointF nodeCenter(kingmaker::NodeIndex v) const;
  /// The node under `point`, or -1.
  kingmaker::NodeIndex nodeAt(const QPointF& point) const;
  kingmaker::NodeIndex cursor() const { return cursor_; }

  QSize sizeHint() const override;

 signals:
  void nodeClicked(kingmaker::NodeIndex v);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

 private:
  QString label(kingmaker::NodeIndex v) const;
  QString tooltip(kingmaker::NodeIndex v) const;

  kingmaker::BinaryGame game_;
  std::vector<char> kingmaker_;
  QStringList names_;
  std::vector<QPointF> centre_;
  bool drawn_ = false;
  QSize size_{200, 80};
  kingmaker::NodeIndex cursor_ = -1;
};

}  // namespace gamelab::ui
