#pragma once
/// Shared by the tree tests: a tree from the digests' notation (core/tree/treenotation.h).
#include "core/tree/gametree.h"
#include "core/tree/treenotation.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {

/// The parsed tree; a parse error fails the calling test (and yields a one-node tree).
inline GameTree parse(const std::string& text) {
  auto tree = parseTreeNotation(text);
  EXPECT_TRUE(tree.hasValue()) << (tree ? "" : describe(tree.error()));
  return tree ? *tree : GameTree();
}

}  // namespace gamelab
