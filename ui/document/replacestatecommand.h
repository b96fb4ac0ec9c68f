#pragma once
/// The undo step of kinds whose edits swap the document's whole state (before ⇄ after): the
/// tree (an immutable snapshot), an impartial game's play state, Liar's Dice's settings, and
/// every StateDocument (ui/document/statedocument.h). A Document provides `state()`
/// (everything an undo step restores) and `replaceState(State)` (sets it and emits its change
/// signals); it never pushes a step from replaceState.
#include <QString>
#include <QUndoCommand>

#include <type_traits>
#include <utility>

namespace gamelab::ui {

/// The merge key of a step that never merges.
inline constexpr int kNoMergeKey = -1;

template <class Document>
class ReplaceStateCommand : public QUndoCommand {
 public:
  using State = std::decay_t<decltype(std::declval<const Document&>().state())>;

  /// From the document's current state to `after`; `text` names the step ("New game", …).
  ReplaceStateCommand(Document* doc, State after, const QString& text, QUndoCommand* parent = nullptr)
      : QUndoCommand(text, parent), doc_(doc), before_(doc->state()), after_(std::move(after)) {}
  /// The same; a `mergeKey` ≥ 0 merges the step into the previous step of this type with the
  /// same key (typing in one field is one step): the merged step keeps the first "before",
  /// the last "after" and the first text.
  ReplaceStateCommand(Document* doc, State after, const QString& text, int mergeKey)
      : QUndoCommand(text), doc_(doc), before_(doc->state()), after_(std::move(after)), mergeKey_(mergeKey) {}

  int id() const override { return mergeKey_ < 0 ? -1 : kMergeIdBase + mergeKey_; }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* next = dynamic_cast<const ReplaceStateCommand*>(other);
    if (!next || mergeKey_ < 0 || next->mergeKey_ != mergeKey_ || next->doc_ != doc_) return false;
    after_ = next->after_;
    return true;
  }
  void redo() override { doc_->replaceState(after_); }
  void undo() override { doc_->replaceState(before_); }

 private:
  /// id() of a merging step is this plus its key (QUndoStack offers a merge only between steps
  /// of equal id; mergeWith also checks the type, the document and the key).
  static constexpr int kMergeIdBase = 0x5a00;

  Document* doc_;
  State before_, after_;
  int mergeKey_ = kNoMergeKey;
};

}  // namespace gamelab::ui
