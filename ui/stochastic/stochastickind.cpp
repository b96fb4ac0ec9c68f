#include "ui/stochastic/stochastickind.h"

#include "core/io/documentkind.h"
#include "core/stochastic/multistageexamples.h"
#include "core/stochastic/stochasticexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/statekind.h"
#include "ui/stochastic/stochasticdocument.h"

#include <QCoreApplication>

#include <vector>

namespace gamelab::ui {

void registerStochasticKind() {
  StateKind<StochasticDocument> kind;
  kind.kind = documentkind::kStochastic;
  kind.newLabel = QCoreApplication::translate("StochasticKind", "New stochastic game");
  kind.newDescription = QCoreApplication::translate("StochasticKind",
                                                    "Stochastic, recursive and multistage games: states whose cells move "
                                                    "to other states; exact values, stationary strategies, Shapley iteration");
  kind.newTitle = QCoreApplication::translate("StochasticKind", "Stochastic game");
  kind.newState = newStochasticDraft();
  kind.examplesSection =
      QCoreApplication::translate("StochasticExamples", "Recursive and stochastic games (Ferguson, §2.6)");
  std::vector<StochasticExample> examples = stochasticExamples();
  const auto& multistage = multistageExamples();
  examples.insert(examples.end(), multistage.begin(), multistage.end());
  for (const auto& example : examples) {
    StochasticDraft draft;
    draft.game = example.game;
    kind.examples.push_back({QString::fromStdString(example.id),
                             translatedExampleTitle("StochasticExamples", example.id, example.englishTitle),
                             QCoreApplication::translate("StochasticExamples", "Section %1, digest case %2")
                                 .arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase)),
                             std::move(draft)});
  }
  registerStateKind(kind);
}

}  // namespace gamelab::ui
