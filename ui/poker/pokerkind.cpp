#include "ui/poker/pokerkind.h"

#include "core/io/documentkind.h"
#include "core/poker/pokerexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/statekind.h"
#include "ui/poker/pokerdocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString pokerExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("PokerExamples", id, englishTitle);
}

void registerPokerKind() {
  StateKind<PokerDocument> kind;
  kind.kind = documentkind::kPoker;
  kind.newLabel = QCoreApplication::translate("PokerKind", "New continuous poker model");
  kind.newDescription = QCoreApplication::translate(
      "PokerKind",
      "La Relance, von Neumann's poker, check-back: optimal thresholds and value against the bet size, the discretised game");
  kind.newTitle = QCoreApplication::translate("PokerKind", "Continuous poker");
  kind.examplesSection = QCoreApplication::translate("PokerExamples", "Continuous poker (Ferguson, §2.7)");
  for (const auto& example : pokerExamples())
    kind.examples.push_back({QString::fromStdString(example.id), pokerExampleTitle(example.id, example.englishTitle),
                             QCoreApplication::translate("PokerExamples", "Section %1, spec case %2")
                                 .arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase)),
                             example.game});
  registerStateKind(kind);
}

}  // namespace gamelab::ui
