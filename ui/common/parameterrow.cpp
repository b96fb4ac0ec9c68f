#include "ui/common/parameterrow.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QSlider>
#include <QString>
#include <QWidget>

namespace gamelab::ui {

QWidget* parameterRow(QLineEdit* edit, QSlider* slider, const QString& tip) {
  auto* row = new QWidget;
  auto* h = new QHBoxLayout(row);
  h->setContentsMargins(0, 0, 0, 0);
  edit->setToolTip(tip);
  h->addWidget(edit, 1);
  if (slider) {
    slider->setTracking(false);
    slider->setToolTip(tip);
    slider->setMinimumWidth(90);
    h->addWidget(slider, 1);
  }
  return row;
}

}  // namespace gamelab::ui
