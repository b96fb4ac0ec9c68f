#pragma once
/// The Cutcake pieces of a component (ruleset.h: "3x2+1x4"): one row per piece with width and
/// height spin boxes and a remove button, and "Add piece". At least one piece stays. The
/// widget never edits the document itself: it emits edited() with the new text.
#include <QWidget>

class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace gamelab::ui {

class CakePieces : public QWidget {
  Q_OBJECT
 public:
  explicit CakePieces(QWidget* parent = nullptr);

  void setPosition(const QString& text);
  QString position() const;
  int pieceCount() const { return int(pieces_.size()); }
  QSpinBox* widthBox(int piece) const { return pieces_[std::size_t(piece)].width; }
  QSpinBox* heightBox(int piece) const { return pieces_[std::size_t(piece)].height; }
  QPushButton* addButton() const { return add_; }

 signals:
  void edited(const QString& position, const QString& undoText);

 private:
  struct Row {
    QWidget* row;
    QSpinBox* width;
    QSpinBox* height;
  };
  void rebuild(const QList<QPair<int, int>>& sizes);
  QList<QPair<int, int>> sizes() const;

  QVBoxLayout* rows_;
  QPushButton* add_;
  std::vector<Row> pieces_;
};

}  // namespace gamelab::ui
