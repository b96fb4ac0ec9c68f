#include "ui/partizan/cakepieces.h"

#include "core/partizan/ruleset.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace gamelab::ui {

CakePieces::CakePieces(QWidget* parent) : QWidget(parent), rows_(new QVBoxLayout), add_(new QPushButton(tr("Add piece"))) {
  auto* box = new QVBoxLayout(this);
  box->setContentsMargins(0, 0, 0, 0);
  box->addLayout(rows_);
  add_->setToolTip(tr("Add a 1×1 piece of cake"));
  box->addWidget(add_, 0, Qt::AlignLeft);
  box->addStretch(1);
  connect(add_, &QPushButton::clicked, this, [this] {
    auto list = sizes();
    if (list.size() >= partizan::kMaxCakePieces) return;
    list.append({1, 1});
    rebuild(list);
    emit edited(position(), tr("Add a piece of cake"));
  });
}

QList<QPair<int, int>> CakePieces::sizes() const {
  QList<QPair<int, int>> list;
  for (const Row& r : pieces_) list.append({r.width->value(), r.height->value()});
  return list;
}

QString CakePieces::position() const {
  QStringList parts;
  for (const auto& [w, h] : sizes()) parts << QStringLiteral("%1x%2").arg(w).arg(h);
  return parts.join(QLatin1Char('+'));
}

void CakePieces::setPosition(const QString& text) {
  QList<QPair<int, int>> list;
  for (const QString& part : text.split(QLatin1Char('+'), Qt::SkipEmptyParts)) {
    const QStringList wh = part.split(QLatin1Char('x'));
    if (wh.size() == 2) list.append({wh[0].trimmed().toInt(), wh[1].trimmed().toInt()});
  }
  if (list != sizes()) rebuild(list);
}

void CakePieces::rebuild(const QList<QPair<int, int>>& list) {
  for (Row& r : pieces_) {  // later: rebuild may run inside a row's button's signal
    r.row->hide();
    rows_->removeWidget(r.row);
    r.row->deleteLater();
  }
  pieces_.clear();
  for (int i = 0; i < list.size(); ++i) {
    auto* row = new QWidget;
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto* width = new QSpinBox;
    auto* height = new QSpinBox;
    for (QSpinBox* s : {width, height}) {
      s->setRange(1, partizan::kMaxCakeSide);
      s->setKeyboardTracking(false);  // typing "12" is one edit, not "1" then "12"
    }
    width->setValue(list[i].first);
    height->setValue(list[i].second);
    width->setToolTip(tr("Width: Left cuts the piece vertically into two narrower pieces"));
    height->setToolTip(tr("Height: Right cuts the piece horizontally into two lower pieces"));
    auto* remove = new QToolButton;
    remove->setText(QStringLiteral("✕"));
    remove->setToolTip(tr("Remove this piece"));
    remove->setEnabled(list.size() > 1);
    h->addWidget(new QLabel(tr("Piece %1:").arg(i + 1)));
    h->addWidget(width);
    h->addWidget(new QLabel(QStringLiteral("×")));
    h->addWidget(height);
    h->addWidget(remove);
    h->addStretch(1);
    rows_->addWidget(row);
    pieces_.push_back({row, width, height});
    for (QSpinBox* s : {width, height})
      connect(s, &QSpinBox::valueChanged, this, [this] { emit edited(position(), tr("Resize a piece of cake")); });
    connect(remove, &QToolButton::clicked, this, [this, i] {
      auto sizesNow = sizes();
      sizesNow.removeAt(i);
      rebuild(sizesNow);
      emit edited(position(), tr("Remove a piece of cake"));
    });
  }
}

}  // namespace gamelab::ui
