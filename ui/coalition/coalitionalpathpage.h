#pragma once
/// Analysis page "Path" (source 000 §4.4.2): the nucleolus and the Shapley value per player as
/// functions of a parameter, sampled exactly by solveParametricPath off the GUI thread
/// (cancellable): either "v(N) from a to b" for any game, or — for a bankruptcy game, whose
/// claims are recognised from the table or typed — "estate E from 0 to Σ claims". The chart has
/// a marker at every sample (tooltips with the exact values); below it the breakpoints of the
/// piecewise-linear curves with the allocations there.
#include "ui/coalition/coalitionalpage.h"

#include "core/coalition/parametricpath.h"

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace gamelab::ui {

class SolverRunner;

/// The claims c of a bankruptcy game v(S) = max(0, E − Σ_{i∉S} c_i) with E = v(N) > 0 that
/// reproduces `game` exactly (a claim of a player with v(N − {i}) = 0 is taken as E), or nullopt.
std::optional<RationalVector> recognizeBankruptcyClaims(const CoalitionalGame& game);

class CoalitionalPathPage : public CoalitionalPage {
  Q_OBJECT
 public:
  enum Family { GrandCoalitionValue = 0, BankruptcyEstate = 1 };

  explicit CoalitionalPathPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;

  /// Starts the computation with the current settings (as the Compute button does); false with
  /// a message when they are not valid.
  bool compute();
  void cancel();
  bool isComputing() const;
  const std::vector<PathPoint>& path() const { return path_; }

  QComboBox* familyCombo() const { return family_; }
  QLineEdit* fromEdit() const { return from_; }
  QLineEdit* toEdit() const { return to_; }
  QLineEdit* claimsEdit() const { return claims_; }
  QSpinBox* stepsSpin() const { return steps_; }
  QChartView* chartView() const { return chart_; }

 private:
  void updateControls();
  void setDefaultRange();
  void showPath(const Expected<std::vector<PathPoint>>& result);
  QString breakpointsHtml() const;

  std::shared_ptr<const CoalitionalAnalysis> analysis_;
  QComboBox* family_;
  QLineEdit* from_;
  QLineEdit* to_;
  QLabel* claimsLabel_;
  QLineEdit* claims_;
  QSpinBox* steps_;
  QPushButton* computeButton_;
  QPushButton* cancelButton_;
  QLabel* status_;
  QChartView* chart_;
  QTextBrowser* details_;
  SolverRunner* runner_;
  std::vector<PathPoint> path_;
  QString parameterName_;
  PointLinks links_;
};

}  // namespace gamelab::ui
