#pragma once
/// Translated titles of built-in examples. The titles are written once, in core/<kind>/*examples.cpp
/// with GAMELAB_EXAMPLE(context, "English title", "example-id") (core/common/examplename.h), where
/// lupdate collects them; the id is the disambiguation, so equal English titles can be
/// translated differently.
#include <QString>

#include <string>

namespace gamelab::ui {

/// The translation of `englishTitle` of example `id` in `context` ("ZeroSumExamples", …); the
/// English text itself when there is none.
QString translatedExampleTitle(const char* context, const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
