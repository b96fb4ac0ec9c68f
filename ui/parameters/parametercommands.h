#pragma once
/// Undoable parameter edits of a ParametricDocument: add, remove, rename, set a value or a
/// range. Each function checks the edit first (names, ranges, every expression evaluating at
/// the new values) and pushes one step, or pushes nothing and returns the one-line reason
/// (translated). An empty string means the edit was made (or changed nothing).
#include "ui/parameters/parametricdocument.h"

#include <QUndoCommand>

#include <optional>
#include <string>

namespace gamelab::ui {

/// The merge key of a parameter step that never merges.
inline constexpr int kParameterNoMerge = -1;

/// before ⇄ after of the document's ParameterState. A `mergeKey` >= 0 merges the step into the
/// previous one with the same key (one slider drag is one step).
class ParameterStateCommand : public QUndoCommand {
 public:
  ParameterStateCommand(ParametricDocument* doc, ParameterState after, const QString& text, int mergeKey = kParameterNoMerge);
  int id() const override { return mergeKey_ < 0 ? -1 : kMergeIdBase + mergeKey_; }
  bool mergeWith(const QUndoCommand* other) override;
  void redo() override { doc_->replaceParameterState(after_); }
  void undo() override { doc_->replaceParameterState(before_); }

 private:
  static constexpr int kMergeIdBase = 0x7000;
  ParametricDocument* doc_;
  ParameterState before_, after_;
  int mergeKey_;
};

/// Adds a parameter named "t" (else "t2", "t3", …), value 0, range [0, 1].
QString addParameter(ParametricDocument* doc);
/// Refused while an expression uses it.
QString removeParameter(ParametricDocument* doc, const std::string& name);
/// Renames it in the declaration and in every expression. Refused for a name that is not a
/// parameter name or is taken.
QString renameParameter(ParametricDocument* doc, const std::string& from, const std::string& to);
/// Sets the value (refused outside the range or where an expression cannot be evaluated).
QString setParameterValue(ParametricDocument* doc, const std::string& name, const Rational& value,
                          int mergeKey = kParameterNoMerge);
/// Sets the range (nullopt: no bound); refused when empty or when the value falls outside.
QString setParameterRange(ParametricDocument* doc, const std::string& name, const std::optional<Rational>& min,
                          const std::optional<Rational>& max);

}  // namespace gamelab::ui
