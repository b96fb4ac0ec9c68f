/// The window never freezes while a partizan document computes something long (issue 37): a
/// 6×6 Domineering board starts the component values, the analysis pages and the Play hints
/// at once, on a machine limited to two threads. The jobs run on the analysis pool, never on
/// Qt's global pool (Qt's painting waits for that one); the window repaints; the jobs share
/// the document's store, so one computes while the others wait; and Cancel answers at once,
/// the workers ending soon after.
#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/analysisthreadpool.h"
#include "ui/analysis/progresspanel.h"
#include "ui/partizan/partizananalysis.h"
#include "ui/partizan/partizandocument.h"
#include "ui/partizan/partizaneditor.h"

#include <QElapsedTimer>
#include <QPixmap>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// What a person may wait for a repaint or for Cancel to answer.
constexpr qint64 kAnswerMs = 200;

partizan::PartizanSession emptyDomineering6x6() {
  partizan::PartizanSession s;
  s.components.push_back({partizan::Position{partizan::Ruleset::Domineering, "....../....../....../....../....../......"}, {}});
  return s;
}

std::vector<ProgressPanel*> runningPanels(QWidget& window) {
  std::vector<ProgressPanel*> out;
  for (ProgressPanel* p : window.findChildren<ProgressPanel*>())
    if (p->runner() && p->runner()->isRunning()) out.push_back(p);
  return out;
}

}  // namespace

class TestPartizanResponsive : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    installPartizanPages();
    analysisThreadPool().setMaxThreadCount(2);  // a 2-core machine
    QThreadPool::globalInstance()->setMaxThreadCount(2);
  }

  void longAnalysisKeepsTheWindowAnswering() {
    PartizanDocument doc(emptyDomineering6x6());
    PartizanEditor editor(&doc);
    editor.resize(1400, 800);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto* controller = editor.analysisTabs()->findChild<AnalysisController*>(QStringLiteral("partizanAnalysis"));
    QVERIFY(controller);
    QTRY_VERIFY(controller->runner()->isRunning());  // after the debounce
    QTRY_COMPARE(analysisThreadPool().activeThreadCount(), 2);
    QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);

    // Qt's global pool is free for painting: a task on it runs at once, and so does a repaint.
    QElapsedTimer clock;
    clock.start();
    QtConcurrent::run([] { return 1; }).waitForFinished();
    QVERIFY2(clock.elapsed() < kAnswerMs, qPrintable(QString::number(clock.elapsed())));
    for (int i = 0; i < editor.analysisTabs()->count(); ++i) {
      editor.analysisTabs()->setCurrentIndex(i);
      clock.restart();
      const QPixmap shot = editor.grab();
      QVERIFY(!shot.isNull());
      QVERIFY2(clock.elapsed() < kAnswerMs, qPrintable(QStringLiteral("tab %1: %2 ms").arg(i).arg(clock.elapsed())));
    }

    // Cancel answers at once on every strip that shows a running job.
    const auto panels = runningPanels(editor);
    QVERIFY(panels.size() >= 2);  // the component values and the analysis at least
    for (ProgressPanel* panel : panels) {
      clock.restart();
      panel->cancelButton()->click();
      QVERIFY(!panel->runner()->isRunning());
      QVERIFY(clock.elapsed() < kAnswerMs);
    }
    QVERIFY(runningPanels(editor).empty());
    // The workers stop at their next poll, the one computing and those waiting for the store.
    QTRY_COMPARE_WITH_TIMEOUT(analysisThreadPool().activeThreadCount(), 0, 2000);
  }
};

QTEST_MAIN(TestPartizanResponsive)
#include "test_partizanresponsive.moc"
