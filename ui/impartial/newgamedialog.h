#pragma once
/// File ▸ New impartial game… and the play view's New game…: a family and its rule (Nim, a
/// typed subtraction set or octal code, Kayles, Dawson's chess, Lasker's Nim, Grundy's game, the
/// size-dependent rules, Moore's Nim_k, Staircase, Nimble, coin-turning rules, Wythoff's queens,
/// 2-D coin games, Northcott, Green Hackenbush, a graph) and a size for a random position.
#include "core/impartial/position.h"

#include <QDialog>

#include <random>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gamelab::ui {

class NewGameDialog : public QDialog {
  Q_OBJECT
 public:
  /// Families in the family box, in this order.
  enum Family {
    Nim, Subtraction, Octal, Kayles, Dawson, Lasker, GrundyGame, AtLeastHalf, AtMostHalf, PowersOfTwo, DimPlus,
    Aliquot, EvenIfNotAll, Moore, Staircase, Nimble, TurningTurtles, Twins, MockTurtles, Ruler, Grunt, CoinRuleTyped,
    Queens, AcrosticTwins, TurningCorners, Rugs, Northcott, Hackenbush, Graph, FamilyCount
  };
  explicit NewGameDialog(QWidget* parent = nullptr);

  void setFamily(Family family);
  Family family() const;
  /// The typed rule text (subtraction set "1,3,4", octal code "0.77", k, coin rule spec).
  void setRuleText(const QString& text);
  void setSize(int size);
  int size() const;

  /// A random position of the chosen family and size; an error names what is wrong with the
  /// typed rule (the dialog shows it and stays open).
  Expected<ImpartialPosition> position(std::mt19937_64& rng) const;
  /// The shape (rule, board) of a family with a typed rule; the random position is made from it.
  static Expected<ImpartialPosition> shape(Family family, const QString& ruleText, int size);

  void accept() override;

 private:
  void familyChanged();
  QComboBox* family_;
  QLineEdit* rule_;
  QLabel* ruleLabel_;
  QSpinBox* size_;
  QLabel* error_;
};

}  // namespace gamelab::ui
