#pragma once
/// The tab of an impartial game: play against the computer (or a second human) on the family's
/// board, with the controls (New game…, who starts, opponent, normal/misère, the computer's
/// strength, Edit position, Hints, Undo, Analyse), the move list, a status line and a banner
/// announcing the winner, the hint and "why" panels and the analysis panel.
///
/// Moves: the board proposes a move; an illegal one is refused with its reason in words on the
/// status line; a legal one becomes an ImpartialMoveCommand. The computer's reply is computed
/// off the GUI thread (SolverRunner, Cancel), shown on the board (showMove) and played after a
/// short pause; it merges into the human move's undo step. After Undo the computer does not
/// move by itself: "Computer, move" (or the next human move) resumes.
/// Shortcuts: Ctrl+N new game, H hints, E edit, F5 analyse, Ctrl+Z (the window's Undo).
#include "core/impartial/play.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <random>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;
class QToolBar;

namespace gamelab::ui {

class HintPanel;
class ImpartialAnalysisPanel;
class ImpartialBoard;
class ImpartialDocument;
class SolverRunner;
class WhyPanel;
struct ImpartialState;

class PlayView : public QWidget {
  Q_OBJECT
 public:
  explicit PlayView(ImpartialDocument* doc, QWidget* parent = nullptr);
  ~PlayView() override;

  ImpartialDocument* document() const { return doc_; }
  ImpartialBoard* board() const { return board_; }
  HintPanel* hintPanel() const { return hints_; }
  WhyPanel* whyPanel() const { return why_; }
  ImpartialAnalysisPanel* analysisPanel() const { return analysis_; }
  QListWidget* moveList() const { return moves_; }
  SolverRunner* computerRunner() const { return computerRunner_; }
  SolverRunner* hintRunner() const { return hintRunner_; }
  QComboBox* opponentBox() const { return opponent_; }
  QComboBox* startsBox() const { return starts_; }
  QComboBox* conventionBox() const { return convention_; }
  QComboBox* strengthBox() const { return strength_; }
  QDoubleSpinBox* mistakeSpin() const { return mistake_; }
  /// The status line ("Your move", "The computer is thinking…", a refusal, …) and the banner
  /// ("You win!", "The computer wins", empty while the game goes on).
  QString statusText() const;
  QString bannerText() const;
  /// "newGame", "edit", "hints", "undo", "computerMove", "analyse", "cancel".
  QAction* action(const QString& name) const;

  /// Proposes a move as the board would (checked, refused with a reason, or played).
  /// Returns whether it was played.
  bool requestMove(const ImpartialMove& move);
  /// Starts a new game from `start` with the current settings (one undo step); the document's
  /// title becomes the new game's name (gameName), so the tab follows the game.
  void startNewGame(const ImpartialPosition& start);
  /// Milliseconds between showing the computer's move and playing it (default 700; tests: 0).
  void setComputerDelay(int ms) { delayMs_ = ms; }
  /// Seeds the computer's random choices (tests).
  void setSeed(std::uint64_t seed) { rng_.seed(seed); }
  /// Asks the computer to move now if it is its turn.
  void letComputerMove();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void buildControls();
  void refresh();
  void ensureBoard();
  void refreshControls();
  void refreshMoves();
  void refreshStatus();
  void refreshHints();
  void setStatus(const QString& text, bool error = false);
  void newGameDialog();
  void changeSettings(const std::function<void(ImpartialState&)>& edit, const QString& text);
  void positionEdited(const ImpartialPosition& position);
  void setEditing(bool on);
  void componentSelected(int component);
  void analyse();

  ImpartialDocument* doc_;
  ImpartialBoard* board_ = nullptr;
  int boardFamily_ = -1;
  QWidget* boardHost_;
  QToolBar* toolBar_;
  QComboBox* opponent_;
  QComboBox* starts_;
  QComboBox* convention_;
  QComboBox* strength_;
  QDoubleSpinBox* mistake_;
  QLabel* banner_;
  QLabel* status_;
  QPushButton* cancel_;
  QListWidget* moves_;
  HintPanel* hints_;
  WhyPanel* why_;
  ImpartialAnalysisPanel* analysis_;
  QSplitter* side_;
  SolverRunner* computerRunner_;
  SolverRunner* hintRunner_;
  std::mt19937_64 rng_;
  int delayMs_ = 700;
  int generation_ = 0;       ///< bumped on every state change: stale computer moves are dropped
  bool editing_ = false;
  bool pushingComputerMove_ = false;
  QString refusal_;
  int whyComponent_ = -1;
};

}  // namespace gamelab::ui
