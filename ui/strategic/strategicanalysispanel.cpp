#include "ui/strategic/strategicanalysispanel.h"

#include "ui/strategic/strategiccooperativepage.h"
#include "ui/strategic/strategiccorrelatedpage.h"
#include "ui/strategic/strategicdominancepage.h"
#include "ui/strategic/strategicequilibriapage.h"
#include "ui/strategic/strategiclemkehowsonpage.h"
#include "ui/strategic/strategicpicturespage.h"
#include "ui/strategic/strategicqrepage.h"
#include "ui/strategic/strategicsafetypage.h"
#include "ui/strategic/strategicsupportpage.h"

namespace gamelab::ui {

StrategicAnalysisPanel::StrategicAnalysisPanel(QWidget* parent)
    : QTabWidget(parent),
      equilibria_(new StrategicEquilibriaPage),
      safety_(new StrategicSafetyPage),
      dominance_(new StrategicDominancePage),
      supports_(new StrategicSupportPage),
      lemkeHowson_(new StrategicLemkeHowsonPage),
      correlated_(new StrategicCorrelatedPage),
      pictures_(new StrategicPicturesPage),
      cooperative_(new StrategicCooperativePage),
      qre_(new StrategicQrePage) {
  setDocumentMode(true);
  setUsesScrollButtons(true);
  addTab(equilibria_, tr("1 Equilibria"));
  setTabToolTip(0, tr("Pure and mixed Nash equilibria, exact, with the convex components of degenerate games (§3.2)"));
  addTab(safety_, tr("2 Safety"));
  setTabToolTip(1, tr("Each player's safety level and maxmin strategies by exact LP (§3.1.5)"));
  addTab(dominance_, tr("3 Dominance"));
  setTabToolTip(2, tr("Iterated elimination of strictly dominated strategies, also by mixtures (§3.2.4)"));
  addTab(supports_, tr("4 Supports"));
  setTabToolTip(3, tr("Support enumeration: every pair of supports tried, for small two-player games"));
  addTab(lemkeHowson_, tr("5 Lemke–Howson"));
  setTabToolTip(4, tr("The Lemke–Howson algorithm from every starting label: one equilibrium quickly, even in large games"));
  addTab(correlated_, tr("6 Correlated"));
  setTabToolTip(5, tr("Correlated equilibria: the one with the largest total payoff, and the polytope"));
  addTab(pictures_, tr("7 Pictures"));
  setTabToolTip(6, tr("Best-response diagram (2x2) and payoff region with the equilibria and the safety point"));
  addTab(cooperative_, tr("8 Cooperative"));
  setTabToolTip(7, tr("Two players who may agree: the TU solution with threats and side payments, Nash bargaining, λ-transfer (§3.4)"));
  addTab(qre_, tr("9 QRE"));
  setTabToolTip(8, tr("Logit quantal response equilibria: the branch from uniform play to its limit, and λ fitted to observed choices"));
  for (auto* page : pages()) {
    connect(page, &StrategicPage::equilibriumSelected, this, [this, page](int index) {
      if (page != equilibria_) equilibria_->selectEquilibrium(index);
      emit equilibriumSelected(index);
    });
  }
  setAnalysis(nullptr, tr("Not analysed yet."));
}

std::vector<StrategicPage*> StrategicAnalysisPanel::pages() const {
  return {equilibria_, safety_, dominance_, supports_, lemkeHowson_, correlated_, pictures_, cooperative_, qre_};
}

void StrategicAnalysisPanel::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  for (auto* page : pages()) page->setAnalysis(analysis_, hint);
}

std::vector<MixedProfile> StrategicAnalysisPanel::selectableEquilibria() const {
  return analysis_ ? equilibriumList(*analysis_) : std::vector<MixedProfile>{};
}

void StrategicAnalysisPanel::selectEquilibrium(int index) { equilibria_->selectEquilibrium(index); }

}  // namespace gamelab::ui
