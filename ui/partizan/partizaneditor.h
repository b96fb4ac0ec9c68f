#pragma once
/// The tab of a partizan session. On the left the sum builder: the components (add by ruleset,
/// remove, reorder, duplicate), each with its value once known, the value of the sum, the
/// editor of the selected component (an expression field with live errors, a Domineering grid,
/// a Hackenbush canvas, a Toads and Frogs strip or Cutcake pieces) and the comparison's H. On
/// the right the analysis tabs, built by PartizanDocument::pagesFactory() when one is set.
/// Every edit is one undo step of the document. Values are computed off the GUI thread, each
/// job with a fresh GameStore.
#include "core/partizan/ruleset.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QListWidget;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QToolButton;

namespace gamelab::ui {

class CakePieces;
class DomineeringBoard;
class ExpressionField;
class HackenbushCanvas;
class PartizanDocument;
class ProgressPanel;
class SolverRunner;
class ToadsStrip;

class PartizanEditor : public QWidget {
  Q_OBJECT
 public:
  explicit PartizanEditor(PartizanDocument* doc, QWidget* parent = nullptr);
  ~PartizanEditor() override;

  PartizanDocument* document() const { return doc_; }
  /// The selected component (-1 when there is none).
  int currentComponent() const { return current_; }
  void selectComponent(int index);
  /// Appends a component of `ruleset` (a small default position) as one undo step, selects it.
  void addComponent(partizan::Ruleset ruleset);

  QListWidget* componentList() const { return list_; }
  /// "add", "remove", "up", "down", "duplicate".
  QToolButton* button(const QString& name) const;
  ExpressionField* expressionField() const { return expression_; }
  ExpressionField* compareField() const { return compare_; }
  DomineeringBoard* domineeringBoard() const { return domineering_; }
  QSpinBox* rowsBox() const { return rows_; }
  QSpinBox* columnsBox() const { return columns_; }
  HackenbushCanvas* hackenbushCanvas() const { return hackenbush_; }
  ToadsStrip* toadsStrip() const { return toads_; }
  QSpinBox* lengthBox() const { return length_; }
  CakePieces* cakePieces() const { return cake_; }
  QTabWidget* analysisTabs() const { return tabs_; }
  SolverRunner* runner() const { return runner_; }
  /// The value of component `index` as shown (canonical text or name), empty while computed.
  QString valueText(int index) const;
  /// The value of the sum as shown, empty while computed.
  QString sumText() const;

  static QString rulesetTitle(partizan::Ruleset ruleset);

 signals:
  /// The values of the current session's components and sum are shown.
  void valuesFinished();
  void currentComponentChanged(int index);

 private:
  struct Values {
    std::vector<QString> components;  ///< value text, or the reason there is none
    QString sum;
  };
  void buildForm(QWidget* form);
  void buildComponentEditors();
  void onSessionChanged();
  void showComponentList();
  void showCurrentEditor();
  void startValues();
  /// One undo step replacing component `index`'s position (and layout).
  void editComponent(int index, const QString& text, const QString& undoText, int mergeKey = -1,
                     const std::vector<std::array<double, 2>>* layout = nullptr);
  void moveComponent(int delta);
  QString componentLabel(int index) const;

  PartizanDocument* doc_;
  QListWidget* list_;
  QLabel* sum_;
  QLabel* status_;
  QStackedWidget* stack_;
  ExpressionField* expression_;
  ExpressionField* compare_;
  DomineeringBoard* domineering_;
  QSpinBox* rows_;
  QSpinBox* columns_;
  HackenbushCanvas* hackenbush_;
  QList<QToolButton*> colourButtons_;
  ToadsStrip* toads_;
  QSpinBox* length_;
  CakePieces* cake_;
  QTabWidget* tabs_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
  QList<QToolButton*> buttons_;
  std::optional<Values> values_;
  int current_ = -1;
  int typingSerial_ = 0;  ///< merge key of the current typing run (a new run after focus leaves)
};

}  // namespace gamelab::ui
