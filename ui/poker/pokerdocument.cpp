#include "ui/poker/pokerdocument.h"

#include "core/poker/pokerjson.h"
#include "ui/poker/pokereditor.h"

namespace gamelab::ui {

PokerDocument::PokerDocument(PokerGame game, QObject* parent) : StateDocument(std::move(game), parent) {}

QWidget* PokerDocument::createEditor(QWidget* parent) { return new PokerEditor(this, parent); }

void PokerDocument::writeState(const PokerGame& game, GamelabFile& file) { file.game = toJson(game); }

Expected<PokerGame> PokerDocument::readState(const GamelabFile& file) { return pokerGameFromJson(file.game); }

}  // namespace gamelab::ui
