#pragma once
/// Ready-made Green Hackenbush pictures for the board's Presets menu (source 000 §1.6) and the
/// automatic layout of pictures saved without coordinates. Coordinates are world units with
/// the ground at y = 0 and y pointing up; an edge to the ground stands on the point of the
/// ground below its other end.
#include "core/impartial/hackenbush.h"

#include <utility>
#include <vector>

namespace gamelab::ui {

/// Bamboo stalks of the given lengths standing side by side (T99: 3, 4, 5 has value 3⊕4⊕5 = 2).
HackenbushPicture hackenbushBamboo(const std::vector<int>& lengths);
/// The tree of T101: a trunk of 1 with branches of 3, 2 and 6 at its top (value 1 + (3⊕2⊕6) = 8).
HackenbushPicture hackenbushTree();
/// A cycle of `edges` edges (at least 2) through the ground (T103: value edges mod 2; 3 is the door).
HackenbushPicture hackenbushCycle(int edges);
/// A house in the spirit of Figure 1.6.5 (T104, redrawn): walls, a ceiling with two windows,
/// a roof with a chimney and a door through the ground; value 3.
HackenbushPicture hackenbushHouse();
/// `added` placed to the right of `base` (vertices renumbered, ground shared).
HackenbushPicture placedBeside(const HackenbushPicture& base, const HackenbushPicture& added);
/// Coordinates for every vertex: the picture's own when it has one per vertex, else a layered
/// layout (depth from the ground upwards, subtrees side by side).
std::vector<std::pair<double, double>> hackenbushLayout(const HackenbushPicture& picture);

}  // namespace gamelab::ui
