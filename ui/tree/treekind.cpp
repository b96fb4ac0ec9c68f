#include "ui/tree/treekind.h"

#include "core/io/documentkind.h"
#include "core/io/efg.h"
#include "core/io/gameloader.h"
#include "core/models/treeexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/tree/treedocument.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gamelab::ui {

/// Translation context of this file's strings.
class TreeKindText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::TreeKindText)
};

namespace {

/// Titles of the built-in trees for translation, keyed by TreeExample::id.
const ExampleTitle kExampleTitles[] = {
    QT_TRANSLATE_NOOP3("TreeExamples", "Basic Endgame in poker", "basic-endgame"),
    QT_TRANSLATE_NOOP3("TreeExamples", "A simultaneous 2×4 game as a tree", "simultaneous-2x4"),
    QT_TRANSLATE_NOOP3("TreeExamples", "The Silver Dollar", "silver-dollar"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Two Guesses for the Silver Dollar", "two-guesses"),
    QT_TRANSLATE_NOOP3("TreeExamples", "A Statistical Game", "statistical-game"),
    QT_TRANSLATE_NOOP3("TreeExamples", "The Forgetful Player", "forgetful-player"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Kuhn poker", "kuhn-poker"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Generalised Basic Endgame (p = 1/2, bet 1)", "generalised-endgame"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Coins A and B", "coins-a-b"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Beasley's game", "beasley"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Subgame perfection (a credible threat?)", "subgame-perfection"),
    QT_TRANSLATE_NOOP3("TreeExamples", "Centipede game, 6 moves (textbook payoffs; not from the source)", "centipede"),
};


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
  return translatedExampleTitle("TreeExamples", kExampleTitles, id, englishTitle);
}

GameTree newGameTree() {
  GameTree tree(2);
  tree.playerNames = {"I", "II"};
  tree.makeDecision(tree.root(), 0, 2);
  return tree;
}

void registerTreeKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kTree), &TreeDocument::fromGamelabFile);
  registerImporter(Importer{QStringLiteral("efg"), TreeKindText::tr("Gambit extensive form (*.efg)"), &importEfgFile});
  registerNewDocumentAction(
      QStringLiteral("tree"), TreeKindText::tr("New game tree"), [] { return DocumentPtr(std::make_unique<TreeDocument>(newGameTree())); },
      TreeKindText::tr("Moves, chance, information sets and payoffs drawn as a tree: subgame-perfect equilibria, the strategic "
         "form, the sequence form"));
  const QString section = QCoreApplication::translate("TreeExamples", "Game trees (Ferguson, chapters 2–3)");
  for (const auto& example : treeExamples()) {
    const QString title = treeExampleTitle(example.id, example.englishTitle);
    const GameTree tree = example.tree;
    QString description = QCoreApplication::translate("TreeExamples", "§%1").arg(QString::fromStdString(example.section));
    if (!example.testCase.empty()) description += QStringLiteral(", ") + QString::fromStdString(example.testCase);
    registerExample(QStringLiteral("tree-") + QString::fromStdString(example.id), title, section, QString(),
                    [tree, title] {
                      auto doc = std::make_unique<TreeDocument>(tree);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    description);
  }
}

}  // namespace gamelab::ui
