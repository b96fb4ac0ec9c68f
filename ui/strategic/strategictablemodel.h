#pragma once
/// Table model over a StrategicDocument: rows are player 1's strategies, columns player 2's;
/// players 3..n are fixed at the strategies of the current slice (setSliceStrategy). A cell
/// shows every player's payoff ("3, 1"); editing accepts "3, 1", "3 1" or "5/4; -2" (exact)
/// and becomes a QUndoCommand. Header labels (strategy labels) are editable through
/// setHeaderData, player names through setPlayerName.
///
/// The analysis is drawn on the table (setAnalysis): best-response stars, pure equilibria,
/// strategies removed by IESDS, and the equilibrium selected in the analysis panel. Any edit
/// clears it (it is stale); the editor sets a fresh one after the next run.
#include "ui/strategic/strategicanalysis.h"
#include "ui/parameters/parameterstate.h"
#include "ui/strategic/strategicdocument.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <vector>

namespace gamelab::ui {

class StrategicTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Roles {
    /// QStringList: each player's payoff as exact text.
    PayoffsRole = Qt::UserRole + 1,
    /// QVariantList of bool: the payoff of player k is a best response (a star).
    StarsRole,
    /// bool: every player's payoff is starred (a pure equilibrium).
    PureEquilibriumRole,
    /// int: 0 = kept; bit 1 = its row strategy is eliminated by IESDS; bit 2 = its column;
    /// bit 4 = a slice player's current strategy is eliminated.
    EliminatedRole,
    /// double in [0, 1]: the cell's probability under the selected equilibrium relative to the
    /// most likely cell (1 = most likely); -1 when nothing is selected.
    SelectedWeightRole,
    /// bool: the selected equilibrium is pure and this is its cell.
    SelectedPureRole,
    /// qulonglong: the cell's pure profile index in the game.
    ProfileRole,
  };

  explicit StrategicTableModel(StrategicDocument* doc, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  bool setHeaderData(int section, Qt::Orientation orientation, const QVariant& value, int role = Qt::EditRole) override;

  StrategicDocument* document() const { return doc_; }
  std::size_t players() const { return doc_->players(); }

  /// The full pure profile of the slice shown (entries 0 and 1 are 0 and meaningless).
  const PureProfile& slice() const { return slice_; }
  /// Shows the slice where `player` (>= 2) plays `strategy`.
  void setSliceStrategy(std::size_t player, std::size_t strategy);
  /// The pure profile index of cell (row, column) in the current slice.
  std::size_t profileAt(int row, int column) const;

  /// A cell as typed: one value per player and its expression ("" = plain).
  struct TypedCell {
    RationalVector values;
    std::vector<std::string> expressions;
  };
  /// What `text` typed into the cell of `profile` means: numbers as parsePayoffCell reads them,
  /// or (when the document has parameters) one number or expression per player separated by
  /// commas or semicolons; nullopt with the one-line reason in `refusal`.
  std::optional<TypedCell> readCell(std::size_t profile, const QString& text, QString* refusal) const;
  /// The cell of a pure profile if it lies in the current slice.
  QModelIndex indexOfProfile(std::size_t profile) const;

  /// The shown name of a player (stored name or "Player k").
  QString playerName(std::size_t player) const;
  /// Renames a player through the undo stack (empty: default name). False if out of range.
  bool setPlayerName(std::size_t player, const QString& name);

  /// Draws `analysis` on the table when it is of the current game; nullptr (or a stale one)
  /// clears it. Also clears the selected equilibrium.
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis);
  std::shared_ptr<const StrategicAnalysis> analysis() const { return analysis_; }
  /// Highlights equilibrium `index` of the analysis (see StrategicAnalysisPanel::
  /// equilibriumSelected: the extreme equilibria of a two-player game, else the n-player list,
  /// else the pure equilibria); -1 clears.
  void setSelectedEquilibrium(int index);
  int selectedEquilibrium() const { return selectedIndex_; }
  const std::optional<MixedProfile>& selectedProfile() const { return selected_; }
  /// True when strategy `strategy` of `player` is eliminated by IESDS in the analysis shown.
  bool isEliminated(std::size_t player, std::size_t strategy) const;

 signals:
  /// A payoff or label typed by the user was refused (translated message; nothing changed).
  void inputRejected(const QString& message);
  /// The slice shown changed (setSliceStrategy or a change of structure).
  void sliceChanged();
  /// The analysis drawn or the selected equilibrium changed.
  void analysisChanged();

 private:
  void clampSlice();
  void clearAnalysis();
  void refreshAll();
  void refreshHeaders();
  QString strategyName(std::size_t player, std::size_t strategy) const;
  QString eliminationText(std::size_t player, std::size_t strategy) const;
  QString cellToolTip(std::size_t profile) const;
  double selectedWeight(std::size_t profile) const;

  StrategicDocument* doc_;
  PureProfile slice_;
  std::shared_ptr<const StrategicAnalysis> analysis_;
  std::vector<bool> pureEquilibrium_;             ///< per profile
  std::vector<std::vector<int>> eliminatedStep_;  ///< per player and strategy, 1-based step, 0 = kept
  int selectedIndex_ = -1;
  std::optional<MixedProfile> selected_;
  std::optional<std::size_t> selectedPure_;
  double selectedMax_ = 0;
};

}  // namespace gamelab::ui
