#pragma once
/// Random Green Hackenbush pictures for play (New game…): several pieces standing side by side
/// on the ground, each a bamboo stalk, a branching tree or a tree with cycles (a door standing
/// on two ground edges, a triangle, a loop at a top vertex), drawn as layered trees so that the
/// picture is readable: vertices on whole levels (the ground is level 0), children spread under
/// their parent, no two edges crossing or overlapping, no edge through a vertex.
#include "core/impartial/hackenbush.h"

#include <random>

namespace gamelab {

/// Horizontal distance between neighbouring vertices of a level (abstract units; levels are 1
/// apart, as in the presets).
inline constexpr double kHackenbushSlot = 0.8;
/// The largest picture made (edges).
inline constexpr int kMaxRandomHackenbushEdges = 10000;

/// A picture of exactly clamp(edges, 1, kMaxRandomHackenbushEdges) edges, every one grounded,
/// with coordinates for every vertex (a ground edge is drawn straight down from its other end).
HackenbushPicture randomHackenbushPicture(int edges, std::mt19937_64& rng);

}  // namespace gamelab
