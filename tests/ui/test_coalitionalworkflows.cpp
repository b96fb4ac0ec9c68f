/// The coalitional-game editor's workflows: the voting form, the generators, .gamelab save and
/// reopen with and without a strategic origin, the (4.1) conversion from a strategic document
/// and (4.2) back, in the main window too, and an analysis that runs and is cancelled by an edit.
#include "tests/ui/coalitionaltestgames.h"

#include "core/coalition/generators.h"
#include "core/io/gamelabfile.h"
#include "core/coalition/coalitionalexamples.h"
#include "tests/support/exactnumbers.h"
#include "ui/analysis/solverrunner.h"
#include "ui/coalition/coalitionalanalysispanel.h"
#include "ui/coalition/coalitionalclipboard.h"
#include "ui/coalition/coalitionalconversion.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/coalition/coalitionaleditor.h"
#include "ui/coalition/coalitionalgeneratordialog.h"
#include "ui/coalition/coalitionalkind.h"
#include "ui/coalition/coalitionalpropertiesbar.h"
#include "ui/coalition/coalitionaltablemodel.h"
#include "ui/coalition/coalitionalvotingform.h"
#include "ui/coalition/coalitionstructurecommands.h"
#include "ui/coalition/coalitionvaluecommands.h"
#include "ui/common/languagemanager.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"
#include "tests/support/guitest.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace gamelab;
using namespace gamelab::ui;
using namespace gamelab::ui::coalitionaltest;

class TestCoalitionalWorkflows : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_coalitionalworkflows"));
    registerBuiltinKinds();
    QVERIFY(autosaveDir_.isValid());
  }

  void votingForm() {
    CoalitionalDocument doc(newWeightedVotingGame());
    CoalitionalEditor editor(&doc);
    CoalitionalVotingForm* form = editor.votingForm();
    QVERIFY(!form->isHidden());
    QCOMPARE(form->weightsEdit()->text(), QStringLiteral("10, 20, 30, 40"));
    QCOMPARE(form->quotaEdit()->text(), QStringLiteral("50"));
    QCOMPARE(form->ruleBox()->currentIndex(), 0);
    // [50; 10, 20, 30, 40] with ">": 10 + 40 = 50 does not win.
    QCOMPARE(doc.game().value(mask({0, 3})), q("0"));
    form->ruleBox()->setCurrentIndex(1);
    form->apply();
    QCOMPARE(doc.game().voting()->rule, QuotaRule::AtLeast);
    QCOMPARE(doc.game().value(mask({0, 3})), q("1"));
    form->weightsEdit()->setText(QStringLiteral("10, 20, 30, 40, 5"));
    form->apply();
    QCOMPARE(doc.players(), 5);
    QCOMPARE(editor.model()->rowCount(), 32);
    QCOMPARE(doc.undoStack()->count(), 2);
    form->weightsEdit()->setText(QStringLiteral("10, x"));
    form->apply();
    QVERIFY(editor.statusText().contains(QStringLiteral("Entry 2 of the weights, \"x\", is not a number")));
    form->quotaEdit()->setText(QStringLiteral("half"));
    form->apply();
    QVERIFY(editor.statusText().contains(QStringLiteral("quota \"half\" is not a number")));
    QCOMPARE(doc.players(), 5);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.game() == newWeightedVotingGame());
    QCOMPARE(form->ruleBox()->currentIndex(), 0);
    // Editing a value by hand drops the definition: the form hides.
    doc.undoStack()->push(new SetCoalitionValuesCommand(&doc, {{mask({0}), q("1")}}));
    QVERIFY(form->isHidden());
    doc.undoStack()->undo();
    QVERIFY(!form->isHidden());
  }

  void largeVotingGameShowsTheFormOnly() {
    std::vector<int> weights(25, 1);
    CoalitionalDocument doc(CoalitionalGame::fromVoting(voting("12", weights)).value());
    CoalitionalEditor editor(&doc);
    QVERIFY(!doc.game().hasTable());
    QCOMPARE(editor.model()->rowCount(), 0);
    QVERIFY(editor.view()->isHidden());
    QVERIFY(!editor.votingForm()->isHidden());
    QVERIFY(!editor.action(QStringLiteral("addPlayer"))->isEnabled());
    QVERIFY(!editor.pasteText(QStringLiteral("1"), CoalitionOrder::Bitmask));
    QVERIFY(editor.statusText().contains(QStringLiteral("no table")));
    QCOMPARE(editor.playerNameEdit(0), nullptr);
    editor.votingForm()->weightsEdit()->setText(QStringLiteral("1, 1, 1"));
    editor.votingForm()->apply();
    QVERIFY(doc.game().hasTable());
    QCOMPARE(editor.model()->rowCount(), 8);
    QVERIFY(!editor.view()->isHidden());
    QVERIFY(editor.playerNameEdit(2));
  }

  void generators() {
    CoalitionalGeneratorDialog dialog(3);
    QString error;
    dialog.setFamily(CoalitionalGeneratorDialog::GloveMarket);
    dialog.spinBox(QStringLiteral("glovesLeft"))->setValue(1);
    dialog.spinBox(QStringLiteral("glovesRight"))->setValue(2);
    auto glove = dialog.generate(error);
    QVERIFY2(glove, qPrintable(error));
    QCOMPARE(glove->playerNames(), (std::vector<std::string>{"L1", "R1", "R2"}));
    QCOMPARE(glove->value(mask({0, 1})), q("1"));
    QCOMPARE(glove->value(mask({1, 2})), q("0"));
    QCOMPARE(glove->value(mask({0, 1, 2})), q("1"));

    dialog.setFamily(CoalitionalGeneratorDialog::Bankruptcy);
    auto bankruptcy = dialog.generate(error);  // defaults: estate 36, claims 10, 20, 30 (T89)
    QVERIFY2(bankruptcy, qPrintable(error));
    QCOMPARE(bankruptcy->value(mask({0})), q("0"));       // 36 − 50 < 0
    QCOMPARE(bankruptcy->value(mask({1, 2})), q("26"));   // 36 − 10
    QCOMPARE(bankruptcy->value(mask({0, 1, 2})), q("36"));
    dialog.field(QStringLiteral("bankruptcyClaims"))->setText(QStringLiteral("10, lots"));
    QVERIFY(!dialog.generate(error));
    QVERIFY(error.contains(QStringLiteral("\"lots\", is not a number")));

    dialog.setFamily(CoalitionalGeneratorDialog::WeightedVoting);
    dialog.ruleBox()->setCurrentIndex(1);
    auto votingGame = dialog.generate(error);
    QVERIFY2(votingGame, qPrintable(error));
    QVERIFY(votingGame->voting().has_value());
    QCOMPARE(votingGame->value(mask({0, 3})), q("1"));  // 10 + 40 >= 50

    dialog.setFamily(CoalitionalGeneratorDialog::Airport);
    auto airport = dialog.generate(error);
    QVERIFY2(airport, qPrintable(error));
    QCOMPARE(airport->value(mask({0, 2})), q("-3"));

    dialog.setFamily(CoalitionalGeneratorDialog::Unanimity);
    dialog.spinBox(QStringLiteral("unanimityPlayers"))->setValue(4);
    dialog.field(QStringLiteral("unanimityCarrier"))->setText(QStringLiteral("2, 4"));
    dialog.field(QStringLiteral("unanimityScale"))->setText(QStringLiteral("3/2"));
    auto unanimity = dialog.generate(error);
    QVERIFY2(unanimity, qPrintable(error));
    QCOMPARE(unanimity->players(), 4);
    QCOMPARE(unanimity->value(mask({1, 3})), q("3/2"));
    QCOMPARE(unanimity->value(mask({0, 1, 2})), q("0"));
    dialog.field(QStringLiteral("unanimityCarrier"))->setText(QStringLiteral("2, 9"));
    QVERIFY(!dialog.generate(error));
    QVERIFY(error.contains(QStringLiteral("\"9\" is not a player")));

    dialog.setFamily(CoalitionalGeneratorDialog::Symmetric);
    dialog.field(QStringLiteral("symmetricValues"))->setText(QStringLiteral("0, 1, 3"));
    auto symmetric = dialog.generate(error);
    QVERIFY2(symmetric, qPrintable(error));
    QCOMPARE(symmetric->value(mask({0, 2})), q("1"));
    QCOMPARE(symmetric->value(mask({0, 1, 2})), q("3"));

    // Applying a generated game is one undo step.
    CoalitionalDocument doc(t63());
    CoalitionalEditor editor(&doc);
    editor.replaceGame(*glove, QStringLiteral("Generate glove market"));
    QCOMPARE(doc.game().playerNames()[0], std::string("L1"));
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Generate glove market"));
    doc.undoStack()->undo();
    QVERIFY(doc.game() == t63());
  }

  void saveAndReopen() {
    CoalitionalDocument doc(lettered());
    doc.setTitle(QStringLiteral("Example"));
    const auto text = serializeGamelab(doc.toGamelabFile());
    auto parsed = parseGamelab(text, "x.gamelab");
    QVERIFY(parsed.hasValue());
    QCOMPARE(parsed->kind, std::string("coalitional"));
    QVERIFY(!parsed->game.contains("origin"));
    auto reopened = createDocument(parsed.value());
    QVERIFY(reopened.hasValue());
    auto* c = dynamic_cast<CoalitionalDocument*>(reopened->get());
    QVERIFY(c);
    QCOMPARE(c->game().values(), lettered().values());
    QCOMPARE(c->game().playerNames(), lettered().playerNames());
    QCOMPARE(c->title(), QStringLiteral("Example"));
    QVERIFY(!c->origin());

    // With a strategic origin and a voting game.
    CoalitionalDocument withOrigin(CoalitionalGame::fromValues({q("0"), q("2"), q("2"), q("9")}).value(), t62());
    auto again = createDocument(parseGamelab(serializeGamelab(withOrigin.toGamelabFile()), "y.gamelab").value());
    QVERIFY(again.hasValue());
    auto* o = dynamic_cast<CoalitionalDocument*>(again->get());
    QVERIFY(o && o->origin());
    QVERIFY(*o->origin() == t62());
    CoalitionalDocument votingDoc(newWeightedVotingGame());
    auto third = createDocument(parseGamelab(serializeGamelab(votingDoc.toGamelabFile()), "z.gamelab").value());
    QVERIFY(third.hasValue());
    auto* v = dynamic_cast<CoalitionalDocument*>(third->get());
    QVERIFY(v && v->game().voting() && *v->game().voting() == *newWeightedVotingGame().voting());

    // A malformed origin refuses the whole file.
    GamelabFile bad = withOrigin.toGamelabFile();
    bad.game["origin"] = nlohmann::json::object({{"payoffs", "nonsense"}});
    QVERIFY(!createDocument(bad).hasValue());
  }

  void characteristicFunctionConversion() {
    // T62: v(1) = 2, v(2) = 2, v(12) = 9, and (4.2) gives [(2,2),(2,2); (2,2),(9/2,9/2)].
    StrategicGame game = t62();
    game.playerNames = {"I", ""};
    StrategicDocument strategic(game);
    strategic.setTitle(QStringLiteral("T62"));
    auto converted = characteristicFunctionDocument(strategic);
    QVERIFY(converted.hasValue());
    auto* c = dynamic_cast<CoalitionalDocument*>(converted->get());
    QVERIFY(c);
    QCOMPARE(c->game().values(), (RationalVector{q("0"), q("2"), q("2"), q("9")}));
    QCOMPARE(c->game().playerNames(), (std::vector<std::string>{"I", "2"}));
    QVERIFY(c->origin() && *c->origin() == game);
    QCOMPARE(c->title(), QStringLiteral("T62 (characteristic function)"));
    auto back = strategicFormDocument(*c);
    QVERIFY(back.hasValue());
    auto* s = dynamic_cast<StrategicDocument*>(back->get());
    QVERIFY(s);
    QCOMPARE(s->game().strategyCounts(), (std::vector<std::size_t>{2, 2}));
    const auto& g = s->game();
    QCOMPARE(g.payoff(g.profileIndex({0, 0}), 0), q("2"));
    QCOMPARE(g.payoff(g.profileIndex({1, 1}), 0), q("9/2"));
    QCOMPARE(g.payoff(g.profileIndex({1, 1}), 1), q("9/2"));
    QCOMPARE(g.payoff(g.profileIndex({0, 1}), 1), q("2"));
  }

  void conversionsInTheMainWindow() {
    MainWindow window(nullptr, autosaveDir_.path());
    auto* doc = static_cast<StrategicDocument*>(window.addDocument(std::make_unique<StrategicDocument>(t62())));
    auto* editor = qobject_cast<StrategicEditor*>(window.currentEditor());
    QVERIFY(editor && doc);
    const int tabs = window.tabs()->count();
    QAction* action = editor->action(QStringLiteral("characteristicFunction"));
    QVERIFY(action);
    action->trigger();
    QCOMPARE(window.tabs()->count(), tabs + 1);
    auto* coalitional = dynamic_cast<CoalitionalDocument*>(window.currentDocument());
    QVERIFY(coalitional);
    QVERIFY(coalitional->isModified());
    QCOMPARE(coalitional->game().value(3), q("9"));
    auto* coalitionalEditor = qobject_cast<CoalitionalEditor*>(window.currentEditor());
    QVERIFY(coalitionalEditor);
    coalitionalEditor->action(QStringLiteral("strategicForm"))->trigger();
    QCOMPARE(window.tabs()->count(), tabs + 2);
    QVERIFY(dynamic_cast<StrategicDocument*>(window.currentDocument()));
    for (GameDocument* d : window.documents()) window.closeDocument(d, MainWindow::CloseMode::Discard);
  }

  void analysisRunsAndCancels() {
    CoalitionalDocument doc(t63());
    CoalitionalEditor editor(&doc);
    QSignalSpy done(&editor, &CoalitionalEditor::analysisFinished);
    editor.solve();
    QVERIFY(done.wait(60000) || done.count() > 0);
    QVERIFY(editor.analysisPanel()->analysis() != nullptr);
    // An edit cancels what runs and starts again after the debounce.
    QSignalSpy cancelled(editor.runner(), &SolverRunner::cancelled);
    editor.solve();
    doc.undoStack()->push(new SetCoalitionValuesCommand(&doc, {{mask({0}), q("2")}}));
    QVERIFY(cancelled.count() >= 1 || !editor.runner()->isRunning());
    QVERIFY(done.wait(60000));
    QVERIFY(editor.analysisPanel()->analysis()->game == doc.game());
  }

 private:
  QTemporaryDir autosaveDir_;
};

QTEST_MAIN(TestCoalitionalWorkflows)
#include "test_coalitionalworkflows.moc"
