#pragma once
/// Analysis page "Supports" for small two-player games: every pair of supports of equal size
/// tried by support enumeration with its outcome (equilibrium, singular system, not a
/// probability, profitable deviation by …) and the solution of the indifference equations, and
/// the caveat that degenerate games may have continua this method misses. Selecting an
/// equilibrium row emits equilibriumSelected.
#include "ui/strategic/strategicpage.h"

class QLabel;
class QTableWidget;

namespace gamelab::ui {

class StrategicSupportPage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicSupportPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  QTableWidget* table() const { return table_; }

 private:
  std::shared_ptr<const StrategicAnalysis> analysis_;
  QLabel* summary_;
  QTableWidget* table_;
};

}  // namespace gamelab::ui
