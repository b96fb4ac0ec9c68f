#pragma once
/// Sizes the tree readers (.efg, .gamelab, tree notation) accept, checked before anything is
/// allocated for them, so that a number in a file cannot ask for gigabytes.

namespace gamelab {

/// The most players a game tree read from a file may have.
inline constexpr int kMaxTreePlayers = 1000;

/// The most payoffs the one-number leaves of a tree in notation may expand to (each stands
/// for one payoff per player) when the tree has more than two players.
inline constexpr unsigned long long kMaxTreeNotationPayoffs = 10'000'000;

/// An .efg outcome number may exceed the number of nodes read so far by at most this much
/// (Gambit numbers outcomes from 1 in order of use, so real files stay far below).
inline constexpr int kEfgOutcomeNumberSlack = 1000;

}  // namespace gamelab
