#pragma once
/// The name of a built-in example, written once: GAMELAB_EXAMPLE(context, "English title",
/// "example-id") gives {id, title}. Core never translates; the GUI shows
/// QCoreApplication::translate(context, title, id). lupdate reads the examples files
/// (core/<kind>/*examples.cpp) with `-tr-function-alias QT_TRANSLATE_NOOP3+=GAMELAB_EXAMPLE`, so each title is
/// collected under its kind's context with the id as disambiguation (equal English titles may
/// translate differently) and no title is repeated in the GUI.
#include <string>

namespace gamelab {

struct ExampleName {
  std::string id;     ///< stable, e.g. "nim-5-7-9"
  std::string title;  ///< English, e.g. "Nim (5, 7, 9)"
};

}  // namespace gamelab

#define GAMELAB_EXAMPLE(context, title, id) (::gamelab::ExampleName{id, title})
