/// SolverRunner with ProgressPanel: progress reaches the panel, Cancel (button or Esc) stops a
/// job that runs until cancelled, results of finished jobs arrive, newer runs supersede older.
#include "core/common/progressstage.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>

using namespace gamelab;
using namespace gamelab::ui;

namespace {
/// Reports `fraction` once, then spins until cancelled; `stopped` flips when it returns.
std::function<Expected<int>(const Progress&, const CancelToken&)> loopUntilCancelled(
    std::shared_ptr<std::atomic<bool>> stopped, double fraction, std::string stage = "lp") {
  return [stopped, fraction, stage](const Progress& progress, const CancelToken& cancel) -> Expected<int> {
    progress.report(fraction, stage);
    while (!cancel.isCancelled()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    stopped->store(true);
    return makeError(ErrorCode::Cancelled);
  };
}
}  // namespace

class TestSolverRunner : public QObject {
  Q_OBJECT
 private slots:
  void cancelStopsLoopingJob() {
    SolverRunner runner;
    ProgressPanel panel(&runner);
    QVERIFY(panel.isHidden());
    QSignalSpy started(&runner, &SolverRunner::started);
    QSignalSpy cancelled(&runner, &SolverRunner::cancelled);
    QSignalSpy finished(&runner, &SolverRunner::finished);
    auto stopped = std::make_shared<std::atomic<bool>>(false);
    bool done = false;
    runner.run<int>(QStringLiteral("Solving a big game"), loopUntilCancelled(stopped, 0.25),
                    [&done](const Expected<int>&) { done = true; });
    QCOMPARE(started.count(), 1);
    QVERIFY(runner.isRunning());
    QVERIFY(!panel.isHidden());
    QCOMPARE(panel.descriptionText(), QStringLiteral("Solving a big game"));
    QTRY_COMPARE(panel.perMille(), 250);
    QVERIFY(panel.stageLabelText().contains(QStringLiteral("25%")));
    QVERIFY(panel.stageLabelText().contains(QStringLiteral("linear program")));

    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    QCOMPARE(cancelled.count(), 1);  // at once, not when the job returns
    QVERIFY(!runner.isRunning());
    QVERIFY(panel.isHidden());
    QTRY_VERIFY(stopped->load());
    QTest::qWait(20);  // let the abandoned job's result arrive: it must be dropped
    QVERIFY(!done);
    QCOMPARE(finished.count(), 0);
  }

  void escapeCancels() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    SolverRunner runner;
    auto* panel = new ProgressPanel(&runner, &window);
    layout->addWidget(panel);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QApplication::setActiveWindow(&window);
    QSignalSpy cancelled(&runner, &SolverRunner::cancelled);
    auto stopped = std::make_shared<std::atomic<bool>>(false);
    runner.run<int>(QStringLiteral("Loop"), loopUntilCancelled(stopped, -1.0, ""), [](const Expected<int>&) {});
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->perMille(), -1);  // busy bar while the fraction is unknown
    QTest::keyClick(&window, Qt::Key_Escape);
    QCOMPARE(cancelled.count(), 1);
    QVERIFY(!panel->isVisible());
    QTRY_VERIFY(stopped->load());
  }

  void finishedJobDeliversResult() {
    SolverRunner runner;
    ProgressPanel panel(&runner);
    QSignalSpy finished(&runner, &SolverRunner::finished);
    int result = 0;
    runner.run<int>(QStringLiteral("Quick"),
                    [](const Progress& progress, const CancelToken&) -> Expected<int> {
                      progress.report(1.0, "verify");
                      return 42;
                    },
                    [&result](const Expected<int>& value) { result = value ? *value : -1; });
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(result, 42);
    QVERIFY(panel.isHidden());
    QVERIFY(!runner.isRunning());
  }

  void newerRunSupersedesOlder() {
    SolverRunner runner;
    QSignalSpy cancelled(&runner, &SolverRunner::cancelled);
    auto stopped = std::make_shared<std::atomic<bool>>(false);
    bool firstDone = false;
    int second = 0;
    runner.run<int>(QStringLiteral("First"), loopUntilCancelled(stopped, 0.5),
                    [&firstDone](const Expected<int>&) { firstDone = true; });
    runner.run<int>(QStringLiteral("Second"), [](const Progress&, const CancelToken&) -> Expected<int> { return 7; },
                    [&second](const Expected<int>& value) { second = value ? *value : -1; });
    // Superseded quietly: "Analysis cancelled" once showed while the second run was going.
    QCOMPARE(cancelled.count(), 0);
    QTRY_COMPARE(second, 7);
    QTRY_VERIFY(stopped->load());
    QTest::qWait(20);
    QVERIFY(!firstDone);
  }

  void exceptionBecomesInternalError() {
    SolverRunner runner;
    Error error;
    bool got = false;
    runner.run<int>(QStringLiteral("Throws"),
                    [](const Progress&, const CancelToken&) -> Expected<int> { throw std::runtime_error("boom"); },
                    [&](const Expected<int>& value) {
                      got = !value.hasValue();
                      if (got) error = value.error();
                    });
    QTRY_VERIFY(got);
    QCOMPARE(error.code, ErrorCode::Internal);
    QCOMPARE(error.args.at(0), std::string("boom"));
  }

  void stageTextTranslatesKnownCodes() {
    QCOMPARE(ProgressPanel::stageText(QStringLiteral("unknown-stage")), QStringLiteral("unknown-stage"));
    QVERIFY(ProgressPanel::stageText(QStringLiteral("vertices")) != QStringLiteral("vertices"));
  }

  /// Every code of the catalogue has a sentence: no raw "states" or "iteration" reaches the panel.
  void everyCataloguedStageHasASentence() {
    for (std::string_view code : progressStages()) {
      const QString raw = QString::fromLatin1(code.data(), qsizetype(code.size()));
      const QString text = ProgressPanel::stageText(raw);
      if (code == "done") QVERIFY(text.isEmpty());
      else QVERIFY2(!text.isEmpty() && text != raw, code.data());
    }
  }
};

QTEST_MAIN(TestSolverRunner)
#include "test_solverrunner.moc"
