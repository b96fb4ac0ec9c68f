/// The heap board: clicks and drags on counters produce the right HeapMove (Nim, take-and-break
/// with the split chooser, Grundy's game, Staircase, Moore's Nim_k with Apply), Nimble's drag,
/// and the edit gestures (add/remove heaps, set sizes).
#include "ui/impartial/heapboard.h"
#include "tests/support/heappositions.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using testsupport::heaps;

HeapMove lastHeapMove(const QSignalSpy& spy) {
  return std::get<HeapMove>(spy.last().at(0).value<ImpartialMove>());
}

}  // namespace

class TestHeapBoard : public QObject {
  Q_OBJECT

 private:
  void click(HeapBoard& board, QPointF at, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(&board, button, {}, at.toPoint());
  }

 private slots:
  void initTestCase() {
    qRegisterMetaType<gamelab::ImpartialMove>();
    qRegisterMetaType<gamelab::ImpartialPosition>();
  }

  void nimClickTakesCounterAndAfter() {
    HeapBoard board;
    board.resize(760, 300);
    board.setPosition(heaps({3, 4, 5}));
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    click(board, board.counterCenter(1, 2));
    QCOMPARE(spy.count(), 1);
    HeapMove m = lastHeapMove(spy);
    QCOMPARE(m.heap, std::size_t(1));
    QCOMPARE(m.parts, (std::vector<HeapSize>{2}));
    click(board, board.counterCenter(0, 0));
    m = lastHeapMove(spy);
    QCOMPARE(m.heap, std::size_t(0));
    QVERIFY(m.parts.empty());
    // Between rows or beyond a heap's end: nothing.
    click(board, board.counterCenter(0, 4));
    QCOMPARE(spy.count(), 2);
    // Not interactive: nothing.
    board.setInteractive(false);
    click(board, board.counterCenter(2, 1));
    QCOMPARE(spy.count(), 2);
  }

  void dragSelectsHowMany() {
    HeapBoard board;
    board.resize(760, 300);
    board.setPosition(heaps({3, 4, 5}));
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    QTest::mousePress(&board, Qt::LeftButton, {}, board.counterCenter(2, 4).toPoint());
    QMouseEvent move(QEvent::MouseMove, board.counterCenter(2, 1), board.mapToGlobal(board.counterCenter(2, 1)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&board, &move);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, board.counterCenter(2, 1).toPoint());
    QCOMPARE(spy.count(), 1);
    const HeapMove m = lastHeapMove(spy);
    QCOMPARE(m.heap, std::size_t(2));
    QCOMPARE(m.parts, (std::vector<HeapSize>{1}));
  }

  void kaylesSplitChooser() {
    HeapBoard board;
    board.resize(760, 300);
    board.setPosition(heaps({5}, "kayles"));
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    // Remove 2 of 5: leave 3, or split into 2 + 1.
    click(board, board.counterCenter(0, 3));
    QCOMPARE(spy.count(), 0);
    QMenu* menu = board.splitChooser();
    QVERIFY(menu);
    QStringList labels;
    QAction* split = nullptr;
    for (QAction* a : menu->actions()) {
      if (a->isSeparator() || a->data().isNull()) continue;
      labels << a->text();
      if (a->text() == QStringLiteral("2 + 1")) split = a;
    }
    QCOMPARE(labels, (QStringList{QStringLiteral("3"), QStringLiteral("2 + 1")}));
    QVERIFY(split);
    split->trigger();
    QCOMPARE(spy.count(), 1);
    const HeapMove m = lastHeapMove(spy);
    QCOMPARE(m.heap, std::size_t(0));
    QCOMPARE(m.parts, (std::vector<HeapSize>{2, 1}));
    menu->close();
  }

  void subtractionSingleChoiceOrRefusal() {
    HeapBoard board;
    board.resize(760, 300);
    board.setPosition(heaps({5}, "subtraction:1,3,4"));
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    click(board, board.counterCenter(0, 2));  // remove 3, leave 2
    QCOMPARE(lastHeapMove(spy).parts, (std::vector<HeapSize>{2}));
    click(board, board.counterCenter(0, 3));  // remove 2: not allowed; the view refuses it
    QCOMPARE(spy.count(), 2);
    QCOMPARE(lastHeapMove(spy).parts, (std::vector<HeapSize>{3}));
  }

  void grundySplitsAtCounter() {
    HeapBoard board;
    board.resize(760, 300);
    board.setPosition(heaps({7}, "grundy"));
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    click(board, board.counterCenter(0, 3));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(lastHeapMove(spy).parts, (std::vector<HeapSize>{4, 3}));
  }

  void staircaseMovesCoinsDown() {
    HeapBoard board;
    board.resize(760, 300);
    HeapPosition p = heaps({2, 1, 3});
    p.variant = HeapPosition::Variant::Staircase;
    board.setPosition(p);
    // Step 1 is drawn lowest.
    QVERIFY(board.counterCenter(0, 0).y() > board.counterCenter(2, 0).y());
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    click(board, board.counterCenter(2, 1));
    QCOMPARE(spy.count(), 1);
    const HeapMove m = lastHeapMove(spy);
    QCOMPARE(m.heap, std::size_t(2));
    QCOMPARE(m.count, HeapSize(2));
  }

  void mooreMarksThenApply() {
    HeapBoard board;
    board.resize(760, 300);
    HeapPosition p = heaps({3, 5, 6});
    p.variant = HeapPosition::Variant::MooreNim;
    p.mooreK = 2;
    board.setPosition(p);
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    click(board, board.counterCenter(0, 1));
    click(board, board.counterCenter(1, 2));
    QCOMPARE(spy.count(), 0);
    QCOMPARE(board.markedSizes(), (std::vector<HeapSize>{1, 2, 6}));
    QVERIFY(board.applyButton()->isVisibleTo(&board));
    board.applyButton()->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(lastHeapMove(spy).newSizes, (std::vector<HeapSize>{1, 2, 6}));
    QCOMPARE(board.markedSizes(), (std::vector<HeapSize>{3, 5, 6}));
  }

  void nimbleDragLeft() {
    HeapBoard board;
    board.resize(900, 220);
    NimblePosition p;
    p.squares = 12;
    p.coins = {2, 8, 8};
    board.setPosition(p);
    QSignalSpy spy(&board, &ImpartialBoard::moveRequested);
    QTest::mousePress(&board, Qt::LeftButton, {}, board.squareCenter(8).toPoint());
    QMouseEvent move(QEvent::MouseMove, board.squareCenter(3), board.mapToGlobal(board.squareCenter(3)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&board, &move);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, board.squareCenter(3).toPoint());
    QCOMPARE(spy.count(), 1);
    const auto m = std::get<NimbleMove>(spy.last().at(0).value<ImpartialMove>());
    QCOMPARE(m.slides.size(), std::size_t(1));
    QCOMPARE(m.slides[0].second, HeapSize(3));
    QCOMPARE(p.coins[m.slides[0].first], HeapSize(8));
  }

  void editGestures() {
    HeapBoard board;
    board.resize(760, 320);
    board.setPosition(heaps({3, 4, 5}));
    board.setEditing(true);
    QSignalSpy moves(&board, &ImpartialBoard::moveRequested);
    QSignalSpy edits(&board, &ImpartialBoard::positionEdited);
    click(board, board.addHeapRect().center());
    QCOMPARE(std::get<HeapPosition>(edits.last().at(0).value<ImpartialPosition>()).heaps, (std::vector<HeapSize>{3, 4, 5, 3}));
    click(board, board.removeHeapRect(0).center());
    QCOMPARE(std::get<HeapPosition>(edits.last().at(0).value<ImpartialPosition>()).heaps, (std::vector<HeapSize>{4, 5}));
    click(board, board.counterCenter(0, 6));  // an empty slot: heap 1 gets 7 counters
    QCOMPARE(std::get<HeapPosition>(edits.last().at(0).value<ImpartialPosition>()).heaps, (std::vector<HeapSize>{7, 4, 5}));
    click(board, board.counterCenter(1, 3));  // the last counter: heap 2 shrinks to 3
    QCOMPARE(std::get<HeapPosition>(edits.last().at(0).value<ImpartialPosition>()).heaps, (std::vector<HeapSize>{3, 3, 5}));
    QCOMPARE(moves.count(), 0);
  }

  void nimbleEdit() {
    HeapBoard board;
    board.resize(900, 220);
    NimblePosition p;
    p.squares = 10;
    p.coins = {2};
    board.setPosition(p);
    board.setEditing(true);
    QSignalSpy edits(&board, &ImpartialBoard::positionEdited);
    click(board, board.squareCenter(5));
    QCOMPARE(std::get<NimblePosition>(edits.last().at(0).value<ImpartialPosition>()).coins, (std::vector<HeapSize>{2, 5}));
    click(board, board.squareCenter(2), Qt::RightButton);
    QVERIFY(std::get<NimblePosition>(edits.last().at(0).value<ImpartialPosition>()).coins.empty());
  }
};

QTEST_MAIN(TestHeapBoard)
#include "test_heapboard.moc"
