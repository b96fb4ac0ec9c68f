#pragma once
/// Registration of the impartial-game kind with the shell: document kind "impartial", File ▸ New
/// "New impartial game…" (the new-game dialog), and the chapter-1 examples on the start page
/// (section "Impartial games (Ferguson, chapter 1)"). registerBuiltinKinds() calls it.
#include "core/impartial/position.h"
#include "ui/document/gamedocument.h"

#include <string>
#include <vector>

namespace gamelab::ui {

/// Registers everything of the "impartial" kind; safe to call repeatedly (entries are replaced).
void registerImpartialKind();

/// A start-page example: id, English title, group and position.
struct ImpartialExampleEntry {
  std::string id;
  std::string englishTitle;
  std::string section;  ///< "1.2.6" …
  ImpartialPosition position;
  PlayConvention convention = PlayConvention::Normal;
  std::string testCase;  ///< digest case ("T18")
};
/// The examples registered on the start page, in order (core/impartial/impartialexamples.h).
std::vector<ImpartialExampleEntry> impartialExampleEntries();

/// The translated title of a built-in impartial example (keyed by id; English fallback).
QString impartialExampleTitle(const std::string& id, const std::string& englishTitle);

/// The document of File ▸ New ▸ New impartial game… when the dialog is accepted (nullptr when
/// cancelled); without a dialog (tests, `interactive` false): Nim 3, 4, 5.
DocumentPtr newImpartialDocument(bool interactive);

}  // namespace gamelab::ui
