#include "ui/common/numberformat.h"

namespace gamelab::ui {

namespace {
/// |value| * 10^digits rounded half up, as an integer.
mpz_class scaledRounded(const Rational& absValue, int digits) {
  mpz_class scale;
  mpz_ui_pow_ui(scale.get_mpz_t(), 10, static_cast<unsigned long>(digits));
  const mpq_class scaled = absValue * scale;
  mpz_class twice = 2 * scaled.get_num() + scaled.get_den();  // floor((2n + d) / 2d) = round(n/d)
  mpz_class result;
  mpz_fdiv_q(result.get_mpz_t(), twice.get_mpz_t(), mpz_class(2 * scaled.get_den()).get_mpz_t());
  return result;
}

/// An integer with "−" for minus.
QString integerText(const mpz_class& value) {
  return QString::fromStdString(value.get_str()).replace(QLatin1Char('-'), QStringLiteral("−"));
}

/// |b|√c, the 1 left out.
QString rootTerm(const mpz_class& b, const mpz_class& c) {
  const mpz_class size = abs(b);
  return (size == 1 ? QString() : integerText(size)) + QStringLiteral("√") + integerText(c);
}
}  // namespace

QString formatRational(const Rational& value) { return QString::fromStdString(toString(value)); }

QString formatDecimal(const Rational& value, int digits) {
  if (digits < 0) digits = 0;
  const bool negative = sgn(value) < 0;
  const Rational absValue = negative ? Rational(-value) : value;
  const mpz_class rounded = scaledRounded(absValue, digits);
  QString text = QString::fromStdString(rounded.get_str());
  if (digits > 0) {
    if (text.size() <= digits) text = QString(digits - text.size() + 1, QLatin1Char('0')) + text;
    text.insert(text.size() - digits, QLatin1Char('.'));
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
  }
  if (negative && rounded != 0) text.prepend(QLatin1Char('-'));
  return text;
}

bool isExactDecimal(const Rational& value, int digits) {
  mpz_class scale;
  mpz_ui_pow_ui(scale.get_mpz_t(), 10, static_cast<unsigned long>(digits < 0 ? 0 : digits));
  const mpq_class scaled = value * scale;
  return scaled.get_den() == 1;
}

QString formatRationalWithDecimal(const Rational& value, int digits) {
  if (value.get_den() == 1) return formatRational(value);
  const QString relation = isExactDecimal(value, digits) ? QStringLiteral(" = ") : QStringLiteral(" ≈ ");
  return formatRational(value) + relation + formatDecimal(value, digits);
}

QString formatSurd(const QuadraticSurd& value) {
  if (value.isRational()) return formatRational(value.rational);
  const SurdIntegers n = integerForm(value);
  const QString denominator = n.d == 1 ? QString() : QStringLiteral("/") + integerText(n.d);
  if (n.a < 0 && n.b > 0)  // b√c − |a| reads better than −|a| + b√c
    return (n.d == 1 ? QString() : QStringLiteral("(")) + rootTerm(n.b, n.c) + QStringLiteral(" − ") +
           integerText(-n.a) + (n.d == 1 ? QString() : QStringLiteral(")")) + denominator;
  QString numerator = n.a == 0 ? QString() : integerText(n.a);
  if (n.b < 0) numerator += numerator.isEmpty() ? QStringLiteral("−") : QStringLiteral(" − ");
  else if (!numerator.isEmpty()) numerator += QStringLiteral(" + ");
  numerator += rootTerm(n.b, n.c);
  if (n.d == 1 || n.a == 0) return numerator + denominator;
  return QStringLiteral("(") + numerator + QStringLiteral(")") + denominator;
}

QString formatSurdWithDecimal(const QuadraticSurd& value, int digits) {
  if (value.isRational()) return formatRationalWithDecimal(value.rational, digits);
  return formatSurd(value) + QStringLiteral(" ≈ ") + formatDecimal(fromDouble(value.toDouble()), digits);
}

std::optional<Rational> parseTypedNumber(const QString& text) {
  QString ascii = text.normalized(QString::NormalizationForm_KC).trimmed();
  ascii.replace(QChar(0x2212), QLatin1Char('-'));
  return parseRational(ascii.toStdString());
}

}  // namespace gamelab::ui
