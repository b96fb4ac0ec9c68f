#pragma once
/// Opening a document made from another one (a conversion, a strategic form, Liar's Dice as a
/// tree) in a new tab of the window that shows the original. The shell installs the one opener
/// (MainWindow does when it is built); kinds call openNewDocument() and never see the shell.
#include "ui/document/gamedocument.h"

#include <functional>

class QWidget;

namespace gamelab::ui {

/// Opens `document` as a new, modified, unsaved tab beside `from` (as File ▸ New does) and
/// returns it, or nullptr when no window holds `from`.
using DocumentOpener = std::function<GameDocument*(QWidget* from, DocumentPtr document)>;

/// Installs the opener (replacing any earlier one).
void setDocumentOpener(DocumentOpener opener);
/// Opens through the installed opener; nullptr when none is installed or it refuses.
GameDocument* openNewDocument(QWidget* from, DocumentPtr document);

}  // namespace gamelab::ui
