#pragma once
/// Analysis page "Equilibria": the pure equilibria (star method), then for two players every
/// extreme equilibrium with exact fractions, the maximal convex components
/// "p ∈ conv{…} × q ∈ conv{…}" and their connected sets, whether the game has continua, the
/// exact check by definition, each equilibrium's payoff against the safety levels, and (two
/// players) a perfect / proper mark per equilibrium and component with an explanation; for three
/// or more players the equilibria found by support enumeration, exact or with their accuracy.
/// The list is selectable: a selected row emits equilibriumSelected(row) (rows are
/// equilibriumList(analysis) in order).
#include "ui/strategic/strategicpage.h"

class QLabel;
class QTableWidget;
class QTextBrowser;

class QPushButton;

namespace gamelab::ui {

class StrategicEquilibriaPage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicEquilibriaPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;

  QTableWidget* table() const { return table_; }
  /// Three or more players: "Find more" (a longer support search and restarts from random
  /// mixtures); emits findMoreRequested.
  QPushButton* findMoreButton() const { return findMore_; }
  /// Selects row `index` (-1 clears) without emitting equilibriumSelected.
  void selectEquilibrium(int index);

 signals:
  void findMoreRequested();

 private:
  void fillTable(const StrategicAnalysis& a);
  QString summaryHtml(const StrategicAnalysis& a) const;
  QString detailsHtml(const StrategicAnalysis& a) const;

  std::shared_ptr<const StrategicAnalysis> analysis_;
  QLabel* summary_;
  QTableWidget* table_;
  QTextBrowser* details_;
  QPushButton* findMore_;
};

}  // namespace gamelab::ui
