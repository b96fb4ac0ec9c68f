#pragma once
/// The Play page (spec §10.7): the sum of the session's components played out, Left or Right
/// first, each side a person or the computer. The components are drawn (an expression as its
/// form; dominoes placed in play in their player's colour); a person moves by clicking the
/// board (a cell to cover, a toad or frog, an edge to chop) or a move in the list. The
/// computer plays perfectly using values (partizan::solvePlayHints on the document's shared store, off the GUI thread with Cancel):
/// a winning move when there is one, else its first legal move; a position too large to
/// analyse stays playable (the computer then plays its first legal move). Hints show the value
/// of each component and of the total and highlight the winning moves. "Undo move" takes back
/// the last move of a person together with the computer's replies after it. The game ends
/// when the mover has no move: the other player wins. A new session starts a new game.
#include "ui/partizan/partizanplay.h"

#include "core/partizan/gamestore.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace gamelab::ui {

class PartizanDocument;
class ProgressPanel;
class SolverRunner;

class PartizanPlayPage : public QWidget {
  Q_OBJECT
 public:
  explicit PartizanPlayPage(PartizanDocument* doc, QWidget* parent = nullptr);
  ~PartizanPlayPage() override;

  /// 0 person, 1 computer.
  QComboBox* leftPlayer() const { return leftPlayer_; }
  QComboBox* rightPlayer() const { return rightPlayer_; }
  /// 0 Left first, 1 Right first.
  QComboBox* firstPlayer() const { return first_; }
  QPushButton* newGameButton() const { return newGame_; }
  QPushButton* undoButton() const { return undo_; }
  QCheckBox* hintsBox() const { return hintsBox_; }
  QListWidget* movesList() const { return moves_; }
  QListWidget* historyList() const { return history_; }
  QString statusText() const;
  QString hintText() const;
  const partizan::PlayState& state() const { return state_; }
  const std::vector<partizan::PlayMove>& legalMoves() const { return legal_; }
  /// The hints of the current position, when evaluated.
  const partizan::PlayHints* hints() const { return hints_ ? &*hints_ : nullptr; }
  bool isOver() const { return legal_.empty() && unplayable_.isEmpty(); }
  /// The winner once the game is over.
  std::optional<partizan::Side> winner() const;

  void startNewGame();
  /// Plays legal move `index` (of legalMoves()) for the mover.
  void play(int index);
  void undoMove();

 signals:
  /// The position is shown and, unless the game is over, its evaluation is known (hints may
  /// say it is too large); the computer's move (if it is to move) follows.
  void turnReady();
  void gameOver();

 protected:
  /// Clicks on a component's board play the mover's move there (partizanMoveAt).
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool computerMoves(partizan::Side side) const;
  void clickBoard(int component, const std::vector<int>& at);
  void showPosition();
  void showComponents();
  void showMoves();
  void evaluate();
  void computerMove();

  PartizanDocument* doc_;
  std::shared_ptr<partizan::SharedStore> shared_;  ///< the document's, shared with the analysis
  partizan::PlayState state_;
  std::vector<partizan::PlayMove> legal_;
  std::optional<partizan::PlayHints> hints_;
  struct Played {
    partizan::PlayState before;
    bool byComputer = false;
    int component = -1;    ///< where the move was made
    partizan::Move move;   ///< the move (a Domineering board draws its dominoes by owner)
  };
  std::vector<Played> played_;
  QStringList skipped_;  ///< components that could not be read
  QString unplayable_;   ///< why the moves cannot be listed (a huge nimber), else empty
  int serial_ = 0;       ///< bumps with every position (stale computer moves are dropped)

  QComboBox* leftPlayer_;
  QComboBox* rightPlayer_;
  QComboBox* first_;
  QPushButton* newGame_;
  QPushButton* undo_;
  QCheckBox* hintsBox_;
  QLabel* status_;
  QLabel* hintLabel_;
  QWidget* board_;
  QVBoxLayout* boardLayout_;
  QListWidget* moves_;
  QListWidget* history_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
};

}  // namespace gamelab::ui
