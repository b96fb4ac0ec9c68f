#pragma once
/// Private to npersonequilibria.cpp: a proof that a support profile's indifference system has
/// no root in the product of the players' simplices, so that Newton's method need not try it.
///
/// Each equation (player k's support strategy a against its first one) is multilinear in
/// the other players' mixed strategies, so over a cell that is a product of polytopes (one per
/// player) it takes its least and greatest values at products of their vertices. A cell where
/// some equation keeps one sign at every vertex product (beyond a margin far above rounding)
/// holds no root. Cells are bisected along the probability of a player with two support
/// strategies (the others keep their whole simplex) until every cell is excluded or the
/// budget of cells is spent.
#include "core/strategic/npersonsystem.h"

namespace gamelab::nperson {

/// True only if `system` provably has no root with every probability >= -1e-9 (the
/// solver accepts such roots, clamping them to 0), examining at most `cellBudget` cells.
bool provablyRootFree(SupportSystem& system, std::size_t cellBudget);

}  // namespace gamelab::nperson
