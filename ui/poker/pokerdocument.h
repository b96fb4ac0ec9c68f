#pragma once
/// A continuous poker model open in a tab (document kind "poker"; source 000 §2.7): the model
/// and the bet size β (core/poker/continuouspoker.h). Every change is one undo step
/// (ReplaceStateCommand); β ≤ 0 may be held while the user edits (the editor says why there
/// are no results).
#include "core/io/documentkind.h"
#include "core/poker/continuouspoker.h"
#include "ui/document/gamedocument.h"

namespace gamelab::ui {

class PokerDocument : public GameDocument {
  Q_OBJECT
 public:
  explicit PokerDocument(PokerGame game = {}, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kPoker); }
  /// Payload: toJson(PokerGame) (core/poker/pokerjson.h).
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  /// Factory for registerDocumentKind("poker", ...). Errors: those of pokerGameFromJson.
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const PokerGame& state() const { return game_; }
  /// Primitive for ReplaceStateCommand: replaces the game and emits changed().
  void replaceState(PokerGame game);
  /// Pushes the undo step that changes the game to `game` (named `text`); nothing when equal.
  void edit(PokerGame game, const QString& text);

 private:
  PokerGame game_;
};

}  // namespace gamelab::ui
