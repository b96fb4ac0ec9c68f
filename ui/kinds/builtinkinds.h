#pragma once
/// Start-up registration of every document kind, importer, "New" action and built-in example.

namespace gamelab::ui {

/// Registers all built-in kinds (registerDocumentKind, registerImporter,
/// registerNewDocumentAction, registerExample). Called once by app/main.cpp and by UI tests
/// before a MainWindow is created. The one place that lists the kinds: a new kind adds its
/// register…Kind() call here.
void registerBuiltinKinds();

}  // namespace gamelab::ui
