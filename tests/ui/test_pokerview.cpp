/// The continuous poker tab (source 000 §2.7, spec T102–T104): typing β with the keyboard (one
/// undo step each; von Neumann at β = 1 has a = 1/10), undo back to β = 2, switching the model
/// (check-back at β = 2: v = −2/33), a refused β ≤ 0 said in words, the charts and the unit
/// square drawn, the discretised table filled off the GUI thread, the start-page examples, a
/// save that reads back, and the screenshot docs/screenshots/poker.png.
#include "core/poker/pokerjson.h"
#include "ui/analysis/solverrunner.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/poker/pokerdocument.h"
#include "ui/poker/pokereditor.h"
#include "ui/poker/pokerpictures.h"

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

void typeBeta(PokerEditor& editor, const QString& text) {
  QLineEdit* field = editor.betaField();
  field->setFocus();
  field->selectAll();
  QTest::keyClicks(field, text);
  QTest::keyClick(field, Qt::Key_Return);
}

void chooseModel(PokerEditor& editor, PokerModel model) {
  const int index = editor.modelBox()->findData(int(model));
  editor.modelBox()->setCurrentIndex(index);
  emit editor.modelBox()->activated(index);
}

/// Waits for the discretised table of the current game (the solver runs off the GUI thread).
bool waitForTable(PokerEditor& editor) {
  QSignalSpy spy(&editor, &PokerEditor::discreteFinished);
  if (editor.discreteTable()->rowCount() > 0) return true;
  return spy.wait(60000);
}

}  // namespace

class TestPokerView : public QObject {
  Q_OBJECT

 private slots:
  void vonNeumannByDefault() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    const QString text = editor.resultsText();
    QVERIFY2(text.contains(QStringLiteral("1/9")), qPrintable(text));   // v = a = 1/9
    QVERIFY2(text.contains(QStringLiteral("7/9")), qPrintable(text));   // b
    QVERIFY2(text.contains(QStringLiteral("5/9")), qPrintable(text));   // c
    QVERIFY2(text.contains(QStringLiteral("favours player I.")), qPrintable(text));
  }

  void typedBetaIsUndoable() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    editor.show();
    typeBeta(editor, QStringLiteral("1"));
    QCOMPARE(doc.state().beta, Rational(1));
    QVERIFY2(editor.resultsText().contains(QStringLiteral("1/10")), qPrintable(editor.resultsText()));  // a = v = 1/10
    QVERIFY2(editor.resultsText().contains(QStringLiteral("7/10")), qPrintable(editor.resultsText()));  // b
    QVERIFY2(editor.resultsText().contains(QStringLiteral("2/5")), qPrintable(editor.resultsText()));   // c
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().beta, Rational(2));
    QCOMPARE(editor.betaField()->text(), QStringLiteral("2"));
    QVERIFY2(editor.resultsText().contains(QStringLiteral("1/9")), qPrintable(editor.resultsText()));
    typeBeta(editor, QStringLiteral("1/2"));
    QCOMPARE(doc.state().beta, Rational(1, 2));
    QCOMPARE(editor.betaSlider()->value(), 5);  // β = 0.5 in steps of 1/10
  }

  void switchModel() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    chooseModel(editor, PokerModel::CheckBack);
    QCOMPARE(doc.state().model, PokerModel::CheckBack);
    QVERIFY2(editor.resultsText().contains(QStringLiteral("2/33")), qPrintable(editor.resultsText()));
    QVERIFY2(editor.resultsText().contains(QStringLiteral("14/33")), qPrintable(editor.resultsText()));  // d
    QVERIFY2(editor.resultsText().contains(QStringLiteral("favours player II")), qPrintable(editor.resultsText()));
    chooseModel(editor, PokerModel::LaRelance);
    QVERIFY2(editor.resultsText().contains(QStringLiteral("1/4")), qPrintable(editor.resultsText()));  // v = −1/4, b² = 1/4
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().model, PokerModel::CheckBack);
    QCOMPARE(editor.modelBox()->currentData().toInt(), int(PokerModel::CheckBack));
  }

  void badBetaIsExplained() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    editor.show();
    typeBeta(editor, QStringLiteral("abc"));
    QCOMPARE(doc.state().beta, Rational(2));
    QVERIFY2(editor.statusText().contains(QStringLiteral("abc")), qPrintable(editor.statusText()));
    typeBeta(editor, QStringLiteral("0"));
    QCOMPARE(doc.state().beta, Rational(0));
    QVERIFY2(editor.statusText().contains(QStringLiteral("positive")), qPrintable(editor.statusText()));
    QVERIFY(editor.squareView()->regions().empty());
    QCOMPARE(editor.discreteTable()->rowCount(), 0);
  }

  void chartsAndSquareDraw() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    for (const char* key : {"value", "thresholds"}) {
      QChartView* view = editor.chartView(QString::fromLatin1(key));
      QVERIFY(view && view->chart());
      QVERIFY(!view->chart()->series().isEmpty());
    }
    // thresholds a, b, c and the β marker
    QCOMPARE(editor.chartView(QStringLiteral("thresholds"))->chart()->series().size(), 4);
    // the regions tile the square
    Rational area = 0;
    for (const auto& r : editor.squareView()->regions()) area += r.area();
    QCOMPARE(area, Rational(1));
  }

  void discretisedTableFills() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    QVERIFY(waitForTable(editor));
    const auto& classes = PokerEditor::discreteClasses();
    QCOMPARE(editor.discreteTable()->rowCount(), int(classes.size()));
    double previous = 1, first = -1;
    for (int r = 0; r < editor.discreteTable()->rowCount(); ++r) {
      QCOMPARE(editor.discreteTable()->item(r, 0)->text(), QString::number(classes[std::size_t(r)]));
      const double err = std::abs(editor.discreteTable()->item(r, 3)->text().replace(QChar(0x2212), QLatin1Char('-')).toDouble());
      // never grows along n = 2, 4, …, 64 (von Neumann, β = 2: n = 8 and 16 have the same value 7/64)
      QVERIFY2(err <= previous, qPrintable(editor.discreteTable()->item(r, 3)->text()));
      if (first < 0) first = err;
      previous = err;
    }
    QVERIFY(previous < first / 100);  // .1111 at n = 2, .00003 at n = 64
  }

  void saveReadsBack() {
    PokerDocument doc(PokerGame{PokerModel::LaRelance, Rational(3, 2)});
    doc.setTitle(QStringLiteral("Borel"));
    auto reopened = PokerDocument::fromGamelabFile(doc.toGamelabFile());
    QVERIFY(bool(reopened));
    auto* back = dynamic_cast<PokerDocument*>(reopened->get());
    QVERIFY(back);
    QVERIFY(back->state() == doc.state());
    QCOMPARE(back->title(), QStringLiteral("Borel"));
  }

  void examplesAreRegistered() {
    clearDocumentRegistry();
    registerBuiltinKinds();
    int count = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("poker-")) && e.factory && dynamic_cast<PokerDocument*>(e.factory().get())) ++count;
    QCOMPARE(count, 3);
  }

  void screenshot() {
    PokerDocument doc;
    PokerEditor editor(&doc);
    editor.resize(1180, 720);
    editor.show();
    QVERIFY(waitForTable(editor));
    QCoreApplication::processEvents();
    for (int tab = 0; tab < editor.tabs()->count(); ++tab) {
      editor.tabs()->setCurrentIndex(tab);
      QCoreApplication::processEvents();
      const QImage image = editor.grab().toImage();
      QVERIFY(!image.isNull());
      image.save(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("poker_%1.png").arg(tab)));
    }
    editor.tabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    editor.grab().toImage().save(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("poker.png")));
    for (PokerModel m : {PokerModel::LaRelance, PokerModel::CheckBack}) {
      chooseModel(editor, m);
      QCoreApplication::processEvents();
      editor.grab().toImage().save(QDir(QCoreApplication::applicationDirPath())
                                       .filePath(QStringLiteral("poker_%1.png").arg(QString::fromLatin1(pokerModelName(m)))));
    }
  }
};

QTEST_MAIN(TestPokerView)
#include "test_pokerview.moc"
