#include "ui/impartial/impartialboard.h"

// Skeleton so the tree links while the Grid board is written (replaced by its owner).
namespace gamelab::ui {
namespace {
class PlaceholderGridBoard : public ImpartialBoard {
 public:
  using ImpartialBoard::ImpartialBoard;
  void setPosition(const ImpartialPosition&) override {}
  void setHints(const std::optional<PositionAnalysis>&) override {}
  void showMove(const ImpartialMove&) override {}
  void setEditing(bool) override {}
  void setInteractive(bool) override {}
};
}  // namespace

ImpartialBoard* createGridBoard(QWidget* parent) { return new PlaceholderGridBoard(parent); }

}  // namespace gamelab::ui
