#include "ui/matrix/matrixconversion.h"

#include "ui/matrix/matrixdocument.h"
#include "ui/strategic/strategicdocument.h"

#include <QCoreApplication>
#include <QWidget>

namespace gamelab::ui {

Expected<DocumentPtr> toZeroSumDocument(const StrategicDocument& doc) {
  auto game = toZeroSum(doc.game());
  if (!game) return game.error();
  auto result = std::make_unique<MatrixDocument>(std::move(game.value()));
  // The parameters and player 1's expressions come along (A is player 1's payoffs).
  ParameterState state{doc.parameterState().parameters, {}};
  state.expressions.resize(result->rowCount() * result->colCount());
  for (std::size_t i = 0; i < result->rowCount(); ++i)
    for (std::size_t j = 0; j < result->colCount(); ++j)
      state.expressions[i * result->colCount() + j] = doc.expression(doc.game().profileIndex({i, j}), 0);
  result->replaceParameterState(state);
  result->setTitle(QCoreApplication::translate("StrategicConversion", "%1 (zero-sum)").arg(doc.displayName()));
  return DocumentPtr(std::move(result));
}

DocumentPtr toGeneralSumDocument(const MatrixDocument& doc) {
  auto result = std::make_unique<StrategicDocument>(fromZeroSum(doc.game()));
  // The parameters come along; an expression e of A gives e and -(e).
  ParameterState state{doc.parameterState().parameters, {}};
  state.expressions.resize(result->game().payoffs.size());
  for (std::size_t i = 0; i < doc.rowCount(); ++i)
    for (std::size_t j = 0; j < doc.colCount(); ++j)
      if (const std::string& e = doc.expression(i, j); !e.empty()) {
        const std::size_t t = result->game().profileIndex({i, j});
        state.expressions[t * 2] = e;
        state.expressions[t * 2 + 1] = "-(" + e + ")";
      }
  result->replaceParameterState(state);
  result->setTitle(QCoreApplication::translate("StrategicConversion", "%1 (general-sum)").arg(doc.displayName()));
  return result;
}

}  // namespace gamelab::ui
