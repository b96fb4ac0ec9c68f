/// Playing an impartial game in its tab: Nim to the end against the perfect computer (it wins
/// from an N-position when it starts), undo of a move and its reply, the misère toggle (undoable,
/// changes the winner), illegal moves refused with the reason in words, position edits and
/// their undo, hints (nim-sum column addition, winning moves) and the why panel (mex),
/// .gamelab save/reopen with the history, and the kind's registrations.
/// With IMPPLAY_SHOTS set, screenshots go to /tmp/impplay_*.png.
#include "core/io/gamelabfile.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/impartial/heapboard.h"
#include "ui/impartial/hintpanel.h"
#include "ui/impartial/impartialdocument.h"
#include "ui/impartial/impartialkind.h"
#include "ui/impartial/impartialplaycommands.h"
#include "ui/impartial/newgamedialog.h"
#include "ui/impartial/playview.h"
#include "ui/impartial/playviewtext.h"
#include "ui/impartial/whypanel.h"
#include "ui/mainwindow/mainwindow.h"
#include "tests/support/heappositions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using testsupport::heaps;

const std::vector<HeapSize>& sizesOf(const ImpartialDocument& doc) { return std::get<HeapPosition>(doc.position()).heaps; }

Nimber xorOf(const std::vector<HeapSize>& v) {
  Nimber x = 0;
  for (auto h : v) x ^= h;
  return x;
}

bool waitIdle(PlayView& view) {
  return QTest::qWaitFor([&] { return !view.computerRunner()->isRunning() && !view.document()->computerToMove(); }, 5000);
}

}  // namespace

class TestImpartialPlay : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { registerBuiltinKinds(); }

  void computerWinsNimFromNPosition() {
    ImpartialSettings settings;
    settings.humanStarts = false;
    ImpartialDocument doc(heaps({3, 4, 5}), settings);  // nim-sum 2: N
    QCOMPARE(doc.toMove(), Side::Computer);
    PlayView view(&doc);
    view.setComputerDelay(0);
    view.setSeed(7);
    QVERIFY(waitIdle(view));
    QCOMPARE(doc.history().size(), std::size_t(1));
    QCOMPARE(xorOf(sizesOf(doc)), Nimber(0));  // the perfect computer moved to a P-position
    int guard = 0;
    while (!doc.gameOver() && guard++ < 20) {
      QCOMPARE(view.statusText(), QStringLiteral("Your move"));
      const auto moves = legalMoves(doc.position());
      QVERIFY(!moves.empty());
      QVERIFY(view.requestMove(moves.front()));
      QVERIFY(waitIdle(view));
      if (!doc.gameOver()) QCOMPARE(xorOf(sizesOf(doc)), Nimber(0));
    }
    QVERIFY(doc.gameOver());
    QCOMPARE(doc.winner(), Side::Computer);
    QCOMPARE(view.bannerText(), QStringLiteral("The computer wins"));
    QCOMPARE(doc.history().back().by, Side::Computer);
    QCOMPARE(view.moveList()->count(), int(doc.history().size()));
    // Moves are words built from the move data.
    QVERIFY(view.moveList()->item(0)->text().startsWith(QStringLiteral("1. Computer: Heap ")));
  }

  void undoTakesBackMoveAndReply() {
    ImpartialDocument doc(heaps({1, 2, 4}));  // nim-sum 7; the human starts
    PlayView view(&doc);
    view.setComputerDelay(0);
    view.setSeed(1);
    QVERIFY(view.requestMove(ImpartialMove(HeapMove{2, {1}, {}, 0})));  // 4 → 1: heaps 1 2 1, nim-sum 2
    QVERIFY(waitIdle(view));
    QCOMPARE(doc.history().size(), std::size_t(2));
    QCOMPARE(doc.history()[1].by, Side::Computer);
    QCOMPARE(xorOf(sizesOf(doc)), Nimber(0));
    QCOMPARE(doc.undoStack()->count(), 1);  // merged into one step
    view.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(sizesOf(doc), (std::vector<HeapSize>{1, 2, 4}));
    QVERIFY(doc.history().empty());
    QCOMPARE(doc.toMove(), Side::Human);
    QCOMPARE(view.statusText(), QStringLiteral("Your move"));
    doc.undoStack()->redo();
    QCOMPARE(doc.history().size(), std::size_t(2));
  }

  void misereToggle() {
    ImpartialDocument doc(heaps({1}));
    PlayView view(&doc);
    view.setComputerDelay(0);
    QVERIFY(supportsMisere(doc.position()));
    auto* box = view.conventionBox();
    QCOMPARE(box->currentIndex(), 0);
    box->setCurrentIndex(1);
    emit box->activated(1);
    QCOMPARE(doc.settings().convention, PlayConvention::Misere);
    QCOMPARE(doc.undoStack()->count(), 1);
    // Misère: taking the last counter loses.
    QVERIFY(view.requestMove(ImpartialMove(HeapMove{0, {}, {}, 0})));
    QVERIFY(doc.gameOver());
    QCOMPARE(doc.winner(), Side::Computer);
    QCOMPARE(view.bannerText(), QStringLiteral("The computer wins"));
    doc.undoStack()->undo();  // the move
    doc.undoStack()->undo();  // misère
    QCOMPARE(doc.settings().convention, PlayConvention::Normal);
    QCOMPARE(box->currentIndex(), 0);
    QVERIFY(view.requestMove(ImpartialMove(HeapMove{0, {}, {}, 0})));
    QCOMPARE(doc.winner(), Side::Human);
    QCOMPARE(view.bannerText(), QStringLiteral("You win!"));
  }

  void illegalMoveRefusedWithReason() {
    ImpartialDocument doc(heaps({5}, "subtraction:1,3,4"));
    PlayView view(&doc);
    view.setComputerDelay(0);
    QVERIFY(!view.requestMove(ImpartialMove(HeapMove{0, {3}, {}, 0})));  // removing 2 is not in {1, 3, 4}
    QVERIFY(view.statusText().startsWith(QStringLiteral("Illegal move: The rule does not allow this move")));
    QVERIFY(doc.history().empty());
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!view.requestMove(ImpartialMove(HeapMove{4, {}, {}, 0})));
    QCOMPARE(view.statusText(), QStringLiteral("Illegal move: There is no such piece on the board."));
    QVERIFY(!view.requestMove(ImpartialMove(CoinMove{{1}})));
    QCOMPARE(view.statusText(), QStringLiteral("Illegal move: That is not a move of this game."));
    // Through the board: a click that removes 2 is refused the same way.
    auto* board = qobject_cast<HeapBoard*>(view.board());
    QVERIFY(board);
    view.resize(1200, 800);
    emit board->moveRequested(ImpartialMove(HeapMove{0, {3}, {}, 0}));
    QVERIFY(view.statusText().startsWith(QStringLiteral("Illegal move:")));
    QVERIFY(view.requestMove(ImpartialMove(HeapMove{0, {1}, {}, 0})));
    QVERIFY(waitIdle(view));
  }

  void editAndUndo() {
    ImpartialDocument doc(heaps({3, 4, 5}));
    PlayView view(&doc);
    view.setComputerDelay(0);
    view.resize(1200, 800);
    view.action(QStringLiteral("edit"))->trigger();
    QVERIFY(view.statusText().startsWith(QStringLiteral("Editing the position")));
    auto* board = qobject_cast<HeapBoard*>(view.board());
    QVERIFY(board);
    emit board->positionEdited(ImpartialPosition(heaps({3, 4, 5, 6})));
    QCOMPARE(sizesOf(doc), (std::vector<HeapSize>{3, 4, 5, 6}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(!view.requestMove(ImpartialMove(HeapMove{0, {}, {}, 0})));  // no moves while editing
    doc.undoStack()->undo();
    QCOMPARE(sizesOf(doc), (std::vector<HeapSize>{3, 4, 5}));
    view.action(QStringLiteral("edit"))->trigger();
    QCOMPARE(view.statusText(), QStringLiteral("Your move"));
  }

  void hintsAndWhy() {
    ImpartialDocument doc(heaps({3, 4, 5}));
    PlayView view(&doc);
    view.action(QStringLiteral("hints"))->trigger();
    QVERIFY(doc.settings().hints);
    QCOMPARE(doc.undoStack()->count(), 0);  // hints are not an undo step
    QVERIFY(QTest::qWaitFor([&] { return view.hintPanel()->winningMovesList()->count() > 0 && !view.hintRunner()->isRunning(); }, 5000));
    const QString text = view.hintPanel()->text();
    QVERIFY2(text.contains(QStringLiteral("Nim-sum of the component values: 2")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("N-position")));
    QVERIFY2(text.contains(QStringLiteral("Heap 1: 3 → 1")), qPrintable(text));
    // The column addition: 3 = 011, 4 = 100, 5 = 101, nim-sum 010.
    const auto analysis = solvePosition(doc.position());
    QVERIFY(analysis);
    const QString html = HintPanel::columnAdditionHtml(doc.position(), *analysis);
    QVERIFY(html.contains(QStringLiteral("background:#fde0a0")));
    QCOMPARE(html.count(QStringLiteral("◀")), 1);  // only heap 1 (3 = 011) has the 2-bit
    QSignalSpy shown(view.hintPanel(), &HintPanel::winningMoveChosen);
    auto* list = view.hintPanel()->winningMovesList();
    emit list->itemClicked(list->item(0));
    QCOMPARE(shown.count(), 1);
    // Why: heap 3 has 4 counters; its followers 0..3 have values 0..3, mex 4.
    view.whyPanel()->explain(doc.position(), 1);
    const QString why = view.whyPanel()->text();
    QVERIFY2(why.contains(QStringLiteral("mex{0, 1, 2, 3} = 4")), qPrintable(why));
  }

  void saveAndReopen() {
    ImpartialSettings settings;
    settings.convention = PlayConvention::Normal;
    settings.mistakeProbability = 0.25;
    ImpartialDocument doc(heaps({2, 6}, "kayles"), settings);
    doc.setTitle(QStringLiteral("Kayles"));
    doc.undoStack()->push(new ImpartialMoveCommand(&doc, ImpartialMove(HeapMove{1, {2, 3}, {}, 0}), Side::Human));
    doc.undoStack()->push(new ImpartialMoveCommand(&doc, ImpartialMove(HeapMove{0, {}, {}, 0}), Side::Computer));
    QCOMPARE(doc.undoStack()->count(), 1);
    const std::string text = serializeGamelab(doc.toGamelabFile());
    auto parsed = parseGamelab(text, "kayles.gamelab");
    QVERIFY(parsed);
    QCOMPARE(parsed->kind, std::string("impartial"));
    auto reopened = createDocument(*parsed);
    QVERIFY(reopened);
    auto* back = dynamic_cast<ImpartialDocument*>(reopened->get());
    QVERIFY(back);
    QCOMPARE(back->position(), doc.position());
    QVERIFY(back->state() == doc.state());
    QCOMPARE(back->title(), QStringLiteral("Kayles"));
    QCOMPARE(back->settings().mistakeProbability, 0.25);
    QCOMPARE(back->toMove(), Side::Human);
    // A history that does not lead to the saved position is dropped; the position stays.
    GamelabFile file = doc.toGamelabFile();
    file.game["settings"]["history"] = nlohmann::json::array();
    auto dropped = ImpartialDocument::fromGamelabFile(file);
    QVERIFY(dropped);
    auto* d = dynamic_cast<ImpartialDocument*>(dropped->get());
    QCOMPARE(d->position(), doc.position());
    QVERIFY(d->history().empty());
  }

  void unreadableSettingsNameTheirPlace() {
    ImpartialSettings settings;
    ImpartialDocument doc(heaps({2, 6}, "kayles"), settings);
    doc.undoStack()->push(new ImpartialMoveCommand(&doc, ImpartialMove(HeapMove{1, {2, 3}, {}, 0}), Side::Human));
    const GamelabFile good = doc.toGamelabFile();
    auto withSetting = [&](const char* key, const nlohmann::json& value) {
      GamelabFile file = good;
      file.game["settings"][key] = value;
      return ImpartialDocument::fromGamelabFile(file);
    };
    auto probability = withSetting("mistake_probability", 1.5);
    QVERIFY(!probability);
    QCOMPARE(probability.error().code, ErrorCode::WrongShape);
    QCOMPARE(probability.error().problem, Problem::MustBeProbability);
    QCOMPARE(probability.error().args, (std::vector<std::string>{"game/settings/mistake_probability", "1.5"}));
    QCOMPARE(withSetting("mistake_probability", "often").error().problem, Problem::MustBeProbability);
    auto hints = withSetting("hints", "yes");
    QVERIFY(!hints);
    QCOMPARE(hints.error().problem, Problem::MustBeBoolean);
    QCOMPARE(hints.error().args, (std::vector<std::string>{"game/settings/hints"}));
    QCOMPARE(withSetting("opponent", 3).error().problem, Problem::MustBeString);
    QCOMPARE(errorReasonText(hints.error()), QStringLiteral("game/settings/hints must be true or false."));
    // A history entry that is not a move drops the history, as one leading elsewhere does.
    GamelabFile file = good;
    file.game["settings"]["history"][0]["move"] = "take two";
    auto dropped = ImpartialDocument::fromGamelabFile(file);
    QVERIFY(dropped);
    QVERIFY(dynamic_cast<ImpartialDocument*>(dropped->get())->history().empty());
    QVERIFY(ImpartialDocument::fromGamelabFile(good));
    QCOMPARE(dynamic_cast<ImpartialDocument*>(ImpartialDocument::fromGamelabFile(good)->get())->history().size(),
             std::size_t(1));
  }

  void newGameProblems() {
    auto k = NewGameDialog::shape(NewGameDialog::Moore, QStringLiteral(" 11 "), 5);
    QVERIFY(!k);
    QCOMPARE(k.error().problem, Problem::MooreKOutOfRange);
    QCOMPARE(k.error().args, (std::vector<std::string>{"11", "1", "10"}));
    QCOMPARE(errorReasonText(k.error()), QStringLiteral("k must be a whole number from 1 to 10 (found “11”)."));
    QCOMPARE(NewGameDialog::shape(NewGameDialog::Subtraction, QStringLiteral(" "), 5).error().problem,
             Problem::EmptySubtractionSet);
    QCOMPARE(NewGameDialog::shape(NewGameDialog::Octal, QString(), 5).error().problem, Problem::EmptyCode);
    QCOMPARE(NewGameDialog::shape(NewGameDialog::Octal, QStringLiteral("0.x"), 5).error().problem,
             Problem::NotOctalDigit);
  }

  void registrations() {
    QStringList kinds;
    for (const auto& a : newDocumentActions()) kinds << a.kindId;
    QVERIFY(kinds.contains(QStringLiteral("impartial")));
    for (const auto& a : newDocumentActions())
      if (a.kindId == QLatin1String("impartial")) {
        auto doc = a.factory();  // offscreen: no dialog, Nim 3 4 5
        QVERIFY(dynamic_cast<ImpartialDocument*>(doc.get()));
      }
    int count = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("impartial-"))) {
        ++count;
        QCOMPARE(e.section, QStringLiteral("Impartial games (Ferguson, chapter 1)"));
        auto doc = e.factory();
        auto* d = dynamic_cast<ImpartialDocument*>(doc.get());
        QVERIFY(d);
        QVERIFY(!d->isModified());
        std::unique_ptr<QWidget> editor(d->createEditor(nullptr));
        QVERIFY(qobject_cast<PlayView*>(editor.get()));
      }
    QVERIFY(count >= 10);
  }

  /// New game… switching to another game renames the tab (it used to keep "Nim*"); undo
  /// brings the old game and its name back in one step.
  void newGameRenamesTheTab() {
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir autosave;
    QVERIFY(autosave.isValid());
    MainWindow window(nullptr, autosave.path());
    const ImpartialPosition nim = heaps({3, 4, 5});
    auto owned = std::make_unique<ImpartialDocument>(nim);
    owned->setTitle(gameName(nim));  // as File ▸ New impartial game… names it
    auto* doc = static_cast<ImpartialDocument*>(window.addDocument(std::move(owned)));
    auto* view = window.currentEditor()->findChild<PlayView*>();
    if (!view) view = qobject_cast<PlayView*>(window.currentEditor());
    QVERIFY(view);
    view->setComputerDelay(0);
    const QString tab = window.tabs()->tabText(window.tabs()->currentIndex());
    QVERIFY2(tab.startsWith(gameName(nim)), qPrintable(tab));

    const ImpartialPosition kayles = heaps({4, 6}, "kayles");
    QVERIFY(gameName(kayles) != gameName(nim));
    const int steps = doc->undoStack()->count();
    view->startNewGame(kayles);
    QVERIFY(waitIdle(*view));
    QCOMPARE(doc->undoStack()->index(), steps + 1);
    QCOMPARE(doc->displayName(), gameName(kayles));
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), gameName(kayles) + QLatin1Char('*'));
    doc->undoStack()->undo();
    QCOMPARE(doc->displayName(), gameName(nim));
    QVERIFY(std::holds_alternative<HeapPosition>(doc->position()));
    QCOMPARE(sizesOf(*doc), (std::vector<HeapSize>{3, 4, 5}));
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), gameName(nim));
    window.closeDocument(doc, MainWindow::CloseMode::Discard);
  }

  void screenshots() {
    if (!qEnvironmentVariableIsSet("IMPPLAY_SHOTS")) QSKIP("set IMPPLAY_SHOTS to write /tmp/impplay_*.png");
    auto shoot = [](ImpartialPosition position, bool hints, const QString& name) {
      ImpartialDocument doc(std::move(position));
      PlayView view(&doc);
      view.resize(1300, 760);
      view.show();
      if (hints) view.action(QStringLiteral("hints"))->trigger();
      QTest::qWait(300);
      (void)QTest::qWaitFor([&] { return !view.hintRunner()->isRunning(); }, 3000);
      QTest::qWait(100);
      view.grab().save(QStringLiteral("/tmp/impplay_%1.png").arg(name));
    };
    shoot(heaps({3, 4, 5, 7}), true, QStringLiteral("nim_hints"));
    shoot(heaps({10, 4}, "kayles"), true, QStringLiteral("kayles"));
    HeapPosition stairs = heaps({3, 2, 4, 1, 2});
    stairs.variant = HeapPosition::Variant::Staircase;
    shoot(stairs, true, QStringLiteral("staircase"));
    NimblePosition nimble;
    nimble.squares = 16;
    nimble.coins = {4, 8, 8, 9, 10, 13};
    shoot(nimble, true, QStringLiteral("nimble"));
  }
};

QTEST_MAIN(TestImpartialPlay)
#include "test_impartialplay.moc"
