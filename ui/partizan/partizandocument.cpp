#include "ui/partizan/partizandocument.h"

#include "ui/partizan/partizaneditor.h"

namespace gamelab::ui {

namespace {

PartizanDocument::PagesFactory& factoryRef() {
  static PartizanDocument::PagesFactory factory;
  return factory;
}

}  // namespace

PartizanDocument::PartizanDocument(partizan::PartizanSession session, QObject* parent)
    : StateDocument(std::move(session), parent), sharedStore_(std::make_shared<partizan::SharedStore>()) {}

QWidget* PartizanDocument::createEditor(QWidget* parent) { return new PartizanEditor(this, parent); }

void PartizanDocument::writeState(const partizan::PartizanSession& session, GamelabFile& file) {
  partizan::PartizanSession titled = session;
  titled.title = file.title;
  file.game = partizan::toJson(titled);
}

Expected<partizan::PartizanSession> PartizanDocument::readState(const GamelabFile& file) {
  return partizan::partizanSessionFromJson(file.game);
}

Expected<DocumentPtr> PartizanDocument::fromGamelabFile(const GamelabFile& file) {
  auto doc = StateDocument::fromGamelabFile(file);
  if (doc && file.title.empty()) {
    auto& partizanDoc = static_cast<PartizanDocument&>(**doc);
    const std::string& title = partizanDoc.state().title;
    if (!title.empty()) partizanDoc.setTitle(QString::fromStdString(title));
  }
  return doc;
}

void PartizanDocument::setPagesFactory(PagesFactory factory) { factoryRef() = std::move(factory); }

const PartizanDocument::PagesFactory& PartizanDocument::pagesFactory() { return factoryRef(); }

}  // namespace gamelab::ui
