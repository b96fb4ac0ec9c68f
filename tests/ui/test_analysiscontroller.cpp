/// The one analysis lifecycle of the editors (AnalysisController): the automatic run after the
/// debounce, the manual hint for large games, errors and cancellation shown as the hint, stale
/// results dropped, and a quiet stop when the controller goes away mid-run. The tree panel,
/// which once ignored cancellation and dropped errors, now shows them on its pages.
#include "core/common/error.h"
#include "core/tree/treenotation.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/common/errortext.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treespepage.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// Records what the controller asked the pages to show.
struct Pages {
  QStringList hints;
  QList<int> shown;
};

using Job = std::function<Expected<int>(const Progress&, const CancelToken&)>;

Job returning(int value) {
  return [value](const Progress&, const CancelToken&) -> Expected<int> { return value; };
}

/// A job that runs until its token is cancelled.
Job untilCancelled() {
  return [](const Progress&, const CancelToken& cancel) -> Expected<int> {
    while (!cancel.isCancelled()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    return stopError(cancel);
  };
}

}  // namespace

class TestAnalysisController : public QObject {
  Q_OBJECT

  static AnalysisController* make(QObject* parent, Pages& pages) {
    return new AnalysisController(parent, [&pages](const QString& hint) { pages.hints << hint; });
  }

  static void run(AnalysisController* c, Pages& pages, Job job, bool current = true) {
    c->run<int>(QStringLiteral("job"), std::move(job), [current](const int&) { return current; },
                [&pages](std::shared_ptr<const int> value) { pages.shown << *value; });
  }

 private slots:
  void automaticRunFollowsTheDebounce() {
    QObject owner;
    Pages pages;
    auto* c = make(&owner, pages);
    int runs = 0;
    c->setAutomaticRun([&] { ++runs; });
    c->documentChanged(true);
    c->documentChanged(true);  // a second edit restarts the debounce: still one run
    QCOMPARE(pages.hints.last(), AnalysisController::tr("Analysing…"));
    QCOMPARE(runs, 0);
    QTRY_COMPARE_WITH_TIMEOUT(runs, 1, 2000);
    QTest::qWait(AnalysisController::kDebounceMs + 100);
    QCOMPARE(runs, 1);
  }

  void largeGamesWaitForSolve() {
    QObject owner;
    Pages pages;
    auto* c = make(&owner, pages);
    int runs = 0;
    c->setAutomaticRun([&] { ++runs; });
    c->documentChanged(true);
    c->documentChanged(false, QStringLiteral("press Solve"));  // the pending automatic run is dropped
    QCOMPARE(pages.hints.last(), QStringLiteral("press Solve"));
    QTest::qWait(AnalysisController::kDebounceMs + 200);
    QCOMPARE(runs, 0);
  }

  void aResultIsShownOnlyWhileCurrent() {
    QObject owner;
    Pages pages;
    auto* c = make(&owner, pages);
    QSignalSpy finished(c, &AnalysisController::analysisFinished);
    run(c, pages, returning(7), false);  // the document was edited meanwhile
    QTRY_VERIFY_WITH_TIMEOUT(!c->runner()->isRunning(), 2000);
    QTest::qWait(20);
    QVERIFY(pages.shown.isEmpty());
    QCOMPARE(finished.count(), 0);
    run(c, pages, returning(8));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 2000);
    QCOMPARE(pages.shown, QList<int>{8});
  }

  void errorsAreShownAsTheHint() {
    QObject owner;
    Pages pages;
    auto* c = make(&owner, pages);
    const Error error = makeError(ErrorCode::TooLarge, {"12"});
    run(c, pages, [error](const Progress&, const CancelToken&) -> Expected<int> { return error; });
    QTRY_VERIFY_WITH_TIMEOUT(!pages.hints.isEmpty(), 2000);
    QCOMPARE(pages.hints.last(), errorText(error));
    QVERIFY(pages.shown.isEmpty());
  }

  void cancelSaysSoAtOnce() {
    QObject owner;
    Pages pages;
    auto* c = make(&owner, pages);
    run(c, pages, untilCancelled());
    QVERIFY(c->runner()->isRunning());
    c->cancel();
    QVERIFY(!c->runner()->isRunning());
    QCOMPARE(pages.hints.last(), AnalysisController::tr("Analysis cancelled. Press Solve (F5) to start it again."));
    QTest::qWait(50);
    QVERIFY(pages.shown.isEmpty());
  }

  void anEditCancelsTheRunningJob() {
    QObject owner;
    Pages pages;
    auto* c = make(&owner, pages);
    run(c, pages, untilCancelled());
    c->documentChanged(false, QStringLiteral("out of date"));
    QVERIFY(!c->runner()->isRunning());
    QCOMPARE(pages.hints.last(), QStringLiteral("out of date"));
  }

  void destroyedMidRunStopsQuietly() {
    Pages pages;
    auto* owner = new QObject;
    auto* c = make(owner, pages);
    run(c, pages, untilCancelled());
    delete owner;  // the pages may be gone: no hint, no crash
    QVERIFY(pages.hints.isEmpty());
    QTest::qWait(50);
    QVERIFY(pages.shown.isEmpty());
  }

  void treePanelShowsCancellation() {
    auto tree = parseTreeNotation("I{A: (0,1), B: II{a: (1,0), b: (-10,-1)}}");
    QVERIFY(bool(tree));
    TreeDocument doc(std::move(tree).value());
    TreeAnalysisPanel panel(&doc);
    panel.solve();
    QVERIFY(panel.runner()->isRunning());
    panel.runner()->cancel();
    QVERIFY(panel.spePage()->text().contains(AnalysisController::tr("Analysis cancelled. Press Solve (F5) to start it again.")));
    QVERIFY(!panel.analysis());
  }
};

QTEST_MAIN(TestAnalysisController)
#include "test_analysiscontroller.moc"
