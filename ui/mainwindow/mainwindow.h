#pragma once
/// The application shell: one tab per open document after the start page, File/Edit/View/Help
/// menus, toolbar, status bar, undo history dock, recent files, autosave and crash recovery.
/// Works with any GameDocument; kinds plug in through ui/document/documentregistry.h and
/// registerDocumentKind/registerImporter.
///
/// The non-interactive entry points (openFile, saveDocumentTo, closeDocument with
/// CloseMode::Discard, recoverAutosaves) never show a dialog and return errors, so tests and
/// scripts can drive the window; the interactive slots wrap them with dialogs.
#include "ui/document/autosavemanager.h"
#include "ui/document/gamedocument.h"

#include <QMainWindow>
#include <QStringList>

#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QToolBar;
class QUndoGroup;
class QUndoView;

namespace gamelab::ui {

class StartPage;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  /// `autosaveDirectory` empty = AutosaveManager::defaultDirectory().
  explicit MainWindow(QWidget* parent = nullptr, const QString& autosaveDirectory = {});
  ~MainWindow() override;

  enum class CloseMode { Ask, Discard };

  /// Takes ownership, opens a tab with the document's editor and makes it current.
  GameDocument* addDocument(DocumentPtr document);
  /// Opens `path` (.gamelab via readGamelabFile + createDocument, other suffixes via the
  /// registered importers). If it is already open, that tab becomes current. On failure
  /// nothing open changes and the error is returned (not shown).
  Expected<GameDocument*> openFile(const QString& path);
  /// Writes `document` as .gamelab to `path` atomically (QSaveFile); on success the document
  /// takes that path, is marked saved, its autosave is removed and the path becomes recent.
  Expected<bool> saveDocumentTo(GameDocument* document, const QString& path);
  /// Exports `document` with one of its exportFormats() to `path` (no dialog).
  Expected<bool> exportDocument(GameDocument* document, const QString& formatId, const QString& path);
  /// Closes a document's tab. Ask: a modified document asks Save/Discard/Cancel. Returns false
  /// when the user cancelled (or saving failed).
  bool closeDocument(GameDocument* document, CloseMode mode = CloseMode::Ask);
  /// Opens pending autosaves as modified documents; returns how many opened. Each recovered
  /// document keeps its autosave identity so the file stays until it is saved or closed.
  int recoverAutosaves(const QList<AutosaveManager::Entry>& entries);

  /// Interactive: asks about autosaves left by a crashed session (call once after show()).
  void offerAutosaveRecovery();

  QList<GameDocument*> documents() const;
  GameDocument* currentDocument() const;
  StartPage* startPage() const { return startPage_; }
  QTabWidget* tabs() const { return tabs_; }
  /// The editor of the current document (inside its tab's scroll area), or nullptr.
  QWidget* currentEditor() const;
  AutosaveManager* autosave() const { return autosave_; }
  QUndoGroup* undoGroup() const { return undoGroup_; }
  QStringList recentFiles() const;
  /// The tab label of a document: displayName, plus "*" when modified.
  QString tabText(GameDocument* document) const;

 public slots:
  /// Interactive variants: show dialogs and message boxes.
  void newDocument(const QString& kindId);
  void openExample(const QString& exampleId);
  void open();
  void openPath(const QString& path);
  bool save();
  bool saveAs();
  bool saveDocument(GameDocument* document);
  bool saveDocumentAs(GameDocument* document);
  void closeCurrent();
  void showStartPage();
  void showPreferences();
  void about();

 protected:
  void closeEvent(QCloseEvent* event) override;
  /// Files dropped on the window are opened like File ▸ Open.
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  struct OpenDocument {
    std::unique_ptr<GameDocument> document;
    QWidget* page = nullptr;    ///< the tab: a scroll area around the editor
    QWidget* editor = nullptr;  ///< the kind's editor (owned by the page)
  };

  void createActions();
  void createMenus();
  void createDocks();
  void populateNewMenu();
  void populateRecentMenu();
  void populateExportMenu();
  void updateActions();
  void updateTab(GameDocument* document);
  /// Save/Discard/Cancel for a modified document; false = cancelled or saving failed.
  bool maybeSave(GameDocument* document);
  void addRecentFile(const QString& path);
  void setRecentFiles(const QStringList& paths);
  void showError(const QString& title, const Error& error);
  int indexOf(GameDocument* document) const;
  GameDocument* documentAt(int tabIndex) const;
  GameDocument* findByPath(const QString& path) const;
  QString openFilter() const;
  void readSettings();
  void writeSettings();

  std::vector<OpenDocument> open_;
  QTabWidget* tabs_;
  StartPage* startPage_;
  QUndoGroup* undoGroup_;
  AutosaveManager* autosave_;
  QDockWidget* historyDock_ = nullptr;
  QUndoView* historyView_ = nullptr;
  QLabel* statusDocument_ = nullptr;

  QMenu* newMenu_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QMenu* exportMenu_ = nullptr;
  QAction* openAction_ = nullptr;
  QAction* saveAction_ = nullptr;
  QAction* saveAsAction_ = nullptr;
  QAction* closeAction_ = nullptr;
  QAction* quitAction_ = nullptr;
  QAction* undoAction_ = nullptr;
  QAction* redoAction_ = nullptr;
  QAction* startPageAction_ = nullptr;
  QAction* preferencesAction_ = nullptr;
  QAction* aboutAction_ = nullptr;
  QAction* aboutQtAction_ = nullptr;
  QToolBar* toolBar_ = nullptr;
};

}  // namespace gamelab::ui
