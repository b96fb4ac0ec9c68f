#pragma once
/// The undo step that sets one field of a document (a strategy label, a player name) from the
/// value it had to a new one through the document's setter for that field: redo sets `after`,
/// undo sets `before`. A kind derives a named step (SetMatrixLabelCommand, ...) whose
/// constructor reads `before` from the document and supplies the key, the setter and the text.
/// A step with a merge id ≥ 0 merges into the previous step of the same id when it sets the
/// same field of the same document (typing a name in several goes undoes in one go): the
/// merged step keeps the first "before", the last "after" and the first text.
#include <QString>
#include <QUndoCommand>

#include <utility>

namespace gamelab::ui {

template <class Document, class Key, class Value>
class SetFieldCommand : public QUndoCommand {
 public:
  /// Sets field `key` of `doc` to `value`: a primitive of the document, which pushes no step.
  using Setter = void (*)(Document& doc, const Key& key, const Value& value);

  int id() const override { return mergeId_; }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* next = dynamic_cast<const SetFieldCommand*>(other);
    if (!next || mergeId_ < 0 || next->doc_ != doc_ || !(next->key_ == key_)) return false;
    after_ = next->after_;
    return true;
  }
  void redo() override { set_(*doc_, key_, after_); }
  void undo() override { set_(*doc_, key_, before_); }

 protected:
  /// `mergeId` < 0: never merges.
  SetFieldCommand(Document* doc, Key key, Value before, Value after, Setter set, const QString& text, int mergeId,
                  QUndoCommand* parent)
      : QUndoCommand(text, parent),
        doc_(doc),
        key_(std::move(key)),
        before_(std::move(before)),
        after_(std::move(after)),
        set_(set),
        mergeId_(mergeId) {}

 private:
  Document* doc_;
  Key key_;
  Value before_, after_;
  Setter set_;
  int mergeId_;
};

}  // namespace gamelab::ui
