#pragma once
/// An impartial game being played in a tab (document kind "impartial"): the starting position,
/// who moves first, the moves played since (each by the human or the computer), and the play
/// settings (opponent, who starts a new game, normal/misère, the computer's strength, hints).
///
/// The current position is the start with the history applied. The document's mutators are
/// the primitives the QUndoCommands of ui/impartial/impartialplaycommands.h call; views never
/// call them directly (hint visibility is the exception: a view setting saved with the file,
/// not an undo step).
#include "core/impartial/play.h"
#include "core/io/documentkind.h"
#include "ui/document/gamedocument.h"

#include <vector>

namespace gamelab::ui {

/// The two sides. Against the computer: Human = you, Computer = the machine. Two humans:
/// Human = player 1, Computer = player 2.
enum class Side { Human = 0, Computer = 1 };

struct ImpartialSettings {
  bool againstComputer = true;
  bool humanStarts = true;        ///< who starts a new game (against the computer)
  PlayConvention convention = PlayConvention::Normal;
  double mistakeProbability = 0;  ///< 0 = perfect
  bool hints = false;
  bool operator==(const ImpartialSettings&) const = default;
};

struct PlayedMove {
  ImpartialMove move;
  Side by = Side::Human;
  bool operator==(const PlayedMove&) const = default;
};

/// Everything an undo step restores.
struct ImpartialState {
  ImpartialPosition start;
  Side firstToMove = Side::Human;
  std::vector<PlayedMove> history;
  ImpartialSettings settings;
  bool operator==(const ImpartialState&) const = default;
};

class ImpartialDocument : public GameDocument {
  Q_OBJECT
 public:
  /// Nim with heaps 3, 4, 5 (source 000 §1.2.1) when no position is given.
  explicit ImpartialDocument(ImpartialPosition start = defaultPosition(), ImpartialSettings settings = {},
                             QObject* parent = nullptr);

  static ImpartialPosition defaultPosition();

  QString kind() const override { return QString::fromLatin1(documentkind::kImpartial); }
  /// Payload: core/impartial/impartialjson.h with the current position; "settings" holds the play
  /// settings, whose turn it is, and (after moves) the start, who moved first and the history.
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  /// Factory for registerDocumentKind("impartial", ...). A history that does not lead to the
  /// saved position is dropped (the position becomes the start).
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const ImpartialState& state() const { return state_; }
  const ImpartialPosition& position() const { return position_; }
  const ImpartialSettings& settings() const { return state_.settings; }
  const std::vector<PlayedMove>& history() const { return state_.history; }
  /// The position before history()[i] (i == history().size(): the current one).
  ImpartialPosition positionBefore(std::size_t i) const;

  /// Whose turn it is.
  Side toMove() const;
  /// Whether the computer should move now (against the computer, its turn, game not over).
  bool computerToMove() const;
  /// No legal move left.
  bool gameOver() const;
  /// When gameOver(): the winner (the player who cannot move loses in normal play, wins in misère).
  Side winner() const;

  // --- primitives for undo commands ---------------------------------------------------
  void replaceState(ImpartialState state);
  /// Hint mode on/off (saved; not an undo step; marks the document modified).
  void setHintsVisible(bool on);

 signals:
  /// The position, the history or the settings changed.
  void stateChanged();
  /// Hint mode was switched (setHintsVisible).
  void hintsChanged(bool on);

 private:
  ImpartialState state_;
  ImpartialPosition position_;
};

}  // namespace gamelab::ui
