#pragma once
/// The one analysis lifecycle every editor uses: after each edit the running job is cancelled
/// and, for games small enough to analyse on every edit, the automatic run starts 300 ms after
/// the last edit; larger games wait for Solve (F5). Jobs run off the GUI thread through a
/// SolverRunner (progress and Cancel in a ProgressPanel bound to runner()). A result reaches the
/// pages only if it is still current (the document was not edited while it ran); while there is
/// no result the pages show one hint: "Analysing…", the size hint, "cancelled" or the error.
#include "ui/analysis/solverrunner.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>

class QTimer;

namespace gamelab::ui {

class AnalysisController : public QObject {
  Q_OBJECT
 public:
  /// Delay between the last edit and the automatic run.
  static constexpr int kDebounceMs = 300;

  /// `showHint` replaces every page's result by a text (no current result). The controller is
  /// a child of `parent` (the editor) and cancels its job, quietly, when destroyed.
  AnalysisController(QObject* parent, std::function<void(const QString&)> showHint);
  ~AnalysisController() override;

  SolverRunner* runner() const { return runner_; }

  /// What the debounce starts (usually the editor's automatic run).
  void setAutomaticRun(std::function<void()> run) { automaticRun_ = std::move(run); }

  /// Call after every edit: cancels what runs; when `automatic`, shows "Analysing…" and starts the
  /// automatic run after the debounce, else shows `manualHint` (why the user must press Solve).
  void documentChanged(bool automatic, const QString& manualHint = {});

  /// Starts `job` now (stopping a running one and the debounce). On success, when
  /// `isCurrent(result)` says the document still holds the analysed game, `show(result)` runs
  /// and analysisFinished() follows; a stale result is dropped (the edit started a new run). A
  /// failure is shown as the hint.
  template <class T>
  void run(const QString& description, std::function<Expected<T>(const Progress&, const CancelToken&)> job,
           std::function<bool(const T&)> isCurrent, std::function<void(std::shared_ptr<const T>)> show) {
    stopDebounce();
    QPointer<AnalysisController> self(this);
    runner_->run<T>(description, std::move(job),
                    [self, isCurrent = std::move(isCurrent), show = std::move(show)](const Expected<T>& result) {
                      if (!self) return;
                      if (!result) {
                        self->showError(result.error());
                        return;
                      }
                      if (!isCurrent(result.value())) return;
                      show(std::make_shared<const T>(result.value()));
                      emit self->analysisFinished();
                    });
  }

  /// Stops the running job; the pages show that it was cancelled.
  void cancel() { runner_->cancel(); }

 signals:
  /// A fresh result was shown.
  void analysisFinished();

 private:
  void stopDebounce();
  void showError(const Error& error);

  SolverRunner* runner_;
  QTimer* debounce_;
  std::function<void(const QString&)> showHint_;
  std::function<void()> automaticRun_;
};

}  // namespace gamelab::ui
