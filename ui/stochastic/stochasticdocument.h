#pragma once
/// A stochastic, recursive or multistage zero-sum game open in a tab (document kind
/// "stochastic"; source 000 §2.6): a StochasticDraft (the game and the cells typed but not yet
/// understood). Every edit is one undo step (StateDocument::edit, ui/document/statedocument.h).
/// Saved as the core JSON (stochasticjson.h); the bad cells' texts travel in the document's
/// "view" so nothing typed is lost.
#include "core/io/documentkind.h"
#include "ui/document/statedocument.h"
#include "ui/stochastic/stochasticdraft.h"

namespace gamelab::ui {

class StochasticDocument : public StateDocument<StochasticDocument, StochasticDraft> {
  Q_OBJECT
 public:
  explicit StochasticDocument(StochasticDraft draft = newStochasticDraft(), QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kStochastic); }
  QWidget* createEditor(QWidget* parent) override;

  /// Payload: toJson(game); view {"bad_cells": [{"state", "row", "col", "text"}, …]}.
  static void writeState(const StochasticDraft& draft, GamelabFile& file);
  /// Errors: those of stochasticGameFromJson; a game without states becomes
  /// newStochasticDraft(); bad cells outside the game are ignored.
  static Expected<StochasticDraft> readState(const GamelabFile& file);

  const stochastic::StochasticGame& game() const { return state().game; }
};

}  // namespace gamelab::ui
