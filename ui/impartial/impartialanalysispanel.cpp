#include "ui/impartial/impartialanalysispanel.h"

// Skeleton so the tree links while the panel is written (replaced by its owner).
namespace gamelab::ui {

ImpartialAnalysisPanel::ImpartialAnalysisPanel(QWidget* parent) : QTabWidget(parent) {}
void ImpartialAnalysisPanel::setPosition(const ImpartialPosition&) {}
QString ImpartialAnalysisPanel::text() const { return {}; }

}  // namespace gamelab::ui
