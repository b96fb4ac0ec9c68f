#include "ui/tree/treeanalysispanel.h"

#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"

namespace gamelab::ui {

// Skeleton: the pages come with the tree analysis.
struct TreeAnalysisPanel::Impl {
  ProgressPanel* progress = nullptr;
};

TreeAnalysisPanel::TreeAnalysisPanel(TreeDocument* /*doc*/, QWidget* parent) : QWidget(parent), d_(new Impl) {}

TreeAnalysisPanel::~TreeAnalysisPanel() { delete d_; }

ProgressPanel* TreeAnalysisPanel::progressPanel() const { return d_->progress; }

}  // namespace gamelab::ui
