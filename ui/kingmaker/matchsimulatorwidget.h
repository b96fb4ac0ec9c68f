#pragma once
/// The match simulator of experiment 3 (source 001 §5.2.3, Tables 5.3/5.4; spec part 4.4 and
/// 5.3 item 6): a policy per seat, "players know the others' policies", "average over seat
/// rotations", the SP-1EP reading, Run (off the GUI thread, with Cancel), exact results per
/// seat and per policy (fraction and decimal), a "Thesis experiment" button that runs the six
/// 1EP×k-vs-other rows of Tables 5.3/5.4 for the current setting, and Copy as CSV. Knows
/// nothing of the tree editor.
#include "core/kingmaker/matches.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QVBoxLayout;

namespace gamelab::ui {

class SolverRunner;

class MatchSimulatorWidget : public QWidget {
  Q_OBJECT
 public:
  explicit MatchSimulatorWidget(QWidget* parent = nullptr);

  /// One policy combo per player (default: 1EP for seat 1, RNDall for the others).
  void setGame(const kingmaker::BinaryGame& game);
  void clear();

  void setOptions(const kingmaker::MatchOptions& options);
  kingmaker::MatchOptions options() const;

  /// Starts the match with the current options (asynchronous; finished() when done).
  void run();
  /// Starts the six thesis rows (1EP×1 and ×2 against RNDall, RNDeta, eqprob) for the current
  /// "know" / rotation / reading setting; needs three players.
  void runThesisExperiment();
  void cancel();
  bool isRunning() const;

  /// The results table (one row per match run; see resultRows()).
  QTableWidget* resultTable() const { return results_; }
  /// The results as CSV (header line, then one line per row), what "Copy as CSV" copies.
  QString csv() const;

  /// One line of results: the matchup, then per policy the exact value.
  struct Row {
    QString matchup;
    kingmaker::MatchOptions options;
    kingmaker::MatchResult result;
  };
  const std::vector<Row>& resultRows() const { return rows_; }

 signals:
  /// Every queued match has finished (or failed: the error is shown).
  void finished();

 private:
  void rebuildSeats();
  void startNext();
  void appendRow(const Row& row);
  void setBusy(bool busy);

  kingmaker::BinaryGame game_;
  bool hasGame_ = false;
  std::vector<kingmaker::MatchOptions> queue_;
  std::vector<QString> queueNames_;
  std::vector<Row> rows_;

  QVBoxLayout* seatLayout_ = nullptr;
  std::vector<QComboBox*> seatCombos_;
  QCheckBox* knowCheck_ = nullptr;
  QCheckBox* rotateCheck_ = nullptr;
  QComboBox* readingCombo_ = nullptr;
  QPushButton* runButton_ = nullptr;
  QPushButton* thesisButton_ = nullptr;
  QPushButton* cancelButton_ = nullptr;
  QPushButton* copyButton_ = nullptr;
  QLabel* statusLabel_ = nullptr;
  QTableWidget* results_ = nullptr;
  SolverRunner* runner_ = nullptr;
};

/// The translated display name of a policy ("RNDall", "1EP", …).
QString policyText(kingmaker::Policy policy);

}  // namespace gamelab::ui
