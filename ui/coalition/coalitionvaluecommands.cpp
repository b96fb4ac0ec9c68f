#include "ui/coalition/coalitionvaluecommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetCoalitionValuesCommand::SetCoalitionValuesCommand(CoalitionalDocument* doc, std::vector<CoalitionValue> values,
                                                     const QString& text, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), after_(std::move(values)) {
  const CoalitionalGame& game = doc_->game();
  if (game.voting()) beforeState_ = doc_->state();
  before_.reserve(after_.size());
  for (const auto& v : after_) before_.push_back({v.coalition, game.value(v.coalition)});
  if (!text.isEmpty())
    setText(text);
  else if (isSingle())
    setText(QCoreApplication::translate("CoalitionCommands", "Edit v(%1)")
                .arg(QString::fromStdString(coalitionLabel(after_.front().coalition, game.playerNames()))));
  else
    setText(QCoreApplication::translate("CoalitionCommands", "Edit %n value(s)", nullptr, int(after_.size())));
}

void SetCoalitionValuesCommand::redo() { doc_->setValues(after_); }

void SetCoalitionValuesCommand::undo() {
  if (beforeState_) doc_->replaceState(*beforeState_);
  else doc_->setValues(before_);
}

bool SetCoalitionValuesCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const SetCoalitionValuesCommand*>(other);
  if (o->doc_ != doc_ || !isSingle() || !o->isSingle() || o->beforeState_) return false;
  if (o->after_.front().coalition != after_.front().coalition) return false;
  after_ = o->after_;
  return true;
}

}  // namespace gamelab::ui
