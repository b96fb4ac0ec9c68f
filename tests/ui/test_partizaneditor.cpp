/// The partizan editor driven through its real widgets (offscreen): an expression typed with an
/// error that points at its column and then fixed (one undo step, value 1/2), the palette, a
/// domino dragged onto the Domineering grid and a cell toggled, a Hackenbush edge drawn in red
/// and an edge chopped (what no longer touches the ground falls), Toads and Frogs and Cutcake
/// edits, the component list (add, duplicate, reorder, remove), Ctrl+Z / Ctrl+Shift+Z, the
/// values of spec C1/C2 sums from the start-page examples, save and reopen. Screenshots are
/// saved next to the binary.
#include "core/io/gamelabfile.h"
#include "core/partizan/partizanexamples.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/partizan/cakepieces.h"
#include "ui/partizan/domineeringboard.h"
#include "ui/partizan/expressionfield.h"
#include "ui/partizan/hackenbushcanvas.h"
#include "ui/partizan/partizandocument.h"
#include "ui/partizan/partizaneditor.h"
#include "ui/partizan/toadsstrip.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace gamelab;
using namespace gamelab::ui;
using partizan::Ruleset;

namespace {

QString savePath(const QString& name) { return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name; }

void showEditor(PartizanEditor& editor) {
  // Ctrl+Z / Ctrl+Shift+Z as the main window provides them.
  QUndoStack* stack = editor.document()->undoStack();
  QAction* undo = stack->createUndoAction(&editor);
  QAction* redo = stack->createRedoAction(&editor);
  undo->setShortcut(QKeySequence::Undo);
  redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
  for (QAction* a : {undo, redo}) {
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    editor.addAction(a);
  }
  editor.resize(1100, 700);
  editor.show();
  editor.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&editor));
}

bool waitValues(PartizanEditor& editor) {
  QSignalSpy spy(&editor, &PartizanEditor::valuesFinished);
  return !editor.sumText().isEmpty() || spy.wait(20000);
}

std::string componentText(const PartizanDocument& doc, int i) {
  return doc.state().components.at(std::size_t(i)).position.text;
}

void drag(QWidget* w, QPoint from, QPoint to) {
  QTest::mousePress(w, Qt::LeftButton, {}, from);
  for (int k = 1; k <= 4; ++k) {
    QMouseEvent move(QEvent::MouseMove, QPointF(from + (to - from) * k / 4), w->mapToGlobal(QPointF(from + (to - from) * k / 4)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w, &move);
  }
  QTest::mouseRelease(w, Qt::LeftButton, {}, to);
}

partizan::PartizanSession exampleSession(const std::string& id) {
  for (const auto& e : partizanExamples())
    if (e.id == id) return e.session;
  return {};
}

}  // namespace

class TestPartizanEditor : public QObject {
  Q_OBJECT
 private slots:
  void expressionWithErrorThenFixed() {
    partizan::PartizanSession session;
    session.components.push_back({partizan::Position{Ruleset::Expression, "0"}, {}});
    PartizanDocument doc(session);
    PartizanEditor editor(&doc);
    showEditor(editor);
    QLineEdit* field = editor.expressionField()->lineEdit();
    QVERIFY(field->isVisible());
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, QStringLiteral("{0|1"));
    QLabel* error = editor.expressionField()->errorLabel();
    QVERIFY(error->isVisible());
    const auto problem = editor.expressionField()->error();
    QVERIFY(problem.has_value());
    QCOMPARE(problem->problem, Problem::CgtUnexpected);
    QCOMPARE(problem->where.column, 5);  // the end of "{0|1": a "}" or "," was expected
    QVERIFY2(error->text().contains(QStringLiteral("Column 5")), qPrintable(error->text()));
    QCOMPARE(field->text(), QStringLiteral("{0|1"));  // the draft stays
    QCOMPARE(componentText(doc, 0), std::string("0"));  // the document keeps the last valid game
    editor.expressionField()->grab().save(savePath(QStringLiteral("partizan-expression-error.png")));
    grabAndSave(editor, QStringLiteral("partizan-editor-error.png"));
    // A wrong character in the middle points at its own column.
    QTest::keyClick(field, Qt::Key_Home);
    QTest::keyClick(field, Qt::Key_Right);
    QTest::keyClicks(field, QStringLiteral("]"));
    QCOMPARE(editor.expressionField()->error()->where.column, 2);
    QTest::keyClick(field, Qt::Key_Backspace);
    QTest::keyClick(field, Qt::Key_End);
    QTest::keyClicks(field, QStringLiteral("}"));
    QVERIFY(!editor.expressionField()->error());
    QVERIFY(!error->isVisible());
    QCOMPARE(componentText(doc, 0), std::string("{0|1}"));
    QCOMPARE(doc.undoStack()->count(), 1);  // the typing run is one undo step
    QTest::keyClick(field, Qt::Key_Return);  // ends the run
    QVERIFY(waitValues(editor));
    QCOMPARE(editor.valueText(0), QStringLiteral("1/2"));
    QCOMPARE(editor.sumText(), QStringLiteral("1/2"));
    // The palette inserts at the cursor; Enter ends the typing run.
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::mouseClick(editor.expressionField()->paletteButton(QStringLiteral("↑")), Qt::LeftButton);
    QCOMPARE(field->text(), QStringLiteral("↑"));
    QCOMPARE(componentText(doc, 0), std::string("↑"));
    QCOMPARE(doc.undoStack()->count(), 2);
    // Undo with the list focused (a line edit keeps Ctrl+Z for its own text).
    editor.componentList()->setFocus();
    QTest::keyClick(editor.componentList(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(componentText(doc, 0), std::string("{0|1}"));
    QCOMPARE(field->text(), QStringLiteral("{0|1}"));
    QTest::keyClick(editor.componentList(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(componentText(doc, 0), std::string("↑"));
    // The comparison's H: errors live, empty allowed.
    QLineEdit* compare = editor.compareField()->lineEdit();
    compare->setFocus();
    QTest::keyClicks(compare, QStringLiteral("1/3"));
    QCOMPARE(editor.compareField()->error()->problem, Problem::CgtNotDyadic);
    QTest::keyClick(compare, Qt::Key_Backspace);
    QTest::keyClicks(compare, QStringLiteral("4"));
    QCOMPARE(doc.state().compare, std::string("1/4"));
  }

  void domineeringDominoAndCells() {
    PartizanDocument doc;
    PartizanEditor editor(&doc);
    showEditor(editor);
    editor.addComponent(Ruleset::Domineering);
    QCOMPARE(editor.currentComponent(), 0);
    DomineeringBoard* board = editor.domineeringBoard();
    QVERIFY(board->isVisible());
    QCOMPARE(componentText(doc, 0), std::string(".../.../..."));
    drag(board, board->cellCenter(0, 0), board->cellCenter(1, 0));  // vertical: Left's
    QCOMPARE(componentText(doc, 0), std::string("#../#../..."));
    QCOMPARE(doc.undoStack()->undoText(), DomineeringBoard::tr("Place a vertical domino (Left's)"));
    drag(board, board->cellCenter(2, 1), board->cellCenter(2, 2));  // horizontal: Right's
    QCOMPARE(componentText(doc, 0), std::string("#../#../.##"));
    drag(board, board->cellCenter(0, 0), board->cellCenter(0, 1));  // onto a filled cell: nothing
    QCOMPARE(componentText(doc, 0), std::string("#../#../.##"));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCenter(1, 0));  // a click empties
    QCOMPARE(componentText(doc, 0), std::string("#../.../.##"));
    editor.columnsBox()->setFocus();
    QTest::keyClick(editor.columnsBox(), Qt::Key_Up);
    QCOMPARE(componentText(doc, 0), std::string("#.../..../.##."));
    QCOMPARE(board->columns(), 4);
    QVERIFY(waitValues(editor));
    QVERIFY(!editor.valueText(0).isEmpty());
    editor.componentList()->setFocus();
    for (int i = 0; i < 2; ++i) QTest::keyClick(editor.componentList(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(componentText(doc, 0), std::string("#../#../.##"));
    QCOMPARE(board->position(), QStringLiteral("#../#../.##"));
    QCOMPARE(editor.columnsBox()->value(), 3);
    QTest::keyClick(editor.componentList(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(board->position(), QStringLiteral("#../.../.##"));
    grabAndSave(editor, QStringLiteral("partizan-domineering.png"));
  }

  void hackenbushDrawAndChop() {
    PartizanDocument doc;
    PartizanEditor editor(&doc);
    showEditor(editor);
    editor.addComponent(Ruleset::Hackenbush);
    HackenbushCanvas* canvas = editor.hackenbushCanvas();
    QVERIFY(canvas->isVisible());
    QCOMPARE(componentText(doc, 0), std::string("0-1:L"));
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_R);
    QCOMPARE(canvas->colour(), 'R');
    // From vertex 1 up and to the right: a new vertex 2 and a red edge 1-2.
    const QPoint top = canvas->vertexPoint(1).toPoint();
    drag(canvas, top, top + QPoint(60, -50));
    QCOMPARE(componentText(doc, 0), std::string("0-1:L,1-2:R"));
    QCOMPARE(doc.state().components[0].layout.size(), std::size_t(3));
    // Green from the ground to vertex 2.
    QTest::keyClick(canvas, Qt::Key_G);
    const double x2 = doc.state().components[0].layout[2][0];
    drag(canvas, canvas->groundPoint(x2 + 0.6).toPoint(), canvas->vertexPoint(2).toPoint());
    QCOMPARE(componentText(doc, 0), std::string("0-1:L,1-2:R,0-2:G"));
    QVERIFY(waitValues(editor));
    QVERIFY(!editor.valueText(0).isEmpty());
    grabAndSave(editor, QStringLiteral("partizan-hackenbush.png"));
    // Chop the green edge: nothing falls. Chop the blue trunk then: the red edge hangs from nothing.
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->edgeMiddle(2).toPoint());
    QCOMPARE(componentText(doc, 0), std::string("0-1:L,1-2:R"));
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->edgeMiddle(0).toPoint());
    QCOMPARE(componentText(doc, 0), std::string(""));
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(componentText(doc, 0), std::string("0-1:L,1-2:R"));
    QCOMPARE(canvas->edges().size(), std::size_t(2));
    // The drawn picture and its layout come back from the file as they were.
    auto again = PartizanDocument::fromGamelabFile(doc.toGamelabFile());
    QVERIFY(again);
    QVERIFY(static_cast<PartizanDocument*>(again->get())->state().components == doc.state().components);
  }

  void toadsCakeAndComponentList() {
    PartizanDocument doc;
    PartizanEditor editor(&doc);
    showEditor(editor);
    editor.addComponent(Ruleset::ToadsAndFrogs);
    ToadsStrip* strip = editor.toadsStrip();
    QCOMPARE(componentText(doc, 0), std::string("T..F"));
    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->cellCenter(1));
    QCOMPARE(componentText(doc, 0), std::string("TT.F"));
    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->cellCenter(1));
    QCOMPARE(componentText(doc, 0), std::string("TF.F"));
    editor.lengthBox()->setFocus();
    QTest::keyClick(editor.lengthBox(), Qt::Key_Up);
    QCOMPARE(componentText(doc, 0), std::string("TF.F."));
    grabAndSave(editor, QStringLiteral("partizan-toads.png"));
    editor.addComponent(Ruleset::Cutcake);
    QCOMPARE(editor.currentComponent(), 1);
    CakePieces* cake = editor.cakePieces();
    QTest::mouseClick(cake->addButton(), Qt::LeftButton);
    QCOMPARE(componentText(doc, 1), std::string("2x2+1x1"));
    cake->widthBox(1)->setFocus();
    QTest::keyClick(cake->widthBox(1), Qt::Key_Up);
    QCOMPARE(componentText(doc, 1), std::string("2x2+2x1"));
    grabAndSave(editor, QStringLiteral("partizan-cutcake.png"));
    // Duplicate, move up, remove.
    QTest::mouseClick(editor.button(QStringLiteral("duplicate")), Qt::LeftButton);
    QCOMPARE(doc.state().components.size(), std::size_t(3));
    QCOMPARE(editor.currentComponent(), 2);
    editor.selectComponent(0);
    QTest::mouseClick(editor.button(QStringLiteral("down")), Qt::LeftButton);
    QCOMPARE(doc.state().components[1].position.ruleset, Ruleset::ToadsAndFrogs);
    QCOMPARE(editor.currentComponent(), 1);
    QTest::mouseClick(editor.button(QStringLiteral("remove")), Qt::LeftButton);
    QCOMPARE(doc.state().components.size(), std::size_t(2));
    QCOMPARE(editor.componentList()->count(), 2);
    QVERIFY(waitValues(editor));
    QCOMPARE(editor.valueText(0), editor.valueText(1));  // the duplicate has the same value
    editor.componentList()->setFocus();
    QTest::keyClick(editor.componentList(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc.state().components.size(), std::size_t(3));
    auto again = PartizanDocument::fromGamelabFile(doc.toGamelabFile());
    QVERIFY(again);
    QVERIFY(static_cast<PartizanDocument*>(again->get())->state().components == doc.state().components);
  }

  void examplesValuesSaveAndReopen() {
    registerBuiltinKinds();
    // Spec C1/C2: ↑ + ↑ = ⇑, {0,1|3} = 2, ±1 + ±1 = 0, ↑ + *2 = {0|*3}.
    const std::vector<std::pair<std::string, QString>> sums{{"up-plus-up", QStringLiteral("^^")},
                                                            {"dominated", QStringLiteral("2")},
                                                            {"switch-plus-switch", QStringLiteral("0")},
                                                            {"up-plus-star2", QStringLiteral("^+*2")},
                                                            {"switches-1-2-3", QString()}};
    for (const auto& [id, expected] : sums) {
      PartizanDocument doc(exampleSession(id));
      PartizanEditor editor(&doc);
      showEditor(editor);
      QVERIFY(waitValues(editor));
      if (!expected.isEmpty()) QCOMPARE(editor.sumText(), expected);
    }
    for (const auto& example : partizanExamples()) {
      PartizanDocument doc(example.session);
      doc.setTitle(QString::fromStdString(example.englishTitle));
      const QString path = savePath(QStringLiteral("partizan-%1.gamelab").arg(QString::fromStdString(example.id)));
      auto written = writeGamelabFile(path.toStdString(), doc.toGamelabFile());
      QVERIFY2(written, qPrintable(QString::fromStdString(example.id)));
      auto file = readGamelabFile(path.toStdString());
      QVERIFY(file);
      QCOMPARE(file->kind, std::string("partizan"));
      auto reopened = createDocument(*file);
      QVERIFY2(reopened, qPrintable(QString::fromStdString(example.id)));
      auto* again = qobject_cast<PartizanDocument*>(reopened->get());
      QVERIFY(again);
      QCOMPARE(again->title(), doc.title());
      QVERIFY(again->state().components == example.session.components);
      QCOMPARE(again->state().compare, example.session.compare);
      if (example.id == "hackenbush-three-colours") {
        PartizanEditor editor(again);
        showEditor(editor);
        QVERIFY(waitValues(editor));
        grabAndSave(editor, QStringLiteral("partizan-example-hackenbush.png"));
      }
      if (example.id == "domineering-4x4") {
        PartizanEditor editor(again);
        showEditor(editor);
        QVERIFY(waitValues(editor));
        QVERIFY(!editor.sumText().isEmpty());
        grabAndSave(editor, QStringLiteral("partizan-example-domineering.png"));
      }
    }
  }

 private:
  static void grabAndSave(QWidget& w, const QString& name) {
    QCoreApplication::processEvents();
    QVERIFY(w.grab().save(savePath(name)));
  }
};

QTEST_MAIN(TestPartizanEditor)
#include "test_partizaneditor.moc"
