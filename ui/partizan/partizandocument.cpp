#include "ui/partizan/partizandocument.h"

#include "ui/partizan/partizaneditor.h"

#include <QUndoCommand>

namespace gamelab::ui {

namespace {

/// Before ⇄ after, merging consecutive steps with the same key (keeping the first "before").
class PartizanEditCommand : public QUndoCommand {
 public:
  PartizanEditCommand(PartizanDocument* doc, partizan::PartizanSession after, const QString& text, int key)
      : QUndoCommand(text), doc_(doc), before_(doc->state()), after_(std::move(after)), key_(key) {}
  int id() const override { return key_ < 0 ? -1 : 0x5a00 + key_; }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* next = dynamic_cast<const PartizanEditCommand*>(other);
    if (!next || next->key_ != key_ || key_ < 0) return false;
    after_ = next->after_;
    return true;
  }
  void redo() override { doc_->replaceState(after_); }
  void undo() override { doc_->replaceState(before_); }

 private:
  PartizanDocument* doc_;
  partizan::PartizanSession before_, after_;
  int key_;
};

PartizanDocument::PagesFactory& factoryRef() {
  static PartizanDocument::PagesFactory factory;
  return factory;
}

}  // namespace

PartizanDocument::PartizanDocument(partizan::PartizanSession session, QObject* parent)
    : GameDocument(parent), session_(std::move(session)), sharedStore_(std::make_shared<partizan::SharedStore>()) {}

GamelabFile PartizanDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kPartizan;
  file.title = title().toStdString();
  partizan::PartizanSession session = session_;
  session.title = file.title;
  file.game = partizan::toJson(session);
  return file;
}

QWidget* PartizanDocument::createEditor(QWidget* parent) { return new PartizanEditor(this, parent); }

Expected<DocumentPtr> PartizanDocument::fromGamelabFile(const GamelabFile& file) {
  auto session = partizan::partizanSessionFromJson(file.game);
  if (!session) return session.error();
  auto doc = std::make_unique<PartizanDocument>(std::move(session).value());
  const std::string& title = !file.title.empty() ? file.title : doc->state().title;
  if (!title.empty()) doc->setTitle(QString::fromStdString(title));
  return DocumentPtr(std::move(doc));
}

void PartizanDocument::replaceState(partizan::PartizanSession session) {
  session_ = std::move(session);
  emit sessionChanged();
  emit changed();
}

void PartizanDocument::edit(partizan::PartizanSession session, const QString& text, int mergeKey) {
  if (session == session_) return;
  undoStack()->push(new PartizanEditCommand(this, std::move(session), text, mergeKey));
}

void PartizanDocument::setPagesFactory(PagesFactory factory) { factoryRef() = std::move(factory); }

const PartizanDocument::PagesFactory& PartizanDocument::pagesFactory() { return factoryRef(); }

}  // namespace gamelab::ui
