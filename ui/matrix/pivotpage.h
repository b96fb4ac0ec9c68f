#pragma once
/// Analysis page "Pivot method" (Williams, source 000 §2.4.5): tableau by tableau with
/// Back/Next, a mode in which the user picks the pivot column by clicking an eligible
/// bottom-border cell, and the final read-out with the corner check.
#include "ui/matrix/matrixpage.h"

#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QScrollArea;
class QPushButton;

namespace gamelab::ui {

class PivotTableauWidget;

class PivotPage : public MatrixPage {
  Q_OBJECT
 public:
  explicit PivotPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint = {}) override;

  /// Steps (for tests and the buttons).
  void next();
  void back();
  void chooseColumn(std::size_t column);
  /// Restarts with `constant` added to every entry (step 1); false if the game is too large.
  bool setConstant(const Rational& constant);
  std::size_t shownTableau() const { return shown_; }
  const std::optional<PivotTrace>& trace() const { return trace_; }
  QString readOutText() const;
  /// The caption above the tableau ("Tableau 2 of 3." and what happens in it).
  QString headerText() const;

 private:
  void rebuild(const std::vector<std::size_t>& columns);
  void refresh();

  std::shared_ptr<const MatrixAnalysis> analysis_;
  std::optional<PivotTrace> start_;
  std::optional<PivotTrace> trace_;
  std::vector<std::size_t> columns_;  ///< pivot columns taken so far
  std::size_t shown_ = 0;
  PivotTableauWidget* grid_;
  QLabel* header_;
  QLabel* info_;
  QPushButton* back_;
  QPushButton* next_;
  QPushButton* choose_;
  QPushButton* restart_;
  QLineEdit* constant_;
  QScrollArea* scroll_ = nullptr;
};

}  // namespace gamelab::ui
