#include "ui/duopoly/duopolykind.h"

#include "core/io/documentkind.h"
#include "core/duopoly/duopolyexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/duopoly/duopolydocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString duopolyExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("DuopolyExamples", id, englishTitle);
}

void registerDuopolyKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kDuopoly), &DuopolyDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("duopoly"), QCoreApplication::translate("DuopolyKind", "New duopoly model"),
      [] {
        auto doc = std::make_unique<DuopolyDocument>();
        doc->setTitle(QCoreApplication::translate("DuopolyKind", "Duopoly"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("DuopolyKind",
                                  "Cournot, Bertrand, Stackelberg, entry deterrence: equilibrium, monopoly and cartel, "
                                  "reaction curves"));
  const QString section = QCoreApplication::translate("DuopolyExamples", "Duopoly models (Ferguson, §3.3)");
  for (const auto& example : duopolyExamples()) {
    const QString title = duopolyExampleTitle(example.id, example.englishTitle);
    const DuopolyMarket market = example.market;
    registerExample(QStringLiteral("duopoly-") + QString::fromStdString(example.id), title, section, {},
                    [market, title] {
                      auto doc = std::make_unique<DuopolyDocument>(market);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    QCoreApplication::translate("DuopolyExamples", "Section %1, digest case %2")
                        .arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase)));
  }
}

}  // namespace gamelab::ui
