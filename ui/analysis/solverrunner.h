#pragma once
/// Runs core solvers off the GUI thread, one job per runner at a time, with progress and a
/// Cancel that answers at once: cancel() flips the job's CancelToken (the core solver stops at
/// its next poll, within 0.1 s by the solver contract) and the runner immediately reports
/// `cancelled()`, dropping whatever the abandoned job returns later. Jobs run on
/// analysisThreadPool(), never on Qt's global pool (which Qt's painting waits for).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "ui/analysis/analysisthreadpool.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <memory>

namespace gamelab::ui {

/// Runs `call` on the GUI thread soon (queued), from any thread. Posted to the application
/// object, which outlives every job: a worker must never post to a page or runner the GUI
/// thread may be destroying meanwhile (a QPointer read on the worker cannot tell), so `call`
/// itself checks its QPointer, on the GUI thread. Does nothing without an application.
template <class Call>
void postToGuiThread(Call call) {
  if (QCoreApplication* app = QCoreApplication::instance())
    QMetaObject::invokeMethod(app, std::move(call), Qt::QueuedConnection);
}

class SolverRunner : public QObject {
  Q_OBJECT
 public:
  explicit SolverRunner(QObject* parent = nullptr) : QObject(parent) {}
  ~SolverRunner() override { cancel(); }

  bool isRunning() const { return running_; }

  /// Starts `job` on a worker thread; `onDone` runs on this object's (GUI) thread with the
  /// job's result unless the job was cancelled or superseded by a newer run(). A run() while
  /// another job runs stops the older one quietly (no cancelled(): the new job's started()
  /// follows, so nobody shows "cancelled" while a fresh analysis runs).
  template <class T>
  void run(const QString& description, std::function<Expected<T>(const Progress&, const CancelToken&)> job,
           std::function<void(const Expected<T>&)> onDone) {
    stop();
    const int generation = ++generation_;
    CancelToken token;
    token_ = token;
    running_ = true;
    emit started(description);
    QPointer<SolverRunner> self(this);
    Progress progress([self, generation](double fraction, const std::string& stage) {
      postToGuiThread([self, generation, fraction, stage] {
        if (self && self->generation_ == generation && self->running_)
          emit self->progressChanged(fraction, QString::fromStdString(stage));
      });
    });
    auto* watcher = new QFutureWatcher<std::shared_ptr<Expected<T>>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, onDone] {
      watcher->deleteLater();
      if (generation != generation_ || !running_) return;  // cancelled or superseded
      running_ = false;
      auto result = watcher->result();
      emit finished();
      onDone(*result);
    });
    watcher->setFuture(QtConcurrent::run(&analysisThreadPool(), [job = std::move(job), progress, token] {
      try {
        return std::make_shared<Expected<T>>(job(progress, token));
      } catch (const std::exception& e) {
        return std::make_shared<Expected<T>>(makeError(ErrorCode::Internal, {e.what()}));
      }
    }));
  }

  /// Stops the current job (if any) and emits cancelled() immediately.
  void cancel() {
    if (stop()) emit cancelled();
  }

 signals:
  void started(const QString& description);
  /// fraction in [0,1], negative when unknown; stage is a core stage code ("lp", ...).
  void progressChanged(double fraction, const QString& stage);
  void finished();
  void cancelled();

 private:
  /// Flips the current job's token and forgets it; false when nothing was running.
  bool stop() {
    if (!running_) return false;
    token_.cancel();
    running_ = false;
    ++generation_;
    return true;
  }

  CancelToken token_;
  int generation_ = 0;
  bool running_ = false;
};

}  // namespace gamelab::ui
