#include "ui/tree/treekind.h"

#include "core/io/efg.h"
#include "core/io/gameloader.h"
#include "ui/document/documentregistry.h"
#include "ui/tree/treedocument.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gamelab::ui {

namespace {

struct ExampleTitle {
  const char* title;
  const char* id;
};
/// Titles of the built-in trees for translation, keyed by TreeExample::id.
const ExampleTitle kExampleTitles[] = {
    QT_TRANSLATE_NOOP3("TreeExamples", "Basic Endgame", "basic-endgame"),
    QT_TRANSLATE_NOOP3("TreeExamples", "The Silver Dollar", "silver-dollar"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Two Guesses", "two-guesses"),
    QT_TRANSLATE_NOOP3("TreeExamples", "A statistical game", "statistical-game"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Coins A and B", "coins-a-b"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Beasley's game", "beasley"),
    QT_TRANSLATE_NOOP3("TreeExamples", "The Forgetful Player", "forgetful-player"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Kuhn poker", "kuhn-poker"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Leduc hold'em", "leduc-poker"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Centipede game", "centipede"),
};

QString tr(const char* text) { return QCoreApplication::translate("TreeKind", text); }

Expected<DocumentPtr> importEfgFile(const QString& path) {
  auto text = readTextFile(path.toStdString());
  if (!text) return text.error();
  auto tree = parseEfg(text.value(), QFileInfo(path).fileName().toStdString());
  if (!tree) return tree.error();
  const QString title = tree->title.empty() ? QFileInfo(path).completeBaseName() : QString::fromStdString(tree->title);
  auto doc = std::make_unique<TreeDocument>(std::move(tree.value()));
  doc->setTitle(title);
  return DocumentPtr(std::move(doc));
}

}  // namespace

QString treeExampleTitle(const std::string& id, const std::string& englishTitle) {
  for (const auto& t : kExampleTitles)
    if (id == t.id) return QCoreApplication::translate("TreeExamples", t.title, t.id);
  return QCoreApplication::translate("TreeExamples", englishTitle.c_str(), id.c_str());
}

GameTree newGameTree() {
  GameTree tree(2);
  tree.playerNames = {"I", "II"};
  tree.makeDecision(tree.root(), 0, 2);
  return tree;
}

void registerTreeKind() {
  registerDocumentKind(QStringLiteral("tree"), &TreeDocument::fromGamelabFile);
  registerImporter(Importer{QStringLiteral("efg"), tr("Gambit extensive form (*.efg)"), &importEfgFile});
  registerNewDocumentAction(
      QStringLiteral("tree"), tr("New game tree"), [] { return DocumentPtr(std::make_unique<TreeDocument>(newGameTree())); },
      tr("Moves, chance, information sets and payoffs drawn as a tree: subgame-perfect equilibria, the strategic "
         "form, the sequence form"));
  // The start-page examples (core/models/treeexamples.h) are registered once they are implemented.
}

}  // namespace gamelab::ui
