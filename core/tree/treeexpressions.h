#pragma once
/// Expressions over a document's parameters (core/param) kept in a game tree: outcome payoffs
/// (TreeOutcome::payoffExpressions) and chance probabilities (InfoSet::probabilityExpressions).
/// The tree's numbers (payoffs, probabilities) are always the expressions' values at the
/// current parameters, so every solver reads the tree unchanged; these functions read the texts
/// from a document and re-evaluate them at new values.
///
/// Places quoted by errors are those of the file ("game/outcomes/3/payoffs/0",
/// "game/infosets/2/probabilities/1"), as substituteParameters quotes them.
#include "core/common/expected.h"
#include "core/io/gamelabfile.h"
#include "core/param/parameters.h"
#include "core/tree/gametree.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gamelab {

/// True iff some outcome or chance set holds a (non-empty) expression text.
bool treeHasExpressions(const GameTree& tree);

/// The place of outcome `outcome`'s payoff to `player` / of chance set `infoSet`'s probability
/// of `action` (0-based indices), as errors quote it.
std::string payoffExpressionPlace(int outcome, int player);
std::string probabilityExpressionPlace(int infoSet, int action);

/// Drops expression lists that hold no expression (all ""), so that a tree without expressions
/// compares equal to one read from plain numbers.
void dropEmptyExpressions(GameTree& tree);

/// `tree` with every expression evaluated at `values` (texts kept, values replaced). Errors
/// (the tree is not changed): those of parseExpression and evaluateExpression (UnknownParameter,
/// ExpressionDivisionByZero, TooLarge, …) quoting the place; MustBeProbability (args:
/// "place = text", the value) for a chance probability outside [0, 1]; InvalidTree
/// (firstTreeError's form: "probabilities-not-summing-to-one", the first member node 1-based)
/// when a chance set holding an expression no longer sums to 1. O(size of the texts + nodes).
/// With `checkProbabilities` false the last two are not errors: the values are stored and the
/// tree's validation (treevalidation.h) reports the chance move.
Expected<GameTree> evaluateTreeExpressions(GameTree tree, const ParameterValues& values,
                                           bool checkProbabilities = true);

/// A tree read from a game object (treejson.h) whose payoffs and chance probabilities may be
/// expressions: substitutes `values` on a copy (substituteParameters), reads the copy
/// (treeFromJson), then attaches each expression text of `game` at the same place. Errors:
/// those of substituteParameters and treeFromJson, placed in `text` (the document) when given.
Expected<GameTree> treeFromJsonWithExpressions(const nlohmann::json& game, const ParameterValues& values,
                                               const std::string& fileName = {}, const std::string& text = {});

/// A tree document's parameters and tree (expressions kept, values at the declared values).
struct ParametrisedTree {
  Parameters parameters;
  GameTree tree;
};
/// Reads `file` (kind "tree"): its "parameters" (parametersFromJson) and its game
/// (treeFromJsonWithExpressions; treeToJson writes the texts back). Errors: theirs.
Expected<ParametrisedTree> parametrisedTreeFromGamelab(const GamelabFile& file);

}  // namespace gamelab
