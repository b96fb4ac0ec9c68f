/// The Guess it! table (Ferguson §2.6.2, spec T80/T94) in the poker window: filled off the GUI
/// thread when first shown, the exact values in the tooltips (V(2,2) = 5/9, V(3,3) = 23/42,
/// P(bluff) at (2,6) = 5/32, the m = 1 row: bluff 1/(n+2) and call = V(1,n)), and a new size typed
/// into the field recomputing it.
#include "ui/poker/guessittab.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace gamelab::ui;

class TestGuessItTab : public QObject {
  Q_OBJECT
 private slots:
  void fillsWhenShownWithExactTooltips() {
    GuessItTab tab;
    QSignalSpy filled(&tab, &GuessItTab::tableFilled);
    tab.show();
    QVERIFY(filled.wait(10000));
    QCOMPARE(tab.table()->rowCount(), 6);
    QCOMPARE(tab.table()->columnCount(), 6);
    QVERIFY(tab.table()->item(0, 0)->toolTip().contains(QStringLiteral("= 1/2, P(bluff) = 1/3, P(call) = 1/2")));
    QVERIFY(tab.table()->item(1, 1)->toolTip().contains(QStringLiteral("V(2, 2) = 5/9")));
    QVERIFY(tab.table()->item(2, 2)->toolTip().contains(QStringLiteral("V(3, 3) = 23/42")));
    QVERIFY(tab.table()->item(1, 5)->toolTip().contains(QStringLiteral("P(bluff) = 5/32")));
    QVERIFY(tab.table()->item(5, 5)->text().startsWith(QStringLiteral("0.5353")));
    // T94: with m = 1, I bluffs with probability 1/(n+2) and II calls with probability V(1, n).
    const QStringList values{QStringLiteral("1/2"), QStringLiteral("1/2"), QStringLiteral("2/5"),
                             QStringLiteral("3/8"), QStringLiteral("1/3"), QStringLiteral("5/16")};
    for (int n = 1; n <= 6; ++n) {
      const QString tip = tab.table()->item(0, n - 1)->toolTip();
      QVERIFY2(tip.contains(QStringLiteral("P(bluff) = 1/%1").arg(n + 2)), qPrintable(tip));
      QVERIFY2(tip.contains(QStringLiteral("= %1, P(bluff)").arg(values[n - 1])), qPrintable(tip));
      QVERIFY2(tip.endsWith(QStringLiteral("P(call) = %1").arg(values[n - 1])), qPrintable(tip));
    }
  }

  void typedSizeRecomputes() {
    GuessItTab tab;
    QSignalSpy filled(&tab, &GuessItTab::tableFilled);
    tab.show();
    QVERIFY(filled.wait(10000));
    tab.sizeField()->setFocus();
    tab.sizeField()->selectAll();
    QTest::keyClicks(tab.sizeField(), QStringLiteral("3"));
    QTest::keyClick(tab.sizeField(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(tab.table()->rowCount(), 3, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() >= 2, 10000);
    QCOMPARE(tab.table()->columnCount(), 3);
  }
};

QTEST_MAIN(TestGuessItTab)
#include "test_guessittab.moc"
