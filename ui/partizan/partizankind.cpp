#include "ui/partizan/partizankind.h"

#include "core/io/documentkind.h"
#include "core/partizan/partizanexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/partizan/partizananalysis.h"
#include "ui/partizan/partizandocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

void registerPartizanKind() {
  installPartizanPages();
  registerDocumentKind(QString::fromLatin1(documentkind::kPartizan), &PartizanDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("partizan"), QCoreApplication::translate("PartizanKind", "New partizan game"),
      [] {
        partizan::PartizanSession session;
        session.components.push_back({partizan::Position{partizan::Ruleset::Expression, "{0|*}"}, {}});
        auto doc = std::make_unique<PartizanDocument>(std::move(session));
        doc->setTitle(QCoreApplication::translate("PartizanKind", "Partizan game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("PartizanKind",
                                  "Short partizan games: sums of expressions, Domineering, Hackenbush, Toads and "
                                  "Frogs and Cutcake positions; canonical forms, comparison, thermographs, play"));
  const QString section = QCoreApplication::translate("PartizanExamples", "Sums of partizan games (CGT)");
  for (const auto& example : partizanExamples()) {
    const QString title = translatedExampleTitle("PartizanExamples", example.id, example.englishTitle);
    const partizan::PartizanSession session = example.session;
    const QString detail =
        example.testCase.empty()
            ? QCoreApplication::translate("PartizanExamples", "A position to analyse and play")
            : QCoreApplication::translate("PartizanExamples", "Spec case %1").arg(QString::fromStdString(example.testCase));
    registerExample(QStringLiteral("partizan-") + QString::fromStdString(example.id), title, section, {},
                    [session, title] {
                      auto doc = std::make_unique<PartizanDocument>(session);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    detail);
  }
}

}  // namespace gamelab::ui
