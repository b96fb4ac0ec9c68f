#include "ui/tree/treeeditor.h"

#include "ui/tree/treeanalysispanel.h"

namespace gamelab::ui {

// Skeleton: the view, validation list and layout come with the tree editor.
TreeEditor::TreeEditor(TreeDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  panel_ = new TreeAnalysisPanel(doc, this);
}

TreeEditor::~TreeEditor() = default;

void TreeEditor::setOverlay(const TreeOverlay& /*overlay*/) {}
void TreeEditor::clearOverlay() {}

}  // namespace gamelab::ui
