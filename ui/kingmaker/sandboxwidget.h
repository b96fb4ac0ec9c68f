#pragma once
/// The mixed-strategy sandbox of a binary game (source 001 Def. 4.2.1, Fig. 4.4; spec part 5.3
/// item 5): one row per decision node that is a strict kingmaker or has tied best replies
/// (every decision node on small trees; at most kMaxRows rows, said so), each with a slider
/// and an exact fraction field per child probability (one slider for the left probability on
/// two children); the live root payoffs h (exact); a live "is an SPE" check naming the nodes
/// that are not best replies; an η field that shows the kmn-η beliefs [η, 1−η] next to
/// kingmaker rows; and a "what if player i deviates?" panel that runs
/// kingmaker::oneStepLookahead on a chosen node and local strategy and shows who reacts, the
/// new profile and the deviator's gain. Knows nothing of the tree editor.
#include "core/kingmaker/sandbox.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QTableWidget;

namespace gamelab::ui {

class SandboxWidget : public QWidget {
  Q_OBJECT
 public:
  static constexpr int kMaxRows = 200;

  explicit SandboxWidget(QWidget* parent = nullptr);

  /// Starts from the first-child profile. Player names from game.playerNames.
  void setGame(const kingmaker::BinaryGame& game);
  void clear();

  const kingmaker::MixedProfile& profile() const { return profile_; }
  void setProfile(const kingmaker::MixedProfile& profile);
  /// Sets the local strategy of one node (a row of probabilities summing to 1); false if not.
  bool setLocalStrategy(kingmaker::NodeIndex node, const RationalVector& local);

  /// The decision nodes listed, in row order.
  const std::vector<kingmaker::NodeIndex>& rowNodes() const { return rows_; }
  /// Live results.
  RationalVector rootPayoff() const;
  std::vector<kingmaker::NodeIndex> nonBestReplies() const;

  /// The deviation panel: choose the node and the new local strategy, then deviate().
  void setDeviation(kingmaker::NodeIndex node, const RationalVector& newLocal);
  /// Runs oneStepLookahead with the panel's choice and shows the result; nullopt-like
  /// (deviated() false) when the choice is invalid.
  void deviate();
  bool deviated() const { return hasDeviation_; }
  const kingmaker::Deviation& lastDeviation() const { return deviation_; }
  /// Replaces the profile by the deviation's result.
  void adoptDeviation();

  /// Table of rows (for tests): column 0 node, then per child a field.
  QTableWidget* table() const { return table_; }
  QLineEdit* etaField() const { return etaEdit_; }

 signals:
  void nodeSelected(NodeId treeNode);
  void profileChanged();

 private:
  void buildRows();
  void refreshResults();
  void refreshRow(int row);
  void onFieldEdited(int row, int child);
  void onSliderMoved(int row, int child, int value);
  /// Sets child `child` of the row's node to `value`; the other children keep their ratios.
  void setChildProbability(int row, int child, const Rational& value);
  std::optional<Rational> eta() const;
  void fillDeviationNodes();
  void showDeviation();
  QString playerText(int player) const;
  QString nodeText(kingmaker::NodeIndex v) const;

  kingmaker::BinaryGame game_;
  kingmaker::MixedProfile profile_;
  std::vector<kingmaker::NodeIndex> rows_;
  std::vector<char> kingmakerNode_;
  std::vector<int> forcedWin_;
  std::vector<std::vector<QSlider*>> sliders_;  ///< per row
  std::vector<std::vector<QLineEdit*>> fields_;       ///< per row, one per child
  kingmaker::Deviation deviation_;
  bool hasDeviation_ = false;
  bool hasGame_ = false;
  bool updating_ = false;

  QTableWidget* table_ = nullptr;
  QLabel* capLabel_ = nullptr;
  QLabel* payoffLabel_ = nullptr;
  QLabel* speLabel_ = nullptr;
  QLineEdit* etaEdit_ = nullptr;
  QComboBox* deviationNode_ = nullptr;
  QLineEdit* deviationLocal_ = nullptr;
  QPushButton* deviateButton_ = nullptr;
  QPushButton* adoptButton_ = nullptr;
  QLabel* deviationLabel_ = nullptr;
};

}  // namespace gamelab::ui
