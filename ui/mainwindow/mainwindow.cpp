#include "ui/mainwindow/mainwindow.h"

#include "core/io/gamelabfile.h"
#include "ui/common/errortext.h"
#include "ui/common/icons.h"
#include "ui/document/documentopener.h"
#include "ui/document/documentregistry.h"
#include "ui/preferences/preferencesdialog.h"
#include "ui/startpage/startpage.h"

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUrl>

#include <algorithm>

namespace gamelab::ui {

namespace {
constexpr int kMaxRecentFiles = 10;
const char* kRecentKey = "mainwindow/recentFiles";
const char* kGeometryKey = "mainwindow/geometry";
const char* kStateKey = "mainwindow/state";
const QString kGamelabSuffix = QStringLiteral("gamelab");

QString canonical(const QString& path) {
  const QFileInfo info(path);
  const QString c = info.canonicalFilePath();
  return c.isEmpty() ? info.absoluteFilePath() : c;
}
}  // namespace

MainWindow::MainWindow(QWidget* parent, const QString& autosaveDirectory)
    : QMainWindow(parent),
      tabs_(new QTabWidget(this)),
      startPage_(new StartPage(this)),
      undoGroup_(new QUndoGroup(this)),
      autosave_(new AutosaveManager(autosaveDirectory, this)) {
  initResources();
  // Documents made from another one open in the window that shows it.
  setDocumentOpener([](QWidget* from, DocumentPtr document) -> GameDocument* {
    auto* window = qobject_cast<MainWindow*>(from->window());
    if (!window) return nullptr;
    document->markModified();
    return window->addDocument(std::move(document));
  });
  setObjectName(QStringLiteral("mainWindow"));
  setWindowIcon(icon(QStringLiteral("gamelab")));
  setAcceptDrops(true);
  setWindowTitle(QStringLiteral("[*]") + tr("Gamelab"));

  tabs_->setObjectName(QStringLiteral("documentTabs"));
  tabs_->setDocumentMode(true);
  tabs_->setTabsClosable(true);
  tabs_->setMovable(true);
  tabs_->addTab(startPage_, icon(QStringLiteral("home")), tr("Start"));
  // The start page stays: no close button on its tab.
  tabs_->tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);
  tabs_->tabBar()->setTabButton(0, QTabBar::LeftSide, nullptr);
  setCentralWidget(tabs_);

  createActions();
  createMenus();
  createDocks();
  statusDocument_ = new QLabel(this);
  statusBar()->addPermanentWidget(statusDocument_);
  statusBar()->showMessage(tr("Ready"), 3000);

  connect(tabs_, &QTabWidget::currentChanged, this, [this] {
    GameDocument* document = currentDocument();
    undoGroup_->setActiveStack(document ? document->undoStack() : nullptr);
    updateActions();
  });
  connect(tabs_, &QTabWidget::tabCloseRequested, this, [this](int index) {
    if (GameDocument* document = documentAt(index)) closeDocument(document);
  });
  connect(startPage_, &StartPage::newDocumentRequested, this, &MainWindow::newDocument);
  connect(startPage_, &StartPage::openRequested, this, &MainWindow::open);
  connect(startPage_, &StartPage::recentFileRequested, this, &MainWindow::openPath);
  connect(startPage_, &StartPage::exampleRequested, this, &MainWindow::openExample);
  connect(autosave_, &AutosaveManager::autosaved, this,
          [this](int count) { statusBar()->showMessage(tr("Autosaved %n document(s)", nullptr, count), 3000); });

  readSettings();
  updateActions();
}

MainWindow::~MainWindow() {
  // Editors go before their documents; autosaves of documents still open are removed only
  // by an orderly close (closeEvent), so a crash leaves them behind.
  undoGroup_->setActiveStack(nullptr);
  for (auto& entry : open_) {
    undoGroup_->removeStack(entry.document->undoStack());
    delete entry.page;
    entry.page = nullptr;
  }
  open_.clear();
}

// ---------------------------------------------------------------------------------------------
// Actions and menus

void MainWindow::updateActions() {
  GameDocument* document = currentDocument();
  const bool hasDocument = document != nullptr;
  saveAction_->setEnabled(hasDocument);
  saveAsAction_->setEnabled(hasDocument);
  closeAction_->setEnabled(hasDocument);
  exportMenu_->setEnabled(hasDocument && !document->exportFormats().isEmpty());
  if (document) {
    setWindowTitle(document->displayName() + QStringLiteral("[*] — ") + tr("Gamelab"));
    setWindowModified(document->isModified());
    statusDocument_->setText(document->filePath().isEmpty() ? tr("Not saved yet")
                                                            : QDir::toNativeSeparators(document->filePath()));
  } else {
    setWindowTitle(tr("Gamelab"));
    setWindowModified(false);
    statusDocument_->clear();
  }
}

void MainWindow::updateTab(GameDocument* document) {
  const int index = indexOf(document);
  if (index < 0) return;
  tabs_->setTabText(index, tabText(document));
  tabs_->setTabToolTip(index, document->filePath().isEmpty() ? document->displayName()
                                                              : QDir::toNativeSeparators(document->filePath()));
  if (document == currentDocument()) updateActions();
}

QString MainWindow::tabText(GameDocument* document) const {
  // '&' would become a mnemonic in a tab label.
  QString text = document->displayName();
  text.replace(QLatin1Char('&'), QStringLiteral("&&"));
  return document->isModified() ? text + QLatin1Char('*') : text;
}

// ---------------------------------------------------------------------------------------------
// Documents

GameDocument* MainWindow::addDocument(DocumentPtr owned) {
  if (!owned) return nullptr;
  GameDocument* document = owned.get();
  // The editor scrolls inside its tab when it needs more room than the window has (a
  // 1366×768 screen), so no editor makes the window taller than the screen.
  auto* page = new QScrollArea(tabs_);
  page->setObjectName(QStringLiteral("documentPage"));
  page->setFrameShape(QFrame::NoFrame);
  page->setWidgetResizable(true);
  QWidget* editor = document->createEditor(page);
  if (!editor) editor = new QWidget(page);
  page->setWidget(editor);
  open_.push_back(OpenDocument{std::move(owned), page, editor});
  undoGroup_->addStack(document->undoStack());
  const int index = tabs_->addTab(page, tabText(document));
  connect(document, &GameDocument::modifiedChanged, this, [this, document] { updateTab(document); });
  connect(document, &GameDocument::displayNameChanged, this, [this, document] { updateTab(document); });
  autosave_->track(document);
  tabs_->setCurrentIndex(index);
  updateTab(document);
  return document;
}

Expected<GameDocument*> MainWindow::openFile(const QString& path) {
  const QFileInfo info(path);
  if (!info.exists() || !info.isFile()) return makeError(ErrorCode::FileUnreadable, {path.toStdString()});
  if (GameDocument* existing = findByPath(path)) {
    tabs_->setCurrentIndex(indexOf(existing));
    return existing;
  }
  const QString suffix = info.suffix().toLower();
  DocumentPtr document;
  if (suffix == kGamelabSuffix) {
    auto file = readGamelabFile(QFile::encodeName(path).toStdString());
    if (!file) return file.error();
    auto created = createDocument(*file);
    if (!created) return created.error();
    document = std::move(created).value();
    document->setFilePath(canonical(path));
    document->markSaved();
  } else {
    const Importer* importer = nullptr;
    const QList<Importer> all = importers();
    for (const Importer& candidate : all)
      if (candidate.suffix.compare(suffix, Qt::CaseInsensitive) == 0) importer = &candidate;
    if (!importer) return makeError(ErrorCode::UnsupportedFormat, {"." + suffix.toStdString()});
    auto imported = importer->open(path);
    if (!imported) return imported.error();
    document = std::move(imported).value();
    if (!document) return makeError(ErrorCode::Internal, {"importer returned null"});
    // An imported file is not a .gamelab document: Save asks for a new name.
    document->setFilePath({});
    if (document->title().isEmpty()) document->setTitle(info.completeBaseName());
  }
  addRecentFile(canonical(path));
  return addDocument(std::move(document));
}

Expected<bool> MainWindow::saveDocumentTo(GameDocument* document, const QString& path) {
  if (!document) return makeError(ErrorCode::Internal, {"no document to save"});
  GamelabFile file = document->toGamelabFile();
  if (file.title.empty()) file.title = document->title().toStdString();
  const QByteArray bytes = QByteArray::fromStdString(serializeGamelab(file));
  QSaveFile out(path);
  if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
    return makeError(ErrorCode::FileUnwritable, {QDir::toNativeSeparators(path).toStdString()});
  document->setFilePath(canonical(path));
  document->markSaved();
  QFile::remove(autosave_->autosavePathFor(document));
  addRecentFile(canonical(path));
  updateTab(document);
  return true;
}

Expected<bool> MainWindow::exportDocument(GameDocument* document, const QString& formatId, const QString& path) {
  if (!document) return makeError(ErrorCode::Internal, {"no document to save"});
  bool known = false;
  for (const ExportFormat& format : document->exportFormats()) known = known || format.id == formatId;
  if (!known) return makeError(ErrorCode::UnsupportedFormat, {formatId.toStdString()});
  return document->exportTo(formatId, path);
}

bool MainWindow::maybeSave(GameDocument* document) {
  if (!document->isModified()) return true;
  tabs_->setCurrentIndex(indexOf(document));
  QMessageBox box(QMessageBox::Warning, tr("Close Document"),
                  tr("“%1” has unsaved changes.").arg(document->displayName()),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
  box.setInformativeText(tr("Do you want to save them before closing?"));
  box.setDefaultButton(QMessageBox::Save);
  const int answer = box.exec();
  if (answer == QMessageBox::Cancel) return false;
  if (answer == QMessageBox::Save) return saveDocument(document);
  return true;
}

bool MainWindow::closeDocument(GameDocument* document, CloseMode mode) {
  const int index = indexOf(document);
  if (index < 0) return false;
  if (mode == CloseMode::Ask && !maybeSave(document)) return false;
  autosave_->untrack(document);
  undoGroup_->removeStack(document->undoStack());
  auto it = std::find_if(open_.begin(), open_.end(), [document](const OpenDocument& d) { return d.document.get() == document; });
  tabs_->removeTab(tabs_->indexOf(it->page));
  delete it->page;
  open_.erase(it);
  updateActions();
  return true;
}

int MainWindow::recoverAutosaves(const QList<AutosaveManager::Entry>& entries) {
  int opened = 0;
  for (const AutosaveManager::Entry& entry : entries) {
    auto document = AutosaveManager::recover(entry);
    if (!document) {
      // Kept aside, so the same file is not offered (and does not fail) at every start.
      autosave_->quarantine(entry);
      showError(tr("Recovery failed"), document.error());
      continue;
    }
    GameDocument* added = addDocument(std::move(document).value());
    // Keep the recovered file under the same identity until the user saves or closes.
    autosave_->untrack(added);  // drops the fresh id (no file written yet)
    autosave_->track(added, entry.id);
    autosave_->save(added);  // claims the file for this session at once
    ++opened;
  }
  return opened;
}

void MainWindow::offerAutosaveRecovery() {
  const auto entries = autosave_->pending();
  if (const qsizetype unreadable = autosave_->quarantinedFiles().size(); unreadable > 0)
    statusBar()->showMessage(tr("%n autosaved file(s) could not be read and were moved to %1.", nullptr, int(unreadable))
                                 .arg(QDir::toNativeSeparators(autosave_->quarantineDirectory())));
  if (entries.isEmpty()) return;
  QStringList names;
  for (const auto& entry : entries) {
    const QString name = !entry.originalPath.isEmpty() ? QFileInfo(entry.originalPath).fileName()
                         : !entry.title.isEmpty()      ? entry.title
                                                       : tr("Untitled");
    names << QStringLiteral("• ") + name;
  }
  QMessageBox box(QMessageBox::Question, tr("Recover Documents"),
                  tr("Gamelab did not shut down properly. %n document(s) with unsaved changes can be recovered.",
                     nullptr, static_cast<int>(entries.size())),
                  QMessageBox::NoButton, this);
  box.setInformativeText(names.join(QLatin1Char('\n')));
  QPushButton* recover = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
  QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
  box.addButton(tr("Ask &Later"), QMessageBox::RejectRole);
  box.setDefaultButton(recover);
  box.exec();
  if (box.clickedButton() == recover) {
    recoverAutosaves(entries);
  } else if (box.clickedButton() == discard) {
    for (const auto& entry : entries) AutosaveManager::discard(entry);
  }
}

QList<GameDocument*> MainWindow::documents() const {
  QList<GameDocument*> list;
  for (int i = 0; i < tabs_->count(); ++i)
    if (GameDocument* document = documentAt(i)) list << document;
  return list;
}

GameDocument* MainWindow::currentDocument() const { return documentAt(tabs_->currentIndex()); }

GameDocument* MainWindow::documentAt(int tabIndex) const {
  QWidget* widget = tabs_->widget(tabIndex);
  if (!widget) return nullptr;
  for (const auto& entry : open_)
    if (entry.page == widget) return entry.document.get();
  return nullptr;
}

QWidget* MainWindow::currentEditor() const {
  QWidget* widget = tabs_->currentWidget();
  for (const auto& entry : open_)
    if (entry.page == widget) return entry.editor;
  return nullptr;
}

int MainWindow::indexOf(GameDocument* document) const {
  for (const auto& entry : open_)
    if (entry.document.get() == document) return tabs_->indexOf(entry.page);
  return -1;
}

GameDocument* MainWindow::findByPath(const QString& path) const {
  const QString wanted = canonical(path);
  for (const auto& entry : open_)
    if (!entry.document->filePath().isEmpty() && canonical(entry.document->filePath()) == wanted)
      return entry.document.get();
  return nullptr;
}

// ---------------------------------------------------------------------------------------------
// Interactive slots

void MainWindow::newDocument(const QString& kindId) {
  for (const NewDocumentAction& action : newDocumentActions()) {
    if (action.kindId != kindId || !action.factory) continue;
    DocumentPtr created = action.factory();
    if (!created) return;
    // A second new document of a kind is "Zero-sum game 2", not another "Zero-sum game".
    const QString base = created->displayName();
    QStringList taken;
    for (const GameDocument* open : documents()) taken << open->displayName();
    for (int n = 2; taken.contains(created->displayName()); ++n) created->setTitle(tr("%1 %2").arg(base).arg(n));
    if (GameDocument* document = addDocument(std::move(created)))
      statusBar()->showMessage(tr("Created “%1”").arg(document->displayName()), 3000);
    return;
  }
}

void MainWindow::openExample(const QString& exampleId) {
  for (const BuiltinExample& example : examples()) {
    if (example.id != exampleId || !example.factory) continue;
    DocumentPtr document = example.factory();
    if (!document) return;
    if (document->title().isEmpty()) document->setTitle(example.title);
    addDocument(std::move(document));
    statusBar()->showMessage(tr("Opened example “%1”").arg(example.title), 3000);
    return;
  }
}

QString MainWindow::openFilter() const {
  QStringList patterns{QStringLiteral("*.gamelab")};
  QStringList filters{tr("Gamelab documents (*.gamelab)")};
  for (const Importer& importer : importers()) {
    patterns << QStringLiteral("*.") + importer.suffix;
    filters << importer.nameFilter;
  }
  filters.prepend(tr("All supported files (%1)").arg(patterns.join(QLatin1Char(' '))));
  filters << tr("All files (*)");
  return filters.join(QStringLiteral(";;"));
}

void MainWindow::open() {
  const QStringList recent = recentFiles();
  const QString dir = recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
  const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open"), dir, openFilter());
  for (const QString& path : paths) openPath(path);
}

void MainWindow::openPath(const QString& path) {
  const auto result = openFile(path);
  if (!result) {
    // A folder given with a trailing slash has no file name: name it by its path.
    const QString name = QFileInfo(path).fileName();
    showError(tr("Cannot open “%1”").arg(name.isEmpty() ? QDir::toNativeSeparators(path) : name), result.error());
    return;
  }
  statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 3000);
}

bool MainWindow::save() { return saveDocument(currentDocument()); }
bool MainWindow::saveAs() { return saveDocumentAs(currentDocument()); }

bool MainWindow::saveDocument(GameDocument* document) {
  if (!document) return false;
  if (document->filePath().isEmpty()) return saveDocumentAs(document);
  const auto result = saveDocumentTo(document, document->filePath());
  if (!result) {
    showError(tr("Save failed"), result.error());
    return false;
  }
  statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(document->filePath())), 3000);
  return true;
}

bool MainWindow::saveDocumentAs(GameDocument* document) {
  if (!document) return false;
  QString suggestion = document->filePath();
  if (suggestion.isEmpty()) {
    const QStringList recent = recentFiles();
    const QString dir = recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
    QString base = document->displayName();
    base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
    suggestion = dir + QLatin1Char('/') + base + QStringLiteral(".gamelab");
  }
  QFileDialog dialog(this, tr("Save As"), suggestion, tr("Gamelab documents (*.gamelab)"));
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setDefaultSuffix(kGamelabSuffix);
  dialog.selectFile(suggestion);
  if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return false;
  QString path = dialog.selectedFiles().first();
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".gamelab");
  const auto result = saveDocumentTo(document, path);
  if (!result) {
    showError(tr("Save failed"), result.error());
    return false;
  }
  statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 3000);
  return true;
}

void MainWindow::closeCurrent() {
  if (GameDocument* document = currentDocument()) closeDocument(document);
}

void MainWindow::showStartPage() {
  startPage_->setRecentFiles(recentFiles());
  tabs_->setCurrentWidget(startPage_);
}

void MainWindow::showPreferences() {
  PreferencesDialog dialog(this);
  if (dialog.exec() == QDialog::Accepted && dialog.applyChoices())
    QMessageBox::information(this, tr("Preferences"), tr("The new language is used after Gamelab is restarted."));
}

void MainWindow::about() {
  QMessageBox::about(this, tr("About Gamelab"),
                     tr("<h3>Gamelab %1</h3>"
                        "<p>A desktop workbench for game theory: zero-sum matrix games and more, "
                        "solved exactly with rational arithmetic.</p>"
                        "<p>Built with Qt %2, GMP, COIN-OR Clp and lrslib.</p>")
                         .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::showError(const QString& title, const Error& error) {
  QMessageBox box(QMessageBox::Warning, tr("Gamelab"), title, QMessageBox::Ok, this);
  box.setInformativeText(errorText(error));
  box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  std::vector<GameDocument*> all;
  for (const auto& entry : open_) all.push_back(entry.document.get());
  // Ask about every modified document first, so Cancel leaves all of them open.
  for (GameDocument* document : all) {
    if (!maybeSave(document)) {
      event->ignore();
      return;
    }
  }
  for (GameDocument* document : all) closeDocument(document, CloseMode::Discard);
  writeSettings();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  const auto urls = event->mimeData()->urls();
  const bool anyLocal = std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); });
  if (anyLocal) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const auto urls = event->mimeData()->urls();
  for (const QUrl& url : urls)
    if (url.isLocalFile()) openPath(url.toLocalFile());
  event->acceptProposedAction();
}

// ---------------------------------------------------------------------------------------------
// Settings

QStringList MainWindow::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

void MainWindow::setRecentFiles(const QStringList& paths) {
  QSettings().setValue(kRecentKey, paths);
  startPage_->setRecentFiles(paths);
}

void MainWindow::addRecentFile(const QString& path) {
  QStringList paths = recentFiles();
  paths.removeAll(path);
  paths.prepend(path);
  while (paths.size() > kMaxRecentFiles) paths.removeLast();
  setRecentFiles(paths);
}

void MainWindow::readSettings() {
  QSettings settings;
  const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
  if (geometry.isEmpty() || !restoreGeometry(geometry)) {
    // First start: most of the screen, so the matrix, its toolbar and the analysis fit.
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QSize available = screen ? screen->availableGeometry().size() : QSize(1280, 800);
    resize(QSize(available.width() * 9 / 10, available.height() * 9 / 10).expandedTo(QSize(900, 600)));
  }
  restoreState(settings.value(kStateKey).toByteArray());
  startPage_->setRecentFiles(recentFiles());
}

void MainWindow::writeSettings() {
  QSettings settings;
  settings.setValue(kGeometryKey, saveGeometry());
  settings.setValue(kStateKey, saveState());
}

}  // namespace gamelab::ui
