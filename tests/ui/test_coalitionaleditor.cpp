/// The coalitional-game editor: the table model (QAbstractItemModelTester, orders, filters,
/// excess marks), every undo command's round trip, paste in both orders with and without
/// v(∅) and its errors, copy, players added and removed, properties, (0,1)-normalisation,
/// and the registrations. The voting form, generators, files, conversions and analysis are in
/// test_coalitionalworkflows.cpp.
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

class TestCoalitionalEditor : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_coalitionaleditor"));
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


 private:
  QTemporaryDir autosaveDir_;
};

QTEST_MAIN(TestCoalitionalEditor)
#include "test_coalitionaleditor.moc"
