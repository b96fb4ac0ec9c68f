#pragma once
/// The analysis beside the characteristic-function table: one tab per question (core and
/// imputations, Shapley value, voting power, nucleolus, path as v(N) varies, picture, and the
/// strategic origin (4.1) when there is one).
///
/// Points: every page that shows an allocation (Shapley value, nucleolus, a core vertex, a
/// point typed by the user or clicked in the picture) lets the user choose it; the panel then
/// emits pointSelected so that the editor's table shows each coalition's excess at it and
/// marks the coalitions that block it.
#include "ui/analysis/coalitionalanalysis.h"

#include <QString>
#include <QTabWidget>

#include <memory>

namespace gamelab::ui {

class CoalitionalAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit CoalitionalAnalysisPanel(QWidget* parent = nullptr);
  /// Shows `analysis` on every page; nullptr shows `hint` instead.
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {});
  std::shared_ptr<const CoalitionalAnalysis> analysis() const { return analysis_; }
  /// Everything the pages show as plain text (for tests and copying).
  QString text() const;

 signals:
  /// The user chose an allocation `x` (n entries) named `name` ("Shapley value", "nucleolus",
  /// "(1, 3, 4)", ...) to be shown on the table; an empty x clears.
  void pointSelected(const gamelab::RationalVector& x, const QString& name);

 private:
  std::shared_ptr<const CoalitionalAnalysis> analysis_;
};

}  // namespace gamelab::ui
