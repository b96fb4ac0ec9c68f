/// Parameters in the zero-sum and strategic editors (issue 32): a .gamelab document with
/// "parameters" opens with its expressions, typing an expression into a cell keeps it, the
/// Parameters panel's slider (driven by key events) re-evaluates the payoffs and the analysis
/// re-runs, every change undoes, and saving writes the expressions and parameters back
/// unchanged. Bad expressions and removing a used parameter are refused with a message.
#include "core/io/gamelabfile.h"
#include "tests/support/exactnumbers.h"
#include "tests/support/keytyping.h"
#include "tests/support/parameterdocuments.h"
#include "ui/common/errortext.h"
#include "ui/matrix/matrixconversion.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/matrix/matrixtablemodel.h"
#include "ui/parameters/parametercommands.h"
#include "ui/parameters/parameterpanel.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategiceditor.h"
#include "ui/strategic/strategicstructurecommands.h"
#include "ui/strategic/strategictablemodel.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using gamelab::testsupport::q;


template <class Editor>
void showAndFocus(Editor& editor, const QModelIndex& start) {
  editor.resize(1300, 750);
  editor.show();
  editor.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&editor));
  editor.view()->setFocus();
  editor.view()->setCurrentIndex(start);
  QCoreApplication::processEvents();
}

/// Types into the current cell: Enter opens its editor, the text replaces, Enter commits.
void typeIntoCell(const QString& text) {
  testsupport::typeToFocus(QString(), Qt::Key_Return);
  QLineEdit* line = qobject_cast<QLineEdit*>(QApplication::focusWidget());
  QVERIFY(line);
  line->selectAll();
  testsupport::typeToFocus(text, Qt::Key_Return);
  QCoreApplication::processEvents();
}

/// Closes a cell editor left open by a refused entry.
void escape() {
  if (QWidget* focus = QApplication::focusWidget()) QTest::keyClick(focus, Qt::Key_Escape);
  QCoreApplication::processEvents();
}

}  // namespace

class TestParameterEditors : public QObject {
  Q_OBJECT
 private slots:
  void strategicOpensTypesSlidesUndoesAndSaves() {
    auto doc = testsupport::openDocument<StrategicDocument>(testsupport::kParamBoS);
    const StrategicGame& g = doc->game();
    QCOMPARE(g.payoff(0, 0), q("2"));
    QCOMPARE(g.payoff(0, 1), q("1"));
    QCOMPARE(g.payoff(3, 1), q("1"));
    QCOMPARE(doc->expression(0, 0), std::string("t"));
    QCOMPARE(doc->expression(3, 1), std::string("t - 1"));
    QCOMPARE(doc->expression(0, 1), std::string());

    StrategicEditor editor(doc.get());
    QVERIFY(editor.parameterPanel()->isVisible() || !editor.isVisible());
    // Cell (O, F): profile 2. An expression for Alice, a number for Bob.
    showAndFocus(editor, editor.model()->index(0, 1));
    QVERIFY(editor.parameterPanel()->isVisible());
    QSignalSpy analysed(&editor, &StrategicEditor::analysisFinished);
    typeIntoCell(QStringLiteral("2*t, 3"));
    QCOMPARE(g.payoff(2, 0), q("4"));
    QCOMPARE(g.payoff(2, 1), q("3"));
    QCOMPARE(doc->expression(2, 0), std::string("2*t"));
    QVERIFY(editor.model()->index(0, 1).data(Qt::DisplayRole).toString().contains(QStringLiteral("2*t = 4")));
    QCOMPARE(editor.model()->index(0, 1).data(Qt::EditRole).toString(), QStringLiteral("2*t, 3"));
    QVERIFY(analysed.count() > 0 || analysed.wait(20000));

    // The slider, by keys: t = 2 in [0, 4] is position 500; PageUp moves a tenth: t = 12/5.
    QSlider* slider = editor.parameterPanel()->slider("t");
    QVERIFY(slider);
    QCOMPARE(slider->value(), 500);
    slider->setFocus();
    analysed.clear();
    QTest::keyClick(slider, Qt::Key_PageUp);
    QCOMPARE(doc->parameterState().parameters.find("t")->value, q("12/5"));
    QCOMPARE(g.payoff(0, 0), q("12/5"));
    QCOMPARE(g.payoff(3, 1), q("7/5"));
    QCOMPARE(g.payoff(2, 0), q("24/5"));
    QCOMPARE(editor.parameterPanel()->valueEdit("t")->text(), QStringLiteral("12/5"));
    // The analysis re-runs on the new values.
    QVERIFY(analysed.count() > 0 || analysed.wait(20000));
    QTRY_VERIFY_WITH_TIMEOUT(editor.model()->analysis() && editor.model()->analysis()->game.payoff(0, 0) == q("12/5"), 20000);
    // Right: one step of 4/1000, snapped to the simplest number within half a step.
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(slider->value(), 601);
    const Rational t = doc->parameterState().parameters.find("t")->value;
    QVERIFY(t > q("2.402") && t < q("2.406"));
    QCOMPARE(g.payoff(0, 0), t);

    // Undo: the two slider steps, then the typed cell; redo brings them back.
    QUndoStack* stack = doc->undoStack();
    stack->undo();
    QCOMPARE(g.payoff(0, 0), q("12/5"));
    stack->undo();
    QCOMPARE(g.payoff(0, 0), q("2"));
    QCOMPARE(g.payoff(2, 0), q("4"));
    QCOMPARE(slider->value(), 500);
    stack->undo();
    QCOMPARE(g.payoff(2, 0), q("0"));
    QCOMPARE(doc->expression(2, 0), std::string());
    stack->redo();
    stack->redo();
    QCOMPARE(doc->expression(2, 0), std::string("2*t"));
    QCOMPARE(g.payoff(2, 0), q("24/5"));

    // A structural edit carries the expressions; undo restores them.
    const ParameterState before = doc->parameterState();
    editor.view()->setCurrentIndex(editor.model()->index(0, 0));
    editor.moveStrategy(0, +1);
    QCOMPARE(doc->expression(1, 0), std::string("t"));  // (O, O) moved to row 1: profile 1
    stack->undo();
    QCOMPARE(doc->parameterState(), before);

    // Bad input: refused with a message naming the cell, nothing changes.
    editor.view()->setFocus();
    editor.view()->setCurrentIndex(editor.model()->index(1, 0));
    typeIntoCell(QStringLiteral("3*, 0"));
    QVERIFY2(editor.statusText().contains(QStringLiteral("3*")), qPrintable(editor.statusText()));
    QVERIFY(editor.statusText().contains(QStringLiteral("Alice")));
    escape();
    editor.view()->setFocus();
    typeIntoCell(QStringLiteral("u+1, 0"));
    QVERIFY2(editor.statusText().contains(QStringLiteral("\"u\"")), qPrintable(editor.statusText()));
    escape();
    QCOMPARE(g.payoff(1, 0), q("0"));
    QCOMPARE(doc->expression(1, 0), std::string());

    // Removing a used parameter is refused.
    auto* remove = editor.parameterPanel()->findChild<QToolButton*>(QStringLiteral("parameterRemove_t"));
    QVERIFY(remove);
    const int steps = stack->count();
    QTest::mouseClick(remove, Qt::LeftButton);
    QVERIFY2(editor.statusText().contains(QStringLiteral("used")), qPrintable(editor.statusText()));
    QCOMPARE(stack->count(), steps);
    QVERIFY(doc->parameterState().parameters.find("t"));

    // Save and reopen: the expressions and the parameters are unchanged.
    QTemporaryDir dir;
    const std::string path = (dir.path() + QStringLiteral("/bos.gamelab")).toStdString();
    QVERIFY(writeGamelabFile(path, doc->toGamelabFile()));
    auto file = readGamelabFile(path);
    QVERIFY(file);
    QCOMPARE(file->game["payoffs"][0][0].get<std::string>(), std::string("t"));
    QCOMPARE(file->game["payoffs"][2][0].get<std::string>(), std::string("2*t"));
    QCOMPARE(file->parameters["t"]["value"].get<std::string>(), toString(doc->parameterState().parameters.find("t")->value));
    auto reopened = StrategicDocument::fromGamelabFile(*file);
    QVERIFY(reopened);
    auto* again = static_cast<StrategicDocument*>(reopened->get());
    QCOMPARE(again->parameterState(), doc->parameterState());
    QCOMPARE(again->game().payoffs, doc->game().payoffs);
  }

  void zeroSumTypesAnExpressionAndRenames() {
    auto doc = testsupport::openDocument<MatrixDocument>(testsupport::kParamZeroSum);
    QCOMPARE(doc->game().at(0, 0), q("1"));
    MatrixEditor editor(doc.get());
    showAndFocus(editor, editor.model()->index(1, 1));
    typeIntoCell(QStringLiteral("2*t"));
    QCOMPARE(doc->game().at(1, 1), q("2"));
    QCOMPARE(doc->expression(1, 1), std::string("2*t"));
    QCOMPARE(editor.model()->index(1, 1).data(Qt::DisplayRole).toString(), QStringLiteral("2*t = 2"));

    typeIntoCell(QStringLiteral("3*"));
    QVERIFY2(editor.statusText().contains(QStringLiteral("cell")), qPrintable(editor.statusText()));
    escape();
    editor.view()->setFocus();
    typeIntoCell(QStringLiteral("u+1"));
    QVERIFY2(editor.statusText().contains(QStringLiteral("\"u\"")), qPrintable(editor.statusText()));
    escape();
    QCOMPARE(doc->expression(1, 1), std::string("2*t"));

    // The value field: exact text; outside the range is refused.
    QLineEdit* value = editor.parameterPanel()->valueEdit("t");
    value->setFocus();
    value->selectAll();
    testsupport::typeToFocus(QStringLiteral("1/2"), Qt::Key_Return);
    QCOMPARE(doc->game().at(0, 0), q("1/2"));
    QCOMPARE(doc->game().at(1, 1), q("1"));
    value->selectAll();
    testsupport::typeToFocus(QStringLiteral("5"), Qt::Key_Return);
    QVERIFY2(editor.statusText().contains(QStringLiteral("range")), qPrintable(editor.statusText()));
    QCOMPARE(doc->game().at(0, 0), q("1/2"));

    // Rename: every expression follows; deleting and restoring a row carries them.
    QVERIFY(renameParameter(doc.get(), "t", "p").isEmpty());
    QCOMPARE(doc->expression(1, 1), std::string("2*p"));
    QCOMPARE(doc->expression(0, 0), std::string("p"));
    QVERIFY(!renameParameter(doc.get(), "p", "2x").isEmpty());
    doc->undoStack()->undo();
    QCOMPARE(doc->expression(1, 1), std::string("2*t"));

    // A pole: 1/t is refused at t = 0 (the value stays), and so is typing it while t = 0.
    QVERIFY(editor.model()->setData(editor.model()->index(0, 1), QStringLiteral("1/t")));
    QCOMPARE(doc->game().at(0, 1), q("2"));
    const QString pole = setParameterValue(doc.get(), "t", q("0"));
    QVERIFY2(pole.contains(QStringLiteral("divides by zero")), qPrintable(pole));
    QCOMPARE(doc->parameterState().parameters.find("t")->value, q("1/2"));
    doc->undoStack()->undo();
    QCOMPARE(doc->expression(0, 1), std::string());
    QCOMPARE(doc->game().at(0, 1), q("-1"));

    // Add a second parameter; it is unused and can be removed.
    QVERIFY(addParameter(doc.get()).isEmpty());
    QVERIFY(doc->parameterState().parameters.find("t2"));
    QVERIFY(editor.parameterPanel()->slider("t2"));
    QVERIFY(removeParameter(doc.get(), "t2").isEmpty());
    QVERIFY(!removeParameter(doc.get(), "t").isEmpty());

    // +c wraps the expressions; undo restores them.
    const ParameterState before = doc->parameterState();
    doc->addConstant(q("3"));
    QCOMPARE(doc->expression(0, 0), std::string("(t) + 3"));
    QCOMPARE(doc->game().at(0, 0), q("7/2"));

    // Save and reopen.
    auto file = parseGamelab(serializeGamelab(doc->toGamelabFile()), "again.gamelab");
    QVERIFY(file);
    auto reopened = MatrixDocument::fromGamelabFile(*file);
    QVERIFY(reopened);
    QCOMPARE(static_cast<MatrixDocument*>(reopened->get())->parameterState(), doc->parameterState());
    QCOMPARE(static_cast<MatrixDocument*>(reopened->get())->game().payoffs, doc->game().payoffs);
  }

  /// A mouse drag of the slider is one undo step; the steps re-analyse at once (light), and the
  /// release runs the full analysis (with refinements).
  void sliderDragIsOneStep() {
    auto doc = testsupport::openDocument<StrategicDocument>(testsupport::kParamBoS);
    StrategicEditor editor(doc.get());
    showAndFocus(editor, editor.model()->index(0, 0));
    QSlider* slider = editor.parameterPanel()->slider("t");
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = Qt::Horizontal;
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = option.sliderValue = slider->value();
    const QPoint handle =
        slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider).center();
    const int steps = doc->undoStack()->count();
    QTest::mousePress(slider, Qt::LeftButton, {}, handle);
    QVERIFY(editor.parameterPanel()->isDragging());
    QTest::mouseMove(slider, handle + QPoint(20, 0));
    QTest::mouseMove(slider, handle + QPoint(40, 0));
    QVERIFY(doc->parameterState().parameters.find("t")->value > q("2"));
    QTest::mouseRelease(slider, Qt::LeftButton, {}, handle + QPoint(40, 0));
    QVERIFY(!editor.parameterPanel()->isDragging());
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    const Rational t = doc->parameterState().parameters.find("t")->value;
    QCOMPARE(doc->game().payoff(0, 0), t);
    QTRY_VERIFY_WITH_TIMEOUT(editor.model()->analysis() && editor.model()->analysis()->game.payoff(0, 0) == t &&
                                 editor.model()->analysis()->refinements.has_value(),
                             20000);
    doc->undoStack()->undo();
    QCOMPARE(doc->game().payoff(0, 0), q("2"));
  }

  /// Adding and removing a player, and converting between the zero-sum and strategic
  /// documents, carry the expressions and the parameters.
  void playersAndConversionsCarryExpressions() {
    auto doc = testsupport::openDocument<StrategicDocument>(testsupport::kParamBoS);
    const ParameterState before = doc->parameterState();
    doc->undoStack()->push(new AddPlayerCommand(doc.get(), 2));
    QCOMPARE(doc->players(), std::size_t(3));
    QCOMPARE(doc->expression(0, 0), std::string("t"));
    QCOMPARE(doc->expression(4, 0), std::string("t"));  // the new player's strategy 2 copies strategy 1
    QCOMPARE(doc->expression(7, 1), std::string("t - 1"));
    QCOMPARE(doc->expression(0, 2), std::string());
    doc->undoStack()->push(new RemovePlayerCommand(doc.get(), 0, 1));  // Alice plays F
    QCOMPARE(doc->players(), std::size_t(2));
    QCOMPARE(doc->expression(1, 0), std::string("t - 1"));  // Bob at F, the third player at 1
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->parameterState(), before);

    auto zero = testsupport::openDocument<MatrixDocument>(testsupport::kParamZeroSum);
    DocumentPtr general = toGeneralSumDocument(*zero);
    auto* strategic = static_cast<StrategicDocument*>(general.get());
    QCOMPARE(strategic->expression(0, 0), std::string("t"));
    QCOMPARE(strategic->expression(0, 1), std::string("-(t)"));
    QCOMPARE(strategic->game().payoff(0, 1), q("-1"));
    QCOMPARE(strategic->parameterState().parameters, zero->parameterState().parameters);
    auto back = toZeroSumDocument(*strategic);
    QVERIFY(back);
    QCOMPARE(static_cast<MatrixDocument*>(back->get())->parameterState(), zero->parameterState());
  }

  /// A document whose expression names an undeclared parameter does not open; the error says
  /// which name and where (the open-error path shows errorText).
  void openRefusesAnUnknownParameter() {
    std::string text = testsupport::kParamBoS;
    text.replace(text.find("\"t - 1\""), 7, "\"u - 1\"");
    auto file = parseGamelab(text, "bad.gamelab");
    QVERIFY(file);
    auto doc = StrategicDocument::fromGamelabFile(*file);
    QVERIFY(!doc);
    const QString message = errorText(doc.error());
    QVERIFY2(message.contains(QStringLiteral("\"u\"")) && message.contains(QStringLiteral("payoffs/3/1")), qPrintable(message));
  }

  /// The first parameter of a document without any: the toolbar action (Ctrl+Shift+P).
  void addTheFirstParameter() {
    MatrixDocument doc(MatrixGame::fromText({{"1", "0"}, {"0", "1"}}));
    MatrixEditor editor(&doc);
    editor.show();
    QVERIFY(!editor.parameterPanel()->isVisible());
    QAction* add = nullptr;
    for (QAction* a : editor.actions())
      if (a->objectName() == QLatin1String("addParameter")) add = a;
    QVERIFY(add);
    add->trigger();
    QVERIFY(editor.parameterPanel()->isVisible());
    QVERIFY(doc.parameterState().parameters.find("t"));
    doc.undoStack()->undo();
    QVERIFY(doc.parameterState().parameters.empty());
    QVERIFY(!editor.parameterPanel()->isVisible());
  }
};

QTEST_MAIN(TestParameterEditors)
#include "test_parametereditors.moc"
