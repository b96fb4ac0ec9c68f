#pragma once
/// Every edit of the tree editor as one undoable step through TreeDocument::edit. Nodes are
/// addressed by NodePath (stable across the snapshot copies). Each function returns an empty
/// string when the edit was made, else the translated reason it was refused (nothing changes).
#include "core/tree/gametree.h"
#include "ui/tree/treedocument.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gamelab::ui {

class TreeEdits {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::TreeEdits)
 public:
  /// The tree's name for `player` (playerNumeral when unnamed; "Chance" for kChancePlayer).
  static QString playerName(const GameTree& tree, int player);

  /// Turns the leaf at `path` into a move of `player` (or kChancePlayer: uniform) with
  /// `actions` actions.
  static QString addMove(TreeDocument* doc, const NodePath& path, int player, int actions = 2);
  /// Adds an action at the end of the information set of the node at `path` (every member).
  static QString addAction(TreeDocument* doc, const NodePath& path);
  /// Removes the action leading to the node at `childPath` (and its subtree in every member).
  static QString removeAction(TreeDocument* doc, const NodePath& childPath);
  /// Deletes everything below the node at `path` (it becomes a leaf).
  static QString makeTerminal(TreeDocument* doc, const NodePath& path);
  /// Sets the mover: a leaf gets a two-action move; a chance node becomes a player's node and
  /// vice versa (the node leaves its set); a player's set changes player as a whole.
  static QString setPlayer(TreeDocument* doc, const NodePath& path, int player);
  /// Joins the nodes into one information set (same player, same number of actions, not on one
  /// path from the root).
  static QString joinInfoSet(TreeDocument* doc, const std::vector<NodePath>& paths);
  /// Gives each node its own information set.
  static QString splitInfoSet(TreeDocument* doc, const std::vector<NodePath>& paths);
  /// Names the information set of the node at `path`.
  static QString setInfoSetLabel(TreeDocument* doc, const NodePath& path, const QString& label);
  /// Label of the action leading to `childPath` (shared by the set's members).
  static QString setActionLabel(TreeDocument* doc, const NodePath& childPath, const QString& label);
  /// Chance probability of the action leading to `childPath`: an exact number in [0, 1], or an
  /// expression over the document's parameters ("p", "1 - p") whose value lies in [0, 1].
  static QString setProbability(TreeDocument* doc, const NodePath& childPath, const QString& text);
  /// Payoffs of the play ending at leaf `path`: "a, b, …" one per player (or one number in a
  /// two-person zero-sum tree: I's payoff, II's is its negative); each a number or an
  /// expression over the parameters (separate expressions by commas). The leaf's own outcome is
  /// set so that the accumulated payoff equals the input; a shared outcome is not changed (the
  /// leaf gets its own).
  static QString setPayoff(TreeDocument* doc, const NodePath& path, const QString& text);
  /// The leaf (or node) at `path` uses outcome `outcome` (-1: none).
  static QString setOutcome(TreeDocument* doc, const NodePath& path, int outcome);
  /// Names the outcome of the node at `path` (so it can be chosen for other leaves).
  static QString nameOutcome(TreeDocument* doc, const NodePath& path, const QString& name);
  static QString addPlayer(TreeDocument* doc, const QString& name = {});
  static QString renamePlayer(TreeDocument* doc, int player, const QString& name);
  /// Refused while the player still moves somewhere.
  static QString removePlayer(TreeDocument* doc, int player);
  /// Replaces the subtree at `path` by `piece` (same number of players).
  static QString pasteSubtree(TreeDocument* doc, const NodePath& path, const GameTree& piece);

  /// Parses "a, b, c" (or ";", spaces) into exact numbers; nullopt with `why` on failure.
  static std::optional<RationalVector> parseNumbers(const QString& text, QString* why);

  /// A value as typed: a plain number (expression "") or an expression and its value.
  struct Typed {
    Rational value;
    std::string expression;
  };
  /// Reads one typed value: what parseTypedNumber accepts, else an expression over
  /// `parameters` evaluated at their values. nullopt with `why` (one line quoting `place`) when
  /// it is neither.
  static std::optional<Typed> readTyped(const QString& text, const Parameters& parameters, const QString& place,
                                        QString* why);
  /// "probability of “high” at node 1" / "payoff to II at node 7": the place of an expression
  /// in messages, from the file place core quotes ("game/infosets/0/probabilities/0",
  /// "game/outcomes/3/payoffs/1", see treeexpressions.h); `place` itself when it is not one.
  static QString placeName(const GameTree& tree, const std::string& place);
  /// A core error about an expression in words, its place named by placeName.
  static QString expressionErrorText(const GameTree& tree, Error error);
};

}  // namespace gamelab::ui
