#include "ui/document/documentopener.h"

namespace gamelab::ui {
namespace {

DocumentOpener& installedOpener() {
  static DocumentOpener opener;
  return opener;
}

}  // namespace

void setDocumentOpener(DocumentOpener opener) { installedOpener() = std::move(opener); }

GameDocument* openNewDocument(QWidget* from, DocumentPtr document) {
  if (!from || !document || !installedOpener()) return nullptr;
  return installedOpener()(from, std::move(document));
}

}  // namespace gamelab::ui
