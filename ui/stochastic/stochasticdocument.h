#pragma once
/// A stochastic, recursive or multistage zero-sum game open in a tab (document kind
/// "stochastic"; source 000 §2.6): a StochasticDraft (the game and the cells typed but not yet
/// understood). Every edit is one undo step (ReplaceStateCommand). Saved as the core JSON
/// (stochasticjson.h); the bad cells' texts travel in the document's "view" so nothing typed is lost.
#include "core/io/documentkind.h"
#include "ui/document/gamedocument.h"
#include "ui/stochastic/stochasticdraft.h"

namespace gamelab::ui {

class StochasticDocument : public GameDocument {
  Q_OBJECT
 public:
  explicit StochasticDocument(StochasticDraft draft = newStochasticDraft(), QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kStochastic); }
  /// Payload: toJson(game); view {"bad_cells": [{"state", "row", "col", "text"}, …]}.
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  /// Factory for registerDocumentKind("stochastic", ...). Errors: those of
  /// stochasticGameFromJson; bad cells outside the game are ignored.
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const StochasticDraft& state() const { return draft_; }
  const stochastic::StochasticGame& game() const { return draft_.game; }
  /// Primitive for ReplaceStateCommand: replaces the draft and emits changed().
  void replaceState(StochasticDraft draft);
  /// Pushes the undo step that changes the draft to `draft` (named `text`); nothing when equal.
  void edit(StochasticDraft draft, const QString& text);

 private:
  StochasticDraft draft_;
};

}  // namespace gamelab::ui
