#pragma once
/// The Parameters strip of an editor whose payoffs may hold expressions: one row per parameter
/// (name, exact value, min, max, a slider over [min, max], remove) and an Add button. Every
/// change is one undo step on the document's stack through parametercommands.h; a slider drag
/// merges into one step. Refused edits are reported by message(); the fields then show the
/// document's state again. Hidden while the document declares no parameters (once it has a
/// parent: call refresh() after putting it in a layout).
#include "ui/parameters/parametricdocument.h"

#include <QWidget>

#include <string>
#include <vector>

class QGridLayout;
class QLineEdit;
class QSlider;
class QToolButton;

namespace gamelab::ui {

class ParameterPanel : public QWidget {
  Q_OBJECT
 public:
  /// Slider positions 0..kSliderSteps over [min, max].
  static constexpr int kSliderSteps = 1000;

  explicit ParameterPanel(ParametricDocument* doc, QWidget* parent = nullptr);

  /// The slider and the value field of parameter `name` (nullptr when there is none).
  QSlider* slider(const std::string& name) const;
  QLineEdit* valueEdit(const std::string& name) const;
  /// True while the user holds a slider down (the document changes at every step).
  bool isDragging() const;

 public slots:
  /// Shows the document's parameters again (connect the document's change signal).
  void refresh();
  /// Adds a parameter ("t", 0 in [0, 1]) as one undo step.
  void addParameter();

 signals:
  /// An edit was refused (`error`) or made; `text` is one translated line.
  void message(const QString& text, bool error);
  /// A slider drag ended (the editor may now run what it skipped while dragging).
  void dragFinished();

 private:
  struct Row {
    std::string name;
    QLineEdit* nameEdit = nullptr;
    QLineEdit* value = nullptr;
    QLineEdit* min = nullptr;
    QLineEdit* max = nullptr;
    QSlider* slider = nullptr;
    QToolButton* remove = nullptr;
  };
  void rebuild();
  void addRow(const Parameter& p, int gridRow);
  void fill(const Row& row, const Parameter& p);
  void report(const QString& refusal);
  void sliderMoved(const std::string& name, int position);
  const Row* row(const std::string& name) const;

  ParametricDocument* doc_;
  QGridLayout* grid_;
  QToolButton* add_;
  std::vector<Row> rows_;
  std::vector<QWidget*> rowWidgets_;
  int dragKey_ = 0;
};

/// The simplest rational (least denominator) of the slider step around `position` (of
/// `steps`) over [min, max]: the step's value to within half a step, clipped to the range.
Rational sliderValue(const Rational& min, const Rational& max, int position, int steps);
/// The slider position nearest to `value` over [min, max] (clamped to 0..steps).
int sliderPosition(const Rational& min, const Rational& max, const Rational& value, int steps);

}  // namespace gamelab::ui
