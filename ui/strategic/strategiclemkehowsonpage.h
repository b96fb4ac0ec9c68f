#pragma once
/// Analysis page "Lemke–Howson" for two-player games: for each starting label (a strategy of
/// either player dropped from the artificial equilibrium) the number of pivots and the
/// equilibrium reached, and the distinct equilibria found. Selecting a run or an equilibrium
/// emits equilibriumSelected.
#include "ui/strategic/strategicpage.h"

class QLabel;
class QTableWidget;

namespace gamelab::ui {

class StrategicLemkeHowsonPage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicLemkeHowsonPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  QTableWidget* runsTable() const { return runs_; }
  QTableWidget* equilibriaTable() const { return equilibria_; }

 private:
  void emitFor(std::size_t lemkeHowsonEquilibrium);

  std::shared_ptr<const StrategicAnalysis> analysis_;
  QLabel* summary_;
  QTableWidget* runs_;
  QTableWidget* equilibria_;
};

}  // namespace gamelab::ui
