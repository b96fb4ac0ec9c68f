#include "ui/tree/treekind.h"

#include "core/io/documentkind.h"
#include "core/tree/efg.h"
#include "core/strategic/gameloader.h"
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/kingmakerexamples.h"
#include "core/tree/treeexamples.h"
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
  return translatedExampleTitle("TreeExamples", id, englishTitle);
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
      QStringLiteral("tree"), TreeKindText::tr("New game tree"), [] {
        auto doc = std::make_unique<TreeDocument>(newGameTree());
        doc->setTitle(TreeKindText::tr("Game tree"));
        return DocumentPtr(std::move(doc));
      },
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
  const QString kingmakers = QCoreApplication::translate("TreeExamples", "Kingmakers in win/lose trees (thesis 001)");
  for (const auto& example : kingmakerExamples()) {
    const QString title = treeExampleTitle(example.id, example.englishTitle);
    const auto make = example.make;
    registerExample(QStringLiteral("tree-") + QString::fromStdString(example.id), title, kingmakers, QString(),
                    [make, title] {
                      GameTree tree = kingmaker::gameTreeOf(make());
                      tree.title = title.toStdString();
                      auto doc = std::make_unique<TreeDocument>(std::move(tree));
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    QCoreApplication::translate("TreeExamples", "Kingmaker thesis: %1").arg(QString::fromStdString(example.section)));
  }
}

}  // namespace gamelab::ui
