#pragma once
/// The analysis beside the characteristic-function table: one tab per question (core and
/// imputations, Shapley value, voting power, nucleolus, path as v(N) varies, picture, and the
/// strategic origin (4.1) when there is one).
///
/// Points: every page that shows an allocation (Shapley value, nucleolus, a core vertex, a
/// point typed by the user or clicked in the picture) lets the user choose it; the panel then
/// emits pointSelected so that the editor's table shows each coalition's excess at it and
/// marks the coalitions that block it.
#include "ui/coalition/coalitionalanalysis.h"

#include <QString>
#include <QTabWidget>

#include <memory>
#include <vector>

namespace gamelab::ui {

class CoalitionalPage;
class CoalitionalCorePage;
class CoalitionalShapleyPage;
class CoalitionalVotingPage;
class CoalitionalNucleolusPage;
class CoalitionalPathPage;
class CoalitionalPicturePage;
class CoalitionalOriginPage;

class CoalitionalAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit CoalitionalAnalysisPanel(QWidget* parent = nullptr);
  /// Shows `analysis` on every page; nullptr shows `hint` instead.
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {});
  std::shared_ptr<const CoalitionalAnalysis> analysis() const { return analysis_; }
  /// Everything the pages show as plain text (for tests and copying).
  QString text() const;

  CoalitionalCorePage* corePage() const { return core_; }
  CoalitionalShapleyPage* shapleyPage() const { return shapley_; }
  CoalitionalVotingPage* votingPage() const { return voting_; }
  CoalitionalNucleolusPage* nucleolusPage() const { return nucleolus_; }
  CoalitionalPathPage* pathPage() const { return path_; }
  CoalitionalPicturePage* picturePage() const { return picture_; }
  /// Present as a tab only while the analysis has a strategic origin.
  CoalitionalOriginPage* originPage() const { return origin_; }
  /// The pages in tab order (the origin page only while it is a tab).
  std::vector<CoalitionalPage*> pages() const;

 signals:
  /// The user chose an allocation `x` (n entries) named `name` ("Shapley value", "nucleolus",
  /// "(1, 3, 4)", ...) to be shown on the table; an empty x clears.
  void pointSelected(const gamelab::RationalVector& x, const QString& name);

 private:
  std::shared_ptr<const CoalitionalAnalysis> analysis_;
  CoalitionalCorePage* core_;
  CoalitionalShapleyPage* shapley_;
  CoalitionalVotingPage* voting_;
  CoalitionalNucleolusPage* nucleolus_;
  CoalitionalPathPage* path_;
  CoalitionalPicturePage* picture_;
  CoalitionalOriginPage* origin_;
};

}  // namespace gamelab::ui
