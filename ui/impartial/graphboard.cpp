#include "ui/impartial/impartialboard.h"

// Skeleton so the tree links while the Graph board is written (replaced by its owner).
namespace gamelab::ui {
namespace {
class PlaceholderGraphBoard : public ImpartialBoard {
 public:
  using ImpartialBoard::ImpartialBoard;
  void setPosition(const ImpartialPosition&) override {}
  void setHints(const std::optional<PositionAnalysis>&) override {}
  void showMove(const ImpartialMove&) override {}
  void setEditing(bool) override {}
  void setInteractive(bool) override {}
};
}  // namespace

ImpartialBoard* createGraphBoard(QWidget* parent) { return new PlaceholderGraphBoard(parent); }

}  // namespace gamelab::ui
