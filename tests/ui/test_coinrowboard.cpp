/// The coin-row board: coordinates → coins, the selection and its live check (T90 under Mock
/// Turtles and Turning Turtles), Turn/Enter/Esc, the keyboard cursor, edit mode (toggle, +/−)
/// emitting positionEdited, hints and showMove drawn without crash, rows of 1 to 16 coins.
/// With IMPGRID_SHOTS=dir set it also writes screenshots of the T90 row.
#include "core/impartial/play.h"
#include "ui/impartial/coinrowboard.h"
#include "ui/impartial/gridrejectiontext.h"

#include <QApplication>
#include <QTest>

#include <memory>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

CoinRowPosition rowOf(const char* spec, const char* faces) {
  CoinRowPosition p;
  p.rule = CoinRule::parse(spec).value();
  for (const char* c = faces; *c; ++c)
    if (*c == 'H' || *c == 'T') p.heads.push_back(*c == 'H');
  return p;
}

struct Recorder {
  std::vector<ImpartialMove> moves;
  std::vector<ImpartialPosition> edits;
  std::vector<int> components;
  void attach(ImpartialBoard* b) {
    QObject::connect(b, &ImpartialBoard::moveRequested, [this](const ImpartialMove& m) { moves.push_back(m); });
    QObject::connect(b, &ImpartialBoard::positionEdited, [this](const ImpartialPosition& p) { edits.push_back(p); });
    QObject::connect(b, &ImpartialBoard::componentSelected, [this](int c) { components.push_back(c); });
  }
};

void clickCoin(CoinRowBoard& b, std::size_t coin) {
  QTest::mouseClick(&b, Qt::LeftButton, Qt::NoModifier, b.coinRect(coin).center().toPoint());
}

std::unique_ptr<CoinRowBoard> makeBoard(const CoinRowPosition& p, QSize size = {800, 320}) {
  auto b = std::make_unique<CoinRowBoard>();
  b->resize(size);
  b->setPosition(p);
  b->show();
  return b;
}

}  // namespace

class TestCoinRowBoard : public QObject {
  Q_OBJECT
 private slots:
  void factoryMakesCoinRowBoard() {
    std::unique_ptr<ImpartialBoard> b(createBoard(rowOf("twins", "TH"), nullptr));
    QVERIFY(dynamic_cast<CoinRowBoard*>(b.get()) != nullptr);
  }

  void coordinatesMapToCoins() {
    auto b = makeBoard(rowOf("mock-turtles", "T T H T H H T T H"));
    for (std::size_t i = 0; i < 9; ++i) {
      const QRectF r = b->coinRect(i);
      QVERIFY(!r.isEmpty());
      QCOMPARE(b->coinAt(r.center()), static_cast<int>(i));
      if (i > 0) QVERIFY(b->coinRect(i - 1).right() < r.left());  // left to right, not overlapping
    }
    QCOMPARE(b->coinAt(QPointF(1, 1)), -1);
    QVERIFY(b->coinRect(9).isEmpty());
  }

  // T90(d): Mock Turtles, the unique winning move turns coins 3 and 8 (0-based).
  void selectionAndTurnT90MockTurtles() {
    const CoinRowPosition p = rowOf("mock-turtles", "T T H T H H T T H");
    auto b = makeBoard(p);
    Recorder rec;
    rec.attach(b.get());
    clickCoin(*b, 8);
    clickCoin(*b, 3);
    QCOMPARE(b->selection(), (std::vector<std::size_t>{3, 8}));
    QVERIFY(b->statusText().contains(QStringLiteral("3, 8")));  // origin 0: printed as 3, 8
    QCOMPARE(rec.components, (std::vector<int>{8}));           // heads only
    QTest::keyClick(b.get(), Qt::Key_Return);
    QCOMPARE(rec.moves.size(), std::size_t{1});
    QCOMPARE(std::get<CoinMove>(rec.moves[0]).coins, (std::vector<std::size_t>{3, 8}));
    QVERIFY(checkMove(p, rec.moves[0]).legal());
    // the view applies it: the selection goes
    b->setPosition(applyMove(p, rec.moves[0]));
    QVERIFY(b->selection().empty());
  }

  void clickAgainDeselects() {
    auto b = makeBoard(rowOf("mock-turtles", "T T H T H H T T H"));
    clickCoin(*b, 4);
    clickCoin(*b, 4);
    QVERIFY(b->selection().empty());
    QVERIFY(b->statusText().isEmpty());
  }

  void rightmostMustBeHeads() {
    auto b = makeBoard(rowOf("mock-turtles", "T T H T H H T T H"));
    clickCoin(*b, 2);
    clickCoin(*b, 3);  // rightmost chosen coin 3 is tails
    MoveCheck expected;
    expected.reason = MoveRejection::RightmostNotHeads;
    QVERIFY(b->statusText().endsWith(GridRejectionText::text(expected)));
  }

  void ruleRefusesFourCoins() {
    auto b = makeBoard(rowOf("mock-turtles", "T T H T H H T T H"));
    for (std::size_t c : {0, 1, 2, 8}) clickCoin(*b, c);
    MoveCheck expected;
    expected.reason = MoveRejection::NotAllowedByRule;
    QVERIFY(b->statusText().endsWith(GridRejectionText::text(expected)));
  }

  // T90(a): Turning Turtles numbers coins from 1; the winning move turns coin 9 alone.
  void turningTurtlesOneBased() {
    auto b = makeBoard(rowOf("turning-turtles", "T T H T H H T T H"));
    Recorder rec;
    rec.attach(b.get());
    clickCoin(*b, 8);
    QVERIFY(b->statusText().contains(QStringLiteral("9")));
    b->turnSelection();
    QCOMPARE(std::get<CoinMove>(rec.moves.at(0)).coins, (std::vector<std::size_t>{8}));
  }

  void escapeClears() {
    auto b = makeBoard(rowOf("twins", "THTH"));
    clickCoin(*b, 1);
    clickCoin(*b, 3);
    QCOMPARE(b->selection().size(), std::size_t{2});
    QTest::keyClick(b.get(), Qt::Key_Escape);
    QVERIFY(b->selection().empty());
  }

  void keyboardCursorSelectsAndPlays() {
    auto b = makeBoard(rowOf("twins", "T T H T H H T T H"));
    Recorder rec;
    rec.attach(b.get());
    b->setFocus();
    QTest::keyClick(b.get(), Qt::Key_Home);
    for (int k = 0; k < 3; ++k) QTest::keyClick(b.get(), Qt::Key_Right);
    QCOMPARE(b->cursor(), 3);
    QTest::keyClick(b.get(), Qt::Key_Space);
    QTest::keyClick(b.get(), Qt::Key_End);
    QTest::keyClick(b.get(), Qt::Key_Space);
    QCOMPARE(b->selection(), (std::vector<std::size_t>{3, 8}));
    QTest::keyClick(b.get(), Qt::Key_Enter);
    QCOMPARE(std::get<CoinMove>(rec.moves.at(0)).coins, (std::vector<std::size_t>{3, 8}));
  }

  void notInteractiveIgnoresClicks() {
    auto b = makeBoard(rowOf("twins", "THTH"));
    Recorder rec;
    rec.attach(b.get());
    b->setInteractive(false);
    clickCoin(*b, 1);
    b->turnSelection();
    QVERIFY(b->selection().empty());
    QVERIFY(rec.moves.empty());
  }

  void editModeTogglesAndResizes() {
    const CoinRowPosition p = rowOf("ruler", "THT");
    auto b = makeBoard(p);
    Recorder rec;
    rec.attach(b.get());
    b->setEditing(true);
    clickCoin(*b, 0);
    QCOMPARE(rec.edits.size(), std::size_t{1});
    QCOMPARE(std::get<CoinRowPosition>(rec.edits[0]).heads, (std::vector<bool>{true, true, false}));
    QVERIFY(rec.moves.empty());
    b->setFocus();
    QTest::keyClick(b.get(), Qt::Key_Plus);
    QCOMPARE(std::get<CoinRowPosition>(rec.edits.back()).heads, (std::vector<bool>{true, true, false, false}));
    QTest::keyClick(b.get(), Qt::Key_Minus);
    QTest::keyClick(b.get(), Qt::Key_Minus);
    QCOMPARE(std::get<CoinRowPosition>(rec.edits.back()).heads, (std::vector<bool>{true, true}));
    QCOMPARE(std::get<CoinRowPosition>(rec.edits.back()).rule, p.rule);
    // never below one coin
    QTest::keyClick(b.get(), Qt::Key_Minus);
    QTest::keyClick(b.get(), Qt::Key_Minus);
    QCOMPARE(std::get<CoinRowPosition>(rec.edits.back()).heads.size(), std::size_t{1});
  }

  void hintsAndShowMoveDraw() {
    const CoinRowPosition p = rowOf("mock-turtles", "T T H T H H T T H");
    auto b = makeBoard(p);
    auto a = solvePosition(p);
    QVERIFY(a.hasValue());
    QCOMPARE(a->total, Nimber{23});
    b->setHints(*a);
    b->showMove(a->winningMoves.at(0));
    QVERIFY(!b->grab().isNull());
    b->setHints(std::nullopt);
    QVERIFY(!b->grab().isNull());
  }

  void rowsOfOneToSixteenCoins() {
    for (std::size_t n = 1; n <= 16; ++n) {
      CoinRowPosition p;
      p.rule = CoinRule::parse("mock-turtles").value();
      for (std::size_t i = 0; i < n; ++i) p.heads.push_back(i % 3 != 1);
      for (QSize size : {QSize(240, 180), QSize(900, 300)}) {
        auto b = makeBoard(p, size);
        b->setHints(solvePosition(p).value());
        for (std::size_t i = 0; i < n; ++i) QCOMPARE(b->coinAt(b->coinRect(i).center()), static_cast<int>(i));
        QVERIFY(!b->grab().isNull());
        clickCoin(*b, n - 1);
        QCOMPARE(b->selection(), (std::vector<std::size_t>{n - 1}));
      }
    }
  }

  void screenshots() {
    const QByteArray dir = qgetenv("IMPGRID_SHOTS");
    if (dir.isEmpty()) QSKIP("IMPGRID_SHOTS not set");
    const CoinRowPosition p = rowOf("mock-turtles", "T T H T H H T T H");
    auto b = makeBoard(p, {900, 320});
    b->grab().save(QString::fromUtf8(dir) + QStringLiteral("/impgrid_coinrow_play.png"));
    b->setHints(solvePosition(p).value());
    clickCoin(*b, 3);
    clickCoin(*b, 8);
    b->grab().save(QString::fromUtf8(dir) + QStringLiteral("/impgrid_coinrow_hints.png"));
    clickCoin(*b, 8);
    b->grab().save(QString::fromUtf8(dir) + QStringLiteral("/impgrid_coinrow_refused.png"));
    b->setEditing(true);
    b->grab().save(QString::fromUtf8(dir) + QStringLiteral("/impgrid_coinrow_edit.png"));
    auto t = makeBoard(rowOf("turning-turtles", "T T H T H H T T H"), {420, 220});
    t->grab().save(QString::fromUtf8(dir) + QStringLiteral("/impgrid_coinrow_small.png"));
  }
};

QTEST_MAIN(TestCoinRowBoard)
#include "test_coinrowboard.moc"
