#include "ui/common/languagemanager.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gamelab::ui {

namespace {
const char* kSettingsKey = "ui/language";
const char* kCjkFamily = "Noto Sans CJK JP";
}  // namespace

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

QList<QPair<QString, QString>> LanguageManager::availableLanguages() {
  return {
      {QString(), tr("System default")},
      {QStringLiteral("en"), QStringLiteral("English")},
      {QStringLiteral("ja"), QStringLiteral("日本語")},
  };
}

QString LanguageManager::storedLanguage() { return QSettings().value(kSettingsKey).toString(); }

void LanguageManager::setStoredLanguage(const QString& code) { QSettings().setValue(kSettingsKey, code); }

QString LanguageManager::resolve(const QString& choice) {
  if (choice == QLatin1String("en") || choice == QLatin1String("ja")) return choice;
  const QStringList uiLanguages = QLocale::system().uiLanguages();
  for (const QString& language : uiLanguages) {
    if (language.startsWith(QLatin1String("ja"))) return QStringLiteral("ja");
    if (language.startsWith(QLatin1String("en"))) return QStringLiteral("en");
  }
  return QStringLiteral("en");
}

QString LanguageManager::apply(const QString& code) {
  const QString language = resolve(code == QLatin1String("<stored>") ? storedLanguage() : code);
  if (appTranslator_) {
    QCoreApplication::removeTranslator(appTranslator_);
    delete appTranslator_;
    appTranslator_ = nullptr;
  }
  if (qtTranslator_) {
    QCoreApplication::removeTranslator(qtTranslator_);
    delete qtTranslator_;
    qtTranslator_ = nullptr;
  }
  auto* app = new QTranslator(this);
  if (app->load(QStringLiteral(":/i18n/gamelab_%1.qm").arg(language))) {
    QCoreApplication::installTranslator(app);
    appTranslator_ = app;
  } else {
    delete app;
  }
  if (language != QLatin1String("en")) {
    auto* qt = new QTranslator(this);
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
      QCoreApplication::installTranslator(qt);
      qtTranslator_ = qt;
    } else {
      delete qt;
    }
  }
  QLocale::setDefault(QLocale(language == QLatin1String("ja") ? QLocale::Japanese : QLocale::English));
  applyFont(language);
  current_ = language;
  return language;
}

void LanguageManager::applyFont(const QString& language) {
  if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) return;
  QFont font = QGuiApplication::font();
  QStringList families = font.families();
  if (families.isEmpty()) families << font.family();
  families.removeAll(QString::fromLatin1(kCjkFamily));
  if (language == QLatin1String("ja")) {
    families.prepend(QString::fromLatin1(kCjkFamily));
  } else {
    families.append(QString::fromLatin1(kCjkFamily));
  }
  font.setFamilies(families);
  QGuiApplication::setFont(font);
}

}  // namespace gamelab::ui
