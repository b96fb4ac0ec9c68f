#pragma once
/// The analysis side of a tree tab: pages for subgame-perfect equilibria (backward induction,
/// pure-SPE count, subgames), the sequence-form solution of two-person zero-sum trees, and the
/// strategic form (opened as a strategic-game document, reduced or not; too-large trees get the
/// size and an offer to use the sequence form), and kingmakers in win/lose trees (source 001). Solvers run off the GUI thread (SolverRunner)
/// with progress and Cancel. Each page's result can be drawn on the tree: the panel emits
/// overlayRequested, which the TreeEditor forwards to its view.
///
/// Results are stale after any edit: on TreeDocument::treeChanged the panel's AnalysisController
/// cancels what runs, the pages and the overlay are cleared, and (for trees of up to
/// TreeAnalysisOptions::kAutomaticNodes nodes) the tree is analysed again after the debounce;
/// larger trees wait for the pages' Solve buttons. A failed or cancelled run says so on the pages.
#include "ui/tree/treedocument.h"
#include "ui/tree/treeoverlay.h"

#include <QWidget>

#include <functional>
#include <memory>

class QProgressBar;
class QTabWidget;

namespace gamelab::ui {

class ProgressPanel;
class SolverRunner;
class TreePage;
class TreeSpePage;
class TreeZeroSumPage;
class TreeStrategicPage;
class TreeKingmakerPage;
class TreeSequentialPage;
class TreeLemkePage;
class TreeCfrPage;
struct TreeAnalysis;
struct TreeAnalysisOptions;

class TreeAnalysisPanel : public QWidget {
  Q_OBJECT
 public:
  explicit TreeAnalysisPanel(TreeDocument* doc, QWidget* parent = nullptr);
  ~TreeAnalysisPanel() override;

  /// The progress widget shown above the panel (owned by the panel's parent layout; deleted
  /// with the panel if nobody took it).
  ProgressPanel* progressPanel() const;

  SolverRunner* runner() const;
  QTabWidget* tabs() const;
  TreeSpePage* spePage() const;
  TreeZeroSumPage* zeroSumPage() const;
  TreeStrategicPage* strategicPage() const;
  TreeKingmakerPage* kingmakerPage() const;
  TreeSequentialPage* sequentialPage() const;
  TreeLemkePage* lemkePage() const;
  TreeCfrPage* cfrPage() const;
  /// The current result (nullptr after an edit until the next run finishes).
  std::shared_ptr<const TreeAnalysis> analysis() const;
  /// What the current page draws on the tree.
  TreeOverlay currentOverlay() const;
  /// Everything the pages show as plain text (for tests and copying).
  QString text() const;

  /// Computes every part now, whatever the tree's size (Solve, F5).
  void solve();
  /// Opens the strategic form (with the page's reduction) as a new strategic-game tab of the
  /// MainWindow holding the panel, converting first when needed.
  void openStrategicForm();

 signals:
  /// Draw this on the tree (an empty overlay clears it).
  void overlayRequested(const TreeOverlay& overlay);
  /// A new document to open in a tab (e.g. the strategic form), emitted only when the panel is
  /// not inside a MainWindow (documents open through openNewDocument otherwise); the receiver
  /// takes ownership.
  void openDocumentRequested(GameDocument* document);
  /// A run finished and the pages show its result.
  void analysisFinished();
  /// A page asks to select this node of the tree (e.g. an entry of the SP-1EP trace).
  void nodeSelectionRequested(NodeId node);

 private:
  void onTreeChanged();
  /// No current result: every page shows `hint`, the overlay is cleared.
  void showHint(const QString& hint);
  void run(const TreeAnalysisOptions& options, const QString& description, std::function<void()> then = {});
  void showAnalysis(std::shared_ptr<const TreeAnalysis> analysis);
  void emitOverlay();
  void openConverted();

  struct Impl;
  Impl* d_;
};

}  // namespace gamelab::ui
