/// StateDocument (ui/document/statedocument.h) and registerStateKind (ui/document/statekind.h)
/// driven with a toy state: edits, undo and redo, merging by key, the change signals, the
/// .gamelab round trip, and the registered kind, File ▸ New action and examples.
#include "core/io/gamelabfile.h"
#include "ui/document/documentregistry.h"
#include "ui/document/statedocument.h"
#include "ui/document/statekind.h"

#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include <string>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// The toy state: a name and a count.
struct Toy {
  std::string name = "toy";
  int count = 0;
  bool operator==(const Toy&) const = default;
};

/// The toy kind "toy": {"name": …, "count": …}; the count's parity is told by a signal of its own.
class ToyDocument : public StateDocument<ToyDocument, Toy> {
  Q_OBJECT
 public:
  explicit ToyDocument(Toy toy = {}, QObject* parent = nullptr) : StateDocument(std::move(toy), parent) {}
  QString kind() const override { return QStringLiteral("toy"); }
  QWidget* createEditor(QWidget* parent) override { return new QLabel(parent); }

  static void writeState(const Toy& toy, GamelabFile& file) {
    file.game = {{"name", toy.name}, {"count", toy.count}};
  }
  static Expected<Toy> readState(const GamelabFile& file) {
    if (!file.game.is_object() || !file.game.contains("count") || !file.game["count"].is_number_integer() ||
        !file.game.contains("name") || !file.game["name"].is_string())
      return makeError(ErrorCode::WrongShape, {"toy"});
    return Toy{file.game["name"].get<std::string>(), file.game["count"].get<int>()};
  }

 signals:
  void parityChanged();

 protected:
  void stateReplaced(const Toy& previous) override {
    if (previous.count % 2 != state().count % 2) emit parityChanged();
  }
};

Toy toy(const std::string& name, int count) { return Toy{name, count}; }

}  // namespace

class TestStateDocument : public QObject {
  Q_OBJECT
 private slots:
  void editUndoRedo() {
    ToyDocument doc;
    QSignalSpy states(&doc, &StateDocumentBase::stateChanged);
    QSignalSpy changes(&doc, &GameDocument::changed);
    QSignalSpy parity(&doc, &ToyDocument::parityChanged);
    doc.edit(toy("toy", 1), QStringLiteral("Count 1"));
    QCOMPARE(doc.state(), toy("toy", 1));
    QVERIFY(doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Count 1"));
    QCOMPARE(states.count(), 1);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(parity.count(), 1);

    doc.edit(toy("toy", 1), QStringLiteral("The same"));  // no step for the same state
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(states.count(), 1);

    doc.edit(toy("other", 1), QStringLiteral("Rename"));
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(parity.count(), 1);  // the count kept its parity
    doc.undoStack()->undo();
    QCOMPARE(doc.state(), toy("toy", 1));
    doc.undoStack()->undo();
    QCOMPARE(doc.state(), toy("toy", 0));
    QVERIFY(!doc.isModified());
    QCOMPARE(parity.count(), 2);
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    QCOMPARE(doc.state(), toy("other", 1));
    QCOMPARE(states.count(), 6);
    QCOMPARE(changes.count(), 6);
  }

  void editsWithOneKeyMerge() {
    ToyDocument doc;
    doc.edit(toy("t", 0), QStringLiteral("Type t"), 7);
    doc.edit(toy("to", 0), QStringLiteral("Type to"), 7);
    doc.edit(toy("tom", 0), QStringLiteral("Type tom"), 7);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Type t"));  // the first step's text
    doc.edit(toy("tom", 1), QStringLiteral("Count"), 8);  // another key: a new step
    doc.edit(toy("tom", 2), QStringLiteral("Count"));     // no key: never merges
    doc.edit(toy("tom", 3), QStringLiteral("Count"));
    QCOMPARE(doc.undoStack()->count(), 4);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.state(), toy("tom", 0));
    doc.undoStack()->undo();  // the merged step: back to before its first edit
    QCOMPARE(doc.state(), toy("toy", 0));
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QCOMPARE(doc.state(), toy("tom", 0));  // and forward to its last edit
  }

  void replaceStatePushesNoStep() {
    ToyDocument doc;
    QSignalSpy states(&doc, &StateDocumentBase::stateChanged);
    doc.replaceState(toy("direct", 4));
    QCOMPARE(doc.state(), toy("direct", 4));
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(states.count(), 1);
  }

  void saveAndReadBack() {
    ToyDocument doc(toy("saved", 5));
    doc.setTitle(QStringLiteral("A toy"));
    doc.edit(toy("saved", 6), QStringLiteral("Count 6"));
    const GamelabFile file = doc.toGamelabFile();
    QCOMPARE(QString::fromStdString(file.kind), QStringLiteral("toy"));
    QCOMPARE(QString::fromStdString(file.title), QStringLiteral("A toy"));
    const std::string text = serializeGamelab(file);
    auto parsed = parseGamelab(text, "toy.gamelab");
    QVERIFY(parsed.hasValue());
    auto reopened = ToyDocument::fromGamelabFile(*parsed);
    QVERIFY(reopened.hasValue());
    auto* back = qobject_cast<ToyDocument*>(reopened->get());
    QVERIFY(back);
    QCOMPARE(back->state(), toy("saved", 6));
    QCOMPARE(back->title(), QStringLiteral("A toy"));
    QVERIFY(!back->isModified());
    QCOMPARE(back->undoStack()->count(), 0);

    GamelabFile bad = file;
    bad.game = {{"count", "six"}};
    auto refused = ToyDocument::fromGamelabFile(bad);
    QVERIFY(!refused.hasValue());
    QCOMPARE(refused.error().code, ErrorCode::WrongShape);
  }

  void registeredKind() {
    clearDocumentRegistry();
    StateKind<ToyDocument> kind;
    kind.kind = "toy";
    kind.newLabel = QStringLiteral("New toy");
    kind.newDescription = QStringLiteral("A toy to count with");
    kind.newTitle = QStringLiteral("Toy");
    kind.newState = toy("fresh", 0);
    kind.examplesSection = QStringLiteral("Toys");
    kind.examples.push_back({QStringLiteral("three"), QStringLiteral("Three"), QStringLiteral("Counts 3"), toy("three", 3)});
    kind.examples.push_back({QStringLiteral("four"), QStringLiteral("Four"), QStringLiteral("Counts 4"), toy("four", 4)});
    registerStateKind(kind);

    const auto actions = newDocumentActions();
    QCOMPARE(actions.size(), 1);
    QCOMPARE(actions[0].kindId, QStringLiteral("toy"));
    QCOMPARE(actions[0].label, QStringLiteral("New toy"));
    QCOMPARE(actions[0].description, QStringLiteral("A toy to count with"));
    const DocumentPtr fresh = actions[0].factory();
    QCOMPARE(fresh->title(), QStringLiteral("Toy"));
    QCOMPARE(qobject_cast<ToyDocument*>(fresh.get())->state(), toy("fresh", 0));
    QVERIFY(!fresh->isModified());

    const auto listed = examples();
    QCOMPARE(listed.size(), 2);
    QCOMPARE(listed[0].id, QStringLiteral("toy-three"));
    QCOMPARE(listed[1].id, QStringLiteral("toy-four"));
    QCOMPARE(listed[1].title, QStringLiteral("Four"));
    QCOMPARE(listed[1].section, QStringLiteral("Toys"));
    QVERIFY(listed[1].group.isEmpty());
    QCOMPARE(listed[1].description, QStringLiteral("Counts 4"));
    const DocumentPtr four = listed[1].factory();
    QCOMPARE(four->title(), QStringLiteral("Four"));
    QCOMPARE(qobject_cast<ToyDocument*>(four.get())->state(), toy("four", 4));

    ToyDocument saved(toy("opened", 9));
    auto opened = createDocument(saved.toGamelabFile());  // through the registered kind
    QVERIFY(opened.hasValue());
    QCOMPARE(qobject_cast<ToyDocument*>(opened->get())->state(), toy("opened", 9));
    clearDocumentRegistry();
  }
};

QTEST_MAIN(TestStateDocument)
#include "test_statedocument.moc"
