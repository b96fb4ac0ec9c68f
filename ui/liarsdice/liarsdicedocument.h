#pragma once
/// Liar's Dice open in a tab (document kind "liarsdice"; digest liars-dice.md): the number of
/// sides N and the game against the computer in progress (core/liarsdice/liarsdiceplay.h).
///
/// Undo: changing N, choosing A or B and starting a new game are undo steps
/// (ReplaceStateCommand, ui/document/replacestatecommand.h). The moves of a game are not: the
/// dice are hidden information, and undoing a call that revealed the computer's die would let the player
/// replay the round knowing it. A move marks the document modified.
#include "core/io/documentkind.h"
#include "core/liarsdice/liarsdiceplay.h"
#include "ui/document/statedocument.h"

namespace gamelab::ui {

/// Up to this N the GUI solves exactly (rational LPs, instant); beyond it in floating point.
inline constexpr int kLiarsDiceExactSides = 12;

/// stateChanged() (StateDocumentBase) follows every change of the state: move, new game, N,
/// undo/redo.
class LiarsDiceDocument : public StateDocument<LiarsDiceDocument, LiarsDiceState> {
  Q_OBJECT
 public:
  /// A document for an N-sided die, with no game started yet.
  explicit LiarsDiceDocument(int sides = 6, QObject* parent = nullptr);
  /// A document holding `state` (a game may be in progress).
  explicit LiarsDiceDocument(LiarsDiceState state, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kLiarsDice); }
  QWidget* createEditor(QWidget* parent) override;

  /// Payload: liarsDiceStateToJson (core/liarsdice/liarsdicejson.h).
  static void writeState(const LiarsDiceState& state, GamelabFile& file);
  /// Errors: WrongShape when "sides" is missing or outside 2..200.
  static Expected<LiarsDiceState> readState(const GamelabFile& file);

  int sides() const { return state().sides; }

  /// A move of the game (not an undo step): replaces the state and marks the document modified.
  void playMove(LiarsDiceState state);

 signals:
  /// N changed (emitted before stateChanged()).
  void sidesChanged(int sides);

 protected:
  void stateReplaced(const LiarsDiceState& previous) override;
};

}  // namespace gamelab::ui
