/// The coalitional-game editor: the table model (QAbstractItemModelTester, orders, filters,
/// excess marks), every undo command's round trip, paste in both orders with and without
/// v(∅) and its errors, copy, the voting form, the generators, players added and removed,
/// properties, (0,1)-normalisation, .gamelab save/reopen with and without a strategic origin,
/// the (4.1) conversion from a strategic document and (4.2) back, and the registrations.
#include "core/coalition/generators.h"
#include "core/io/gamelabfile.h"
#include "core/models/coalitionalexamples.h"
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
#include "ui/document/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"

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

namespace {

using gamelab::testsupport::q;

/// T63 (4.2.4 Example 1): v(1) = 1, v(2) = 0, v(3) = 1, v(12) = 4, v(13) = 3, v(23) = 5, v(N) = 8.
CoalitionalGame t63() {
  return CoalitionalGame::fromValues({q("0"), q("1"), q("0"), q("4"), q("1"), q("3"), q("5"), q("8")}).value();
}

CoalitionalGame lettered() {
  return CoalitionalGame::fromValues({q("0"), q("1"), q("0"), q("4"), q("1"), q("3"), q("5"), q("8")}, {"A", "B", "C"}).value();
}

WeightedVotingGame voting(const char* quota, std::vector<int> weights, QuotaRule rule = QuotaRule::Greater) {
  WeightedVotingGame v;
  v.quota = q(quota);
  for (int w : weights) v.weights.push_back(Rational(w));
  v.rule = rule;
  return v;
}

/// T62: bimatrix [(0,2),(4,1); (2,4),(5,4)].
StrategicGame t62() { return StrategicGame::bimatrixFromText({{"0,2", "4,1"}, {"2,4", "5,4"}}); }

QStringList labels(const CoalitionalTableModel& m) {
  QStringList out;
  for (int r = 0; r < m.rowCount(); ++r) out << m.data(m.index(r, CoalitionalTableModel::CoalitionColumn)).toString();
  return out;
}

/// Pushes `command`, checks the state after redo, undoes to the start and redoes again.
void roundTrip(CoalitionalDocument& doc, QUndoCommand* command, const std::function<void()>& checkAfter) {
  const CoalitionalState before = doc.state();
  doc.undoStack()->push(command);
  checkAfter();
  const CoalitionalState after = doc.state();
  doc.undoStack()->undo();
  QVERIFY(doc.state() == before);
  doc.undoStack()->redo();
  QVERIFY(doc.state() == after);
  doc.undoStack()->undo();
  QVERIFY(doc.state() == before);
}

Coalition mask(std::initializer_list<int> players) { return coalitionOf(std::vector<int>(players)); }

}  // namespace

class TestCoalitionalEditor : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GamelabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_coalitionaleditor"));
    QSettings().clear();
    registerBuiltinKinds();
    QVERIFY(autosaveDir_.isValid());
  }

  void registrations() {
    QStringList kinds;
    for (const auto& a : newDocumentActions()) kinds << a.kindId;
    QVERIFY(kinds.contains(QStringLiteral("coalitional")));
    QVERIFY(kinds.contains(QStringLiteral("coalitional-voting")));
    for (const auto& a : newDocumentActions()) {
      if (!a.kindId.startsWith(QLatin1String("coalitional"))) continue;
      auto doc = a.factory();
      auto* c = dynamic_cast<CoalitionalDocument*>(doc.get());
      QVERIFY(c);
      QVERIFY(!c->isModified());
      if (a.kindId == QLatin1String("coalitional")) {
        QCOMPARE(c->players(), 3);
        QVERIFY(!c->game().voting());
      } else {
        QVERIFY(c->game().voting().has_value());
        QCOMPARE(c->game().voting()->weights.size(), std::size_t(4));
      }
    }
    int count = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("coalitional-"))) {
        ++count;
        QVERIFY(!e.title.isEmpty());
        QVERIFY(!e.group.isEmpty());
        QCOMPARE(e.section, QStringLiteral("Coalitional games (Ferguson, chapter 4)"));
        auto doc = e.factory();
        QVERIFY(dynamic_cast<CoalitionalDocument*>(doc.get()));
      }
    QVERIFY(count >= 40);
    // The title is written once, in core, and still translated.
    const auto bankruptcy = findCoalitionalExample("bankruptcy-36");
    QVERIFY(bankruptcy.has_value());
    QCOMPARE(coalitionalExampleTitle(bankruptcy->id, bankruptcy->englishTitle),
             QStringLiteral("Bankruptcy: claims 10, 20, 30, estate 36"));
    LanguageManager language;
    QCOMPARE(language.apply(QStringLiteral("ja")), QStringLiteral("ja"));
    QCOMPARE(coalitionalExampleTitle(bankruptcy->id, bankruptcy->englishTitle),
             QStringLiteral("破産ゲーム: 請求額 10, 20, 30、残余財産 36"));
    language.apply(QStringLiteral("en"));
  }

  void modelPassesTester() {
    CoalitionalDocument doc(t63());
    CoalitionalTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(model.columnCount(), 4);
    model.setOrder(CoalitionOrder::Bitmask);
    model.setSizeFilter(2);
    QCOMPARE(model.setContainsFilter(QStringLiteral("1")), QString());
    model.setPoint({q("7"), q("0"), q("1")}, QStringLiteral("x"));
    doc.undoStack()->push(new SetCoalitionValuesCommand(&doc, {{mask({0, 1}), q("9/2")}}));
    doc.undoStack()->push(new ReplaceCoalitionalGameCommand(&doc, {doc.game().withPlayerAdded("4"), std::nullopt}, "add"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    model.setSizeFilter(-1);
    QCOMPARE(model.setContainsFilter({}), QString());
    QCOMPARE(model.rowCount(), 8);
  }

  void ordersAndLabels() {
    CoalitionalDocument doc(t63());
    CoalitionalTableModel model(&doc);
    QCOMPARE(labels(model), QStringList({"∅", "1", "2", "3", "12", "13", "23", "123"}));
    QCOMPARE(model.data(model.index(4, CoalitionalTableModel::ValueColumn)).toString(), QStringLiteral("4"));
    QCOMPARE(model.data(model.index(4, CoalitionalTableModel::SizeColumn)).toInt(), 2);
    model.setOrder(CoalitionOrder::Bitmask);
    QCOMPARE(labels(model), QStringList({"∅", "1", "2", "12", "3", "13", "23", "123"}));
    QCOMPARE(model.rowOf(mask({1, 2})), 6);
    // ∅ is not editable, every other value is.
    QVERIFY(!(model.flags(model.index(0, CoalitionalTableModel::ValueColumn)) & Qt::ItemIsEditable));
    QVERIFY(model.flags(model.index(1, CoalitionalTableModel::ValueColumn)) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(1, CoalitionalTableModel::CoalitionColumn)) & Qt::ItemIsEditable));
  }

  void filters() {
    CoalitionalDocument doc(lettered());
    CoalitionalTableModel model(&doc);
    model.setSizeFilter(2);
    QCOMPARE(labels(model), QStringList({"AB", "AC", "BC"}));
    model.setSizeFilter(-1);
    QCOMPARE(model.setContainsFilter(QStringLiteral("a")), QString());
    QCOMPARE(labels(model), QStringList({"A", "AB", "AC", "ABC"}));
    QCOMPARE(model.setContainsFilter(QStringLiteral("AC")), QString());
    QCOMPARE(labels(model), QStringList({"AC", "ABC"}));
    QCOMPARE(model.setContainsFilter(QStringLiteral("1, 2")), QString());  // numbers work too
    QCOMPARE(labels(model), QStringList({"AB", "ABC"}));
    const QString error = model.setContainsFilter(QStringLiteral("A, Zed"));
    QVERIFY(error.contains(QStringLiteral("\"Zed\" is not a player")));
    QCOMPARE(labels(model), QStringList({"AB", "ABC"}));  // unchanged
    model.setSizeFilter(3);
    QCOMPARE(labels(model), QStringList({"ABC"}));
    QCOMPARE(model.setContainsFilter({}), QString());
    model.setSizeFilter(-1);
    QCOMPARE(model.rowCount(), 8);
  }

  void twentyPlayersTable() {
    RationalVector bySize;
    for (int k = 1; k <= 20; ++k) bySize.push_back(Rational(k * k));
    auto game = symmetricGame(bySize);
    QVERIFY(game.hasValue());
    CoalitionalDocument doc(std::move(game.value()));
    CoalitionalTableModel model(&doc);
    QCOMPARE(model.rowCount(), 1 << 20);
    QCOMPARE(model.data(model.index((1 << 20) - 1, CoalitionalTableModel::ValueColumn)).toString(), QStringLiteral("400"));
    model.setSizeFilter(19);
    QCOMPARE(model.rowCount(), 20);
    QCOMPARE(model.setContainsFilter(QStringLiteral("1 2 3")), QString());
    QCOMPARE(model.rowCount(), 17);
  }

  void editingValues() {
    CoalitionalDocument doc(t63());
    CoalitionalTableModel model(&doc);
    QSignalSpy rejected(&model, &CoalitionalTableModel::inputRejected);
    const QModelIndex v12 = model.index(model.rowOf(mask({0, 1})), CoalitionalTableModel::ValueColumn);
    QVERIFY(model.setData(v12, QStringLiteral("9/2")));
    QCOMPARE(doc.game().value(mask({0, 1})), q("9/2"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(model.setData(v12, QStringLiteral("0.75")));  // merges with the edit before
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.game().value(mask({0, 1})), q("3/4"));
    QVERIFY(!model.setData(v12, QStringLiteral("four")));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.front().front().toString().contains(QStringLiteral("\"four\" is not a number")));
    QVERIFY(rejected.front().front().toString().contains(QStringLiteral("keeps 3/4")));
    QVERIFY(!model.setData(v12, QString()));
    QCOMPARE(rejected.count(), 2);
    QCOMPARE(doc.game().value(mask({0, 1})), q("3/4"));
    doc.undoStack()->undo();
    QVERIFY(doc.game() == t63());
    QVERIFY(!model.setData(model.index(0, CoalitionalTableModel::ValueColumn), QStringLiteral("1")));  // ∅
  }

  void everyCommandRoundTrips() {
    CoalitionalDocument doc(lettered());
    roundTrip(doc, new SetCoalitionValuesCommand(&doc, {{mask({0}), q("-2/7")}, {mask({0, 1, 2}), q("10")}}), [&] {
      QCOMPARE(doc.game().value(mask({0})), q("-2/7"));
      QCOMPARE(doc.game().value(mask({0, 1, 2})), q("10"));
    });
    roundTrip(doc, new SetCoalitionPlayerNameCommand(&doc, 1, "Bob"), [&] {
      QCOMPARE(doc.game().playerNames()[1], std::string("Bob"));
    });
    roundTrip(doc, new SetCoalitionPlayerNameCommand(&doc, 2, ""), [&] {
      QCOMPARE(doc.game().playerNames()[2], std::string("3"));  // empty: the number
    });
    roundTrip(doc, new ReplaceCoalitionalGameCommand(&doc, {doc.game().withoutPlayer(0), std::nullopt}, "remove"), [&] {
      QCOMPARE(doc.players(), 2);
      QCOMPARE(doc.game().value(mask({0, 1})), q("5"));  // v(BC)
    });
    // A value edit in a voting game drops its definition; undo restores it.
    CoalitionalDocument votingDoc(CoalitionalGame::fromVoting(voting("50", {10, 20, 30, 40})).value());
    roundTrip(votingDoc, new SetCoalitionValuesCommand(&votingDoc, {{mask({0}), q("1")}}), [&] {
      QVERIFY(!votingDoc.game().voting());
      QCOMPARE(votingDoc.game().value(mask({0})), q("1"));
    });
    QVERIFY(votingDoc.game().voting().has_value());
    // A value edit keeps the strategic origin (the analysis flags the edited values); a
    // replacement of the game drops it, and undo restores it.
    CoalitionalDocument withOrigin(CoalitionalGame::fromValues({q("0"), q("2"), q("2"), q("9")}).value(), t62());
    roundTrip(withOrigin, new SetCoalitionValuesCommand(&withOrigin, {{mask({0, 1}), q("8")}}), [&] {
      QVERIFY(withOrigin.origin().has_value());
      QCOMPARE(withOrigin.game().value(mask({0, 1})), q("8"));
    });
    roundTrip(withOrigin, new ReplaceCoalitionalGameCommand(&withOrigin, {withOrigin.game().withPlayerAdded("3"), std::nullopt}, "add"),
              [&] { QVERIFY(!withOrigin.origin()); });
    QVERIFY(withOrigin.origin().has_value());
  }

  void pasteBothOrders() {
    CoalitionalDocument doc(lettered());
    CoalitionalEditor editor(&doc);
    const CoalitionalGame start = doc.game();
    // By size then lexicographic, without v(∅): A B C AB AC BC ABC.
    QVERIFY(editor.pasteText(QStringLiteral("1\n2\n3\n12\n13\n23\n123\n"), CoalitionOrder::SizeThenLexicographic));
    QCOMPARE(doc.game().value(mask({2})), q("3"));
    QCOMPARE(doc.game().value(mask({0, 1})), q("12"));
    QCOMPARE(doc.game().value(mask({0, 2})), q("13"));
    QCOMPARE(doc.game().value(mask({0, 1, 2})), q("123"));
    doc.undoStack()->undo();
    QVERIFY(doc.game() == start);
    // By bitmask, with v(∅) = 0 first: ∅ A B AB C AC BC ABC; Windows line ends.
    QVERIFY(editor.pasteText(QStringLiteral("0\r\n1\r\n2\r\n12\r\n3\r\n13\r\n23\r\n123\r\n"), CoalitionOrder::Bitmask));
    QCOMPARE(doc.game().value(mask({2})), q("3"));
    QCOMPARE(doc.game().value(mask({0, 1})), q("12"));
    QCOMPARE(doc.game().value(mask({1, 2})), q("23"));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    // One row of tab-separated values, exact fractions and decimals.
    QVERIFY(editor.pasteText(QStringLiteral("1/2\t0\t0.25\t3\t5/2\t2\t9"), CoalitionOrder::SizeThenLexicographic));
    QCOMPARE(doc.game().value(mask({0})), q("1/2"));
    QCOMPARE(doc.game().value(mask({2})), q("1/4"));
    doc.undoStack()->undo();
    QVERIFY(doc.game() == start);
  }

  void pasteErrors() {
    CoalitionalDocument doc(lettered());
    CoalitionalEditor editor(&doc);
    const CoalitionalGame start = doc.game();
    QVERIFY(!editor.pasteText(QStringLiteral("1\n2\n3"), CoalitionOrder::Bitmask));
    QVERIFY(editor.statusText().contains(QStringLiteral("Found 3 values, but 3 players have 8 coalitions")));
    QVERIFY(!editor.pasteText(QStringLiteral("1\n2\nthree\n4\n5\n6\n7"), CoalitionOrder::Bitmask));
    QVERIFY(editor.statusText().contains(QStringLiteral("Value 3, \"three\", is not a number")));
    QVERIFY(!editor.pasteText(QStringLiteral("5\n1\n2\n3\n4\n5\n6\n7"), CoalitionOrder::Bitmask));
    QVERIFY(editor.statusText().contains(QStringLiteral("v(∅), which must be 0, but it is 5")));
    QVERIFY(!editor.pasteText(QStringLiteral("1\n\n3\n4\n5\n6\n7"), CoalitionOrder::Bitmask));
    QVERIFY(editor.statusText().contains(QStringLiteral("Value 2 is empty")));
    QVERIFY(!editor.pasteText(QString(), CoalitionOrder::Bitmask));
    QVERIFY(editor.statusText().contains(QStringLiteral("no values")));
    QVERIFY(doc.game() == start);
    QCOMPARE(doc.undoStack()->count(), 0);
  }

  void copyPastesBack() {
    CoalitionalDocument doc(lettered());
    CoalitionalEditor editor(&doc);
    editor.action(QStringLiteral("bitmaskOrder"))->trigger();
    QCOMPARE(editor.model()->order(), CoalitionOrder::Bitmask);
    editor.view()->clearSelection();
    editor.copySelection();
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied.split(QLatin1Char('\n')).size(), 8);
    QVERIFY(copied.startsWith(QStringLiteral("∅\t0\nA\t1\nB\t0\nAB\t4\n")));
    doc.undoStack()->push(new SetCoalitionValuesCommand(&doc, {{mask({0, 1}), q("100")}}));
    editor.paste();  // the table's order: bitmask
    QVERIFY(doc.game() == lettered());
    QCOMPARE(formatCoalitionRows(doc.game(), {mask({0, 2})}), QStringLiteral("AC\t3"));
  }

  void excessMarks() {
    CoalitionalDocument doc(t63());
    CoalitionalTableModel model(&doc);
    // The Shapley value (7/3, 17/6, 17/6) of T63 is in the core: nothing blocks it.
    model.setPoint({q("7/3"), q("17/6"), q("17/6")}, QStringLiteral("Shapley value"));
    QCOMPARE(model.blockingCount(), std::size_t(0));
    QCOMPARE(model.headerData(CoalitionalTableModel::ExcessColumn, Qt::Horizontal).toString(),
             QStringLiteral("Excess at Shapley value"));
    const int row23 = model.rowOf(mask({1, 2}));
    QCOMPARE(model.excess(mask({1, 2})), q("-2/3"));
    QCOMPARE(model.data(model.index(row23, CoalitionalTableModel::ExcessColumn), CoalitionalTableModel::ExcessStateRole).toInt(),
             int(CoalitionalTableModel::Slack));
    // The imputation vertex (7, 0, 1) is blocked by 23 (5 − 1 = 4 > 0) and by 2? v(2) = 0 = x2: tight.
    model.setPoint({q("7"), q("0"), q("1")}, QStringLiteral("(7, 0, 1)"));
    QCOMPARE(model.excess(mask({1, 2})), q("4"));
    QCOMPARE(model.data(model.index(row23, CoalitionalTableModel::ExcessColumn), CoalitionalTableModel::ExcessStateRole).toInt(),
             int(CoalitionalTableModel::Blocking));
    QVERIFY(model.data(model.index(row23, CoalitionalTableModel::ExcessColumn)).toString().startsWith(QStringLiteral("4")));
    const int row2 = model.rowOf(mask({1}));
    QCOMPARE(model.data(model.index(row2, CoalitionalTableModel::ExcessColumn), CoalitionalTableModel::ExcessStateRole).toInt(),
             int(CoalitionalTableModel::Tight));
    // Blocking: 23 (4); 12: 4 − 7 < 0; 2: tight; so exactly one coalition blocks.
    QCOMPARE(model.blockingCount(), std::size_t(1));
    QVERIFY(model.data(model.index(row23, CoalitionalTableModel::ExcessColumn), Qt::ToolTipRole).toString().contains(QStringLiteral("blocks")));
    model.setPoint({}, {});
    QCOMPARE(model.data(model.index(row23, CoalitionalTableModel::ExcessColumn)), QVariant());
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

  void playersAddedRenamedRemoved() {
    CoalitionalDocument doc(t63());
    CoalitionalEditor editor(&doc);
    editor.addPlayer();
    QCOMPARE(doc.players(), 4);
    QCOMPARE(doc.game().value(mask({0, 1, 2, 3})), q("8"));  // a dummy
    QVERIFY(editor.playerNameEdit(3));
    QCOMPARE(editor.model()->rowCount(), 16);
    editor.removePlayer(0);
    QCOMPARE(doc.players(), 3);
    QCOMPARE(doc.game().value(mask({0, 1})), q("5"));  // old v(23)
    QLineEdit* name = editor.playerNameEdit(0);
    QVERIFY(name);
    name->setText(QStringLiteral("Bea"));
    emit name->editingFinished();
    QCOMPARE(doc.game().playerNames()[0], std::string("Bea"));
    QCOMPARE(editor.model()->data(editor.model()->index(editor.model()->rowOf(mask({0, 1})), 0)).toString(),
             QStringLiteral("{Bea, 3}"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.game() == t63());
    QCOMPARE(editor.model()->rowCount(), 8);
  }

  void propertiesAndNormalisation() {
    CoalitionalDocument doc(t63());
    CoalitionalEditor editor(&doc);
    const QString text = editor.propertiesBar()->text();
    QVERIFY2(text.contains(QStringLiteral("superadditive: yes")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("essential: yes")));
    QVERIFY(text.contains(QStringLiteral("simple: no")));
    QVERIFY(text.contains(QStringLiteral("symmetric: no")));
    QVERIFY(text.contains(QStringLiteral("constant-sum: no")));
    QVERIFY(editor.normalise());
    // Surplus 8 − 2 = 6: v'(23) = (5 − 1)/6 = 2/3, v'(N) = 1.
    QCOMPARE(doc.game().value(mask({1, 2})), q("2/3"));
    QCOMPARE(doc.game().value(mask({0, 1, 2})), q("1"));
    QCOMPARE(doc.game().value(mask({0})), q("0"));
    doc.undoStack()->undo();
    QVERIFY(doc.game() == t63());
    // An inessential game cannot be normalised.
    CoalitionalDocument flat{CoalitionalGame(3)};
    CoalitionalEditor flatEditor(&flat);
    QVERIFY(!flatEditor.normalise());
    QVERIFY(flatEditor.statusText().contains(QStringLiteral("essential")));
    QVERIFY(flatEditor.propertiesBar()->text().contains(QStringLiteral("essential: no")));
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
    auto* editor = qobject_cast<StrategicEditor*>(window.tabs()->currentWidget());
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
    auto* coalitionalEditor = qobject_cast<CoalitionalEditor*>(window.tabs()->currentWidget());
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

QTEST_MAIN(TestCoalitionalEditor)
#include "test_coalitionaleditor.moc"
