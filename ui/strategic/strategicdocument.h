#pragma once
/// A game in strategic form open in a tab (document kind "strategic"): two to eight players,
/// one payoff per player in every cell.
///
/// The document owns the gamelab::StrategicGame. Its mutators are the primitives that the
/// QUndoCommands in ui/strategic/strategic*commands.h call; views never call them directly.
/// Invariant: game().playerNames.size() == game().players() at all times.
///
/// Parameters: the document keeps the declared parameters and the expression text of every
/// payoff that has one (parameterState(), in the game's payoff order, "" = plain value); the
/// game holds the values at the current parameter values. Every primitive below carries the
/// expressions with their payoffs, so undo restores them.
#include "core/io/documentkind.h"
#include "core/strategic/nfg.h"
#include "core/strategic/strategicgame.h"
#include "ui/document/gamedocument.h"
#include "ui/parameters/parametricdocument.h"

#include <functional>

#include <string>
#include <vector>

namespace gamelab::ui {

/// One payoff to write: player `player`'s payoff at pure profile index `profile`.
struct StrategicPayoff {
  std::size_t profile = 0;
  std::size_t player = 0;
  Rational value;
  std::string expression = {};  ///< "" = a plain value; else `value` is its value now
  bool operator==(const StrategicPayoff&) const = default;
};

/// A strategy with its label and the payoff vectors of its profiles, as removed from / inserted
/// into the game (order of StrategicGame::removeStrategy).
struct StrategicStrategy {
  std::string label;
  std::vector<RationalVector> payoffs;  ///< empty: zeros
  std::vector<std::vector<std::string>> expressions = {};  ///< parallel to payoffs, or empty: none
  bool operator==(const StrategicStrategy&) const = default;
};

class StrategicDocument : public GameDocument, public ParametricDocument {
  Q_OBJECT
 public:
  /// Takes `game` (player names are normalised to full length). Default: a 2x2 zero game.
  explicit StrategicDocument(StrategicGame game = StrategicGame({2, 2}), QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kStrategic); }
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  QList<ExportFormat> exportFormats() const override;
  Expected<bool> exportTo(const QString& formatId, const QString& path) const override;

  /// Factory for registerDocumentKind("strategic", ...).
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);
  /// A document of an imported .nfg (any number of players); `fallbackTitle` when it has none.
  static DocumentPtr fromNfg(const NfgGame& nfg, const QString& fallbackTitle);

  const StrategicGame& game() const { return game_; }
  std::size_t players() const { return game_.players(); }
  std::size_t strategies(std::size_t player) const { return game_.strategies(player); }
  /// The expression of `player`'s payoff at `profile`, "" for a plain value.
  const std::string& expression(std::size_t profile, std::size_t player) const {
    return param_.expressions[profile * game_.players() + player];
  }
  /// The expressions after `transform` (a function that moves, copies or drops payoffs, such
  /// as withoutPlayer) is applied to the game: it is run on a game of the same shape whose
  /// payoffs are ids (payoff index + 1), and each id it leaves in place brings its expression.
  std::vector<std::string> carryExpressions(const std::function<StrategicGame(StrategicGame)>& transform) const;

  // --- ParametricDocument --------------------------------------------------------------
  QUndoStack* parameterUndoStack() const override { return undoStack(); }
  const ParameterState& parameterState() const override { return param_; }
  QString payoffPlace(std::size_t index) const override;
  void replaceParameterState(const ParameterState& state) override;
  /// The text of the .nfg export (payoff version, exact), titled with the document's title.
  std::string toNfgText() const;

  // --- primitives for undo commands (no undo of their own) ---------------------------
  void setPayoffs(const std::vector<StrategicPayoff>& payoffs);
  void setStrategyLabel(std::size_t player, std::size_t strategy, const std::string& label);
  void setPlayerName(std::size_t player, const std::string& name);
  /// Inserts a strategy of `player` so it becomes strategy `at` (0 <= at <= count).
  void insertStrategy(std::size_t player, std::size_t at, const StrategicStrategy& strategy);
  /// Removes strategy `at` of `player` (which must keep one) and returns it (for undo).
  StrategicStrategy removeStrategy(std::size_t player, std::size_t at);
  /// Moves strategy `from` of `player` so that it ends up at index `to`.
  void moveStrategy(std::size_t player, std::size_t from, std::size_t to);
  /// Replaces the whole game (players added/removed, paste that grows the table) with the
  /// expressions of its payoffs (empty: plain values).
  void replaceGame(StrategicGame game, std::vector<std::string> expressions = {});

 signals:
  /// Payoffs at pure profile indices first..last (inclusive) changed.
  void payoffsChanged(int firstProfile, int lastProfile);
  void strategyLabelChanged(int player, int strategy);
  void playerNameChanged(int player);
  /// Emitted before/after the number of players or the number or order of strategies changes.
  void structureAboutToChange();
  void structureChanged();
  /// The parameters or the expressions changed (also after undo).
  void parametersChanged();

 private:
  /// The expressions after `transform` on the id game, ids < 0 standing for extra[-id - 1].
  std::vector<std::string> carried(const std::function<StrategicGame(StrategicGame)>& transform,
                                   const std::vector<std::string>& extra) const;

  StrategicGame game_;
  ParameterState param_;  ///< expressions.size() == game_.payoffs.size()
};

/// The game with player `player` removed, its strategy fixed at `keep` (the others' payoffs in
/// the profiles where it plays `keep` stay). Needs at least two players.
StrategicGame withoutPlayer(const StrategicGame& game, std::size_t player, std::size_t keep);

}  // namespace gamelab::ui
