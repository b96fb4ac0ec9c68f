#include "ui/partizan/partizananalysis.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/progresspanel.h"
#include "ui/partizan/partizandocument.h"
#include "ui/partizan/partizanplaypage.h"
#include "ui/partizan/partizanthermographpage.h"
#include "ui/partizan/partizantreepage.h"
#include "ui/partizan/partizanvaluepage.h"

#include <QBoxLayout>
#include <QCoreApplication>
#include <QTabWidget>

namespace gamelab::ui {

namespace {

/// The texts of this file, in the context "PartizanAnalysis" (lupdate reads the macro).
struct PartizanAnalysisText {
  Q_DECLARE_TR_FUNCTIONS(PartizanAnalysis)
};

}  // namespace

void addPartizanPages(PartizanDocument* doc, QTabWidget* tabs) {
  std::vector<PartizanPage*> pages{new PartizanValuePage, new PartizanTreePage, new PartizanComparePage,
                                   new PartizanThermographPage};
  const char* names[] = {"valuePage", "treePage", "comparePage", "thermographPage"};
  const QString titles[] = {PartizanAnalysisText::tr("Value"), PartizanAnalysisText::tr("Game tree"), PartizanAnalysisText::tr("Comparison"), PartizanAnalysisText::tr("Thermograph")};
  const QString tips[] = {PartizanAnalysisText::tr("Canonical form, outcome class, stops, mean, temperature, incentives of the sum G"),
                          PartizanAnalysisText::tr("The game tree before and after canonicalisation, with the reduction log"),
                          PartizanAnalysisText::tr("G compared with H: >, <, = or ∥, justified by G − H"),
                          PartizanAnalysisText::tr("Thermographs of G and of its components, mean and temperature marked")};
  for (std::size_t i = 0; i < pages.size(); ++i) {
    pages[i]->setObjectName(QString::fromLatin1(names[i]));
    const int at = tabs->addTab(pages[i], titles[i]);
    tabs->setTabToolTip(at, tips[i]);
  }
  auto* play = new PartizanPlayPage(doc);
  play->setObjectName(QStringLiteral("playPage"));
  tabs->setTabToolTip(tabs->addTab(play, PartizanAnalysisText::tr("Play")), PartizanAnalysisText::tr("Play the sum against the computer or a person"));

  auto* controller = new AnalysisController(tabs, [pages](const QString& hint) {
    for (PartizanPage* p : pages) p->setAnalysis(nullptr, hint);
  });
  controller->setObjectName(QStringLiteral("partizanAnalysis"));
  // Progress and Cancel at the foot of every analysis page (a corner widget would take the
  // tab bar's room even while hidden).
  for (PartizanPage* p : pages)
    if (auto* box = qobject_cast<QBoxLayout*>(p->layout())) box->addWidget(new ProgressPanel(controller->runner(), p));
  controller->setAutomaticRun([controller, doc, pages] {
    const partizan::PartizanSession session = doc->state();
    controller->run<partizan::SumAnalysis>(
        PartizanAnalysisText::tr("Analysing the sum of the components"),
        [session, shared = doc->sharedStore()](const Progress& progress, const CancelToken& cancel) {
          return partizan::solveSumAnalysis(session, *shared, progress, cancel);
        },
        [doc](const partizan::SumAnalysis& a) { return a.session == doc->state(); },
        [pages](std::shared_ptr<const partizan::SumAnalysis> a) {
          for (PartizanPage* p : pages) p->setAnalysis(a);
        });
  });
  QObject::connect(doc, &PartizanDocument::stateChanged, controller, [controller] { controller->documentChanged(true); });
  controller->documentChanged(true);
}

void installPartizanPages() { PartizanDocument::setPagesFactory(&addPartizanPages); }

}  // namespace gamelab::ui
