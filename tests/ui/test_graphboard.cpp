/// The graph-game board: token drags and click-then-target → GraphMove, edit gestures (add a
/// vertex, an arc, a loop, an arc to empty space, move, tokens by Shift+click, rename, delete)
/// → positionEdited, the layered layout, hints on Figure 1.3.4 (T44: e = 0, d = 1, a/b/c draws,
/// c = ∞(1)) drawn without crash, zoom. With IMPDRAW_SHOTS=dir set it also writes screenshots.
#include "core/impartial/play.h"
#include "ui/impartial/graphboard.h"
#include "ui/impartial/graphlayout.h"
#include "ui/impartial/newgamedialog.h"

#include <QApplication>
#include <QLineF>
#include <QTest>
#include <QToolButton>

#include <memory>
#include <random>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

GraphPosition figure134() {
  GraphPosition g;
  g.graph.vertices = 5;
  g.graph.labels = {"a", "b", "c", "d", "e"};
  g.graph.arcs = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}};
  g.graph.coordinates = {{0, 0}, {2, 0}, {1, 1.5}, {3, 2.5}, {5, 2.5}};
  g.tokens = {0};
  return g;
}

struct Recorder {
  std::vector<GraphMove> moves;
  std::vector<GraphPosition> edits;
  void attach(ImpartialBoard* b) {
    QObject::connect(b, &ImpartialBoard::moveRequested,
                     [this](const ImpartialMove& m) { moves.push_back(std::get<GraphMove>(m)); });
    QObject::connect(b, &ImpartialBoard::positionEdited,
                     [this](const ImpartialPosition& p) { edits.push_back(std::get<GraphPosition>(p)); });
  }
};

std::unique_ptr<GraphBoard> makeBoard(const GraphPosition& p, QSize size = {800, 560}) {
  auto b = std::make_unique<GraphBoard>();
  b->resize(size);
  b->setPosition(p);
  b->show();
  return b;
}

void drag(QWidget* w, QPoint from, QPoint to, Qt::KeyboardModifiers mods = Qt::NoModifier) {
  QTest::mousePress(w, Qt::LeftButton, mods, from);
  QTest::mouseMove(w, (from + to) / 2);
  QTest::mouseMove(w, to);
  QTest::mouseRelease(w, Qt::LeftButton, mods, to);
}

}  // namespace

class TestGraphBoard : public QObject {
  Q_OBJECT
 private slots:
  void factoryMakesGraphBoard() {
    std::unique_ptr<ImpartialBoard> b(createBoard(figure134(), nullptr));
    QVERIFY(dynamic_cast<GraphBoard*>(b.get()) != nullptr);
  }

  void hitTesting() {
    const GraphPosition g = figure134();
    auto b = makeBoard(g);
    for (int v = 0; v < 5; ++v) QCOMPARE(b->vertexAt(b->vertexPoint(v)), v);
    QCOMPARE(b->tokenAt(b->tokenPoint(0)), 0);
    for (std::size_t a = 0; a < g.graph.arcs.size(); ++a) QCOMPARE(b->arcAt(b->arcPoint(a)), static_cast<int>(a));
    // Both directions: two separate bowed arrows.
    GraphPosition two = g;
    two.graph.arcs.emplace_back(1, 0);
    two.graph.arcs.emplace_back(4, 4);
    b->setPosition(two);
    for (std::size_t a = 0; a < two.graph.arcs.size(); ++a) QCOMPARE(b->arcAt(b->arcPoint(a)), static_cast<int>(a));
    QVERIFY((b->arcPoint(0) - b->arcPoint(5)).manhattanLength() > 10);
  }

  void dragTokenAlongArc() {
    auto b = makeBoard(figure134());
    Recorder rec;
    rec.attach(b.get());
    drag(b.get(), b->tokenPoint(0).toPoint(), b->vertexPoint(1).toPoint());
    QCOMPARE(rec.moves.size(), std::size_t(1));
    QCOMPARE(rec.moves[0], (GraphMove{0, 1}));
    // Not along an arc: still requested (the view refuses it with a reason).
    drag(b.get(), b->tokenPoint(0).toPoint(), b->vertexPoint(4).toPoint());
    QCOMPARE(rec.moves.back(), (GraphMove{0, 4}));
    // Dropped back on its own vertex or on empty space: nothing.
    drag(b.get(), b->tokenPoint(0).toPoint(), b->tokenPoint(0).toPoint() + QPoint(0, 200));
    QCOMPARE(rec.moves.size(), std::size_t(2));
  }

  void clickTokenThenTarget() {
    GraphPosition g = figure134();
    g.tokens = {0, 2};
    auto b = makeBoard(g);
    Recorder rec;
    rec.attach(b.get());
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->tokenPoint(1).toPoint());
    QCOMPARE(b->selectedToken(), 1);
    QVERIFY(!b->grab().isNull());  // targets ringed
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->vertexPoint(3).toPoint());
    QCOMPARE(rec.moves.size(), std::size_t(1));
    QCOMPARE(rec.moves[0], (GraphMove{1, 3}));
    QCOMPARE(b->selectedToken(), -1);
    // With one token a click on the target is enough; not when the board is not interactive.
    b->setPosition(figure134());
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->vertexPoint(1).toPoint());
    QCOMPARE(rec.moves.back(), (GraphMove{0, 1}));
    b->setInteractive(false);
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->vertexPoint(1).toPoint());
    drag(b.get(), b->tokenPoint(0).toPoint(), b->vertexPoint(1).toPoint());
    QCOMPARE(rec.moves.size(), std::size_t(2));
  }

  void editGestures() {
    auto b = makeBoard(figure134());
    b->setEditing(true);
    Recorder rec;
    rec.attach(b.get());
    // Click on empty space: vertex 5 named "f".
    const QPoint empty = (b->vertexPoint(1) + QPointF(0, 120)).toPoint();
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, empty);
    QCOMPARE(rec.edits.size(), std::size_t(1));
    QCOMPARE(rec.edits[0].graph.vertices, 6);
    QCOMPARE(rec.edits[0].graph.labels.back(), std::string("f"));
    QCOMPARE(rec.edits[0].graph.arcs, figure134().graph.arcs);
    b->setPosition(rec.edits[0]);
    // Arc e → a, a loop at d, an arc from b to empty space (creating vertex 6).
    drag(b.get(), b->vertexPoint(4).toPoint(), b->vertexPoint(0).toPoint());
    QCOMPARE(rec.edits.back().graph.arcs.back(), (std::pair{4, 0}));
    const QPoint d = b->vertexPoint(3).toPoint();
    QTest::mousePress(b.get(), Qt::LeftButton, Qt::NoModifier, d);
    QTest::mouseMove(b.get(), d + QPoint(50, -50));
    QTest::mouseMove(b.get(), d);
    QTest::mouseRelease(b.get(), Qt::LeftButton, Qt::NoModifier, d);
    QCOMPARE(rec.edits.back().graph.arcs.back(), (std::pair{3, 3}));
    drag(b.get(), b->vertexPoint(1).toPoint(), b->vertexPoint(1).toPoint() + QPoint(150, 60));
    QCOMPARE(rec.edits.back().graph.vertices, 7);
    QCOMPARE(rec.edits.back().graph.arcs.back(), (std::pair{1, 6}));
    // An arc that exists already is not added twice.
    const std::size_t count = rec.edits.size();
    drag(b.get(), b->vertexPoint(0).toPoint(), b->vertexPoint(1).toPoint());
    QCOMPARE(rec.edits.size(), count);
    // Shift+click places a token, again removes it; Shift+drag moves.
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::ShiftModifier, b->vertexPoint(4).toPoint());
    QCOMPARE(rec.edits.back().tokens, (std::vector<int>{0, 4}));
    b->setPosition(rec.edits.back());
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::ShiftModifier, b->vertexPoint(4).toPoint());
    QCOMPARE(rec.edits.back().tokens, (std::vector<int>{0}));
    drag(b.get(), b->vertexPoint(4).toPoint(), b->vertexPoint(4).toPoint() + QPoint(0, 80), Qt::ShiftModifier);
    QVERIFY(rec.edits.back().graph.coordinates[4].second < 2.5 - 0.2);
    QCOMPARE(rec.edits.back().graph.arcs, figure134().graph.arcs);
    b->setPosition(figure134());
    // Rename, delete by right-click (vertex b: its arcs go, later vertices renumbered) and Delete.
    b->renameVertex(2, QStringLiteral("centre"));
    QCOMPARE(rec.edits.back().graph.labels[2], std::string("centre"));
    QTest::mouseClick(b.get(), Qt::RightButton, Qt::NoModifier, b->vertexPoint(1).toPoint());
    const GraphPosition without = rec.edits.back();
    QCOMPARE(without.graph.vertices, 4);
    QCOMPARE(without.graph.labels, (std::vector<std::string>{"a", "c", "d", "e"}));
    QCOMPARE(without.graph.arcs, (std::vector<std::pair<int, int>>{{1, 0}, {1, 2}, {2, 3}}));
    QCOMPARE(without.tokens, (std::vector<int>{0}));
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->arcPoint(4).toPoint());
    QTest::keyClick(b.get(), Qt::Key_Delete);
    QCOMPARE(rec.edits.back().graph.arcs, (std::vector<std::pair<int, int>>{{0, 1}, {1, 2}, {2, 0}, {2, 3}}));
  }

  void layeredLayout() {
    GraphPosition g = figure134();
    g.graph.coordinates.clear();
    const auto xy = layeredGraphLayout(g.graph);
    QCOMPARE(xy.size(), std::size_t(5));
    QCOMPARE(xy[4].second, 0.0);  // e is terminal: bottom row
    QVERIFY(xy[3].second > xy[4].second);
    QVERIFY(xy[2].second > xy[3].second);
    // A DAG: every arc goes down a row.
    Digraph dag;
    dag.vertices = 6;
    dag.arcs = {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {0, 5}, {5, 4}};
    const auto l = layeredGraphLayout(dag);
    for (const auto& [a, c] : dag.arcs) QVERIFY(l[a].second > l[c].second);
    // The Layout button emits coordinates for every vertex.
    auto b = makeBoard(g);
    b->setEditing(true);
    Recorder rec;
    rec.attach(b.get());
    b->layoutButton()->click();
    QCOMPARE(rec.edits.size(), std::size_t(1));
    QCOMPARE(rec.edits[0].graph.coordinates, xy);
  }

  // T44: Figure 1.3.4 — e = 0, d = 1, a, b, c draws; c = ∞(1).
  void hintsOnFigure134() {
    const GraphPosition g = figure134();
    auto b = makeBoard(g);
    QCOMPARE(b->valueLabel(2), QString());
    auto a = solvePosition(g);
    QVERIFY(a.hasValue());
    b->setHints(*a);
    QCOMPARE(b->valueLabel(4), QStringLiteral("0"));
    QCOMPARE(b->valueLabel(3), QStringLiteral("1"));
    QCOMPARE(b->valueLabel(2), QStringLiteral("\u221e(1)"));
    QVERIFY(b->valueLabel(0).startsWith(QStringLiteral("\u221e")));
    QVERIFY(b->winningArcs().empty());  // a draw: no winning move from a
    QVERIFY(!b->grab().isNull());
    // Token on d: the winning move d → e is highlighted.
    GraphPosition onD = g;
    onD.tokens = {3};
    b->setPosition(onD);
    b->setHints(*solvePosition(onD));
    QCOMPARE(b->winningArcs(), (std::set<std::size_t>{4}));
    b->showMove(GraphMove{0, 4});
    QVERIFY(!b->grab().isNull());
    GraphPosition onE = g;
    onE.tokens = {4};
    b->setPosition(onE);
    b->showMove(GraphMove{0, 4});
    QVERIFY(!b->grab().isNull());
    if (const QByteArray dir = qgetenv("IMPDRAW_SHOTS"); !dir.isEmpty()) {
      b->setPosition(g);
      b->setHints(*solvePosition(g));
      b->resize(900, 620);
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_figure134_hints.png"));
      b->setHints(std::nullopt);
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_figure134.png"));
      b->setEditing(true);
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_figure134_edit.png"));
    }
  }

  /// New game… ▸ Game on a graph at the default and the largest size: no vertex covers
  /// another, fitted and at 4× zoom (the vertices used to lie on a circle smaller than themselves).
  void randomGraphVerticesDoNotOverlap() {
    NewGameDialog dialog;
    dialog.setFamily(NewGameDialog::Graph);
    for (unsigned seed = 0; seed < 12; ++seed) {
      dialog.setSize(seed < 10 ? 6 : 60);  // the default size, then the largest
      std::mt19937_64 rng(seed);
      auto position = dialog.position(rng);
      QVERIFY(position.hasValue());
      const GraphPosition& g = std::get<GraphPosition>(*position);
      QCOMPARE(g.graph.vertices, 2 * dialog.size());
      auto b = makeBoard(g);
      for (double zoom : {1.0, 4.0}) {
        b->fitView();
        b->zoomBy(zoom);
        const double gap = 2 * b->vertexRadius();
        for (int u = 0; u < g.graph.vertices; ++u)
          for (int v = u + 1; v < g.graph.vertices; ++v)
            QVERIFY2(QLineF(b->vertexPoint(u), b->vertexPoint(v)).length() > gap,
                     qPrintable(QStringLiteral("seed %1: vertices %2 and %3 overlap at zoom %4").arg(seed).arg(u).arg(v).arg(zoom)));
      }
      if (const QByteArray dir = qgetenv("IMPDRAW_SHOTS"); !dir.isEmpty() && (seed < 3 || seed == 10)) {
        b->fitView();
        b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_random_graph_%1.png").arg(seed));
      }
    }
  }

  void largeGraphDraws() {
    GraphPosition g;
    g.graph.vertices = 80;
    for (int v = 1; v < 80; ++v) {
      g.graph.arcs.emplace_back(v, v - 1);
      if (v >= 3) g.graph.arcs.emplace_back(v, v - 3);
      if (v % 7 == 0) g.graph.arcs.emplace_back(v - 7, v);
    }
    g.tokens = {79, 40};
    auto b = makeBoard(g, {1000, 700});
    b->setHints(*solvePosition(g));
    QVERIFY(!b->grab().isNull());
  }

  void zoomKeys() {
    auto b = makeBoard(figure134());
    QTest::keyClick(b.get(), Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(b->zoom() > 1.2);
    QTest::keyClick(b.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(b->zoom(), 1.0);
  }
};

QTEST_MAIN(TestGraphBoard)
#include "test_graphboard.moc"
