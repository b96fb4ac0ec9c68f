#include "ui/common/exampletitles.h"

#include <QCoreApplication>

namespace gamelab::ui {

QString translatedExampleTitle(const char* context, std::span<const ExampleTitle> table, const std::string& id,
                               const std::string& englishTitle) {
  for (const ExampleTitle& t : table)
    if (id == t.id) return QCoreApplication::translate(context, t.title, t.id);
  return QCoreApplication::translate(context, englishTitle.c_str(), id.c_str());
}

}  // namespace gamelab::ui
