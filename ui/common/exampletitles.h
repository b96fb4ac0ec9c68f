#pragma once
/// Translated titles of built-in examples. Each kind lists its titles in a table of
/// QT_TRANSLATE_NOOP3(context, "English title", "example-id") entries so that lupdate sees them;
/// the id is the disambiguation, so equal English titles can be translated differently.
#include <QString>

#include <span>
#include <string>

namespace gamelab::ui {

struct ExampleTitle {
  const char* title;  ///< English source text
  const char* id;     ///< the example id, used as disambiguation
};

/// The translation of the table entry with this id in `context`; for ids not in the table, the
/// translation of `englishTitle` (the English text itself when there is none).
QString translatedExampleTitle(const char* context, std::span<const ExampleTitle> table, const std::string& id,
                               const std::string& englishTitle);

}  // namespace gamelab::ui
