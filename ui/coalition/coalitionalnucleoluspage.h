#pragma once
/// Analysis page "Nucleolus" (source 000 §4.4): the nucleolus, the stages of the sequence of
/// LPs (t_k and the coalitions fixed at each), and the excess table as in the source's 4.4.1 and
/// 4.4.3 (rows: coalitions; columns: candidate allocations — the nucleolus, the Shapley value and
/// any point the user adds), with O(x) for each column and the lexicographic comparison. The
/// domain (efficient allocations, the source's definition, or imputations) is a toggle; the
/// other domain is computed off the GUI thread.
#include "ui/coalition/coalitionalpage.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gamelab::ui {

class SolverRunner;

class CoalitionalNucleolusPage : public HtmlCoalitionalPage {
  Q_OBJECT
 public:
  explicit CoalitionalNucleolusPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;

  /// Adds a candidate column (as typing it and pressing Add does); false with a message when
  /// `text` is not a point of this game.
  bool addPoint(const QString& text);
  void clearPoints();
  /// Switches the domain (recomputes off the GUI thread when the analysis does not hold it).
  void setDomain(NucleolusDomain domain);
  NucleolusDomain domain() const;
  /// The nucleolus shown (for the current domain), if known.
  const std::optional<NucleolusResult>& shown() const { return shown_; }
  bool isComputing() const;

  QComboBox* domainCombo() const { return domain_; }
  QLineEdit* pointEdit() const { return pointEdit_; }

 protected:
  QString render(const CoalitionalAnalysis& analysis) override;

 private:
  QString excessTableHtml(const CoalitionalAnalysis& a);

  QComboBox* domain_;
  QLineEdit* pointEdit_;
  QPushButton* addButton_;
  QPushButton* clearButton_;
  QLabel* status_;
  SolverRunner* runner_;
  std::optional<NucleolusResult> shown_;
  std::optional<Error> shownError_;
  std::vector<RationalVector> points_;
};

}  // namespace gamelab::ui
