/// The strategic-form editor: every undo command's round trip, paste in both forms, players
/// added and removed, .gamelab save/reopen, .nfg export/import, conversions to and from the
/// zero-sum editor in the main window, the analysis drawn on the table, and a screenshot.
#include "core/io/gamelabfile.h"
#include "ui/analysis/solverrunner.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/matrix/matrixkind.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategiccellcommands.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"
#include "ui/strategic/strategicequilibriapage.h"
#include "ui/strategic/strategiclabelcommands.h"
#include "ui/strategic/strategicstructurecommands.h"
#include "ui/strategic/strategictablemodel.h"
#include "tests/support/guitest.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTest>

#include <functional>
#include <random>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// Battle of the Sexes (source §3.2.2 style), labelled.
StrategicGame battle() {
  StrategicGame g = StrategicGame::bimatrixFromText({{"2,1", "0,0"}, {"0,0", "1,2"}});
  g.playerNames = {"Ann", "Bob"};
  g.strategyLabels = {{"Opera", "Fight"}, {"Opera", "Fight"}};
  return g;
}

StrategicGame threeByTwoByTwo() {
  StrategicGame g({3, 2, 2});
  for (std::size_t t = 0; t < g.profileCount(); ++t)
    for (std::size_t k = 0; k < 3; ++k) g.payoff(t, k) = Rational(int(t * 3 + k) % 7 - 3);
  g.playerNames = {"", "B", "C"};
  return g;
}

QString cell(const StrategicTableModel* m, int r, int c) { return m->data(m->index(r, c), Qt::EditRole).toString(); }

/// Pushes `command`, checks the state after redo, undoes to the start and redoes again.
void roundTrip(StrategicDocument& doc, QUndoCommand* command, const std::function<void()>& checkAfter) {
  const StrategicGame before = doc.game();
  doc.undoStack()->push(command);
  checkAfter();
  const StrategicGame after = doc.game();
  doc.undoStack()->undo();
  QCOMPARE(doc.game(), before);
  doc.undoStack()->redo();
  QCOMPARE(doc.game(), after);
  doc.undoStack()->undo();
}

bool waitForAnalysis(StrategicEditor& editor, bool full) {
  QSignalSpy done(&editor, &StrategicEditor::analysisFinished);
  if (full) editor.solve();
  return done.wait(60000) || done.count() > 0;
}

}  // namespace

class TestStrategicEditor : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_strategiceditor"));
    registerBuiltinKinds();
    QVERIFY(autosaveDir_.isValid());
  }

  void registrations() {
    QStringList kinds;
    for (const auto& a : newDocumentActions()) kinds << a.kindId;
    QVERIFY(kinds.contains(QStringLiteral("strategic")));
    QVERIFY(kinds.contains(QStringLiteral("strategic-3")));
    for (const auto& a : newDocumentActions()) {
      if (!a.kindId.startsWith(QLatin1String("strategic"))) continue;
      auto doc = a.factory();
      auto* s = dynamic_cast<StrategicDocument*>(doc.get());
      QVERIFY(s);
      QCOMPARE(s->players(), a.kindId == QLatin1String("strategic") ? std::size_t(2) : std::size_t(3));
      QVERIFY(!s->isModified());
    }
    int count = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("strategic-"))) {
        ++count;
        QVERIFY(!e.title.isEmpty());
        QVERIFY(!e.group.isEmpty());
        auto doc = e.factory();
        QVERIFY(dynamic_cast<StrategicDocument*>(doc.get()));
      }
    QVERIFY(count >= 10);
  }

  void everyCommandRoundTrips() {
    StrategicDocument doc(threeByTwoByTwo());
    const StrategicGame start = doc.game();
    const std::size_t t = doc.game().profileIndex({2, 1, 1});
    roundTrip(doc, SetStrategicPayoffsCommand::forCell(&doc, t, {Rational(1, 3), Rational(-2), Rational(5)}),
              [&] { QCOMPARE(doc.game().payoff(t, 0), Rational(1, 3)); });
    roundTrip(doc, new SetStrategicPayoffsCommand(&doc, {{0, 2, Rational(9)}, {t, 1, Rational(8)}}),
              [&] { QCOMPARE(doc.game().payoff(0, 2), Rational(9)); });
    roundTrip(doc, new SetStrategyLabelCommand(&doc, 2, 1, "right"),
              [&] { QCOMPARE(doc.game().strategyLabels[2][1], std::string("right")); });
    roundTrip(doc, new SetPlayerNameCommand(&doc, 0, "Ann"), [&] { QCOMPARE(doc.game().playerNames[0], std::string("Ann")); });
    roundTrip(doc, new InsertStrategyCommand(&doc, 1, 2), [&] { QCOMPARE(doc.strategies(1), std::size_t(3)); });
    roundTrip(doc, new InsertStrategyCommand(&doc, 2, 1, 0), [&] {
      // A copy of strategy 1 of player 3: same payoffs in both slices.
      QCOMPARE(doc.strategies(2), std::size_t(3));
      for (std::size_t a = 0; a < 3; ++a)
        for (std::size_t b = 0; b < 2; ++b)
          for (std::size_t k = 0; k < 3; ++k)
            QCOMPARE(doc.game().payoff(doc.game().profileIndex({a, b, 1}), k), doc.game().payoff(doc.game().profileIndex({a, b, 0}), k));
    });
    roundTrip(doc, new RemoveStrategyCommand(&doc, 0, 1), [&] { QCOMPARE(doc.strategies(0), std::size_t(2)); });
    roundTrip(doc, new MoveStrategyCommand(&doc, 0, 0, 2), [&] {
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({2, 0, 0}), 0), start.payoff(start.profileIndex({0, 0, 0}), 0));
    });
    roundTrip(doc, new AddPlayerCommand(&doc, 3, "D"), [&] {
      QCOMPARE(doc.players(), std::size_t(4));
      QCOMPARE(doc.strategies(3), std::size_t(3));
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({1, 1, 1, 2}), 1), start.payoff(start.profileIndex({1, 1, 1}), 1));
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({1, 1, 1, 2}), 3), Rational(0));
    });
    roundTrip(doc, new RemovePlayerCommand(&doc, 1, 1), [&] {
      QCOMPARE(doc.players(), std::size_t(2));
      QCOMPARE(doc.game().playerNames, (std::vector<std::string>{"", "C"}));
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({2, 0}), 1), start.payoff(start.profileIndex({2, 1, 0}), 2));
    });
    roundTrip(doc, new PasteStrategicBlockCommand(&doc, {0, 0, 1}, 2, 1, {{{Rational(1)}, {Rational(2)}}}, 2), [&] {
      QCOMPARE(doc.strategies(1), std::size_t(3));  // grown by one column
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({2, 2, 1}), 2), Rational(2));
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({2, 2, 1}), 0), Rational(0));
      QCOMPARE(doc.game().payoff(doc.game().profileIndex({2, 2, 0}), 2), Rational(0));
    });
    QCOMPARE(doc.game(), start);
  }

  void pasteBothForms() {
    StrategicDocument doc(battle());
    StrategicEditor editor(&doc);
    auto* model = editor.model();
    editor.view()->setCurrentIndex(model->index(1, 1));
    // Pairs, growing the table by one row and one column.
    QVERIFY(editor.pasteText(QStringLiteral("3,1\t0,0\n0,0\t1, 3\n")));
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->columnCount(), 3);
    QCOMPARE(cell(model, 2, 2), QStringLiteral("1, 3"));
    QCOMPARE(cell(model, 0, 0), QStringLiteral("2, 1"));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), battle());
    // One matrix per player, separated by an empty line.
    editor.view()->setCurrentIndex(model->index(0, 0));
    QVERIFY(editor.pasteText(QStringLiteral("5\t6\n7\t8\n\n-1\t-2\n-3\t-4\n")));
    QCOMPARE(cell(model, 1, 0), QStringLiteral("7, -3"));
    doc.undoStack()->undo();
    // One player's matrix.
    editor.view()->setCurrentIndex(model->index(0, 1));
    QVERIFY(editor.pastePlayerPayoffs(1, QStringLiteral("9\n1/2\n")));
    QCOMPARE(cell(model, 0, 1), QStringLiteral("0, 9"));
    QCOMPARE(cell(model, 1, 1), QStringLiteral("1, 1/2"));
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), battle());
    // Refusals change nothing and say why.
    QVERIFY(!editor.pasteText(QStringLiteral("1,1\t2,2\n3,3\tx,1\n")));
    QVERIFY(editor.statusText().contains(QStringLiteral("cell 2, 2")));
    QVERIFY(!editor.pasteText(QStringLiteral("1\t2\n3\t4\n")));
    QVERIFY(editor.statusText().contains(QStringLiteral("Paste payoffs of a player")));
    QCOMPARE(doc.undoStack()->index(), 0);  // refusals pushed nothing
    QCOMPARE(doc.game(), battle());
  }

  void editorStrategyActions() {
    StrategicDocument doc(threeByTwoByTwo());
    StrategicEditor editor(&doc);
    editor.view()->setCurrentIndex(editor.model()->index(1, 0));
    editor.insertStrategy(0, true);
    QCOMPARE(doc.strategies(0), std::size_t(4));
    QCOMPARE(editor.view()->currentIndex().row(), 2);
    editor.moveStrategy(0, -1);
    QCOMPARE(editor.view()->currentIndex().row(), 1);
    editor.view()->selectionModel()->clear();
    editor.view()->setCurrentIndex(editor.model()->index(1, 0));
    editor.deleteStrategies(0);
    QCOMPARE(doc.strategies(0), std::size_t(3));
    // The slice player: insert a copy after the shown strategy, show it, move and delete it.
    editor.model()->setSliceStrategy(2, 1);
    QCOMPARE(editor.sliceSelector(2)->currentIndex(), 1);
    editor.insertStrategy(2, true);
    QCOMPARE(doc.strategies(2), std::size_t(3));
    QCOMPARE(editor.model()->slice()[2], std::size_t(2));
    QCOMPARE(editor.sliceSelector(2)->count(), 3);
    QCOMPARE(editor.sliceSelector(2)->currentIndex(), 2);
    editor.moveStrategy(2, -1);
    QCOMPARE(editor.model()->slice()[2], std::size_t(1));
    editor.deleteStrategies(2);
    QCOMPARE(doc.strategies(2), std::size_t(2));
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    QCOMPARE(doc.game(), threeByTwoByTwo());
  }

  /// The "›" beside the slice selector reordered the strategies instead of showing the next slice.
  void sliceArrowsMoveThroughSlices() {
    StrategicDocument doc(threeByTwoByTwo());
    StrategicEditor editor(&doc);
    editor.show();
    auto* next = editor.findChild<QToolButton*>(QStringLiteral("nextSlice3"));
    auto* previous = editor.findChild<QToolButton*>(QStringLiteral("previousSlice3"));
    QVERIFY(next && previous);
    QCOMPARE(editor.model()->slice()[2], std::size_t(0));
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(editor.model()->slice()[2], std::size_t(1));
    QCOMPARE(editor.sliceSelector(2)->currentIndex(), 1);
    QTest::mouseClick(next, Qt::LeftButton);  // already the last slice: stays
    QCOMPARE(editor.model()->slice()[2], std::size_t(1));
    QVERIFY(doc.game() == threeByTwoByTwo());  // nothing reordered
    QCOMPARE(doc.undoStack()->count(), 0);
    previous = editor.findChild<QToolButton*>(QStringLiteral("previousSlice3"));
    QTest::mouseClick(previous, Qt::LeftButton);
    QCOMPARE(editor.model()->slice()[2], std::size_t(0));
    // Reordering is its own, labelled button.
    auto* later = editor.findChild<QToolButton*>(QStringLiteral("moveSliceLater3"));
    QVERIFY(later && later->text().contains(QStringLiteral("Move")));
    QTest::mouseClick(later, Qt::LeftButton);
    QCOMPARE(doc.undoStack()->count(), 1);
  }

  void addAndRemovePlayers() {
    StrategicDocument doc(battle());
    StrategicEditor editor(&doc);
    QVERIFY(!editor.action(QStringLiteral("removePlayer"))->isEnabled());
    QVERIFY(editor.action(QStringLiteral("addPlayer"))->isEnabled());
    editor.action(QStringLiteral("addPlayer"))->trigger();
    QCOMPARE(doc.players(), std::size_t(3));
    QVERIFY(editor.sliceSelector(2));
    QCOMPARE(editor.sliceSelector(2)->count(), 2);
    QVERIFY(editor.action(QStringLiteral("removePlayer"))->isEnabled());
    QCOMPARE(cell(editor.model(), 0, 0), QStringLiteral("2, 1, 0"));
    for (int k = 0; k < 5; ++k) editor.addPlayer();
    QCOMPARE(doc.players(), std::size_t(8));
    QVERIFY(!editor.action(QStringLiteral("addPlayer"))->isEnabled());
    editor.addPlayer();  // refused
    QCOMPARE(doc.players(), std::size_t(8));
    QVERIFY(editor.playerNameEdit(7));
    // Keep strategy 2 of the last player when removing it.
    editor.model()->setSliceStrategy(7, 1);
    QVERIFY(editor.model()->setData(editor.model()->index(0, 0), QStringLiteral("1,2,3,4,5,6,7,8")));
    editor.removeLastPlayer();
    QCOMPARE(doc.players(), std::size_t(7));
    QCOMPARE(cell(editor.model(), 0, 0), QStringLiteral("1, 2, 3, 4, 5, 6, 7"));
    // Player names through the legend.
    QLineEdit* name = editor.playerNameEdit(2);
    name->setText(QStringLiteral("Cy"));
    emit name->editingFinished();
    QCOMPARE(doc.game().playerNames[2], std::string("Cy"));
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    QCOMPARE(doc.game(), battle());
    QVERIFY(!editor.sliceSelector(2));
  }

  void saveAndReopen() {
    StrategicDocument doc(threeByTwoByTwo());
    doc.setTitle(QStringLiteral("Three"));
    doc.undoStack()->push(SetStrategicPayoffsCommand::forCell(&doc, 5, {Rational(-22, 7), Rational(1, 2), Rational(0)}));
    const GamelabFile file = doc.toGamelabFile();
    QCOMPARE(QString::fromStdString(file.kind), QStringLiteral("strategic"));
    auto parsed = parseGamelab(serializeGamelab(file), "three.gamelab");
    QVERIFY(parsed.hasValue());
    auto reopened = createDocument(parsed.value());
    QVERIFY2(reopened.hasValue(), reopened.hasValue() ? "" : reopened.error().args.empty() ? "?" : reopened.error().args[0].c_str());
    auto* strategic = dynamic_cast<StrategicDocument*>(reopened.value().get());
    QVERIFY(strategic);
    QCOMPARE(strategic->game().payoffs, doc.game().payoffs);
    QCOMPARE(strategic->game().playerNames, doc.game().playerNames);
    QCOMPARE(strategic->game().strategyCounts(), doc.game().strategyCounts());
    QCOMPARE(strategic->title(), QStringLiteral("Three"));
  }

  void nfgExportAndImport() {
    QTemporaryDir dir;
    // Three players: exported and imported as a strategic document (player 1 fastest).
    StrategicDocument three(threeByTwoByTwo());
    const QString path3 = dir.filePath(QStringLiteral("three.nfg"));
    QVERIFY(three.exportTo(QStringLiteral("nfg"), path3).hasValue());
    auto imported3 = importNfgFile(path3);
    QVERIFY(imported3.hasValue());
    auto* s3 = dynamic_cast<StrategicDocument*>(imported3.value().get());
    QVERIFY(s3);
    QCOMPARE(s3->game().payoffs, three.game().payoffs);
    QCOMPARE(s3->game().strategyCounts(), three.game().strategyCounts());
    // A general-sum bimatrix game opens in this editor (it used to be refused).
    QFile general(dir.filePath(QStringLiteral("g.nfg")));
    QVERIFY(general.open(QIODevice::WriteOnly));
    general.write("NFG 1 R \"bimatrix\" { \"I\" \"II\" } { 2 2 }\n1 1 0 0 0 0 1 1\n");
    general.close();
    auto imported2 = importNfgFile(general.fileName());
    QVERIFY(imported2.hasValue());
    auto* s2 = dynamic_cast<StrategicDocument*>(imported2.value().get());
    QVERIFY(s2);
    QCOMPARE(s2->title(), QStringLiteral("bimatrix"));
    QCOMPARE(s2->game().payoff(s2->game().profileIndex({1, 0}), 0), Rational(0));
    QCOMPARE(s2->game().payoff(s2->game().profileIndex({1, 1}), 1), Rational(1));
    // Exported again, the text reads back to the same game.
    const QString again = dir.filePath(QStringLiteral("again.nfg"));
    QVERIFY(s2->exportTo(QStringLiteral("nfg"), again).hasValue());
    auto reread = importNfgFile(again);
    QVERIFY(reread.hasValue());
    QCOMPARE(dynamic_cast<StrategicDocument*>(reread.value().get())->game().payoffs, s2->game().payoffs);
    // A zero-sum bimatrix game still opens in the zero-sum editor.
    MatrixDocument zero(MatrixGame::fromText({{"1", "-2"}, {"0", "3"}}));
    const QString pathZ = dir.filePath(QStringLiteral("z.nfg"));
    QVERIFY(zero.exportTo(QStringLiteral("nfg"), pathZ).hasValue());
    auto importedZ = importNfgFile(pathZ);
    QVERIFY(importedZ.hasValue());
    QVERIFY(dynamic_cast<MatrixDocument*>(importedZ.value().get()));
  }

  void conversionsInTheMainWindow() {
    MainWindow window(nullptr, autosaveDir_.path());
    StrategicGame zeroSum = StrategicGame::bimatrixFromText({{"1,-1", "-2,2"}, {"0,0", "3,-3"}});
    zeroSum.strategyLabels = {{"a", "b"}, {"x", "y"}};
    auto* doc = static_cast<StrategicDocument*>(window.addDocument(std::make_unique<StrategicDocument>(zeroSum)));
    auto* editor = qobject_cast<StrategicEditor*>(window.currentEditor());
    QVERIFY(editor);
    QAction* toZeroSum = editor->action(QStringLiteral("convertToZeroSum"));
    QVERIFY(toZeroSum->isEnabled());
    const int tabs = window.tabs()->count();
    toZeroSum->trigger();
    QCOMPARE(window.tabs()->count(), tabs + 1);
    auto* matrix = dynamic_cast<MatrixDocument*>(window.currentDocument());
    QVERIFY(matrix);
    QCOMPARE(matrix->game().payoffs, (RationalVector{Rational(1), Rational(-2), Rational(0), Rational(3)}));
    QCOMPARE(matrix->game().rowLabels, (std::vector<std::string>{"a", "b"}));
    // Back: the zero-sum editor's action opens B = -A in the strategic editor.
    auto* matrixEditor = qobject_cast<MatrixEditor*>(window.currentEditor());
    QVERIFY(matrixEditor);
    QAction* toGeneral = nullptr;
    for (QAction* a : matrixEditor->actions())
      if (a->objectName() == QLatin1String("convertToGeneralSum")) toGeneral = a;
    QVERIFY(toGeneral);
    toGeneral->trigger();
    QCOMPARE(window.tabs()->count(), tabs + 2);
    auto* back = dynamic_cast<StrategicDocument*>(window.currentDocument());
    QVERIFY(back);
    QCOMPARE(back->game().payoffs, zeroSum.payoffs);
    // Not zero-sum: the action is disabled.
    doc->undoStack()->push(SetStrategicPayoffsCommand::forCell(doc, 0, {Rational(1), Rational(1)}));
    QVERIFY(!toZeroSum->isEnabled());
    doc->undoStack()->undo();
    QVERIFY(toZeroSum->isEnabled());
    for (GameDocument* d : window.documents()) window.closeDocument(d, MainWindow::CloseMode::Discard);
  }

  /// Find more (three or more players): a click on the equilibria page runs the full analysis
  /// with restarts from random mixtures, in the background with progress; a second click runs
  /// more; Cancel in the progress panel stops it at once and an edit starts again from round 1.
  void findMoreRunsRestartsAndCancels() {
    StrategicDocument doc(threeByTwoByTwo());
    StrategicEditor editor(&doc);
    editor.resize(1100, 760);
    editor.show();
    QVERIFY(waitForAnalysis(editor, true));
    auto* button = editor.findChild<QPushButton*>(QStringLiteral("findMore"));
    QVERIFY(button);
    auto* panel = editor.findChild<StrategicAnalysisPanel*>();
    QVERIFY(panel);
    panel->setCurrentWidget(panel->equilibriaPage());
    QVERIFY(button->isVisible());
    QVERIFY(!button->toolTip().isEmpty());
    {
      QSignalSpy done(&editor, &StrategicEditor::analysisFinished);
      QTest::mouseClick(button, Qt::LeftButton);
      QVERIFY(done.wait(60000) || done.count() > 0);
    }
    QString text = panel->equilibriaPage()->text();
    // "restart(s)" without the English plural forms loaded, "restarts" with them.
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\b8 restart(s|\\(s\\)) from random mixtures"))), qPrintable(text));
    {
      QSignalSpy done(&editor, &StrategicEditor::analysisFinished);
      QTest::mouseClick(button, Qt::LeftButton);
      QVERIFY(done.wait(60000) || done.count() > 0);
    }
    text = panel->equilibriaPage()->text();
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\b16 restart(s|\\(s\\)) from random mixtures"))), qPrintable(text));

    // A 6-player game with 3 strategies each: Find more searches for 10 s; Cancel stops it.
    StrategicGame big({3, 3, 3, 3, 3, 3});
    std::mt19937 rng(7u);
    for (std::size_t t = 0; t < big.profileCount(); ++t)
      for (std::size_t k = 0; k < 6; ++k) big.payoff(t, k) = Rational(int(rng() % 100));
    StrategicDocument bigDoc(big);
    StrategicEditor bigEditor(&bigDoc);
    bigEditor.resize(1100, 760);
    bigEditor.show();
    QVERIFY(waitForAnalysis(bigEditor, false));
    auto* bigButton = bigEditor.findChild<QPushButton*>(QStringLiteral("findMore"));
    auto* bigPanel = bigEditor.findChild<StrategicAnalysisPanel*>();
    bigPanel->setCurrentWidget(bigPanel->equilibriaPage());
    QVERIFY(bigButton && bigButton->isVisible());
    QTest::mouseClick(bigButton, Qt::LeftButton);
    auto* progress = bigEditor.findChild<QWidget*>(QStringLiteral("progressPanel"));
    QVERIFY(progress);
    QTRY_VERIFY_WITH_TIMEOUT(progress->isVisible(), 5000);
    QTest::qWait(300);
    QPushButton* cancel = nullptr;
    for (auto* b : progress->findChildren<QPushButton*>())
      if (b->text().contains(QStringLiteral("Cancel"))) cancel = b;
    QVERIFY(cancel);
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!progress->isVisible(), 5000);
    QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
  }

  void analysisOnTheTableWithScreenshot() {
    StrategicDocument doc(battle());
    StrategicEditor editor(&doc);
    editor.resize(1300, 760);
    editor.show();
    QVERIFY(waitForAnalysis(editor, true));
    auto* model = editor.model();
    // Battle of the Sexes: two pure equilibria, both starred for both players.
    QCOMPARE(model->data(model->index(0, 0)).toString(), QStringLiteral("2*, 1*"));
    QCOMPARE(model->data(model->index(1, 1)).toString(), QStringLiteral("1*, 2*"));
    QCOMPARE(model->data(model->index(0, 1)).toString(), QStringLiteral("0, 0"));
    QVERIFY(model->data(model->index(0, 0), StrategicTableModel::PureEquilibriumRole).toBool());
    QVERIFY(!model->data(model->index(1, 0), StrategicTableModel::PureEquilibriumRole).toBool());
    auto analysis = editor.analysisPanel()->analysis();
    QVERIFY(analysis);
    QVERIFY(editor.safetyText().contains(QStringLiteral("2/3")));  // Ann: Val(A) = 2/3
    if (analysis->equilibria) {
      QCOMPARE(analysis->equilibria->equilibria.size(), std::size_t(3));
      // Select the mixed one: (2/3, 1/3), (1/3, 2/3).
      for (std::size_t i = 0; i < 3; ++i)
        if (analysis->equilibria->equilibria[i].strategies[0][0] == Rational(2, 3)) emit editor.analysisPanel()->equilibriumSelected(int(i));
      QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Opera  (2/3)"));
    }
    QCoreApplication::processEvents();
    const QImage image = editor.grab().toImage();
    QVERIFY(image.save(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("strategic_battle.png"))));
    // An edit clears the stale analysis; the debounced run brings a new one.
    QVERIFY(model->setData(model->index(0, 1), QStringLiteral("3, 3")));
    QVERIFY(!model->analysis());
    QVERIFY(waitForAnalysis(editor, false));
    QCOMPARE(model->data(model->index(0, 1)).toString(), QStringLiteral("3*, 3*"));
  }

 private:
  QTemporaryDir autosaveDir_;
};

QTEST_MAIN(TestStrategicEditor)
#include "test_strategiceditor.moc"
