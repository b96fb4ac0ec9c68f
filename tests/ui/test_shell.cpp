/// The main window: tabs, save/reopen through the registry, failed opens, autosave recovery,
/// undo group, start page and a screenshot of it.
#include "core/io/gamelabfile.h"
#include "ui/common/errortext.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/startpage/startpage.h"
#include "tests/support/guitest.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QSvgRenderer>
#include <QUndoGroup>
#include "ui/common/icons.h"
#include <QtTest>

#include "tests/ui/dummydocument.h"

using namespace gamelab;
using namespace gamelab::ui;
using namespace gamelab::ui::testing;

namespace {

void writeText(const QString& path, const QByteArray& text) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(text);
}

}  // namespace

class TestShell : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_shell"));
    registerBuiltinKinds();
    registerDocumentKind(QStringLiteral("dummy"), openDummy);
    registerImporter({QStringLiteral("dmytxt"), QStringLiteral("Dummy text (*.dmytxt)"),
                      [](const QString& path) -> Expected<DocumentPtr> {
                        QFile file(path);
                        if (!file.open(QIODevice::ReadOnly)) return makeError(ErrorCode::FileUnreadable, {path.toStdString()});
                        bool ok = false;
                        const int value = file.readAll().trimmed().toInt(&ok);
                        if (!ok) return makeError(ErrorCode::NotANumber, {"?"}, {path.toStdString(), 1, 1});
                        return DocumentPtr(std::make_unique<DummyDocument>(value));
                      }});
    registerNewDocumentAction(QStringLiteral("dummy"), QStringLiteral("Dummy game"),
                              [] { return DocumentPtr(std::make_unique<DummyDocument>()); },
                              QStringLiteral("A game with one number"));
    registerExample(QStringLiteral("shell-example-1"), QStringLiteral("Number nine"), QStringLiteral("Test section"),
                    QStringLiteral("Test group"), [] { return DocumentPtr(std::make_unique<DummyDocument>(9)); });
    QVERIFY(autosaveDir_.isValid());
    QVERIFY(files_.isValid());
  }

  void cleanup() {
    // Each test starts without autosaves.
    QDir(autosaveDir_.path()).removeRecursively();
  }

  /// New documents are named by their kind, and a second one of a kind gets a number: three
  /// new documents were once all "Untitled*".
  void newDocumentsAreNamedByKind() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.newDocument(QStringLiteral("zerosum"));
    window.newDocument(QStringLiteral("zerosum"));
    window.newDocument(QStringLiteral("strategic"));
    window.newDocument(QStringLiteral("tree"));
    QStringList names;
    for (GameDocument* d : window.documents()) names << d->displayName();
    QCOMPARE(names, (QStringList{QStringLiteral("Zero-sum game"), QStringLiteral("Zero-sum game 2"),
                                 QStringLiteral("General-sum game"), QStringLiteral("Game tree")}));
    for (GameDocument* d : window.documents()) QVERIFY(window.closeDocument(d, MainWindow::CloseMode::Discard));
  }

  void saveAndReopenRoundTrip() {
    MainWindow window(nullptr, autosaveDir_.path());
    const int startTabs = window.tabs()->count();
    GameDocument* document = window.addDocument(std::make_unique<DummyDocument>(5));
    QCOMPARE(window.tabs()->count(), startTabs + 1);
    QCOMPARE(window.currentDocument(), document);
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("Untitled"));
    dummy(document)->edit(6);
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("Untitled*"));

    const QString path = files_.filePath(QStringLiteral("round trip.gamelab"));
    const auto saved = window.saveDocumentTo(document, path);
    QVERIFY(saved.hasValue());
    QVERIFY(!document->isModified());
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("round trip.gamelab"));
    QCOMPARE(window.recentFiles().first(), QFileInfo(path).canonicalFilePath());
    QVERIFY(window.closeDocument(document, MainWindow::CloseMode::Discard));
    QCOMPARE(window.tabs()->count(), startTabs);

    const auto reopened = window.openFile(path);
    QVERIFY2(reopened.hasValue(), reopened.hasValue() ? "" : qPrintable(errorText(reopened.error())));
    QCOMPARE(dummy(reopened.value())->value(), 6);
    QVERIFY(!reopened.value()->isModified());
    QCOMPARE(reopened.value()->filePath(), QFileInfo(path).canonicalFilePath());
    // Opening it again switches to the open tab instead of a second copy.
    const auto again = window.openFile(path);
    QVERIFY(again.hasValue());
    QCOMPARE(again.value(), reopened.value());
    QCOMPARE(window.documents().size(), 1);
  }

  void malformedFileKeepsOpenDocuments() {
    MainWindow window(nullptr, autosaveDir_.path());
    GameDocument* document = window.addDocument(std::make_unique<DummyDocument>(1));
    dummy(document)->edit(2);
    const int tabs = window.tabs()->count();
    const QString bad = files_.filePath(QStringLiteral("bad.gamelab"));
    writeText(bad, "{\n  \"format\": \"gamelab\",\n  \"version\": 1,\n  \"kind\": \n}\n");
    const auto result = window.openFile(bad);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().code, ErrorCode::SyntaxError);
    QVERIFY(result.error().where.line > 0);
    const QString text = errorText(result.error());
    QVERIFY2(text.contains(QStringLiteral("bad.gamelab")) && text.contains(QStringLiteral("line")), qPrintable(text));
    QCOMPARE(window.tabs()->count(), tabs);
    QCOMPARE(window.currentDocument(), document);
    QCOMPARE(dummy(document)->value(), 2);
    QVERIFY(document->isModified());

    const QString unknownKind = files_.filePath(QStringLiteral("unknown.gamelab"));
    writeText(unknownKind, R"({"format": "gamelab", "version": 1, "kind": "no-such-kind", "title": "", "game": {}})");
    const auto unknown = window.openFile(unknownKind);
    QVERIFY(!unknown.hasValue());
    QCOMPARE(unknown.error().code, ErrorCode::UnsupportedFormat);

    const auto missing = window.openFile(files_.filePath(QStringLiteral("missing.gamelab")));
    QVERIFY(!missing.hasValue());
    QCOMPARE(missing.error().code, ErrorCode::FileUnreadable);

    const QString strange = files_.filePath(QStringLiteral("strange.xyz"));
    writeText(strange, "hello");
    const auto unsupported = window.openFile(strange);
    QVERIFY(!unsupported.hasValue());
    QCOMPARE(unsupported.error().code, ErrorCode::UnsupportedFormat);
    QCOMPARE(window.tabs()->count(), tabs);
  }

  void exportWritesTheDocumentsFormat() {
    MainWindow window(nullptr, autosaveDir_.path());
    GameDocument* document = window.addDocument(std::make_unique<DummyDocument>(12));
    const QString path = files_.filePath(QStringLiteral("twelve.txt"));
    QVERIFY(window.exportDocument(document, QStringLiteral("txt"), path).hasValue());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("12"));
    const auto unknown = window.exportDocument(document, QStringLiteral("nfg"), path);
    QVERIFY(!unknown.hasValue());
    QCOMPARE(unknown.error().code, ErrorCode::UnsupportedFormat);
    QVERIFY(!document->isModified());  // exporting is not saving, and changes nothing
    QVERIFY(document->filePath().isEmpty());
  }

  void importerOpensUntitledDocument() {
    MainWindow window(nullptr, autosaveDir_.path());
    const QString path = files_.filePath(QStringLiteral("eleven.dmytxt"));
    writeText(path, "11\n");
    const auto result = window.openFile(path);
    QVERIFY(result.hasValue());
    QCOMPARE(dummy(result.value())->value(), 11);
    QVERIFY(result.value()->filePath().isEmpty());  // Save must not overwrite the foreign file
    QCOMPARE(result.value()->displayName(), QStringLiteral("eleven"));
  }

  void autosaveRecoveryAfterCrash() {
    QString autosavePath;
    {
      MainWindow crashed(nullptr, autosaveDir_.path());
      GameDocument* document = crashed.addDocument(std::make_unique<DummyDocument>(0));
      document->setTitle(QStringLiteral("Unsaved work"));
      dummy(document)->edit(77);
      QCOMPARE(crashed.autosave()->saveAll(), 1);
      autosavePath = crashed.autosave()->autosavePathFor(document);
      QVERIFY(QFile::exists(autosavePath));
      // Destroyed without closeEvent: like a crash, the autosave stays.
    }
    QVERIFY(QFile::exists(autosavePath));
    MainWindow window(nullptr, autosaveDir_.path());
    const auto pending = window.autosave()->pending();
    QCOMPARE(pending.size(), 1);
    QCOMPARE(pending.first().title, QStringLiteral("Unsaved work"));
    QCOMPARE(window.recoverAutosaves(pending), 1);
    GameDocument* recovered = window.currentDocument();
    QVERIFY(recovered);
    QCOMPARE(dummy(recovered)->value(), 77);
    QVERIFY(recovered->isModified());
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("Unsaved work*"));
    QVERIFY(window.autosave()->pending().isEmpty());  // now owned by the open document
    QCOMPARE(window.autosave()->autosavePathFor(recovered), autosavePath);
    QVERIFY(window.closeDocument(recovered, MainWindow::CloseMode::Discard));
    QVERIFY(!QFile::exists(autosavePath));
  }

  void savingRemovesAutosave() {
    MainWindow window(nullptr, autosaveDir_.path());
    GameDocument* document = window.addDocument(std::make_unique<DummyDocument>(0));
    dummy(document)->edit(3);
    QCOMPARE(window.autosave()->saveAll(), 1);
    const QString autosavePath = window.autosave()->autosavePathFor(document);
    QVERIFY(QFile::exists(autosavePath));
    QVERIFY(window.saveDocumentTo(document, files_.filePath(QStringLiteral("saved.gamelab"))).hasValue());
    QVERIFY(!QFile::exists(autosavePath));
  }

  void undoGroupFollowsCurrentTab() {
    MainWindow window(nullptr, autosaveDir_.path());
    GameDocument* first = window.addDocument(std::make_unique<DummyDocument>(0));
    GameDocument* second = window.addDocument(std::make_unique<DummyDocument>(0));
    dummy(first)->edit(1);
    dummy(second)->edit(2);
    QCOMPARE(window.undoGroup()->activeStack(), second->undoStack());
    window.tabs()->setCurrentIndex(1);
    QCOMPARE(window.currentDocument(), first);
    QCOMPARE(window.undoGroup()->activeStack(), first->undoStack());
    window.undoGroup()->undo();
    QCOMPARE(dummy(first)->value(), 0);
    QCOMPARE(dummy(second)->value(), 2);
    QVERIFY(!first->isModified());
    window.tabs()->setCurrentIndex(0);  // start page: nothing to undo
    QCOMPARE(window.undoGroup()->activeStack(), nullptr);
  }

  void newActionAndExampleOpenDocuments() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.newDocument(QStringLiteral("dummy"));
    QCOMPARE(window.documents().size(), 1);
    QVERIFY(!window.currentDocument()->isModified());

    // Activating the example in the start page's tree opens it as an unsaved document.
    QTreeWidget* tree = window.startPage()->exampleTree();
    const auto found = tree->findItems(QStringLiteral("Number nine"), Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first()->parent()->text(0), QStringLiteral("Test group"));
    QCOMPARE(found.first()->parent()->parent()->text(0), QStringLiteral("Test section"));
    emit tree->itemActivated(found.first(), 0);
    QCOMPARE(window.documents().size(), 2);
    GameDocument* example = window.currentDocument();
    QCOMPARE(dummy(example)->value(), 9);
    QVERIFY(example->filePath().isEmpty());
    QCOMPARE(example->displayName(), QStringLiteral("Number nine"));
  }

  void iconsAreValidSvg() {
    initResources();
    const QStringList names = QDir(QStringLiteral(":/icons")).entryList();
    QVERIFY(names.size() >= 10);
    for (const QString& name : names) {
      QSvgRenderer renderer(QStringLiteral(":/icons/") + name);
      QVERIFY2(renderer.isValid(), qPrintable(name));
    }
  }

  void startPageScreenshot() {
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(1100, 720);
    window.showStartPage();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QPixmap shot = window.grab();
    QVERIFY(!shot.isNull());
    const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/shell_startpage.png");
    QVERIFY(shot.save(path));
    QVERIFY(QFileInfo(path).size() > 0);
  }

 private:
  QTemporaryDir autosaveDir_;
  QTemporaryDir files_;
};

QTEST_MAIN(TestShell)
#include "test_shell.moc"
