#pragma once
/// A continuous poker model open in a tab (document kind "poker"; source 000 §2.7): the model
/// and the bet size β (core/poker/continuouspoker.h). Every change is one undo step
/// (StateDocument::edit, ui/document/statedocument.h); β ≤ 0 may be held while the user edits
/// (the editor says why there are no results).
#include "core/io/documentkind.h"
#include "core/poker/continuouspoker.h"
#include "ui/document/statedocument.h"

namespace gamelab::ui {

class PokerDocument : public StateDocument<PokerDocument, PokerGame> {
  Q_OBJECT
 public:
  explicit PokerDocument(PokerGame game = {}, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kPoker); }
  QWidget* createEditor(QWidget* parent) override;

  /// Payload: toJson(PokerGame) (core/poker/pokerjson.h).
  static void writeState(const PokerGame& game, GamelabFile& file);
  /// Errors: those of pokerGameFromJson.
  static Expected<PokerGame> readState(const GamelabFile& file);
};

}  // namespace gamelab::ui
