#pragma once
/// Crash protection: modified documents are written to <dir>/<uuid>.gamelab every minute and
/// shortly after each edit. The file is an ordinary .gamelab document whose "view" carries
/// {"gamelabAutosave": {"originalPath": "...", "savedAt": "ISO time", "session": "uuid"}}. The file is removed when
/// the document is saved (becomes unmodified) or closed, so files left in the directory at
/// start-up belong to a session that crashed. Each manager holds a lock file
/// <dir>/<session>.lock while it lives and records its session in the marker, so autosaves of
/// another Gamelab still running are never offered for recovery.
#include "ui/document/gamedocument.h"

#include <QHash>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUuid>

#include <memory>

namespace gamelab::ui {

class AutosaveManager : public QObject {
  Q_OBJECT
 public:
  /// An autosave left behind by an earlier session.
  struct Entry {
    QString autosavePath;  ///< <dir>/<uuid>.gamelab
    QUuid id;
    QString originalPath;  ///< empty when the document had never been saved
    QString title;
    QString savedAt;       ///< ISO 8601, as written
  };

  /// `directory` empty = QStandardPaths::AppDataLocation + "/autosave".
  explicit AutosaveManager(const QString& directory = {}, QObject* parent = nullptr);
  ~AutosaveManager() override;

  static QString defaultDirectory();
  QString directory() const { return directory_; }

  /// Periodic interval (default 60 000 ms) and delay after an edit (default 5 000 ms).
  void setIntervals(int periodicMs, int afterEditMs);

  /// Starts watching `document`. `id` reuses a recovered autosave's identity (its file is kept
  /// and overwritten); a null id makes a new one.
  void track(GameDocument* document, const QUuid& id = {});
  /// Stops watching and deletes the document's autosave file (call on close).
  void untrack(GameDocument* document);
  bool isTracked(GameDocument* document) const { return ids_.contains(document); }
  /// Path of the document's autosave file (it may not exist yet).
  QString autosavePathFor(GameDocument* document) const;

  /// Writes every modified tracked document now; removes files of unmodified ones.
  /// Returns the number of files written.
  int saveAll();
  /// Writes one document; errors are returned, never shown.
  Expected<bool> save(GameDocument* document);

  /// Autosaves on disk that no tracked document owns and whose session is not running (left
  /// by a crashed session), oldest first. A file that cannot be read as a document (corrupt,
  /// truncated, a malformed marker, hostile nesting) is never offered and never fatal: it is
  /// moved to quarantineDirectory() and listed by quarantinedFiles() until the next call.
  QList<Entry> pending();
  /// The files pending() or quarantine() moved aside, as their new paths.
  QStringList quarantinedFiles() const { return quarantined_; }
  /// <directory>/unreadable: autosaves kept for the user but never offered again.
  QString quarantineDirectory() const;
  /// Moves a pending autosave that could not be recovered out of the way (it is kept, not
  /// deleted). Returns the new path, or an empty string when the move failed.
  QString quarantine(const Entry& entry);
  /// Reads one pending autosave as a document: file path set to the original path, the
  /// autosave marker removed from "view", marked modified.
  static Expected<DocumentPtr> recover(const Entry& entry);
  /// Deletes a pending autosave the user chose not to recover.
  static bool discard(const Entry& entry);

 signals:
  void autosaved(int count);

 private:
  void removeFile(GameDocument* document);

  QString directory_;
  QUuid session_;
  std::unique_ptr<QLockFile> sessionLock_;
  QHash<GameDocument*, QUuid> ids_;
  QStringList quarantined_;
  QTimer periodic_;
  QTimer afterEdit_;
};

/// The key in a .gamelab "view" object that marks an autosave.
inline constexpr const char* kAutosaveViewKey = "gamelabAutosave";

}  // namespace gamelab::ui
