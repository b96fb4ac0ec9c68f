#include "ui/common/exampletitles.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString translatedExampleTitle(const char* context, const std::string& id, const std::string& englishTitle) {
  return QCoreApplication::translate(context, englishTitle.c_str(), id.c_str());
}

}  // namespace gamelab::ui
