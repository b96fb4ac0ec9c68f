#pragma once
/// Registration of the coalitional-game kind with the shell (document kind "coalitional",
/// "New" actions, built-in examples of core/coalition/coalitionalexamples.h on the start page).
/// registerBuiltinKinds() calls it.
#include "core/coalition/coalitionalgame.h"
#include "ui/document/gamedocument.h"

#include <string>

namespace gamelab::ui {

/// Registers everything of the "coalitional" kind; safe to call repeatedly (entries are replaced).
void registerCoalitionalKind();

/// The translated title of a built-in coalitional example (keyed by id; English fallback).
QString coalitionalExampleTitle(const std::string& id, const std::string& englishTitle);

/// The game of File ▸ New ▸ New weighted voting game: [50; 10, 20, 30, 40] (source §4.3.4).
CoalitionalGame newWeightedVotingGame();

}  // namespace gamelab::ui
