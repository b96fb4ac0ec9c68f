#pragma once
/// "Generate win/lose tree…": the Diamond game, last-move-wins Nim for 3 or 4 players with
/// the heaps given, or a random binary tree (nodes, branching, players, seed) — source 001,
/// spec/kingmaker-thesis.md part 5.1. build() makes the editor tree; the caller opens it.
///
/// Widgets (objectName): "kindBox" (diamond / nim / random), "heapsEdit", "nimPlayers",
/// "randomNodes", "minChildren", "maxChildren", "randomPlayers", "seed".
#include "core/tree/gametree.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace gamelab::ui {

class TreeGenerateDialog : public QDialog {
  Q_OBJECT
 public:
  enum class Kind { Diamond, Nim, Random };
  explicit TreeGenerateDialog(QWidget* parent = nullptr);

  /// Trees above this many nodes are refused (the editor draws every node).
  static constexpr std::int64_t kMaxNodes = 200'000;

  void setKind(Kind kind);
  Kind kind() const;
  /// The tree of the current choices (its title set), or nullopt with the translated reason
  /// in `why` (heaps that do not parse, Nim beyond kMaxNodes).
  std::optional<GameTree> build(QString* why) const;
  /// Opens build()'s tree as a new tree document in binary mode (openNewDocument from `from`);
  /// returns an empty string, or the translated reason it could not.
  QString openIn(QWidget* from) const;
  /// The title of the tree build() makes.
  QString title() const;

 private:
  QComboBox* kind_;
  QStackedWidget* pages_;
  QLineEdit* heaps_;
  QSpinBox* nimPlayers_;
  QSpinBox* nodes_;
  QSpinBox* minChildren_;
  QSpinBox* maxChildren_;
  QSpinBox* randomPlayers_;
  QSpinBox* seed_;
};

}  // namespace gamelab::ui
