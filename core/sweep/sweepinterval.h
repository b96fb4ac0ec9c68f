#pragma once
/// Building blocks of the parameter sweeps (not a solver): intervals between exact, possibly
/// irrational, ends; a simple rational sample inside one; and the piece around a sample that no
/// root of given polynomials crosses.
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/realroots.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <vector>

namespace gamelab {

/// The most pieces a sweep makes before it stops with SweepTooLarge.
inline constexpr std::size_t kMaxSweepPieces = 10000;

/// The open interval (from, to), from < to.
struct SweepInterval {
  AlgebraicNumber from, to;
};

/// A rational strictly inside the interval, of small denominator (the simplest rational of its
/// middle third).
Rational sampleInside(const SweepInterval& interval);

struct PieceBounds {
  AlgebraicNumber from, to;   ///< the nearest roots around the sample, or the interval's ends
  bool sampleIsRoot = false;  ///< the sample itself is a root (from/to are then unset)
};

/// The largest root below `sample` and the smallest above it, among the real roots inside the
/// interval of the polynomials (zero polynomials have none). Errors: Cancelled/Timeout.
Expected<PieceBounds> pieceAround(const SweepInterval& interval, const Rational& sample,
                                  const std::vector<Polynomial>& polynomials,
                                  const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
