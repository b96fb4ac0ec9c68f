/// The Kingmakers page and the win/lose mode of the tree editor (source 001; expected values
/// from spec/reference/kingmaker_reference.py, spec/kingmaker-thesis.md parts 3.5 and 3.6):
/// the Fig. 3.3 example opened from the start page's list in a MainWindow (strict kingmakers at
/// both inner nodes, 6 pure SPE (3: 4, 2: 1, 1: 1), SP-1EP: root the kingmaker between 1 and 2,
/// its trace of two narrowings), the overlay marks, One/Next SPE walking the 6 profiles, maxn
/// with the last-child rule, the reading switch on Fig. 4.1 (set: P1 stays the kingmaker;
/// alt: P3 becomes it), a trace entry selecting its node, digits on leaves in win/lose mode
/// with undo/redo, a tree with chance showing the reason, the Generate dialog opening a
/// Diamond game tab, and screenshots of the page (saved next to the test binary). Random trees:
/// test_tree_kingmaker_overlay.cpp.
#include "core/io/gamelabfile.h"
#include "core/kingmaker/binarygame.h"
#include "core/tree/treenotation.h"
#include "tests/support/analysiswait.h"
#include "tests/support/guitest.h"
#include "ui/common/languagemanager.h"
#include "ui/document/documentregistry.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treeeditor.h"
#include "ui/tree/treegeneratedialog.h"
#include "ui/tree/treegeometry.h"
#include "ui/tree/treekingmakerpage.h"
#include "ui/tree/treekingmakertools.h"
#include "ui/tree/treeoverlayitem.h"
#include "ui/tree/treeview.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QLineEdit>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

DocumentPtr exampleDocument(const QString& id) {
  for (const auto& e : examples())
    if (e.id == id) return e.factory();
  return nullptr;
}

/// The editor of the window's current document.
TreeEditor* currentEditor(MainWindow& window) {
  for (auto* editor : window.findChildren<TreeEditor*>())
    if (editor->document() == window.currentDocument()) return editor;
  return nullptr;
}

/// Selects `value` in a combo box as a user would (through its data).
void choose(QComboBox* box, int value) {
  const int index = box->findData(value);
  QVERIFY(index >= 0);
  box->setCurrentIndex(index);
}

}  // namespace

class TestTreeKingmaker : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_tree_kingmaker"));
    languages_.apply(QStringLiteral("en"));  // as the program does: English plurals ("1 leaf", "2 leaves")
    registerBuiltinKinds();
    QVERIFY(autosaveDir_.isValid());
  }

  void examplesAreRegistered() {
    for (const char* id : {"tree-kingmaker-fig-3-3", "tree-kingmaker-fig-4-1", "tree-kingmaker-fig-4-6",
                           "tree-kingmaker-diamond", "tree-kingmaker-nim-2-3"}) {
      auto doc = exampleDocument(QLatin1String(id));
      auto* tree = dynamic_cast<TreeDocument*>(doc.get());
      QVERIFY2(tree, id);
      QVERIFY2(kingmaker::isBinaryGame(tree->tree()), id);
      QVERIFY2(tree->binaryMode(), id);
    }
  }

  void fig33Page() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1500, 900);
    window.show();
    QVERIFY(window.addDocument(exampleDocument(QStringLiteral("tree-kingmaker-fig-3-3"))));
    TreeEditor* editor = currentEditor(window);
    QVERIFY(editor);
    TreeAnalysisPanel* panel = editor->analysisPanel();
    TreeKingmakerPage* page = panel->kingmakerPage();
    QCOMPARE(panel->tabs()->currentWidget(), page);  // a win/lose tree opens on this page
    if (!panel->analysis() || !panel->analysis()->kingmaker) QVERIFY(testsupport::waitForAnalysis(panel));

    // Pre-order tree: 0 root (3), 1 P1 {3, 2}, 4 P2 {3, 1}; leaves 2, 3, 5, 6.
    const QString text = page->text();
    QVERIFY2(text.contains(QStringLiteral("Count: 6")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3 decision nodes, 4 leaves, 2 strict kingmaker nodes")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Players who may win at the root: {1, 2}")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3 at node 1 decides between {1, 2}")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Root value: (0, 0, 1)")), qPrintable(text));  // maxn, first child
    // SPE by winner: 1: 1, 2: 1, 3: 4 (the table rows, in player order).
    QVERIFY2(text.simplified().contains(QStringLiteral("Winner SPE 1 1 2 1 3 4")), qPrintable(text));
    QCOMPARE(page->traceList()->count(), 2);
    // The trace wraps in a narrow pane: each narrowing is whole, none runs off the right edge.
    {
      QListWidget* trace = page->traceList();
      const int width = trace->viewport()->width();
      trace->setMaximumWidth(trace->width() / 2);
      QTRY_VERIFY(trace->viewport()->width() < width);
      for (int k = 0; k < trace->count(); ++k) {
        const QRect rect = trace->visualItemRect(trace->item(k));
        const QRect needed = trace->fontMetrics().boundingRect(QRect(0, 0, rect.width(), 10000), Qt::TextWordWrap,
                                                               trace->item(k)->text());
        QVERIFY2(rect.right() <= trace->viewport()->width() && needed.height() <= rect.height(),
                 qPrintable(trace->item(k)->text()));
      }
      trace->setMaximumWidth(QWIDGETSIZE_MAX);
    }

    TreeOverlay o = editor->view()->overlay();
    QCOMPARE(o.nodeMark.size(), std::size_t(7));
    QVERIFY(o.nodeMark[0] & TreeOverlay::KeyNode);
    QVERIFY(o.nodeMark[1] & TreeOverlay::StrictKingmaker);
    QVERIFY(o.nodeMark[4] & TreeOverlay::StrictKingmaker);
    QVERIFY(!(o.nodeMark[0] & TreeOverlay::StrictKingmaker));
    QVERIFY(!(o.nodeMark[1] & TreeOverlay::KeyNode));
    // SP-1EP: both root edges allowed; P1 → [2] (node 3), P2 → [1] (node 6).
    const std::vector<bool> allowed = {false, true, false, true, true, false, true};
    QCOMPARE(o.allowedEdge, allowed);
    QVERIFY(o.nodeToolTip[1].contains(QStringLiteral("{2, 3}")));
    QCOMPARE(o.edgeClass[1], std::uint8_t(TreeOverlay::Chance));    // P3 may win below P1's node
    QCOMPARE(o.edgeClass[2], std::uint8_t(TreeOverlay::NoChance));  // P1 cannot win at [3]
    QCOMPARE(o.nodeText[0], QStringLiteral("W {1, 2}"));
    editor->view()->fitTree();
    QTest::qWait(50);
    QVERIFY(window.grab().save(QCoreApplication::applicationDirPath() + QStringLiteral("/kingmaker-fig-3-3.png")));
    // Table 5.2 rows: the tree itself, rules 1–4, and SP-1EP then rules 1–4 (P3{[2],[1]}).
    QVERIFY2(text.simplified().contains(QStringLiteral("transformed 3 4 2")), qPrintable(text));
    QVERIFY2(text.simplified().contains(QStringLiteral("SP-1EP, transformed 1 2 1")), qPrintable(text));

    // A trace entry selects its node: the second narrowing is P2's node (tree node 4).
    QListWidget* trace = page->traceList();
    const QRect second = trace->visualItemRect(trace->item(1));
    QTest::mouseClick(trace->viewport(), Qt::LeftButton, {}, second.center());
    QCOMPARE(editor->view()->selectedNodes(), std::vector<NodeId>{4});

    // One SPE, then the next ones: six in all, then the first again.
    QTest::mouseClick(page->oneSpeButton(), Qt::LeftButton);
    QCOMPARE(page->speNumber(), 1);
    o = editor->view()->overlay();
    int chosen = 0;
    for (bool b : o.chosenEdge) chosen += b;
    QCOMPARE(chosen, 3);  // one edge at each decision node
    for (int k = 2; k <= 6; ++k) {
      QTest::mouseClick(page->nextSpeButton(), Qt::LeftButton);
      QCOMPARE(page->speNumber(), k);
    }
    QTest::mouseClick(page->nextSpeButton(), Qt::LeftButton);
    QCOMPARE(page->speNumber(), 1);

    // maxn with the last best child: (1, 0, 0).
    choose(page->tieRuleBox(), int(kingmaker::TieRule::Last));
    QVERIFY(testsupport::waitForAnalysis(panel));
    QVERIFY2(page->text().contains(QStringLiteral("Root value: (1, 0, 0)")), qPrintable(page->text()));

    // kmn-η only: no narrowing, both inner nodes stay undetermined kingmakers.
    page->kmnEtaOnlyBox()->setChecked(true);
    QCOMPARE(page->traceList()->count(), 0);
    o = editor->view()->overlay();
    QVERIFY(o.nodeMark[1] & TreeOverlay::KeyNode);
    QVERIFY(o.nodeMark[4] & TreeOverlay::KeyNode);
    page->kmnEtaOnlyBox()->setChecked(false);

    // Help.
    QPushButton* help = page->findChild<QPushButton*>(QStringLiteral("kingmakerHelp"));
    QVERIFY(help);
    QTest::mouseClick(help, Qt::LeftButton);
    QVERIFY(page->text().contains(QStringLiteral("the thesis is informal")));
    QVERIFY(page->grab().save(QCoreApplication::applicationDirPath() + QStringLiteral("/kingmaker-help.png")));
    QTest::mouseClick(help, Qt::LeftButton);
    QVERIFY(!page->text().contains(QStringLiteral("the thesis is informal")));
  }

  /// Essence, sandbox and match windows open on the page's game, hide with their document's
  /// tab, report nodes to the editor and are cleared when the tree changes.
  void toolWindowsFollowTheGame() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1400, 800);
    window.show();
    QVERIFY(window.addDocument(exampleDocument(QStringLiteral("tree-kingmaker-fig-3-3"))));
    TreeEditor* editor = currentEditor(window);
    TreeAnalysisPanel* panel = editor->analysisPanel();
    TreeKingmakerPage* page = panel->kingmakerPage();
    panel->tabs()->setCurrentWidget(page);
    if (!panel->analysis() || !panel->analysis()->kingmaker) QVERIFY(testsupport::waitForAnalysis(panel));
    TreeKingmakerTools* tools = page->tools();
    for (int k = 0; k < 3; ++k) {
      QVERIFY(page->toolButton(k)->isEnabled());
      QTest::mouseClick(page->toolButton(k), Qt::LeftButton);
      QVERIFY(tools->window(TreeKingmakerTools::Tool(k)));
      QVERIFY(tools->window(TreeKingmakerTools::Tool(k))->isVisible());
    }
    // The windows belong to this document: another document's tab hides them, coming back
    // shows them again.
    const int treeTab = window.tabs()->currentIndex();
    QVERIFY(window.addDocument(exampleDocument(QStringLiteral("tree-kingmaker-fig-4-1"))));
    QVERIFY(window.tabs()->currentIndex() != treeTab);
    for (int k = 0; k < 3; ++k) QVERIFY(!tools->window(TreeKingmakerTools::Tool(k))->isVisible());
    window.tabs()->setCurrentIndex(treeTab);
    for (int k = 0; k < 3; ++k) QVERIFY(tools->window(TreeKingmakerTools::Tool(k))->isVisible());
    // Enter in a probability field of the sandbox takes the number; it does not deviate.
    {
      SandboxWidget* sandbox = tools->sandbox();
      QWidget* cell = sandbox->table()->cellWidget(0, 1);
      QVERIFY(cell);
      QLineEdit* field = cell->findChild<QLineEdit*>();
      QVERIFY(field);
      tools->window(TreeKingmakerTools::Tool::Sandbox)->activateWindow();
      field->setFocus();
      field->selectAll();
      QTest::keyClicks(field, QStringLiteral("1/2"));
      QTest::keyClick(field, Qt::Key_Return);
      QVERIFY(!sandbox->deviated());
    }
    QVERIFY(tools->essenceView()->hasGame());
    QCOMPARE(tools->essenceView()->current().nodeCount(), 7);
    QVERIFY(!tools->sandbox()->rowNodes().empty());
    emit tools->essenceView()->nodeSelected(4);
    QCOMPARE(editor->view()->selectedNodes(), std::vector<NodeId>{4});
    // An edit (player 2 wins at leaf 2): the windows forget the old game.
    editor->view()->selectNodes({2});
    QVERIFY(editor->setMover(1));
    QVERIFY(!tools->essenceView()->hasGame());
  }

  void readingChangesTheKingmaker() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1400, 800);
    window.show();
    QVERIFY(window.addDocument(exampleDocument(QStringLiteral("tree-kingmaker-fig-4-1"))));
    TreeEditor* editor = currentEditor(window);
    TreeAnalysisPanel* panel = editor->analysisPanel();
    TreeKingmakerPage* page = panel->kingmakerPage();
    panel->tabs()->setCurrentWidget(page);
    if (!panel->analysis() || !panel->analysis()->kingmaker) QVERIFY(testsupport::waitForAnalysis(panel));
    // Tree: 0 P3, 1 P1 {[3], [2]}, 4 [1]. set: P1 stays the kingmaker over {2, 3}, P3 goes left.
    QVERIFY2(page->text().contains(QStringLiteral("1 at node 2 decides between {2, 3}")), qPrintable(page->text()));
    QCOMPARE(page->traceList()->count(), 0);
    choose(page->readingBox(), int(kingmaker::Reading::Alt));
    QVERIFY(testsupport::waitForAnalysis(panel));
    // alt: P1 is forced to [2]; P3 at the root becomes the kingmaker over {1, 2}.
    QVERIFY2(page->text().contains(QStringLiteral("3 at node 1 decides between {1, 2}")), qPrintable(page->text()));
    QVERIFY2(page->text().contains(QStringLiteral("Reading of the ancestor test: alt")), qPrintable(page->text()));
    QCOMPARE(page->traceList()->count(), 1);
    const TreeOverlay o = editor->view()->overlay();
    QVERIFY(o.nodeMark[0] & TreeOverlay::KeyNode);
    QVERIFY(!(o.nodeMark[1] & TreeOverlay::KeyNode));
  }

  void digitsSetWinnersInBinaryMode() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1400, 800);
    window.show();
    window.activateWindow();
    QVERIFY(window.addDocument(exampleDocument(QStringLiteral("tree-kingmaker-fig-3-3"))));
    TreeEditor* editor = currentEditor(window);
    auto* doc = editor->document();
    QVERIFY(doc->binaryMode());
    QVERIFY(editor->action(QStringLiteral("binaryMode"))->isChecked());
    QVERIFY(QTest::qWaitForWindowActive(&window));
    TreeView* view = editor->view();
    view->setFocus();
    view->selectNodes({2});  // the leaf [3] under P1
    const int steps = doc->undoStack()->count();
    const std::size_t outcomes = doc->tree().outcomes.size();
    QTest::keyClick(view, Qt::Key_2);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(doc->tree().isTerminal(2));
    QCOMPARE(doc->tree().accumulatedPayoff(2), (RationalVector{0, 1, 0}));
    QCOMPARE(doc->tree().outcomes.size(), outcomes);  // player 2's outcome is shared, not copied
    QCOMPARE(doc->tree().node(2).outcome, doc->tree().node(3).outcome);
    const TreeGeometry geometry(doc->snapshot(), TreeOrientation::TopDown, TreeMetrics{}, true);
    QCOMPARE(geometry.leafWinner(2), 1);
    QCOMPARE(geometry.payoffLines(2), QStringList{QStringLiteral("2")});
    doc->undoStack()->undo();
    QCOMPARE(doc->tree().accumulatedPayoff(2), (RationalVector{0, 0, 1}));
    doc->undoStack()->redo();
    QCOMPARE(doc->tree().accumulatedPayoff(2), (RationalVector{0, 1, 0}));

    // M grows the leaf into a move whose two leaves keep its winner (still a win/lose tree).
    QTest::keyClick(view, Qt::Key_M);
    QVERIFY(!doc->tree().isTerminal(2));
    QVERIFY(kingmaker::isBinaryGame(doc->tree()));

    // Out of win/lose mode a digit on a leaf makes a move, as in any tree.
    view->selectNodes({3});
    QTest::keyClick(view, Qt::Key_B);
    QVERIFY(!doc->binaryMode());
    QTest::keyClick(view, Qt::Key_1);
    QVERIFY(!doc->tree().isTerminal(3));
  }

  /// The mode is a view setting saved with the file; without it, win/lose trees of 3+ players
  /// open in it.
  void binaryModeIsSaved() {
    auto doc = exampleDocument(QStringLiteral("tree-kingmaker-fig-3-3"));
    auto* tree = static_cast<TreeDocument*>(doc.get());
    QVERIFY(tree->binaryMode());
    tree->setBinaryMode(false);
    GamelabFile file = tree->toGamelabFile();
    auto reopened = TreeDocument::fromGamelabFile(file);
    QVERIFY(reopened);
    QVERIFY(!static_cast<TreeDocument*>(reopened->get())->binaryMode());
    file.view.erase("binary");
    reopened = TreeDocument::fromGamelabFile(file);
    QVERIFY(static_cast<TreeDocument*>(reopened->get())->binaryMode());
    TreeDocument twoPlayers;  // File ▸ New-like: not a win/lose tree of 3+ players
    QVERIFY(!twoPlayers.binaryMode());
  }

  void nonBinaryTreeSaysWhy() {
    auto tree = parseTreeNotation("N{1/2: (1, 0, 0), 1/2: III{a: (0, 1, 0), b: (0, 0, 1)}}");
    QVERIFY(tree);
    TreeDocument doc(std::move(*tree));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(panel.tabs()->currentWidget() != panel.kingmakerPage());  // not a win/lose tree
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.kingmakerPage()->text();
    QVERIFY2(text.contains(QStringLiteral("Node 1 is a chance node")), qPrintable(text));
    QVERIFY(!panel.kingmakerPage()->oneSpeButton()->isEnabled());
  }

  /// Counts agree with their nouns: one decision node and one kingmaker are singular.
  void countsAreSingularForOne() {
    auto tree = parseTreeNotation("I{a: (0, 1, 0), b: (0, 0, 1)}");
    QVERIFY(tree);
    TreeDocument doc(std::move(*tree));
    TreeAnalysisPanel panel(&doc);
    QVERIFY(testsupport::waitForAnalysis(&panel));
    const QString text = panel.kingmakerPage()->text();
    QVERIFY2(text.contains(QStringLiteral("3 players: 1 decision node, 2 leaves, 1 strict kingmaker node.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("counting from 1")), qPrintable(text));  // which numbering, said
  }

  void generateDiamondAndScreenshot() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1500, 900);
    window.show();
    QVERIFY(window.addDocument(exampleDocument(QStringLiteral("tree-kingmaker-fig-3-3"))));
    TreeEditor* editor = currentEditor(window);
    const int before = int(window.documents().size());
    TreeGenerateDialog dialog(editor);
    dialog.setKind(TreeGenerateDialog::Kind::Diamond);
    QVERIFY(editor->openGenerated(dialog));
    QCOMPARE(int(window.documents().size()), before + 1);
    TreeEditor* diamond = currentEditor(window);
    QVERIFY(diamond && diamond != editor);
    QVERIFY(diamond->document()->binaryMode());
    TreeAnalysisPanel* panel = diamond->analysisPanel();
    panel->tabs()->setCurrentWidget(panel->kingmakerPage());
    if (!panel->analysis() || !panel->analysis()->kingmaker) QVERIFY(testsupport::waitForAnalysis(panel));
    const QString text = panel->kingmakerPage()->text();
    // Table 5.2, row 1: 84 decision nodes, 112 leaves, 26 kingmakers.
    QVERIFY2(text.contains(QStringLiteral("84 decision nodes, 112 leaves, 26 strict kingmaker nodes")), qPrintable(text));
    // The pure SPE count (spec part 4.5), digits grouped by thin spaces.
    QVERIFY2(QString(text).replace(QChar(0x2009), QLatin1Char(' ')).contains(QStringLiteral("Count: 927 260 837 325 672 264 114 176")),
             qPrintable(text));
    diamond->view()->setZoom(0.9);
    diamond->view()->selectNodes({0}, true);
    QTest::qWait(50);
    QVERIFY(window.grab().save(QCoreApplication::applicationDirPath() + QStringLiteral("/kingmaker-diamond.png")));
    // Table 5.2 (spec part 4.3; 71 where the thesis prints 72).
    const QString rows = text.simplified();
    for (const char* row : {"original 84 112 26", "transformed 71 85 19", "kmn-η, transformed 9 10 5", "SP-1EP, transformed 1 2 1"})
      QVERIFY2(rows.contains(QString::fromUtf8(row)), row);
  }

 private:
  QTemporaryDir autosaveDir_;
  LanguageManager languages_;
};

QTEST_MAIN(TestTreeKingmaker)
#include "test_tree_kingmaker.moc"
