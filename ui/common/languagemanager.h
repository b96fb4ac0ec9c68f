#pragma once
/// Interface language: the choice is stored in QSettings ("ui/language": "" = system default,
/// "en", "ja") and applied at start-up by installing :/i18n/gamelab_<lang>.qm and Qt's own
/// qtbase_<lang>.qm (so standard dialogs are translated), and, for Japanese, a CJK font.
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>

class QApplication;
class QTranslator;

namespace gamelab::ui {

class LanguageManager : public QObject {
  Q_OBJECT
 public:
  explicit LanguageManager(QObject* parent = nullptr);

  /// Languages the user can pick: ("", tr("System default")), ("en", "English"), ("ja", "日本語").
  static QList<QPair<QString, QString>> availableLanguages();

  /// The stored choice ("" = system default).
  static QString storedLanguage();
  static void setStoredLanguage(const QString& code);

  /// The language actually used for `choice`: the choice itself, or for "" the system locale's
  /// language if Gamelab ships it, else "en".
  static QString resolve(const QString& choice);

  /// Installs translators and fonts for resolve(storedLanguage()) (or `code` when given),
  /// replacing the ones installed before. Returns the language applied.
  QString apply(const QString& code = QStringLiteral("<stored>"));
  QString currentLanguage() const { return current_; }

  /// Puts Noto Sans CJK JP first in the application font for "ja" (other languages keep the
  /// platform font, with CJK glyphs through font fallback).
  static void applyFont(const QString& language);

 private:
  QTranslator* appTranslator_ = nullptr;
  QTranslator* qtTranslator_ = nullptr;
  QString current_;
};

}  // namespace gamelab::ui
