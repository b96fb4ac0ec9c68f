#include "ui/tree/treeparameterbar.h"

#include "core/param/parameters.h"
#include "ui/common/numberformat.h"
#include "ui/tree/treedocument.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

Rational treeSliderValue(const Rational& min, const Rational& max, int position, int steps) {
  position = std::clamp(position, 0, steps);
  return min + (max - min) * Rational(position) / Rational(steps);
}

int treeSliderPosition(const Rational& min, const Rational& max, const Rational& value, int steps) {
  if (max <= min) return 0;
  const double t = toDouble((value - min) / (max - min));
  return std::clamp(int(std::lround(t * steps)), 0, steps);
}

TreeParameterBar::TreeParameterBar(TreeDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), layout_(new QHBoxLayout(this)) {
  setObjectName(QStringLiteral("treeParameters"));
  layout_->setContentsMargins(4, 2, 4, 2);
  connect(doc_, &TreeDocument::parametersChanged, this, &TreeParameterBar::refresh);
  rebuild();
}

QLineEdit* TreeParameterBar::valueEdit(const std::string& name) const {
  for (const Row& r : rows_)
    if (r.name == name) return r.value;
  return nullptr;
}

QSlider* TreeParameterBar::slider(const std::string& name) const {
  for (const Row& r : rows_)
    if (r.name == name) return r.slider;
  return nullptr;
}

void TreeParameterBar::rebuild() {
  for (QWidget* w : widgets_) delete w;
  widgets_.clear();
  rows_.clear();
  while (QLayoutItem* item = layout_->takeAt(0)) delete item;
  const Parameters& parameters = doc_->parameters();
  setVisible(!parameters.empty());
  if (parameters.empty()) return;
  auto* title = new QLabel(tr("Parameters:"), this);
  layout_->addWidget(title);
  widgets_.push_back(title);
  for (const Parameter& p : parameters.list) {
    Row row;
    row.name = p.name;
    auto* name = new QLabel(QString::fromStdString(p.name) + QStringLiteral(" ="), this);
    name->setStyleSheet(QStringLiteral("font-style: italic;"));
    row.value = new QLineEdit(this);
    row.value->setObjectName(QStringLiteral("parameterValue_") + QString::fromStdString(p.name));
    row.value->setMaximumWidth(90);
    row.value->setToolTip(tr("The value of %1: an exact number such as 1/3 or 0.25 (Enter applies it)")
                              .arg(QString::fromStdString(p.name)));
    connect(row.value, &QLineEdit::editingFinished, this, [this, n = p.name] { typed(n); });
    layout_->addWidget(name);
    layout_->addWidget(row.value);
    widgets_.push_back(name);
    widgets_.push_back(row.value);
    if (p.min && p.max) {
      row.slider = new QSlider(Qt::Horizontal, this);
      row.slider->setObjectName(QStringLiteral("parameterSlider_") + QString::fromStdString(p.name));
      row.slider->setRange(0, kSliderSteps);
      row.slider->setMinimumWidth(160);
      row.slider->setMaximumWidth(320);
      row.slider->setToolTip(tr("%1 from %2 to %3").arg(QString::fromStdString(p.name), formatRational(*p.min),
                                                        formatRational(*p.max)));
      connect(row.slider, &QSlider::sliderPressed, this, [this] { ++drag_; });
      connect(row.slider, &QSlider::valueChanged, this, [this, n = p.name](int position) { slid(n, position); });
      auto* lo = new QLabel(formatRational(*p.min), this);
      auto* hi = new QLabel(formatRational(*p.max), this);
      layout_->addWidget(lo);
      layout_->addWidget(row.slider, 1);
      layout_->addWidget(hi);
      widgets_.push_back(lo);
      widgets_.push_back(row.slider);
      widgets_.push_back(hi);
    }
    layout_->addSpacing(16);
    rows_.push_back(row);
  }
  layout_->addStretch(1);
  refresh();
}

void TreeParameterBar::refresh() {
  const Parameters& parameters = doc_->parameters();
  bool same = parameters.list.size() == rows_.size();
  for (std::size_t k = 0; same && k < rows_.size(); ++k) same = parameters.list[k].name == rows_[k].name;
  if (!same) {
    rebuild();
    return;
  }
  for (std::size_t k = 0; k < rows_.size(); ++k) {
    const Parameter& p = parameters.list[k];
    const QSignalBlocker blockValue(rows_[k].value);
    rows_[k].value->setText(formatRational(p.value));
    if (rows_[k].slider && p.min && p.max && !rows_[k].slider->isSliderDown()) {
      const QSignalBlocker blockSlider(rows_[k].slider);
      rows_[k].slider->setValue(treeSliderPosition(*p.min, *p.max, p.value, kSliderSteps));
    }
  }
}

void TreeParameterBar::typed(const std::string& name) {
  const Parameter* p = doc_->parameters().find(name);
  QLineEdit* edit = valueEdit(name);
  if (!p || !edit) return;
  const auto value = parseTypedNumber(edit->text());
  QString refusal;
  if (!value) refusal = tr("“%1” is not a number (use integers, fractions like 3/4 or decimals).").arg(edit->text());
  else if (*value != p->value) refusal = doc_->setParameterValue(name, *value);
  emit message(refusal, !refusal.isEmpty());
  refresh();
}

void TreeParameterBar::slid(const std::string& name, int position) {
  const Parameter* p = doc_->parameters().find(name);
  if (!p || !p->min || !p->max) return;
  const Rational value = treeSliderValue(*p->min, *p->max, position, kSliderSteps);
  if (value == p->value) return;
  // One merge key per drag (and per parameter): a drag is one undo step.
  const int index = int(p - doc_->parameters().list.data());
  const QString refusal = doc_->setParameterValue(name, value, (drag_ % 100000) * int(kMaxParameters) + index);
  emit message(refusal, !refusal.isEmpty());
  if (!refusal.isEmpty()) refresh();
}

}  // namespace gamelab::ui
