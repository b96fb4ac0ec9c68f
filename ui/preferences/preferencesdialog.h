#pragma once
/// Preferences: interface language (stored in QSettings, applied at the next start).
#include <QDialog>

class QComboBox;
class QLabel;

namespace gamelab::ui {

class PreferencesDialog : public QDialog {
  Q_OBJECT
 public:
  explicit PreferencesDialog(QWidget* parent = nullptr);

  /// The language code selected in the dialog ("" = system default).
  QString selectedLanguage() const;
  void setSelectedLanguage(const QString& code);

  /// Stores the choice (what OK does). Returns true when it differs from what is running.
  bool applyChoices();

 private:
  QComboBox* language_;
  QLabel* restartNote_;
  QString initialLanguage_;
};

}  // namespace gamelab::ui
