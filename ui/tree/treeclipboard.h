#pragma once
/// Subtrees on the clipboard: tree JSON (core/tree/treejson.h) under a Gamelab MIME type and as
/// plain text, so a subtree can be pasted into another tree tab or read in a text editor.
#include "core/param/expression.h"
#include "core/tree/gametree.h"

#include <QString>

#include <optional>

namespace gamelab::ui {

/// "application/x-gamelab-tree+json".
QString treeMimeType();

/// Puts `piece` (a standalone tree, e.g. GameTree::extractSubtree) on the clipboard.
void copyTreeToClipboard(const GameTree& piece);
/// The tree on the clipboard (MIME data first, else the text as tree JSON); nullopt with `why`.
/// Its expressions (payoffs, chance probabilities) are kept and evaluated at `values`, the
/// parameters of the tree pasted into (a name it does not declare is refused).
std::optional<GameTree> treeFromClipboard(QString* why, const ParameterValues& values = {});

}  // namespace gamelab::ui
