#include "ui/impartial/nimcalculatortab.h"

#include "core/impartial/nimarithmetic.h"
#include "ui/common/editorframe.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <bit>

namespace gamelab::ui {

namespace {

/// 2^i for the set bits of v, highest first.
std::vector<Nimber> powersOf(Nimber v) {
  std::vector<Nimber> out;
  for (int bit = 63; bit >= 0; --bit)
    if (v >> bit & 1) out.push_back(Nimber(1) << bit);
  return out;
}

QString joinNimbers(const std::vector<Nimber>& list, const QString& separator) {
  QStringList parts;
  for (Nimber v : list) parts << QString::number(v);
  return parts.join(separator);
}

}  // namespace

NimCalculatorTab::NimCalculatorTab(QWidget* parent)
    : QWidget(parent), x_(new QLineEdit(this)), y_(new QLineEdit(this)), error_(new QLabel(this)), layout_(new QLabel(this)),
      results_(new QLabel(this)) {
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(6, 6, 6, 6);
  auto* form = new QFormLayout;
  x_->setText(QStringLiteral("22"));
  y_->setText(QStringLiteral("51"));
  for (auto* edit : {x_, y_}) {
    edit->setToolTip(tr("A whole number from 0 to 2⁶⁴ − 1: decimal, 0x… hexadecimal or 0b… binary"));
    edit->setClearButtonEnabled(true);
  }
  form->addRow(tr("&x ="), x_);
  form->addRow(tr("&y ="), y_);
  outer->addLayout(form);
  styleAsError(error_);
  error_->setWordWrap(true);
  error_->hide();
  outer->addWidget(error_);

  const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  layout_->setFont(mono);
  layout_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout_->setFrameShape(QFrame::StyledPanel);
  layout_->setContentsMargins(8, 6, 8, 6);
  layout_->setToolTip(tr("The nim-sum is binary addition without carry: each column of the result is 1 when the "
                         "column above has an odd number of 1s."));
  results_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  results_->setWordWrap(true);
  results_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  auto* scroll = new QScrollArea(this);
  auto* inner = new QWidget;
  auto* innerLayout = new QVBoxLayout(inner);
  innerLayout->addWidget(new QLabel(tr("<b>Nim-sum</b> (binary addition without carry)"), inner));
  innerLayout->addWidget(layout_);
  innerLayout->addSpacing(6);
  innerLayout->addWidget(new QLabel(tr("<b>Nim-product and its inverse operations</b>"), inner));
  innerLayout->addWidget(results_);
  innerLayout->addStretch(1);
  scroll->setWidget(inner);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  outer->addWidget(scroll, 1);
  connect(x_, &QLineEdit::textChanged, this, &NimCalculatorTab::recompute);
  connect(y_, &QLineEdit::textChanged, this, &NimCalculatorTab::recompute);
  recompute();
}

void NimCalculatorTab::setInputs(const QString& x, const QString& y) {
  x_->setText(x);
  y_->setText(y);
  recompute();
}

std::optional<Nimber> NimCalculatorTab::parseNumber(const QString& input, QString* error) {
  QString text = input.trimmed();
  text.remove(QLatin1Char('_'));
  text.remove(QLatin1Char(' '));
  int base = 10;
  if (text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
    base = 16;
    text = text.mid(2);
  } else if (text.startsWith(QLatin1String("0b"), Qt::CaseInsensitive)) {
    base = 2;
    text = text.mid(2);
  }
  bool ok = false;
  const qulonglong value = text.isEmpty() || text.startsWith(QLatin1Char('+')) || text.startsWith(QLatin1Char('-'))
                               ? 0 : text.toULongLong(&ok, base);
  if (ok) return Nimber(value);
  if (error) {
    if (input.trimmed().isEmpty()) *error = tr("is empty");
    else if (input.trimmed().startsWith(QLatin1Char('-'))) *error = tr("“%1” is negative; nimbers are 0, 1, 2, …").arg(input.trimmed());
    else if (QRegularExpression(QStringLiteral("^\\d+$")).match(text).hasMatch())
      *error = tr("“%1” is larger than 2⁶⁴ − 1 = 18446744073709551615").arg(input.trimmed());
    else *error = tr("“%1” is not a whole number (decimal, 0x… hexadecimal or 0b… binary)").arg(input.trimmed());
  }
  return std::nullopt;
}

QString NimCalculatorTab::binary(Nimber value, int width) {
  return QStringLiteral("(%1)₂").arg(QString::number(qulonglong(value), 2), width);
}

QString NimCalculatorTab::sumLayout(Nimber x, Nimber y) {
  const Nimber z = x ^ y;
  const int digits = int(std::max({int(std::bit_width(x)), int(std::bit_width(y)), int(std::bit_width(z)), 1}));
  const int numbers = int(std::max({QString::number(qulonglong(x)).size(), QString::number(qulonglong(y)).size(),
                                    QString::number(qulonglong(z)).size()}));
  auto line = [&](const QString& op, Nimber v) {
    return QStringLiteral("%1 %2 = %3").arg(op).arg(qulonglong(v), numbers).arg(binary(v, digits));
  };
  const QString first = line(QStringLiteral(" "), x), second = line(QStringLiteral("⊕"), y);
  return QStringList{first, second, QString(first.size(), QChar(0x2500)), line(QStringLiteral("="), z)}.join(QLatin1Char('\n'));
}

void NimCalculatorTab::recompute() {
  QString xError, yError;
  const auto x = parseNumber(x_->text(), &xError);
  const auto y = parseNumber(y_->text(), &yError);
  QStringList errors;
  if (!x) errors << tr("x %1.").arg(xError);
  if (!y) errors << tr("y %1.").arg(yError);
  error_->setText(errors.join(QLatin1Char('\n')));
  error_->setVisible(!errors.isEmpty());
  if (x && y) layout_->setText(sumLayout(*x, *y) + QStringLiteral("\n\n") + tr("%1 ⊕ %2 = %3").arg(*x).arg(*y).arg(*x ^ *y));
  else layout_->setText(tr("(needs both x and y)"));

  QStringList lines;
  if (x && y) {
    const Nimber p = nimProduct(*x, *y);
    lines << tr("%1 ⊗ %2 = %3").arg(*x).arg(*y).arg(p);
    const auto px = powersOf(*x), py = powersOf(*y);
    if (px.size() * py.size() >= 2 && px.size() * py.size() <= 16) {
      QStringList terms, values;
      for (Nimber a : px)
        for (Nimber b : py) {
          terms << QStringLiteral("%1⊗%2").arg(a).arg(b);
          values << QString::number(nimProduct(a, b));
        }
      lines << tr("    = (%1) ⊗ (%2)").arg(joinNimbers(px, QStringLiteral(" ⊕ ")), joinNimbers(py, QStringLiteral(" ⊕ ")));
      lines << tr("    = %1").arg(terms.join(QStringLiteral(" ⊕ ")));
      lines << tr("    = %1 = %2").arg(values.join(QStringLiteral(" ⊕ "))).arg(p);
    }
    if (auto q = nimQuotient(*x, *y)) lines << tr("%1 ⊘ %2 = %3   (check: %3 ⊗ %2 = %4)").arg(*x).arg(*y).arg(*q).arg(nimProduct(*q, *y));
    else lines << tr("%1 ⊘ %2 is undefined: there is no dividing by 0.").arg(*x).arg(*y);
  }
  for (const std::optional<Nimber>& v : {x, y}) {
    if (!v) continue;
    if (auto inverse = nimInverse(*v)) lines << tr("%1⁻¹ = %2   (%1 ⊗ %2 = %3)").arg(*v).arg(*inverse).arg(nimProduct(*v, *inverse));
    else lines << tr("%1⁻¹ does not exist: 0 has no inverse.").arg(*v);
    const Nimber root = nimSquareRoot(*v);
    lines << tr("√%1 = %2   (%2 ⊗ %2 = %3)").arg(*v).arg(root).arg(nimProduct(root, root));
  }
  results_->setText(lines.join(QLatin1Char('\n')));
}

QString NimCalculatorTab::errorText() const { return error_->isHidden() ? QString() : error_->text(); }

QString NimCalculatorTab::text() const {
  QStringList out;
  if (!errorText().isEmpty()) out << errorText();
  out << layout_->text() << results_->text();
  return out.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
