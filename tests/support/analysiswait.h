#pragma once
/// Waiting in a GUI test for an analysis to finish: the next `analysisFinished` signal of a
/// panel or controller (any QObject with that signal), within `milliseconds`. Written once here.
#include <QSignalSpy>

namespace gamelab::testsupport {

template <class Source>
bool waitForAnalysis(Source* source, int milliseconds = 60000) {
  QSignalSpy finished(source, &Source::analysisFinished);
  return finished.wait(milliseconds);
}

}  // namespace gamelab::testsupport
