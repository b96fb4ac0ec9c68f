#include "ui/poker/pokerdocument.h"

#include "core/poker/pokerjson.h"
#include "ui/document/replacestatecommand.h"
#include "ui/poker/pokereditor.h"

namespace gamelab::ui {

PokerDocument::PokerDocument(PokerGame game, QObject* parent) : GameDocument(parent), game_(std::move(game)) {}

GamelabFile PokerDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kPoker;
  file.title = title().toStdString();
  file.game = toJson(game_);
  return file;
}

QWidget* PokerDocument::createEditor(QWidget* parent) { return new PokerEditor(this, parent); }

Expected<DocumentPtr> PokerDocument::fromGamelabFile(const GamelabFile& file) {
  auto game = pokerGameFromJson(file.game);
  if (!game) return game.error();
  auto doc = std::make_unique<PokerDocument>(std::move(game).value());
  if (!file.title.empty()) doc->setTitle(QString::fromStdString(file.title));
  return DocumentPtr(std::move(doc));
}

void PokerDocument::replaceState(PokerGame game) {
  game_ = std::move(game);
  emit changed();
}

void PokerDocument::edit(PokerGame game, const QString& text) {
  if (game == game_) return;
  undoStack()->push(new ReplaceStateCommand<PokerDocument>(this, std::move(game), text));
}

}  // namespace gamelab::ui
