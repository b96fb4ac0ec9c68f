#pragma once
/// A game open in a tab. Subclasses own the core game; every edit goes through undoStack()
/// as a QUndoCommand, after which the subclass emits its typed change signal and changed().
#include "core/common/expected.h"
#include "core/io/gamelabfile.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <memory>

class QWidget;

namespace gamelab::ui {

/// A file format a document can be exported to besides .gamelab (e.g. Gambit .nfg).
struct ExportFormat {
  QString id;           ///< "nfg"
  QString nameFilter;   ///< translated, e.g. tr("Gambit strategic form (*.nfg)")
  QString suffix;       ///< "nfg"
};

class GameDocument : public QObject {
  Q_OBJECT
 public:
  explicit GameDocument(QObject* parent = nullptr);
  ~GameDocument() override;

  QUndoStack* undoStack() const { return undoStack_; }

  /// Empty until the document is saved or was opened from a .gamelab file.
  QString filePath() const { return filePath_; }
  void setFilePath(const QString& path);
  QString title() const { return title_; }
  void setTitle(const QString& title);
  /// File name, else title, else tr("Untitled").
  QString displayName() const;
  /// True when there are edits since the last save (the undo stack is not clean).
  bool isModified() const;
  /// Marks the current state as saved.
  void markSaved();
  /// Marks the document modified although nothing was edited (recovered autosave, imported
  /// file): isModified() stays true until the next markSaved().
  void markModified();

  /// The `.gamelab` kind this document holds, e.g. "zerosum".
  virtual QString kind() const = 0;
  /// The whole document as written to disk (also used by autosave).
  virtual GamelabFile toGamelabFile() const = 0;
  /// The tab's main widget (editor plus analysis); the document outlives it.
  virtual QWidget* createEditor(QWidget* parent) = 0;
  /// Extra export formats; exportTo writes one atomically or returns an error.
  virtual QList<ExportFormat> exportFormats() const { return {}; }
  virtual Expected<bool> exportTo(const QString& formatId, const QString& path) const;

 signals:
  /// After any change of content (edits, undo, redo).
  void changed();
  void modifiedChanged(bool modified);
  void displayNameChanged(const QString& name);

 private:
  QUndoStack* undoStack_;
  QString filePath_;
  QString title_;
};

using DocumentPtr = std::unique_ptr<GameDocument>;

/// Opens a `.gamelab` payload of one kind. Each document kind registers one at start-up.
using DocumentFactory = std::function<Expected<DocumentPtr>(const GamelabFile&)>;
void registerDocumentKind(const QString& kind, DocumentFactory factory);
Expected<DocumentPtr> createDocument(const GamelabFile& file);

/// Imports a foreign file (by suffix, e.g. "nfg") into a new document.
struct Importer {
  QString suffix;
  QString nameFilter;  ///< translated file-dialog filter
  std::function<Expected<DocumentPtr>(const QString& path)> open;
};
void registerImporter(Importer importer);
QList<Importer> importers();

}  // namespace gamelab::ui
