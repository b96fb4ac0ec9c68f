#pragma once
/// The "Sequence" tab of the impartial analysis panel: for a heap rule or a coin rule, g(0..N)
/// as a virtual table (GrundySequenceModel, ten values per row, P-positions highlighted,
/// exceptions before the period in bold), a GrundySequenceChart with the period marked, a
/// summary (period, pre-period, where it was proved, the exceptions, the P-positions), and a
/// field to type another rule. N up to 10⁷; beyond a few thousand the values are computed off
/// the GUI thread by a SolverRunner with progress and Cancel.
#include "core/impartial/cointurning.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/heapvalues.h"

#include <QAbstractTableModel>
#include <QList>
#include <QWidget>

#include <memory>
#include <optional>
#include <variant>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace gamelab::ui {

class ProgressPanel;
class SolverRunner;
namespace charts {
class GrundySequenceChart;
}

/// A rule whose sequence the tab shows.
using SequenceRule = std::variant<HeapRule, CoinRule>;

/// g(0..N) as rows of ten values: row r holds indices 10r..10r+9 (printed as n + origin).
/// Background marks P-positions (g = 0); exceptions before the period are bold.
class GrundySequenceModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  static constexpr int kColumns = 10;
  explicit GrundySequenceModel(QObject* parent = nullptr);
  /// `count` values of `values` are shown; `exceptions` sorted increasingly.
  void setSequence(std::shared_ptr<const std::vector<Nimber>> values, std::size_t count, int origin,
                   std::vector<std::size_t> exceptions);
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  /// The index a cell shows, or -1 for the empty cells after the last value.
  long long indexAt(const QModelIndex& index) const;
  std::size_t count() const { return count_; }

 private:
  std::shared_ptr<const std::vector<Nimber>> values_;
  std::size_t count_ = 0;
  int origin_ = 0;
  std::vector<std::size_t> exceptions_;
};

class SequenceTab : public QWidget {
  Q_OBJECT
 public:
  explicit SequenceTab(QWidget* parent = nullptr);
  ~SequenceTab() override;

  /// The rules of the current position (the first is shown). Nothing is recomputed when the
  /// list is the one already shown, so the play view may call this on every move.
  void setRules(const std::vector<SequenceRule>& rules);
  /// Shows the rule typed as `spec` ("1,3,4" = subtraction set, "0.137" = octal code, "kayles",
  /// "grundy", … or, with `coin`, a coin rule "ruler", "subtraction:1,2,3", …). A bad spec
  /// leaves the shown rule and puts the reason in errorText(); returns whether it was valid.
  bool showSpec(const QString& spec, bool coin = false);
  /// Heaps 0..n (default 100); recomputes.
  void setLimit(std::size_t n);
  std::size_t limit() const;

  /// Parses a typed spec with the shorthands above.
  static Expected<SequenceRule> parseSpec(const QString& text, bool coin);
  /// "Kayles", "Dawson's chess", … or the spec text.
  static QString ruleName(const SequenceRule& rule);
  static QString ruleSpec(const SequenceRule& rule);

  const std::optional<SequenceRule>& rule() const { return rule_; }
  /// The values computed (may extend beyond the limit, to prove the period); null while none.
  std::shared_ptr<const std::vector<Nimber>> values() const { return values_; }
  const std::optional<HeapPeriodicity>& periodicity() const { return periodicity_; }
  /// Indices n < pre-period where g(n) differs from the periodic continuation.
  const std::vector<std::size_t>& exceptions() const { return exceptions_; }

  QString summaryText() const;
  QString errorText() const;
  /// Rule, summary, the first values and the chart title, as plain text.
  QString text() const;

  charts::GrundySequenceChart* chart() const { return chart_; }
  GrundySequenceModel* model() const { return model_; }
  QTableView* table() const { return table_; }
  SolverRunner* runner() const { return runner_; }

  /// Largest limit computed on the GUI thread; above it the SolverRunner is used.
  static constexpr std::size_t kSynchronousLimit = 5000;
  /// Heap rules are always computed to at least this size, so that short periods are proved.
  static constexpr std::size_t kPeriodProbe = 1000;
  static constexpr int kMaxLimit = 10'000'000;

 signals:
  /// The shown sequence changed (a new computation finished).
  void sequenceChanged();

 private:
  struct Result {
    std::shared_ptr<const std::vector<Nimber>> values;
    std::optional<HeapPeriodicity> periodicity;
  };
  void compute();
  void show(const Result& result);
  void showError(const QString& message);
  void onRuleChosen(int index);
  void onApplySpec();
  static Expected<Result> run(const SequenceRule& rule, std::size_t upTo, const Progress& progress, const CancelToken& cancel);

  std::vector<SequenceRule> positionRules_;
  std::optional<SequenceRule> rule_;
  std::shared_ptr<const std::vector<Nimber>> values_;
  std::optional<HeapPeriodicity> periodicity_;
  std::vector<std::size_t> exceptions_;
  std::size_t shownCount_ = 0;

  QComboBox* rules_;
  QComboBox* specKind_;
  QLineEdit* spec_;
  QPushButton* apply_;
  QLabel* error_;
  QSpinBox* limit_;
  QPushButton* computeButton_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
  QLabel* summary_;
  charts::GrundySequenceChart* chart_;
  GrundySequenceModel* model_;
  QTableView* table_;
  bool updatingRules_ = false;
};

}  // namespace gamelab::ui
