#pragma once
/// Analysis page "Graphical method" (source 000 §2.2.4) for 2xn and mx2 games (also after
/// dominance): one line per strategy of the opponent, the envelope in bold, the optimum marked,
/// and a flat optimal interval drawn as a thick segment (Qt Charts).
#include "ui/matrix/matrixpage.h"

class QChartView;
class QLabel;

namespace gamelab::ui {

class GraphicalPage : public MatrixPage {
  Q_OBJECT
 public:
  explicit GraphicalPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint = {}) override;
  QChartView* chartView() const { return view_; }

 private:
  QChartView* view_;
  QLabel* text_;
};

}  // namespace gamelab::ui
