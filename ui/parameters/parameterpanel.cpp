#include "ui/parameters/parameterpanel.h"

#include "core/algebra/realroots.h"
#include "ui/common/numberformat.h"
#include "ui/parameters/parametercommands.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

/// The least-denominator rational in [lo, hi] for any signs.
Rational simplestIn(const Rational& lo, const Rational& hi) {
  if (lo <= 0 && hi >= 0) return Rational(0);
  if (lo > 0) return simplestRationalBetween(lo, hi);
  return -simplestRationalBetween(-hi, -lo);
}

std::optional<Rational> boundFrom(const QLineEdit* edit, bool& ok) {
  const QString text = edit->text().trimmed();
  ok = true;
  if (text.isEmpty()) return std::nullopt;
  auto v = parseTypedNumber(text);
  ok = v.has_value();
  return v;
}

}  // namespace

Rational sliderValue(const Rational& min, const Rational& max, int position, int steps) {
  if (position <= 0) return min;
  if (position >= steps) return max;
  const Rational width = max - min;
  Rational below(2 * position - 1, 2 * steps), above(2 * position + 1, 2 * steps);
  below.canonicalize();
  above.canonicalize();
  return simplestIn(Rational(min + width * below), Rational(min + width * above));
}

int sliderPosition(const Rational& min, const Rational& max, const Rational& value, int steps) {
  if (max <= min) return 0;
  const double t = toDouble(Rational((value - min) / (max - min)));
  return std::clamp(int(std::lround(t * steps)), 0, steps);
}

ParameterPanel::ParameterPanel(ParametricDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), grid_(new QGridLayout(this)), add_(new QToolButton) {
  setObjectName(QStringLiteral("parameterPanel"));
  // A light strip between the toolbar and the table, so it reads as one group.
  setAttribute(Qt::WA_StyledBackground);
  setStyleSheet(QStringLiteral("#parameterPanel { background: #f4f7fb; border: 1px solid #d6dde8; border-radius: 3px; }"));
  grid_->setContentsMargins(4, 2, 4, 2);
  grid_->setHorizontalSpacing(6);
  grid_->setVerticalSpacing(2);
  const QStringList heads{tr("Parameters"), tr("Value"), tr("Min"), tr("Max"), tr("Slide over [min, max]")};
  for (int c = 0; c < heads.size(); ++c) {
    auto* label = new QLabel(c == 0 ? QStringLiteral("<b>%1</b>").arg(heads[c]) : QStringLiteral("<small>%1</small>").arg(heads[c]));
    grid_->addWidget(label, 0, c);
  }
  add_->setText(tr("+ Add"));
  add_->setObjectName(QStringLiteral("addParameter"));
  add_->setToolTip(tr("Add a parameter (t = 0 in [0, 1]); payoffs may then be expressions such as 3*t - 1"));
  grid_->addWidget(add_, 0, 5);
  grid_->setColumnStretch(4, 1);
  connect(add_, &QToolButton::clicked, this, &ParameterPanel::addParameter);
  refresh();
}

QSlider* ParameterPanel::slider(const std::string& name) const {
  const Row* r = row(name);
  return r ? r->slider : nullptr;
}

QLineEdit* ParameterPanel::valueEdit(const std::string& name) const {
  const Row* r = row(name);
  return r ? r->value : nullptr;
}

bool ParameterPanel::isDragging() const {
  return std::any_of(rows_.begin(), rows_.end(), [](const Row& r) { return r.slider->isSliderDown(); });
}

const ParameterPanel::Row* ParameterPanel::row(const std::string& name) const {
  for (const auto& r : rows_)
    if (r.name == name) return &r;
  return nullptr;
}

void ParameterPanel::addParameter() { report(gamelab::ui::addParameter(doc_)); }

void ParameterPanel::report(const QString& refusal) {
  if (refusal.isEmpty()) return;
  emit message(refusal, true);
  refresh();  // the fields show the document's state again
}

void ParameterPanel::refresh() {
  const auto& list = doc_->parameterState().parameters.list;
  if (parentWidget()) setVisible(!list.empty());  // a parentless widget would become a window
  bool same = list.size() == rows_.size();
  for (std::size_t i = 0; same && i < list.size(); ++i) same = list[i].name == rows_[i].name;
  if (!same) {
    rebuild();
    return;
  }
  for (std::size_t i = 0; i < list.size(); ++i) fill(rows_[i], list[i]);
}

void ParameterPanel::rebuild() {
  for (QWidget* w : rowWidgets_) {
    w->hide();
    w->deleteLater();  // a row's own signal may have started this
  }
  rowWidgets_.clear();
  rows_.clear();
  const auto& list = doc_->parameterState().parameters.list;
  for (std::size_t i = 0; i < list.size(); ++i) addRow(list[i], int(i) + 1);
}

void ParameterPanel::addRow(const Parameter& p, int gridRow) {
  Row r;
  r.name = p.name;
  const QString name = qs(p.name);
  r.nameEdit = new QLineEdit;
  r.nameEdit->setObjectName(QStringLiteral("parameterName_") + name);
  r.nameEdit->setToolTip(tr("The parameter's name; renaming it renames it in every payoff"));
  r.value = new QLineEdit;
  r.value->setObjectName(QStringLiteral("parameterValue_") + name);
  r.value->setToolTip(tr("The value of %1 (exact: 1/3, 0.25, -2)").arg(name));
  r.min = new QLineEdit;
  r.min->setToolTip(tr("The least value of %1 (empty: none)").arg(name));
  r.max = new QLineEdit;
  r.max->setToolTip(tr("The greatest value of %1 (empty: none)").arg(name));
  for (QLineEdit* e : {r.nameEdit, r.value, r.min, r.max}) e->setMaximumWidth(90);
  r.nameEdit->setMaximumWidth(70);
  r.slider = new QSlider(Qt::Horizontal);
  r.slider->setObjectName(QStringLiteral("parameterSlider_") + name);
  r.slider->setRange(0, kSliderSteps);
  r.slider->setSingleStep(1);
  r.slider->setPageStep(kSliderSteps / 10);
  r.slider->setMinimumWidth(120);
  r.slider->setToolTip(tr("Drag to change %1 between its min and max; the analysis follows").arg(name));
  r.remove = new QToolButton;
  r.remove->setText(QStringLiteral("✕"));
  r.remove->setObjectName(QStringLiteral("parameterRemove_") + name);
  r.remove->setToolTip(tr("Remove parameter %1 (only when no payoff uses it)").arg(name));
  const std::vector<QWidget*> widgets{r.nameEdit, r.value, r.min, r.max, r.slider, r.remove};
  for (int c = 0; c < int(widgets.size()); ++c) {
    grid_->addWidget(widgets[std::size_t(c)], gridRow, c);
    rowWidgets_.push_back(widgets[std::size_t(c)]);
  }
  const std::string key = p.name;
  connect(r.nameEdit, &QLineEdit::editingFinished, this, [this, key, e = r.nameEdit] {
    report(renameParameter(doc_, key, e->text().trimmed().toStdString()));
  });
  connect(r.value, &QLineEdit::editingFinished, this, [this, key, e = r.value] {
    auto v = parseTypedNumber(e->text());
    if (!v) return report(tr("\"%1\" is not a number: the value of %2 stays.").arg(e->text(), qs(key)));
    report(setParameterValue(doc_, key, *v));
  });
  auto rangeEdited = [this, key, min = r.min, max = r.max] {
    bool okMin = true, okMax = true;
    const auto lo = boundFrom(min, okMin);
    const auto hi = boundFrom(max, okMax);
    if (!okMin || !okMax) return report(tr("The range of %1 takes exact numbers (or nothing for no bound).").arg(qs(key)));
    report(setParameterRange(doc_, key, lo, hi));
  };
  connect(r.min, &QLineEdit::editingFinished, this, rangeEdited);
  connect(r.max, &QLineEdit::editingFinished, this, rangeEdited);
  connect(r.slider, &QSlider::sliderPressed, this, [this] { dragKey_ = (dragKey_ + 1) % 1000; });
  connect(r.slider, &QSlider::sliderReleased, this, &ParameterPanel::dragFinished);
  connect(r.slider, &QSlider::valueChanged, this, [this, key](int position) { sliderMoved(key, position); });
  connect(r.remove, &QToolButton::clicked, this, [this, key] { report(removeParameter(doc_, key)); });
  fill(r, p);
  rows_.push_back(r);
}

void ParameterPanel::fill(const Row& r, const Parameter& p) {
  const QSignalBlocker b0(r.nameEdit), b1(r.value), b2(r.min), b3(r.max), b4(r.slider);
  r.nameEdit->setText(qs(p.name));
  r.value->setText(formatRational(p.value));
  r.min->setText(p.min ? formatRational(*p.min) : QString());
  r.max->setText(p.max ? formatRational(*p.max) : QString());
  const bool ranged = p.min && p.max && *p.min < *p.max;
  r.slider->setVisible(ranged);  // a slider needs both bounds
  if (ranged) r.slider->setValue(sliderPosition(*p.min, *p.max, p.value, kSliderSteps));
}

void ParameterPanel::sliderMoved(const std::string& name, int position) {
  const Parameter* p = doc_->parameterState().parameters.find(name);
  if (!p || !p->min || !p->max) return;
  const Rational value = sliderValue(*p->min, *p->max, position, kSliderSteps);
  const Row* r = row(name);
  // A drag is one undo step; each key press on the slider is its own.
  const int key = r && r->slider->isSliderDown() ? dragKey_ : kParameterNoMerge;
  report(setParameterValue(doc_, name, value, key));
}

}  // namespace gamelab::ui
