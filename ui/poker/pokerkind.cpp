#include "ui/poker/pokerkind.h"

#include "core/io/documentkind.h"
#include "core/poker/pokerexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/poker/pokerdocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString pokerExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("PokerExamples", id, englishTitle);
}

void registerPokerKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kPoker), &PokerDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("poker"), QCoreApplication::translate("PokerKind", "New continuous poker model"),
      [] {
        auto doc = std::make_unique<PokerDocument>();
        doc->setTitle(QCoreApplication::translate("PokerKind", "Continuous poker"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("PokerKind",
                                  "La Relance, von Neumann's poker, check-back: optimal thresholds and value against "
                                  "the bet size, the discretised game"));
  const QString section = QCoreApplication::translate("PokerExamples", "Continuous poker (Ferguson, §2.7)");
  for (const auto& example : pokerExamples()) {
    const QString title = pokerExampleTitle(example.id, example.englishTitle);
    const PokerGame game = example.game;
    registerExample(QStringLiteral("poker-") + QString::fromStdString(example.id), title, section, {},
                    [game, title] {
                      auto doc = std::make_unique<PokerDocument>(game);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    QCoreApplication::translate("PokerExamples", "Section %1, spec case %2")
                        .arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase)));
  }
}

}  // namespace gamelab::ui
