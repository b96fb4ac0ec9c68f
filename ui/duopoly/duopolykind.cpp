#include "ui/duopoly/duopolykind.h"

#include "core/duopoly/duopolyexamples.h"
#include "core/io/documentkind.h"
#include "ui/common/exampletitles.h"
#include "ui/document/statekind.h"
#include "ui/duopoly/duopolydocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString duopolyExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("DuopolyExamples", id, englishTitle);
}

void registerDuopolyKind() {
  StateKind<DuopolyDocument> kind;
  kind.kind = documentkind::kDuopoly;
  kind.newLabel = QCoreApplication::translate("DuopolyKind", "New duopoly model");
  kind.newDescription = QCoreApplication::translate(
      "DuopolyKind", "Cournot, Bertrand, Stackelberg, entry deterrence: equilibrium, monopoly and cartel, reaction curves");
  kind.newTitle = QCoreApplication::translate("DuopolyKind", "Duopoly");
  kind.examplesSection = QCoreApplication::translate("DuopolyExamples", "Duopoly models (Ferguson, §3.3)");
  for (const auto& example : duopolyExamples())
    kind.examples.push_back({QString::fromStdString(example.id), duopolyExampleTitle(example.id, example.englishTitle),
                             QCoreApplication::translate("DuopolyExamples", "Section %1, digest case %2")
                                 .arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase)),
                             example.market});
  registerStateKind(kind);
}

}  // namespace gamelab::ui
