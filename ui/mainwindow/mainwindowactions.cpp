/// MainWindow's actions, menus, docks and the menus rebuilt on demand (New, Open Recent,
/// Export). The rest of MainWindow is in mainwindow.cpp.
#include "ui/mainwindow/mainwindow.h"

#include "ui/common/icons.h"
#include "ui/document/documentregistry.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoView>

namespace gamelab::ui {

void MainWindow::createActions() {
  openAction_ = new QAction(icon(QStringLiteral("open")), tr("&Open…"), this);
  openAction_->setIconText(tr("Open"));  // toolbar: no accelerator marks such as "(O)"
  openAction_->setShortcut(QKeySequence::Open);
  openAction_->setStatusTip(tr("Open a .gamelab document or import a file"));
  connect(openAction_, &QAction::triggered, this, &MainWindow::open);

  saveAction_ = new QAction(icon(QStringLiteral("save")), tr("&Save"), this);
  saveAction_->setIconText(tr("Save"));
  saveAction_->setShortcut(QKeySequence::Save);
  saveAction_->setStatusTip(tr("Save the current document"));
  connect(saveAction_, &QAction::triggered, this, &MainWindow::save);

  saveAsAction_ = new QAction(icon(QStringLiteral("saveas")), tr("Save &As…"), this);
  saveAsAction_->setShortcut(QKeySequence::SaveAs);
  connect(saveAsAction_, &QAction::triggered, this, &MainWindow::saveAs);

  closeAction_ = new QAction(icon(QStringLiteral("close")), tr("&Close"), this);
  closeAction_->setShortcut(QKeySequence::Close);
  connect(closeAction_, &QAction::triggered, this, &MainWindow::closeCurrent);

  quitAction_ = new QAction(tr("&Quit"), this);
  quitAction_->setShortcut(QKeySequence::Quit);
  quitAction_->setMenuRole(QAction::QuitRole);
  connect(quitAction_, &QAction::triggered, this, &QWidget::close);

  // Empty prefix: Qt words "Undo <command>" itself (translated by qtbase_<lang>.qm); the
  // toolbar keeps a short fixed label.
  undoAction_ = undoGroup_->createUndoAction(this);
  undoAction_->setIconText(tr("Undo"));
  undoAction_->setIcon(icon(QStringLiteral("undo")));
  undoAction_->setShortcut(QKeySequence::Undo);
  redoAction_ = undoGroup_->createRedoAction(this);
  redoAction_->setIconText(tr("Redo"));
  redoAction_->setIcon(icon(QStringLiteral("redo")));
  redoAction_->setShortcut(QKeySequence::Redo);

  startPageAction_ = new QAction(icon(QStringLiteral("home")), tr("&Start Page"), this);
  startPageAction_->setIconText(tr("Start Page"));
  connect(startPageAction_, &QAction::triggered, this, &MainWindow::showStartPage);

  preferencesAction_ = new QAction(icon(QStringLiteral("settings")), tr("&Preferences…"), this);
  // QKeySequence::Preferences is empty on several Linux desktops: fall back to Ctrl+,.
  const auto preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
  preferencesAction_->setShortcuts(preferenceKeys.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                                            : preferenceKeys);
  preferencesAction_->setMenuRole(QAction::PreferencesRole);
  connect(preferencesAction_, &QAction::triggered, this, &MainWindow::showPreferences);

  aboutAction_ = new QAction(icon(QStringLiteral("info")), tr("&About Gamelab"), this);
  aboutAction_->setMenuRole(QAction::AboutRole);
  connect(aboutAction_, &QAction::triggered, this, &MainWindow::about);
  aboutQtAction_ = new QAction(tr("About &Qt"), this);
  aboutQtAction_->setMenuRole(QAction::AboutQtRole);
  connect(aboutQtAction_, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  newMenu_ = file->addMenu(icon(QStringLiteral("new")), tr("&New"));
  newMenu_->menuAction()->setIconText(tr("New"));
  newMenu_->setObjectName(QStringLiteral("newMenu"));
  populateNewMenu();
  file->addAction(openAction_);
  recentMenu_ = file->addMenu(icon(QStringLiteral("folder-recent")), tr("Open &Recent"));
  connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::populateRecentMenu);
  file->addSeparator();
  file->addAction(saveAction_);
  file->addAction(saveAsAction_);
  exportMenu_ = file->addMenu(icon(QStringLiteral("export")), tr("&Export"));
  connect(exportMenu_, &QMenu::aboutToShow, this, &MainWindow::populateExportMenu);
  file->addSeparator();
  file->addAction(closeAction_);
  file->addAction(quitAction_);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  edit->addAction(undoAction_);
  edit->addAction(redoAction_);
  edit->addSeparator();
  edit->addAction(preferencesAction_);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  view->setObjectName(QStringLiteral("viewMenu"));
  view->addAction(startPageAction_);
  view->addSeparator();

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(aboutAction_);
  help->addAction(aboutQtAction_);

  toolBar_ = addToolBar(tr("Main"));
  toolBar_->setObjectName(QStringLiteral("mainToolBar"));
  toolBar_->setIconSize(QSize(22, 22));
  toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  QAction* newButton = newMenu_->menuAction();
  toolBar_->addAction(newButton);
  toolBar_->addAction(openAction_);
  toolBar_->addAction(saveAction_);
  toolBar_->addSeparator();
  toolBar_->addAction(undoAction_);
  toolBar_->addAction(redoAction_);
  toolBar_->addSeparator();
  toolBar_->addAction(startPageAction_);
  if (auto* button = qobject_cast<QToolButton*>(toolBar_->widgetForAction(newButton)))
    button->setPopupMode(QToolButton::InstantPopup);
  view->addAction(toolBar_->toggleViewAction());
}

void MainWindow::createDocks() {
  historyView_ = new QUndoView(undoGroup_, this);
  historyView_->setEmptyLabel(tr("<original>"));
  historyDock_ = new QDockWidget(tr("Undo History"), this);
  historyDock_->setObjectName(QStringLiteral("undoHistoryDock"));
  historyDock_->setWidget(historyView_);
  addDockWidget(Qt::RightDockWidgetArea, historyDock_);
  historyDock_->hide();
  QAction* toggle = historyDock_->toggleViewAction();
  toggle->setIcon(icon(QStringLiteral("history")));
  toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
  for (QAction* action : menuBar()->actions()) {
    if (action->menu() && action->menu()->objectName() == QLatin1String("viewMenu")) {
      action->menu()->addAction(toggle);
      QAction* statusToggle = action->menu()->addAction(tr("Status &Bar"));
      statusToggle->setCheckable(true);
      statusToggle->setChecked(true);
      connect(statusToggle, &QAction::toggled, statusBar(), &QWidget::setVisible);
    }
  }
}

void MainWindow::populateNewMenu() {
  newMenu_->clear();
  const auto actions = newDocumentActions();
  for (const NewDocumentAction& entry : actions) {
    QAction* action = newMenu_->addAction(entry.icon.isNull() ? icon(QStringLiteral("new")) : entry.icon, entry.label);
    action->setStatusTip(entry.description);
    const QString kind = entry.kindId;
    connect(action, &QAction::triggered, this, [this, kind] { newDocument(kind); });
  }
  // Ctrl+N creates the first registered kind.
  if (!newMenu_->actions().isEmpty()) newMenu_->actions().first()->setShortcut(QKeySequence::New);
  newMenu_->setEnabled(!actions.isEmpty());
}

void MainWindow::populateRecentMenu() {
  recentMenu_->clear();
  const QStringList recent = recentFiles();
  for (const QString& path : recent) {
    QAction* action = recentMenu_->addAction(QFileInfo(path).fileName());
    action->setStatusTip(QDir::toNativeSeparators(path));
    action->setToolTip(QDir::toNativeSeparators(path));
    connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
  }
  if (recent.isEmpty()) recentMenu_->addAction(tr("No recent files"))->setEnabled(false);
  recentMenu_->addSeparator();
  QAction* clear = recentMenu_->addAction(tr("&Clear Recent Files"));
  clear->setEnabled(!recent.isEmpty());
  connect(clear, &QAction::triggered, this, [this] { setRecentFiles({}); });
}

void MainWindow::populateExportMenu() {
  exportMenu_->clear();
  GameDocument* document = currentDocument();
  const QList<ExportFormat> formats = document ? document->exportFormats() : QList<ExportFormat>{};
  for (const ExportFormat& format : formats) {
    QAction* action = exportMenu_->addAction(format.nameFilter);
    connect(action, &QAction::triggered, this, [this, document, format] {
      if (indexOf(document) < 0) return;
      const QString base = document->filePath().isEmpty() ? document->displayName()
                                                          : QFileInfo(document->filePath()).completeBaseName();
      QString path = QFileDialog::getSaveFileName(this, tr("Export"), base + QLatin1Char('.') + format.suffix,
                                                  format.nameFilter);
      if (path.isEmpty()) return;
      if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + format.suffix;
      const auto result = exportDocument(document, format.id, path);
      if (!result) {
        showError(tr("Export failed"), result.error());
        return;
      }
      statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), 5000);
    });
  }
  if (formats.isEmpty()) exportMenu_->addAction(tr("No export formats"))->setEnabled(false);
}

}  // namespace gamelab::ui
