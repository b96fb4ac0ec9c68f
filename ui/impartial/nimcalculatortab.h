#pragma once
/// The "Nim calculator" tab (source 000 §1.2.2, §1.5.3): for 64-bit x and y, the nim-sum x ⊕ y
/// with the binary column layout, the nim-product x ⊗ y (expanded over powers of two when
/// short), the inverses, the quotient x ⊘ y and the nim square roots. Inputs are decimal, or
/// hexadecimal with 0x, or binary with 0b; anything else is named as an error.
#include "core/impartial/nimber.h"

#include <QString>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;

namespace gamelab::ui {

class NimCalculatorTab : public QWidget {
  Q_OBJECT
 public:
  explicit NimCalculatorTab(QWidget* parent = nullptr);

  void setInputs(const QString& x, const QString& y);
  /// The number typed, or nullopt (then `error` says why).
  static std::optional<Nimber> parseNumber(const QString& text, QString* error = nullptr);
  /// "(10110)₂"-style binary, padded on the left with spaces to `width` digits.
  static QString binary(Nimber value, int width = 0);
  /// The binary column layout of x ⊕ y = z (lines of equal width, for a monospace font).
  static QString sumLayout(Nimber x, Nimber y);

  QString errorText() const;
  /// Every result line (plain text).
  QString text() const;
  QLineEdit* xEdit() const { return x_; }
  QLineEdit* yEdit() const { return y_; }

 private:
  void recompute();

  QLineEdit* x_;
  QLineEdit* y_;
  QLabel* error_;
  QLabel* layout_;
  QLabel* results_;
};

}  // namespace gamelab::ui
