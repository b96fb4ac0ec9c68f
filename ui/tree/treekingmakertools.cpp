#include "ui/tree/treekingmakertools.h"

#include "ui/kingmaker/essenceview.h"
#include "ui/kingmaker/matchsimulatorwidget.h"
#include "ui/kingmaker/sandboxwidget.h"

#include <QDialog>
#include <QEvent>
#include <QPushButton>
#include <QVBoxLayout>

namespace gamelab::ui {

TreeKingmakerTools::TreeKingmakerTools(QWidget* parent) : QObject(parent), parent_(parent) {
  parent_->installEventFilter(this);
}

bool TreeKingmakerTools::eventFilter(QObject* watched, QEvent* event) {
  if (watched == parent_ && (event->type() == QEvent::Hide || event->type() == QEvent::Show)) {
    const bool shown = event->type() == QEvent::Show;
    for (std::size_t i = 0; i < windows_.size(); ++i) {
      if (!windows_[i]) continue;
      if (!shown && windows_[i]->isVisible()) {
        windows_[i]->hide();
        hiddenWithPage_[i] = true;
      } else if (shown && hiddenWithPage_[i]) {
        windows_[i]->show();
        hiddenWithPage_[i] = false;
      }
    }
  }
  return QObject::eventFilter(watched, event);
}

QDialog* TreeKingmakerTools::open(Tool tool, const kingmaker::BinaryGame& game) {
  QPointer<QDialog>& window = windows_[std::size_t(tool)];
  if (!window) {
    window = new QDialog(parent_);
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto* layout = new QVBoxLayout(window);
    QWidget* content = nullptr;
    switch (tool) {
      case Tool::Essence:
        window->setWindowTitle(tr("Essence: equivalence transformations"));
        essence_ = new EssenceView(window);
        connect(essence_, &EssenceView::nodeSelected, this, &TreeKingmakerTools::nodeSelected);
        content = essence_;
        break;
      case Tool::Sandbox:
        window->setWindowTitle(tr("Mixed-strategy sandbox"));
        sandbox_ = new SandboxWidget(window);
        connect(sandbox_, &SandboxWidget::nodeSelected, this, &TreeKingmakerTools::nodeSelected);
        content = sandbox_;
        break;
      case Tool::Matches:
        window->setWindowTitle(tr("Match simulator"));
        matches_ = new MatchSimulatorWidget(window);
        content = matches_;
        break;
    }
    layout->addWidget(content);
    // A dialog presses its default button on Enter: Enter in a probability field once fired
    // the sandbox's Deviate. Each tool says itself what Enter does in its fields.
    for (QPushButton* b : window->findChildren<QPushButton*>()) b->setAutoDefault(false);
    window->resize(880, 600);
  }
  switch (tool) {
    case Tool::Essence: essence_->setGame(game); break;
    case Tool::Sandbox: sandbox_->setGame(game); break;
    case Tool::Matches: matches_->setGame(game); break;
  }
  hiddenWithPage_[std::size_t(tool)] = false;
  window->show();
  window->raise();
  return window;
}

void TreeKingmakerTools::setGame(const kingmaker::BinaryGame* game) {
  if (essence_) game ? essence_->setGame(*game) : essence_->clear();
  if (sandbox_) game ? sandbox_->setGame(*game) : sandbox_->clear();
  if (matches_) game ? matches_->setGame(*game) : matches_->clear();
}

}  // namespace gamelab::ui
