#include "ui/tree/treekind.h"

namespace gamelab::ui {

// Filled in with the tree editor: kind, importer, New action and examples.
void registerTreeKind() {}

QString treeExampleTitle(const std::string& /*id*/, const std::string& englishTitle) {
  return QString::fromStdString(englishTitle);
}

}  // namespace gamelab::ui
