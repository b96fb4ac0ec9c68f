#include "ui/analysis/analysisthreadpool.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace gamelab::ui {

QThreadPool& analysisThreadPool() {
  // Destroyed at exit after waiting for its jobs, as Qt's global pool is: the runners have
  // cancelled them by then, and a cancelled job ends at its next poll.
  static QThreadPool pool;
  static const bool configured = [] {
    pool.setObjectName(QStringLiteral("gamelab-analysis"));
    pool.setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
    return true;
  }();
  (void)configured;
  return pool;
}

}  // namespace gamelab::ui
