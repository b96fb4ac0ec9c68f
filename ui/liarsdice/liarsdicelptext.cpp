#include "ui/liarsdice/liarsdicelptext.h"

#include "ui/common/numberformat.h"

#include <QStringList>

#include <cmath>

namespace gamelab::ui {

namespace {

QString sub(const QString& name, const QString& index) { return QStringLiteral("%1<sub>%2</sub>").arg(name, index); }
QString s(int x, int y) { return sub(QStringLiteral("s"), QStringLiteral("%1,%2").arg(x).arg(y)); }
QString w(int y) { return sub(QStringLiteral("w"), QString::number(y)); }

/// "a + b + … + z" with at most maxTerms terms written.
QString sum(const QStringList& terms, int maxTerms) {
  if (terms.isEmpty()) return QStringLiteral("0");
  if (terms.size() <= std::max(3, maxTerms)) return terms.join(QStringLiteral(" + "));
  return QStringLiteral("%1 + %2 + … + %3").arg(terms[0], terms[1], terms.back());
}

QString factor(const Rational& value, bool exact) {
  if (value == 1) return {};
  return liarsDiceNumber(value, exact) + QStringLiteral("·");
}

}  // namespace

QString liarsDiceNumber(const Rational& value, bool exact) {
  return exact ? formatRational(value) : formatDecimal(value, 4);
}

QString liarsDiceClaimTitle(int y, int sides) {
  if (y > sides) return LiarsDiceText::tr("≥ %1 (sure lie)").arg(y);
  return QStringLiteral("≥ %1").arg(y);
}

bool liarsDiceSame(const Rational& a, const Rational& b, bool exact) {
  if (exact) return a == b;
  return std::abs(toDouble(a) - toDouble(b)) < 1e-9;
}

QString liarsDiceLpHtml(const LiarsDiceSolution& solution, int bound, int maxTerms) {
  const int n = solution.sides;
  const int m = bound;
  if (m < 1 || m > static_cast<int>(solution.subgames.size())) return {};
  const LiarsDiceSubgame& g = solution.subgames[m - 1];
  const bool exact = solution.exact;
  const QString invN = QStringLiteral("1/%1").arg(n);
  QString html;
  html += QStringLiteral("<h3>%1</h3>").arg(LiarsDiceText::tr("The roller's LP of G(%1): claims %1 … %2").arg(m).arg(n + 1));
  // The known values c_y = 1 − V(y+1).
  QStringList cs;
  for (int y = m; y <= n + 1; ++y)
    cs << QStringLiteral("%1 = 1 − V(%2) = %3").arg(sub(QStringLiteral("c"), QString::number(y))).arg(y + 1)
              .arg(liarsDiceNumber(g.passValue[y - m], exact));
  html += QStringLiteral("<p>%1<br>%2</p>")
              .arg(LiarsDiceText::tr("A passed claim y leads to G(y+1) with the roles swapped, worth c<sub>y</sub> "
                                     "to the roller (V(%1) = V(%2) = 0):").arg(n + 1).arg(n + 2),
                   cs.join(QStringLiteral(", &nbsp; ")));
  QStringList ws;
  for (int y = m; y <= n + 1; ++y) ws << w(y);
  html += QStringLiteral("<p><b>%1</b> %2</p><p><b>%3</b></p><table cellspacing=0 cellpadding=1>")
              .arg(LiarsDiceText::tr("maximise"), sum(ws, maxTerms), LiarsDiceText::tr("subject to"));
  for (int y = m; y <= n + 1; ++y) {
    QStringList truthful, all;
    for (int x = 1; x <= n; ++x) {
      all << s(x, y);
      if (x >= y) truthful << s(x, y);
    }
    const QString call = truthful.isEmpty() ? QStringLiteral("0") : QStringLiteral("%1 (%2)").arg(invN, sum(truthful, maxTerms));
    QString why;
    if (y <= 1) why = LiarsDiceText::tr("call: “X ≥ %1” is always true").arg(y);
    else if (y > n) why = LiarsDiceText::tr("call: “X ≥ %1” is a sure lie").arg(y);
    else if (y == n) why = LiarsDiceText::tr("call: only X = %1 is truthful").arg(n);
    else why = LiarsDiceText::tr("call: true for X = %1 … %2").arg(y).arg(n);
    html += QStringLiteral("<tr><td>%1 ≤ %2</td><td>&nbsp;&nbsp;<i>(%3)</i></td></tr>").arg(w(y), call, why);
    html += QStringLiteral("<tr><td>%1 ≤ %2%3 (%4)</td><td>&nbsp;&nbsp;<i>(%5)</i></td></tr>")
                .arg(w(y), factor(g.passValue[y - m], exact), invN, sum(all, maxTerms),
                     LiarsDiceText::tr("pass: 1 − V(%1) = %2").arg(y + 1).arg(liarsDiceNumber(g.passValue[y - m], exact)));
  }
  html += QStringLiteral("</table><p>");
  QStringList rows;
  for (int x = 1; x <= n; ++x) {
    QStringList terms;
    for (int y = m; y <= n + 1; ++y) terms << s(x, y);
    rows << QStringLiteral("%1 = 1").arg(sum(terms, maxTerms));
  }
  if (rows.size() > maxTerms + 2) rows = QStringList{rows[0], rows[1], QStringLiteral("…"), rows.back()};
  html += rows.join(QStringLiteral(", &nbsp; ")) + QStringLiteral(", &nbsp; s ≥ 0.</p>");

  // The optimum.
  html += QStringLiteral("<p><b>%1</b> V(%2) = %3").arg(LiarsDiceText::tr("Optimum:")).arg(m)
              .arg(exact ? formatRational(g.value) : QString::number(g.valueFloat, 'g', 9));
  QStringList used;
  QStringList wv;
  for (int y = m; y <= n + 1; ++y) {
    Rational truthful = 0, all = 0;
    for (int x = 1; x <= n; ++x) {
      const Rational& p = g.claim[x - 1][y - m];
      all += p;
      if (x >= y) truthful += p;
    }
    Rational value = truthful;
    const Rational passed = all * g.passValue[y - m];
    if (passed < value) value = passed;
    value /= n;
    if (value != 0 || y <= n) wv << QStringLiteral("%1 = %2").arg(w(y), liarsDiceNumber(value, exact));
  }
  for (int x = 1; x <= n && used.size() < 12; ++x)
    for (int y = m; y <= n + 1; ++y) {
      const Rational& p = g.claim[x - 1][y - m];
      if (p != 0) used << QStringLiteral("%1 = %2").arg(s(x, y), liarsDiceNumber(p, exact));
    }
  if (used.size() >= 12) used << QStringLiteral("…");
  html += QStringLiteral("<br>%1<br>%2</p>").arg(used.join(QStringLiteral(", ")), sum(wv, 2 * maxTerms));

  // The caller's side.
  html += QStringLiteral("<h3>%1</h3>").arg(LiarsDiceText::tr("The caller's LP (same value)"));
  html += QStringLiteral("<p><b>%1</b> %2 (u<sub>1</sub> + … + u<sub>%3</sub>) &nbsp; <b>%4</b> "
                         "u<sub>x</sub> ≥ q<sub>y</sub>·[x ≥ y] + (1 − q<sub>y</sub>)·c<sub>y</sub> %5, "
                         "0 ≤ q<sub>y</sub> ≤ 1.</p>")
              .arg(LiarsDiceText::tr("minimise"), invN).arg(n)
              .arg(LiarsDiceText::tr("subject to"), LiarsDiceText::tr("for every die x and claim y ≥ %1").arg(m));
  QStringList qs;
  for (int y = m; y <= n + 1; ++y) qs << QStringLiteral("%1 = %2").arg(sub(QStringLiteral("q"), QString::number(y)), liarsDiceNumber(g.call[y - m], exact));
  html += QStringLiteral("<p><b>%1</b> %2</p>").arg(LiarsDiceText::tr("Optimum:"), sum(qs, 2 * maxTerms));
  return html;
}

QString liarsDiceChecksSummaryHtml(const LiarsDiceSubgame& g, const LiarsDiceChecks& checks, int n, bool exact) {
  const int m = g.bound;
  QStringList badRows;
  for (int x = 1; x <= n; ++x) {
    const auto& row = checks.rollerPayoff[x - 1];
    Rational best = row[0];
    for (const auto& v : row) if (v > best) best = v;
    for (int y = m; y <= n + 1; ++y)
      if (g.claim[x - 1][y - m] != 0 && !liarsDiceSame(row[y - m], best, exact)) badRows << QString::number(x);
  }
  QStringList mixed, badCalls;
  for (int y = m; y <= n + 1; ++y) {
    const Rational& q = g.call[y - m];
    const Rational& pass = checks.callerReplyPayoff[y - m][0];
    const Rational& call = checks.callerReplyPayoff[y - m][1];
    const bool interior = q > 0 && q < 1;
    if (interior) mixed << QString::number(y);
    const bool ok = interior ? liarsDiceSame(pass, call, exact)
                             : (q == 0 ? (pass < call || liarsDiceSame(pass, call, exact))
                                       : (call < pass || liarsDiceSame(pass, call, exact)));
    if (!ok) badCalls << QString::number(y);
  }
  QString html;
  html += badRows.isEmpty()
              ? LiarsDiceText::tr("<p>✓ Roller: with every die value, each claim it uses earns the best payoff of its row "
                                  "against the caller's q (green cells), so no other claim would do better.</p>")
              : LiarsDiceText::tr("<p>✗ Roller: with die %1 a used claim earns less than the best of its row.</p>")
                    .arg(badRows.join(QStringLiteral(", ")));
  html += badCalls.isEmpty()
              ? (mixed.isEmpty()
                     ? LiarsDiceText::tr("<p>✓ Caller: each claim is always called or always passed, and that reply is "
                                         "at least as good for the caller as the other one.</p>")
                     : LiarsDiceText::tr("<p>✓ Caller: where 0 &lt; q<sub>y</sub> &lt; 1 (claims %1) calling and passing "
                                         "give the roller the same payoff, so the caller is indifferent and may mix; "
                                         "elsewhere the chosen reply is at least as good.</p>")
                           .arg(mixed.join(QStringLiteral(", "))))
              : LiarsDiceText::tr("<p>✗ Caller: the reply to claims %1 is not a best reply.</p>")
                    .arg(badCalls.join(QStringLiteral(", ")));
  return html;
}

}  // namespace gamelab::ui
