/// GameDocument, the kind/importer/New/example registries, autosave files, error text and
/// number formatting — everything of the shell below the main window.
#include "core/io/gamelabfile.h"
#include "ui/common/errortext.h"
#include "ui/common/languagemanager.h"
#include "ui/common/numberformat.h"
#include "ui/document/autosavemanager.h"
#include "ui/document/documentregistry.h"
#include "ui/document/gamedocument.h"

#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/ui/dummydocument.h"

using namespace gamelab;
using namespace gamelab::ui;
using namespace gamelab::ui::testing;

class TestDocument : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GamelabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_document"));
    registerDocumentKind(QStringLiteral("dummy"), openDummy);
  }

  void undoRedoMarksModified() {
    DummyDocument document;
    QSignalSpy modified(&document, &GameDocument::modifiedChanged);
    QSignalSpy changed(&document, &GameDocument::changed);
    QVERIFY(!document.isModified());
    document.edit(3);
    QVERIFY(document.isModified());
    QCOMPARE(document.value(), 3);
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    document.undoStack()->undo();
    QVERIFY(!document.isModified());
    QCOMPARE(document.value(), 0);
    QCOMPARE(modified.last().at(0).toBool(), false);
    document.undoStack()->redo();
    QVERIFY(document.isModified());
    document.markSaved();
    QVERIFY(!document.isModified());
    document.undoStack()->undo();
    QVERIFY(document.isModified());  // undoing past the save point is a change too
    document.undoStack()->redo();
    QVERIFY(!document.isModified());
    document.markModified();
    QVERIFY(document.isModified());
    QVERIFY(changed.count() >= 3);
  }

  void displayName() {
    DummyDocument document;
    QSignalSpy names(&document, &GameDocument::displayNameChanged);
    QCOMPARE(document.displayName(), QStringLiteral("Untitled"));
    document.setTitle(QStringLiteral("Odd or even"));
    QCOMPARE(document.displayName(), QStringLiteral("Odd or even"));
    document.setFilePath(QStringLiteral("/tmp/some dir/game.gamelab"));
    QCOMPARE(document.displayName(), QStringLiteral("game.gamelab"));
    QCOMPARE(names.count(), 2);
    document.setTitle(QStringLiteral("Other"));  // the file name still wins: no change signal
    QCOMPARE(names.count(), 2);
  }

  void registryRoundTrip() {
    DummyDocument document(7);
    document.setTitle(QStringLiteral("Seven"));
    const std::string text = serializeGamelab(document.toGamelabFile());
    auto parsed = parseGamelab(text, "seven.gamelab");
    QVERIFY(parsed.hasValue());
    auto reopened = createDocument(*parsed);
    QVERIFY(reopened.hasValue());
    auto* dummy = dynamic_cast<DummyDocument*>(reopened.value().get());
    QVERIFY(dummy);
    QCOMPARE(dummy->value(), 7);
    QCOMPARE(dummy->title(), QStringLiteral("Seven"));
    QVERIFY(!dummy->isModified());
  }

  void unknownKindIsAnError() {
    GamelabFile file;
    file.kind = "no-such-kind";
    auto result = createDocument(file);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().code, ErrorCode::UnsupportedFormat);
  }

  void factoryErrorPassesThrough() {
    GamelabFile file;
    file.kind = "dummy";
    file.game = nlohmann::json::object();
    auto result = createDocument(file);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().code, ErrorCode::WrongShape);
  }

  void importerRegistryReplacesBySuffix() {
    const auto before = importers().size();
    registerImporter({QStringLiteral("dmy"), QStringLiteral("Dummy (*.dmy)"), [](const QString&) -> Expected<DocumentPtr> {
                        return DocumentPtr(std::make_unique<DummyDocument>(1));
                      }});
    registerImporter({QStringLiteral("DMY"), QStringLiteral("Dummy 2 (*.dmy)"), [](const QString&) -> Expected<DocumentPtr> {
                        return DocumentPtr(std::make_unique<DummyDocument>(2));
                      }});
    QCOMPARE(importers().size(), before + 1);
    QCOMPARE(importers().last().nameFilter, QStringLiteral("Dummy 2 (*.dmy)"));
  }

  void newActionsAndExamples() {
    clearDocumentRegistry();
    registerNewDocumentAction(QStringLiteral("dummy"), QStringLiteral("Dummy"), [] { return DocumentPtr(std::make_unique<DummyDocument>()); });
    registerNewDocumentAction(QStringLiteral("other"), QStringLiteral("Other"), [] { return DocumentPtr(std::make_unique<DummyDocument>()); });
    registerNewDocumentAction(QStringLiteral("dummy"), QStringLiteral("Dummy game"), [] { return DocumentPtr(std::make_unique<DummyDocument>(5)); });
    QCOMPARE(newDocumentActions().size(), 2);
    QCOMPARE(newDocumentActions().first().label, QStringLiteral("Dummy game"));
    auto made = newDocumentActions().first().factory();
    QCOMPARE(static_cast<DummyDocument*>(made.get())->value(), 5);

    registerExample(QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("Chapter 2"), QStringLiteral("Saddle points"),
                    [] { return DocumentPtr(std::make_unique<DummyDocument>(1)); });
    registerExample(QStringLiteral("b"), QStringLiteral("B"), QStringLiteral("Chapter 2"), {},
                    [] { return DocumentPtr(std::make_unique<DummyDocument>(2)); });
    registerExample(QStringLiteral("a"), QStringLiteral("A2"), QStringLiteral("Chapter 2"), QStringLiteral("Saddle points"),
                    [] { return DocumentPtr(std::make_unique<DummyDocument>(3)); });
    QCOMPARE(examples().size(), 2);
    QCOMPARE(examples().first().title, QStringLiteral("A2"));
    QCOMPARE(examples().last().id, QStringLiteral("b"));
    clearDocumentRegistry();
    QVERIFY(newDocumentActions().isEmpty());
    QVERIFY(examples().isEmpty());
  }

  void autosaveWritesAndRecovers() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    DummyDocument document;
    document.setFilePath(QStringLiteral("/data/games/original.gamelab"));
    document.edit(42);
    QString path;
    {
      AutosaveManager manager(dir.path());
      manager.track(&document);
      path = manager.autosavePathFor(&document);
      QVERIFY(path.startsWith(dir.path()));
      QCOMPARE(manager.saveAll(), 1);
      QVERIFY(QFile::exists(path));
      QVERIFY(manager.pending().isEmpty());  // its own files are not "pending"
      // Another Gamelab running at the same time does not offer them either.
      AutosaveManager concurrent(dir.path());
      QVERIFY(concurrent.pending().isEmpty());
      // The manager goes away without untrack(): as after a crash, the file stays.
    }
    QVERIFY(QFile::exists(path));

    // The next session finds the file.
    AutosaveManager next(dir.path());
    const auto pending = next.pending();
    QCOMPARE(pending.size(), 1);
    QCOMPARE(pending.first().autosavePath, path);
    QCOMPARE(pending.first().originalPath, QStringLiteral("/data/games/original.gamelab"));
    QVERIFY(!pending.first().savedAt.isEmpty());
    auto recovered = AutosaveManager::recover(pending.first());
    QVERIFY(recovered.hasValue());
    auto* dummy = dynamic_cast<DummyDocument*>(recovered.value().get());
    QVERIFY(dummy);
    QCOMPARE(dummy->value(), 42);
    QVERIFY(dummy->isModified());
    QCOMPARE(dummy->filePath(), QStringLiteral("/data/games/original.gamelab"));
    QVERIFY(!dummy->toGamelabFile().view.contains(kAutosaveViewKey));

    // Tracked under the recovered identity, the file is overwritten, then removed on save.
    next.track(dummy, pending.first().id);
    QCOMPARE(next.autosavePathFor(dummy), path);
    QVERIFY(next.pending().isEmpty());
    QCOMPARE(next.saveAll(), 1);
    dummy->markSaved();
    QVERIFY(!QFile::exists(path));
    // Unmodified documents are not written.
    QCOMPARE(next.saveAll(), 0);
    QVERIFY(!QFile::exists(path));
    dummy->edit(43);
    QCOMPARE(next.saveAll(), 1);
    QVERIFY(QFile::exists(path));
    // Closing removes it too.
    next.untrack(dummy);
    QVERIFY(!QFile::exists(path));
  }

  void autosaveAfterEditTimer() {
    QTemporaryDir dir;
    AutosaveManager manager(dir.path());
    manager.setIntervals(60'000, 10);
    DummyDocument document;
    manager.track(&document);
    QSignalSpy saved(&manager, &AutosaveManager::autosaved);
    document.edit(1);
    QVERIFY(saved.wait(5000));
    QVERIFY(QFile::exists(manager.autosavePathFor(&document)));
  }

  void autosaveDefaultDirectoryUsesAppData() {
    const QString dir = AutosaveManager::defaultDirectory();
    QVERIFY(dir.endsWith(QStringLiteral("/autosave")));
    QVERIFY2(dir.contains(QStringLiteral(".qttest")), qPrintable(dir));  // test mode: never the user's files
  }

  void discardDeletesPending() {
    QTemporaryDir dir;
    DummyDocument document;
    document.edit(1);
    {
      AutosaveManager crashed(dir.path());
      crashed.track(&document);
      QCOMPARE(crashed.saveAll(), 1);
    }
    AutosaveManager next(dir.path());
    const auto pending = next.pending();
    QCOMPARE(pending.size(), 1);
    QVERIFY(AutosaveManager::discard(pending.first()));
    QVERIFY(next.pending().isEmpty());
  }

  /// A corrupt file in the autosave folder crashed every start (type_error.302 on a marker that
  /// is not a string; SIGSEGV on deep nesting). Unreadable files are moved aside, never offered.
  void unreadableAutosavesAreQuarantined() {
    QTemporaryDir dir;
    DummyDocument document;
    document.edit(7);
    QString good;
    {
      AutosaveManager crashed(dir.path());
      crashed.track(&document);
      QCOMPARE(crashed.saveAll(), 1);
      good = crashed.autosavePathFor(&document);
    }
    auto write = [&](const QString& name, const QByteArray& bytes) {
      QFile f(dir.path() + QLatin1Char('/') + name);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(bytes);
    };
    QFile original(good);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray badMarker = original.readAll();
    original.close();
    badMarker.replace("\"originalPath\":", "\"originalPath\":17,\"x\":");
    write(QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".gamelab"), badMarker);
    write(QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".gamelab"), "{\"format\": ");
    write(QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".gamelab"),
          QByteArray(200000, '[') + QByteArray(200000, ']'));

    AutosaveManager next(dir.path());
    const auto pending = next.pending();
    QVERIFY(badMarker.contains("\"originalPath\":17"));
    // The bad marker reads as a document without the original path; the other two are moved.
    QCOMPARE(next.quarantinedFiles().size(), 2);
    QCOMPARE(pending.size(), 2);
    for (const QString& moved : next.quarantinedFiles()) {
      QVERIFY(QFile::exists(moved));
      QVERIFY(moved.startsWith(next.quarantineDirectory()));
    }
    // The next start finds only the readable ones, and nothing more to quarantine.
    AutosaveManager later(dir.path());
    QCOMPARE(later.pending().size(), 2);
    QVERIFY(later.quarantinedFiles().isEmpty());
  }

  /// "(probabilities-not-summing-to-one)" reached the analysis pages: internal codes are never shown.
  void treeErrorsAreInWords() {
    for (const char* code : {"probabilities-not-summing-to-one", "negative-probability", "info-set-on-one-path",
                             "perfect-recall-violated", "missing-payoff", "something-new"}) {
      const QString text = errorText(makeError(ErrorCode::InvalidTree, {code, "4"}));
      QVERIFY2(!text.contains(QLatin1String(code)), qPrintable(text));
      QVERIFY(text.contains(QStringLiteral("node 4")));
    }
    QVERIFY(errorText(makeError(ErrorCode::InvalidTree, {"probabilities-not-summing-to-one", "2"}))
                .contains(QStringLiteral("do not sum to 1")));
  }

  /// The JSON parser's words ("string literal", "end of input") showed in English inside
  /// Japanese sentences: the reader quotes the token found and names what it expected as a
  /// problem, which the UI words.
  void jsonSyntaxErrorsQuoteTheToken() {
    const auto bad = parseGamelab("{\n \"format\": \"gamelab\",\n \"kind\": \"zerosum\"\n \"game\": {}\n}", "bad.gamelab");
    QVERIFY(!bad);
    const QString text = errorText(bad.error());
    QVERIFY2(!text.contains(QStringLiteral("literal")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("'\"game\"'")), qPrintable(text));
    QCOMPARE(bad.error().problem, Problem::ExpectedToken);
    QCOMPARE(text, QStringLiteral("bad.gamelab, line 4, column 2: Expected “}”, but found '\"game\"'."));
    const auto cut = parseGamelab("{\"format\": ", "cut.gamelab");
    QVERIFY(!cut);
    QCOMPARE(cut.error().problem, Problem::ExpectedJsonValue);
    QVERIFY2(errorText(cut.error()).endsWith(QStringLiteral("but found the end of the text.")), qPrintable(errorText(cut.error())));
  }

  void errorTextHasLocationAndReason() {
    const Error error = makeError(ErrorCode::SyntaxError, {"a value", "'}'"}, {"bad.gamelab", 3, 7});
    const QString text = errorText(error);
    QCOMPARE(text, QStringLiteral("bad.gamelab, line 3, column 7: Expected a value, but found '}'."));
    QCOMPARE(errorLocationText({"f.gamelab", 2, 0}), QStringLiteral("f.gamelab, line 2"));
    QCOMPARE(errorLocationText({"", 4, 1}), QStringLiteral("line 4, column 1"));
    QCOMPARE(errorLocationText({"", 0, 0}), QString());
    QCOMPARE(errorText(makeError(ErrorCode::NotZeroSum, {"2", "3"})),
             QStringLiteral("The payoffs do not sum to zero at row 2, column 3."));
  }

  void errorTextCoversEveryCode_data() {
    QTest::addColumn<int>("code");
    for (int c = static_cast<int>(ErrorCode::FileUnreadable); c <= static_cast<int>(ErrorCode::Internal); ++c)
      QTest::newRow(errorCodeName(static_cast<ErrorCode>(c))) << c;
  }
  void errorTextCoversEveryCode() {
    QFETCH(int, code);
    const Error error = makeError(static_cast<ErrorCode>(code), {"ARG0", "ARG1"});
    const QString text = errorText(error);
    QVERIFY(!text.isEmpty());
    QVERIFY2(!text.contains(QLatin1Char('?')), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1Char('%')), qPrintable(text));
  }

  void japaneseInstallsTranslatorsAndCjkFont() {
    LanguageManager manager;
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/gamelab_ja.qm")));
    QCOMPARE(manager.apply(QStringLiteral("ja")), QStringLiteral("ja"));
    QCOMPARE(QApplication::font().families().value(0), QStringLiteral("Noto Sans CJK JP"));
    // Qt's own catalogue is installed too, so standard buttons speak Japanese.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("キャンセル"));
    QCOMPARE(manager.apply(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    QVERIFY(QApplication::font().families().value(0) != QStringLiteral("Noto Sans CJK JP"));
  }

  void languageChoiceIsStored() {
    LanguageManager::setStoredLanguage(QStringLiteral("ja"));
    QCOMPARE(LanguageManager::storedLanguage(), QStringLiteral("ja"));
    QCOMPARE(LanguageManager::resolve(QStringLiteral("ja")), QStringLiteral("ja"));
    QCOMPARE(LanguageManager::resolve(QStringLiteral("en")), QStringLiteral("en"));
    const QString system = LanguageManager::resolve(QString());
    QVERIFY(system == QStringLiteral("en") || system == QStringLiteral("ja"));
    LanguageManager::setStoredLanguage(QString());
    QCOMPARE(LanguageManager::availableLanguages().size(), 3);
  }

  void numberFormat_data() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("fraction");
    QTest::addColumn<QString>("decimal");
    QTest::addColumn<QString>("both");
    QTest::newRow("-2/7") << "-2/7" << "-2/7" << "-0.2857" << "-2/7 ≈ -0.2857";
    QTest::newRow("2/7") << "2/7" << "2/7" << "0.2857" << "2/7 ≈ 0.2857";
    QTest::newRow("1/4") << "1/4" << "1/4" << "0.25" << "1/4 = 0.25";
    QTest::newRow("2/3") << "2/3" << "2/3" << "0.6667" << "2/3 ≈ 0.6667";
    QTest::newRow("-1/3") << "-1/3" << "-1/3" << "-0.3333" << "-1/3 ≈ -0.3333";
    QTest::newRow("6/4") << "6/4" << "3/2" << "1.5" << "3/2 = 1.5";
    QTest::newRow("3") << "3" << "3" << "3" << "3";
    QTest::newRow("0") << "0" << "0" << "0" << "0";
    QTest::newRow("-1/100000") << "-1/100000" << "-1/100000" << "0" << "-1/100000 ≈ 0";
    QTest::newRow("1/20000") << "1/20000" << "1/20000" << "0.0001" << "1/20000 ≈ 0.0001";  // half rounds up
    QTest::newRow("-12345/7") << "-12345/7" << "-12345/7" << "-1763.5714" << "-12345/7 ≈ -1763.5714";
  }
  void numberFormat() {
    QFETCH(QString, value);
    QFETCH(QString, fraction);
    QFETCH(QString, decimal);
    QFETCH(QString, both);
    const auto parsed = parseRational(value.toStdString());
    QVERIFY(parsed.has_value());
    QCOMPARE(formatRational(*parsed), fraction);
    QCOMPARE(formatDecimal(*parsed), decimal);
    QCOMPARE(formatRationalWithDecimal(*parsed), both);
  }

  /// formatSurd, the GUI's one text of r + s·√c: negative, zero, integer and fractional cases.
  /// Every field and cell reads a typed number the same way (ui/common/numberformat.h).
  void typedNumbers() {
    QCOMPARE(parseTypedNumber(QStringLiteral(" 3/4 ")), std::optional<Rational>(Rational(3, 4)));
    QCOMPARE(parseTypedNumber(QStringLiteral("\u22122")), std::optional<Rational>(Rational(-2)));       // − (U+2212)
    QCOMPARE(parseTypedNumber(QStringLiteral("\uFF11\uFF0F\uFF12")), std::optional<Rational>(Rational(1, 2)));  // １／２
    QCOMPARE(parseTypedNumber(QStringLiteral("\uFF0D1.5")), std::optional<Rational>(Rational(-3, 2)));  // －1.5
    QVERIFY(!parseTypedNumber(QStringLiteral("abc")));
    QVERIFY(!parseTypedNumber(QString()));
  }

  void surdFormat() {
    const QuadraticSurd s7 = squareRoot(7);
    QCOMPARE(formatSurd(QuadraticSurd()), QStringLiteral("0"));
    QCOMPARE(formatSurd(QuadraticSurd(-3)), QStringLiteral("-3"));
    QCOMPARE(formatSurd(QuadraticSurd(Rational(2, 5))), QStringLiteral("2/5"));
    QCOMPARE(formatSurd(s7), QStringLiteral("√7"));
    QCOMPARE(formatSurd(-s7), QStringLiteral("−√7"));
    QCOMPARE(formatSurd(s7 - QuadraticSurd(2)), QStringLiteral("√7 − 2"));
    QCOMPARE(formatSurd(QuadraticSurd(2) - s7), QStringLiteral("2 − √7"));
    QCOMPARE(formatSurd(QuadraticSurd(-2) - s7), QStringLiteral("−2 − √7"));
    QCOMPARE(formatSurd(QuadraticSurd(1, 2, 5)), QStringLiteral("1 + 2√5"));
    QCOMPARE(formatSurd(QuadraticSurd(Rational(10, 7), Rational(-1, 7), 30)), QStringLiteral("(10 − √30)/7"));
    QCOMPARE(formatSurd(QuadraticSurd(Rational(-2, 7), Rational(1, 7), 30)), QStringLiteral("(√30 − 2)/7"));
    QCOMPARE(formatSurd(QuadraticSurd(0, Rational(5, 2), 2)), QStringLiteral("5√2/2"));
    QCOMPARE(formatSurd(QuadraticSurd(0, Rational(-1, 2), 2)), QStringLiteral("−√2/2"));
    QCOMPARE(formatSurdWithDecimal(QuadraticSurd(10, -2, 5)), QStringLiteral("10 − 2√5 ≈ 5.5279"));
    QCOMPARE(formatSurdWithDecimal(QuadraticSurd(Rational(-2, 7))), QStringLiteral("-2/7 ≈ -0.2857"));
    QCOMPARE(formatSurdWithDecimal(QuadraticSurd(3)), QStringLiteral("3"));
  }
};

QTEST_MAIN(TestDocument)
#include "test_document.moc"
