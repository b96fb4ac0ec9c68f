/// The duopoly tab (source 000 §3.3): typing parameters with the keyboard (one undo step each),
/// switching models, the results of the digest's cases (T25 Cournot 16/3 each with profit
/// 256/9; T30 entry deterred at output 10 with profit 51; T34 price leadership 29/7 and
/// 113/28), refused numbers and parameters without an interior solution said in words, the
/// pictures each model has, and a save that reads back.
#include "core/duopoly/duopolyjson.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/duopoly/duopolycharts.h"
#include "ui/duopoly/duopolydocument.h"
#include "ui/duopoly/duopolyeditor.h"

#include <QChart>
#include <QAbstractSeries>
#include <QChartView>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QLineEdit>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// Types `text` into the field and presses Enter, as a user would.
void type(DuopolyEditor& editor, const char* key, const QString& text) {
  QLineEdit* field = editor.field(QString::fromLatin1(key));
  QVERIFY(field);
  field->setFocus();
  field->selectAll();
  QTest::keyClicks(field, text);
  QTest::keyClick(field, Qt::Key_Return);
}

bool tabVisible(const DuopolyEditor& editor, const char* key) {
  return editor.tabs()->isTabVisible(editor.tabs()->indexOf(editor.chartView(QString::fromLatin1(key))));
}

void chooseModel(DuopolyEditor& editor, DuopolyModel model) {
  const int index = editor.modelBox()->findData(int(model));
  editor.modelBox()->setCurrentIndex(index);
  emit editor.modelBox()->activated(index);
}

}  // namespace

class TestDuopoly : public QObject {
  Q_OBJECT

 private slots:
  void cournotByDefault() {
    DuopolyDocument doc;
    DuopolyEditor editor(&doc);
    const QString text = editor.resultsText();
    QVERIFY2(text.contains(QStringLiteral("16/3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("256/9")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("19/3")), qPrintable(text));  // the price
    QVERIFY(tabVisible(editor, "reaction"));
    QVERIFY(!tabVisible(editor, "prices"));
    QVERIFY(!tabVisible(editor, "entry"));
    bool stackelberg = false;
    for (auto* series : editor.chartView(QStringLiteral("reaction"))->chart()->series())
      stackelberg |= series->name() == DuopolyCharts::tr("Stackelberg (firm 1 leads)");
    QVERIFY(stackelberg);
    QVERIFY(tabVisible(editor, "iesds"));
    QCOMPARE(editor.chartView(QStringLiteral("iesds"))->chart()->series().size(), 9);  // 8 rounds (T26) and the limit
  }

  void typedParametersAreUndoable() {
    DuopolyDocument doc;
    DuopolyEditor editor(&doc);
    editor.show();
    type(editor, "a", QStringLiteral("20"));
    QCOMPARE(doc.state().a, Rational(20));
    QVERIFY2(editor.resultsText().contains(QStringLiteral("361/9")), qPrintable(editor.resultsText()));  // ((20−1)/3)²
    doc.undoStack()->undo();
    QCOMPARE(doc.state().a, Rational(17));
    QCOMPARE(editor.field(QStringLiteral("a"))->text(), QStringLiteral("17"));
    type(editor, "c", QStringLiteral("x"));
    QVERIFY2(editor.statusText().contains(QStringLiteral("x")), qPrintable(editor.statusText()));
    QCOMPARE(doc.state().c, Rational(1));
    QCOMPARE(doc.undoStack()->index(), 0);
  }

  /// "20 Tab 2" sets a = 20 and c = 2: Tab once went from the a field to its slider, where the
  /// 2 was lost and the results silently showed a = 20, c = 1.
  void tabGoesFieldToField() {
    DuopolyDocument doc;
    DuopolyEditor editor(&doc);
    editor.show();
    editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    QLineEdit* a = editor.field(QStringLiteral("a"));
    a->setFocus();
    a->selectAll();
    QTest::keyClicks(a, QStringLiteral("20"));
    QTest::keyClick(a, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(editor.field(QStringLiteral("c"))));
    QLineEdit* c = editor.field(QStringLiteral("c"));
    c->selectAll();
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("2"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(doc.state().a, Rational(20));
    QCOMPARE(doc.state().c, Rational(2));
    QVERIFY2(editor.resultsText().contains(QStringLiteral("36")), qPrintable(editor.resultsText()));  // profit ((20 − 2)/3)²
  }

  void noInteriorSolutionIsSaidInWords() {
    DuopolyDocument doc;
    DuopolyEditor editor(&doc);
    editor.show();
    type(editor, "c", QStringLiteral("20"));
    QCOMPARE(doc.state().c, Rational(20));  // kept: the user may be on the way to another market
    QVERIFY(!editor.statusText().isEmpty());
    QVERIFY2(!editor.statusText().contains(QStringLiteral("duopoly-")), qPrintable(editor.statusText()));  // no internal code
    QVERIFY(editor.resultsText().contains(editor.statusText().left(10)));
  }

  void entryIsDeterredAtTen() {
    DuopolyDocument doc;
    DuopolyEditor editor(&doc);
    chooseModel(editor, DuopolyModel::Entry);
    QCOMPARE(doc.state().model, DuopolyModel::Entry);
    QCOMPARE(doc.state().fixedCost, std::optional<Rational>(9));
    const QString text = editor.resultsText();
    QVERIFY2(text.contains(QStringLiteral("deterred")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("51")), qPrintable(text));
    QVERIFY(tabVisible(editor, "entry"));
    QVERIFY(tabVisible(editor, "reaction"));
    doc.undoStack()->undo();
    QCOMPARE(doc.state().model, DuopolyModel::Cournot);
    QCOMPARE(editor.modelBox()->currentData().toInt(), int(DuopolyModel::Cournot));
  }

  void priceLeadershipT34() {
    DuopolyMarket market;
    market.model = DuopolyModel::StackelbergBertrand;
    market.a = 4;
    market.c = 2;
    market.b = Rational(1, 2);
    DuopolyDocument doc(market);
    DuopolyEditor editor(&doc);
    const QString text = editor.resultsText();
    QVERIFY2(text.contains(QStringLiteral("29/7")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("113/28")), qPrintable(text));
    QVERIFY(tabVisible(editor, "prices"));
    QVERIFY(!tabVisible(editor, "reaction"));
    QVERIFY(!tabVisible(editor, "iesds"));
  }

  void saveReadsBack() {
    DuopolyMarket market;
    market.firms = 3;
    market.costs = {Rational(1), Rational(3, 2), Rational(2)};
    DuopolyDocument doc(market);
    doc.setTitle(QStringLiteral("Three firms"));
    auto reopened = DuopolyDocument::fromGamelabFile(doc.toGamelabFile());
    QVERIFY(bool(reopened));
    auto* back = dynamic_cast<DuopolyDocument*>(reopened->get());
    QVERIFY(back);
    QVERIFY(sameMarket(back->state(), market));
    QCOMPARE(back->title(), QStringLiteral("Three firms"));
    auto bad = duopolyMarketFromJson(nlohmann::json::parse(R"({"model": "monopoly"})"));
    QVERIFY(!bad);
    QCOMPARE(bad.error().problem, Problem::MustBeOneOf);
  }

  void chartsDraw() {
    DuopolyMarket entry;
    entry.model = DuopolyModel::Entry;
    entry.fixedCost = Rational(9);
    for (const auto& [market, key] :
         {std::pair{DuopolyMarket{}, "reaction"}, std::pair{DuopolyMarket{}, "iesds"}, std::pair{entry, "entry"}}) {
      DuopolyDocument doc(market);
      DuopolyEditor editor(&doc);
      editor.resize(1100, 640);
      editor.show();
      editor.tabs()->setCurrentWidget(editor.chartView(QString::fromLatin1(key)));
      QCoreApplication::processEvents();
      const QImage image = editor.grab().toImage();
      QVERIFY(!image.isNull());
      QVERIFY(!editor.chartView(QString::fromLatin1(key))->chart()->series().isEmpty());
      image.save(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("duopoly_%1.png").arg(QString::fromLatin1(key))));
    }
  }

  void examplesAreRegistered() {
    clearDocumentRegistry();
    registerBuiltinKinds();
    int count = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("duopoly-")) && e.factory && dynamic_cast<DuopolyDocument*>(e.factory().get())) ++count;
    QCOMPARE(count, 8);
  }
};

QTEST_MAIN(TestDuopoly)
#include "test_duopoly.moc"
