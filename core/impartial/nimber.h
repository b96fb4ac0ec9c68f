#pragma once
/// Grundy (Sprague–Grundy) values and the words of impartial play (source 000 chapter 1).
#include <cstdint>
#include <vector>

namespace gamelab {

/// A Grundy value (nimber) *g, written g. Values of the games here fit in 64 bits.
using Nimber = std::uint64_t;

/// The nim-sum (1.2.2): binary addition without carry.
inline Nimber nimSum(Nimber a, Nimber b) { return a ^ b; }

/// mex: the smallest value not in `values` (which it may reorder).
Nimber mex(std::vector<Nimber>& values);

/// Normal play: the player who cannot move loses. Misère: the player who cannot move wins.
enum class PlayConvention { Normal, Misere };

/// P: the previous player (who just moved) wins; N: the next player to move wins; Draw: play
/// can go on for ever with correct play (cyclic graph games only).
enum class Outcome { P, N, Draw };

}  // namespace gamelab
