/// The "vs parameter" tab (issue 32) of the strategic and zero-sum editors: opened with the
/// mouse, it shows the exact sweep of the document's parameter (the same breakpoints and pieces
/// as core's solveBimatrixSweep on the same game), lists a piece's equilibria as functions when the
/// chart is clicked, follows the parameter's slider with its current-value line without sweeping
/// again, sweeps again after a payoff edit, and shows a zero-sum game's value as a function.
/// SWEEP_SHOTS=DIR saves screenshots of the editors there (SWEEP_LANG=ja or en: with that
/// translation, from the build's ui/gamelab_<lang>.qm).
#include "core/io/gamelabfile.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/parametricgame.h"
#include "tests/support/keytyping.h"
#include "tests/support/parameterdocuments.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/parameters/parameterpanel.h"
#include "ui/parameters/parametersweepinput.h"
#include "ui/parameters/parametersweeppage.h"
#include "ui/parameters/sweepchart.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/matrix/matrixanalysispanel.h"

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QLineEdit>
#include <QSlider>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTranslator>

using namespace gamelab;
using namespace gamelab::ui;

namespace {


/// Clicks the tab holding `page` in `tabs` and waits for the page's sweep.
ParameterSweepPage* openSweepTab(QTabWidget* tabs) {
  auto* page = tabs->findChild<ParameterSweepPage*>(QStringLiteral("sweepPage"));
  if (!page) return nullptr;
  QTabBar* bar = tabs->tabBar();
  QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(tabs->indexOf(page)).center());
  if (!QTest::qWaitFor([&] { return page->view() != nullptr; }, 20000)) return nullptr;
  return page;
}

void saveShot(QWidget& widget, const char* name) {
  const QByteArray dir = qgetenv("SWEEP_SHOTS");
  if (!dir.isEmpty()) widget.grab().save(QString::fromUtf8(dir) + QLatin1Char('/') + QLatin1String(name));
}

}  // namespace

class TestParameterSweep : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    const QByteArray language = qgetenv("SWEEP_LANG");
    if (qEnvironmentVariableIsEmpty("SWEEP_SHOTS") || language.isEmpty()) return;
    auto* translator = new QTranslator(qApp);
    if (translator->load(QCoreApplication::applicationDirPath() + QStringLiteral("/../ui/gamelab_") +
                         QString::fromLatin1(language) + QStringLiteral(".qm")))
      QCoreApplication::installTranslator(translator);
  }

  void strategicSweepTab() {
    auto doc = testsupport::openDocument<StrategicDocument>(testsupport::kParamBoS);
    StrategicEditor editor(doc.get());
    editor.resize(1400, 800);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    ParameterSweepPage* page = openSweepTab(editor.analysisPanel());
    QVERIFY(page);

    // The same sweep as core's on the same document (as the CLI reads it).
    auto input = loadSweepInput(testsupport::kParamBoS, "bos.gamelab", "t");
    QVERIFY(input);
    auto sweep = solveBimatrixSweep(input->game, *input->parameter.min, *input->parameter.max);
    QVERIFY(sweep);
    QCOMPARE(page->view()->breakpoints.size(), sweep->breakpoints.size());
    QCOMPARE(page->view()->pieces.size(), sweep->pieces.size());
    QVERIFY(!sweep->breakpoints.empty());
    QCOMPARE(page->chart()->currentValue(), 2.0);
    // The piece holding t = 2 is listed, with its equilibria as functions of t.
    QVERIFY(page->selectedPiece() >= 0);
    QVERIFY(page->text().contains(QStringLiteral("For t between")));
    saveShot(editor, "sweep_strategic.png");

    // A click on the first piece lists it.
    const auto& first = page->view()->pieces.front();
    const double x = (first.from.approx + first.to.approx) / 2;
    QChart* chart = page->chart()->chart();
    const QPointF at = chart->mapToPosition(QPointF(x, chart->plotArea().isEmpty() ? 0 : 0.5));
    QTest::mouseClick(page->chart()->viewport(), Qt::LeftButton, {}, page->chart()->mapFromScene(at));
    QCOMPARE(page->selectedPiece(), 0);

    // The slider moves the current-value line, and the sweep is not run again.
    const auto before = page->view();
    QSlider* slider = editor.parameterPanel()->slider("t");
    QVERIFY(slider);
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_PageUp);  // t = 12/5
    QTRY_COMPARE_WITH_TIMEOUT(page->chart()->currentValue(), 2.4, 5000);
    QTest::qWait(500);
    QCOMPARE(page->view(), before);

    // Another quantity: the combo box by keys.
    QComboBox* quantity = page->quantityBox();
    const QString was = quantity->currentText();
    quantity->setFocus();
    QTest::keyClick(quantity, Qt::Key_Down);
    QVERIFY(quantity->currentText() != was);
    QCOMPARE(page->chart()->data().quantity, quantity->currentText());

    // A payoff edit sweeps again.
    editor.view()->setFocus();
    editor.view()->setCurrentIndex(editor.view()->model()->index(0, 0));
    testsupport::typeToFocus(QString(), Qt::Key_Return);
    auto* line = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(line);
    line->selectAll();
    testsupport::typeToFocus(QStringLiteral("2*t, 1"), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(page->view() && page->view() != before, 20000);
  }

  void examplesOpen() {
    registerBuiltinKinds();
    int found = 0;
    for (const BuiltinExample& example : examples()) {
      if (!example.id.startsWith(QStringLiteral("param-"))) continue;
      ++found;
      DocumentPtr doc = example.factory();
      QVERIFY2(doc, qPrintable(example.id));
      QVERIFY(!doc->toGamelabFile().parameters.is_null());
      if (qEnvironmentVariableIsEmpty("SWEEP_SHOTS") || example.id != QStringLiteral("param-inspection")) continue;
      std::unique_ptr<QWidget> editor(doc->createEditor(nullptr));
      editor->resize(1400, 800);
      editor->show();
      QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
      auto* tabs = qobject_cast<QTabWidget*>(
          editor->findChild<ParameterSweepPage*>(QStringLiteral("sweepPage"))->parentWidget()->parentWidget());
      ParameterSweepPage* page = tabs ? openSweepTab(tabs) : nullptr;
      QVERIFY(page);
      page->quantityBox()->setCurrentIndex(page->quantityBox()->count() - 2);  // the inspector inspects
      QTest::qWait(300);
      saveShot(*editor, "sweep_inspection.png");
    }
    QCOMPARE(found, 3);
  }

  void treeValueTab() {
    registerBuiltinKinds();
    DocumentPtr doc;
    for (const BuiltinExample& example : examples())
      if (example.id == QStringLiteral("param-poker")) doc = example.factory();
    QVERIFY(doc);
    QWidget* editor = doc->createEditor(nullptr);
    std::unique_ptr<QWidget> owner(editor);
    editor->resize(1400, 820);
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    auto* tabs = editor->findChild<ParameterSweepPage*>(QStringLiteral("sweepPage"))->parentWidget()->parentWidget();
    auto* tabWidget = qobject_cast<QTabWidget*>(tabs);
    QVERIFY(tabWidget);
    ParameterSweepPage* page = openSweepTab(tabWidget);
    QVERIFY(page);
    // One-card poker: the value is 8p/3 − 1 up to p = 3/4, then 1.
    QCOMPARE(page->view()->breakpoints.size(), std::size_t(1));
    QCOMPARE(page->view()->breakpoints[0].rational, Rational(3, 4));
    QVERIFY2(page->text().contains(QStringLiteral("value 8/3*p-1")), qPrintable(page->text()));
    saveShot(*editor, "sweep_tree.png");
  }

  /// Three players: no exact sweep, the equilibria at sampled values, labelled so.
  void threePlayersSampled() {
    const char* text =
        R"({"format":"gamelab","version":1,"kind":"strategic","title":"3","parameters":{"t":{"value":"1","min":"0","max":"2"}},)"
        R"("game":{"players":["A","B","C"],"strategies":[["x","y"],["x","y"],["x","y"]],)"
        R"("payoffs":[["t","1","0"],["0","0","1"],["0","1","0"],["1","0","t"],)"
        R"(["1","0","0"],["0","t","1"],["0","0","0"],["1","1","1"]]}})";
    auto doc = testsupport::openDocument<StrategicDocument>(text);
    StrategicEditor editor(doc.get());
    editor.resize(1400, 800);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    ParameterSweepPage* page = openSweepTab(editor.analysisPanel());
    QVERIFY(page);
    QVERIFY(page->view()->sampled);
    QCOMPARE(page->view()->points.size(), std::size_t(kSweepSamples));
    QVERIFY(page->view()->breakpoints.empty());
    QVERIFY2(page->text().contains(QStringLiteral("Sampled, not exact")), qPrintable(page->text()));
    QVERIFY(page->chart()->data().sampled);
    QVERIFY(!page->chart()->data().isolated.empty());
    saveShot(editor, "sweep_sampled.png");
  }

  void zeroSumValue() {
    auto doc = testsupport::openDocument<MatrixDocument>(testsupport::kParamZeroSum);
    MatrixEditor editor(doc.get());
    editor.resize(1300, 760);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto* tabs = editor.findChild<MatrixAnalysisPanel*>();
    QVERIFY(tabs);
    ParameterSweepPage* page = openSweepTab(tabs);
    QVERIFY(page);
    QVERIFY(page->view()->zeroSum);
    QCOMPARE(page->quantityBox()->currentText(), QStringLiteral("Value of the game"));
    // [[t, −1], [−1, 1]] has no saddle point for t > −1: the value is (t − 1)/(t + 3) on [0, 2].
    QVERIFY(page->view()->breakpoints.empty());
    QVERIFY2(page->text().contains(QStringLiteral("value (t-1)/(t+3)")), qPrintable(page->text()));
    saveShot(editor, "sweep_zerosum.png");
  }
};

QTEST_MAIN(TestParameterSweep)
#include "test_parametersweep.moc"
