#pragma once
/// A document kind for shell tests ("dummy"): one integer, edited through SetValueCommand,
/// exportable as plain text. Header-only: each tests/ui/*.cpp is its own executable.
#include "core/io/gamelabfile.h"
#include "ui/document/gamedocument.h"

#include <QFile>
#include <QLabel>
#include <QUndoCommand>

#include <memory>

namespace gamelab::ui::testing {

class DummyDocument : public GameDocument {
 public:
  explicit DummyDocument(int value = 0) : value_(value) {}
  QString kind() const override { return QStringLiteral("dummy"); }
  GamelabFile toGamelabFile() const override {
    GamelabFile file;
    file.kind = "dummy";
    file.title = title().toStdString();
    file.game = {{"value", value_}};
    return file;
  }
  QWidget* createEditor(QWidget* parent) override {
    auto* label = new QLabel(QString::number(value_), parent);
    connect(this, &GameDocument::changed, label, [this, label] { label->setText(QString::number(value_)); });
    return label;
  }
  QList<ExportFormat> exportFormats() const override {
    return {{QStringLiteral("txt"), QStringLiteral("Plain number (*.txt)"), QStringLiteral("txt")}};
  }
  Expected<bool> exportTo(const QString& formatId, const QString& path) const override {
    if (formatId != QLatin1String("txt")) return GameDocument::exportTo(formatId, path);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return makeError(ErrorCode::FileUnwritable, {path.toStdString()});
    file.write(QByteArray::number(value_));
    return true;
  }
  int value() const { return value_; }
  void setValueDirect(int v) {
    value_ = v;
    emit changed();
  }
  /// Undoable edit.
  inline void edit(int v);

 private:
  int value_;
};

class SetValueCommand : public QUndoCommand {
 public:
  SetValueCommand(DummyDocument* document, int value) : document_(document), before_(document->value()), after_(value) {
    setText(QStringLiteral("Set value to %1").arg(value));
  }
  void undo() override { document_->setValueDirect(before_); }
  void redo() override { document_->setValueDirect(after_); }

 private:
  DummyDocument* document_;
  int before_;
  int after_;
};

void DummyDocument::edit(int v) { undoStack()->push(new SetValueCommand(this, v)); }

/// The "dummy" kind's factory for registerDocumentKind.
inline Expected<DocumentPtr> openDummy(const GamelabFile& file) {
  if (!file.game.is_object() || !file.game.contains("value") || !file.game["value"].is_number_integer())
    return makeError(ErrorCode::WrongShape, {"missing value"});
  return DocumentPtr(std::make_unique<DummyDocument>(file.game["value"].get<int>()));
}

inline DummyDocument* dummy(GameDocument* document) { return dynamic_cast<DummyDocument*>(document); }

}  // namespace gamelab::ui::testing
