#include "ui/parameters/parametersweepcontroller.h"

#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/document/gamedocument.h"
#include "ui/parameters/parametersweeppage.h"

#include <QComboBox>
#include <QTabWidget>
#include <QTimer>

#include <memory>

namespace gamelab::ui {
namespace {

/// The wait after the last change before the sweep runs (typing and dragging settle first).
constexpr int kDebounceMs = 300;

}  // namespace

ParameterSweepController::ParameterSweepController(ParameterSweepPage* page, std::function<QStringList()> sweepable,
                                                   std::function<Expected<SweepRequest>(const std::string&)> request,
                                                   QObject* parent)
    : QObject(parent),
      page_(page),
      sweepable_(std::move(sweepable)),
      request_(std::move(request)),
      runner_(new SolverRunner(this)),
      debounce_(new QTimer(this)) {
  debounce_->setSingleShot(true);
  debounce_->setInterval(kDebounceMs);
  connect(debounce_, &QTimer::timeout, this, &ParameterSweepController::update);
  connect(page_->parameterBox(), &QComboBox::currentIndexChanged, this, [this] {
    sweptKey_.clear();
    update();
  });
  connect(page_, &ParameterSweepPage::shown, this, &ParameterSweepController::update);
  connect(runner_, &SolverRunner::cancelled, this, [this] {
    sweptKey_.clear();
    page_->setRunning(false);
    page_->setView(nullptr, tr("Sweep cancelled."));
  });
  connect(runner_, &SolverRunner::started, page_, [this] { page_->setRunning(true); });
  connect(runner_, &SolverRunner::finished, page_, [this] { page_->setRunning(false); });
  connect(page_, &ParameterSweepPage::cancelRequested, runner_, &SolverRunner::cancel);
}

void ParameterSweepController::documentChanged() { debounce_->start(); }

void ParameterSweepController::update() {
  const QStringList names = sweepable_();
  page_->setParameters(names);
  if (names.isEmpty()) {
    runner_->cancel();
    sweptKey_.clear();
    page_->setView(nullptr, tr("No parameter to sweep: add a parameter with a range (Ctrl+Shift+P) and use it "
                               "in a payoff."));
    return;
  }
  // A hidden page waits: shown() brings it up to date (no input is built for it meanwhile).
  if (!page_->isVisible()) return;
  auto request = request_(page_->parameterBox()->currentText().toStdString());
  if (!request) {
    runner_->cancel();
    sweptKey_.clear();
    page_->setView(nullptr, errorText(request.error()));
    return;
  }
  page_->setCurrentValue(request->current);
  if (request->key == sweptKey_) return;
  sweptKey_ = request->key;
  page_->setView(nullptr, tr("Sweeping %1 exactly…").arg(request->parameter));
  const double current = request->current;
  runner_->run<ParameterSweepView>(tr("Sweep of %1").arg(request->parameter), request->sweep,
                                   [this, current](const Expected<ParameterSweepView>& view) {
                                     if (!view) {
                                       sweptKey_.clear();
                                       page_->setView(nullptr, errorText(view.error()));
                                       return;
                                     }
                                     page_->setView(std::make_shared<const ParameterSweepView>(*view), {});
                                     page_->setCurrentValue(current);
                                   });
}

ParameterSweepPage* addParameterSweepTab(QTabWidget* tabs, GameDocument* document, std::function<QStringList()> sweepable,
                                         std::function<Expected<SweepRequest>(const std::string&)> request,
                                         QObject* owner) {
  auto* page = new ParameterSweepPage;
  page->setObjectName(QStringLiteral("sweepPage"));
  const int tab = tabs->addTab(page, ParameterSweepController::tr("vs parameter"));
  tabs->setTabToolTip(tab, ParameterSweepController::tr("Equilibria as exact functions of a parameter, with the "
                                                        "breakpoints where they change"));
  auto* controller = new ParameterSweepController(page, std::move(sweepable), std::move(request), owner);
  QObject::connect(document, &GameDocument::changed, controller, &ParameterSweepController::documentChanged);
  controller->documentChanged();
  return page;
}

}  // namespace gamelab::ui
