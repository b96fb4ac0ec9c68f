#include "ui/document/gamedocument.h"

#include "core/common/textexcerpt.h"

#include <QFileInfo>
#include <QHash>

namespace gamelab::ui {

GameDocument::GameDocument(QObject* parent) : QObject(parent), undoStack_(new QUndoStack(this)) {
  connect(undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

GameDocument::~GameDocument() = default;

void GameDocument::setFilePath(const QString& path) {
  if (path == filePath_) return;
  const QString before = displayName();
  filePath_ = path;
  if (displayName() != before) emit displayNameChanged(displayName());
}

void GameDocument::setTitle(const QString& title) {
  if (title == title_) return;
  const QString before = displayName();
  title_ = title;
  if (displayName() != before) emit displayNameChanged(displayName());
}

QString GameDocument::displayName() const {
  if (!filePath_.isEmpty()) return QFileInfo(filePath_).fileName();
  if (!title_.isEmpty()) return title_;
  return tr("Untitled");
}

bool GameDocument::isModified() const { return !undoStack_->isClean(); }

void GameDocument::markSaved() { undoStack_->setClean(); }

void GameDocument::markModified() { undoStack_->resetClean(); }

Expected<bool> GameDocument::exportTo(const QString& formatId, const QString& /*path*/) const {
  return makeError(ErrorCode::UnsupportedFormat, {formatId.toStdString()});
}

namespace {
QHash<QString, DocumentFactory>& factories() {
  static QHash<QString, DocumentFactory> map;
  return map;
}
QList<Importer>& importerList() {
  static QList<Importer> list;
  return list;
}
}  // namespace

void registerDocumentKind(const QString& kind, DocumentFactory factory) {
  factories().insert(kind, std::move(factory));
}

Expected<DocumentPtr> createDocument(const GamelabFile& file) {
  const auto it = factories().constFind(QString::fromStdString(file.kind));
  if (it == factories().constEnd())
    return makeProblemError(ErrorCode::UnsupportedFormat, Problem::UnknownDocumentKind, {excerpt(file.kind)});
  auto document = (*it)(file);
  if (!document) return document;
  if (!document.value()) return makeError(ErrorCode::Internal, {"document factory returned null"});
  if (document.value()->title().isEmpty() && !file.title.empty())
    document.value()->setTitle(QString::fromStdString(file.title));
  return document;
}

void registerImporter(Importer importer) {
  auto& list = importerList();
  for (auto& existing : list) {
    if (existing.suffix.compare(importer.suffix, Qt::CaseInsensitive) == 0) {
      existing = std::move(importer);
      return;
    }
  }
  list.append(std::move(importer));
}

QList<Importer> importers() { return importerList(); }

}  // namespace gamelab::ui
