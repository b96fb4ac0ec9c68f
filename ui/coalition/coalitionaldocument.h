#pragma once
/// A game in coalitional form open in a tab (document kind "coalitional"): n players and the
/// characteristic function v, optionally with the strategic-form game it was built from by
/// (4.1) of source 000 (the "origin", saved in the payload as "origin" and shown by the
/// analysis as each coalition's zero-sum game).
///
/// The document owns the gamelab::CoalitionalGame. Its mutators are the primitives that the
/// QUndoCommands in ui/coalition/coalition*commands.h call; views never call them directly.
#include "core/coalition/coalitionalgame.h"
#include "core/io/documentkind.h"
#include "core/strategic/strategicgame.h"
#include "ui/document/gamedocument.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gamelab::ui {

/// One value to write: v(coalition) = value (coalition != ∅).
struct CoalitionValue {
  Coalition coalition = 0;
  Rational value;
  bool operator==(const CoalitionValue&) const = default;
};

/// Everything an undo step that replaces the game restores.
struct CoalitionalState {
  CoalitionalGame game;
  std::optional<StrategicGame> origin;
  bool operator==(const CoalitionalState&) const = default;
};

class CoalitionalDocument : public GameDocument {
  Q_OBJECT
 public:
  /// Takes `game`; `origin` is the strategic game v was computed from by (4.1), if any.
  explicit CoalitionalDocument(CoalitionalGame game = CoalitionalGame(3), std::optional<StrategicGame> origin = std::nullopt,
                               QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kCoalitional); }
  /// Payload: toJson(game) plus "origin" (strategicgamejson) when there is one.
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;

  /// Factory for registerDocumentKind("coalitional", ...). A missing "origin" is ignored; a
  /// malformed one is an error (nothing is opened half).
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const CoalitionalGame& game() const { return game_; }
  const std::optional<StrategicGame>& origin() const { return origin_; }
  int players() const { return game_.players(); }
  CoalitionalState state() const { return {game_, origin_}; }

  // --- primitives for undo commands (no undo of their own) ---------------------------
  /// Writes values (requires game().hasTable()); drops the voting definition (core rule).
  void setValues(const std::vector<CoalitionValue>& values);
  /// Renames a player (empty: the default "k").
  void setPlayerName(int player, const std::string& name);
  /// Sets or clears the strategic origin (emits originChanged).
  void setOrigin(std::optional<StrategicGame> origin);
  /// Replaces the game and origin (players added/removed, generators, normalisation, voting form).
  void replaceState(CoalitionalState state);

 signals:
  /// Values of these coalitions changed (a short list; an empty list means "many").
  void valuesChanged(const std::vector<gamelab::Coalition>& coalitions);
  void playerNameChanged(int player);
  void originChanged();
  /// Emitted before/after the players, the table or the voting definition are replaced.
  void structureAboutToChange();
  void structureChanged();

 private:
  CoalitionalGame game_;
  std::optional<StrategicGame> origin_;
};

}  // namespace gamelab::ui
