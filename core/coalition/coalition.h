#pragma once
/// Coalitions of a TU game as bitmasks (source 000 §4.1): bit i set means player i (numbered
/// from 0 here, from 1 in the views) belongs to the coalition. 0 is the empty coalition and
/// (1 << n) - 1 the grand coalition N.
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace gamelab {

using Coalition = std::uint32_t;

/// The largest number of players a coalition mask can hold.
inline constexpr int kMaxCoalitionPlayers = 30;

inline int coalitionSize(Coalition s) { return std::popcount(s); }
inline bool contains(Coalition s, int player) { return (s >> player) & 1u; }
inline Coalition grandCoalition(int players) {
  return players >= 32 ? ~Coalition(0) : (Coalition(1) << players) - 1;
}
/// The members in increasing order.
std::vector<int> members(Coalition s);
/// The coalition of the given players (each in 0..kMaxCoalitionPlayers-1).
Coalition coalitionOf(const std::vector<int>& players);

/// How a list of all coalitions is ordered.
enum class CoalitionOrder {
  /// 0, 1, 2, ..., 2^n - 1 by mask (player 1 changes fastest): ∅, 1, 2, 12, 3, 13, 23, 123.
  Bitmask,
  /// By size, then lexicographically by sorted members: ∅, 1, 2, 3, 12, 13, 23, 123 (the
  /// order the source tabulates characteristic functions in).
  SizeThenLexicographic,
};

/// Every coalition of `players` players, ∅ included, in `order`. players <= 24.
std::vector<Coalition> allCoalitions(int players, CoalitionOrder order);

/// Plain label from player names: the names run together when every name is one character
/// ("AB", "123"), else joined by ", " in braces ("{Ann, Bob}"); "∅" for the empty coalition.
/// Names must have at least as many entries as the highest member + 1.
std::string coalitionLabel(Coalition s, const std::vector<std::string>& playerNames);

}  // namespace gamelab
