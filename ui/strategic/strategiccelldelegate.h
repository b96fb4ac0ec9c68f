#pragma once
/// Delegate for the strategic-form table: draws each player's payoff in the player's colour
/// with its best-response star, pure equilibria and the selected equilibrium framed, and
/// eliminated strategies struck through (rows horizontally, columns vertically). The editor
/// stays open (with a tooltip naming the bad entry) when Enter is pressed on text that does not
/// hold one number per player.
#include "ui/common/celltextdelegate.h"

namespace gamelab::ui {

class StrategicCellDelegate : public CellTextDelegate {
  Q_OBJECT
 public:
  using CellTextDelegate::CellTextDelegate;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

 signals:
  void inputRejected(const QString& message) const;

 protected:
  bool eventFilter(QObject* object, QEvent* event) override;
};

}  // namespace gamelab::ui
