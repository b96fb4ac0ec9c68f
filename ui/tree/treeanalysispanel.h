#pragma once
/// The analysis side of a tree tab: pages for subgame-perfect equilibria (backward induction,
/// pure-SPE count, subgames), the sequence-form solution of two-person zero-sum trees, and the
/// strategic form (opened as a strategic-game document, reduced or not; too-large trees get the
/// size and an offer to use the sequence form). Solvers run off the GUI thread (SolverRunner)
/// with progress and Cancel. Each page's result can be drawn on the tree: the panel emits
/// overlayRequested, which the TreeEditor forwards to its view.
#include "ui/tree/treedocument.h"
#include "ui/tree/treeoverlay.h"

#include <QWidget>

class QProgressBar;

namespace gamelab::ui {

class ProgressPanel;

class TreeAnalysisPanel : public QWidget {
  Q_OBJECT
 public:
  explicit TreeAnalysisPanel(TreeDocument* doc, QWidget* parent = nullptr);
  ~TreeAnalysisPanel() override;

  /// The progress widget shown above the panel (owned by the panel's parent layout).
  ProgressPanel* progressPanel() const;

 signals:
  /// Draw this on the tree (an empty overlay clears it).
  void overlayRequested(const TreeOverlay& overlay);
  /// A new document to open in a tab (e.g. the strategic form); the shell takes ownership.
  void openDocumentRequested(GameDocument* document);

 private:
  struct Impl;
  Impl* d_;
};

}  // namespace gamelab::ui
