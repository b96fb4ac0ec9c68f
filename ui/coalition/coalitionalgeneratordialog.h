#pragma once
/// Game ▸ Generate…: fills the characteristic function from a family of games of source 000
/// chapter 4 (core/coalition/generators.h): weighted majority [q; w], glove market,
/// bankruptcy, airport, unanimity w_T and symmetric f(|S|). The editor applies the result as
/// one undoable replacement of the game.
#include "core/coalition/coalitionalgame.h"
#include "core/common/expected.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace gamelab::ui {

class CoalitionalGeneratorDialog : public QDialog {
  Q_OBJECT
 public:
  enum Family { WeightedVoting = 0, GloveMarket, Bankruptcy, Airport, Unanimity, Symmetric, FamilyCount };

  /// `players` presets the player counts of the unanimity and glove forms.
  explicit CoalitionalGeneratorDialog(int players, QWidget* parent = nullptr);

  void setFamily(Family family);
  Family family() const;
  /// Translated name of a family ("Glove market").
  static QString familyName(Family family);

  /// The game the fields describe, or nullopt with `error` (translated) naming the field.
  std::optional<CoalitionalGame> generate(QString& error) const;
  /// The game generated when the dialog was accepted.
  const std::optional<CoalitionalGame>& result() const { return result_; }

  /// Field by objectName ("votingQuota", "votingWeights",
  /// "bankruptcyEstate", "bankruptcyClaims", "airportCosts", "unanimityCarrier",
  /// "unanimityScale", "symmetricValues"); spin boxes: "glovesLeft", "glovesRight", "unanimityPlayers".
  QLineEdit* field(const QString& name) const;
  QSpinBox* spinBox(const QString& name) const;
  QComboBox* ruleBox() const { return rule_; }

  void accept() override;

 private:
  QLineEdit* addField(QWidget* page, const QString& name, const QString& label, const QString& text, const QString& tip);

  QComboBox* family_;
  QStackedWidget* pages_;
  QComboBox* rule_;
  QLabel* error_;
  std::optional<CoalitionalGame> result_;
};

}  // namespace gamelab::ui
