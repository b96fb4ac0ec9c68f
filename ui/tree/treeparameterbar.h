#pragma once
/// A minimal Parameters strip for the tree editor (to be replaced by the shared ParameterPanel
/// of ui/parameters once it can edit tree documents): one group per declared parameter — its
/// name, its exact value in a field and a slider over [min, max] when both bounds are declared.
/// Every change goes through TreeDocument::setParameterValue (one undo step; one slider drag
/// is one step). Hidden while the document declares no parameters.
#include "core/common/rational.h"

#include <QWidget>

#include <string>
#include <vector>

class QHBoxLayout;
class QLineEdit;
class QSlider;

namespace gamelab::ui {

class TreeDocument;

class TreeParameterBar : public QWidget {
  Q_OBJECT
 public:
  /// Slider positions 0..kSliderSteps over [min, max].
  static constexpr int kSliderSteps = 100;

  explicit TreeParameterBar(TreeDocument* doc, QWidget* parent = nullptr);

  /// The value field and the slider of parameter `name` (nullptr when there is none).
  QLineEdit* valueEdit(const std::string& name) const;
  QSlider* slider(const std::string& name) const;

 public slots:
  /// Shows the document's parameters again.
  void refresh();

 signals:
  /// A change was refused (`error`) or made: one translated line (empty when made).
  void message(const QString& text, bool error);

 private:
  struct Row {
    std::string name;
    QLineEdit* value = nullptr;
    QSlider* slider = nullptr;
  };
  void rebuild();
  void typed(const std::string& name);
  void slid(const std::string& name, int position);

  TreeDocument* doc_;
  QHBoxLayout* layout_;
  std::vector<Row> rows_;
  std::vector<QWidget*> widgets_;
  int drag_ = 0;  ///< counts slider presses: one drag is one merge key
};

/// The value at slider `position` of `steps` over [min, max] (exact).
Rational treeSliderValue(const Rational& min, const Rational& max, int position, int steps);
/// The slider position nearest to `value` over [min, max] (clamped to 0..steps).
int treeSliderPosition(const Rational& min, const Rational& max, const Rational& value, int steps);

}  // namespace gamelab::ui
