#include "ui/preferences/preferencesdialog.h"

#include "ui/common/languagemanager.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace gamelab::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent), initialLanguage_(LanguageManager::storedLanguage()) {
  setWindowTitle(tr("Preferences"));
  auto* layout = new QVBoxLayout(this);

  auto* box = new QGroupBox(tr("Interface"), this);
  auto* form = new QFormLayout(box);
  language_ = new QComboBox(box);
  language_->setObjectName(QStringLiteral("languageCombo"));
  for (const auto& [code, name] : LanguageManager::availableLanguages()) language_->addItem(name, code);
  form->addRow(tr("&Language:"), language_);
  restartNote_ = new QLabel(tr("The new language is used after Gamelab is restarted."), box);
  restartNote_->setWordWrap(true);
  restartNote_->setForegroundRole(QPalette::PlaceholderText);
  form->addRow(QString(), restartNote_);
  layout->addWidget(box);
  layout->addStretch(1);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, [this] {
    applyChoices();
    accept();
  });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);

  setSelectedLanguage(initialLanguage_);
  connect(language_, &QComboBox::currentIndexChanged, this,
          [this] { restartNote_->setVisible(selectedLanguage() != initialLanguage_); });
  restartNote_->setVisible(false);
  resize(420, sizeHint().height());
}

QString PreferencesDialog::selectedLanguage() const { return language_->currentData().toString(); }

void PreferencesDialog::setSelectedLanguage(const QString& code) {
  const int index = language_->findData(code);
  language_->setCurrentIndex(index < 0 ? 0 : index);
}

bool PreferencesDialog::applyChoices() {
  const QString chosen = selectedLanguage();
  LanguageManager::setStoredLanguage(chosen);
  return chosen != initialLanguage_;
}

}  // namespace gamelab::ui
