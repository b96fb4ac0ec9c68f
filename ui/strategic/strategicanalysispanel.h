#pragma once
/// The analysis beside the strategic-form table: one tab per question (equilibria, safety
/// levels, dominance, support enumeration, Lemke–Howson, correlated equilibria, pictures).
#include "ui/strategic/strategicanalysis.h"

#include <QTabWidget>

#include <memory>
#include <vector>

namespace gamelab::ui {

class StrategicPage;
class StrategicEquilibriaPage;
class StrategicSafetyPage;
class StrategicDominancePage;
class StrategicSupportPage;
class StrategicLemkeHowsonPage;
class StrategicCooperativePage;
class StrategicCorrelatedPage;
class StrategicPicturesPage;
class StrategicQrePage;

class StrategicAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit StrategicAnalysisPanel(QWidget* parent = nullptr);
  /// Shows `analysis` on every page; nullptr shows `hint` instead.
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {});
  std::shared_ptr<const StrategicAnalysis> analysis() const { return analysis_; }

  /// The equilibria that equilibriumSelected indexes (see equilibriumList in strategicpage.h);
  /// empty without an analysis.
  std::vector<MixedProfile> selectableEquilibria() const;
  /// Selects equilibrium `index` in the Equilibria tab (-1 clears) without emitting the signal
  /// (for a selection made on the table).
  void selectEquilibrium(int index);

  StrategicEquilibriaPage* equilibriaPage() const { return equilibria_; }
  StrategicSafetyPage* safetyPage() const { return safety_; }
  StrategicDominancePage* dominancePage() const { return dominance_; }
  StrategicSupportPage* supportPage() const { return supports_; }
  StrategicLemkeHowsonPage* lemkeHowsonPage() const { return lemkeHowson_; }
  StrategicCorrelatedPage* correlatedPage() const { return correlated_; }
  StrategicCooperativePage* cooperativePage() const { return cooperative_; }
  StrategicPicturesPage* picturesPage() const { return pictures_; }
  StrategicQrePage* qrePage() const { return qre_; }
  /// All pages in tab order.
  std::vector<StrategicPage*> pages() const;

 signals:
  /// The user picked an equilibrium (index into analysis()->equilibria->equilibria, or of the
  /// pure/approximate list for n players) to be highlighted on the table; -1 clears.
  /// Precisely: an index into selectableEquilibria().
  void equilibriumSelected(int index);

 private:
  std::shared_ptr<const StrategicAnalysis> analysis_;
  StrategicEquilibriaPage* equilibria_;
  StrategicSafetyPage* safety_;
  StrategicDominancePage* dominance_;
  StrategicSupportPage* supports_;
  StrategicLemkeHowsonPage* lemkeHowson_;
  StrategicCorrelatedPage* correlated_;
  StrategicPicturesPage* pictures_;
  StrategicCooperativePage* cooperative_;
  StrategicQrePage* qre_;
};

}  // namespace gamelab::ui
