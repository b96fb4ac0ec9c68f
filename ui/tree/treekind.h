#pragma once
/// Registration of the game-tree kind with the shell: document kind "tree", importer for Gambit
/// ".efg", File ▸ New "New game tree", and the built-in trees (core/tree/treeexamples.h) on the
/// start page (section "Game trees (Ferguson, chapters 2–3)"). registerBuiltinKinds() calls it.
#include "core/tree/gametree.h"
#include "ui/document/gamedocument.h"

#include <string>

namespace gamelab::ui {

void registerTreeKind();

/// What File ▸ New gives: players I and II, the root a move of I with two actions (leaves).
GameTree newGameTree();

/// The translated title of a built-in tree example (keyed by id; English fallback).
QString treeExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
