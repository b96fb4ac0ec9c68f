#pragma once
/// The undo step of kinds whose edits swap the document's whole state (before ⇄ after): the
/// tree (an immutable snapshot), an impartial game's play state, Liar's Dice's settings. A
/// Document provides `state()` (everything an undo step restores) and `replaceState(State)`
/// (sets it and emits its change signals); it never pushes a step from replaceState.
#include <QString>
#include <QUndoCommand>

#include <type_traits>
#include <utility>

namespace gamelab::ui {

template <class Document>
class ReplaceStateCommand : public QUndoCommand {
 public:
  using State = std::decay_t<decltype(std::declval<const Document&>().state())>;

  /// From the document's current state to `after`; `text` names the step ("New game", …).
  ReplaceStateCommand(Document* doc, State after, const QString& text, QUndoCommand* parent = nullptr)
      : QUndoCommand(text, parent), doc_(doc), before_(doc->state()), after_(std::move(after)) {}

  void redo() override { doc_->replaceState(after_); }
  void undo() override { doc_->replaceState(before_); }

 private:
  Document* doc_;
  State before_, after_;
};

}  // namespace gamelab::ui
