/// The grid board: coordinates → coins/squares for 2-D coins, Wythoff queens and Northcott's
/// checkers; selection rules (Turning Corners rectangle from two corners, T83's unique winning
/// move; Acrostic Twins T80), queen moves by drag and by two clicks with (0,0) bottom-left,
/// Northcott drags along a row and the refusal of a jump (T30), keyboard cursor, edit mode
/// emitting positionEdited, hints drawn without crash, boards from 1×1 to 16×16.
/// With IMPGRID_SHOTS=dir set it also writes screenshots (T80/T83, T89, Wythoff 8×8, T30).
#include "core/impartial/play.h"
#include "ui/impartial/gridboard.h"
#include "ui/impartial/gridrejectiontext.h"

#include <QApplication>
#include <QTest>

#include <memory>

using namespace gamelab;
using namespace gamelab::ui;
using Cell = GridBoard::Cell;

namespace {

CoinGridPosition coinGrid(CoinGridRule::Kind kind, std::size_t rows, std::size_t cols, std::vector<Cell> heads) {
  CoinGridPosition p;
  p.rule.kind = kind;
  p.rows = rows;
  p.cols = cols;
  p.heads.assign(rows * cols, false);
  for (auto [r, c] : heads) p.heads[r * cols + c] = true;
  return p;
}

/// T80's array (1.5): heads at (1,3), (3,2), (4,4).
CoinGridPosition t80(CoinGridRule::Kind kind) { return coinGrid(kind, 5, 5, {{1, 3}, {3, 2}, {4, 4}}); }

/// T30: gaps 4, 2, 3, 5, 3, 6, 2, 1 top to bottom on an 8-wide board (white left in most rows).
NorthcottPosition t30() {
  NorthcottPosition p;
  p.width = 8;
  p.rows = {{1, 6}, {3, 6}, {4, 0}, {0, 6}, {7, 3}, {0, 7}, {4, 7}, {6, 4}};
  return p;
}

struct Recorder {
  std::vector<ImpartialMove> moves;
  std::vector<ImpartialPosition> edits;
  void attach(ImpartialBoard* b) {
    QObject::connect(b, &ImpartialBoard::moveRequested, [this](const ImpartialMove& m) { moves.push_back(m); });
    QObject::connect(b, &ImpartialBoard::positionEdited, [this](const ImpartialPosition& p) { edits.push_back(p); });
  }
};

std::unique_ptr<GridBoard> makeBoard(const ImpartialPosition& p, QSize size = {600, 600}) {
  auto b = std::make_unique<GridBoard>();
  b->resize(size);
  b->setPosition(p);
  b->show();
  return b;
}

QPoint centre(const GridBoard& b, std::size_t a, std::size_t c) { return b.cellRect(a, c).center().toPoint(); }

void click(GridBoard& b, std::size_t a, std::size_t c, Qt::MouseButton button = Qt::LeftButton) {
  QTest::mouseClick(&b, button, Qt::NoModifier, centre(b, a, c));
}

void drag(GridBoard& b, Cell from, Cell to) {
  QTest::mousePress(&b, Qt::LeftButton, Qt::NoModifier, centre(b, from.first, from.second));
  QTest::mouseMove(&b, centre(b, to.first, to.second));
  QTest::mouseRelease(&b, Qt::LeftButton, Qt::NoModifier, centre(b, to.first, to.second));
}

QString reason(MoveRejection r) {
  MoveCheck c;
  c.reason = r;
  return GridRejectionText::text(c);
}

}  // namespace

class TestGridBoard : public QObject {
  Q_OBJECT
 private slots:
  void factoryMakesGridBoards() {
    for (const ImpartialPosition& p : {ImpartialPosition{t80(CoinGridRule::Kind::TurningCorners)},
                                       ImpartialPosition{QueensPosition{}}, ImpartialPosition{t30()}}) {
      std::unique_ptr<ImpartialBoard> b(createBoard(p, nullptr));
      QVERIFY(dynamic_cast<GridBoard*>(b.get()) != nullptr);
    }
  }

  void coinCellsMapRowsDownColumnsRight() {
    auto b = makeBoard(t80(CoinGridRule::Kind::TurningCorners));
    QCOMPARE(b->mode(), GridBoard::Mode::Coins);
    for (std::size_t r = 0; r < 5; ++r)
      for (std::size_t c = 0; c < 5; ++c) QCOMPARE(b->cellAt(b->cellRect(r, c).center()), std::optional<Cell>(Cell{r, c}));
    QVERIFY(b->cellRect(0, 0).top() < b->cellRect(4, 0).top());   // row 0 at the top
    QVERIFY(b->cellRect(0, 0).left() < b->cellRect(0, 4).left()); // column 0 at the left
    QVERIFY(!b->cellAt(QPointF(1, 1)).has_value());
  }

  // T83: Turning Corners, the unique winning move turns (3,3), (3,4), (4,3), (4,4): two clicks.
  void turningCornersRectangleFromTwoCorners() {
    const CoinGridPosition p = t80(CoinGridRule::Kind::TurningCorners);
    auto b = makeBoard(p);
    Recorder rec;
    rec.attach(b.get());
    click(*b, 3, 3);
    click(*b, 4, 4);
    const std::vector<Cell> rect{{3, 3}, {3, 4}, {4, 3}, {4, 4}};
    QCOMPARE(b->selection(), rect);
    QTest::keyClick(b.get(), Qt::Key_Return);
    QCOMPARE(rec.moves.size(), std::size_t{1});
    QCOMPARE(std::get<CoinGridMove>(rec.moves[0]).coins, rect);
    const auto a = solvePosition(p).value();
    QCOMPARE(a.total, Nimber{4});
    QCOMPARE(a.winningMoves.size(), std::size_t{1});
    QCOMPARE(a.winningMoves[0], rec.moves[0]);
    b->setHints(a);
    QVERIFY(!b->grab().isNull());
    // opposite corners in the other diagonal give the same rectangle
    b->clearSelection();
    click(*b, 4, 3);
    click(*b, 3, 4);
    QCOMPARE(b->selection(), rect);
  }

  // T80: Acrostic Twins, winning move (1,3) and (1,0): the SE coin must be heads.
  void acrosticTwinsSelectionRules() {
    auto b = makeBoard(t80(CoinGridRule::Kind::AcrosticTwins));
    Recorder rec;
    rec.attach(b.get());
    click(*b, 1, 0);
    click(*b, 1, 3);
    QCOMPARE(b->selection(), (std::vector<Cell>{{1, 0}, {1, 3}}));
    QVERIFY(b->statusText().contains(QStringLiteral("(1, 0), (1, 3)")));
    b->turnSelection();
    QCOMPARE(std::get<CoinGridMove>(rec.moves.at(0)).coins, (std::vector<Cell>{{1, 0}, {1, 3}}));
    // a tails SE coin is refused in words
    b->clearSelection();
    click(*b, 0, 0);
    click(*b, 0, 1);
    QVERIFY(b->statusText().endsWith(reason(MoveRejection::RightmostNotHeads)));
    QTest::keyClick(b.get(), Qt::Key_Escape);
    QVERIFY(b->selection().empty());
  }

  void coinKeyboard() {
    auto b = makeBoard(t80(CoinGridRule::Kind::AcrosticTwins));
    Recorder rec;
    rec.attach(b.get());
    b->setFocus();
    QTest::keyClick(b.get(), Qt::Key_Down);  // cursor starts at (0,0)
    for (int k = 0; k < 3; ++k) QTest::keyClick(b.get(), Qt::Key_Right);
    QTest::keyClick(b.get(), Qt::Key_Space);  // (1,3)
    QTest::keyClick(b.get(), Qt::Key_Up);
    QTest::keyClick(b.get(), Qt::Key_Space);  // (0,3)
    QCOMPARE(b->selection(), (std::vector<Cell>{{0, 3}, {1, 3}}));
    QTest::keyClick(b.get(), Qt::Key_Enter);
    QCOMPARE(std::get<CoinGridMove>(rec.moves.at(0)).coins, (std::vector<Cell>{{0, 3}, {1, 3}}));
  }

  void coinEditMode() {
    auto b = makeBoard(t80(CoinGridRule::Kind::TurningCorners));
    Recorder rec;
    rec.attach(b.get());
    b->setEditing(true);
    click(*b, 0, 0);
    QCOMPARE(rec.edits.size(), std::size_t{1});
    const auto& e = std::get<CoinGridPosition>(rec.edits[0]);
    QVERIFY(e.heads[0]);
    QVERIFY(e.heads[1 * 5 + 3]);
    QVERIFY(rec.moves.empty());
    b->setFocus();
    QTest::keyClick(b.get(), Qt::Key_Plus);
    const auto& g = std::get<CoinGridPosition>(rec.edits.back());
    QCOMPARE(g.rows, std::size_t{6});
    QCOMPARE(g.cols, std::size_t{6});
    QVERIFY(g.heads[4 * 6 + 4]);  // (4,4) kept at its place
  }

  void queenSquaresBottomLeftOrigin() {
    QueensPosition q;
    q.size = 8;
    q.queens = {{5, 6}};
    auto b = makeBoard(q);
    QCOMPARE(b->mode(), GridBoard::Mode::Queens);
    QVERIFY(b->cellRect(0, 0).top() > b->cellRect(0, 7).top());    // y grows upwards
    QVERIFY(b->cellRect(0, 0).left() < b->cellRect(7, 0).left());  // x grows to the right
    for (std::size_t x = 0; x < 8; ++x)
      for (std::size_t y = 0; y < 8; ++y) QCOMPARE(b->cellAt(b->cellRect(x, y).center()), std::optional<Cell>(Cell{x, y}));
  }

  void queenMovesByDragAndByClicks() {
    QueensPosition q;
    q.size = 8;
    q.queens = {{5, 6}, {1, 1}};
    auto b = makeBoard(q);
    Recorder rec;
    rec.attach(b.get());
    drag(*b, {5, 6}, {2, 3});  // diagonal
    QCOMPARE(rec.moves.size(), std::size_t{1});
    QCOMPARE(std::get<QueenMove>(rec.moves[0]), (QueenMove{0, {2, 3}}));
    QCOMPARE(b->picked(), -1);
    click(*b, 1, 1);
    QCOMPARE(b->picked(), 1);
    click(*b, 1, 0);  // down
    QCOMPARE(std::get<QueenMove>(rec.moves.at(1)), (QueenMove{1, {1, 0}}));
    // an upward drag is formed, and refused in words
    drag(*b, {5, 6}, {5, 7});
    QCOMPARE(std::get<QueenMove>(rec.moves.at(2)), (QueenMove{0, {5, 7}}));
    QCOMPARE(b->statusText(), reason(MoveRejection::NotAQueenMove));
  }

  void queenKeyboard() {
    QueensPosition q;
    q.size = 4;
    q.queens = {{0, 3}};
    auto b = makeBoard(q);
    Recorder rec;
    rec.attach(b.get());
    b->setFocus();
    QTest::keyClick(b.get(), Qt::Key_Space);  // cursor at the top-left square = (0,3)
    QCOMPARE(b->picked(), 0);
    QTest::keyClick(b.get(), Qt::Key_Down);
    QTest::keyClick(b.get(), Qt::Key_Down);
    QTest::keyClick(b.get(), Qt::Key_Enter);
    QCOMPARE(std::get<QueenMove>(rec.moves.at(0)), (QueenMove{0, {0, 1}}));
  }

  void queenEditMode() {
    QueensPosition q;
    q.size = 8;
    q.queens = {{3, 5}};
    auto b = makeBoard(q);
    Recorder rec;
    rec.attach(b.get());
    b->setEditing(true);
    click(*b, 7, 0);
    QCOMPARE(std::get<QueensPosition>(rec.edits.at(0)).queens, (std::vector<Cell>{{3, 5}, {7, 0}}));
    click(*b, 3, 5);
    QCOMPARE(std::get<QueensPosition>(rec.edits.at(1)).queens, (std::vector<Cell>{{7, 0}}));
    QVERIFY(rec.moves.empty());
  }

  void queenHints() {
    QueensPosition q;
    q.size = 8;
    q.queens = {{5, 6}};
    auto b = makeBoard(q);
    const auto a = solvePosition(q).value();
    QCOMPARE(a.total, Nimber{10});  // T40: row 6, column 5
    b->setHints(a);
    click(*b, 5, 6);
    QVERIFY(!b->grab().isNull());
  }

  // T30: drag a checker along its row; a jump over the other checker is refused.
  void northcottDrags() {
    const NorthcottPosition p = t30();
    auto b = makeBoard(p);
    Recorder rec;
    rec.attach(b.get());
    QCOMPARE(b->mode(), GridBoard::Mode::Northcott);
    QCOMPARE(b->displayRows(), std::size_t{8});
    QCOMPARE(b->displayCols(), std::size_t{8});
    drag(*b, {0, 1}, {0, 3});  // row 1 (top): white from 1 to 3, gap 4 → 2
    QCOMPARE(std::get<NorthcottMove>(rec.moves.at(0)), (NorthcottMove{0, true, 3}));
    QVERIFY(checkMove(p, rec.moves[0]).legal());
    drag(*b, {3, 7}, {3, 5});  // no checker on (3,7): nothing
    QCOMPARE(rec.moves.size(), std::size_t{1});
    rec.moves.clear();
    drag(*b, {1, 3}, {1, 7});  // row 2: white 3, black 6; jumping to 7 is blocked
    QCOMPARE(std::get<NorthcottMove>(rec.moves.at(0)), (NorthcottMove{1, true, 7}));
    QCOMPARE(b->statusText(), reason(MoveRejection::Blocked));
    click(*b, 1, 6);  // black of row 2, then a click backwards to 7
    QCOMPARE(b->picked(), 1);
    click(*b, 1, 7);
    QCOMPARE(std::get<NorthcottMove>(rec.moves.at(1)), (NorthcottMove{1, false, 7}));
  }

  void northcottEditAndHints() {
    auto b = makeBoard(t30());
    const auto a = solvePosition(t30()).value();
    QCOMPARE(a.total, Nimber{6});  // T30
    b->setHints(a);
    QVERIFY(!b->grab().isNull());
    Recorder rec;
    rec.attach(b.get());
    b->setEditing(true);
    click(*b, 0, 3);
    QCOMPARE(std::get<NorthcottPosition>(rec.edits.at(0)).rows[0], (Cell{3, 6}));
    click(*b, 0, 7, Qt::RightButton);
    QCOMPARE(std::get<NorthcottPosition>(rec.edits.at(1)).rows[0], (Cell{3, 7}));
    QVERIFY(rec.moves.empty());
  }

  void sizesOneToSixteen() {
    for (std::size_t n = 1; n <= 16; ++n) {
      std::vector<Cell> heads;
      for (std::size_t k = 0; k < n; ++k) heads.push_back({k, (k * 7) % n});
      QueensPosition q;
      q.size = n;
      q.queens = {{n - 1, n - 1}, {0, 0}};
      NorthcottPosition nc;
      nc.width = std::max<std::size_t>(n, 2);
      for (std::size_t r = 0; r < n; ++r) nc.rows.push_back({0, nc.width - 1});
      for (const ImpartialPosition& p :
           {ImpartialPosition{coinGrid(CoinGridRule::Kind::TurningCorners, n, n, heads)},
            ImpartialPosition{coinGrid(CoinGridRule::Kind::AcrosticTwins, n, std::max<std::size_t>(1, n / 2), {})},
            ImpartialPosition{q}, ImpartialPosition{nc}}) {
        for (QSize size : {QSize(220, 220), QSize(700, 640)}) {
          auto b = makeBoard(p, size);
          if (auto a = solvePosition(p)) b->setHints(*a);
          const bool queens = b->mode() == GridBoard::Mode::Queens;
          const std::size_t rows = b->displayRows(), cols = b->displayCols();
          for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t c = 0; c < cols; ++c) {
              const Cell m = queens ? Cell{c, r} : Cell{r, c};
              QCOMPARE(b->cellAt(b->cellRect(m.first, m.second).center()), std::optional<Cell>(m));
            }
          QVERIFY(!b->grab().isNull());
        }
      }
    }
  }

  void showMoveDraws() {
    auto b = makeBoard(t80(CoinGridRule::Kind::TurningCorners));
    b->showMove(CoinGridMove{{{3, 3}, {3, 4}, {4, 3}, {4, 4}}});
    QVERIFY(!b->grab().isNull());
    b->setPosition(t30());
    b->showMove(NorthcottMove{0, true, 3});
    QVERIFY(!b->grab().isNull());
  }

  void screenshots() {
    const QByteArray dirBytes = qgetenv("IMPGRID_SHOTS");
    if (dirBytes.isEmpty()) QSKIP("IMPGRID_SHOTS not set");
    const QString dir = QString::fromUtf8(dirBytes) + QLatin1Char('/');
    {
      const CoinGridPosition p = t80(CoinGridRule::Kind::TurningCorners);
      auto b = makeBoard(p, {560, 600});
      b->grab().save(dir + QStringLiteral("impgrid_corners_play.png"));
      b->setHints(solvePosition(p).value());
      click(*b, 3, 3);
      click(*b, 4, 4);
      b->grab().save(dir + QStringLiteral("impgrid_corners_hints.png"));
    }
    {
      CoinGridPosition p = coinGrid(CoinGridRule::Kind::Tartan, 5, 6, {{0, 1}, {4, 5}});
      p.rule.rows = p.rule.cols = CoinRule::parse("mock-turtles").value();
      auto b = makeBoard(p, {620, 600});
      b->setHints(solvePosition(p).value());
      b->grab().save(dir + QStringLiteral("impgrid_tartan_hints.png"));
    }
    {
      QueensPosition q;
      q.size = 8;
      q.queens = {{5, 6}};
      auto b = makeBoard(q, {600, 640});
      b->setHints(solvePosition(q).value());
      b->grab().save(dir + QStringLiteral("impgrid_queens_hints.png"));
      QTest::mousePress(b.get(), Qt::LeftButton, Qt::NoModifier, centre(*b, 5, 6));
      QTest::mouseMove(b.get(), centre(*b, 3, 4));
      b->grab().save(dir + QStringLiteral("impgrid_queens_drag.png"));
      QTest::mouseRelease(b.get(), Qt::LeftButton, Qt::NoModifier, centre(*b, 3, 4));
    }
    {
      auto b = makeBoard(t30(), {620, 600});
      b->grab().save(dir + QStringLiteral("impgrid_northcott_play.png"));
      b->setHints(solvePosition(t30()).value());
      click(*b, 0, 1);
      b->grab().save(dir + QStringLiteral("impgrid_northcott_hints.png"));
    }
  }
};

QTEST_MAIN(TestGridBoard)
#include "test_gridboard.moc"
