/// The perfect / proper marks on the equilibria page, driven like a user: a game opened in the
/// real strategic editor, its analysis run off the GUI thread (Solve), then the marks read from
/// the equilibria table, its tooltips and the details below. Myerson's game has a weakly
/// dominated equilibrium (D, R), a strict one (U, L) and (M, M), perfect but of undecided
/// properness; Gambit's perfect1 has a component perfect only on two of its faces.
#include "core/io/textfile.h"
#include "core/strategic/gameloader.h"
#include "tests/support/guitest.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/strategic/strategicanalysispanel.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"
#include "ui/strategic/strategicequilibriapage.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

bool solveAndWait(StrategicEditor& editor) {
  QSignalSpy done(&editor, &StrategicEditor::analysisFinished);
  editor.solve();
  return done.wait(60000) || done.count() > 0;
}

int columnTitled(const QTableWidget* table, const QString& title) {
  for (int c = 0; c < table->columnCount(); ++c)
    if (table->horizontalHeaderItem(c) && table->horizontalHeaderItem(c)->text() == title) return c;
  return -1;
}

/// The row of the pure equilibrium (i, j) in the page's list, or -1.
int rowOf(const StrategicAnalysis& a, std::size_t i, std::size_t j) {
  const auto& list = a.equilibria->equilibria;
  for (std::size_t k = 0; k < list.size(); ++k)
    if (list[k].strategies[0][i] == 1 && list[k].strategies[1][j] == 1) return int(k);
  return -1;
}

}  // namespace

class TestStrategicRefinements : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_strategicrefinements"));
    registerBuiltinKinds();
  }

  void myersonMarksAndTooltips() {
    StrategicGame game = StrategicGame::bimatrixFromText(
        {{"1,1", "0,0", "-9,-9"}, {"0,0", "0,0", "-7,-7"}, {"-9,-9", "-7,-7", "-7,-7"}});
    game.strategyLabels = {{"U", "M", "D"}, {"L", "M", "R"}};
    StrategicDocument doc(game);
    StrategicEditor editor(&doc);
    editor.resize(1300, 800);
    editor.show();
    QVERIFY(solveAndWait(editor));
    auto analysis = editor.analysisPanel()->analysis();
    QVERIFY(analysis && analysis->equilibria && analysis->refinements);
    StrategicEquilibriaPage* page = editor.analysisPanel()->equilibriaPage();
    editor.analysisPanel()->setCurrentWidget(page);
    QTableWidget* table = page->table();
    const int column = columnTitled(table, QStringLiteral("Perfect / proper"));
    QVERIFY(column >= 0);
    QCOMPARE(table->rowCount(), int(analysis->equilibria->equilibria.size()));

    const int ul = rowOf(*analysis, 0, 0), mm = rowOf(*analysis, 1, 1), dr = rowOf(*analysis, 2, 2);
    QVERIFY(ul >= 0 && mm >= 0 && dr >= 0);
    QCOMPARE(table->item(ul, column)->text(), QStringLiteral("perfect, proper"));
    QVERIFY(table->item(ul, column)->toolTip().contains(QStringLiteral("strict equilibrium")));
    QCOMPARE(table->item(mm, column)->text(), QStringLiteral("perfect, proper: undecided"));
    QVERIFY(table->item(mm, column)->toolTip().contains(QStringLiteral("undecided")));
    // (D, R): D is weakly dominated (by M: never worse, better against L).
    const QString mark = table->item(dr, column)->text();
    QVERIFY2(mark.startsWith(QStringLiteral("not perfect (dominated: Player 1's D")), qPrintable(mark));
    const QString tip = table->item(dr, column)->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Player 1's D is weakly dominated by M")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("not proper")));
    // Every other row is marked perfect or not by the same rule, one mark each.
    for (int r = 0; r < table->rowCount(); ++r) {
      const bool perfect = analysis->refinements->equilibria[std::size_t(r)].perfect;
      QCOMPARE(table->item(r, column)->text().startsWith(QStringLiteral("perfect")), perfect);
    }
    // Selecting the dominated equilibrium still drives the table (the page's signal).
    QSignalSpy selected(editor.analysisPanel(), &StrategicAnalysisPanel::equilibriumSelected);
    table->selectRow(dr);
    QCOMPARE(selected.count(), 1);
    // The explanation below the list: what the words mean and why (D, R) fails.
    const QString text = page->text();
    QVERIFY(text.contains(QStringLiteral("Perfect and proper equilibria")));
    QVERIFY(text.contains(QStringLiteral("weakly dominated by M")));
    QVERIFY(text.contains(QStringLiteral("marked undecided rather than guessed")));
    QVERIFY(text.contains(QStringLiteral("not perfect")));  // the component of (D, R)
    // A picture for looking at, not a check (like the other pages' screenshot switches).
    if (qEnvironmentVariableIsSet("REFINEMENTS_SHOTS")) {
      QCoreApplication::processEvents();
      editor.grab().save(QStringLiteral("/tmp/refinements_myerson.png"));
    }
  }

  void componentPerfectOnlyOnTwoFaces() {
    const std::string path = std::string(GAMELAB_TEST_DATA) + "/refine/perfect1.nfg";
    auto text = readTextFile(path);
    QVERIFY(text.hasValue());
    auto game = loadStrategicGame(*text, path);
    QVERIFY(game.hasValue());
    StrategicDocument doc(*game);
    StrategicEditor editor(&doc);
    editor.resize(1300, 800);
    editor.show();
    QVERIFY(solveAndWait(editor));
    auto analysis = editor.analysisPanel()->analysis();
    QVERIFY(analysis && analysis->refinements);
    StrategicEquilibriaPage* page = editor.analysisPanel()->equilibriaPage();
    const int column = columnTitled(page->table(), QStringLiteral("Perfect / proper"));
    QVERIFY(column >= 0);
    for (int r = 0; r < page->table()->rowCount(); ++r)
      QVERIFY(page->table()->item(r, column)->text().startsWith(QStringLiteral("perfect")));
    // The component with four vertices is perfect on two edges only; its mark names them.
    QString expected;
    for (std::size_t c = 0; c < analysis->equilibria->components.size(); ++c) {
      const auto& part = analysis->refinements->components[c];
      if (part.polytopes.size() != 2) continue;
      expected = QStringLiteral("perfect part: conv{%1, %2} ∪ conv{%3, %4}")
                     .arg(part.polytopes[0][0] + 1)
                     .arg(part.polytopes[0][1] + 1)
                     .arg(part.polytopes[1][0] + 1)
                     .arg(part.polytopes[1][1] + 1);
    }
    QVERIFY(!expected.isEmpty());
    const QString details = page->text();
    QVERIFY2(details.contains(expected), qPrintable(details));
    QVERIFY(details.contains(QStringLiteral("not the convex hull of its perfect extreme equilibria")));
  }
};

QTEST_MAIN(TestStrategicRefinements)
#include "test_strategicrefinements.moc"
