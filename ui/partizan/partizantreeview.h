#pragma once
/// Draws a game tree (partizan::TreePicture): each node a dot with its value's label, Left
/// options down-left along blue edges, Right options down-right along red ones (the usual
/// figures, spec §10.1). Nodes of one form position can be highlighted (the reduction log's
/// step). Read-only; its minimum size grows with the tree (put it in a scroll area).
#include "core/partizan/sumanalysis.h"

#include <QWidget>

namespace gamelab::ui {

class PartizanTreeView : public QWidget {
  Q_OBJECT
 public:
  explicit PartizanTreeView(QWidget* parent = nullptr);

  void setPicture(partizan::TreePicture picture);
  const partizan::TreePicture& picture() const { return picture_; }
  /// Rings every node whose form is `position` (kNoGame: none); returns how many.
  int setHighlight(partizan::GameId position);
  int highlightedCount() const;
  /// Widget coordinates of node `index`.
  QPointF nodePoint(int index) const;

  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  partizan::TreePicture picture_;
  partizan::GameId highlight_ = partizan::kNoGame;
  double slots_ = 1;
  int depth_ = 0;
};

}  // namespace gamelab::ui
