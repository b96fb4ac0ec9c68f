#pragma once
/// `gamelab-cli tree kingmaker [--reading set|alt|eff] FILE|-`: forced-win and kingmaker nodes,
/// pure SPE count, maxn (first/last) and the SP-1EP of a binary (win/lose) tree (CLI.md
/// `tree kingmaker`, spec/kingmaker-thesis.md). FILE is an .efg, a .gamelab tree document, or
/// bracket text (`a(b(C,A),B)`, spec/reference/diamond_tree.txt; `#` starts a comment line).
#include "app/cli/treecommand.h"
#include "core/common/expected.h"
#include "core/kingmaker/binarygame.h"

#include <string>
#include <string_view>

namespace gamelab::cli {

/// True when `text` looks like bracket text rather than .efg / .gamelab / digest notation:
/// after comment lines (`#`) only letters, parentheses, commas and blanks.
bool looksLikeBracketText(std::string_view text);
/// The binary game in `text` (bracket text when the file name ends in .txt or .tree, or when
/// looksLikeBracketText; otherwise any tree loadTreeText reads, then binaryGameOf).
Expected<kingmaker::BinaryGame> loadBinaryGame(std::string_view text, const std::string& fileName);
/// Runs `tree kingmaker` with parsed options; returns the exit code.
int runTreeKingmaker(const TreeCommandOptions& options);

}  // namespace gamelab::cli
