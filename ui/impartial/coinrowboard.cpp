#include "ui/impartial/impartialboard.h"

// Skeleton so the tree links while the CoinRow board is written (replaced by its owner).
namespace gamelab::ui {
namespace {
class PlaceholderCoinRowBoard : public ImpartialBoard {
 public:
  using ImpartialBoard::ImpartialBoard;
  void setPosition(const ImpartialPosition&) override {}
  void setHints(const std::optional<PositionAnalysis>&) override {}
  void showMove(const ImpartialMove&) override {}
  void setEditing(bool) override {}
  void setInteractive(bool) override {}
};
}  // namespace

ImpartialBoard* createCoinRowBoard(QWidget* parent) { return new PlaceholderCoinRowBoard(parent); }

}  // namespace gamelab::ui
