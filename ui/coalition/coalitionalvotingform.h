#pragma once
/// The weighted voting form [q; w_1, …, w_n] above the table of a voting game: quota, weights
/// and the rule ("> q", the source's §4.3.4 definition, or "≥ q", its examples' "58 votes
/// needed"). Apply (or Enter) emits `votingEdited` with the new definition; the editor turns
/// it into an undoable replacement of the game. The number of weights sets the number of
/// players (up to kMaxVotingPlayers; beyond 20 the table is not shown).
#include "core/coalition/coalitionalgame.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gamelab::ui {

class CoalitionalVotingForm : public QWidget {
  Q_OBJECT
 public:
  explicit CoalitionalVotingForm(QWidget* parent = nullptr);

  /// Shows `voting` (no signal).
  void setVoting(const WeightedVotingGame& voting);
  /// The definition typed in, or nullopt with `error` set (translated).
  std::optional<WeightedVotingGame> voting(QString& error) const;

  QLineEdit* quotaEdit() const { return quota_; }
  QLineEdit* weightsEdit() const { return weights_; }
  QComboBox* ruleBox() const { return rule_; }
  /// Reads the fields and emits votingEdited, or rejected(message).
  void apply();

 signals:
  void votingEdited(const gamelab::WeightedVotingGame& voting);
  void rejected(const QString& message);

 private:
  QLineEdit* quota_;
  QLineEdit* weights_;
  QComboBox* rule_;
  QLabel* summary_;
  QPushButton* apply_;
};

}  // namespace gamelab::ui
