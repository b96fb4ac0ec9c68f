/// Parameters in the tree editor, on the one-card poker document whose deal is p
/// (resources/examples/poker.gamelab): it opens with its parameter and expressions; changing p in
/// the Parameters panel (typed; a slider drag is one step, a key press on it another)
/// re-evaluates the chance probabilities and the value, and undo restores both; saved and
/// reopened unchanged; an expression typed on a chance edge or at a leaf is kept, a bad one
/// refused naming the node; copy/paste keeps expressions; a panel value sending a probability
/// below 0 is a listed problem.
#include "core/io/gamelabfile.h"
#include "core/tree/treejson.h"
#include "tests/support/analysiswait.h"
#include "tests/support/exactnumbers.h"
#include "ui/common/numberformat.h"
#include "ui/parameters/parametercommands.h"
#include "ui/parameters/parameterpanel.h"
#include "ui/tree/treeanalysis.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treeeditor.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treevalidationlist.h"
#include "ui/tree/treeview.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

using gamelab::testsupport::q;

const std::string kPoker = std::string(GAMELAB_TEST_DATA) + "/../../resources/examples/poker.gamelab";

std::unique_ptr<TreeDocument> openPoker() {
  auto file = readGamelabFile(kPoker);
  if (!file) return nullptr;
  auto doc = TreeDocument::fromGamelabFile(*file);
  if (!doc) return nullptr;
  return std::unique_ptr<TreeDocument>(static_cast<TreeDocument*>(doc->release()));
}

/// The value to player I the analysis panel shows next (waits for the run).
Rational nextValue(TreeEditor& editor) {
  TreeAnalysisPanel* panel = editor.analysisPanel();
  if (!testsupport::waitForAnalysis(panel)) return Rational(-99);
  const auto& result = panel->analysis()->sequenceForm;
  if (!result || !*result) return Rational(-99);
  return (*result)->value;
}

const InfoSet& deal(const TreeDocument& doc) { return doc.tree().infoSets[std::size_t(doc.tree().node(0).infoSet)]; }

}  // namespace

class TestTreeParameters : public QObject {
  Q_OBJECT

 private slots:
  void changeUndoSaveReopen() {
    auto doc = openPoker();
    QVERIFY(doc);
    QCOMPARE(doc->parameters().list.size(), std::size_t(1));
    QCOMPARE(deal(*doc).probabilityExpressions, (std::vector<std::string>{"p", "1-p"}));
    TreeEditor editor(doc.get());
    editor.resize(1400, 800);
    editor.show();
    QCOMPARE(nextValue(editor), q("1/3"));  // 8p/3 − 1 at p = 1/2
    QCOMPARE(editor.view()->geometry().probabilityText(1), QStringLiteral("p = 1/2"));

    // Typed in the strip: p = 1/4.
    QLineEdit* value = editor.parameterPanel()->valueEdit("p");
    QVERIFY(value && value->isVisible());
    QCOMPARE(value->text(), QStringLiteral("1/2"));
    const int steps = doc->undoStack()->count();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("1/4"));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(doc->parameters().list[0].value, q("1/4"));
    QCOMPARE(deal(*doc).probabilities, (RationalVector{q("1/4"), q("3/4")}));
    QCOMPARE(editor.view()->geometry().probabilityText(2), QStringLiteral("1-p = 3/4"));
    QCOMPARE(nextValue(editor), q("-1/3"));

    // Undo: p, the tree and the value are back.
    doc->undoStack()->undo();
    QCOMPARE(doc->parameters().list[0].value, q("1/2"));
    QCOMPARE(deal(*doc).probabilities, (RationalVector{q("1/2"), q("1/2")}));
    QCOMPARE(value->text(), QStringLiteral("1/2"));
    QCOMPARE(nextValue(editor), q("1/3"));

    // A slider drag is one step; a key press on the slider another.
    QSlider* slider = editor.parameterPanel()->slider("p");
    QVERIFY(slider && slider->isVisible());
    const int positions = ParameterPanel::kSliderSteps;
    QCOMPARE(slider->value(), positions / 2);
    const int before = doc->undoStack()->index();
    slider->setSliderDown(true);
    for (int k = 1; k <= 3; ++k) slider->setValue(positions / 2 + 10 * k);
    slider->setSliderDown(false);
    QCOMPARE(doc->undoStack()->index(), before + 1);
    const Rational dragged = sliderValue(q("0"), q("1"), positions / 2 + 30, positions);
    QCOMPARE(doc->parameters().list[0].value, dragged);
    QCOMPARE(value->text(), formatRational(dragged));
    QCOMPARE(deal(*doc).probabilities[1], 1 - dragged);
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(doc->undoStack()->index(), before + 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->parameters().list[0].value, q("1/2"));
    QCOMPARE(slider->value(), positions / 2);
    QCOMPARE(deal(*doc).probabilities, (RationalVector{q("1/2"), q("1/2")}));

    // A value outside [0, 1] is refused.
    QVERIFY(!doc->setParameterValue("p", q("3/2")).isEmpty());
    QCOMPARE(doc->parameters().list[0].value, q("1/2"));

    // Saved and reopened: the same document.
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("poker.gamelab")).toStdString();
    const GamelabFile saved = doc->toGamelabFile();
    QVERIFY(writeGamelabFile(path, saved).hasValue());
    auto original = readGamelabFile(kPoker);
    QVERIFY(original.hasValue());
    QCOMPARE(saved.game, original->game);
    QCOMPARE(saved.parameters, original->parameters);
    auto file = readGamelabFile(path);
    QVERIFY(file.hasValue());
    auto reopened = TreeDocument::fromGamelabFile(*file);
    QVERIFY(reopened.hasValue());
    auto* again = static_cast<TreeDocument*>(reopened->get());
    QVERIFY(again->tree() == doc->tree());
    QVERIFY(again->parameters() == doc->parameters());
    QCOMPARE(again->toGamelabFile().game, saved.game);
  }

  void expressionsTypedInTheTree() {
    auto doc = openPoker();
    QVERIFY(doc);
    TreeEditor editor(doc.get());
    editor.resize(1400, 800);
    editor.show();
    TreeView* view = editor.view();
    const int steps = doc->undoStack()->count();

    // The editor starts from the expression, not its value.
    QVERIFY(view->editPart(TreeGeometry::Part::Probability, 2));
    QCOMPARE(view->inPlaceEditor()->text(), QStringLiteral("1-p"));
    // An unknown name is refused, naming the node and the parameter.
    view->inPlaceEditor()->setText(QStringLiteral("1 - q"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QCOMPARE(doc->undoStack()->count(), steps);
    QVERIFY(view->inPlaceEditor());
    QVERIFY2(editor.statusText().contains(QStringLiteral("node 1")), qPrintable(editor.statusText()));
    QVERIFY2(editor.statusText().contains(QStringLiteral("q")), qPrintable(editor.statusText()));
    // A value outside [0, 1] is refused.
    view->inPlaceEditor()->setText(QStringLiteral("p + 1"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QCOMPARE(doc->undoStack()->count(), steps);
    QVERIFY2(editor.statusText().contains(QStringLiteral("between 0 and 1")), qPrintable(editor.statusText()));
    // Bad syntax is refused.
    view->inPlaceEditor()->setText(QStringLiteral("(1 - p"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QCOMPARE(doc->undoStack()->count(), steps);
    // A good one is kept as text.
    view->inPlaceEditor()->setText(QStringLiteral("(1 - p)"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QVERIFY(!view->inPlaceEditor());
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(deal(*doc).probabilityExpressions[1], std::string("(1 - p)"));

    // A payoff expression at a leaf (zero-sum: II's is its negative), re-evaluated with p.
    const NodeId leaf = doc->tree().nodeAt({0, 1});  // high card, check
    QVERIFY(view->editPart(TreeGeometry::Part::Payoff, leaf));
    view->inPlaceEditor()->setText(QStringLiteral("1 + p"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Return);
    QVERIFY2(!view->inPlaceEditor(), qPrintable(editor.statusText()));
    QCOMPARE(doc->tree().accumulatedPayoff(leaf), (RationalVector{q("3/2"), q("-3/2")}));
    QVERIFY(doc->setParameterValue("p", q("1/3")).isEmpty());
    QCOMPARE(doc->tree().accumulatedPayoff(leaf), (RationalVector{q("4/3"), q("-4/3")}));
    QCOMPARE(deal(*doc).probabilities, (RationalVector{q("1/3"), q("2/3")}));
    QCOMPARE(view->geometry().payoffLines(leaf), QStringList{QStringLiteral("1 + p = 4/3")});
    QVERIFY(view->editPart(TreeGeometry::Part::Payoff, leaf));
    QCOMPARE(view->inPlaceEditor()->text(), QStringLiteral("1 + p"));
    QTest::keyClick(view->inPlaceEditor(), Qt::Key_Escape);
    // Saved: the texts are in the file.
    const GamelabFile file = doc->toGamelabFile();
    const int outcome = doc->tree().node(leaf).outcome;
    const nlohmann::json texts = {"1 + p", "-(1 + p)"};
    QCOMPARE(file.game["outcomes"][std::size_t(outcome)]["payoffs"], texts);
    // Undo all: the document as opened.
    while (doc->undoStack()->canUndo()) doc->undoStack()->undo();
    auto fresh = openPoker();
    QVERIFY(doc->tree() == fresh->tree());
    QVERIFY(doc->parameters() == fresh->parameters());
  }

  void renameAndRemoveThroughThePanel() {
    auto doc = openPoker();
    QVERIFY(doc);
    TreeEditor editor(doc.get());
    QVERIFY(renameParameter(doc.get(), "p", "deal").isEmpty());
    QCOMPARE(deal(*doc).probabilityExpressions, (std::vector<std::string>{"deal", "1-deal"}));
    QVERIFY(doc->parameters().find("deal"));
    QVERIFY(!removeParameter(doc.get(), "deal").isEmpty());  // still used
    doc->undoStack()->undo();
    QCOMPARE(deal(*doc).probabilityExpressions, (std::vector<std::string>{"p", "1-p"}));
    // Added from the editor's action: "t", unused, shown in the panel.
    editor.action(QStringLiteral("addParameter"))->trigger();
    QVERIFY(doc->parameters().find("t"));
    QVERIFY(editor.parameterPanel()->valueEdit("t"));
    QVERIFY(removeParameter(doc.get(), "t").isEmpty());
    QVERIFY(!doc->parameters().find("t"));
  }

  void copyPasteKeepsExpressions() {
    auto doc = openPoker();
    QVERIFY(doc);
    TreeEditor editor(doc.get());
    editor.view()->selectNode(0);
    editor.copySubtree();
    editor.view()->selectNode(doc->tree().nodeAt({0, 1}));  // a leaf
    QVERIFY2(editor.pasteSubtree(), qPrintable(editor.statusText()));
    const NodeId pasted = doc->tree().nodeAt({0, 1});
    const InfoSet& set = doc->tree().infoSets[std::size_t(doc->tree().node(pasted).infoSet)];
    QCOMPARE(set.probabilityExpressions, (std::vector<std::string>{"p", "1-p"}));
    QVERIFY(doc->setParameterValue("p", q("1/5")).isEmpty());
    const InfoSet& moved = doc->tree().infoSets[std::size_t(doc->tree().node(pasted).infoSet)];
    QCOMPARE(moved.probabilities, (RationalVector{q("1/5"), q("4/5")}));
  }

  void probabilityLeavingTheUnitIntervalIsAProblem() {
    auto doc = openPoker();
    QVERIFY(doc);
    TreeEditor editor(doc.get());
    QCOMPARE(editor.validationList()->count(), 1);  // "No problems"
    QVERIFY(setParameterRange(doc.get(), "p", q("0"), q("2")).isEmpty());
    QVERIFY(setParameterValue(doc.get(), "p", q("3/2")).isEmpty());
    QCOMPARE(deal(*doc).probabilities, (RationalVector{q("3/2"), q("-1/2")}));
    const QString problem = editor.validationList()->item(0)->text();
    QVERIFY2(problem.contains(QStringLiteral("negative")), qPrintable(problem));
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(deal(*doc).probabilities, (RationalVector{q("1/2"), q("1/2")}));
    QVERIFY(doc->parameters() == openPoker()->parameters());
  }
};

QTEST_MAIN(TestTreeParameters)
#include "test_treeparameters.moc"
