/// Matrix document, undo commands, table model, clipboard parsing and persistence.
#include "core/io/gamelabfile.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/matrix/matrixcellcommands.h"
#include "ui/common/payoffblock.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/matrix/matrixkind.h"
#include "ui/matrix/matrixlabelcommands.h"
#include "ui/matrix/matrixstructurecommands.h"
#include "ui/matrix/matrixtablemodel.h"
#include "ui/strategic/strategicdocument.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

MatrixGame t13() { return MatrixGame::fromText({{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}); }

MatrixGame labelledT13() {
  MatrixGame g = t13();
  g.rowLabels = {"top", ""};
  g.colLabels = {"a", "", "c", "d"};
  return g;
}

}  // namespace

class TestMatrixModel : public QObject {
  Q_OBJECT
 private slots:
  void modelTesterThroughEdits() {
    MatrixDocument doc(labelledT13());
    MatrixTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), 6);
    QVERIFY(model.setData(model.index(0, 0), QStringLiteral("-2/4")));
    QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("-1/2"));
    auto* stack = doc.undoStack();
    stack->push(new InsertMatrixLinesCommand(&doc, Side::Row, 1, 2));
    stack->push(new DeleteMatrixLinesCommand(&doc, Side::Column, 0, 1));
    stack->push(new MoveMatrixLineCommand(&doc, Side::Row, 0, 3));
    stack->push(new PasteMatrixBlockCommand(&doc, 3, 2, {{Rational(1), Rational(2), Rational(3)}}));
    QVERIFY(model.setHeaderData(0, Qt::Horizontal, QStringLiteral("left")));
    DominanceResult d;
    DominanceStep step;
    step.side = Side::Column;
    step.removed = 1;
    step.strict = true;
    step.dominator = {{0, Rational(1)}};
    d.steps.push_back(step);
    model.setDominance(d);
    QCOMPARE(model.data(model.index(0, 1), MatrixTableModel::DominatedRole).toInt(), 2);
    while (stack->canUndo()) stack->undo();
    QCOMPARE(doc.game(), labelledT13());
  }

  void marginsAndSaddles() {
    // T18 at t = 0: two saddle points (both in column 1).
    MatrixDocument doc(MatrixGame::fromText({{"0", "2"}, {"0", "1"}}));
    MatrixTableModel model(&doc);
    QVERIFY(model.data(model.index(0, 0), MatrixTableModel::SaddleRole).toBool());
    QVERIFY(model.data(model.index(1, 0), MatrixTableModel::SaddleRole).toBool());
    QVERIFY(!model.data(model.index(0, 1), MatrixTableModel::SaddleRole).toBool());
    // T7: row minima (0,0,0,1), column maxima (3,2,2,2), no saddle.
    MatrixDocument doc7(MatrixGame::fromText({{"3", "2", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}}));
    MatrixTableModel m7(&doc7);
    QStringList mins, maxs;
    for (int i = 0; i < 4; ++i) mins << m7.data(m7.index(i, 4)).toString();
    for (int j = 0; j < 4; ++j) maxs << m7.data(m7.index(4, j)).toString();
    QCOMPARE(mins.join(','), QStringLiteral("0,0,0,1"));
    QCOMPARE(maxs.join(','), QStringLiteral("3,2,2,2"));
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) QVERIFY(!m7.data(m7.index(i, j), MatrixTableModel::SaddleRole).toBool());
    // Edit b(0,1) so that T8 results: saddle at (4,2) (0-based (3,1)), value 1.
    QVERIFY(m7.setData(m7.index(0, 1), QStringLiteral("1")));
    QVERIFY(m7.data(m7.index(3, 1), MatrixTableModel::SaddleRole).toBool());
    QCOMPARE(m7.data(m7.index(4, 1)).toString(), QStringLiteral("1"));
    QVERIFY(!m7.flags(m7.index(4, 1)).testFlag(Qt::ItemIsEditable));
    QVERIFY(!m7.flags(m7.index(0, 4)).testFlag(Qt::ItemIsEditable));
  }

  void invalidInputRefused() {
    MatrixDocument doc(t13());
    MatrixTableModel model(&doc);
    QSignalSpy rejected(&model, &MatrixTableModel::inputRejected);
    QVERIFY(!model.setData(model.index(0, 0), QStringLiteral("abc")));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains(QStringLiteral("abc")));
    QCOMPARE(doc.game(), t13());
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!model.setData(model.index(0, 4), QStringLiteral("3")));  // margins are read-only
  }

  void undoRedoRoundTrips_data() {
    QTest::addColumn<int>("family");
    QTest::newRow("set cell") << 0;
    QTest::newRow("set cells") << 1;
    QTest::newRow("label") << 2;
    QTest::newRow("insert row") << 3;
    QTest::newRow("insert col") << 4;
    QTest::newRow("delete row") << 5;
    QTest::newRow("delete cols") << 6;
    QTest::newRow("move row") << 7;
    QTest::newRow("move col") << 8;
    QTest::newRow("paste inside") << 9;
    QTest::newRow("paste growing") << 10;
    QTest::newRow("resize smaller") << 11;
    QTest::newRow("resize larger") << 12;
    QTest::newRow("add constant") << 13;
  }

  void undoRedoRoundTrips() {
    QFETCH(int, family);
    MatrixDocument doc(labelledT13());
    const MatrixGame before = doc.game();
    QUndoCommand* c = nullptr;
    switch (family) {
      case 0: c = new SetMatrixCellsCommand(&doc, {{1, 2, Rational(7, 3)}}); break;
      case 1: c = new SetMatrixCellsCommand(&doc, {{0, 0, Rational(-1)}, {1, 3, Rational(9)}}); break;
      case 2: c = new SetMatrixLabelCommand(&doc, Side::Column, 1, "b"); break;
      case 3: c = new InsertMatrixLinesCommand(&doc, Side::Row, 1); break;
      case 4: c = new InsertMatrixLinesCommand(&doc, Side::Column, 4, 2); break;
      case 5: c = new DeleteMatrixLinesCommand(&doc, Side::Row, 0); break;
      case 6: c = new DeleteMatrixLinesCommand(&doc, Side::Column, 1, 2); break;
      case 7: c = new MoveMatrixLineCommand(&doc, Side::Row, 0, 1); break;
      case 8: c = new MoveMatrixLineCommand(&doc, Side::Column, 3, 0); break;
      case 9: c = new PasteMatrixBlockCommand(&doc, 0, 1, {{Rational(8), Rational(9)}, {Rational(1, 2), Rational(0)}}); break;
      case 10: c = new PasteMatrixBlockCommand(&doc, 1, 3, {{Rational(8), Rational(9)}, {Rational(1, 2), Rational(0)}}); break;
      case 11: c = new ResizeMatrixCommand(&doc, 1, 2); break;
      case 12: c = new ResizeMatrixCommand(&doc, 3, 5); break;
      case 13: c = new AddConstantCommand(&doc, Rational(-5, 2)); break;
    }
    doc.undoStack()->push(c);
    const MatrixGame after = doc.game();
    QVERIFY(!(after == before));
    QCOMPARE(after.payoffs.size(), after.rows * after.cols);
    QCOMPARE(after.rowLabels.size(), after.rows);
    QCOMPARE(after.colLabels.size(), after.cols);
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), before);
    doc.undoStack()->redo();
    QCOMPARE(doc.game(), after);
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), before);
  }

  void specificEdits() {
    MatrixDocument doc(labelledT13());
    auto* stack = doc.undoStack();
    stack->push(new MoveMatrixLineCommand(&doc, Side::Column, 3, 0));
    QCOMPARE(doc.game(), ([] {
               MatrixGame g = MatrixGame::fromText({{"5", "2", "3", "1"}, {"0", "4", "1", "6"}});
               g.rowLabels = {"top", ""};
               g.colLabels = {"d", "a", "", "c"};
               return g;
             }()));
    stack->undo();
    stack->push(new PasteMatrixBlockCommand(&doc, 1, 3, {{Rational(8), Rational(9)}, {Rational(1, 2), Rational(0)}}));
    QCOMPARE(doc.rowCount(), std::size_t(3));
    QCOMPARE(doc.colCount(), std::size_t(5));
    QCOMPARE(doc.game().at(1, 4), Rational(9));
    QCOMPARE(doc.game().at(2, 3), Rational(1, 2));
    QCOMPARE(doc.game().at(0, 4), Rational(0));
    QCOMPARE(stack->count(), 1);  // the undone move was discarded by the new push
  }

  void cellEditsMerge() {
    MatrixDocument doc(t13());
    MatrixTableModel model(&doc);
    QVERIFY(model.setData(model.index(0, 0), QStringLiteral("1")));
    QVERIFY(model.setData(model.index(0, 0), QStringLiteral("12")));
    QVERIFY(model.setData(model.index(0, 0), QStringLiteral("123")));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(model.setData(model.index(0, 1), QStringLiteral("4")));
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), t13());
  }

  void pasteParsing_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");  // rows joined by '|', cells by ' '; empty = refused
    QTest::newRow("tabs") << "1\t2\n3\t4\n" << "1 2|3 4";
    QTest::newRow("commas+fractions") << "1/2, -3\r\n0.25,6/4" << "1/2 -3|1/4 3/2";
    QTest::newRow("semicolons") << "1;2;3" << "1 2 3";
    QTest::newRow("spaces") << "  1  2\n3 4\n\n" << "1 2|3 4";
    QTest::newRow("bad cell") << "1\t2\n3\tx" << "";
    QTest::newRow("empty cell") << "1,,2" << "";
    QTest::newRow("ragged") << "1\t2\n3" << "";
    QTest::newRow("nothing") << "\n" << "";
    QTest::newRow("zero denominator") << "1/0" << "";
  }

  void pasteParsing() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    auto parsed = parseMatrixBlock(text);
    if (expected.isEmpty()) {
      QVERIFY(!parsed.ok());
      QVERIFY(parsed.rows.empty());
      return;
    }
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    QStringList rows;
    for (const auto& r : parsed.rows) {
      QStringList cells;
      for (const auto& v : r) cells << QString::fromStdString(toString(v));
      rows << cells.join(' ');
    }
    QCOMPARE(rows.join('|'), expected);
  }

  void pasteThroughEditor() {
    MatrixDocument doc(t13());
    MatrixEditor editor(&doc);
    editor.view()->setCurrentIndex(editor.model()->index(1, 2));
    QVERIFY(!editor.pasteText(QStringLiteral("1\t2\n3\tabc")));
    QVERIFY(editor.statusText().contains(QStringLiteral("abc")));
    QCOMPARE(doc.game(), t13());
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(editor.pasteText(QStringLiteral("7,8,9\n1/3,0,0")));
    QCOMPARE(doc.rowCount(), std::size_t(3));
    QCOMPARE(doc.colCount(), std::size_t(5));
    QCOMPARE(doc.game().at(2, 2), Rational(1, 3));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.game(), t13());
  }

  void saveAndReload() {
    registerBuiltinKinds();
    MatrixDocument doc(labelledT13());
    doc.setTitle(QStringLiteral("T13"));
    doc.undoStack()->push(new SetMatrixCellsCommand(&doc, {{0, 1, Rational(-22, 7)}}));
    const GamelabFile file = doc.toGamelabFile();
    QCOMPARE(QString::fromStdString(file.kind), QStringLiteral("zerosum"));
    auto parsed = parseGamelab(serializeGamelab(file), "t13.gamelab");
    QVERIFY(parsed.hasValue());
    auto reopened = createDocument(parsed.value());
    QVERIFY(reopened.hasValue());
    auto* matrix = dynamic_cast<MatrixDocument*>(reopened.value().get());
    QVERIFY(matrix);
    QCOMPARE(matrix->game(), doc.game());
    QCOMPARE(matrix->title(), QStringLiteral("T13"));
  }

  void registrations() {
    registerBuiltinKinds();
    bool newAction = false;
    for (const auto& a : newDocumentActions()) newAction |= a.kindId == QLatin1String("zerosum");
    QVERIFY(newAction);
    bool nfg = false;
    for (const auto& i : importers()) nfg |= i.suffix == QLatin1String("nfg");
    QVERIFY(nfg);
    int count = 0;
    for (const auto& e : examples())
      if (e.id.startsWith(QLatin1String("ferguson-"))) {
        ++count;
        QVERIFY(!e.title.isEmpty());
        auto doc = e.factory();
        QVERIFY(dynamic_cast<MatrixDocument*>(doc.get()));
      }
    QVERIFY(count >= 20);
  }

  void exportAndImportNfg() {
    QTemporaryDir dir;
    MatrixDocument doc(labelledT13());
    const QString path = dir.filePath(QStringLiteral("t13.nfg"));
    QVERIFY(doc.exportTo(QStringLiteral("nfg"), path).hasValue());
    auto imported = importNfgFile(path);
    QVERIFY(imported.hasValue());
    auto* m = dynamic_cast<MatrixDocument*>(imported.value().get());
    QVERIFY(m);
    QCOMPARE(m->game().payoffs, doc.game().payoffs);
    QVERIFY(doc.exportTo(QStringLiteral("csv"), dir.filePath(QStringLiteral("t13.csv"))).hasValue());
    QCOMPARE(QString::fromStdString(doc.toCsv()), QStringLiteral(",a,2,c,d\ntop,2,3,1,5\n2,4,1,6,0\n"));
    // A general-sum game opens in the strategic-form editor.
    QFile general(dir.filePath(QStringLiteral("g.nfg")));
    QVERIFY(general.open(QIODevice::WriteOnly));
    general.write("NFG 1 R \"bimatrix\" { \"I\" \"II\" } { 2 2 }\n1 1 0 0 0 0 1 1\n");
    general.close();
    auto imported2 = importNfgFile(general.fileName());
    QVERIFY(imported2.hasValue());
    QVERIFY(dynamic_cast<StrategicDocument*>(imported2.value().get()));
  }
};

QTEST_MAIN(TestMatrixModel)
#include "test_matrixmodel.moc"
