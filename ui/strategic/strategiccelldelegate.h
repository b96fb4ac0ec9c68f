#pragma once
/// Delegate for the strategic-form table: draws each player's payoff in the player's colour
/// with its best-response star, pure equilibria and the selected equilibrium framed, and
/// eliminated strategies struck through (rows horizontally, columns vertically). The editor
/// stays open (with a tooltip naming the bad entry) when Enter is pressed on text that does not
/// hold one number per player.
#include "ui/common/validatingcelldelegate.h"

namespace gamelab::ui {

class StrategicCellDelegate : public ValidatingCellDelegate {
  Q_OBJECT
 public:
  using ValidatingCellDelegate::ValidatingCellDelegate;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

 protected:
  /// Refuses text that does not hold one payoff per player of the view's StrategicTableModel
  /// (two players when the delegate is not on such a view).
  QString rejection(const QString& text) const override;
  Qt::Alignment editorAlignment() const override { return Qt::AlignCenter; }
  QString editorToolTip() const override;
};

}  // namespace gamelab::ui
