#pragma once
/// The logit QRE view shared by the strategic and tree analysis pages: the branch chart (λ or
/// λ/(1+λ)) and the likelihood chart in tabs, a slider that moves a marker along the branch (through its turns) and shows that
/// point's profile, and a data panel beside it: observed choice counts typed or pasted per
/// choice, their frequencies, the maximum-likelihood λ with its log-likelihood, the fitted
/// profile and the likelihood curve along the branch. The fit runs off the GUI thread through
/// its own AnalysisController (300 ms after the last change, cancelled by the next one).
#include "core/common/expected.h"
#include "core/qre/logitqre.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;
class QSlider;
class QTabWidget;
class QTableWidget;

namespace gamelab::ui {

class AnalysisController;
class ProgressPanel;
class QreBranchChart;

/// What the panel shows, built by a kind's page from its analysis.
struct QreBranchView {
  QStringList agentNames;                 ///< "Player 1", "I: set 2"
  std::vector<QStringList> choiceNames;   ///< per agent
  std::vector<int> agentPlayers;          ///< per agent: its player (line style, colour)
  std::vector<QrePoint> branch;           ///< the traced points, λ = 0 first
  double lambdaMax = 0;
  bool complete = true;

  /// The branch, its end and completeness from a solver's result.
  void setBranch(const QreBranchResult& result) {
    branch = result.branch;
    lambdaMax = result.lambdaMax;
    complete = result.complete;
  }
};

class QrePanel : public QWidget {
  Q_OBJECT
 public:
  /// Runs the fit on the analysed game: the branch with `fit` for these counts (per agent).
  using FitJob = std::function<Expected<QreBranchResult>(const std::vector<std::vector<double>>& counts,
                                                         const Progress&, const CancelToken&)>;

  explicit QrePanel(QWidget* parent = nullptr);

  /// Shows a branch; typed counts stay when the shape is the same. nullptr: `hint` instead.
  void setBranch(std::shared_ptr<const QreBranchView> view, FitJob fit, const QString& hint = {});

  /// The point the slider shows (interpolated between traced points), or nullopt without a branch.
  std::optional<QrePoint> currentPoint() const;
  /// The last fit shown, if any.
  const std::optional<QreFit>& fit() const { return fit_; }
  /// Plain text of the panel (for tests and copying).
  QString text() const;

  QSlider* slider() const { return slider_; }
  QTableWidget* table() const { return table_; }
  QComboBox* axisChoice() const { return axis_; }
  QreBranchChart* chart() const { return chart_; }
  AnalysisController* fitController() const { return fitController_; }
  QTabWidget* chartTabs() const { return charts_; }

  /// Table columns.
  enum Column { AgentColumn, ChoiceColumn, ProbabilityColumn, CountColumn, FrequencyColumn, FittedColumn };

 signals:
  /// The slider moved (or a new branch arrived): the point now shown.
  void pointChanged();

 private:
  /// Typing a number in any cell of a row edits that row's count: the key is not lost on a
  /// read-only cell.
  bool eventFilter(QObject* watched, QEvent* event) override;
  void showPoint();
  void countsEdited();
  void pasteCounts();
  std::vector<std::vector<double>> counts(bool* any, QString* problem) const;
  /// Shows fit_: the label, the fitted column and dots, the likelihood curve.
  void drawFit();
  void clearFit(const QString& why);
  void fillTable();

  std::shared_ptr<const QreBranchView> view_;
  FitJob fitJob_;
  std::optional<QreFit> fit_;
  QLabel* hint_;
  QComboBox* axis_;
  QTabWidget* charts_;  ///< the branch; the likelihood (enabled once a fit is shown)
  QreBranchChart* chart_;
  QSlider* slider_;
  QLabel* lambdaLabel_;
  QTableWidget* table_;
  QLabel* fitLabel_;
  QChartView* likelihood_;
  AnalysisController* fitController_;
  bool filling_ = false;
};

/// The fit job of a kind: `solve(game, options, progress, cancel)` (solveStrategicQre or
/// solveTreeQre) on the analysed snapshot, which the job keeps alive.
template <class Game, class Solve>
QrePanel::FitJob qreFitJob(std::shared_ptr<const Game> game, Solve solve) {
  return [game, solve](const std::vector<std::vector<double>>& counts, const Progress& progress,
                       const CancelToken& cancel) -> Expected<QreBranchResult> {
    QreOptions options;
    options.counts = counts;
    auto result = solve(*game, options, progress, cancel);
    if (!result) return result.error();
    return static_cast<QreBranchResult>(*result);
  };
}

}  // namespace gamelab::ui
