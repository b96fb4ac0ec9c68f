#include "ui/coalition/coalitionalanalysispanel.h"

#include "ui/coalition/coalitionalcorepage.h"
#include "ui/coalition/coalitionalnucleoluspage.h"
#include "ui/coalition/coalitionaloriginpage.h"
#include "ui/coalition/coalitionalpathpage.h"
#include "ui/coalition/coalitionalpicturepage.h"
#include "ui/coalition/coalitionalshapleypage.h"
#include "ui/coalition/coalitionalvotingpage.h"
#include "ui/coalition/imputationsimplexwidget.h"

namespace gamelab::ui {

CoalitionalAnalysisPanel::CoalitionalAnalysisPanel(QWidget* parent)
    : QTabWidget(parent),
      core_(new CoalitionalCorePage),
      shapley_(new CoalitionalShapleyPage),
      voting_(new CoalitionalVotingPage),
      nucleolus_(new CoalitionalNucleolusPage),
      path_(new CoalitionalPathPage),
      picture_(new CoalitionalPicturePage),
      origin_(new CoalitionalOriginPage(this)) {
  setDocumentMode(true);
  setUsesScrollButtons(true);
  addTab(core_, tr("1 Core"));
  setTabToolTip(0, tr("Imputations, the core (empty or not, exactly), its vertices, the least core and ε-cores; is x in the core? (§4.2)"));
  addTab(shapley_, tr("2 Shapley"));
  setTabToolTip(1, tr("The Shapley value with the dividends, the table of all arrival orders and formula (4.6) (§4.3)"));
  addTab(voting_, tr("3 Voting power"));
  setTabToolTip(2, tr("Shapley–Shubik and Banzhaf indices of simple and weighted voting games, winning coalitions, veto players (§4.3.4)"));
  addTab(nucleolus_, tr("4 Nucleolus"));
  setTabToolTip(3, tr("The nucleolus by a sequence of exact LPs, with the excess table and O(x) (§4.4)"));
  addTab(path_, tr("5 Path"));
  setTabToolTip(4, tr("The nucleolus and the Shapley value as v(N) or a bankruptcy estate varies (§4.4.2)"));
  addTab(picture_, tr("6 Picture"));
  setTabToolTip(5, tr("The imputation triangle (3 players) or tetrahedron (4 players) with the core (§4.2.4)"));
  origin_->setVisible(false);

  for (auto* page : std::initializer_list<CoalitionalPage*>{core_, shapley_, voting_, nucleolus_, path_, picture_, origin_}) {
    connect(page, &CoalitionalPage::pointSelected, this, [this, page](const RationalVector& x, const QString& name) {
      picture_->simplex()->setSelectedPoint(x);
      if (page == picture_) core_->checkPoint(x);
      emit pointSelected(x, name);
    });
  }
  connect(core_, &CoalitionalCorePage::epsilonContoursChanged, this,
          [this](const std::vector<Rational>& epsilons) { picture_->simplex()->setEpsilonContours(epsilons); });
  setAnalysis(nullptr, tr("Not analysed yet."));
}

std::vector<CoalitionalPage*> CoalitionalAnalysisPanel::pages() const {
  std::vector<CoalitionalPage*> out{core_, shapley_, voting_, nucleolus_, path_, picture_};
  if (indexOf(origin_) >= 0) out.push_back(origin_);
  return out;
}

void CoalitionalAnalysisPanel::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  // The origin tab is there only for games built from a strategic form (kept while out of date).
  const bool origin = analysis_ ? analysis_->origin.has_value() : indexOf(origin_) >= 0;
  if (origin && indexOf(origin_) < 0) {
    const int index = addTab(origin_, tr("7 Origin (4.1)"));
    setTabToolTip(index, tr("Each coalition's zero-sum game against the others and its value (4.1), as in §4.1.4"));
  } else if (!origin && indexOf(origin_) >= 0) {
    removeTab(indexOf(origin_));
    origin_->setVisible(false);
  }
  picture_->simplex()->setSelectedPoint({});
  for (auto* page : std::initializer_list<CoalitionalPage*>{picture_, core_, shapley_, voting_, nucleolus_, path_, origin_})
    page->setAnalysis(analysis_, hint);
}

QString CoalitionalAnalysisPanel::text() const {
  QString t;
  for (auto* page : pages()) {
    const int index = indexOf(page);
    t += QStringLiteral("== %1 ==\n").arg(tabText(index)) + page->text() + QLatin1Char('\n');
  }
  return t;
}

}  // namespace gamelab::ui
