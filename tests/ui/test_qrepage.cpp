/// The QRE pages (strategic and tree) driven like a user: the branch charted, the slider moving
/// the marker and the profile, counts typed into the data column (and a non-number refused in
/// words), the fit arriving off the GUI thread, the limit linked to the equilibrium list, and
/// the tree page drawing the slider's profile and beliefs on the tree. Screenshots are saved
/// next to the test binary.
#include "core/tree/treenotation.h"
#include "tests/support/analysiswait.h"
#include "tests/support/keytyping.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/charts/qrebranchchart.h"
#include "ui/analysis/qrepanel.h"
#include "ui/strategic/strategicanalysis.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategicqrepage.h"
#include "ui/tree/treeanalysis.h"
#include "ui/tree/treeqrepage.h"

#include <QChart>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// McKelvey and Palfrey's asymmetric matching pennies.
StrategicGame pennies() { return StrategicGame::bimatrixFromText({{"9,0", "0,1"}, {"0,1", "1,0"}}); }

std::shared_ptr<const StrategicAnalysis> analyse(const StrategicGame& game) {
  auto result = analyzeStrategicGame(game, StrategicAnalysisOptions::forGame(game), Progress::none(), CancelToken::none());
  if (!result) qFatal("not analysed");
  return std::make_shared<const StrategicAnalysis>(std::move(result.value()));
}

void save(QWidget* w, const QString& name) {
  w->grab().save(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("qre-%1.png").arg(name)));
}

/// Types `text` into the table's cell as a user does: the cell current, its keys to whatever has
/// the focus (the table opens its editor on the first key), then Enter.
void typeInto(QTableWidget* table, int row, int column, const QString& text) {
  table->setFocus();
  table->setCurrentCell(row, column);
  QCoreApplication::processEvents();
  testsupport::typeToFocus(text, Qt::Key_Return);
  QCoreApplication::processEvents();
}

}  // namespace

class TestQrePage : public QObject {
  Q_OBJECT

 private slots:
  void strategicBranchSliderAndFit() {
    StrategicAnalysisPanel panel;
    panel.resize(1100, 720);
    panel.show();
    panel.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    const auto analysis = analyse(pennies());
    QVERIFY(analysis->qre);
    panel.setAnalysis(analysis);
    StrategicQrePage* page = panel.qrePage();
    panel.setCurrentWidget(page);
    QrePanel* qre = page->panel();
    QCOMPARE(qre->table()->rowCount(), 4);
    QVERIFY(!qre->chart()->chart()->series().isEmpty());

    // The slider walks the branch: at the start every probability is 1/2, further on they move.
    qre->slider()->setValue(0);
    QCOMPARE(qre->table()->item(0, QrePanel::ProbabilityColumn)->text(), QStringLiteral("0.5000"));
    QSignalSpy moved(qre, &QrePanel::pointChanged);
    qre->slider()->setFocus();
    for (int i = 0; i < 10; ++i) QTest::keyClick(qre->slider(), Qt::Key_PageUp);
    QVERIFY(moved.count() > 0);
    QVERIFY(qre->currentPoint()->lambda > 0);
    QTest::keyClick(qre->slider(), Qt::Key_End);  // the end of the branch: the equilibrium (1/10, 9/10)
    QCOMPARE(qre->currentPoint()->lambda, 1e6);
    QCOMPARE(qre->table()->item(2, QrePanel::ProbabilityColumn)->text(), QStringLiteral("0.1000"));
    QVERIFY(qre->table()->item(2, QrePanel::ProbabilityColumn)->text() != QStringLiteral("0.5000"));

    // The limit is the mixed equilibrium, linked to the equilibrium list.
    const QString limit = page->browser()->toHtml();
    QVERIFY2(limit.contains(QStringLiteral("exact Nash equilibrium")), qPrintable(limit));
    QSignalSpy selected(&panel, &StrategicAnalysisPanel::equilibriumSelected);
    emit page->browser()->anchorClicked(QUrl(QStringLiteral("equilibrium:0")));
    QCOMPARE(selected.count(), 1);

    // A word where a count belongs is refused in words, and nothing is fitted.
    typeInto(qre->table(), 0, QrePanel::CountColumn, QStringLiteral("many"));
    QVERIFY2(qre->text().contains(QStringLiteral("is not a count")), qPrintable(qre->text()));
    QVERIFY(!qre->fit());

    // A number typed on a read-only cell of a row goes to that row's count, not nowhere.
    typeInto(qre->table(), 1, QrePanel::ChoiceColumn, QStringLiteral("7"));
    QCOMPARE(qre->table()->item(1, QrePanel::CountColumn)->text(), QStringLiteral("7"));

    // Counts typed cell by cell: the fit arrives off the GUI thread.
    const QStringList counts{QStringLiteral("12"), QStringLiteral("8"), QStringLiteral("5"), QStringLiteral("15")};
    for (int r = 0; r < 4; ++r) typeInto(qre->table(), r, QrePanel::CountColumn, counts[r]);
    QVERIFY(testsupport::waitForAnalysis(qre->fitController(), 20000));
    QVERIFY(qre->fit());
    QVERIFY(qre->fit()->point.lambda >= 0);
    QCOMPARE(qre->table()->item(0, QrePanel::FrequencyColumn)->text(), QStringLiteral("0.6000"));
    QVERIFY(!qre->table()->item(3, QrePanel::FittedColumn)->text().isEmpty());
    QVERIFY2(qre->text().contains(QStringLiteral("Maximum likelihood at λ")), qPrintable(qre->text()));
    QVERIFY(qre->chartTabs()->isTabEnabled(1));
    qre->chartTabs()->setCurrentIndex(1);  // the likelihood curve
    save(&panel, QStringLiteral("strategic-likelihood"));
    qre->chartTabs()->setCurrentIndex(0);
    save(&panel, QStringLiteral("strategic"));

    // The axis switch redraws; the counts survive a re-analysis of the same shape.
    qre->axisChoice()->setCurrentIndex(1);
    QCOMPARE(qre->chart()->axis(), QreBranchChart::Axis::Lambda);
    panel.setAnalysis(analyse(pennies()));
    QCOMPARE(qre->table()->item(0, QrePanel::CountColumn)->text(), QStringLiteral("12"));
  }

  void treeDrawsTheProfileAndBeliefs() {
    auto tree = parseTreeNotation("N{1/2: I[a]{T: II[s]{L: (2,0), R: (0,1)}, B: (1,1)}, 1/2: I[b]{T: II[s]{L: (0,1), R: (3,0)}, B: (1,0)}}");
    QVERIFY(tree);
    auto shared = std::make_shared<const GameTree>(*tree);
    TreeAnalysisOptions options;
    options.qre = true;
    auto analysis = std::make_shared<const TreeAnalysis>(analyzeTree(shared, nullptr, options, Progress::none(), CancelToken::none()));
    QVERIFY(analysis->qre && *analysis->qre);
    TreeQrePage page;
    page.resize(1100, 700);
    page.show();
    page.setAnalysis(analysis);
    QSignalSpy overlayChanged(&page, &TreeQrePage::overlayChanged);
    page.panel()->slider()->setValue(page.panel()->slider()->maximum() / 3);
    QVERIFY(overlayChanged.count() > 0);
    const TreeOverlay overlay = page.overlay();
    QVERIFY(overlay.behaviourAsDecimals);
    QVERIFY(overlay.caption.contains(QStringLiteral("λ")));
    // II's set has two nodes: both carry their belief.
    int beliefs = 0;
    for (const QString& t : overlay.nodeText) beliefs += t.startsWith(QStringLiteral("μ")) ? 1 : 0;
    QCOMPARE(beliefs, 2);
    QVERIFY2(page.text().contains(QStringLiteral("Beliefs on its nodes")), qPrintable(page.text()));
    save(&page, QStringLiteral("tree"));
  }
};

QTEST_MAIN(TestQrePage)
#include "test_qrepage.moc"
