#pragma once
/// Analysis page "Core" (source 000 §4.2): the imputation simplex's vertices; whether the core
/// is empty (decided exactly by LP) with, when it is, the balanced collection of
/// Bondareva–Shapley in words; the core's vertices; the least core (ε₁ and a point); the
/// coalitions tight on the whole core; a membership check for a typed point x with the
/// violated coalitions and their excesses; and the ε-core for a chosen ε (its vertices; the
/// picture draws its contour).
#include "ui/coalition/coalitionalpage.h"

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gamelab::ui {

class SolverRunner;

class CoalitionalCorePage : public HtmlCoalitionalPage {
  Q_OBJECT
 public:
  explicit CoalitionalCorePage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;

  /// Fills the membership line with x and shows the answer; emits pointSelected when `select`.
  void checkPoint(const RationalVector& x, bool select = false);
  /// Parses the membership line and checks it (as the Check button does; emits pointSelected).
  void checkTypedPoint();
  /// Shows the ε-core for this ε (exactly; the spin box shows it rounded).
  void setEpsilon(const Rational& epsilon);
  const std::optional<Rational>& epsilon() const { return epsilon_; }
  /// The ε-core vertices currently listed (empty while computing or when the ε-core is empty).
  const std::vector<RationalVector>& epsilonCoreVertices() const { return epsilonVertices_; }

  QLineEdit* pointEdit() const { return pointEdit_; }
  QLabel* membershipLabel() const { return membership_; }
  QLabel* epsilonLabel() const { return epsilonResult_; }
  QDoubleSpinBox* epsilonSpin() const { return epsilonSpin_; }

 signals:
  /// The ε values whose ε-core the picture should outline (one, or none).
  void epsilonContoursChanged(const std::vector<gamelab::Rational>& epsilons);

 protected:
  QString render(const CoalitionalAnalysis& analysis) override;

 private:
  void showEpsilonCore(const Expected<std::vector<RationalVector>>& result);
  QString membershipHtml(const RationalVector& x) const;

  QLineEdit* pointEdit_;
  QPushButton* checkButton_;
  QLabel* membership_;
  QDoubleSpinBox* epsilonSpin_;
  QLabel* epsilonResult_;
  SolverRunner* runner_;
  PointLinks epsilonLinks_;
  std::optional<Rational> epsilon_;
  std::vector<RationalVector> epsilonVertices_;
};

}  // namespace gamelab::ui
