/// Core's problems in the GUI's words (ui/common/problemtext): every problem has a translated
/// template with the same placeholders as its English one, and errorText fills it.
#include "ui/common/errortext.h"
#include "ui/common/languagemanager.h"
#include "ui/common/problemtext.h"

#include <QTest>

using namespace gamelab;
using namespace gamelab::ui;

class TestProblemText : public QObject {
  Q_OBJECT
 private slots:
  void everyProblemHasATemplateWithTheSamePlaceholders() {
    for (Problem p : allProblems()) {
      const QString text = problemTemplate(p);
      QVERIFY2(!text.isEmpty(), problemName(p));
      const int english = problemPlaceholderCount(problemEnglish(p));
      QCOMPARE_EQ(problemPlaceholderCount(text.toStdString()), english);
      QVERIFY2(!isExpectation(p) || !text.contains(QLatin1String("%1")), problemName(p));
      for (int i = isExpectation(p) ? 2 : 1; i <= english; ++i)
        QVERIFY2(text.contains(QLatin1Char('%') + QString::number(i)), problemName(p));
    }
  }

  void errorTextFillsTheTemplateAfterThePlace() {
    const Error e = makeProblemError(ErrorCode::WrongShape, Problem::MustBeList, {"game/players"},
                                     SourceLocation{"a.gamelab", 2, 5});
    QCOMPARE(errorText(e), QStringLiteral("a.gamelab, line 2, column 5: game/players must be a list."));
  }

  void anExpectationSaysWhatWasFoundOrTheEnd() {
    const Error token = makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedToken, {"'x'", ":"});
    QCOMPARE(errorReasonText(token), QStringLiteral("Expected “:”, but found 'x'."));
    const Error end = makeProblemError(ErrorCode::NotANumber, Problem::ExpectedPayoff, {""});
    QCOMPARE(errorReasonText(end), QStringLiteral("Expected a payoff, but found the end of the text."));
  }

  /// In Japanese an expectation is a noun phrase placed before “が必要ですが”: no sentence
  /// inside it (the truncated .efg message once read “…）。木が途中で終わっています が必要ですが…”).
  void japaneseExpectationsAreNounPhrases() {
    LanguageManager languages;
    QCOMPARE(languages.apply(QStringLiteral("ja")), QStringLiteral("ja"));
    for (Problem p : allProblems())
      if (isExpectation(p)) QVERIFY2(!problemTemplate(p).contains(QChar(0x3002)), problemName(p));
    const Error truncated = makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedAnotherNode, {""});
    QCOMPARE(errorReasonText(truncated),
             QStringLiteral("木の続きとなるノード（「p」「c」「t」のいずれか） が必要ですが、テキストの終わり がありました。"));
    languages.apply(QStringLiteral("en"));
  }

  void aValueHoldingAPlaceholderIsQuotedAsItIs() {
    const Error e = makeProblemError(ErrorCode::WrongShape, Problem::WrongCount, {"%2", "3", "4"});
    QCOMPARE(errorReasonText(e), QStringLiteral("%2 must have 3 entries, but has 4."));
  }
};

QTEST_MAIN(TestProblemText)
#include "test_problemtext.moc"
