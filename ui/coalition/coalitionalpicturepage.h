#pragma once
/// Analysis page "Picture": the imputation simplex (ImputationSimplexWidget) for 3 and 4 players
/// with the core, the Shapley value, the nucleolus, the ε-core contour chosen on the Core page
/// and the selected point; other player counts get a note instead. A click in the triangle
/// chooses that point (pointSelected).
#include "ui/coalition/coalitionalpage.h"

class QLabel;

namespace gamelab::ui {

class ImputationSimplexWidget;

class CoalitionalPicturePage : public CoalitionalPage {
  Q_OBJECT
 public:
  explicit CoalitionalPicturePage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  ImputationSimplexWidget* simplex() const { return simplex_; }

 private:
  QLabel* note_;
  ImputationSimplexWidget* simplex_;
};

}  // namespace gamelab::ui
