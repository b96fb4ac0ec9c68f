#pragma once
/// The undo step of every tree edit: swaps the document's tree snapshot (before ⇄ after).
#include "ui/tree/treedocument.h"

#include <QString>
#include <QUndoCommand>

namespace gamelab::ui {

class TreeEditCommand : public QUndoCommand {
 public:
  TreeEditCommand(TreeDocument* doc, TreeSnapshot before, TreeSnapshot after, const QString& text,
                  QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  TreeDocument* doc_;
  TreeSnapshot before_, after_;
};

}  // namespace gamelab::ui
