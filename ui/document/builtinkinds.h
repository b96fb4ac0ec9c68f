#pragma once
/// Start-up registration of every document kind, importer, "New" action and built-in example.

namespace gamelab::ui {

/// Registers all built-in kinds (registerDocumentKind, registerImporter,
/// registerNewDocumentAction, registerExample). Called once by app/main.cpp and by UI tests
/// before a MainWindow is created. Defined by the kinds (ui/matrix/...), not by the shell.
void registerBuiltinKinds();

}  // namespace gamelab::ui
