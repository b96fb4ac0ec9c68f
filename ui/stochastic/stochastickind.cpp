#include "ui/stochastic/stochastickind.h"

#include "core/io/documentkind.h"
#include "core/stochastic/multistageexamples.h"
#include "core/stochastic/stochasticexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/stochastic/stochasticdocument.h"

#include <QCoreApplication>

#include <vector>

namespace gamelab::ui {

void registerStochasticKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kStochastic), &StochasticDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("stochastic"), QCoreApplication::translate("StochasticKind", "New stochastic game"),
      [] {
        auto doc = std::make_unique<StochasticDocument>();
        doc->setTitle(QCoreApplication::translate("StochasticKind", "Stochastic game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("StochasticKind",
                                  "Stochastic, recursive and multistage games: states whose cells move to other "
                                  "states; exact values, stationary strategies, Shapley iteration"));
  const QString section =
      QCoreApplication::translate("StochasticExamples", "Recursive and stochastic games (Ferguson, §2.6)");
  std::vector<StochasticExample> examples = stochasticExamples();
  const auto& multistage = multistageExamples();
  examples.insert(examples.end(), multistage.begin(), multistage.end());
  for (const auto& example : examples) {
    const QString title = translatedExampleTitle("StochasticExamples", example.id, example.englishTitle);
    StochasticDraft draft;
    draft.game = example.game;
    registerExample(QStringLiteral("stochastic-") + QString::fromStdString(example.id), title, section, {},
                    [draft, title] {
                      auto doc = std::make_unique<StochasticDocument>(draft);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    QCoreApplication::translate("StochasticExamples", "Section %1, digest case %2")
                        .arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase)));
  }
}

}  // namespace gamelab::ui
