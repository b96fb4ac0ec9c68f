#pragma once
/// The Kingmakers page's tool windows around the widgets of ui/kingmaker: the essence view
/// (equivalence transformations), the mixed-strategy sandbox (one-step-lookahead motive) and
/// the match simulator. Each opens once (non-modal, raised when asked again) and follows the
/// page's current game; a node the essence view or the sandbox reports is passed on as a node
/// of the editor's tree. The windows belong to the page: they hide while the page is hidden
/// (another document's tab, another analysis page) and come back when it is shown again.
#include "core/kingmaker/binarygame.h"
#include "ui/kingmaker/essenceview.h"
#include "ui/kingmaker/matchsimulatorwidget.h"
#include "ui/kingmaker/sandboxwidget.h"

#include <QDialog>
#include <QObject>
#include <QPointer>

#include <array>

namespace gamelab::ui {

class TreeKingmakerTools : public QObject {
  Q_OBJECT
 public:
  enum class Tool { Essence = 0, Sandbox = 1, Matches = 2 };
  /// Windows are children of `parent` (closed with it, hidden while it is hidden).
  explicit TreeKingmakerTools(QWidget* parent);

  /// Opens (or raises) the tool's window on `game`; returns the window.
  QDialog* open(Tool tool, const kingmaker::BinaryGame& game);
  /// The page's game changed (nullptr: there is none): open windows show it (or clear).
  void setGame(const kingmaker::BinaryGame* game);
  /// The open window of `tool`, or nullptr.
  QDialog* window(Tool tool) const { return windows_[std::size_t(tool)]; }
  EssenceView* essenceView() const { return essence_; }
  SandboxWidget* sandbox() const { return sandbox_; }
  MatchSimulatorWidget* matches() const { return matches_; }

 signals:
  void nodeSelected(NodeId node);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QWidget* parent_;
  std::array<QPointer<QDialog>, 3> windows_;
  std::array<bool, 3> hiddenWithPage_{};  ///< open windows hidden because the page was
  QPointer<EssenceView> essence_;
  QPointer<SandboxWidget> sandbox_;
  QPointer<MatchSimulatorWidget> matches_;
};

}  // namespace gamelab::ui
