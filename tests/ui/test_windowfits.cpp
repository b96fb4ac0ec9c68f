/// Every window fits a 1366×768 screen and nothing a person must read is cut (issue 37): the
/// main window with the start page and with a new document of every kind, in English and in
/// Japanese. The window never needs more than the screen (an editor scrolls down in its tab,
/// never sideways); on each page of each editor, every visible label, button and tab title has
/// the room its text needs (a clipped or elided text is a failure naming the widget and text).
/// In Japanese, no example title and no page title is left in English.
/// Screenshots of each kind's first page are saved next to the binary (fits-<language>-<kind>.png).
#include "ui/analysis/analysiscontroller.h"
#include "ui/common/languagemanager.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/document/documentregistry.h"
#include "ui/mainwindow/mainwindow.h"
#include "tests/support/guitest.h"

#include <QAbstractButton>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// A 1366×768 screen less a task bar and the window's title bar.
const QSize kScreen(1366, 768 - 40 - 30);

/// An English word (three letters or more, not a name kept in Japanese) and no Japanese: a
/// text left untranslated.
bool looksUntranslated(QString text) {
  static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
  for (QChar c : text)
    if (c.unicode() >= 0x3000) return false;
  text.remove(QStringLiteral("Lemke–Howson"));
  return text.contains(word);
}

QString describe(const QWidget* w, const QString& text) {
  QStringList path;
  for (const QObject* o = w; o; o = o->parent())
    if (!o->objectName().isEmpty()) path.prepend(o->objectName());
  return QStringLiteral("%1 [%2] \"%3\"").arg(QString::fromLatin1(w->metaObject()->className()), path.join(QLatin1Char('/')), text.left(60));
}

/// The visible widgets of `root` whose text does not fit their size.
QStringList clippedTexts(QWidget* root) {
  QStringList out;
  for (QLabel* l : root->findChildren<QLabel*>()) {
    if (!l->isVisibleTo(root) || l->text().isEmpty() || !l->pixmap().isNull()) continue;
    if (l->wordWrap()) {
      if (l->heightForWidth(l->contentsRect().width()) > l->contentsRect().height() + 2) out << describe(l, l->text());
    } else if (l->minimumSizeHint().width() > l->width() + 1) {
      out << describe(l, l->text()) + QStringLiteral(" %1 > %2").arg(l->minimumSizeHint().width()).arg(l->width());
    }
  }
  for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
    if (!b->isVisibleTo(root) || b->text().isEmpty()) continue;
    int needed = 0;  // the widest line, beside the icon, with the style's margins
    for (const QString& line : b->text().split(QLatin1Char('\n')))
      needed = std::max(needed, b->fontMetrics().horizontalAdvance(QString(line).remove(QLatin1Char('&'))));
    if (!b->icon().isNull()) needed += b->iconSize().width() + 4;
    if (needed + 8 > b->width())
      out << describe(b, b->text()) + QStringLiteral(" %1 > %2").arg(needed + 8).arg(b->width());
  }
  for (QTabBar* bar : root->findChildren<QTabBar*>()) {
    if (!bar->isVisibleTo(root) || bar->elideMode() == Qt::ElideNone) continue;
    for (int i = 0; i < bar->count(); ++i) {
      const int needed = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
      if (bar->tabRect(i).width() < needed) out << describe(bar, bar->tabText(i));
    }
  }
  return out;
}

}  // namespace

class TestWindowFits : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    testsupport::isolateSettings(QStringLiteral("test_windowfits"));
    QVERIFY(autosaveDir_.isValid());
  }

  void everyKindFitsTheScreen_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
  }

  void everyKindFitsTheScreen() {
    QFETCH(QString, language);
    LanguageManager languages;
    QCOMPARE(languages.apply(language), language);
    registerBuiltinKinds();  // titles and labels in the language just applied
    MainWindow window(nullptr, autosaveDir_.path());
    window.resize(kScreen);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    const auto check = [&](const QString& where) {
      QCoreApplication::processEvents();
      const QSize min = window.minimumSizeHint();
      if (min.width() > kScreen.width() || min.height() > kScreen.height() || window.width() > kScreen.width() ||
          window.height() > kScreen.height())
        problems << QStringLiteral("%1: the window needs %2×%3").arg(where).arg(min.width()).arg(min.height());
      // An editor may scroll down in its tab, never sideways.
      if (auto* page = qobject_cast<QScrollArea*>(window.tabs()->currentWidget()); page && page->widget() &&
          page->widget()->minimumSizeHint().width() > page->viewport()->width())
        problems << QStringLiteral("%1: the editor needs %2 pixels across").arg(where).arg(page->widget()->minimumSizeHint().width());
      for (const QString& c : clippedTexts(&window)) problems << where + QStringLiteral(": ") + c;
    };
    check(QStringLiteral("start page"));
    if (language == QLatin1String("ja"))
      for (const BuiltinExample& e : examples())
        if (looksUntranslated(e.title)) problems << QStringLiteral("untranslated example “%1” (%2)").arg(e.title, e.id);
    for (const NewDocumentAction& action : newDocumentActions()) {
      window.resize(kScreen);
      GameDocument* document = window.addDocument(action.factory());
      QVERIFY(document);
      QWidget* editor = window.currentEditor();
      QTest::qWait(AnalysisController::kDebounceMs + 300);  // the automatic analysis of a new game is quick
      check(action.kindId);
      window.grab().save(QStringLiteral("%1/fits-%2-%3.png").arg(QCoreApplication::applicationDirPath(), language, action.kindId));
      // Every page of every tab widget in the editor.
      for (QTabWidget* tabs : editor->findChildren<QTabWidget*>()) {
        for (int i = 0; i < tabs->count(); ++i) {
          if (!tabs->isTabEnabled(i) || !tabs->isVisibleTo(editor)) continue;
          tabs->setCurrentIndex(i);
          if (language == QLatin1String("ja") && looksUntranslated(tabs->tabText(i)))
            problems << QStringLiteral("%1: untranslated tab “%2”").arg(action.kindId, tabs->tabText(i));
          check(QStringLiteral("%1 / %2").arg(action.kindId, tabs->tabText(i)));
        }
      }
      QVERIFY(window.closeDocument(document, MainWindow::CloseMode::Discard));
    }
    problems.removeDuplicates();
    for (const QString& p : problems) qWarning().noquote() << p;
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems").arg(problems.size())));
  }

 private:
  QTemporaryDir autosaveDir_;
};

QTEST_MAIN(TestWindowFits)
#include "test_windowfits.moc"
