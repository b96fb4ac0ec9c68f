#include "ui/analysis/analysiscontroller.h"

#include "ui/common/errortext.h"

#include <QTimer>

namespace gamelab::ui {

AnalysisController::AnalysisController(QObject* parent, std::function<void(const QString&)> showHint)
    : QObject(parent), runner_(new SolverRunner(this)), debounce_(new QTimer(this)), showHint_(std::move(showHint)) {
  debounce_->setSingleShot(true);
  debounce_->setInterval(kDebounceMs);
  connect(debounce_, &QTimer::timeout, this, [this] {
    if (automaticRun_) automaticRun_();
  });
  connect(runner_, &SolverRunner::cancelled, this,
          [this] { showHint_(tr("Analysis cancelled. Press Solve (F5) to start it again.")); });
}

AnalysisController::~AnalysisController() {
  // The pages may be gone already (the editor is being destroyed): stop without showing a hint.
  runner_->disconnect(this);
  runner_->cancel();
}

void AnalysisController::documentChanged(bool automatic, const QString& manualHint) {
  runner_->cancel();
  if (automatic) {
    showHint_(tr("Analysing…"));
    debounce_->start();
  } else {
    debounce_->stop();
    showHint_(manualHint);
  }
}

void AnalysisController::stopDebounce() { debounce_->stop(); }

void AnalysisController::showError(const Error& error) { showHint_(errorText(error)); }

}  // namespace gamelab::ui
