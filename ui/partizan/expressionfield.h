#pragma once
/// A line edit for a game expression (core/partizan/expression.h) with its errors shown live
/// under it: the message and the text with the faulty column underlined in red. Typing never
/// loses text: an invalid draft stays in the field while the document keeps the last valid
/// expression. A palette of buttons inserts ↑ ↓ * ± at the cursor.
#include "core/common/error.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QToolButton;

namespace gamelab::ui {

class ExpressionField : public QWidget {
  Q_OBJECT
 public:
  explicit ExpressionField(QWidget* parent = nullptr);

  QLineEdit* lineEdit() const { return edit_; }
  QLabel* errorLabel() const { return error_; }
  /// The palette button inserting `symbol` ("↑", "↓", "*", "±"), or nullptr.
  QToolButton* paletteButton(const QString& symbol) const;
  /// Shows the document's expression, unless the user is drafting in the field (focus and a
  /// draft that differs from the last text it emitted or was given).
  void showExpression(const QString& text);
  /// The current error (nullopt when the field parses).
  const std::optional<Error>& error() const { return problem_; }
  /// Whether an empty field is valid (it stands for no expression, e.g. no comparison).
  void setEmptyAllowed(bool allowed) { emptyAllowed_ = allowed; }

  /// Checks `text` as a game expression (a fresh store with a small node budget: running out
  /// of nodes is not a syntax error). nullopt when valid.
  static std::optional<Error> check(const QString& text);

 signals:
  /// The user changed the text and it parses.
  void validTextEdited(const QString& text);

 private:
  void onEdited(const QString& text);
  void showProblem(const QString& text);
  void insertSymbol(const QString& symbol);

  QLineEdit* edit_;
  QLabel* error_;
  QList<QToolButton*> palette_;
  std::optional<Error> problem_;
  QString last_;
  bool emptyAllowed_ = false;
};

}  // namespace gamelab::ui
