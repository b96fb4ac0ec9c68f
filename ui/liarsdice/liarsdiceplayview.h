#pragma once
/// Playing Liar's Dice against the computer (digest liars-dice.md §1, §8 item 1). The human
/// chooses to be A (rolls first) or B; the roller alternates as in the rules. Only the roller's
/// die is shown in its slot: the human's own die face up (with a rolling animation), the
/// computer's under a cup until a call reveals it. The claim selector offers only y > the
/// previous claim (y = N+1 marked "sure lie"); Call and Pass answer the computer's claims. The
/// computer plays the optimal behaviour strategy of the current subgame G(M)
/// (liarsDiceComputerClaim / liarsDiceComputerCalls with a std::mt19937_64) once the solution
/// for N is known. A move log, a result banner and the tally "You h : c Computer"; New game
/// (Ctrl+N) and the A/B choice are undo steps, the moves are not (hidden dice).
#include "core/liarsdice/liarsdice.h"

#include <QWidget>

#include <memory>
#include <random>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace gamelab::ui {

class LiarsDiceDieWidget;
class LiarsDiceDocument;

class LiarsDicePlayView : public QWidget {
  Q_OBJECT
 public:
  explicit LiarsDicePlayView(LiarsDiceDocument* doc, QWidget* parent = nullptr);

  /// The solution the computer plays (for the document's N; nullptr while solving).
  void setSolution(std::shared_ptr<const LiarsDiceSolution> solution);

  /// The human's moves (ignored when it is not the human's turn or the move is not allowed).
  bool claim(int y);
  bool call();
  bool pass();
  /// A new game (one undo step), the human playing A or B.
  void newGame(bool humanIsA);
  /// A new game with the current choice of side.
  void newGame();

  void setSeed(std::uint64_t seed) { rng_.seed(seed); }
  std::mt19937_64& rng() { return rng_; }
  /// Milliseconds before the computer acts (default 600; tests 0) and of the die animation.
  void setComputerDelay(int ms) { delayMs_ = ms; }
  void setAnimationMs(int ms);
  /// Whether the computer is about to act (its turn, solution known).
  bool computerPending() const { return pending_; }

  QComboBox* sideBox() const { return side_; }
  QCheckBox* strategyToggle() const { return showStrategy_; }
  QComboBox* claimBox() const { return claimBox_; }
  QPushButton* claimButton() const { return claimButton_; }
  QPushButton* callButton() const { return callButton_; }
  QPushButton* passButton() const { return passButton_; }
  QPushButton* newGameButton() const { return newGameButton_; }
  QListWidget* moveLog() const { return log_; }
  LiarsDiceDieWidget* humanDie() const { return humanDie_; }
  LiarsDiceDieWidget* computerDie() const { return computerDie_; }
  QString bannerText() const;
  QString statusText() const;
  QString tallyText() const;

 private:
  void refresh();
  void scheduleComputer();
  void computerAct();
  const LiarsDiceSubgame* subgameFor(int bound) const;
  QString strategyHtml() const;

  LiarsDiceDocument* doc_;
  std::shared_ptr<const LiarsDiceSolution> solution_;
  std::mt19937_64 rng_;
  int delayMs_ = 600;
  bool pending_ = false;
  int generation_ = 0;
  std::size_t shownDice_ = 0;
  int shownSides_ = 0;

  QComboBox* side_;
  QPushButton* newGameButton_;
  QLabel* tally_;
  QLabel* banner_;
  QLabel* humanCaption_;
  QLabel* computerCaption_;
  LiarsDiceDieWidget* humanDie_;
  LiarsDiceDieWidget* computerDie_;
  QLabel* lastClaim_;
  QComboBox* claimBox_;
  QPushButton* claimButton_;
  QPushButton* callButton_;
  QPushButton* passButton_;
  QLabel* status_;
  QCheckBox* showStrategy_;
  QLabel* strategy_;
  QListWidget* log_;
};

}  // namespace gamelab::ui
