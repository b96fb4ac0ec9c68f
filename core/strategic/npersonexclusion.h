#pragma once
/// Private to npersonequilibria.cpp: a proof that a support profile's indifference system has
/// no root in the product of the players' simplices, so that Newton's method need not try it.
///
/// Each equation (player k's support strategy a against its first one) is affine in each
/// other player's block of unknowns, so over a box of unknowns it takes its least and
/// greatest values at the box's corners. A box where some equation keeps one sign at every
/// corner (beyond a margin far above rounding), or that lies outside some player's simplex,
/// holds no root. Boxes are bisected along their widest side, starting from [0,1]^d widened
/// by the solver's slack, until every box is excluded or the budget of boxes is spent.
#include "core/strategic/npersonsystem.h"

namespace gamelab::nperson {

/// True only if `system` provably has no root with every probability >= -1e-9 (the
/// solver accepts such roots, clamping them to 0), examining at most `cellBudget` cells and
/// 4096 corners (a few milliseconds at most; systems of more than 12 unknowns are not tried).
bool provablyRootFree(SupportSystem& system, std::size_t cellBudget);

}  // namespace gamelab::nperson
