#pragma once
/// Registration of the game-tree kind with the shell: document kind "tree", importer for Gambit
/// ".efg", File ▸ New "New game tree", and the built-in trees (core/models/treeexamples.h) on the
/// start page (section "Game trees (Ferguson, chapters 2–3)"). registerBuiltinKinds() calls it.
#include "ui/document/gamedocument.h"

#include <string>

namespace gamelab::ui {

void registerTreeKind();

/// The translated title of a built-in tree example (keyed by id; English fallback).
QString treeExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
