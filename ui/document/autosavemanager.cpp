#include "ui/document/autosavemanager.h"

#include "core/io/gamelabfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace gamelab::ui {

namespace {
QString lockPath(const QString& directory, const QUuid& session) {
  return directory + QLatin1Char('/') + session.toString(QUuid::WithoutBraces) + QStringLiteral(".lock");
}

/// True while the Gamelab that wrote with `session` still runs (holds its lock file).
bool sessionIsRunning(const QString& directory, const QString& session) {
  const QUuid id = QUuid::fromString(session);
  if (id.isNull()) return false;
  const QString path = lockPath(directory, id);
  if (!QFile::exists(path)) return false;
  QLockFile lock(path);
  lock.setStaleLockTime(0);  // only a dead owner makes it stale, not its age
  if (lock.tryLock(0)) {
    lock.unlock();  // the owner had crashed; the stale lock file is gone now
    return false;
  }
  return lock.error() == QLockFile::LockFailedError;
}
}  // namespace

AutosaveManager::AutosaveManager(const QString& directory, QObject* parent)
    : QObject(parent), directory_(directory.isEmpty() ? defaultDirectory() : directory), session_(QUuid::createUuid()) {
  if (QDir().mkpath(directory_)) {
    sessionLock_ = std::make_unique<QLockFile>(lockPath(directory_, session_));
    sessionLock_->setStaleLockTime(0);
    sessionLock_->tryLock(0);
  }
  periodic_.setInterval(60'000);
  afterEdit_.setInterval(5'000);
  afterEdit_.setSingleShot(true);
  connect(&periodic_, &QTimer::timeout, this, [this] { saveAll(); });
  connect(&afterEdit_, &QTimer::timeout, this, [this] { saveAll(); });
  periodic_.start();
}

AutosaveManager::~AutosaveManager() = default;

QString AutosaveManager::defaultDirectory() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

void AutosaveManager::setIntervals(int periodicMs, int afterEditMs) {
  periodic_.setInterval(periodicMs);
  afterEdit_.setInterval(afterEditMs);
}

void AutosaveManager::track(GameDocument* document, const QUuid& id) {
  if (!document || ids_.contains(document)) return;
  ids_.insert(document, id.isNull() ? QUuid::createUuid() : id);
  connect(document, &GameDocument::changed, this, [this] { afterEdit_.start(); });
  connect(document, &GameDocument::modifiedChanged, this, [this, document](bool modified) {
    if (!modified && ids_.contains(document)) removeFile(document);
  });
  connect(document, &QObject::destroyed, this, [this, document] {
    ids_.remove(document);
  });
}

void AutosaveManager::untrack(GameDocument* document) {
  if (!ids_.contains(document)) return;
  removeFile(document);
  disconnect(document, nullptr, this, nullptr);
  ids_.remove(document);
}

QString AutosaveManager::autosavePathFor(GameDocument* document) const {
  const auto it = ids_.constFind(document);
  if (it == ids_.constEnd()) return {};
  return directory_ + QLatin1Char('/') + it->toString(QUuid::WithoutBraces) + QStringLiteral(".gamelab");
}

void AutosaveManager::removeFile(GameDocument* document) {
  const QString path = autosavePathFor(document);
  if (!path.isEmpty()) QFile::remove(path);
}

int AutosaveManager::saveAll() {
  int written = 0;
  for (auto it = ids_.constBegin(); it != ids_.constEnd(); ++it) {
    GameDocument* document = it.key();
    if (!document->isModified()) {
      removeFile(document);
      continue;
    }
    if (save(document)) ++written;
  }
  if (written > 0) emit autosaved(written);
  return written;
}

Expected<bool> AutosaveManager::save(GameDocument* document) {
  const QString path = autosavePathFor(document);
  if (path.isEmpty()) return makeError(ErrorCode::Internal, {"document not tracked for autosave"});
  if (!QDir().mkpath(directory_)) return makeError(ErrorCode::FileUnwritable, {directory_.toStdString()});
  GamelabFile file = document->toGamelabFile();
  if (file.title.empty()) file.title = document->title().toStdString();
  if (!file.view.is_object()) file.view = nlohmann::json::object();
  file.view[kAutosaveViewKey] = {
      {"originalPath", document->filePath().toStdString()},
      {"savedAt", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()},
      {"session", session_.toString(QUuid::WithoutBraces).toStdString()},
  };
  const QByteArray bytes = QByteArray::fromStdString(serializeGamelab(file));
  QSaveFile out(path);
  if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
    return makeError(ErrorCode::FileUnwritable, {path.toStdString()});
  return true;
}

namespace {
/// The string member `key` of `marker`, or empty when it is absent or not a string.
QString markerText(const nlohmann::json& marker, const char* key) {
  const auto it = marker.find(key);
  return it != marker.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

/// Reads the entry's title and autosave marker; false when the file is not a readable document.
bool readEntry(AutosaveManager::Entry& entry, QString& session) {
  try {
    const auto file = readGamelabFile(QFile::encodeName(entry.autosavePath).toStdString());
    if (!file) return false;
    entry.title = QString::fromStdString(file->title);
    const auto& view = file->view;
    if (!view.is_object()) return true;
    const auto marker = view.find(kAutosaveViewKey);
    if (marker == view.end()) return true;
    if (!marker->is_object()) return false;
    entry.originalPath = markerText(*marker, "originalPath");
    entry.savedAt = markerText(*marker, "savedAt");
    session = markerText(*marker, "session");
    return true;
  } catch (const std::exception&) {
    return false;  // whatever the reader let through, the file is unreadable
  }
}
}  // namespace

QList<AutosaveManager::Entry> AutosaveManager::pending() {
  quarantined_.clear();
  QList<Entry> entries;
  QDir dir(directory_);
  const auto infos = dir.entryInfoList({QStringLiteral("*.gamelab")}, QDir::Files, QDir::Time | QDir::Reversed);
  for (const QFileInfo& info : infos) {
    const QUuid id = QUuid::fromString(info.completeBaseName());
    if (id.isNull()) continue;
    bool owned = false;
    for (const QUuid& mine : ids_) owned = owned || mine == id;
    if (owned) continue;
    Entry entry;
    entry.autosavePath = info.absoluteFilePath();
    entry.id = id;
    QString session;
    if (!readEntry(entry, session)) {
      quarantine(entry);
      continue;
    }
    if (session != session_.toString(QUuid::WithoutBraces) && sessionIsRunning(directory_, session)) continue;
    entries.append(entry);
  }
  return entries;
}

QString AutosaveManager::quarantineDirectory() const { return directory_ + QStringLiteral("/unreadable"); }

QString AutosaveManager::quarantine(const Entry& entry) {
  const QString target = quarantineDirectory();
  if (!QDir().mkpath(target)) return {};
  const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  const QString moved = target + QLatin1Char('/') + QFileInfo(entry.autosavePath).completeBaseName() +
                        QLatin1Char('-') + stamp + QStringLiteral(".gamelab");
  if (!QFile::rename(entry.autosavePath, moved)) return {};
  quarantined_.append(moved);
  return moved;
}

Expected<DocumentPtr> AutosaveManager::recover(const Entry& entry) {
  auto file = readGamelabFile(QFile::encodeName(entry.autosavePath).toStdString());
  if (!file) return file.error();
  if (file->view.is_object()) file->view.erase(kAutosaveViewKey);
  auto document = createDocument(*file);
  if (!document) return document;
  document.value()->setFilePath(entry.originalPath);
  document.value()->markModified();
  return document;
}

bool AutosaveManager::discard(const Entry& entry) { return QFile::remove(entry.autosavePath); }

}  // namespace gamelab::ui
