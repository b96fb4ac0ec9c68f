#include "ui/impartial/nimtabletab.h"

#include "core/impartial/nimarithmetic.h"

#include <QBrush>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

NimProductTableModel::NimProductTableModel(QObject* parent) : QAbstractTableModel(parent) { setOrder(4); }

void NimProductTableModel::setOrder(int k) {
  beginResetModel();
  k_ = std::clamp(k, 1, 8);
  values_ = nimProductTable(k_);
  endResetModel();
}

int NimProductTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : side(); }
int NimProductTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : side(); }

QVariant NimProductTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid()) return {};
  const Nimber v = valueAt(index.row(), index.column());
  switch (role) {
    case Qt::DisplayRole: return QString::number(v);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::BackgroundRole: {
      if (v == 0) return QBrush(QColor(0xee, 0xee, 0xee));
      // Hue by value over the field 0..2^k − 1; pale enough to read the numbers.
      const double t = double(v) / double(side());
      return QBrush(QColor::fromHsvF(float(0.75 * t), 0.38f, 1.0f));
    }
    case Qt::ForegroundRole:
      if (v == 1) return QBrush(QColor(0xb3, 0x26, 0x1e));
      return {};
    case Qt::FontRole:
      if (v == 1) {
        QFont bold;
        bold.setBold(true);
        return bold;
      }
      return {};
    case Qt::ToolTipRole: {
      QString tip = tr("%1 ⊗ %2 = %3").arg(index.row()).arg(index.column()).arg(v);
      if (v == 1) tip += tr(" — so %1 and %2 are each other's inverses").arg(index.row()).arg(index.column());
      return tip;
    }
    default: return {};
  }
}

QVariant NimProductTableModel::headerData(int section, Qt::Orientation, int role) const {
  if (role == Qt::DisplayRole) return QString::number(section);
  if (role == Qt::ToolTipRole) return tr("%1").arg(section);
  return {};
}

NimTableTab::NimTableTab(QWidget* parent)
    : QWidget(parent), order_(new QComboBox(this)), model_(new NimProductTableModel(this)), view_(new QTableView(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);
  auto* row = new QHBoxLayout;
  auto* label = new QLabel(tr("x ⊗ y for x, y below:"), this);
  label->setBuddy(order_);
  row->addWidget(label);
  for (int k = 1; k <= 8; ++k) order_->addItem(tr("%1 (%1 × %1 table)").arg(1 << k), k);
  row->addWidget(order_);
  row->addStretch(1);
  layout->addLayout(row);
  view_->setModel(model_);
  view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  view_->setSelectionMode(QAbstractItemView::ContiguousSelection);
  layout->addWidget(view_, 1);
  auto* note = new QLabel(tr("Row x, column y. Every row but the first contains exactly one 1 (red): the inverse of x. "
                             "The numbers below 2, 4, 16, 256 (Fermat 2-powers 2^2^n) form subfields."),
                          this);
  note->setWordWrap(true);
  note->setForegroundRole(QPalette::PlaceholderText);
  layout->addWidget(note);
  connect(order_, &QComboBox::currentIndexChanged, this, [this](int index) { setOrder(order_->itemData(index).toInt()); });
  setOrder(4);
}

void NimTableTab::setOrder(int k) {
  k = std::clamp(k, 1, 8);
  if (order_->currentIndex() != k - 1) {
    order_->setCurrentIndex(k - 1);  // comes back here through the signal
    return;
  }
  model_->setOrder(k);
  const QFontMetrics metrics(view_->font());
  const int width = metrics.horizontalAdvance(QString::number((1 << k) - 1)) + 10;
  view_->horizontalHeader()->setDefaultSectionSize(std::max(width, 26));
  view_->verticalHeader()->setDefaultSectionSize(metrics.height() + 6);
}

QString NimTableTab::text() const {
  QStringList out;
  out << tr("Nim multiplication table, x ⊗ y for 0 ≤ x, y < %1 (row x, column y):").arg(model_->side());
  for (int x = 0; x < model_->side(); ++x) {
    QStringList cells;
    for (int y = 0; y < model_->side(); ++y) cells << QString::number(model_->valueAt(x, y));
    out << tr("%1: %2").arg(x).arg(cells.join(QLatin1Char(' ')));
  }
  return out.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
