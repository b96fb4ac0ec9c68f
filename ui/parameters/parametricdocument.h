#pragma once
/// What the Parameters panel edits: a document whose payoffs may hold expressions over declared
/// parameters (zero-sum matrices, strategic games). Implemented by the documents beside
/// GameDocument; their own signal tells the panel to refresh.
#include "ui/parameters/parameterstate.h"

#include <QString>

class QUndoStack;

namespace gamelab::ui {

class ParametricDocument {
 public:
  virtual ~ParametricDocument() = default;

  /// The stack every parameter edit is pushed on (the document's undo stack).
  virtual QUndoStack* parameterUndoStack() const = 0;
  virtual const ParameterState& parameterState() const = 0;
  /// Names the payoff at flat index `index` in messages (translated).
  virtual QString payoffPlace(std::size_t index) const = 0;
  /// The primitive of the parameter undo steps: sets `state` (same payoff count as now, every
  /// expression evaluating: the caller checked it with evaluateExpressions), writes the
  /// expressions' values into the game and emits the document's change signals.
  virtual void replaceParameterState(const ParameterState& state) = 0;
};

}  // namespace gamelab::ui
