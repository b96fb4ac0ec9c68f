/// The Green Hackenbush board: presets and their values (T99 bamboo 3, 4, 5 → 2 with the cut of
/// the 3-stalk's 2nd segment; T101 tree → 8; T103 cycles → k mod 2; T104 house → 3), clicks on
/// edges (straight, parallel, loops) → HackenbushMove, edit gestures (add vertex, edge from a
/// vertex / the ground / to empty space, loop, move, right-click and Delete) → positionEdited,
/// hints and showMove drawn without crash, a 200-edge picture, zoom and fit.
/// With IMPDRAW_SHOTS=dir set it also writes screenshots.
#include "core/impartial/play.h"
#include "ui/impartial/hackenbushboard.h"
#include "ui/impartial/hackenbushpresets.h"
#include "ui/impartial/newgamedialog.h"

#include <QApplication>
#include <QLineF>
#include <QMenu>
#include <QTest>
#include <QWheelEvent>

#include <memory>
#include <random>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

struct Recorder {
  std::vector<ImpartialMove> moves;
  std::vector<HackenbushPicture> edits;
  void attach(ImpartialBoard* b) {
    QObject::connect(b, &ImpartialBoard::moveRequested, [this](const ImpartialMove& m) { moves.push_back(m); });
    QObject::connect(b, &ImpartialBoard::positionEdited, [this](const ImpartialPosition& p) {
      edits.push_back(std::get<HackenbushPosition>(p).picture);
    });
  }
};

std::unique_ptr<HackenbushBoard> makeBoard(const HackenbushPicture& picture, QSize size = {800, 560}) {
  auto b = std::make_unique<HackenbushBoard>();
  b->resize(size);
  b->setPosition(HackenbushPosition{picture});
  b->show();
  return b;
}

Nimber valueOf(const HackenbushPicture& p) { return solveHackenbushValue(p).value(); }

void drag(QWidget* w, QPoint from, QPoint to, Qt::KeyboardModifiers mods = Qt::NoModifier) {
  QTest::mousePress(w, Qt::LeftButton, mods, from);
  QTest::mouseMove(w, (from + to) / 2);
  QTest::mouseMove(w, to);
  QTest::mouseRelease(w, Qt::LeftButton, mods, to);
}

HackenbushMove onlyCut(const Recorder& r) {
  return std::get<HackenbushMove>(r.moves.back());
}

}  // namespace

class TestHackenbushBoard : public QObject {
  Q_OBJECT
 private slots:
  void factoryMakesHackenbushBoard() {
    std::unique_ptr<ImpartialBoard> b(createBoard(HackenbushPosition{hackenbushBamboo({1})}, nullptr));
    QVERIFY(dynamic_cast<HackenbushBoard*>(b.get()) != nullptr);
  }

  void presetValues() {
    QCOMPARE(valueOf(hackenbushBamboo({3, 4, 5})), Nimber(2));  // T99
    for (int n = 0; n <= 8; ++n) QCOMPARE(valueOf(hackenbushBamboo({n})), Nimber(n));  // T100
    QCOMPARE(valueOf(hackenbushTree()), Nimber(8));  // T101
    for (int k = 2; k <= 8; ++k) QCOMPARE(valueOf(hackenbushCycle(k)), Nimber(k % 2));  // T103
    QCOMPARE(valueOf(hackenbushHouse()), Nimber(3));  // T104
    const HackenbushPicture both = placedBeside(hackenbushHouse(), hackenbushBamboo({3, 4, 5}));
    QCOMPARE(valueOf(both), Nimber(3 ^ 2));
    QCOMPARE(both.coordinates.size(), static_cast<std::size_t>(both.vertices));
    // Side by side: every added vertex right of the house.
    double houseRight = -1e9;
    const HackenbushPicture house = hackenbushHouse();
    for (int v = 1; v < house.vertices; ++v) houseRight = std::max(houseRight, house.coordinates[v].first);
    for (int v = house.vertices; v < both.vertices; ++v) QVERIFY(both.coordinates[v].first > houseRight);
  }

  void layoutWithoutCoordinates() {
    HackenbushPicture p = hackenbushTree();
    p.coordinates.clear();
    const auto xy = hackenbushLayout(p);
    QCOMPARE(xy.size(), static_cast<std::size_t>(p.vertices));
    for (int v = 1; v < p.vertices; ++v) QVERIFY(xy[v].second >= 1);
    auto b = makeBoard(p);  // draws and hit-tests with the computed layout
    for (std::size_t e = 0; e < p.edges.size(); ++e) QCOMPARE(b->edgeAt(b->edgePoint(e)), static_cast<int>(e));
  }

  // T99: clicking each edge of the bamboo forest requests that cut.
  void clicksCutEdges() {
    const HackenbushPicture p = hackenbushBamboo({3, 4, 5});
    auto b = makeBoard(p);
    Recorder rec;
    rec.attach(b.get());
    for (std::size_t e = 0; e < p.edges.size(); ++e) {
      QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->edgePoint(e).toPoint());
      QCOMPARE(rec.moves.size(), e + 1);
      QCOMPARE(onlyCut(rec).edge, e);
    }
    // Cutting the 3-stalk's first segment drops the two above it.
    QCOMPARE(b->fallingWith(0), (std::vector<std::size_t>{1, 2}));
    // The ground and the air are not edges.
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, QPoint(5, b->height() - 3));
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, QPoint(b->width() - 10, 60));
    QCOMPARE(rec.moves.size(), p.edges.size());
    b->setInteractive(false);
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->edgePoint(0).toPoint());
    QCOMPARE(rec.moves.size(), p.edges.size());
  }

  void parallelEdgesAndLoopsAreSeparate() {
    HackenbushPicture p;
    p.vertices = 3;
    p.coordinates = {{0, 0}, {0, 1}, {2, 1}};
    p.edges = {{0, 1}, {0, 1}, {1, 1}, {0, 2}, {2, 2}, {2, 2}};
    auto b = makeBoard(p);
    for (std::size_t e = 0; e < p.edges.size(); ++e) QCOMPARE(b->edgeAt(b->edgePoint(e)), static_cast<int>(e));
    Recorder rec;
    rec.attach(b.get());
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->edgePoint(5).toPoint());
    QCOMPARE(onlyCut(rec).edge, std::size_t(5));
  }

  void editAddVertexAndEdges() {
    HackenbushPicture p = hackenbushBamboo({1});
    auto b = makeBoard(p);
    b->setEditing(true);
    Recorder rec;
    rec.attach(b.get());
    // Click on empty space: a new vertex, nothing else.
    const QPointF v1 = b->vertexPoint(1);
    const QPoint empty = (v1 + QPointF(150, -40)).toPoint();
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, empty);
    QCOMPARE(rec.edits.size(), std::size_t(1));
    QCOMPARE(rec.edits[0].vertices, 2 + 1);
    QCOMPARE(rec.edits[0].edges, p.edges);
    QCOMPARE(rec.edits[0].coordinates.size(), std::size_t(3));
    QVERIFY(std::abs(b->toWorld(empty).x() - rec.edits[0].coordinates[2].first) < 1e-9);

    // Apply it, then drag from the new vertex to vertex 1: edge (2, 1).
    b->setPosition(HackenbushPosition{rec.edits[0]});
    drag(b.get(), b->vertexPoint(2).toPoint(), b->vertexPoint(1).toPoint());
    QCOMPARE(rec.edits.size(), std::size_t(2));
    QCOMPARE(rec.edits[1].edges.back(), (std::pair{2, 1}));

    // From the ground to empty space: a new vertex standing on the ground.
    const QPoint ground = b->groundPoint(-0.5).toPoint() + QPoint(0, 2);
    drag(b.get(), ground, ground + QPoint(0, -90));
    QCOMPARE(rec.edits.size(), std::size_t(3));
    QCOMPARE(rec.edits[2].vertices, 4);
    QCOMPARE(rec.edits[2].edges.back(), (std::pair{0, 3}));
    QVERIFY(rec.edits[2].coordinates[3].second > 0.25);

    // From vertex 1 away and back to itself: a loop.
    const QPoint at = b->vertexPoint(1).toPoint();
    QTest::mousePress(b.get(), Qt::LeftButton, Qt::NoModifier, at);
    QTest::mouseMove(b.get(), at + QPoint(40, -40));
    QTest::mouseMove(b.get(), at);
    QTest::mouseRelease(b.get(), Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(rec.edits.size(), std::size_t(4));
    QCOMPARE(rec.edits[3].edges.back(), (std::pair{1, 1}));

    // From vertex 1 down to the ground: a second edge to the ground.
    drag(b.get(), at, b->groundPoint(b->toWorld(at).x() + 0.6).toPoint() + QPoint(0, 3));
    QCOMPARE(rec.edits.size(), std::size_t(5));
    QCOMPARE(rec.edits[4].edges.back(), (std::pair{1, 0}));

    // A plain click on a vertex changes nothing.
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(rec.edits.size(), std::size_t(5));
  }

  void editMoveAndDelete() {
    const HackenbushPicture p = hackenbushBamboo({2, 1});  // edges (0,1) (1,2) (0,3)
    auto b = makeBoard(p);
    b->setEditing(true);
    Recorder rec;
    rec.attach(b.get());
    // Shift+drag moves vertex 2.
    const QPoint from = b->vertexPoint(2).toPoint();
    drag(b.get(), from, from + QPoint(60, 0), Qt::ShiftModifier);
    QCOMPARE(rec.edits.size(), std::size_t(1));
    QCOMPARE(rec.edits[0].edges, p.edges);
    QVERIFY(rec.edits[0].coordinates[2].first > p.coordinates[2].first + 0.2);
    QVERIFY(std::abs(rec.edits[0].coordinates[2].second - p.coordinates[2].second) < 0.05);
    // Right-click on an edge removes it.
    QTest::mouseClick(b.get(), Qt::RightButton, Qt::NoModifier, b->edgePoint(2).toPoint());
    QCOMPARE(rec.edits.size(), std::size_t(2));
    QCOMPARE(rec.edits[1].edges, (std::vector<std::pair<int, int>>{{0, 1}, {1, 2}}));
    // Right-click on vertex 1 removes it and its edges; vertices after it are renumbered.
    QTest::mouseClick(b.get(), Qt::RightButton, Qt::NoModifier, b->vertexPoint(1).toPoint());
    QCOMPARE(rec.edits.size(), std::size_t(3));
    QCOMPARE(rec.edits[2].vertices, 3);
    QCOMPARE(rec.edits[2].edges, (std::vector<std::pair<int, int>>{{0, 2}}));
    QCOMPARE(rec.edits[2].coordinates[1], p.coordinates[2]);
    // Delete removes the selected edge.
    QTest::mouseClick(b.get(), Qt::LeftButton, Qt::NoModifier, b->edgePoint(1).toPoint());
    QTest::keyClick(b.get(), Qt::Key_Delete);
    QCOMPARE(rec.edits.size(), std::size_t(4));
    QCOMPARE(rec.edits[3].edges, (std::vector<std::pair<int, int>>{{0, 1}, {0, 3}}));
    // No edits in play mode.
    b->setEditing(false);
    QTest::mouseClick(b.get(), Qt::RightButton, Qt::NoModifier, b->edgePoint(1).toPoint());
    QCOMPARE(rec.edits.size(), std::size_t(4));
  }

  void presetsMenu() {
    auto b = makeBoard(hackenbushBamboo({}));
    b->setEditing(true);
    Recorder rec;
    rec.attach(b.get());
    auto trigger = [&](const char* name) {
      auto* a = b->presetMenu()->findChild<QAction*>(QString::fromLatin1(name));
      QVERIFY2(a, name);
      a->trigger();
    };
    trigger("house");
    QCOMPARE(rec.edits.size(), std::size_t(1));
    QCOMPARE(valueOf(rec.edits[0]), Nimber(3));
    b->setPosition(HackenbushPosition{rec.edits[0]});
    trigger("bamboo-3-4-5");
    QCOMPARE(valueOf(rec.edits[1]), Nimber(3 ^ 2));
    QCOMPARE(rec.edits[1].edges.size(), rec.edits[0].edges.size() + 12);
    trigger("tree");
    QCOMPARE(valueOf(rec.edits[2]), Nimber(3 ^ 8));
    trigger("cycle-3");
    QCOMPARE(valueOf(rec.edits[3]), Nimber(3 ^ 1));
    trigger("clear");
    QCOMPARE(rec.edits[4].edges.size(), std::size_t(0));
    QCOMPARE(rec.edits[4].vertices, 1);
  }

  // T99: hint mode — values 3, 4, 5 under the stalks, the unique winning cut haloed.
  void hintsAndShowMove() {
    const HackenbushPicture p = hackenbushBamboo({3, 4, 5});
    auto b = makeBoard(p);
    auto a = solvePosition(HackenbushPosition{p});
    QVERIFY(a.hasValue());
    b->setHints(*a);
    QCOMPARE(b->winningCuts(), (std::set<std::size_t>{1}));
    QCOMPARE(b->componentValues(),
             (std::vector<std::pair<std::size_t, Nimber>>{{0, 3}, {3, 4}, {7, 5}}));
    QVERIFY(!b->grab().isNull());
    // The computer's choice shown before it is played, then played and faded out.
    b->showMove(HackenbushMove{1});
    QVERIFY(!b->grab().isNull());
    const HackenbushPicture after = cutEdge(p, 1);
    b->setPosition(HackenbushPosition{after});
    b->showMove(HackenbushMove{1});
    QVERIFY(!b->grab().isNull());
    b->setHints(std::nullopt);
    QVERIFY(b->winningCuts().empty());
    QVERIFY(b->componentValues().empty());
    // The house: hints drawn.
    b->setPosition(HackenbushPosition{hackenbushHouse()});
    auto h = solvePosition(HackenbushPosition{hackenbushHouse()});
    QVERIFY(h.hasValue());
    b->setHints(*h);
    // The house stands on the ground by its walls and, separately, by its door (value 1).
    const auto values = b->componentValues();
    QCOMPARE(values.size(), std::size_t(2));
    QCOMPARE(values[0].second ^ values[1].second, Nimber(3));
    QVERIFY(values[0].second == 1 || values[1].second == 1);
    QVERIFY(!b->winningCuts().empty());
    for (std::size_t e : b->winningCuts()) QCOMPARE(valueOf(cutEdge(hackenbushHouse(), e)), Nimber(0));
    if (const QByteArray dir = qgetenv("IMPDRAW_SHOTS"); !dir.isEmpty()) {
      b->resize(900, 620);
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_house_hints.png"));
      b->setHints(std::nullopt);
      b->setPosition(HackenbushPosition{hackenbushBamboo({3, 4, 5})});
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_bamboo.png"));
      b->setHints(*solvePosition(HackenbushPosition{hackenbushBamboo({3, 4, 5})}));
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_bamboo_hints.png"));
      b->setEditing(true);
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_bamboo_edit.png"));
    }
  }

  /// With every edge cut the hint says so in words (not "Nim-sum No edges: value 0").
  void emptyPictureHint() {
    const HackenbushPicture empty = cutEdge(hackenbushBamboo({1}), 0);
    auto b = makeBoard(empty);
    auto a = solvePosition(HackenbushPosition{empty});
    QVERIFY(a.hasValue());
    b->setHints(*a);
    const QString caption = b->hintCaption();
    QVERIFY2(!caption.contains(QStringLiteral("Nim-sum")), qPrintable(caption));
    QVERIFY2(caption.startsWith(QStringLiteral("No edges left: the value is 0\n")), qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("loses")));
    if (const QByteArray dir = qgetenv("IMPDRAW_SHOTS"); !dir.isEmpty())
      b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_empty_hints.png"));
    // A picture with edges still names the nim-sum.
    const HackenbushPicture bamboo = hackenbushBamboo({3, 4});
    b->setPosition(HackenbushPosition{bamboo});
    b->setHints(*solvePosition(HackenbushPosition{bamboo}));
    QCOMPARE(b->hintCaption().section(QLatin1Char('\n'), 0, 0), QStringLiteral("Nim-sum 3 \u2295 4 = 7"));
  }

  /// New game… ▸ Green Hackenbush: pictures of several pieces, with branches and cycles, whose
  /// drawn vertices never sit on one another.
  void randomPicturesAreVaried() {
    NewGameDialog dialog;
    dialog.setFamily(NewGameDialog::Hackenbush);
    int severalPieces = 0, cycles = 0;
    for (unsigned seed = 0; seed < 20; ++seed) {
      std::mt19937_64 rng(seed);
      auto position = dialog.position(rng);
      QVERIFY(position.hasValue());
      const HackenbushPicture& p = std::get<HackenbushPosition>(*position).picture;
      QCOMPARE(int(p.edges.size()), dialog.size());
      int ground = 0;
      for (auto [u, v] : p.edges) ground += (u == 0) + (v == 0);
      severalPieces += ground >= 2;
      cycles += int(p.edges.size()) >= p.vertices;
      auto b = makeBoard(p);
      for (int u = 1; u < p.vertices; ++u)
        for (int v = u + 1; v < p.vertices; ++v)
          QVERIFY(QLineF(b->vertexPoint(u), b->vertexPoint(v)).length() > 20);
      if (const QByteArray dir = qgetenv("IMPDRAW_SHOTS"); !dir.isEmpty() && seed < 4)
        b->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/impdraw_random_%1.png").arg(seed));
    }
    QVERIFY(severalPieces >= 12);
    QVERIFY(cycles >= 4);
  }

  void largePictureDraws() {
    std::mt19937 rng(7);
    HackenbushPicture p;
    p.vertices = 120;
    for (int v = 1; v < p.vertices; ++v) p.edges.emplace_back(std::uniform_int_distribution<int>(0, v - 1)(rng), v);
    while (p.edges.size() < 200) {
      const int a = std::uniform_int_distribution<int>(0, p.vertices - 1)(rng);
      const int c = std::uniform_int_distribution<int>(0, p.vertices - 1)(rng);
      p.edges.emplace_back(a, c);
    }
    auto b = makeBoard(p, {1000, 700});
    auto a = solvePosition(HackenbushPosition{p});
    QVERIFY(a.hasValue());
    b->setHints(*a);
    QVERIFY(!b->grab().isNull());
    QCOMPARE(b->edgeAt(b->edgePoint(150)) >= 0, true);
  }

  void zoomAndFit() {
    auto b = makeBoard(hackenbushBamboo({3, 4, 5}));
    const QPointF before = b->vertexPoint(3);
    QWheelEvent wheel(QPointF(400, 300), b->mapToGlobal(QPointF(400, 300)), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(b.get(), &wheel);
    QVERIFY(b->zoom() > 1.1);
    QVERIFY(b->vertexPoint(3) != before);
    QTest::keyClick(b.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(b->zoom(), 1.0);
    QCOMPARE(b->vertexPoint(3), before);
    QTest::keyClick(b.get(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(b->zoom() < 1.0);
    // Panning by dragging the background in play mode.
    QTest::keyClick(b.get(), Qt::Key_0, Qt::ControlModifier);
    drag(b.get(), QPoint(b->width() - 30, 80), QPoint(b->width() - 130, 80));
    QVERIFY(std::abs(b->vertexPoint(3).x() - (before.x() - 100)) < 1.5);
  }
};

QTEST_MAIN(TestHackenbushBoard)
#include "test_hackenbushboard.moc"
