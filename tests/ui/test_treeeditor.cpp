/// The game-tree editor: building a tree by the editor's actions, undo/redo of every kind of
/// edit, join/split with refusals, in-place editing (payoff, probability, label) with bad input
/// refused, copy/paste of a subtree, save/reopen through GamelabFile, the validation list,
/// picture export (SVG/PNG/PDF), the overlay cleared on edit, and the kind's registration.
#include "core/io/gamelabfile.h"
#include "core/tree/treejson.h"
#include "core/tree/treeexamples.h"
#include "core/tree/strategicform.h"
#include "core/tree/treenotation.h"
#include "core/tree/treevalidation.h"
#include "tests/support/exactnumbers.h"
#include "ui/document/documentregistry.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treeeditor.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treegeometry.h"
#include "ui/tree/treeitem.h"
#include "ui/tree/treekind.h"
#include "ui/tree/treeoverlayitem.h"
#include "ui/tree/treevalidationlist.h"
#include "ui/tree/treeview.h"

#include <QAction>
#include <QLabel>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPainterPath>
#include <QLineEdit>
#include <QToolBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using gamelab::testsupport::q;

/// Trees equal in every stored field (through their JSON form).
bool same(const GameTree& a, const GameTree& b) { return treeToJson(a) == treeToJson(b) && a.title == b.title; }

/// T65, the Basic Endgame.
GameTree basicEndgame() {
  auto tree = parseTreeNotation("N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}");
  return tree.value();
}

/// Runs `edit`, checks `after`, undoes (tree back to `before`), redoes (`after` again).
void undoRedo(const std::function<void(TreeDocument&)>& edit) {
  TreeDocument doc(basicEndgame());
  const GameTree before = doc.tree();
  const int count = doc.undoStack()->count();
  edit(doc);
  QCOMPARE(doc.undoStack()->count(), count + 1);
  const GameTree after = doc.tree();
  QVERIFY(!same(after, before));
  doc.undoStack()->undo();
  QVERIFY(same(doc.tree(), before));
  doc.undoStack()->redo();
  QVERIFY(same(doc.tree(), after));
}

NodeId at(const TreeDocument& doc, NodePath path) { return doc.tree().nodeAt(path); }

/// The disc drawn for a node, as a path.
QPainterPath nodeDisc(const TreeGeometry& g, NodeId id) {
  const double r = g.tree().isTerminal(id) ? g.metrics().leafRadius : g.metrics().nodeRadius;
  QPainterPath disc;
  disc.addEllipse(g.pos(id), r, r);
  return disc;
}

}  // namespace

class TestTreeEditor : public QObject {
  Q_OBJECT
 private slots:
  void buildByActions() {
    TreeDocument doc(newGameTree());
    TreeEditor editor(&doc);
    editor.resize(1200, 700);
    TreeView* view = editor.view();
    // Root: I with two leaves. Second leaf becomes chance, first leaf II.
    view->selectNode(at(doc, {1}));
    QVERIFY(editor.setMover(kChancePlayer));
    QVERIFY(doc.tree().isChance(at(doc, {1})));
    view->selectNode(at(doc, {0}));
    editor.action(QStringLiteral("player2"))->trigger();
    QCOMPARE(doc.tree().playerAt(at(doc, {0})), 1);
    QVERIFY(editor.addAction());
    QCOMPARE(doc.tree().node(at(doc, {0})).children.size(), std::size_t(3));
    view->selectNode(at(doc, {0, 2}));
    QVERIFY(editor.removeAction());
    QCOMPARE(doc.tree().node(at(doc, {0})).children.size(), std::size_t(2));
    // Keys 1–9 refer to players that exist.
    view->selectNode(at(doc, {0, 0}));
    QVERIFY(!editor.setMover(4));
    QVERIFY(editor.statusText().contains(QStringLiteral("no player 5")));
    QVERIFY(editor.deleteSubtree() == false);  // already a leaf
    view->selectNode(at(doc, {0}));
    QVERIFY(editor.deleteSubtree());
    QVERIFY(doc.tree().isTerminal(at(doc, {0})));
    QVERIFY(doc.tree().isConsistent());
  }

  void undoRedoEveryEdit() {
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::addMove(&doc, {0, 1}, 1, 3).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::addAction(&doc, {0, 0}).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::removeAction(&doc, {0, 0, 0}).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::makeTerminal(&doc, {0, 0}).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setPlayer(&doc, {0}, 1).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setPlayer(&doc, {}, 0).isEmpty()); });  // chance -> I
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::splitInfoSet(&doc, {{0, 0}}).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setInfoSetLabel(&doc, {0}, QStringLiteral("winning card")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setActionLabel(&doc, {0, 0}, QStringLiteral("bet")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setProbability(&doc, {0}, QStringLiteral("1/3")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setPayoff(&doc, {0, 1}, QStringLiteral("5/2")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::setOutcome(&doc, {0, 1}, -1).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::nameOutcome(&doc, {0, 1}, QStringLiteral("fold")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::addPlayer(&doc, QStringLiteral("III")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::renamePlayer(&doc, 0, QStringLiteral("Alice")).isEmpty()); });
    undoRedo([](TreeDocument& doc) { QVERIFY(TreeEdits::pasteSubtree(&doc, {1, 1}, doc.tree().extractSubtree(at(doc, {0}))).isEmpty()); });
    TreeDocument doc(basicEndgame());
    // Payoff in a zero-sum tree: one number sets (x, −x).
    QVERIFY(TreeEdits::setPayoff(&doc, {0, 1}, QStringLiteral("-7/2")).isEmpty());
    QCOMPARE(doc.tree().accumulatedPayoff(at(doc, {0, 1})), (RationalVector{q("-7/2"), q("7/2")}));
    // Removing a player who still moves is refused.
    QVERIFY(TreeEdits::removePlayer(&doc, 1).contains(QStringLiteral("still moves")));
  }

  void joinAndSplit() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    TreeView* view = editor.view();
    const NodeId iWin = at(doc, {0}), iLose = at(doc, {1}), iiWin = at(doc, {0, 0}), iiLose = at(doc, {1, 0});
    QCOMPARE(doc.tree().node(iiWin).infoSet, doc.tree().node(iiLose).infoSet);
    // Different players: refused with the reason.
    view->selectNodes({iWin, iiLose});
    QVERIFY(!editor.joinSelected());
    QVERIFY(editor.statusText().contains(QStringLiteral("different players")));
    // One play: refused.
    view->selectNodes({iWin, at(doc, {0, 0})});
    QVERIFY(!editor.joinSelected());
    // Split II's set, join it again; I's two nodes join into one set.
    view->selectNodes({iiWin});
    QVERIFY(editor.splitSelected());
    QVERIFY(doc.tree().node(at(doc, {0, 0})).infoSet != doc.tree().node(at(doc, {1, 0})).infoSet);
    view->selectNodes({at(doc, {0, 0}), at(doc, {1, 0})});
    QVERIFY(editor.joinSelected());
    QCOMPARE(doc.tree().node(at(doc, {0, 0})).infoSet, doc.tree().node(at(doc, {1, 0})).infoSet);
    view->selectNodes({iWin, iLose});
    QVERIFY(editor.joinSelected());
    QCOMPARE(doc.tree().node(at(doc, {0})).infoSet, doc.tree().node(at(doc, {1})).infoSet);
    doc.undoStack()->undo();
    QVERIFY(doc.tree().node(at(doc, {0})).infoSet != doc.tree().node(at(doc, {1})).infoSet);
  }

  /// Absent-minded sets (a set met twice on one play) are valid games: Join makes them, the
  /// problems list names them as a warning, and the strategic form is computed.
  void absentMindedSetsCanBeJoined() {
    TreeDocument doc(parseTreeNotation("I[first]{exit: 0, go: I[second]{exit: 4, go: 1}}").value());
    TreeEditor editor(&doc);
    editor.resize(1000, 600);
    editor.show();
    editor.view()->selectNodes({at(doc, {}), at(doc, {1})});
    QVERIFY(editor.joinSelected());
    QCOMPARE(doc.tree().node(at(doc, {})).infoSet, doc.tree().node(at(doc, {1})).infoSet);
    const auto problems = validateTree(doc.tree());
    QVERIFY(!problems.empty());
    QCOMPARE(problems.front().kind, TreeProblemKind::InfoSetOnOnePath);
    QVERIFY(problems.front().severity != ProblemSeverity::Error);
    QVERIFY(TreeValidationList::problemText(doc.tree(), problems.front()).contains(QStringLiteral("absent-minded")));
    const auto form = toStrategicForm(doc.tree());
    QVERIFY(form.hasValue());
    QCOMPARE(form->game.strategies(0), std::size_t(2));
    doc.undoStack()->undo();
    QVERIFY(doc.tree().node(at(doc, {})).infoSet != doc.tree().node(at(doc, {1})).infoSet);
  }

  /// Fit never enlarged a small tree; it does now, up to TreeView::kFitMaxZoom.
  void fitEnlargesASmallTree() {
    TreeDocument doc(parseTreeNotation("I{a: 1, b: 2}").value());
    TreeEditor editor(&doc);
    editor.resize(1400, 900);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.view()->fitTree();
    QVERIFY2(editor.view()->zoom() > 1.5, qPrintable(QString::number(editor.view()->zoom())));
    QVERIFY(editor.view()->zoom() <= TreeView::kFitMaxZoom);
  }

  void inPlaceEditing() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    editor.resize(1200, 700);
    editor.show();
    TreeView* view = editor.view();
    const NodeId leaf = at(doc, {0, 1});
    QVERIFY(view->editPart(TreeGeometry::Part::Payoff, leaf));
    QLineEdit* edit = view->inPlaceEditor();
    QVERIFY(edit);
    QCOMPARE(edit->text(), QStringLiteral("1"));
    const int steps = doc.undoStack()->count();
    edit->setText(QStringLiteral("3/x"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(doc.undoStack()->count(), steps);  // refused, editor stays open
    QVERIFY(view->inPlaceEditor());
    QVERIFY(editor.statusText().contains(QStringLiteral("not a number")));
    view->inPlaceEditor()->setText(QStringLiteral("-5/3"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QVERIFY(!view->inPlaceEditor());
    QCOMPARE(doc.tree().accumulatedPayoff(at(doc, {0, 1}))[0], q("-5/3"));
    // Esc cancels.
    QVERIFY(view->editPart(TreeGeometry::Part::Action, at(doc, {0, 0})));
    view->inPlaceEditor()->setText(QStringLiteral("raise"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Escape);
    QVERIFY(!view->inPlaceEditor());
    QCOMPARE(doc.tree().actionLabelTo(at(doc, {0, 0})), std::string("b"));
    // Probability: out of range refused, exact fraction accepted.
    QVERIFY(view->editPart(TreeGeometry::Part::Probability, at(doc, {0})));
    view->inPlaceEditor()->setText(QStringLiteral("5/4"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QVERIFY(editor.statusText().contains(QStringLiteral("between 0 and 1")));
    view->inPlaceEditor()->setText(QStringLiteral("1/3"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    const InfoSet& chance = doc.tree().infoSets[std::size_t(doc.tree().node(0).infoSet)];
    QCOMPARE(chance.probabilities[0], q("1/3"));
  }

  void validationList() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    QCOMPARE(editor.validationList()->count(), 1);
    QVERIFY(editor.validationList()->item(0)->text().startsWith(QStringLiteral("No problems")));
    QVERIFY(TreeEdits::setProbability(&doc, {0}, QStringLiteral("1/2")).isEmpty());
    QVERIFY(editor.validationList()->count() >= 1);
    const QString text = editor.validationList()->item(0)->text();
    QVERIFY2(text.contains(QStringLiteral("5/4")), qPrintable(text));
    QCOMPARE(editor.validationList()->item(0)->foreground().color(), QColor(0xc6, 0x28, 0x28));
    // Clicking the problem selects the chance node.
    emit editor.validationList()->itemClicked(editor.validationList()->item(0));
    QCOMPARE(editor.view()->selectedNodes(), std::vector<NodeId>{0});
  }

  void copyPaste() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    TreeView* view = editor.view();
    view->selectNode(at(doc, {0}));
    editor.copySubtree();
    view->selectNode(at(doc, {1, 1}));  // leaf "c: -1"
    QVERIFY(editor.pasteSubtree());
    const NodeId pasted = at(doc, {1, 1});
    QCOMPARE(doc.tree().playerAt(pasted), 0);
    QCOMPARE(doc.tree().subtree(pasted).size(), std::size_t(5));
    QVERIFY(doc.tree().isConsistent());
    doc.undoStack()->undo();
    QVERIFY(same(doc.tree(), basicEndgame()));
    // Cut: copies and deletes in one step.
    view->selectNode(at(doc, {1}));
    QVERIFY(editor.cutSubtree());
    QVERIFY(doc.tree().isTerminal(at(doc, {1})));
  }

  void saveAndReopen() {
    TreeDocument doc(basicEndgame());
    doc.setTitle(QStringLiteral("Endgame"));
    doc.setOrientation(TreeOrientation::LeftRight);
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("t.gamelab")).toStdString();
    QVERIFY(writeGamelabFile(path, doc.toGamelabFile()).hasValue());
    auto file = readGamelabFile(path);
    QVERIFY(file.hasValue());
    auto reopened = TreeDocument::fromGamelabFile(*file);
    QVERIFY(reopened.hasValue());
    auto* tree = static_cast<TreeDocument*>(reopened->get());
    QVERIFY(same(tree->tree(), doc.tree()));
    QCOMPARE(tree->orientation(), TreeOrientation::LeftRight);
    QCOMPARE(tree->title(), QStringLiteral("Endgame"));
  }

  void exportPictures() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    QTemporaryDir dir;
    for (const char* format : {"svg", "png", "pdf"}) {
      const QString path = dir.filePath(QStringLiteral("tree.") + QLatin1String(format));
      QVERIFY(editor.exportPicture(QLatin1String(format), path));
      QVERIFY2(QFileInfo(path).size() > 500, format);
    }
    QFile svg(dir.filePath(QStringLiteral("tree.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<svg"));
  }

  /// Digest §3.1: loops around the vertices the mover cannot tell apart, and around nothing
  /// else. In the Basic Endgame a leaf lies between II's two "bet" vertices: the set is drawn
  /// as two loops joined by a dashed curve, so that the leaf stays outside.
  void infoSetLoops() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    TreeItem* item = editor.view()->treeItem();
    const NodeId bet1 = at(doc, {0, 0}), bet2 = at(doc, {1, 0});
    const int set = doc.tree().node(bet1).infoSet;
    QCOMPARE(doc.tree().node(bet2).infoSet, set);
    // The leaf really lies between them on their level.
    const auto& level = editor.view()->geometry().levels()[2];
    const auto i1 = std::find(level.begin(), level.end(), bet1), i2 = std::find(level.begin(), level.end(), bet2);
    QVERIFY(i2 - i1 == 2 && doc.tree().isTerminal(*(i1 + 1)));
    const auto groups = item->loopGroups();
    QCOMPARE(int(groups.size()), 2);
    QCOMPARE(groups[0].infoSet, set);
    QCOMPARE(groups[1].infoSet, set);
    QCOMPARE(groups[0].members, (std::vector<NodeId>{bet1}));
    QCOMPARE(groups[1].members, (std::vector<NodeId>{bet2}));
    QCOMPARE(item->connectorCount(), 1);
    QVERIFY(!groups[0].outline.intersects(nodeDisc(editor.view()->geometry(), *(i1 + 1))));

    // Kuhn poker: II's sets interleave with other sets of II on their level, so each is drawn as
    // several loops (decision nodes of other sets between members split) joined by dashed curves.
    TreeDocument kuhn(kuhnPoker());
    TreeEditor kuhnEditor(&kuhn);
    const GameTree& t = kuhn.tree();
    const auto kuhnGroups = kuhnEditor.view()->treeItem()->loopGroups();
    std::map<int, int> loopsPerSet;
    for (const auto& g : kuhnGroups) {
      ++loopsPerSet[g.infoSet];
      // No decision node of another set lies between the members of one loop.
      const auto& lv = kuhnEditor.view()->geometry().levels()[std::size_t(kuhnEditor.view()->geometry().depth(g.members.front()))];
      auto a = std::find(lv.begin(), lv.end(), g.members.front()), b = std::find(lv.begin(), lv.end(), g.members.back());
      for (auto it = a; it != b; ++it) QCOMPARE(t.node(*it).infoSet, g.infoSet);
    }
    int split = 0, joins = 0;
    for (const auto& [s, loops] : loopsPerSet) {
      split += loops > 1;
      joins += loops - 1;
    }
    QVERIFY(split > 0);
    QCOMPARE(kuhnEditor.view()->treeItem()->connectorCount(), joins);
  }

  /// No loop of any example tree, in either orientation, touches the disc of a node that is
  /// not one of its members.
  void loopsEncloseOnlyTheirMembers() {
    clearDocumentRegistry();
    registerTreeKind();
    int loops = 0;
    for (const auto& e : gamelab::ui::examples()) {
      if (!e.id.startsWith(QStringLiteral("tree-"))) continue;
      auto doc = e.factory();
      auto* tree = static_cast<TreeDocument*>(doc.get());
      for (TreeOrientation o : {TreeOrientation::TopDown, TreeOrientation::LeftRight}) {
        auto geometry = std::make_shared<const TreeGeometry>(tree->snapshot(), o);
        TreeItem item;
        item.setGeometry(geometry);
        for (const auto& group : item.loopGroups()) {
          ++loops;
          const QRectF box = group.outline.boundingRect();
          for (NodeId id : geometry->nodesIn(box, 10)) {
            if (std::find(group.members.begin(), group.members.end(), id) != group.members.end()) continue;
            QVERIFY2(!group.outline.intersects(nodeDisc(*geometry, id)),
                     qPrintable(QStringLiteral("%1: node %2 inside a loop of set %3").arg(e.id).arg(id).arg(group.infoSet)));
          }
        }
      }
    }
    QVERIFY(loops > 20);
  }

  /// Every text of the picture lies inside the exported rectangle: action labels and
  /// probabilities beside the outermost edges, payoffs, movers, set names beside split loops
  /// and the analysis' node texts; a long label at the right edge is not cut off in the PNG.
  void exportShowsEveryLabelWhole() {
    const char* notation =
        "N{1/3 \"card 1, after check and a bet\": I[a]{\"x\": II[card 2, after check]{l: 1, r: 2}, y: 0},"
        " 1/3: I[b]{x: 4, y: 5}, 1/3 \"card 3, after a check and a raise\": I[c]{x: II[card 2, after check]{l: 3, r: 4},"
        " \"a rather long action label at the far right\": 6}}";
    auto parsed = parseTreeNotation(notation);
    QVERIFY2(parsed.hasValue(), notation);
    for (TreeOrientation o : {TreeOrientation::TopDown, TreeOrientation::LeftRight}) {
      TreeDocument doc(*parsed);
      doc.setOrientation(o);
      TreeEditor editor(&doc);
      const TreeGeometry& g = editor.view()->geometry();
      TreeItem* item = editor.view()->treeItem();
      const QRectF bounds = item->boundingRect();
      for (NodeId id = 0; id < g.nodeCount(); ++id)
        for (const QRectF& r : {g.actionRect(id), g.probabilityRect(id), g.payoffRect(id), g.moverRect(id)})
          if (!r.isEmpty()) QVERIFY2(bounds.contains(r), qPrintable(QStringLiteral("text of node %1 outside").arg(id)));
      // Set names beside split loops are whole ("card 2, after ch…" was cut), or left out.
      if (o == TreeOrientation::LeftRight) QVERIFY(!item->loopNames().empty());
      for (const auto& [name, rect] : item->loopNames()) {
        QVERIFY2(bounds.contains(rect), qPrintable(name));
        QVERIFY2(rect.width() >= QFontMetricsF(treeSmallFont()).horizontalAdvance(name), qPrintable(name));
      }

      TreeOverlay overlay;
      overlay.nodeText.assign(std::size_t(g.nodeCount()), QString());
      for (NodeId id = 0; id < g.nodeCount(); ++id)
        if (!doc.tree().isTerminal(id)) overlay.nodeText[std::size_t(id)] = QStringLiteral("subgame payoffs (12/5, -7/3)");
      editor.setOverlay(overlay);
      for (NodeId id = 0; id < g.nodeCount(); ++id)
        if (const QRectF r = editor.view()->overlayItem()->nodeTextRect(id); !r.isEmpty())
          QVERIFY(editor.view()->overlayItem()->boundingRect().contains(r));
      editor.clearOverlay();

      // The PNG's outermost pixels are background: nothing runs over its edge.
      QTemporaryDir dir;
      const QString path = dir.filePath(QStringLiteral("tree.png"));
      QVERIFY(editor.exportPicture(QStringLiteral("png"), path));
      const QImage image(path);
      QVERIFY(!image.isNull());
      for (int x = 0; x < image.width(); ++x)
        for (int y : {0, 1, image.height() - 2, image.height() - 1}) QCOMPARE(image.pixel(x, y), qRgb(255, 255, 255));
      for (int y = 0; y < image.height(); ++y)
        for (int x : {0, 1, image.width() - 2, image.width() - 1}) QCOMPARE(image.pixel(x, y), qRgb(255, 255, 255));
    }
  }

  /// The Solve action (F5) runs every analysis; the caption stands in a label above the canvas.
  void solveActionAndCaption() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    QAction* solve = editor.action(QStringLiteral("solve"));
    QVERIFY(solve);
    QCOMPARE(solve->shortcut(), QKeySequence(Qt::Key_F5));
    QVERIFY(solve->toolTip().contains(QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText)));
    QVERIFY(editor.toolBar()->actions().contains(solve));

    TreeOverlay overlay;
    overlay.caption = QStringLiteral("SPE payoffs (-1/4, 1/4) with a long tail that does not fit in a narrow view");
    editor.resize(900, 600);
    editor.show();
    editor.view()->resize(220, 300);
    editor.setOverlay(overlay);
    QLabel* caption = editor.view()->captionLabel();
    QVERIFY(!caption->isHidden());
    QCOMPARE(caption->toolTip(), overlay.caption);
    QVERIFY(caption->fontMetrics().horizontalAdvance(caption->text()) <= editor.view()->width());
    QVERIFY(!editor.view()->overlayItem()->captionVisible());
    editor.clearOverlay();
    QVERIFY(caption->isHidden());
  }

  void overlayClearedOnEdit() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    TreeOverlayItem* item = editor.view()->overlayItem();
    QVERIFY(!item->isVisible());
    TreeOverlay overlay;
    overlay.chosenEdge.assign(std::size_t(doc.tree().nodeCount()), false);
    overlay.chosenEdge[std::size_t(at(doc, {0, 0}))] = true;
    overlay.caption = QStringLiteral("Value −1/4");
    editor.setOverlay(overlay);
    QVERIFY(item->isVisible());
    QCOMPARE(item->overlay().caption, QStringLiteral("Value −1/4"));
    QVERIFY(TreeEdits::setActionLabel(&doc, {0, 0}, QStringLiteral("bet")).isEmpty());
    QVERIFY(!item->isVisible());
    QVERIFY(item->overlay().empty());
  }

  void navigationKeys() {
    TreeDocument doc(basicEndgame());
    TreeEditor editor(&doc);
    TreeView* view = editor.view();
    view->selectNode(0);
    QTest::keyClick(view, Qt::Key_Down);
    const NodeId child = view->currentNode();
    QCOMPARE(doc.tree().node(child).parent, 0);
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->currentNode() != child);
    QCOMPARE(view->geometry().depth(view->currentNode()), 1);
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(view->currentNode(), 0);
  }

  /// Opt-in pictures for looking at the editor: TREEUI_SHOTS=<dir>.
  void screenshots() {
    const QString dir = qEnvironmentVariable("TREEUI_SHOTS");
    if (dir.isEmpty()) QSKIP("set TREEUI_SHOTS to a folder to write screenshots");
    clearDocumentRegistry();
    registerTreeKind();
    for (const auto& e : gamelab::ui::examples()) {
      if (!e.id.startsWith(QStringLiteral("tree-"))) continue;
      auto doc = e.factory();
      auto* tree = static_cast<TreeDocument*>(doc.get());
      TreeEditor editor(tree);
      editor.resize(1400, 860);
      editor.show();
      QTest::qWait(50);
      editor.view()->selectNode(tree->tree().nodeAt({0}));
      editor.grab().save(dir + QLatin1Char('/') + e.id + QStringLiteral(".png"));
      editor.exportPicture(QStringLiteral("png"), dir + QLatin1Char('/') + e.id + QStringLiteral("-export.png"));
    }
  }

  void registration() {
    clearDocumentRegistry();
    registerTreeKind();
    bool found = false;
    for (const auto& a : newDocumentActions()) found |= a.kindId == QStringLiteral("tree");
    QVERIFY(found);
    bool efg = false;
    for (const auto& i : importers()) efg |= i.suffix == QStringLiteral("efg");
    QVERIFY(efg);
    int examples = 0;
    for (const auto& e : gamelab::ui::examples()) examples += e.id.startsWith(QStringLiteral("tree-"));
    QVERIFY(examples >= 10);
    for (const auto& e : gamelab::ui::examples())
      if (e.id == QStringLiteral("tree-kuhn-poker")) {
        auto doc = e.factory();
        QCOMPARE(doc->kind(), QStringLiteral("tree"));
        QCOMPARE(static_cast<TreeDocument*>(doc.get())->tree().nodeCount(), 55);  // 1 + 6 deals × 9
      }
    GamelabFile file = TreeDocument(basicEndgame()).toGamelabFile();
    auto doc = createDocument(file);
    QVERIFY(doc.hasValue());
    QCOMPARE((*doc)->kind(), QStringLiteral("tree"));
  }
};

QTEST_MAIN(TestTreeEditor)
#include "test_treeeditor.moc"
