/// The CFR+ page of the tree analysis panel, driven through its widgets: Start on Kuhn poker
/// gives an approximate answer whose proved bounds contain −1/18, with the chart filled and the
/// behaviour drawn on the tree; Stop on Leduc keeps the answer so far; an edit cancels a run and
/// drops the result; a three-player tree is refused in words. TREECFR_SHOTS=1 saves a picture of
/// the editor to /tmp/treecfr.png and of a run in progress to /tmp/treecfr_running.png.
#include "core/tree/treeexamples.h"
#include "core/tree/treenotation.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treecfrpage.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treeeditor.h"

#include <QChartView>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

#include <memory>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

GameTree parse(const std::string& text) {
  auto tree = parseTreeNotation(text);
  if (!tree) qFatal("bad notation: %s", text.c_str());
  return std::move(tree).value();
}

/// Sets the fields and clicks Start.
void startRun(TreeCfrPage* page, int iterations, double target, double seconds) {
  page->iterationsBox()->setValue(iterations);
  page->targetBox()->setValue(target);
  page->secondsBox()->setValue(seconds);
  QVERIFY(page->startButton()->isEnabled());
  QTest::mouseClick(page->startButton(), Qt::LeftButton);
}

}  // namespace

class TestTreeCfr : public QObject {
  Q_OBJECT

 private slots:
  void kuhnPokerBoundsTheValue() {
    TreeDocument doc(kuhnPoker());
    TreeEditor editor(&doc);
    TreeAnalysisPanel* panel = editor.analysisPanel();
    TreeCfrPage* page = panel->cfrPage();
    panel->tabs()->setCurrentWidget(page);
    TreeOverlay last;
    connect(panel, &TreeAnalysisPanel::overlayRequested, this, [&last](const TreeOverlay& o) { last = o; });
    QSignalSpy finished(page, &TreeCfrPage::runFinished);
    startRun(page, 2000, 0, 0);
    QVERIFY(page->isRunning() || finished.count() == 1);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    auto result = page->result();
    QVERIFY(result);
    QCOMPARE(result->iterations, 2000);
    QVERIFY(result->valueLower <= Rational(-1, 18) && Rational(-1, 18) <= result->valueUpper);
    QVERIFY(result->exploitabilityFloat < 1e-3);
    QVERIFY(page->chartPoints() >= 10);
    const QString text = page->text();
    QVERIFY2(text.contains(QStringLiteral("Approximate")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Exploitability (exact bound):")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the iteration limit was reached")), qPrintable(text));
    QVERIFY(page->startButton()->isEnabled());
    QVERIFY(!page->stopButton()->isEnabled());
    // The behaviour is drawn on the tree, with the caption saying it is approximate.
    QVERIFY(!last.behaviour.empty());
    QVERIFY2(last.caption.contains(QStringLiteral("approximate")), qPrintable(last.caption));
    if (qEnvironmentVariableIsSet("TREECFR_SHOTS")) {
      editor.resize(1400, 900);
      editor.show();
      QCoreApplication::processEvents();
      editor.grab().save(QStringLiteral("/tmp/treecfr.png"));
      page->grab().save(QStringLiteral("/tmp/treecfr_page.png"));
    }
  }

  void stopKeepsTheAnswerSoFar() {
    TreeDocument doc(leducPoker());
    TreeAnalysisPanel panel(&doc);
    TreeCfrPage* page = panel.cfrPage();
    QSignalSpy finished(page, &TreeCfrPage::runFinished);
    startRun(page, 100000000, 0, 0);
    QVERIFY(page->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(page->chartPoints() >= 3, 30000);
    if (qEnvironmentVariableIsSet("TREECFR_SHOTS")) {
      page->resize(800, 700);
      QTest::qWait(300);
      page->grab().save(QStringLiteral("/tmp/treecfr_running.png"));
    }
    QTest::mouseClick(page->stopButton(), Qt::LeftButton);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    auto result = page->result();
    QVERIFY(result);
    QCOMPARE(result->stoppedBy, CfrPlusStop::Stopped);
    QVERIFY(result->iterations < 100000000);
    QVERIFY(result->exploitability >= 0);
    QVERIFY2(page->text().contains(QStringLiteral("you pressed Stop")), qPrintable(page->text()));
  }

  void editCancelsTheRun() {
    TreeDocument doc(leducPoker());
    TreeAnalysisPanel panel(&doc);
    TreeCfrPage* page = panel.cfrPage();
    startRun(page, 100000000, 0, 0);
    QTRY_VERIFY_WITH_TIMEOUT(page->chartPoints() >= 1, 30000);
    doc.replaceState(TreeState{std::make_shared<const GameTree>(kuhnPoker()), {}});
    QVERIFY(!page->isRunning());
    QVERIFY(!page->result());
    QVERIFY(page->startButton()->isEnabled());
    QCOMPARE(page->chartPoints(), 0);
  }

  void threePlayersAreRefusedInWords() {
    TreeDocument doc(parse("I{a: II{x: (1,2,3), y: (0,0,0)}, b: III{u: (1,1,1), v: (2,2,2)}}"));
    TreeAnalysisPanel panel(&doc);
    TreeCfrPage* page = panel.cfrPage();
    QSignalSpy finished(page, &TreeCfrPage::runFinished);
    startRun(page, 100, 0, 0);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    QVERIFY(!page->result());
    QVERIFY2(page->text().contains(QStringLiteral("2")), qPrintable(page->text()));
  }
};

QTEST_MAIN(TestTreeCfr)
#include "test_treecfr.moc"
