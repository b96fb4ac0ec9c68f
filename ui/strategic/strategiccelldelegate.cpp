#include "ui/strategic/strategiccelldelegate.h"

#include "ui/common/playercolors.h"
#include "ui/strategic/strategicplayers.h"
#include "ui/strategic/strategicclipboard.h"
#include "ui/strategic/strategictablemodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

namespace gamelab::ui {

namespace {

struct Segment {
  QString text;
  QColor color;
  bool bold = false;
};

std::vector<Segment> segments(const QModelIndex& index, bool greyed) {
  const QStringList payoffs = index.data(StrategicTableModel::PayoffsRole).toStringList();
  const QVariantList stars = index.data(StrategicTableModel::StarsRole).toList();
  const QColor grey(0x9e, 0x9e, 0x9e), separator(0x75, 0x75, 0x75);
  std::vector<Segment> out;
  for (int k = 0; k < payoffs.size(); ++k) {
    if (k > 0) out.push_back({QStringLiteral(", "), greyed ? grey : separator});
    const bool star = k < stars.size() && stars[k].toBool();
    const QColor c = greyed ? grey : playerColor(k);
    out.push_back({payoffs[k], c, star});
    if (star) out.push_back({QStringLiteral("*"), c, true});
  }
  return out;
}

int segmentsWidth(const std::vector<Segment>& parts, const QFont& font) {
  QFont bold = font;
  bold.setBold(true);
  const QFontMetrics normal(font), strong(bold);
  int w = 0;
  for (const auto& s : parts) w += (s.bold ? strong : normal).horizontalAdvance(s.text);
  return w;
}

}  // namespace

void StrategicCellDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QStyleOptionViewItem opt = option;
  initStyleOption(&opt, index);
  opt.text.clear();
  // A light selection colour keeps the players' colours readable on selected cells.
  opt.palette.setColor(QPalette::Highlight, QColor(0xd6, 0xe6, 0xf5));
  const QWidget* widget = option.widget;
  QStyle* style = widget ? widget->style() : QApplication::style();
  style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

  const int eliminated = index.data(StrategicTableModel::EliminatedRole).toInt();
  const bool pure = index.data(StrategicTableModel::PureEquilibriumRole).toBool();
  const bool selectedPure = index.data(StrategicTableModel::SelectedPureRole).toBool();
  const auto parts = segments(index, eliminated != 0);
  painter->save();
  painter->setRenderHint(QPainter::Antialiasing);
  QFont font = opt.font;
  QFont bold = font;
  bold.setBold(true);
  const QRect r = option.rect;
  int x = r.left() + std::max(4, (r.width() - segmentsWidth(parts, font)) / 2);
  const int baseline = r.top() + (r.height() + QFontMetrics(font).ascent() - QFontMetrics(font).descent()) / 2;
  painter->setClipRect(r.adjusted(2, 0, -2, 0));
  for (const auto& s : parts) {
    painter->setFont(s.bold ? bold : font);
    painter->setPen(s.color);
    painter->drawText(QPoint(x, baseline), s.text);
    x += QFontMetrics(s.bold ? bold : font).horizontalAdvance(s.text);
  }
  painter->setClipping(false);
  if (selectedPure || pure) {
    painter->setPen(QPen(selectedPure ? QColor(0x4a, 0x14, 0x8c) : QColor(0xbf, 0x36, 0x0c), selectedPure ? 3 : 1.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(r).adjusted(1.5, 1.5, -2, -2));
  }
  painter->setPen(QPen(QColor(0x75, 0x75, 0x75), 1.2));
  if (eliminated & 1) painter->drawLine(r.left(), r.center().y(), r.right(), r.center().y());
  if (eliminated & 2) painter->drawLine(r.center().x(), r.top(), r.center().x(), r.bottom());
  if (eliminated & 4) painter->drawLine(r.topLeft(), r.bottomRight());
  painter->restore();
}

QSize StrategicCellDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QSize size = QStyledItemDelegate::sizeHint(option, index);
  size.setWidth(std::max(size.width(), segmentsWidth(segments(index, false), option.font) + 18));
  return size;
}

QString StrategicCellDelegate::editorToolTip() const {
  return tr("One payoff per player, in player order, such as \"3, 1\" or \"5/4; -2\" (exact fractions and decimals), "
            "or expressions over the parameters such as \"3*t - 1, 2\"");
}

QString StrategicCellDelegate::rejection(const QString& text) const {
  auto* view = qobject_cast<QAbstractItemView*>(parent());
  auto* model = view ? qobject_cast<StrategicTableModel*>(view->model()) : nullptr;
  QString refusal;
  if (model && view->currentIndex().isValid()) {
    const QModelIndex at = view->currentIndex();
    if (model->readCell(model->profileAt(at.row(), at.column()), text, &refusal)) return {};
  } else {
    const ParsedPayoffs parsed = parsePayoffCell(text, model ? model->players() : 2);
    if (parsed.ok()) return {};
    refusal = parsed.error;
  }
  return refusal + QLatin1Char(' ') + tr("(Esc cancels.)");
}

}  // namespace gamelab::ui
