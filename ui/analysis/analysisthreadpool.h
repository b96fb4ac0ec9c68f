#pragma once
/// The threads analyses run on. Never Qt's global pool: Qt 6 uses that one itself while
/// painting (image conversion and scaling), so solvers filling it froze the GUI thread inside
/// a paint event until they ended. This pool has as many threads as the machine has cores
/// (at least two); jobs beyond that wait in its queue, and the GUI thread never waits for it.
class QThreadPool;

namespace gamelab::ui {

QThreadPool& analysisThreadPool();

}  // namespace gamelab::ui
