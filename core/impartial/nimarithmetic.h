#pragma once
/// Nim arithmetic (source 000 §1.2.2, §1.5.3): nim-sum, nim-product (the field on 2^(2^k)
/// elements), inverse, quotient, square root; the multiplication table.
#include "core/impartial/nimber.h"

#include <optional>
#include <vector>

namespace gamelab {

/// x ⊗ y for any 64-bit x, y (Fermat 2-powers 2^(2^k) multiply like ordinary numbers with each
/// other, and F ⊗ F = 3F/2).
Nimber nimProduct(Nimber x, Nimber y);
/// The y with x ⊗ y = 1; nullopt for x = 0.
std::optional<Nimber> nimInverse(Nimber x);
/// x ⊘ y = x ⊗ y⁻¹; nullopt for y = 0.
std::optional<Nimber> nimQuotient(Nimber x, Nimber y);
/// The unique r with r ⊗ r = x.
Nimber nimSquareRoot(Nimber x);
/// The 2^k × 2^k table of x ⊗ y (k <= 8), row-major.
std::vector<Nimber> nimProductTable(int k);

}  // namespace gamelab
