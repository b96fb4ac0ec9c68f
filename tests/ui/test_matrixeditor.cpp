/// The matrix editor with its analysis: T13 end to end with a screenshot, pivot tableaux T60/T61,
/// large games without automatic analysis.
#include "ui/analysis/solverrunner.h"
#include "ui/matrix/graphicalpage.h"
#include "ui/matrix/lpsolutionpage.h"
#include "ui/matrix/matrixanalysispanel.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/matrix/matrixstructurecommands.h"
#include "ui/matrix/matrixtablemodel.h"
#include "ui/matrix/pivotpage.h"
#include "ui/matrix/saddlepage.h"

#include <QCoreApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

QString cell(const MatrixTableModel* m, int r, int c) { return m->data(m->index(r, c)).toString(); }

bool solveAndWait(MatrixEditor& editor) {
  QSignalSpy done(&editor, &MatrixEditor::analysisFinished);
  editor.solve();
  return done.wait(60000) || done.count() > 0;
}

QString screenshotPath(const QString& name) { return QDir(QCoreApplication::applicationDirPath()).filePath(name); }

}  // namespace

class TestMatrixEditor : public QObject {
  Q_OBJECT
 private slots:
  void t13EndToEndWithScreenshot() {
    MatrixDocument doc(MatrixGame::fromText({{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}));
    MatrixEditor editor(&doc);
    editor.resize(1300, 760);
    editor.show();
    QVERIFY(solveAndWait(editor));
    auto* model = editor.model();
    // p = (5/7, 2/7), q = (0, 5/7, 2/7, 0), v = 17/7 beside the matrix.
    QCOMPARE(cell(model, 0, 5), QStringLiteral("5/7"));
    QCOMPARE(cell(model, 1, 5), QStringLiteral("2/7"));
    QCOMPARE(cell(model, 3, 1), QStringLiteral("5/7"));
    QCOMPARE(cell(model, 3, 2), QStringLiteral("2/7"));
    QCOMPARE(cell(model, 3, 5), QStringLiteral("v = 17/7"));
    QVERIFY(!editor.view()->isColumnHidden(5));
    // Column 1 is dominated by a mixture of columns 2 and 3: struck out.
    QCOMPARE(model->data(model->index(0, 0), MatrixTableModel::DominatedRole).toInt() & 2, 2);
    auto analysis = editor.analysisPanel()->analysis();
    QVERIFY(analysis);
    QVERIFY(analysis->graphical.has_value());
    QCOMPARE(analysis->graphical->value, Rational(17, 7));
    QVERIFY(analysis->solution->verified);
    QVERIFY(editor.analysisPanel()->lpSolutionPage()->html().contains(QStringLiteral("17/7")));
    QVERIFY(editor.analysisPanel()->saddlePage()->html().contains(QStringLiteral("no saddle point")));

    const auto shots = {std::make_pair(3, QStringLiteral("matrix_t13_graph.png")),
                        std::make_pair(1, QStringLiteral("matrix_t13_dominance.png")),
                        std::make_pair(5, QStringLiteral("matrix_t13_solution.png")),
                        std::make_pair(6, QStringLiteral("matrix_t13_pivot.png"))};
    for (const auto& [tab, name] : shots) {
      editor.analysisPanel()->setCurrentIndex(tab);
      QCoreApplication::processEvents();
      const QImage image = editor.grab().toImage();
      QVERIFY(!image.isNull());
      QVERIFY(image.width() > 100 && image.height() > 100);
      const QString path = screenshotPath(name);
      QVERIFY(image.save(path));
      QVERIFY(QFileInfo(path).size() > 1000);
    }

    // An edit clears the stale solution and the debounced analysis brings a new one.
    QSignalSpy done(&editor, &MatrixEditor::analysisFinished);
    QVERIFY(model->setData(model->index(0, 3), QStringLiteral("-1")));
    QVERIFY(!model->hasSolution());
    QVERIFY(done.wait(60000));
    QVERIFY(model->hasSolution());
  }

  void t14FlatInterval() {
    MatrixDocument doc(MatrixGame::fromText({{"1", "5"}, {"4", "4"}, {"6", "2"}}));
    MatrixEditor editor(&doc);
    editor.resize(1300, 760);
    editor.show();
    QVERIFY(solveAndWait(editor));
    auto analysis = editor.analysisPanel()->analysis();
    QVERIFY(analysis->graphical.has_value());
    QCOMPARE(analysis->graphical->kind, GraphicalKind::MByTwo);
    QCOMPARE(analysis->graphical->optimumLow, Rational(1, 4));
    QCOMPARE(analysis->graphical->optimumHigh, Rational(1, 2));
    QCOMPARE(analysis->graphical->value, Rational(4));
    editor.analysisPanel()->setCurrentIndex(3);
    QCoreApplication::processEvents();
    QVERIFY(editor.grab().toImage().save(screenshotPath(QStringLiteral("matrix_t14_graph.png"))));
  }

  void pivotT60Automatic() {
    MatrixDocument doc(MatrixGame::fromText({{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}}));
    MatrixEditor editor(&doc);
    QVERIFY(solveAndWait(editor));
    PivotPage* page = editor.analysisPanel()->pivotPage();
    QVERIFY(page->trace().has_value());
    QCOMPARE(page->trace()->constant, Rational(3));  // default: all entries >= 1
    QVERIFY(page->setConstant(Rational(2)));         // the source adds 2
    QCOMPARE(page->trace()->constant, Rational(2));
    QCOMPARE(page->trace()->tableaux[0].cells[0], (RationalVector{Rational(4), Rational(1), Rational(8), Rational(1)}));
    // Before the method has run its course the total is unknown ("Tableau 1 of 1" was wrong).
    QVERIFY(page->headerText().contains(QStringLiteral("Tableau 1.")));
    QVERIFY(!page->headerText().contains(QStringLiteral(" of ")));
    for (int k = 0; k < 10 && page->trace()->status == PivotStatus::InProgress; ++k) page->next();
    QCOMPARE(page->trace()->status, PivotStatus::Finished);
    QCOMPARE(page->trace()->value, Rational(1, 2));
    QCOMPARE(page->trace()->rowStrategy, (RationalVector{Rational(1, 4), Rational(3, 4), Rational(0)}));
    QCOMPARE(page->trace()->colStrategy, (RationalVector{Rational(1, 2), Rational(1, 2), Rational(0)}));
    QVERIFY(page->readOutText().contains(QStringLiteral("✓")));
    // The second tableau of the source, circled pivot 5/2 in column y2.
    QCOMPARE(page->trace()->steps.size(), std::size_t(2));
    QCOMPARE(page->trace()->steps[1].pivot, Rational(5, 2));
    QCOMPARE(page->trace()->corner, Rational(2, 5));
    page->back();
    QCOMPARE(page->shownTableau(), page->trace()->tableaux.size() - 2);
    QVERIFY(page->headerText().contains(QStringLiteral("Tableau 2 of 3.")));
    editor.resize(1300, 760);
    editor.analysisPanel()->setCurrentIndex(6);
    editor.show();
    QCoreApplication::processEvents();
    QVERIFY(editor.grab().toImage().save(screenshotPath(QStringLiteral("matrix_t60_pivot.png"))));
  }

  void pivotT61ChosenColumn() {
    MatrixDocument doc(MatrixGame::fromText({{"0", "1", "2"}, {"2", "-1", "-2"}, {"3", "-3", "0"}}));
    MatrixEditor editor(&doc);
    QVERIFY(solveAndWait(editor));
    PivotPage* page = editor.analysisPanel()->pivotPage();
    QVERIFY(page->setConstant(Rational(1)));  // the source adds 1
    page->chooseColumn(1);  // y2, as the exercise demands
    QCOMPARE(page->trace()->steps.size(), std::size_t(1));
    QCOMPARE(page->trace()->steps[0].row, std::size_t(0));
    QCOMPARE(page->trace()->steps[0].pivot, Rational(2));
    for (int k = 0; k < 10 && page->trace()->status == PivotStatus::InProgress; ++k) page->next();
    QCOMPARE(page->trace()->value, Rational(1, 2));
    QCOMPARE(page->trace()->rowStrategy, (RationalVector{Rational(3, 4), Rational(1, 4), Rational(0)}));
  }

  /// After Size… the row minima and the value corner vanished until the document was reopened:
  /// the view kept the old probability margin's section number hidden.
  void marginsFollowSize() {
    MatrixDocument doc(MatrixGame::fromText({{"1", "2"}, {"3", "0"}}));
    MatrixEditor editor(&doc);
    editor.show();
    auto* view = editor.view();
    auto* model = editor.model();
    for (auto [rows, cols] : {std::pair<std::size_t, std::size_t>{3, 3}, {2, 4}, {4, 2}, {1, 1}, {3, 5}}) {
      doc.undoStack()->push(new ResizeMatrixCommand(&doc, rows, cols));
      QCoreApplication::processEvents();
      QVERIFY(!model->hasSolution());
      const int m = int(rows), n = int(cols);
      // Row minima, column maxima and the corner are shown; only the probabilities wait.
      for (int c = 0; c <= n; ++c) QVERIFY2(!view->isColumnHidden(c), qPrintable(QStringLiteral("column %1").arg(c)));
      for (int r = 0; r <= m; ++r) QVERIFY2(!view->isRowHidden(r), qPrintable(QStringLiteral("row %1").arg(r)));
      QVERIFY(view->isColumnHidden(n + 1));
      QVERIFY(view->isRowHidden(m + 1));
      QVERIFY(solveAndWait(editor));
      QVERIFY(model->hasSolution());
      QVERIFY(!view->isColumnHidden(n + 1));
      QVERIFY(!view->isRowHidden(m + 1));
    }
  }

  /// A 2×2 all-zero game struck column 2 as dominated while the solution beside it played it.
  void solutionNeverPlaysAStruckLine() {
    const std::vector<std::vector<std::string>> games[] = {
        {{"0", "0"}, {"0", "0"}}, {{"1", "1", "0"}, {"0", "0", "1"}}, {{"2", "2"}, {"2", "2"}, {"1", "3"}}};
    for (const auto& text : games) {
      MatrixDocument doc(MatrixGame::fromText(text));
      MatrixEditor editor(&doc);
      QVERIFY(solveAndWait(editor));
      auto* model = editor.model();
      const auto analysis = editor.analysisPanel()->analysis();
      QVERIFY(analysis && analysis->solution && analysis->solution->verified);
      int struck = 0;
      for (std::size_t i = 0; i < doc.rowCount(); ++i)
        for (std::size_t j = 0; j < doc.colCount(); ++j) {
          const int d = model->data(model->index(int(i), int(j)), MatrixTableModel::DominatedRole).toInt();
          if (d & 1) QCOMPARE(analysis->solution->rowStrategy[i], Rational(0));
          if (d & 2) QCOMPARE(analysis->solution->colStrategy[j], Rational(0));
          struck |= d;
        }
      QVERIFY(struck != 0);  // each game has a struck line
      QVERIFY(isOptimalPair(doc.game(), analysis->solution->rowStrategy, analysis->solution->colStrategy));
    }
  }

  void largeGameNeedsExplicitSolve() {
    MatrixDocument doc(MatrixGame(300, 300));
    MatrixEditor editor(&doc);
    QVERIFY(!editor.runner()->isRunning());
    auto* model = editor.model();
    QVERIFY(model->setData(model->index(5, 7), QStringLiteral("3")));
    QCoreApplication::processEvents();
    QTest::qWait(400);
    QVERIFY(!editor.runner()->isRunning());
    QVERIFY(!model->hasSolution());
    QCOMPARE(cell(model, 5, 300), QStringLiteral("0"));    // row min
    QCOMPARE(cell(model, 300, 7), QStringLiteral("3"));    // col max
  }
};

QTEST_MAIN(TestMatrixEditor)
#include "test_matrixeditor.moc"
