#include "ui/partizan/partizankind.h"

#include "core/io/documentkind.h"
#include "core/partizan/partizanexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/statekind.h"
#include "ui/partizan/partizananalysis.h"
#include "ui/partizan/partizandocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

void registerPartizanKind() {
  installPartizanPages();
  StateKind<PartizanDocument> kind;
  kind.kind = documentkind::kPartizan;
  kind.newLabel = QCoreApplication::translate("PartizanKind", "New partizan game");
  kind.newDescription = QCoreApplication::translate("PartizanKind",
                                                    "Short partizan games: sums of expressions, Domineering, Hackenbush, "
                                                    "Toads and Frogs and Cutcake positions; canonical forms, comparison, "
                                                    "thermographs, play");
  kind.newTitle = QCoreApplication::translate("PartizanKind", "Partizan game");
  kind.newState.components.push_back({partizan::Position{partizan::Ruleset::Expression, "{0|*}"}, {}});
  kind.examplesSection = QCoreApplication::translate("PartizanExamples", "Sums of partizan games (CGT)");
  for (const auto& example : partizanExamples())
    kind.examples.push_back(
        {QString::fromStdString(example.id), translatedExampleTitle("PartizanExamples", example.id, example.englishTitle),
         example.testCase.empty()
             ? QCoreApplication::translate("PartizanExamples", "A position to analyse and play")
             : QCoreApplication::translate("PartizanExamples", "Spec case %1").arg(QString::fromStdString(example.testCase)),
         example.session});
  registerStateKind(kind);
}

}  // namespace gamelab::ui
